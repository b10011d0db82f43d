import { EventEmitter } from 'node:events';
import type { AuditAction } from '../../src/contract/audit';

/**
 * One successful write, as the server announces it inside the process after it is recorded:
 * the audit trail writes it down, the live channel tells the district (`<entity>.changed`).
 * Listeners must not throw; a slow listener does not delay the reply.
 */
export interface WriteEvent {
  entity: string;
  recordId: number | null;
  action: AuditAction;
  districtId: number | null;
  /** Who wrote: null for a public route (a password reset by token). */
  by: { id: number; name: string } | null;
  /** True when `entity` is a contract's name (resources/<name>): only those emit `<entity>.changed`. */
  isEntity: boolean;
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
