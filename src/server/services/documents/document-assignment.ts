/**
 * Who may get a document, and when it is due. An assignee must be an active DBO user of a team
 * the caller leads (any team for an administrator) whose assignment covers the document's
 * tenant or location: anyone else could not even see the document in their queue.
 */
import { sql, type Kysely } from 'kysely';
import type { Principal } from '../../auth/authorize.js';
import { fieldText } from '../../api-texts.js';
import { hasRole } from '../../db/users.js';
import type { Database } from '../../db/schema.js';
import { HttpError } from '../../errors.js';
import { freshClock, type ClockColumns, type SlaTerms } from '../sla/sla-terms.js';
import type { StoredDocument } from '../../db/schema.js';

/** One team membership of an assignable DBO, with one tenant or location the team works. */
export interface DboCoverage {
  id: string;
  name: string;
  email: string;
  tenantId: string;
  /** null: the whole tenant. */
  locationId: string | null;
}

/** Every active DBO the caller may assign to, once per team assignment they work under. */
export async function assignableCoverage(db: Kysely<Database>, principal: Principal): Promise<DboCoverage[]> {
  let query = db
    .selectFrom('team_member as tm')
    .innerJoin('app_user as u', 'u.id', 'tm.user_id')
    .innerJoin('assignment as a', 'a.team_id', 'tm.team_id')
    .select(['u.id', 'u.name', 'u.email', 'u.roles', 'a.tenant_id', 'a.location_id'])
    .where('u.active', '=', 1);
  if (!principal.roles.includes('isDbAdmin')) {
    query = query.where(sql<boolean>`tm.team_id in (select id from team where supervisor_id = ${principal.id})`);
  }
  const rows = await query.execute();
  return rows
    .filter((row) => hasRole(row, 'isDbo'))
    .map((row) => ({
      id: row.id,
      name: row.name,
      email: row.email,
      tenantId: row.tenant_id,
      locationId: row.location_id,
    }));
}

/** The DBOs the caller may assign to (no team assignment needed), by name. */
export async function assignableDbos(
  db: Kysely<Database>,
  principal: Principal,
): Promise<{ id: string; name: string; email: string }[]> {
  let query = db.selectFrom('app_user as u').select(['u.id', 'u.name', 'u.email', 'u.roles']).where('u.active', '=', 1);
  if (!principal.roles.includes('isDbAdmin')) {
    query = query.where(
      sql<boolean>`u.id in (select user_id from team_member where team_id in (select id from team where supervisor_id = ${principal.id}))`,
    );
  }
  const rows = await query.orderBy('u.name').orderBy('u.id').execute();
  return rows.filter((row) => hasRole(row, 'isDbo')).map(({ id, name, email }) => ({ id, name, email }));
}

export function covers(coverage: Pick<DboCoverage, 'tenantId' | 'locationId'>, document: StoredDocument): boolean {
  return (
    coverage.tenantId === document.tenant_id &&
    (coverage.locationId === null || coverage.locationId === document.location_id)
  );
}

/** Refuses (400) an assignee the caller may not give this document to. */
export async function requireAssignable(
  db: Kysely<Database>,
  principal: Principal,
  document: StoredDocument,
  assigneeId: string,
  coverage?: readonly DboCoverage[],
): Promise<void> {
  const known = coverage ?? (await assignableCoverage(db, principal));
  if (!known.some((entry) => entry.id === assigneeId && covers(entry, document))) {
    throw new HttpError(400, 'assigneeNotDbo', { fields: { assigneeId: [fieldText('notCoveringDbo')] } });
  }
}

/**
 * The columns of an assignment: a reassignment without a due time keeps its clock; otherwise
 * the clock starts now, due at the time given or after the SLA's business hours.
 */
export function assignmentColumns(
  document: StoredDocument,
  assigneeId: string,
  options: { dueAt?: string | undefined; terms: SlaTerms; now: string },
): { assignee_id: string } & Partial<ClockColumns> {
  if (!options.dueAt && document.status === 'assigned' && document.due_at) return { assignee_id: assigneeId };
  return { assignee_id: assigneeId, ...freshClock(options.terms, options.now, options.dueAt) };
}
