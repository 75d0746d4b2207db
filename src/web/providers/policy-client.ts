/**
 * The live access policy in the browser. It is fetched from the server (a 304 when unchanged),
 * and one Casbin enforcer is built per policy version, never per check.
 */
import type { Enforcer } from 'casbin';
import { createStore } from 'zustand/vanilla';
import { API_PATHS } from '../../common/api-paths';
import { parsePolicyFile, type PolicyLine } from '../../common/policy';
import { apiHeaders } from '../shared/http/authorized-fetch';

export interface LivePolicy {
  version: string;
  lines: PolicyLine[];
  enforcer: Enforcer;
  /** Casbin's answer for one page; casbin itself stays out of the entry chunk. */
  canOpen(roles: readonly string[], pathname: string): Promise<boolean>;
  /** Whether any of the roles may call the API action (`notifications:read`), so a page asks
   * only what the server will answer instead of drawing a 403 into the console. */
  mayCall(roles: readonly string[], action: string): boolean;
}

export const POLICY_POLL_MS = 30_000;

export const policyStore = createStore<{ policy: LivePolicy | null }>()(() => ({ policy: null }));

let inFlight: Promise<void> | undefined;

/** Fetches the policy unless a fetch is already on its way; builds an enforcer on a new version. */
export function refreshPolicy(): Promise<void> {
  inFlight ??= (async () => {
    try {
      const headers = await apiHeaders();
      if (!headers.authorization) return;
      const current = policyStore.getState().policy;
      // A plain fetch, not the API client: 304 (the policy did not change) is an answer here.
      const response = await fetch(API_PATHS.accessPolicy, {
        headers: { ...headers, ...(current ? { 'if-none-match': `"${current.version}"` } : {}) },
      });
      if (response.status === 304 || !response.ok) return;
      const body = (await response.json()) as { version: string; model: string; policy: string };
      if (body.version === current?.version) return;
      // Casbin reads Buffer at load time in the browser; the polyfill module must run first.
      await import('../buffer-polyfill');
      const { buildEnforcer, enforcePage, rolesAllowedAction } = await import('../../common/enforcer');
      // The page lines drive the guard; the API-action lines (g2) tell what a page may call.
      const { pages: lines, actions } = parsePolicyFile(body.policy);
      const enforcer = await buildEnforcer(body.model, lines, actions);
      const canOpen = (roles: readonly string[], pathname: string) => enforcePage(enforcer, roles, pathname);
      const mayCall = (roles: readonly string[], action: string) =>
        rolesAllowedAction(enforcer, roles, action).length > 0;
      policyStore.setState({ policy: { version: body.version, lines, enforcer, canOpen, mayCall } });
    } finally {
      inFlight = undefined;
    }
  })();
  return inFlight;
}

export function forgetPolicy(): void {
  policyStore.setState({ policy: null });
}
