/**
 * Builds the Casbin enforcer for one policy version. Callers keep it for as long as the
 * version holds; building one per check would reparse the policy on every request.
 */
import { newEnforcer, newModelFromString, type Adapter, type Enforcer, type Model } from 'casbin';
import { API_ACT, API_ACTION, PAGE_ACTION, type ActionGrant, type PolicyLine } from './policy.js';

/**
 * Hands Casbin the policy's rules as they already are, parsed. Casbin's own string adapter would
 * write them out as CSV and read them back line by line through its CSV parser: in the browser,
 * on every page load, that reading was about a tenth of the page's start-up script time.
 */
class PolicyRulesAdapter implements Adapter {
  constructor(
    private readonly lines: readonly PolicyLine[],
    private readonly actions: readonly ActionGrant[],
  ) {}

  async loadPolicy(model: Model): Promise<void> {
    for (const line of this.lines) model.addPolicy('p', 'p', [line.role, line.path, line.act]);
    for (const grant of this.actions) model.addPolicy('g', 'g2', [grant.path, grant.action]);
  }

  // The policy is edited through the policy editor's own store, never through the enforcer.
  async savePolicy(): Promise<boolean> {
    return readOnly();
  }
  async addPolicy(): Promise<void> {
    readOnly();
  }
  async removePolicy(): Promise<void> {
    readOnly();
  }
  async removeFilteredPolicy(): Promise<void> {
    readOnly();
  }
}

function readOnly(): never {
  throw new Error('the enforcer reads a policy version; it never writes one');
}

export async function buildEnforcer(
  model: string,
  lines: readonly PolicyLine[],
  actions: readonly ActionGrant[] = [],
): Promise<Enforcer> {
  return newEnforcer(newModelFromString(model), new PolicyRulesAdapter(lines, actions));
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
