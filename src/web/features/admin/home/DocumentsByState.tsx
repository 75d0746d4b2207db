/** How many documents are in each workflow state, with each state's share as a bar. */
import { Card, Progress, Space, theme, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { AdminSummary } from '../../../../common/admin';
import { DOCUMENT_STATUSES } from '../../../../common/workflow';

export function DocumentsByState({ summary, loading }: { summary: AdminSummary | undefined; loading: boolean }) {
  const { t, i18n } = useTranslation('admin');
  const { token } = theme.useToken();
  const total = summary?.documents.total ?? 0;
  return (
    <Card title={t('home.byState')} loading={loading} style={{ height: '100%' }} data-testid="admin-documents-by-state">
      <Space direction="vertical" style={{ width: '100%' }}>
        {DOCUMENT_STATUSES.map((status) => {
          const n = summary?.documents.byStatus[status] ?? 0;
          return (
            <div key={status} data-testid={`admin-state-${status}`}>
              <Space style={{ width: '100%', justifyContent: 'space-between' }}>
                <Typography.Text>{t(`home.documentStatus.${status}`)}</Typography.Text>
                <Typography.Text strong>{n.toLocaleString(i18n.language)}</Typography.Text>
              </Space>
              <Progress
                aria-label={t(`home.documentStatus.${status}`)}
                percent={total ? Math.round((n / total) * 100) : 0}
                showInfo={false}
                size="small"
                strokeColor={token.colorPrimary}
              />
            </div>
          );
        })}
      </Space>
    </Card>
  );
}
