/**
 * The SQL the user-account operations (routes/api/admin/*-user-account*.ts) share. Every read
 * goes through the caller's data scope (auth/scope.ts): an account, tenant, location or team
 * outside it is simply not found.
 */
import { randomBytes } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import type { UserAccountRow, UserAccountView } from '../../../common/schemas/user.js';
import { userAccountRecord } from '../../../common/schemas/user.js';
import { ROLES } from '../../../common/roles.js';
import { fieldText } from '../../api-texts.js';
import type { Principal } from '../../auth/authorize.js';
import { findInScope, recordInScope } from '../../auth/find-in-scope.js';
import { scopeCondition } from '../../auth/scope.js';
import type { AppUserTable, Database } from '../../db/schema.js';
import type { Selectable } from 'kysely';
import { HttpError } from '../../errors.js';
import { parseListQuery } from '../../db/list-query.js';
import { fieldsOf } from '../../db/record-fields.js';

export type StoredAccount = Selectable<AppUserTable>;
type Reader = Kysely<Database>;

/** The account's own fields as its audit event compares them (roles parsed, API names). */
export const auditedFields = (row: { name: string; roles: string; tenant_id: string | null }) => ({
  name: row.name,
  roles: JSON.parse(row.roles) as unknown,
  tenantId: row.tenant_id,
});

/** Long enough for any password policy, with each character class a policy may ask for. */
export function initialPassword(): string {
  return `${randomBytes(12).toString('base64url')}-Aa1`;
}

/** The stored account of id if the caller's scope covers it; 404 otherwise (as if missing). */
export async function accountInScope(db: Reader, principal: Principal, id: string): Promise<StoredAccount> {
  return recordInScope(db, 'app_user', principal, id, 'user');
}

/** The account's own fields as the administration routes show them, in its view and in the list. */
function accountFields(
  row: Pick<StoredAccount, 'id' | 'email' | 'name' | 'roles' | 'tenant_id' | 'active' | 'created_at'>,
) {
  return {
    id: row.id,
    email: row.email,
    name: row.name,
    roles: JSON.parse(row.roles) as UserAccountView['roles'],
    tenantId: row.tenant_id,
    active: row.active === 1,
    createdAt: row.created_at,
  };
}

/** The account as the administration routes answer it: the record, its locations and team. */
export async function accountView(db: Reader, id: string): Promise<UserAccountView> {
  const [row, locations, teams] = await Promise.all([
    db.selectFrom('app_user').selectAll().where('id', '=', id).executeTakeFirstOrThrow(),
    db.selectFrom('user_location').select('location_id').where('user_id', '=', id).orderBy('created_at').execute(),
    db.selectFrom('team_member').select('team_id').where('user_id', '=', id).orderBy('created_at').execute(),
  ]);
  return {
    ...accountFields(row),
    locationIds: locations.map((link) => link.location_id),
    teamId: teams[0]?.team_id ?? null,
  };
}

/**
 * The tenant an account is put in must be within the caller's scope. A caller limited to some
 * tenants may not make or move an account outside every tenant, which only administrators see.
 */
export async function checkTenantInScope(db: Reader, principal: Principal, tenantId: string | null | undefined) {
  if (tenantId === undefined) return;
  if (tenantId === null) {
    if (principal.grants.some((grant) => grant.kind === 'all')) return;
    throw new HttpError(400, 'noClientCompany', { fields: { tenantId: [fieldText('chooseClientFirst')] } });
  }
  if (!(await findInScope(db, 'tenant', principal, tenantId))) {
    throw new HttpError(400, 'noClientCompany', { fields: { tenantId: [fieldText('noSuchRecord')] } });
  }
}

/** The ids among wanted that are locations of the tenant within the caller's scope. */
export async function locationsOfTenantInScope(
  db: Reader,
  principal: Principal,
  tenantId: string,
  wanted: readonly string[],
): Promise<Set<string>> {
  const found = await db
    .selectFrom('location')
    .select('id')
    .where('id', 'in', wanted)
    .where('tenant_id', '=', tenantId)
    .where(scopeCondition('location', principal.grants))
    .execute();
  return new Set(found.map((location) => location.id));
}

