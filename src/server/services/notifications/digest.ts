/**
 * The daily digest: one email to each active person with unread notices that no digest has
 * listed yet (newest first, at most DIGEST_MAX_LINES lines, each with the link that opens it),
 * and those notices are marked digested so tomorrow's email tells only what is new. A failed
 * send leaves them unmarked, so a retry (digest-retry.ts) or the next run tries again. Kinds the person has turned off are left out.
 * The text is English (locales/en/notifications.json): the server keeps no language per person.
 */
import type { Kysely } from 'kysely';
import en from '../../../../locales/en/notifications.json';
import { NOTIFICATION_KINDS, notificationPath, type NotificationKind } from '../../../common/notifications.js';
import type { Database } from '../../db/schema.js';
import type { MailSender } from '../../mail/mail-sender.js';

export const DIGEST_MAX_LINES = 20;

export interface DigestOptions {
  /** The web app's address, for the links (APP_URL). */
  appUrl?: string;
  log?: { error(payload: object, message: string): void };
}

export interface DigestResult {
  /** Emails sent. */
  sent: number;
  /** Notices they listed. */
  notices: number;
  failed: number;
}

const fill = (template: string, values: Record<string, string | number>) =>
  template.replace(/\{\{(\w+)\}\}/g, (whole, name: string) => String(values[name] ?? whole));

interface PendingNotice {
  id: string;
  user_id: string;
  tenant_id: string;
  kind: string;
  document_id: string;
  issue_id: string | null;
  reason_code: string | null;
  created_at: string;
  email: string;
  name: string;
  roles: string;
  user_tenant: string | null;
  title: string;
  status: string;
  assignee_id: string | null;
  actor_name: string | null;
}

function lineOf(notice: PendingNotice, appUrl: string): string {
  const kind = notice.kind as NotificationKind;
  const who = notice.actor_name ?? en.system;
  const text = fill(en.kind[kind], { who, document: notice.title });
  const reason = notice.reason_code ? ` (${fill(en.reason, { code: notice.reason_code })})` : '';
  let roles: string[] = [];
  try {
    roles = JSON.parse(notice.roles) as string[];
  } catch {
    roles = [];
  }
  const path = notificationPath(
    {
      kind,
      documentId: notice.document_id,
      documentStatus: notice.status,
      assigneeId: notice.assignee_id,
      issueId: notice.issue_id,
    },
    notice.user_id,
    roles,
  );
  return `- ${text}${reason}\n  ${notice.created_at.slice(0, 16).replace('T', ' ')} UTC${path ? `  ${appUrl}${path}` : ''}`;
}

/** The email of one person's pending notices (newest first). */
export function digestMail(notices: PendingNotice[], appUrl: string): { to: string; subject: string; text: string } {
  const [first] = notices;
  if (!first) throw new Error('a digest needs at least one notice');
  const count = notices.length;
  const subject = fill(count === 1 ? en.digest.subject_one : en.digest.subject_other, { count });
  const lines = notices.slice(0, DIGEST_MAX_LINES).map((notice) => lineOf(notice, appUrl));
  const more = count > DIGEST_MAX_LINES ? [fill(en.digest.more, { count: count - DIGEST_MAX_LINES })] : [];
  const text = [
    fill(en.digest.greeting, { name: first.name }),
    '',
    en.digest.intro,
    '',
    ...lines,
    ...more,
    '',
    en.digest.footer,
    appUrl,
  ].join('\n');
  return { to: first.email, subject, text };
}

export async function sendDigests(
  db: Kysely<Database>,
  sender: MailSender,
  now: Date,
  options: DigestOptions = {},
): Promise<DigestResult> {
  const appUrl = (options.appUrl ?? 'http://localhost:5173').replace(/\/$/, '');
  const at = now.toISOString();
  const rows = (await db
    .selectFrom('notification')
    .innerJoin('app_user as u', 'u.id', 'notification.user_id')
    .innerJoin('document', 'document.id', 'notification.document_id')
    .leftJoin('app_user as actor', 'actor.id', 'notification.actor_id')
    .leftJoin('notification_preference as pref', (join) =>
      join.onRef('pref.user_id', '=', 'notification.user_id').onRef('pref.kind', '=', 'notification.kind'),
    )
    .where('notification.read_at', 'is', null)
    .where('notification.digested_at', 'is', null)
    .where('notification.created_at', '<=', at)
    .where('u.active', '=', 1)
    .where('notification.kind', 'in', [...NOTIFICATION_KINDS])
    .where((eb) => eb.or([eb('pref.enabled', 'is', null), eb('pref.enabled', '<>', 0)]))
    .select([
      'notification.id',
      'notification.user_id',
      'notification.tenant_id',
      'notification.kind',
      'notification.document_id',
      'notification.issue_id',
      'notification.reason_code',
      'notification.created_at',
      'u.email',
      'u.name',
      'u.roles',
      'u.tenant_id as user_tenant',
      'document.title',
      'document.status',
      'document.assignee_id',
      'actor.name as actor_name',
    ])
    .orderBy('notification.user_id')
    .orderBy('notification.created_at', 'desc')
    .orderBy('notification.id', 'desc')
    .execute()) as PendingNotice[];
  const byPerson = new Map<string, PendingNotice[]>();
  for (const row of rows) {
    // Someone who moved to another tenant is not told of the old one's documents.
    if (row.user_tenant !== null && row.user_tenant !== row.tenant_id) continue;
    byPerson.set(row.user_id, [...(byPerson.get(row.user_id) ?? []), row]);
  }
  const result: DigestResult = { sent: 0, notices: 0, failed: 0 };
  for (const [userId, notices] of byPerson) {
    const ids = notices.map((notice) => notice.id);
    // Claimed before the send and released if it fails: a claim that cannot be written stops the
    // email, and a run that finds some of them claimed already (a retry, another server's run)
    // leaves the person to it, so nobody is mailed the same notices twice.
    if ((await markDigested(db, ids, at, null)) < ids.length) {
      await markDigested(db, ids, null, at);
      continue;
    }
    try {
      await sender.send(digestMail(notices, appUrl));
    } catch (err) {
      await markDigested(db, ids, null, at);
      result.failed += 1;
      options.log?.error({ err, userId }, 'digest email failed');
      continue;
    }
    result.sent += 1;
    result.notices += notices.length;
  }
  return result;
}

/** Sets digested_at to `to` on those of the notices whose digested_at is `from`; how many changed. */
async function markDigested(
  db: Kysely<Database>,
  ids: string[],
  to: string | null,
  from: string | null,
): Promise<number> {
  let changed = 0;
  for (let i = 0; i < ids.length; i += 500) {
    const update = db
      .updateTable('notification')
      .set({ digested_at: to })
      .where('id', 'in', ids.slice(i, i + 500));
    const done = await (
      from === null ? update.where('digested_at', 'is', null) : update.where('digested_at', '=', from)
    ).executeTakeFirst();
    changed += Number(done.numUpdatedRows);
  }
  return changed;
}
