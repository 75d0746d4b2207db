// /blog/:slug: one published post, in the reader's language when it exists; else the 404 page.
import { useList } from '@refinedev/core';
import { Card, Spin, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLocation, useParams } from 'react-router';
import type { Content } from '../../../common/schemas/content';
import { ErrorPage } from '../../components/ErrorPage';
import { Markdown } from '../../shared/markdown/Markdown';

type ContentRow = Pick<Content, 'id' | 'title' | 'markdown' | 'locale' | 'updatedAt'>;

export default function BlogPostPage() {
  const { slug = '' } = useParams();
  const { pathname } = useLocation();
  const { i18n } = useTranslation('admin');
  const language = i18n.language.slice(0, 2);
  const { result, query } = useList<ContentRow>({
    resource: 'content',
    filters: [
      { field: 'kind', operator: 'eq', value: 'blog' },
      { field: 'slug', operator: 'eq', value: slug },
      { field: 'published', operator: 'eq', value: true },
    ],
    pagination: { currentPage: 1, pageSize: 20 },
  });
  if (query.isLoading) return <Spin />;
  const post =
    result.data.find((row) => row.locale === language) ??
    result.data.find((row) => row.locale === 'en') ??
    result.data[0];
  if (!post) return <ErrorPage status={404} path={pathname} />;
  return (
    <Card data-testid="blog-post">
      <Typography.Title level={2} data-testid="blog-title">
        {post.title}
      </Typography.Title>
      <Typography.Text type="secondary">{new Date(post.updatedAt).toLocaleDateString(i18n.language)}</Typography.Text>
      <Markdown text={post.markdown} testId="blog-body" />
    </Card>
  );
}
