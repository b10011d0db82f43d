/**
 * Work a route starts and does not wait for (so that its answer's timing tells nothing, e.g. a
 * reset link for a known e-mail), kept track of so that closing the server waits for it rather
 * than cutting a mail off, and so that tests can wait for it. A failure is the work's to log.
 */
export interface AfterReply {
  run(work: () => Promise<void>): void;
  /** Resolves when everything started so far has ended. */
  settled(): Promise<void>;
}

export function createAfterReply(): AfterReply {
  const pending = new Set<Promise<void>>();
  return {
    run(work) {
      const task = work().finally(() => pending.delete(task));
      pending.add(task);
    },
    async settled() {
      while (pending.size) await Promise.allSettled([...pending]);
    },
  };
}