export async function teamInScope(db: Reader, principal: Principal, teamId: string): Promise<boolean> {
  const team = await db
    .selectFrom('team')
    .select('id')
    .where('id', '=', teamId)
    .where(scopeCondition('team', principal.grants))
    .executeTakeFirst();
  return team !== undefined;
}

const LIST_FIELDS = fieldsOf(userAccountRecord);

/**
 * One page of the account list as the screen shows it, in four queries whatever the page size:
 * the total, the page (with its company names), then the page's locations and teams by its ids.
 * The query is simple-rest's (_start, _end, _sort, _order, q over email and name, filters on
 * the record's fields such as tenantId and active), plus `roles`: accounts holding any of them.
 */
export async function listAccounts(
  db: Reader,
  principal: Principal,
  query: Record<string, unknown>,
): Promise<{ total: number; rows: UserAccountRow[] }> {
  const { roles: rolesParam, ...rest } = query;
  const wantedRoles =
    rolesParam === undefined ? [] : (Array.isArray(rolesParam) ? rolesParam : [rolesParam]).map(String);
  const unknownRoles = wantedRoles.filter((role) => !(ROLES as readonly string[]).includes(role));
  if (unknownRoles.length || wantedRoles.length > ROLES.length) {
    throw new HttpError(400, 'listQueryInvalid', {
      fields: { roles: [fieldText('oneOf', { options: ROLES.join(', ') })] },
    });
  }
  const list = parseListQuery(rest, LIST_FIELDS, ['email', 'name'], { field: 'email', order: 'asc' });
  // Roles are stored as a JSON array of known names: a role is held when its quoted name is in it.
  const roleCondition = wantedRoles.length
    ? [
        sql<boolean>`(${sql.join(
          wantedRoles.map((role) => sql`${sql.ref('roles')} like ${`%"${role}"%`}`),
          sql` or `,
        )})`,
      ]
    : [];
  const where = sql<boolean>`${sql.join(
    [scopeCondition('app_user', principal.grants), ...list.conditions, ...roleCondition],
    sql` and `,
  )}`;
  // The company's name comes with each row; the table stays alone in FROM, so the list's
  // unqualified column names stay the account's.
  let page = db
    .selectFrom('app_user')
    .selectAll()
    .select(sql<string | null>`(select t.name from tenant t where t.id = app_user.tenant_id)`.as('tenant_name'))
    .where(where);
  for (const { column, direction } of list.order) page = page.orderBy(sql.ref(column), direction);
  const [counted, rows] = await Promise.all([
    db
      .selectFrom('app_user')
      .select(sql<number | string>`count(*)`.as('n'))
      .where(where)
      .executeTakeFirstOrThrow(),
    page.limit(list.limit).offset(list.offset).execute(),
  ]);
  const ids = rows.map((row) => row.id);
  const [locations, teams] = ids.length
    ? await Promise.all([
        db
          .selectFrom('user_location as ul')
          .innerJoin('location as l', 'l.id', 'ul.location_id')
          .select(['ul.user_id', 'ul.location_id', 'l.name'])
          .where('ul.user_id', 'in', ids)
          .orderBy('ul.created_at')
          .execute(),
        db
          .selectFrom('team_member as tm')
          .innerJoin('team as t', 't.id', 'tm.team_id')
          .select(['tm.user_id', 'tm.team_id', 't.name'])
          .where('tm.user_id', 'in', ids)
          .orderBy('tm.created_at')
          .execute(),
      ])
    : [[], []];
  return {
    total: Number(counted.n),
    rows: rows.map((row) => {
      const own = locations.filter((link) => link.user_id === row.id);
      const team = teams.find((member) => member.user_id === row.id);
      return {
        ...accountFields(row),
        tenantName: row.tenant_name,
        locationIds: own.map((link) => link.location_id),
        locationNames: own.map((link) => link.name),
        teamId: team?.team_id ?? null,
        teamName: team?.name ?? null,
      };
    }),
  };
}
