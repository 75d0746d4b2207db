/**
 * Start next's pick for a whole batch of claims (services/claim-batch.ts), in two statements
 * whatever the batch's size: the candidates of every claimant, then the rows chosen.
 *
 * Each claimant gets their own assigned document due soonest, else the oldest new one in their
 * scope. Scopes are per person (a team grant names its user), so each distinct claimant has its
 * own two branches in one `union all`: their assigned documents, and the pool. A branch reads as
 * many rows as the batch has claims, so a claimant still finds one when the claimants before
 * them in the batch took theirs; the choice is then made here, in arrival order.
 *
 * On PostgreSQL every branch is `FOR UPDATE SKIP LOCKED`: a document another transaction holds
 * is passed over, and the candidates stay ours until the batch commits. Candidates not chosen
 * are locked until then too, which only makes another server's claim skip them for a moment.
 * SQLite has one writer, so its reads need no lock.
 */
import { sql, type SelectQueryBuilder, type Transaction } from 'kysely';
import type { Principal } from '../../auth/authorize.js';
import { scopeCondition } from '../../auth/scope.js';
import type { Engine } from '../../db/database.js';
import type { Database } from '../../db/schema.js';
import type { StoredDocument } from '../../db/schema.js';

interface Candidate {
  id: string;
  due_at: string | null;
  created_at: string;
  claimant: number | string;
  pool: number | string;
}

type Branch = SelectQueryBuilder<Database, 'document', Pick<Candidate, 'id' | 'due_at' | 'created_at'>>;

/** Assigned ones by due time (none last), then oldest; the pool by age. */
function compareMine(a: Candidate, b: Candidate): number {
  if ((a.due_at === null) !== (b.due_at === null)) return a.due_at === null ? 1 : -1;
  return compareText(a.due_at ?? '', b.due_at ?? '') || compareAge(a, b);
}

function compareAge(a: Candidate, b: Candidate): number {
  return compareText(a.created_at, b.created_at) || compareText(a.id, b.id);
}

function compareText(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

async function candidatesOf(
  trx: Transaction<Database>,
  engine: Engine,
  claimants: readonly Principal[],
  wanted: number,
): Promise<Candidate[]> {
  const locking = (query: Branch): Branch => (engine === 'postgres' ? query.forUpdate().skipLocked() : query);
  const branches = claimants.flatMap((principal, index) => {
    const scoped = trx
      .selectFrom('document')
      .select(['id', 'due_at', 'created_at'])
      .where(scopeCondition('document', principal.grants));
    const mine = scoped
      .where('assignee_id', '=', principal.id)
      .where('status', '=', 'assigned')
      .orderBy(sql`case when due_at is null then 1 else 0 end`)
      .orderBy('due_at')
      .orderBy('created_at')
      .orderBy('id')
      .limit(sql.lit(wanted));
    // 'new' written into the SQL, not bound: only then may a prepared (generic) plan use the
    // partial index of new documents (migration 0018).
    const waiting = scoped
      .where('status', '=', sql.lit('new'))
      .orderBy('created_at')
      .orderBy('id')
      .limit(sql.lit(wanted));
    return [locking(mine), locking(waiting)].map((branch, pool) =>
      trx
        .selectFrom(branch.as(`c${index}_${pool}`))
        .select(['id', 'due_at', 'created_at'])
        .select([sql.lit(index).as('claimant'), sql.lit(pool).as('pool')]),
    );
  });
  const [first, ...rest] = branches;
  if (!first) return [];
  return (await rest.reduce((union, branch) => union.unionAll(branch), first).execute()) as Candidate[];
}

/** The document each claim gets, in the claims' order; undefined: nothing waits for it. */
export async function pickClaims(
  trx: Transaction<Database>,
  engine: Engine,
  claims: readonly Principal[],
): Promise<(StoredDocument | undefined)[]> {
  const claimants = [...new Map(claims.map((principal) => [principal.id, principal])).values()];
  const candidates = await candidatesOf(trx, engine, claimants, claims.length);
  const taken = new Set<string>();
  const chosen = claims.map((principal) => {
    const index = claimants.findIndex((claimant) => claimant.id === principal.id);
    const own = candidates.filter((row) => Number(row.claimant) === index && !taken.has(row.id));
    const next =
      own.filter((row) => Number(row.pool) === 0).sort(compareMine)[0] ??
      own.filter((row) => Number(row.pool) === 1).sort(compareAge)[0];
    if (next) taken.add(next.id);
    return next?.id;
  });
  if (taken.size === 0) return chosen.map(() => undefined);
  // The rows as they are now: on PostgreSQL they are ours since the statement above.
  const rows = await trx
    .selectFrom('document')
    .selectAll()
    .where('id', 'in', [...taken])
    .execute();
  const byId = new Map(rows.map((row) => [row.id, row]));
  return chosen.map((id) => (id === undefined ? undefined : byId.get(id)));
}
