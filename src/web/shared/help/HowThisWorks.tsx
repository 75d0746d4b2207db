/**
 * "How this works": a link to the training page or blog post tied to a workflow screen on the
 * content screen (content.screen). Shows nothing when no published page explains the screen.
 * Mount it on a screen: <HowThisWorks screen="processing" />.
 */
import { QuestionCircleOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { API_PATHS } from '../../../common/api-paths';
import type { WorkflowScreen } from '../../../common/schemas/content';
import { useApiQuery } from '../http/use-api-query';

interface ScreenHelp {
  kind: 'training' | 'blog';
  slug: string;
  title: string;
}

export function HowThisWorks({ screen }: { screen: WorkflowScreen }) {
  const { t, i18n } = useTranslation('archive');
  const { data: help } = useApiQuery<Partial<ScreenHelp> | null>(API_PATHS.public.screenHelp, {
    query: { screen, locale: i18n.language.slice(0, 2) },
    errorToast: false,
  });
  if (!help?.slug) return null;
  const to =
    help.kind === 'blog'
      ? `/blog/${encodeURIComponent(help.slug)}`
      : `/client/training?slug=${encodeURIComponent(help.slug)}`;
  return (
    <Link to={to} data-testid={`how-this-works-${screen}`} title={help.title}>
      <Button type="link" icon={<QuestionCircleOutlined />} style={{ paddingInline: 0 }}>
        {t('howThisWorks')}
      </Button>
    </Link>
  );
}
