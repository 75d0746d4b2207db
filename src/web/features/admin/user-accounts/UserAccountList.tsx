/**
 * Accounts: search, create (with a sign-in and a one-time initial password), edit roles, name,
 * company, locations and team (one audited transaction on the server), disable and enable (the
 * sign-in follows).
 */
import { Button, Form, Space, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLabels } from '../../../shared/labels/use-labels';
import { apiProblem, showFieldErrors } from '../../../shared/http/api-problem';
import { ConfirmButton, EditButton } from '../../../shared/list/buttons';
import { actionsColumn, textColumn } from '../../../shared/list/columns';
import { ListPage } from '../../../shared/list/ListPage';
import { useOptions } from '../../../shared/list/use-options';
import { InitialPasswordModal } from './InitialPasswordModal';
import { USER_ACCOUNTS_RESOURCE, useUserAccountWrites, type CreatedAccount } from './use-user-account-writes';
import type { UserAccountRow } from '../../../../common/schemas/user';
import type { UserForm } from './user-account-types';
import { UserAccountModal } from './UserAccountModal';

export function UserAccountList() {
  const { t } = useTranslation('admin');
  const labels = useLabels();
  const tenants = useOptions('tenants');
  const locations = useOptions('locations');
  const teams = useOptions('teams');
  const { save, setActive, refresh, busy } = useUserAccountWrites();
  const [form] = Form.useForm<UserForm>();
  const [editing, setEditing] = useState<UserAccountRow | null | undefined>(undefined);
  const [created, setCreated] = useState<CreatedAccount | null>(null);

  const openForm = (row: UserAccountRow | null) => {
    form.resetFields();
    if (row) {
      form.setFieldsValue({
        email: row.email,
        name: row.name,
        roles: row.roles,
        tenantId: row.tenantId,
        locationIds: row.locationIds,
        teamId: row.teamId,
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
      showFieldErrors(form, apiProblem(error));
    }
  };

  return (
    <>
      {/* The account view comes whole from the server (names of company, locations and team
          included), so the page never joins lists of memberships itself. */}
      <ListPage<UserAccountRow>
        resource={USER_ACCOUNTS_RESOURCE}
        testId="users"
        exportName="user-accounts"
        sorter={{ field: 'email', order: 'asc' }}
        exportRow={(row) => ({
          email: row.email,
          name: row.name,
          roles: row.roles.join(' '),
          tenant: row.tenantName ?? '',
          locations: row.locationNames.join(' '),
          team: row.teamName ?? '',
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
            render: (roles: string[]) =>
              roles.map((role) => (
                <Tag key={role} data-role={role}>
                  {labels.role(role)}
                </Tag>
              )),
          },
          textColumn(t('columns.tenant'), 'tenantName'),
          {
            title: t('columns.locations'),
            key: 'locations',
            render: (_, row) => (
              <span data-testid={`user-locations-${row.email}`}>
                {row.locationNames.map((name, index) => (
                  <Tag key={row.locationIds[index] ?? name}>{name}</Tag>
                ))}
              </span>
            ),
          },
          {
            title: t('columns.team'),
            key: 'team',
            render: (_, row) => <span data-testid={`user-team-${row.email}`}>{row.teamName ?? ''}</span>,
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
