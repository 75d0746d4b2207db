/**
 * Changes as they happen, for the live lists: every audited write is announced here, through the
 * live bus (bus.ts), so that every server's streams hear it.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import { publish, writeAndPublish, type AnnouncedWrite, type LiveBus } from './bus.js';

export interface Change {
  entity: string;
  entityId: string;
  action: string;
  tenantId: string | null;
}

const TOPIC = 'change';

/**
 * The changes of one write, announced through db: on PostgreSQL when its transaction commits, on
 * SQLite on the next turn. With write (the audit insert), the write runs first, and on PostgreSQL
 * in the same statement as the announcements.
 */
export function announceChanges(
  db: Kysely<Database>,
  changes: readonly Change[],
  write?: AnnouncedWrite,
): Promise<void> {
  return writeAndPublish(
    db,
    write,
    changes.map((payload) => ({ topic: TOPIC, payload })),
  );
}

export function onChange(bus: LiveBus, listener: (change: Change) => void): () => void {
  return bus.subscribe<Change>(TOPIC, listener);
}

/** A notice for one person (notification id only: the browser reads it through the API). */
export interface NotificationNotice {
  userId: string;
  notificationId: string;
}

/** Announced like a change, on the same bus (so to every server), through db's transaction. */
export function announceNotification(db: Kysely<Database>, notice: NotificationNotice): Promise<void> {
  return publish(db, 'notification', notice);
}

export function onNotification(bus: LiveBus, listener: (notice: NotificationNotice) => void): () => void {
  return bus.subscribe<NotificationNotice>('notification', listener);
}
