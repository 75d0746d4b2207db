/** The policy editor's history: who changed what and when, with a revert per change. */
import { RollbackOutlined } from '@ant-design/icons';
import { Button, Popconfirm, Space, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { refreshPolicy } from '../../../providers/policy-client';
import { ListPage } from '../../../shared/list/ListPage';
import { API_PATHS } from '../../../../common/api-paths';
import { api } from '../../../shared/http/api-client';
import { useApiWrite } from '../../../shared/http/use-api-write';
import type { PolicyChange } from '../../../../common/admin';

const lineTags = (lines: string[], color: string, sign: string) => (
  <Space direction="vertical" size={2}>
    {lines.map((line) => (
      <Tag key={line} color={color}>
        {sign} {line.replace(/^p, /, '')}
      </Tag>
    ))}
  </Space>
);

export function PolicyHistory({ onReverted }: { onReverted(): void }) {
  const { t, i18n } = useTranslation('admin');
  const { run } = useApiWrite();
  const revert = async (id: string) => {
    await run(
      () => api.post(API_PATHS.admin.policyRevert, { params: { changeId: id }, body: {} }),
      t('policy.reverted'),
    );
    await refreshPolicy();
    onReverted();
  };
  return (
    <ListPage<PolicyChange>
      resource="admin/policy/history"
      testId="policy-history"
      title={t('policy.historyTitle')}
      search={false}
      exportName="policy-history"
      exportRow={(row) => ({
        at: row.at,
        by: row.actorEmail,
        added: row.added.join(' | '),
        removed: row.removed.join(' | '),
        reverts: row.revertsId ?? '',
      })}
      columns={[
        {
          title: t('columns.when'),
          dataIndex: 'at',
          render: (at: string) => new Date(at).toLocaleString(i18n.language),
        },
        { title: t('columns.who'), dataIndex: 'actorEmail' },
        {
          title: t('policy.changes'),
          key: 'changes',
          render: (_, row) => (
            <Space direction="vertical" size={2}>
              {row.revertsId && (
                <Typography.Text type="secondary">
                  {t('policy.revertOf', { id: row.revertsId.slice(0, 8) })}
                </Typography.Text>
              )}
              {lineTags(row.added, 'green', '+')}
              {lineTags(row.removed, 'red', '−')}
            </Space>
          ),
        },
        {
          title: t('columns.actions'),
          key: 'actions',
          render: (_, row) => (
            <Popconfirm
              title={t('policy.revertConfirm')}
              okText={t('policy.revert')}
              cancelText={t('actions.cancel')}
              onConfirm={() => revert(row.id)}
            >
              <Button icon={<RollbackOutlined />} size="small" data-testid={`policy-revert-${row.id}`}>
                {t('policy.revert')}
              </Button>
            </Popconfirm>
          ),
        },
      ]}
    />
  );
}
