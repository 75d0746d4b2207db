/**
 * Who may be told about a document: the people a step names (assignee, thread members), the
 * client supervisors of its tenant, and the DBS supervisors of the teams that work it. Every
 * candidate is checked against the document's scope here, in SQL, so nobody hears about another
 * tenant's documents whatever a caller passes.
 */
import { sql, type Kysely } from 'kysely';
import { hasRole } from '../../db/users.js';
import type { Database } from '../../db/schema.js';

export interface DocumentPlace {
  id: string;
  tenant_id: string;
  location_id: string;
  assignee_id: string | null;
}

/** Teams whose assignment covers the document (its tenant, or its location). */
function teamsCovering(document: DocumentPlace) {
  return sql`select team_id from assignment where tenant_id = ${document.tenant_id} and (location_id is null or location_id = ${document.location_id})`;
}

/** The active client supervisors of the document's tenant. */
export async function clientSupervisorsOf(db: Kysely<Database>, document: DocumentPlace): Promise<string[]> {
  const rows = await db
    .selectFrom('app_user')
    .select(['id', 'roles'])
    .where('tenant_id', '=', document.tenant_id)
    .where('active', '=', 1)
    .execute();
  return rows.filter((row) => hasRole(row, 'ClientSupervisor')).map((row) => row.id);
}

/**
 * The DBS supervisors who lead the teams working the document: the assignee's teams that cover
 * it when it has an assignee, else every team that covers it.
 */
export async function teamSupervisorsOf(db: Kysely<Database>, document: DocumentPlace): Promise<string[]> {
  let query = db
    .selectFrom('team')
    .select('supervisor_id')
    .where('supervisor_id', 'is not', null)
    .where(sql<boolean>`id in (${teamsCovering(document)})`);
  if (document.assignee_id) {
    query = query.where(sql<boolean>`id in (select team_id from team_member where user_id = ${document.assignee_id})`);
  }
  const rows = await query.execute();
  return rows.map((row) => row.supervisor_id).filter((id): id is string => id !== null);
}

/** Everyone who wrote in the issue's thread or raised it. */
export async function threadMembersOf(db: Kysely<Database>, issueId: string): Promise<string[]> {
  const rows = await db
    .selectFrom('issue_message')
    .select('author_id as id')
    .where('issue_id', '=', issueId)
    .union(db.selectFrom('issue').select('raised_by as id').where('id', '=', issueId))
    .execute();
  return rows.map((row) => row.id);
}

/**
 * Of the candidates, the active people who may see the document: its own tenant's people
 * (uploaders only at their locations), administrators, and back-office members and leaders of
 * a team that covers it.
 */
export async function inScope(db: Kysely<Database>, document: DocumentPlace, candidates: string[]): Promise<string[]> {
  if (candidates.length === 0) return [];
  const people = await db
    .selectFrom('app_user')
    .select(['id', 'roles', 'tenant_id'])
    .where('id', 'in', candidates)
    .where('active', '=', 1)
    .execute();
  const members = await db
    .selectFrom('team_member')
    .select('user_id')
    .where(sql<boolean>`team_id in (${teamsCovering(document)})`)
    .execute();
  const leaders = await db
    .selectFrom('team')
    .select('supervisor_id')
    .where(sql<boolean>`id in (${teamsCovering(document)})`)
    .execute();
  const backOffice = new Set([...members.map((row) => row.user_id), ...leaders.map((row) => row.supervisor_id)]);
  const atLocation = new Set(
    (
      await db
        .selectFrom('user_location')
        .select('user_id')
        .where('location_id', '=', document.location_id)
        .where('user_id', 'in', candidates)
        .execute()
    ).map((row) => row.user_id),
  );
  return people
    .filter((person) => {
      if (person.tenant_id !== null) {
        if (person.tenant_id !== document.tenant_id) return false;
        const onlyUploader =
          hasRole(person, 'isUploader') && !hasRole(person, 'ClientSupervisor') && !hasRole(person, 'isClientHq');
        return !onlyUploader || atLocation.has(person.id);
      }
      return hasRole(person, 'isDbAdmin') || backOffice.has(person.id);
    })
    .map((person) => person.id);
}
