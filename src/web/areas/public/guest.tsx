// /client/guest: the guest's landing page, written from the content screen: the "guest-welcome"
// page (what the service is, how to ask for access), then the published training and blog posts.
import { Card, Col, Empty, List, Row, Space, Spin, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { API_PATHS } from '../../../common/api-paths';
import { useApiQuery } from '../../shared/http/use-api-query';
import { Markdown } from '../../shared/markdown/Markdown';

interface GuestContent {
  welcome: { title: string; markdown: string } | null;
  training: { slug: string; title: string }[];
  blog: { slug: string; title: string }[];
}

export default function GuestPage() {
  const { t, i18n } = useTranslation('archive');
  const { data: content, isLoading } = useApiQuery<GuestContent>(API_PATHS.public.guest, {
    query: { locale: i18n.language.slice(0, 2) },
  });
  if (isLoading) return <Spin />;
  return (
    <Space direction="vertical" size="large" style={{ width: '100%' }} data-testid="guest-landing">
      {content?.welcome ? (
        <Card title={content.welcome.title}>
          <Markdown text={content.welcome.markdown} testId="guest-welcome" />
        </Card>
      ) : (
        <Empty description={t('guest.noWelcome')} />
      )}
      <Row gutter={[16, 16]}>
        <Col xs={24} md={12}>
          <Card title={t('guest.training')}>
            <List
              dataSource={content?.training ?? []}
              locale={{ emptyText: t('guest.none') }}
              renderItem={(row) => (
                <List.Item>
                  <Link to={`/client/training?slug=${encodeURIComponent(row.slug)}`}>{row.title}</Link>
                </List.Item>
              )}
            />
          </Card>
        </Col>
        <Col xs={24} md={12}>
          <Card title={t('guest.blog')}>
            <List
              dataSource={content?.blog ?? []}
              locale={{ emptyText: t('guest.none') }}
              renderItem={(row) => (
                <List.Item>
                  <Link to={`/blog/${encodeURIComponent(row.slug)}`}>
                    <Typography.Text>{row.title}</Typography.Text>
                  </Link>
                </List.Item>
              )}
            />
          </Card>
        </Col>
      </Row>
    </Space>
  );
}
