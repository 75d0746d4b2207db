/** The DBO members of one team: add one among the DBO users not in it yet, or remove one. */
import { PlusOutlined } from '@ant-design/icons';
import { useCreate, useList } from '@refinedev/core';
import { Button, Drawer, Empty, Form, List, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import type { Team, TeamMember } from '../../../../common/schemas/team';
import { useToastedAction } from '../../../shared/http/use-api-write';
import { ConfirmButton } from '../../../shared/list/buttons';
import { nameOf } from '../../../shared/list/use-options';
import { useRemoveRecord } from '../../../shared/list/use-remove-record';
import { NameSelect } from '../../../shared/list/NameSelect';

type Choice = { value: string; label: string };

export function TeamMembersDrawer(props: { team: Team | null; dbos: Choice[]; users: Choice[]; onClose(): void }) {
  const { t } = useTranslation('admin');
  const { team } = props;
  const [form] = Form.useForm<{ userId: string }>();
  const { result, query } = useList<TeamMember>({
    resource: 'team-members',
    pagination: { currentPage: 1, pageSize: 1000 },
    filters: [{ field: 'teamId', operator: 'eq', value: team?.id }],
    queryOptions: { enabled: Boolean(team) },
  });
  const { mutateAsync: create, mutation: creating } = useCreate();
  const remove = useRemoveRecord('team-members');
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
            <NameSelect
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
                <ConfirmButton
                  key="remove"
                  title={t('team.removeConfirm', { name: nameOf(props.users, member.userId) })}
                  action={t('team.removeMember')}
                  onConfirm={() => remove(member.id, t('team.memberRemoved'))}
                />,
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
