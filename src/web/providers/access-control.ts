/**
 * Refine's access control over the live Casbin enforcer: a resource is a page of the table,
 * and `list` means opening it. Roles are the ones the server answered.
 */
import type { AccessControlProvider } from '@refinedev/core';
import { pageById } from '../../common/pages';
import { policyStore } from './policy-client';
import { signInStore } from './services';

export const accessControlProvider: AccessControlProvider = {
  can: async ({ resource }) => {
    const policy = policyStore.getState().policy;
    const { roles, verified } = signInStore.getState();
    const page = resource ? pageById(resource) : undefined;
    if (!policy || !verified || !page) return { can: false, reason: 'unknown page or no policy yet' };
    return { can: await policy.canOpen(roles, page.path) };
  },
  options: { buttons: { enableAccessControl: true, hideIfUnauthorized: true } },
};
