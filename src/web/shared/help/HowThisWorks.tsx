/**
 * "How this works": a link to the training page or blog post tied to a workflow screen on the
 * content screen (content.screen). Shows nothing when no published page explains the screen.
 * Mount it on a screen: <HowThisWorks screen="processing" />.
 */
import { QuestionCircleOutlined } from '@ant-design/icons';
import { useCustom } from '@refinedev/core';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { WorkflowScreen } from '../../../common/schemas/content';

interface ScreenHelp {
  kind: 'training' | 'blog';
  slug: string;
  title: string;
}

export function HowThisWorks({ screen }: { screen: WorkflowScreen }) {
  const { t, i18n } = useTranslation('archive');
  const { result } = useCustom<Partial<ScreenHelp>>({
    url: '/api/public/screen-help',
    method: 'get',
    config: { query: { screen, locale: i18n.language.slice(0, 2) } },
    errorNotification: false,
  });
  const help = result?.data as Partial<ScreenHelp> | null | undefined;
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
