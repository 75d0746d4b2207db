/**
 * Start next's claims of one batch: for each document, one or more workflow steps (assign then
 * start) written as a single update. Each step is checked and audited as transitionDocument does, and
 * the version goes up once per step, so the story and the versions read the same as two
 * separate steps would.
 *
 * Why not two transitionDocument calls: on PostgreSQL the status write takes the row locks of
 * the exact count rollups (document_count, document_day_count; migrations 0003 and 0015), which
 * every claim in one tenant and location shares. A claim that writes the status first holds
 * those locks through its audit rows, notifications and second step, so ten DBOs claiming at
 * once wait on each other for the whole transaction. Here everything that does not change the
 * status comes first and the status writes come last, so the shared locks are held only from
 * those writes to the commit.
 */
import { sql, type Transaction } from 'kysely';
import { TRANSITIONS, type Transition } from '../../../common/workflow.js';
import type { Principal } from '../../auth/authorize.js';
import type { Engine } from '../../db/database.js';
import type { Database, DocumentTable } from '../../db/schema.js';
import { recordAudits } from '../../db/audit.js';
import { requireStep, stepEvent } from '../documents/document-transition.js';
import type { StoredDocument } from '../../db/schema.js';
import { requireVersion, staleNow } from '../documents/document-version.js';
import { notifyDocumentStep } from '../notifications/index.js';
import { noticeSla, syncSlaClock } from '../sla/sla-clock.js';

export interface ClaimWrite {
  principal: Principal;
  document: StoredDocument;
  /** The steps in order, e.g. ['assign', 'start']. */
  steps: Transition[];
  version: number;
  /** Columns the steps set (the assignment's assignee and clock). */
  extra?: ClaimColumns;
  now: string;
}

/** What one claim's steps make of its document: the states before and after each step. */
function statesOf(write: ClaimWrite): StoredDocument[] {
  const { document, steps, now } = write;
  requireVersion(document, write.version);
  // Each step from the state the one before it leaves, as the document will be after it.
  const states: StoredDocument[] = [document];
  for (const [index, step] of steps.entries()) {
    const before = states[index] as StoredDocument;
    requireStep(before, step);
    states.push({
      ...before,
      ...(index === 0 ? write.extra : {}),
      status: TRANSITIONS[step].to,
      version: Number(before.version) + 1,
      updated_at: now,
    } as StoredDocument);
  }
  return states;
}

/**
 * The claims of one batch (services/claim-batch.ts), each document's in its order: their audit
 * events in one insert, then each status write.
 */
export async function claimDocuments(
  trx: Transaction<Database>,
  engine: Engine,
  writes: readonly ClaimWrite[],
): Promise<StoredDocument[]> {
  const states = writes.map(statesOf);
  for (const write of writes) await noticeSla(trx, write.document, write.now);
  await recordAudits(
    trx,
    writes.flatMap((write, claim) =>
      write.steps.map((step, index) =>
        stepEvent({
          principal: write.principal,
          document: states[claim]?.[index] as StoredDocument,
          transition: step,
          to: (states[claim]?.[index + 1] as StoredDocument).status,
          now: write.now,
        }),
      ),
    ),
    writes[0]?.now ?? new Date().toISOString(),
  );
  for (const [claim, write] of writes.entries()) {
    for (const [index, step] of write.steps.entries()) {
      await notifyDocumentStep(trx, {
        actorId: write.principal.id,
        before: states[claim]?.[index] as StoredDocument,
        after: states[claim]?.[index + 1] as StoredDocument,
        transition: step,
        note: null,
        reasonCode: null,
        now: write.now,
      });
    }
  }
  return writeStatuses(trx, engine, writes);
}

