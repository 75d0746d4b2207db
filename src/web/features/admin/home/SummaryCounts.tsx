/** The portal's counts, one card each; a count that needs attention is shown in red. */
import { Card, Col, Row, Statistic, theme, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { AdminSummary } from '../../../../common/admin';

export function SummaryCounts({ summary, loading }: { summary: AdminSummary | undefined; loading: boolean }) {
  const { t } = useTranslation('admin');
  const { token } = theme.useToken();
  const counts: { key: string; title: string; value?: number; suffix?: string; alert?: boolean }[] = [
    {
      key: 'tenants',
      title: t('home.tenants'),
      value: summary?.tenants,
      suffix: summary ? t('home.activeOf', { count: summary.activeTenants }) : undefined,
    },
    { key: 'activeUsers', title: t('home.activeUsers'), value: summary?.activeUsers },
    { key: 'documents', title: t('home.documents'), value: summary?.documents.total },
    { key: 'uploadsToday', title: t('home.uploadsToday'), value: summary?.uploadsToday },
    { key: 'openIssues', title: t('home.openIssues'), value: summary?.openIssues, alert: Boolean(summary?.openIssues) },
    {
      key: 'overdueDocuments',
      title: t('home.overdue'),
      value: summary?.overdueDocuments,
      alert: Boolean(summary?.overdueDocuments),
    },
  ];
  return (
    <Row gutter={[16, 16]}>
      {counts.map((count) => (
        <Col key={count.key} xs={24} sm={12} lg={8} xl={4}>
          <Card loading={loading} style={{ height: '100%' }} data-testid={`admin-count-${count.key}`}>
            <Statistic
              title={count.title}
              value={count.value ?? 0}
              suffix={
                count.suffix ? (
                  <Typography.Text type="secondary" style={{ fontSize: token.fontSizeSM }}>
                    {count.suffix}
                  </Typography.Text>
                ) : undefined
              }
              valueStyle={count.alert ? { color: token.colorErrorText } : undefined}
            />
          </Card>
        </Col>
      ))}
    </Row>
  );
}
