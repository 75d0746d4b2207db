/**
 * The account writes, all through /api/admin/user-accounts (which keeps the sign-in in step):
 * create (answers the one-time initial password), edit, enable and disable. Each refreshes the
 * lists the account page shows.
 */
import { useInvalidate } from '@refinedev/core';
import { useTranslation } from 'react-i18next';
import { TEAM_ROLES } from '../../../../common/schemas/user';
import { API_PATHS } from '../../../../common/api-paths';
import { api } from '../../../shared/http/api-client';
import { useApiWrite } from '../../../shared/http/use-api-write';
import type { UserAccountRow } from '../../../../common/schemas/user';
import type { UserForm } from './user-account-types';

export const isBackOffice = (roles: readonly string[] | undefined) =>
  (roles ?? []).some((role) => (TEAM_ROLES as readonly string[]).includes(role));

/** The account list and its writes: the administration operations, never the generic users resource. */
export const USER_ACCOUNTS_RESOURCE = 'admin/user-accounts';

export interface CreatedAccount {
  email: string;
  initialPassword: string;
}

export function useUserAccountWrites() {
  const { t } = useTranslation('admin');
  const invalidate = useInvalidate();
  const { run, busy } = useApiWrite();
  const refresh = async () => {
    await invalidate({ resource: USER_ACCOUNTS_RESOURCE, invalidates: ['list'] });
  };

  /** Creates (editing null) or edits an account; a creation answers its initial password. */
  const save = async (editing: UserAccountRow | null, values: UserForm): Promise<CreatedAccount | undefined> => {
    const body = { name: values.name, roles: values.roles ?? [], tenantId: values.tenantId ?? null };
    if (editing) {
      const backOffice = isBackOffice(values.roles);
      await run(
        () =>
          api.patch(API_PATHS.admin.userAccount, {
            params: { id: editing.id },
            body: {
              ...body,
              locationIds: body.tenantId ? (values.locationIds ?? []) : [],
              teamId: backOffice ? (values.teamId ?? null) : null,
            },
          }),
        t('toast.saved'),
      );
      return undefined;
    }
    return run(
      () => api.post<CreatedAccount>(API_PATHS.admin.userAccounts, { body: { ...body, email: values.email } }),
      t('user.created'),
    );
  };

  const setActive = async (row: UserAccountRow, active: boolean) => {
    await run(
      () => api.patch(API_PATHS.admin.userAccountActive, { params: { id: row.id }, body: { active } }),
      active ? t('user.enabled') : t('user.disabled'),
    ).catch(() => undefined);
    await refresh();
  };

  return { save, setActive, refresh, busy };
}
