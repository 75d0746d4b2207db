/**
 * The assign picker's list (and the dashboard's): the DBO users the caller may assign to (of the
 * teams they lead; an administrator: all), by name, each with their current load (open, due in
 * the caller's day when given, overdue) within the caller's scope (dbo-load.ts).
 */
import type { Kysely } from 'kysely';
import type { DboLoad } from '../../../common/schemas/document-work.js';
import type { Principal } from '../../auth/authorize.js';
import type { Database } from '../../db/schema.js';
import { dboLoads } from './dbo-load.js';
import { assignableDbos } from './document-assignment.js';

export async function loadWorkload(
  db: Kysely<Database>,
  principal: Principal,
  day: { now: string; dayStart?: string | undefined; dayEnd?: string | undefined },
): Promise<DboLoad[]> {
  const dbos = await assignableDbos(db, principal);
  const loads = await dboLoads(
    db,
    dbos.map((dbo) => dbo.id),
    { grants: principal.grants, ...day },
  );
  return dbos.map((dbo) => ({ ...dbo, ...(loads.get(dbo.id) ?? { open: 0, dueToday: 0, overdue: 0 }) }));
}
