// /dbbs/ad/useraccounts: accounts: search, create (with a sign-in and a one-time initial
// password), edit roles, name, company, locations and team (one audited transaction on the
// server), disable and enable (the sign-in follows).
import { PlusOutlined } from '@ant-design/icons';
import { useInvalidate, useList, type BaseRecord } from '@refinedev/core';
import { Alert, Button, Form, Input, Modal, Popconfirm, Select, Space, Tag, Typography } from 'antd';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ROLES } from '../../../common/roles';
import { TEAM_ROLES, userAccountCreate } from '../../../common/schemas/user';
import { showFieldErrors, type ApiProblem } from '../../shared/http/api-error';
import { zodRule } from '../../shared/list/form-rules';
import { ListPage } from '../../shared/list/ListPage';
import { useApiCall } from '../../shared/http/use-api';
import { nameOf, useOptions } from '../../shared/list/use-options';

interface UserRow extends BaseRecord {
  id: string;
  email: string;
  name: string;
  roles: string[];
  tenantId: string | null;
  active: boolean;
}
interface UserForm {
  email: string;
  name: string;
  roles: string[];
  tenantId?: string | null;
  locationIds?: string[];
  teamId?: string | null;
}
interface LinkRow extends BaseRecord {
  userId: string;
  locationId?: string;
  teamId?: string;
}

const isBackOffice = (roles: readonly string[] | undefined) =>
  (roles ?? []).some((role) => (TEAM_ROLES as readonly string[]).includes(role));

/** The locations and teams of the users on the page shown, by user (kept live by Refine). */
function useMemberships(userIds: readonly string[]) {
  const query = (resource: string) => ({
    resource,
    pagination: { currentPage: 1, pageSize: 1000 },
    filters: [{ field: 'userId', operator: 'in' as const, value: userIds }],
    queryOptions: { enabled: userIds.length > 0 },
  });
  const { result: links } = useList<LinkRow>(query('user-locations'));
  const { result: members } = useList<LinkRow>(query('team-members'));
  return useMemo(() => {
    const locations = new Map<string, string[]>();
    const teams = new Map<string, string[]>();
    for (const link of userIds.length ? links.data : [])
      locations.set(link.userId, [...(locations.get(link.userId) ?? []), String(link.locationId)]);
    for (const member of userIds.length ? members.data : [])
      teams.set(member.userId, [...(teams.get(member.userId) ?? []), String(member.teamId)]);
    return { locations, teams };
  }, [userIds, links.data, members.data]);
}

