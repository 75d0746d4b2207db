/**
 * Whether the signed-in user's roles may call an API action (`users:read`) under the live
 * policy, so a page asks only for what the server will answer: a refused read would land in
 * the console as a 403. Unknown (false) until the policy has loaded.
 */
import { useStore } from 'zustand';
import { policyStore } from '../../providers/policy-client';
import { signInStore } from '../../providers/services';

export function useMayCall(action: string): boolean {
  const roles = useStore(signInStore, (s) => s.roles);
  const policy = useStore(policyStore, (s) => s.policy);
  return policy?.mayCall(roles, action) ?? false;
}
