/**
 * A DBO user's load: their open documents (assigned, processing, on hold), how many are due in
 * the caller's day and how many are overdue, in one grouped query for any number of users.
 * A load counts only the documents within the caller's scope (the grants passed, applied in
 * SQL like every list): a supervisor whose team works one tenant or location sees, and
 * distributes by, the work on that tenant or location, never figures about documents they
 * could not open. The DBO's own queue is scoped the same way.
 */
import { sql, type Kysely } from 'kysely';
import { OPEN_STATUSES } from '../../../common/workflow.js';
import { scopeCondition, type Grant } from '../../auth/scope.js';
import type { Database } from '../../db/schema.js';

export interface Load {
  open: number;
  dueToday: number;
  overdue: number;
}

export async function dboLoads(
  db: Kysely<Database>,
  userIds: readonly string[],
  options: { grants: readonly Grant[]; now: string; dayStart?: string | undefined; dayEnd?: string | undefined },
): Promise<Map<string, Load>> {
  const loads = new Map<string, Load>();
  for (const id of userIds) loads.set(id, { open: 0, dueToday: 0, overdue: 0 });
  if (userIds.length === 0) return loads;
  const dayStart = options.dayStart ?? options.now;
  const dayEnd = options.dayEnd ?? options.now;
  const rows = await db
    .selectFrom('document')
    .select([
      'assignee_id',
      sql<number | string>`count(*)`.as('open'),
      sql<
        number | string
      >`coalesce(sum(case when sla_paused_at is null and due_at >= ${dayStart} and due_at < ${dayEnd} then 1 else 0 end), 0)`.as(
        'due_today',
      ),
      // A clock paused on the client is neither due nor overdue until it resumes.
      sql<
        number | string
      >`coalesce(sum(case when sla_paused_at is null and due_at < ${options.now} then 1 else 0 end), 0)`.as('overdue'),
    ])
    .where('assignee_id', 'in', [...userIds])
    .where('status', 'in', [...OPEN_STATUSES])
    .where(scopeCondition('document', options.grants))
    .groupBy('assignee_id')
    .execute();
  for (const row of rows) {
    if (!row.assignee_id) continue;
    loads.set(row.assignee_id, {
      open: Number(row.open),
      dueToday: Number(row.due_today),
      overdue: Number(row.overdue),
    });
  }
  return loads;
}
