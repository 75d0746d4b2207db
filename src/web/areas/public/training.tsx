// /client/training: the published training pages in the reader's language (English when none).
// The page is exempt from the guard, so it reads the public endpoint and works signed out too.
// ?slug= (a screen's "How this works" link) shows that page alone, with a way to all of them.
import { Card, Empty, Space, Spin } from 'antd';
import { Link, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Content } from '../../../common/schemas/content';
import { API_PATHS } from '../../../common/api-paths';
import { useApiQuery } from '../../shared/http/use-api-query';
import { Markdown } from '../../shared/markdown/Markdown';

/** What /api/public/training answers of each published page. */
type TrainingRow = Pick<Content, 'id' | 'slug' | 'title' | 'markdown' | 'locale'>;

export default function TrainingPage() {
  const { t, i18n } = useTranslation('admin');
  const locale = i18n.language.slice(0, 2);
  const { data, isLoading } = useApiQuery<TrainingRow[]>(API_PATHS.public.training, { query: { locale } });
  const [params] = useSearchParams();
  const slug = params.get('slug');
  const all = data ?? [];
  const chosen = slug ? all.filter((row) => row.slug === slug) : [];
  const rows = chosen.length ? chosen : all;
  if (isLoading) return <Spin />;
  if (rows.length === 0) return <Empty description={t('training.empty')} />;
  return (
    <Space direction="vertical" size="large" style={{ width: '100%' }} data-testid="training-pages">
      {chosen.length > 0 && (
        <Link to="/client/training" data-testid="training-all">
          {t('training.all')}
        </Link>
      )}
      {rows.map((row) => (
        <Card key={row.id} title={row.title}>
          <Markdown text={row.markdown} testId={`training-${row.id}`} />
        </Card>
      ))}
    </Space>
  );
}
