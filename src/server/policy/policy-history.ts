/**
 * Saving the live access policy from the editor: the file is replaced atomically (a temporary
 * file renamed over it, so the watcher never reads half a file), the store reloads at once, and
 * the change is kept in policy_change with the whole previous text so it can be undone.
 */
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Kysely } from 'kysely';
import { buildEnforcer } from '../../common/enforcer.js';
import { parsePolicyFile } from '../../common/policy.js';
import { recordAudit } from '../db/audit.js';
import type { Database } from '../db/schema.js';
import type { PolicyStore } from './policy-store.js';
import type { PolicyChange } from '../../common/admin.js';

export interface PolicyChangeTable {
  id: string;
  at: string;
  actor_id: string | null;
  actor_email: string | null;
  /** JSON arrays of policy lines. */
  added: string;
  removed: string;
  previous_text: string;
  /** The change this one undid, if it is a revert. */
  reverts_id: string | null;
}

export type HistoryDb = Kysely<Database & { policy_change: PolicyChangeTable }>;
export const historyDb = (db: Kysely<Database>): HistoryDb => db.withTables<{ policy_change: PolicyChangeTable }>();

/** The policy's lines without comments and spacing, so a diff shows only what grants access. */
export function grantLines(text: string): string[] {
  return text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line !== '' && !line.startsWith('#'))
    .map((line) =>
      line
        .split(',')
        .map((cell) => cell.trim())
        .join(', '),
    );
}

export function diffPolicy(before: string, after: string): { added: string[]; removed: string[] } {
  const old = new Set(grantLines(before));
  const next = new Set(grantLines(after));
  return { added: [...next].filter((line) => !old.has(line)), removed: [...old].filter((line) => !next.has(line)) };
}

// One save at a time per file: two administrators saving at once must not interleave.
const queues = new Map<string, Promise<unknown>>();

export interface SaveRequest {
  db: Kysely<Database>;
  policy: PolicyStore;
  actor: { id: string; email: string };
  text: string;
  revertsId?: string;
  /** Refuses the save when the policy in force is no longer this version (someone saved meanwhile). */
  expectVersion?: string;
}

export class StalePolicyError extends Error {}

export function savePolicy(request: SaveRequest): Promise<PolicyChange> {
  const file = request.policy.file;
  const run = (queues.get(file) ?? Promise.resolve()).catch(() => undefined).then(() => saveNow(request));
  queues.set(file, run);
  return run;
}

async function saveNow({ db, policy, actor, text, revertsId, expectVersion }: SaveRequest): Promise<PolicyChange> {
  const before = policy.current();
  if (expectVersion && expectVersion !== before.version) {
    throw new StalePolicyError('The access policy was changed meanwhile: reload it and make your change again');
  }
  // The same checks the store applies on reload, before anything is written.
  const parsed = parsePolicyFile(text);
  await buildEnforcer(before.model, parsed.pages, parsed.actions);
  const { added, removed } = diffPolicy(before.text, text);
  const change: PolicyChange = {
    id: randomUUID(),
    at: new Date().toISOString(),
    actorEmail: actor.email,
    added,
    removed,
    revertsId: revertsId ?? null,
  };

  await historyDb(db)
    .transaction()
    .execute(async (trx) => {
      await trx
        .insertInto('policy_change')
        .values({
          id: change.id,
          at: change.at,
          actor_id: actor.id,
          actor_email: actor.email,
          added: JSON.stringify(added),
          removed: JSON.stringify(removed),
          previous_text: before.text,
          reverts_id: change.revertsId,
        })
        .execute();
      await recordAudit(
        trx as unknown as Kysely<Database>,
        {
          actor,
          entity: 'policy',
          entityId: change.id,
          action: revertsId ? 'revert' : 'update',
          note: `+${added.length} −${removed.length}`,
        },
        change.at,
      );
      // Written last inside the transaction: a failed write rolls the history back with it.
      writeAtomically(policy.file, text);
    });
  await policy.reload();
  const refused = policy.lastError();
  if (refused) throw new Error(refused);
  return change;
}

function writeAtomically(file: string, text: string): void {
  const temp = path.join(path.dirname(file), `.${path.basename(file)}.${process.pid}.${randomUUID().slice(0, 8)}.tmp`);
  fs.writeFileSync(temp, text);
  try {
    fs.renameSync(temp, file);
  } catch (error) {
    fs.rmSync(temp, { force: true });
    throw error;
  }
}

export async function listChanges(
  db: Kysely<Database>,
  offset: number,
  limit: number,
): Promise<{ total: number; rows: PolicyChange[] }> {
  const h = historyDb(db);
  const [count, rows] = await Promise.all([
    h
      .selectFrom('policy_change')
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirstOrThrow(),
    h
      .selectFrom('policy_change')
      .selectAll()
      .orderBy('at', 'desc')
      .orderBy('id', 'desc')
      .limit(limit)
      .offset(offset)
      .execute(),
  ]);
  return {
    total: Number(count.n),
    rows: rows.map((row) => ({
      id: row.id,
      at: row.at,
      actorEmail: row.actor_email,
      added: JSON.parse(row.added) as string[],
      removed: JSON.parse(row.removed) as string[],
      revertsId: row.reverts_id,
    })),
  };
}

export async function previousTextOf(db: Kysely<Database>, changeId: string): Promise<string | undefined> {
  const row = await historyDb(db)
    .selectFrom('policy_change')
    .select('previous_text')
    .where('id', '=', changeId)
    .executeTakeFirst();
  return row?.previous_text;
}
