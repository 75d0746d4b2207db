/**
 * The guard of SPEC section 2 as one pure decision, so the browser and the tests share it.
 * Order: unknown or invalid paths are 404 for everyone; the exempt training page opens for
 * everyone; then signed-out users go to login and signed-in users to their own pages.
 */
import { LOGIN_PATH, matchPage, withoutTrailingSlash, type Page } from './pages.js';
import { landingPage, mayOpen, type PolicyLine } from './policy.js';

export type GuardDecision =
  | { kind: 'render'; page: Page; params: Record<string, string> }
  | { kind: 'redirect'; to: string }
  | { kind: 'notFound'; path: string }
  /** Signed in, but the policy gives the account no page to land on. */
  | { kind: 'noPages' };

export interface GuardInput {
  pathname: string;
  /** The query string and hash, kept for the 404 page's full path. */
  search?: string;
  /** null when signed out; the roles the server answered when signed in. */
  roles: readonly string[] | null;
  policy: readonly PolicyLine[];
}

export function decide({ pathname, search = '', roles, policy }: GuardInput): GuardDecision {
  const landing = roles ? landingPage(policy, roles) : undefined;
  const toLanding = (): GuardDecision => (landing ? { kind: 'redirect', to: landing } : { kind: 'noPages' });

  if (pathname === '/') return roles ? toLanding() : { kind: 'redirect', to: LOGIN_PATH };

  const match = matchPage(pathname);
  if (!match || (match.page.isValid && !match.page.isValid(match.params))) {
    return { kind: 'notFound', path: pathname + search };
  }
  const render: GuardDecision = { kind: 'render', page: match.page, params: match.params };
  if (match.page.guardExempt) return render;
  if (match.page.path === LOGIN_PATH) return roles ? toLanding() : render;
  if (!roles) return { kind: 'redirect', to: LOGIN_PATH };
  return mayOpen(policy, roles, withoutTrailingSlash(pathname)) ? render : toLanding();
}
