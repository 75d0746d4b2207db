/**
 * Changes as they happen, for the live lists: every audited write is announced here. The bus is
 * in-process (one API process); several processes would need PostgreSQL LISTEN/NOTIFY instead.
 */
import { EventEmitter } from 'node:events';

export interface Change {
  entity: string;
  entityId: string;
  action: string;
  tenantId: string | null;
}

const bus = new EventEmitter();
bus.setMaxListeners(0);

/** Announced on the next turn, after the writing transaction has had its chance to commit. */
export function announceChange(change: Change): void {
  setImmediate(() => bus.emit('change', change));
}

export function onChange(listener: (change: Change) => void): () => void {
  bus.on('change', listener);
  return () => bus.off('change', listener);
}