/** What a claim may set besides its status and version: the assignee and the SLA clock. */
const CLAIM_COLUMNS = [
  'assignee_id',
  'due_at',
  'sla_calendar',
  'sla_seconds',
  'sla_warn_at',
  'sla_paused_at',
  'sla_left_seconds',
  'sla_warned_at',
  'sla_breached_at',
] as const satisfies readonly (keyof DocumentTable)[];
export type ClaimColumns = Partial<Pick<DocumentTable, (typeof CLAIM_COLUMNS)[number]>>;
const WHOLE_NUMBERS = new Set<string>(['sla_seconds', 'sla_left_seconds']);

/**
 * Every claim's status write, in one statement per set of columns the claims set (a claim of
 * the pool sets the assignee and a fresh clock, a claim of one's own document neither): on
 * PostgreSQL the count rollups' triggers run once per statement (migrations 0003 and 0015), so
 * a batch pays for them once or twice, not once per claim. Each row is checked at the status
 * and version it was read at. A column a claim does not set is not written: the SLA check may
 * have just recorded a warning in it (noticeSla).
 */
async function writeStatuses(
  trx: Transaction<Database>,
  engine: Engine,
  writes: readonly ClaimWrite[],
): Promise<StoredDocument[]> {
  const groups = new Map<string, ClaimWrite[]>();
  for (const write of writes) {
    const key = CLAIM_COLUMNS.filter((column) => write.extra && column in write.extra).join();
    const group = groups.get(key);
    if (group) group.push(write);
    else groups.set(key, [write]);
  }
  const written = new Map<string, StoredDocument>();
  for (const group of groups.values()) {
    for (const row of await writeGroup(trx, engine, group)) written.set(row.id, row);
  }
  const claimed: StoredDocument[] = [];
  for (const write of writes) {
    const row = written.get(write.document.id);
    if (!row) throw await staleNow(trx, write.document.id);
    claimed.push(
      (await syncSlaClock(trx, row.id, write.now, row))
        ? await trx.selectFrom('document').selectAll().where('id', '=', row.id).executeTakeFirstOrThrow()
        : row,
    );
  }
  return claimed;
}

/** One update for claims that set the same columns; answers the rows it wrote. */
async function writeGroup(
  trx: Transaction<Database>,
  engine: Engine,
  writes: readonly ClaimWrite[],
): Promise<StoredDocument[]> {
  const extra = writes[0]?.extra ?? {};
  const columns = CLAIM_COLUMNS.filter((column) => column in extra);
  const cell = (column: string, value: unknown) =>
    WHOLE_NUMBERS.has(column) ? sql`cast(${value ?? null} as integer)` : sql`${value ?? null}`;
  const rows = writes.map((write) => {
    const set = (write.extra ?? {}) as Record<string, unknown>;
    return sql`(${sql.join([
      sql`${write.document.id}`,
      sql`${write.document.status}`,
      sql`cast(${write.version} as integer)`,
      sql`cast(${write.steps.length} as integer)`,
      sql`${TRANSITIONS[write.steps.at(-1) as Transition].to}`,
      sql`${write.now}`,
      ...columns.map((column) => cell(column, set[column])),
    ])})`;
  });
  const names = sql.join(
    ['id', 'from_status', 'from_version', 'steps', 'to_status', 'now', ...columns].map((name) => sql.ref(name)),
  );
  // PostgreSQL's `returning *` would add the claim's columns; SQLite's knows only the document's
  // and refuses `document.*`.
  const returning = engine === 'postgres' ? sql`document.*` : sql`*`;
  const result = await sql<StoredDocument>`
    with claim (${names}) as (values ${sql.join(rows)})
    update document set
      ${sql.join([
        sql`status = claim.to_status`,
        sql`updated_at = claim.now`,
        sql`version = document.version + claim.steps`,
        ...columns.map((column) => sql`${sql.ref(column)} = claim.${sql.ref(column)}`),
      ])}
    from claim
    where document.id = claim.id and document.status = claim.from_status and document.version = claim.from_version
    returning ${returning}`.execute(trx);
  return result.rows;
}
