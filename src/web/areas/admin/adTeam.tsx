// /dbbs/ad/team: back-office teams: list (name, DBS supervisor, member count), create and
// edit (name, supervisor among the DBS users), delete, and the DBO members of each team.
import { PlusOutlined, TeamOutlined } from '@ant-design/icons';
import { useCreate, useDelete, useList, type BaseRecord } from '@refinedev/core';
import { Button, Drawer, Empty, Form, Input, List, Popconfirm, Select, Space, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { teamCreate } from '../../../common/schemas/team';
import { zodRule } from '../../shared/list/form-rules';
import { ListPage } from '../../shared/list/ListPage';
import { useToastedAction } from '../../shared/http/use-api';
import { RecordModal } from '../../shared/list/RecordModal';
import { nameOf, useOptions } from '../../shared/list/use-options';

interface TeamRow extends BaseRecord {
  id: string;
  name: string;
  supervisorId: string | null;
  createdAt: string;
}
interface MemberRow extends BaseRecord {
  id: string;
  teamId: string;
  userId: string;
}

const hasRole = (row: BaseRecord, role: string) => Array.isArray(row.roles) && (row.roles as string[]).includes(role);

export default function AdTeamPage() {
  const { t, i18n } = useTranslation('admin');
  const users = useOptions('users');
  const supervisors = users.filter((user) => hasRole(user.row, 'isDbs'));
  const dbos = users.filter((user) => hasRole(user.row, 'isDbo'));
  const { result: allMembers } = useList<MemberRow>({
    resource: 'team-members',
    pagination: { currentPage: 1, pageSize: 1000 },
  });
  const memberCount = (teamId: string) => allMembers.data.filter((member) => member.teamId === teamId).length;
  const [editing, setEditing] = useState<TeamRow | null | undefined>(undefined);
  const [membersOf, setMembersOf] = useState<TeamRow | null>(null);
  const { mutateAsync: remove } = useDelete();

  const run = useToastedAction();
  const removeTeam = (row: TeamRow) =>
    run(
      () => remove({ resource: 'teams', id: row.id, successNotification: false, errorNotification: false }),
      t('toast.deleted'),
    );

  return (
    <>
      <ListPage<TeamRow>
        resource="teams"
        testId="teams"
        exportName="teams"
        sorter={{ field: 'name', order: 'asc' }}
        exportRow={(row) => ({
          name: row.name,
          supervisor: nameOf(supervisors, row.supervisorId),
          members: memberCount(row.id),
          createdAt: row.createdAt,
        })}
        filters={[{ name: 'supervisorId', label: t('columns.supervisor'), kind: 'select', options: supervisors }]}
        actions={
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing(null)} data-testid="team-create">
            {t('team.create')}
          </Button>
        }
        columns={[
          { title: t('columns.name'), dataIndex: 'name', sorter: true },
          {
            title: t('columns.supervisor'),
            dataIndex: 'supervisorId',
            sorter: true,
            render: (id: string | null) =>
              id ? nameOf(users, id) : <Typography.Text type="secondary">{t('team.noSupervisor')}</Typography.Text>,
          },
          {
            title: t('columns.members'),
            key: 'members',
            render: (_, row) => (
              <Tag icon={<TeamOutlined />} data-testid={`team-members-count-${row.id}`}>
                {memberCount(row.id)}
              </Tag>
            ),
          },
          {
            title: t('columns.created'),
            dataIndex: 'createdAt',
            sorter: true,
            render: (at: string) => new Date(at).toLocaleDateString(i18n.language),
          },
          {
            title: t('columns.actions'),
            key: 'actions',
            render: (_, row) => (
              <Space>
                <Button size="small" onClick={() => setEditing(row)} data-testid={`team-edit-${row.name}`}>
                  {t('actions.edit')}
                </Button>
                <Button size="small" onClick={() => setMembersOf(row)} data-testid={`team-members-${row.name}`}>
                  {t('team.members')}
                </Button>
                <Popconfirm
                  title={t('team.deleteConfirm', { name: row.name })}
                  okText={t('actions.delete')}
                  cancelText={t('actions.cancel')}
                  onConfirm={() => removeTeam(row)}
                >
                  <Button size="small" danger>
                    {t('actions.delete')}
                  </Button>
                </Popconfirm>
              </Space>
            ),
          },
        ]}
      />
      <RecordModal<{ name: string; supervisorId?: string | null }>
        resource="teams"
        testId="team-form"
        title={editing ? t('team.edit') : t('team.create')}
        open={editing !== undefined}
        record={editing ?? undefined}
        toValues={(values) => ({ name: values.name, supervisorId: values.supervisorId ?? null })}
        onClose={() => setEditing(undefined)}
      >
        {() => (
          <>
            <Form.Item name="name" label={t('columns.name')} rules={zodRule(teamCreate, 'name', t, { required: true })}>
              <Input data-testid="team-name" />
            </Form.Item>
            <Form.Item name="supervisorId" label={t('columns.supervisor')} extra={t('team.supervisorHelp')}>
              <Select
                allowClear
                showSearch
                optionFilterProp="label"
                options={supervisors}
                data-testid="team-supervisor"
              />
            </Form.Item>
          </>
        )}
      </RecordModal>
      <TeamMembers team={membersOf} dbos={dbos} users={users} onClose={() => setMembersOf(null)} />
    </>
  );
}