export default function AdUserAccountsPage() {
  const { t } = useTranslation('admin');
  const tenants = useOptions('tenants');
  const locations = useOptions('locations');
  const teams = useOptions('teams');
  const [pageUserIds, setPageUserIds] = useState<string[]>([]);
  const onRows = useCallback((rows: readonly UserRow[]) => {
    const ids = rows.map((row) => row.id);
    setPageUserIds((current) => (current.join() === ids.join() ? current : ids));
  }, []);
  const memberships = useMemberships(pageUserIds);
  const invalidate = useInvalidate();
  const { call, busy } = useApiCall();
  const [form] = Form.useForm<UserForm>();
  const [editing, setEditing] = useState<UserRow | null | undefined>(undefined);
  const [created, setCreated] = useState<{ email: string; initialPassword: string } | null>(null);
  const formTenant = Form.useWatch('tenantId', form);
  const formRoles = Form.useWatch('roles', form);
  const tenantLocations = locations.filter((option) => formTenant && option.row.tenantId === formTenant);
  const refresh = async () => {
    await invalidate({ resource: 'users', invalidates: ['list'] });
    await invalidate({ resource: 'user-locations', invalidates: ['list'] });
    await invalidate({ resource: 'team-members', invalidates: ['list'] });
  };
  const roleOptions = ROLES.map((role) => ({ value: role, label: role }));

  const openForm = (row: UserRow | null) => {
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
    const body = { name: values.name, roles: values.roles ?? [], tenantId: values.tenantId ?? null };
    try {
      if (editing) {
        const backOffice = isBackOffice(values.roles);
        await call(
          'patch',
          `/api/admin/user-accounts/${editing.id}`,
          {
            ...body,
            locationIds: body.tenantId ? (values.locationIds ?? []) : [],
            teamId: backOffice ? (values.teamId ?? null) : null,
          },
          t('toast.saved'),
        );
      } else {
        const answer = await call<{ email: string; initialPassword: string }>(
          'post',
          '/api/admin/user-accounts',
          { ...body, email: values.email },
          t('user.created'),
        );
        setCreated(answer);
      }
      setEditing(undefined);
      await refresh();
    } catch (error) {
      showFieldErrors(form, error as ApiProblem);
    }
  };
  const setActive = async (row: UserRow, active: boolean) => {
    await call(
      'patch',
      `/api/admin/user-accounts/${row.id}/active`,
      { active },
      active ? t('user.enabled') : t('user.disabled'),
    ).catch(() => undefined);
    await refresh();
  };

  return (
    <>
      <ListPage<UserRow>
        resource="users"
        testId="users"
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
        actions={
          <Button type="primary" icon={<PlusOutlined />} onClick={() => openForm(null)} data-testid="user-create">
            {t('user.create')}
          </Button>
        }
        columns={[
          { title: t('columns.email'), dataIndex: 'email', sorter: true },
          { title: t('columns.name'), dataIndex: 'name', sorter: true },
          {
            title: t('columns.roles'),
            dataIndex: 'roles',
            render: (roles: string[]) => roles.map((role) => <Tag key={role}>{role}</Tag>),
          },
          {
            title: t('columns.tenant'),
            dataIndex: 'tenantId',
            sorter: true,
            render: (id: string | null) => nameOf(tenants, id),
          },
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
          {
            title: t('columns.actions'),
            key: 'actions',
            render: (_, row) => (
              <Space>
                <Button size="small" onClick={() => openForm(row)} data-testid={`user-edit-${row.email}`}>
                  {t('actions.edit')}
                </Button>
                {row.active ? (
                  <Popconfirm
                    title={t('user.disableConfirm', { email: row.email })}
                    okText={t('user.disable')}
                    cancelText={t('actions.cancel')}
                    onConfirm={() => setActive(row, false)}
                  >
                    <Button size="small" danger data-testid={`user-disable-${row.email}`}>
                      {t('user.disable')}
                    </Button>
                  </Popconfirm>
                ) : (
                  <Button size="small" onClick={() => setActive(row, true)} data-testid={`user-enable-${row.email}`}>
                    {t('user.enable')}
                  </Button>
                )}
              </Space>
            ),
          },
        ]}
      />
      <Modal
        open={editing !== undefined}
        title={editing ? t('user.edit') : t('user.create')}
        okText={t('actions.save')}
        cancelText={t('actions.cancel')}
        onOk={submit}
        confirmLoading={busy}
        onCancel={() => setEditing(undefined)}
        okButtonProps={{ 'data-testid': 'user-form-save' } as never}
        forceRender
      >
        <Form form={form} layout="vertical" data-testid="user-form">
          <Form.Item
            name="email"
            label={t('columns.email')}
            rules={zodRule(userAccountCreate, 'email', t, { required: true })}
          >
            <Input disabled={Boolean(editing)} data-testid="user-email" />
          </Form.Item>
          <Form.Item
            name="name"
            label={t('columns.name')}
            rules={zodRule(userAccountCreate, 'name', t, { required: true })}
          >
            <Input data-testid="user-name" />
          </Form.Item>
          <Form.Item name="roles" label={t('columns.roles')} rules={zodRule(userAccountCreate, 'roles', t)}>
            <Select mode="multiple" options={roleOptions} data-testid="user-roles" />
          </Form.Item>
          <Form.Item name="tenantId" label={t('columns.tenant')} extra={t('user.tenantHelp')}>
            <Select
              allowClear
              showSearch
              optionFilterProp="label"
              options={tenants}
              data-testid="user-tenant"
              onChange={() => form.setFieldValue('locationIds', [])}
            />
          </Form.Item>
          {editing && (
            <Form.Item
              name="locationIds"
              label={t('user.locations')}
              extra={formTenant ? t('user.locationsHelp') : t('user.locationsNeedTenant')}
            >
              <Select
                mode="multiple"
                allowClear
                showSearch
                optionFilterProp="label"
                disabled={!formTenant}
                options={tenantLocations.map(({ value, label }) => ({ value, label }))}
                data-testid="user-locations"
              />
            </Form.Item>
          )}
          {editing && isBackOffice(formRoles) && (
            <Form.Item name="teamId" label={t('user.team')} extra={t('user.teamHelp')}>
              <Select
                allowClear
                showSearch
                optionFilterProp="label"
                placeholder={t('user.noTeam')}
                options={teams.map(({ value, label }) => ({ value, label }))}
                data-testid="user-team"
              />
            </Form.Item>
          )}
        </Form>
      </Modal>
      <Modal
        open={created !== null}
        title={t('user.createdTitle')}
        onOk={() => setCreated(null)}
        onCancel={() => setCreated(null)}
        cancelButtonProps={{ style: { display: 'none' } }}
      >
        <Space direction="vertical">
          <Alert type="warning" showIcon message={t('user.passwordOnce')} />
          <Typography.Text>{created?.email}</Typography.Text>
          <Typography.Text code copyable data-testid="user-initial-password">
            {created?.initialPassword}
          </Typography.Text>
        </Space>
      </Modal>
    </>
  );
}
