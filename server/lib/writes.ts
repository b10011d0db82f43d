import { EventEmitter } from 'node:events';
import type { AuditAction } from '../../src/contract/audit';

/**
 * One successful write, as the server announces it inside the process once the audit trail has
 * recorded it (server/audit/trail.ts): the live channel tells the district (`<entity>.changed`).
 * `entity` is a contract's name, or the area of another write (`users` for a sign-in). Listeners
 * run synchronously and must not throw; work that waits belongs in a promise they start.
 */
export interface WriteEvent {
  entity: string;
  recordId: number | null;
  action: AuditAction;
  districtId: number | null;
  /** Who wrote: null when nobody can be named (a reset link asked for an unknown e-mail). */
  by: { id: number; name: string } | null;
  /** The audit entry that records it. */
  auditId: number;
}

export interface WriteBus {
  publish(event: WriteEvent): void;
  subscribe(listener: (event: WriteEvent) => void): () => void;
}

export function createWriteBus(): WriteBus {
  const emitter = new EventEmitter();
  return {
    publish(event) {
      emitter.emit('write', event);
    },
    subscribe(listener) {
      emitter.on('write', listener);
      return () => emitter.off('write', listener);
    },
  };
}
