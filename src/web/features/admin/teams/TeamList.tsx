/**
 * Back-office teams: list (name, DBS supervisor, member count), create and edit (name,
 * supervisor among the DBS users), delete, and the DBO members of each team.
 */
import { TeamOutlined } from '@ant-design/icons';
import { useList, type BaseRecord } from '@refinedev/core';
import { Button, Form, Input, Space, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { teamCreate, type Team, type TeamMember } from '../../../../common/schemas/team';
import { ConfirmButton, EditButton } from '../../../shared/list/buttons';
import { actionsColumn, dateColumn, textColumn } from '../../../shared/list/columns';
import { SchemaField } from '../../../shared/list/SchemaField';
import { ListPage } from '../../../shared/list/ListPage';
import { RecordModal } from '../../../shared/list/RecordModal';
import { nameOf, useOptions } from '../../../shared/list/use-options';
import { useRecordEditor } from '../../../shared/list/use-record-editor';
import { useRemoveRecord } from '../../../shared/list/use-remove-record';
import { TeamMembersDrawer } from './TeamMembersDrawer';
import { NameSelect } from '../../../shared/list/NameSelect';

const hasRole = (row: BaseRecord, role: string) => Array.isArray(row.roles) && (row.roles as string[]).includes(role);

export function TeamList() {
  const { t, i18n } = useTranslation('admin');
  const users = useOptions('users');
  const supervisors = users.filter((user) => hasRole(user.row, 'isDbs'));
  const dbos = users.filter((user) => hasRole(user.row, 'isDbo'));
  const { result: allMembers } = useList<TeamMember>({
    resource: 'team-members',
    pagination: { currentPage: 1, pageSize: 1000 },
  });
  const memberCount = (teamId: string) => allMembers.data.filter((member) => member.teamId === teamId).length;
  const editor = useRecordEditor<Team>();
  const [membersOf, setMembersOf] = useState<Team | null>(null);
  const remove = useRemoveRecord('teams');

  return (
    <>
      <ListPage<Team>
        resource="teams"
        sorter={{ field: 'name', order: 'asc' }}
        exportRow={(row) => ({
          name: row.name,
          supervisor: nameOf(supervisors, row.supervisorId),
          members: memberCount(row.id),
          createdAt: row.createdAt,
        })}
        filters={[{ name: 'supervisorId', label: t('columns.supervisor'), kind: 'select', options: supervisors }]}
        create={{ label: t('team.create'), testId: 'team-create', onClick: editor.create }}
        columns={[
          textColumn(t('columns.name'), 'name'),
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
          dateColumn(t('columns.created'), 'createdAt', i18n.language),
          actionsColumn(t('columns.actions'), (row) => (
            <Space>
              <EditButton onClick={() => editor.edit(row)} testId={`team-edit-${row.name}`} />
              <Button size="small" onClick={() => setMembersOf(row)} data-testid={`team-members-${row.name}`}>
                {t('team.members')}
              </Button>
              <ConfirmButton
                title={t('team.deleteConfirm', { name: row.name })}
                onConfirm={() => remove(row.id, t('toast.deleted'))}
              />
            </Space>
          )),
        ]}
      />
      <RecordModal<{ name: string; supervisorId?: string | null }>
        {...editor.modal}
        resource="teams"
        testId="team-form"
        title={editor.editing ? t('team.edit') : t('team.create')}
        toValues={(values) => ({ name: values.name, supervisorId: values.supervisorId ?? null })}
      >
        {() => (
          <>
            <SchemaField schema={teamCreate} name="name" label={t('columns.name')} required>
              <Input data-testid="team-name" />
            </SchemaField>
            <Form.Item name="supervisorId" label={t('columns.supervisor')} extra={t('team.supervisorHelp')}>
              <NameSelect allowClear options={supervisors} data-testid="team-supervisor" />
            </Form.Item>
          </>
        )}
      </RecordModal>
      <TeamMembersDrawer team={membersOf} dbos={dbos} users={users} onClose={() => setMembersOf(null)} />
    </>
  );
}
