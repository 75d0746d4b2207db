/**
 * Writes notices inside the caller's transaction, so a notice exists exactly when its step
 * committed: one row per recipient in the document's scope, never to the one who took the step,
 * never of a kind the recipient turned off. Each is announced on the live bus to its recipient.
 */
import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { NotificationKind } from '../../../common/notifications.js';
import type { Database } from '../../db/schema.js';
import { announceNotification } from '../../live/changes.js';
import { inScope, type DocumentPlace } from './recipients.js';

export interface Notice {
  kind: NotificationKind;
  document: DocumentPlace;
  /** Candidates; the document's scope, the actor and preferences decide who is told. */
  recipients: readonly (string | null | undefined)[];
  /** Who took the step (not told); null for the system. */
  actorId: string | null;
  issueId?: string | null;
  reasonCode?: string | null;
  note?: string | null;
  now: string;
}

const NOTE_MAX = 500;

/** Writes the notice for each recipient who should get it; returns their ids. */
export async function notify(db: Kysely<Database>, notice: Notice): Promise<string[]> {
  const candidates = [...new Set(notice.recipients.filter((id): id is string => Boolean(id) && id !== notice.actorId))];
  const allowed = await inScope(db, notice.document, candidates);
  if (allowed.length === 0) return [];
  const off = await db
    .selectFrom('notification_preference')
    .select('user_id')
    .where('kind', '=', notice.kind)
    .where('enabled', '=', 0)
    .where('user_id', 'in', allowed)
    .execute();
  const muted = new Set(off.map((row) => row.user_id));
  const recipients = allowed.filter((id) => !muted.has(id));
  if (recipients.length === 0) return [];
  const rows = recipients.map((userId) => ({
    id: randomUUID(),
    user_id: userId,
    tenant_id: notice.document.tenant_id,
    document_id: notice.document.id,
    issue_id: notice.issueId ?? null,
    kind: notice.kind,
    actor_id: notice.actorId,
    reason_code: notice.reasonCode ?? null,
    note: notice.note ? notice.note.slice(0, NOTE_MAX) : null,
    created_at: notice.now,
    read_at: null,
    digested_at: null,
  }));
  await db.insertInto('notification').values(rows).execute();
  // Through db (the step's transaction): on PostgreSQL every server hears it once that commits.
  for (const row of rows) await announceNotification(db, { userId: row.user_id, notificationId: row.id });
  return recipients;
}
