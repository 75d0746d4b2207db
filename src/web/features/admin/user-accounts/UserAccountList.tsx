/**
 * Accounts: search, create (with a sign-in and a one-time initial password), edit roles, name,
 * company, locations and team (one audited transaction on the server), disable and enable (the
 * sign-in follows).
 */
import { Button, Form, Space, Tag } from 'antd';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showFieldErrors, type ApiProblem } from '../../../shared/http/api-error';
import { ConfirmButton, EditButton } from '../../../shared/list/buttons';
import { actionsColumn, nameColumn, textColumn } from '../../../shared/list/columns';
import { ListPage } from '../../../shared/list/ListPage';
import { nameOf, useOptions } from '../../../shared/list/use-options';
import { InitialPasswordModal } from './InitialPasswordModal';
import { useMemberships } from './use-memberships';
import { useUserAccountWrites, type CreatedAccount } from './use-user-account-writes';
import type { UserAccount } from '../../../../common/schemas/user';
import type { UserForm } from './user-account-types';
import { UserAccountModal } from './UserAccountModal';

export function UserAccountList() {
  const { t } = useTranslation('admin');
  const tenants = useOptions('tenants');
  const locations = useOptions('locations');
  const teams = useOptions('teams');
  const [pageUserIds, setPageUserIds] = useState<string[]>([]);
  const onRows = useCallback((rows: readonly UserAccount[]) => {
    const ids = rows.map((row) => row.id);
    setPageUserIds((current) => (current.join() === ids.join() ? current : ids));
  }, []);
  const memberships = useMemberships(pageUserIds);
  const { save, setActive, refresh, busy } = useUserAccountWrites();
  const [form] = Form.useForm<UserForm>();
  const [editing, setEditing] = useState<UserAccount | null | undefined>(undefined);
  const [created, setCreated] = useState<CreatedAccount | null>(null);

  const openForm = (row: UserAccount | null) => {
    form.resetFields();
    if (row) {
      form.setFieldsValue({
        email: row.email,
        name: row.name,
        roles: row.roles,
        tenantId: row.tenantId,
        locationIds: memberships.locations.get(row.id) ?? [],
        teamId: memberships.teams.get(row.id)?.[0] ?? null,
      });
    }
    setEditing(row);
  };
  const submit = async () => {
    const values = await form.validateFields();
    try {
      const answer = await save(editing ?? null, values);
      if (answer) setCreated(answer);
      setEditing(undefined);
      await refresh();
    } catch (error) {
      showFieldErrors(form, error as ApiProblem);
    }
  };

  return (
    <>
      <ListPage<UserAccount>
        resource="users"
        exportName="user-accounts"
        sorter={{ field: 'email', order: 'asc' }}
        onRows={onRows}
        exportRow={(row) => ({
          email: row.email,
          name: row.name,
          roles: row.roles.join(' '),
          tenant: nameOf(tenants, row.tenantId),
          active: row.active,
        })}
        filters={[
          { name: 'tenantId', label: t('columns.tenant'), kind: 'select', options: tenants },
          {
            name: 'active',
            label: t('columns.status'),
            kind: 'select',
            options: [
              { value: true, label: t('status.active') },
              { value: false, label: t('status.disabled') },
            ],
          },
        ]}
        create={{ label: t('user.create'), testId: 'user-create', onClick: () => openForm(null) }}
        columns={[
          textColumn(t('columns.email'), 'email'),
          textColumn(t('columns.name'), 'name'),
          {
            title: t('columns.roles'),
            dataIndex: 'roles',
            render: (roles: string[]) => roles.map((role) => <Tag key={role}>{role}</Tag>),
          },
          nameColumn(t('columns.tenant'), 'tenantId', tenants),
          {
            title: t('columns.locations'),
            key: 'locations',
            render: (_, row) => (
              <span data-testid={`user-locations-${row.email}`}>
                {(memberships.locations.get(row.id) ?? []).map((id) => (
                  <Tag key={id}>{nameOf(locations, id)}</Tag>
                ))}
              </span>
            ),
          },
          {
            title: t('columns.team'),
            key: 'team',
            render: (_, row) => (
              <span data-testid={`user-team-${row.email}`}>
                {(memberships.teams.get(row.id) ?? []).map((id) => nameOf(teams, id)).join(', ')}
              </span>
            ),
          },
          {
            title: t('columns.status'),
            dataIndex: 'active',
            sorter: true,
            render: (active: boolean) => (
              <Tag color={active ? 'green' : 'red'}>{active ? t('status.active') : t('status.disabled')}</Tag>
            ),
          },
          actionsColumn(t('columns.actions'), (row) => (
            <Space>
              <EditButton onClick={() => openForm(row)} testId={`user-edit-${row.email}`} />
              {row.active ? (
                <ConfirmButton
                  title={t('user.disableConfirm', { email: row.email })}
                  action={t('user.disable')}
                  onConfirm={() => setActive(row, false)}
                  testId={`user-disable-${row.email}`}
                />
              ) : (
                <Button size="small" onClick={() => setActive(row, true)} data-testid={`user-enable-${row.email}`}>
                  {t('user.enable')}
                </Button>
              )}
            </Space>
          )),
        ]}
      />
      <UserAccountModal
        form={form}
        editing={editing}
        busy={busy}
        onSave={submit}
        onCancel={() => setEditing(undefined)}
        tenants={tenants}
        locations={locations}
        teams={teams}
      />
      <InitialPasswordModal created={created} onClose={() => setCreated(null)} />
    </>
  );
}