function TeamMembers(props: {
  team: TeamRow | null;
  dbos: { value: string; label: string }[];
  users: { value: string; label: string }[];
  onClose(): void;
}) {
  const { t } = useTranslation('admin');
  const { team } = props;
  const [form] = Form.useForm<{ userId: string }>();
  const { result, query } = useList<MemberRow>({
    resource: 'team-members',
    pagination: { currentPage: 1, pageSize: 1000 },
    filters: [{ field: 'teamId', operator: 'eq', value: team?.id }],
    queryOptions: { enabled: Boolean(team) },
  });
  const { mutateAsync: create, mutation: creating } = useCreate();
  const { mutateAsync: remove } = useDelete();
  const members = team ? result.data : [];
  const candidates = props.dbos.filter((user) => !members.some((member) => member.userId === user.value));

  const run = useToastedAction();
  const add = async () => {
    if (!team) return;
    const { userId } = await form.validateFields();
    await run(
      () =>
        create({
          resource: 'team-members',
          values: { teamId: team.id, userId },
          successNotification: false,
          errorNotification: false,
        }),
      t('team.memberAdded'),
    );
    form.resetFields();
  };

  return (
    <Drawer
      open={team !== null}
      onClose={props.onClose}
      title={team ? t('team.membersOf', { name: team.name }) : ''}
      width={480}
      destroyOnHidden
      data-testid="team-members-drawer"
    >
      <Space direction="vertical" size="middle" style={{ width: '100%' }}>
        <Form form={form} layout="inline" onFinish={() => void add()}>
          <Form.Item name="userId" rules={[{ required: true, message: t('form.required') }]} style={{ flex: 1 }}>
            <Select
              showSearch
              optionFilterProp="label"
              options={candidates}
              placeholder={t('team.pickDbo')}
              aria-label={t('team.pickDbo')}
              data-testid="team-member-pick"
            />
          </Form.Item>
          <Form.Item>
            <Button
              type="primary"
              htmlType="submit"
              icon={<PlusOutlined />}
              loading={creating.isPending}
              data-testid="team-member-add"
            >
              {t('team.addMember')}
            </Button>
          </Form.Item>
        </Form>
        <List
          loading={query.isLoading}
          dataSource={members}
          locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('team.noMembers')} /> }}
          data-testid="team-member-list"
          renderItem={(member) => (
            <List.Item
              actions={[
                <Popconfirm
                  key="remove"
                  title={t('team.removeConfirm', { name: nameOf(props.users, member.userId) })}
                  okText={t('team.removeMember')}
                  cancelText={t('actions.cancel')}
                  onConfirm={() =>
                    run(
                      () =>
                        remove({
                          resource: 'team-members',
                          id: member.id,
                          successNotification: false,
                          errorNotification: false,
                        }),
                      t('team.memberRemoved'),
                    )
                  }
                >
                  <Button size="small" danger>
                    {t('team.removeMember')}
                  </Button>
                </Popconfirm>,
              ]}
            >
              {nameOf(props.users, member.userId)}
            </List.Item>
          )}
        />
      </Space>
    </Drawer>
  );
}
