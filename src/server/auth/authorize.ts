/**
 * The one authorization step of every /api resource route: the verified token names the
 * caller; the user record is read from the database on every request (so a role change, a
 * disabled account or a suspended tenant counts on the very next request); the live policy
 * decides the action; the roles that allowed it give the data scope.
 */
import type { Enforcer } from 'casbin';
import type { FastifyRequest } from 'fastify';
import { rolesAllowedAction } from '../../common/enforcer.js';
import { isRole, type Role } from '../../common/roles.js';
import type { AppContext } from '../context.js';
import { HttpError } from '../errors.js';
import { API_KEY_ROLES, keyScopesAllow, type ApiKeyIdentity } from './api-key.js';
import { requirePerson, requireCaller } from './authenticate.js';
import type { Grant } from './scope.js';

export interface Principal {
  id: string;
  email: string;
  roles: Role[];
  tenantId: string | null;
  /** The data scope for this action: what the permitting roles may see. */
  grants: Grant[];
  /** Whether the caller may also do another action (the same policy version). */
  may(action: string): boolean;
}

/** What a token whose email is not verified may do, whatever its record says. */
export const UNVERIFIED_ROLES: readonly Role[] = ['isGuest'];

const CLIENT_ROLES: readonly Role[] = ['isClientHq', 'ClientSupervisor', 'isGuest'];
const TEAM_ROLES: readonly Role[] = ['isDbs', 'isDbo', 'isDbbs'];

function grantsOf(roles: readonly string[], user: { id: string; tenantId: string | null }): Grant[] {
  const grants: Grant[] = [];
  if (roles.includes('isDbAdmin')) return [{ kind: 'all' }];
  if (user.tenantId && roles.some((role) => CLIENT_ROLES.includes(role as Role))) {
    grants.push({ kind: 'tenant', tenantId: user.tenantId });
  }
  if (roles.includes('isUploader')) grants.push({ kind: 'locations', userId: user.id, tenantId: user.tenantId });
  if (roles.some((role) => TEAM_ROLES.includes(role as Role))) grants.push({ kind: 'team', userId: user.id });
  return grants;
}

export interface ActiveUser {
  id: string;
  email: string;
  roles: Role[];
  tenantId: string | null;
}

/** The caller's user record, refused (403) when missing, disabled, or of a suspended tenant. */
export async function loadActiveUser(request: FastifyRequest, { db }: Pick<AppContext, 'db'>): Promise<ActiveUser> {
  const caller = requirePerson(request);
  if (!caller.email) throw new HttpError(403, 'noEmail');
  const row = await db
    .selectFrom('app_user as u')
    .leftJoin('tenant as t', 't.id', 'u.tenant_id')
    .select(['u.id', 'u.email', 'u.roles', 'u.tenant_id', 'u.active', 't.active as tenant_active'])
    .where('u.email', '=', caller.email)
    .executeTakeFirst();
  if (!row) throw new HttpError(403, 'noUserRecord');
  if (row.active !== 1) throw new HttpError(403, 'accountDisabled');
  if (row.tenant_id && row.tenant_active !== 1) throw new HttpError(403, 'clientSuspended');
  // Until the person proves they own the email, nothing an administrator granted applies.
  if (!caller.emailVerified) return { id: row.id, email: row.email, roles: [...UNVERIFIED_ROLES], tenantId: null };
  const parsed: unknown = JSON.parse(row.roles);
  const roles = Array.isArray(parsed) ? parsed.filter(isRole) : [];
  return { id: row.id, email: row.email, roles, tenantId: row.tenant_id };
}

/**
 * Policy answers by enforcer: an enforcer is one immutable policy version (a new version
 * builds a new one), so its answer for a role and an action never changes. Roles themselves
 * are read from the user record on every request; only the policy's verdict is remembered.
 */
const verdicts = new WeakMap<Enforcer, Map<string, boolean>>();
const MAX_VERDICTS = 10_000;

function rolesAllowed(enforcer: Enforcer, roles: readonly Role[], action: string): Role[] {
  let known = verdicts.get(enforcer);
  if (!known) verdicts.set(enforcer, (known = new Map()));
  const allowed: Role[] = [];
  for (const role of roles) {
    const key = `${role}\u0000${action}`;
    let verdict = known.get(key);
    if (verdict === undefined) {
      verdict = rolesAllowedAction(enforcer, [role], action).length > 0;
      if (known.size < MAX_VERDICTS) known.set(key, verdict);
    }
    if (verdict) allowed.push(role);
  }
  return allowed;
}

/**
 * A key's principal: its scopes must open the action, then the live policy must allow it to one
 * of the client roles; the data scope is the key's whole tenant, as for client HQ. It acts as
 * the person who created it where a record needs a person; the audit trail names the key.
 */
function keyPrincipal(context: AppContext, key: ApiKeyIdentity, action: string): Principal {
  const { enforcer } = context.policy.current();
  const mayDo = (other: string) =>
    keyScopesAllow(key, other) && rolesAllowed(enforcer, API_KEY_ROLES, other).length > 0;
  if (!mayDo(action)) throw new HttpError(403, 'actionRefused', { params: { action } });
  return {
    id: key.createdBy,
    email: `api-key:${key.id}`,
    roles: [...API_KEY_ROLES],
    tenantId: key.tenantId,
    grants: [{ kind: 'tenant', tenantId: key.tenantId }],
    may: mayDo,
  };
}

export async function authorize(request: FastifyRequest, context: AppContext, action: string): Promise<Principal> {
  const key = requireCaller(request).apiKey;
  if (key) return keyPrincipal(context, key, action);
  const user = await loadActiveUser(request, context);
  const { enforcer } = context.policy.current();
  const allowed = rolesAllowed(enforcer, user.roles, action);
  if (allowed.length === 0) throw new HttpError(403, 'actionRefused', { params: { action } });
  return {
    ...user,
    grants: grantsOf(allowed, user),
    may: (other) => rolesAllowed(enforcer, user.roles, other).length > 0,
  };
}
