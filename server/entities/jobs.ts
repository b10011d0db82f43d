import type { FastifyInstance } from 'fastify';

/**
 * Work an entity does on its own, every few seconds, in every server process (a planned
 * notification that is due). Its `run` must be safe to run in several processes at once: it
 * claims what it works on from the database (FOR UPDATE SKIP LOCKED), so each item is done once.
 */
export interface EntityJob {
  everyMs: number;
  /** One round; a round already under way is waited for rather than doubled. */
  run(): Promise<void>;
}

export type EntityJobFactory = (app: FastifyInstance) => { everyMs: number; round(): Promise<void> };

/** Starts an entity's jobs (`app.jobs` is decorated by registerEntities) with the server and stops them, the round under way finished, before the database closes. */
export function registerJobs(app: FastifyInstance, jobs: Record<string, EntityJobFactory>): void {
  for (const [name, factory] of Object.entries(jobs)) {
    const { everyMs, round } = factory(app);
    let current: Promise<void> = Promise.resolve();
    const job: EntityJob = {
      everyMs,
      run() {
        current = current
          .catch(() => undefined)
          .then(round)
          .catch((err: unknown) => app.log.error({ err, job: name }, 'a job round failed'));
        return current;
      },
    };
    app.jobs.set(name, job);
    let timer: NodeJS.Timeout | null = null;
    app.addHook('onReady', async () => {
      if (everyMs > 0) timer = setInterval(() => void job.run(), everyMs).unref();
    });
    app.addHook('onClose', async () => {
      if (timer) clearInterval(timer);
      await current;
    });
  }
}
