/**
 * Builds the Casbin enforcer for one policy version. Callers keep it for as long as the
 * version holds; building one per check would reparse the policy on every request.
 */
import { newEnforcer, newModelFromString, StringAdapter, type Enforcer } from 'casbin';
import { API_ACT, API_ACTION, formatPolicy, PAGE_ACTION, type ActionGrant, type PolicyLine } from './policy.js';

export async function buildEnforcer(
  model: string,
  lines: readonly PolicyLine[],
  actions: readonly ActionGrant[] = [],
): Promise<Enforcer> {
  return newEnforcer(newModelFromString(model), new StringAdapter(formatPolicy(lines, '', actions)));
}

/** True when any of the roles may open the page at pathname. */
export async function enforcePage(enforcer: Enforcer, roles: readonly string[], pathname: string): Promise<boolean> {
  for (const role of roles) {
    if (await enforcer.enforce(role, pathname, PAGE_ACTION)) return true;
  }
  return false;
}

/** The roles that may call the API action (`documents:read`): through a page they may open. */
export function rolesAllowedAction(enforcer: Enforcer, roles: readonly string[], action: string): string[] {
  // g2 links every name to itself, so a page path asked as an action would match its own page.
  if (!API_ACTION.test(action)) return [];
  const allowed: string[] = [];
  for (const role of roles) {
    // The policy is in memory: the synchronous check spares a promise per role on every request.
    if (enforcer.enforceSync(role, action, API_ACT)) allowed.push(role);
  }
  return allowed;
}
