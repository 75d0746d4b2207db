// /client/training: the published training pages in the reader's language (English when none).
// The page is exempt from the guard, so it reads the public endpoint and works signed out too.
import { useCustom } from '@refinedev/core';
import { Card, Empty, Space, Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import type { Content } from '../../../common/schemas/content';
import { Markdown } from '../../shared/markdown/Markdown';

/** What /api/public/training answers of each published page. */
type TrainingRow = Pick<Content, 'id' | 'slug' | 'title' | 'markdown' | 'locale'>;

export default function TrainingPage() {
  const { t, i18n } = useTranslation('admin');
  const locale = i18n.language.slice(0, 2);
  const { result, query } = useCustom<TrainingRow[]>({
    url: '/api/public/training',
    method: 'get',
    config: { query: { locale } },
  });
  const rows = result?.data ?? [];
  if (query.isLoading) return <Spin />;
  if (rows.length === 0) return <Empty description={t('training.empty')} />;
  return (
    <Space direction="vertical" size="large" style={{ width: '100%' }} data-testid="training-pages">
      {rows.map((row) => (
        <Card key={row.id} title={row.title}>
          <Markdown text={row.markdown} testId={`training-${row.id}`} />
        </Card>
      ))}
    </Space>
  );
}
