/** The signed-in user's roles and permitted pages, from the server's answer and the live policy. */
import { useMemo } from 'react';
import { useStore } from 'zustand';
import { permittedPages } from '../../common/policy';
import { policyStore } from '../providers/policy-client';
import { signInStore } from '../providers/services';

export function useAccess() {
  const user = useStore(signInStore, (s) => (s.verified ? s.user : null));
  const roles = useStore(signInStore, (s) => s.roles);
  const policy = useStore(policyStore, (s) => s.policy);
  const pages = useMemo(() => (user && policy ? permittedPages(policy.lines, roles) : []), [user, policy, roles]);
  return { user, roles, policy, pages };
}
