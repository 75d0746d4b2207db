// /dbbs/ad/content: training pages and blog posts in markdown with a live preview, per
// language, with publish and unpublish.
import { PlusOutlined } from '@ant-design/icons';
import { useDelete, type BaseRecord } from '@refinedev/core';
import { Button, Card, Col, Form, Input, Popconfirm, Row, Select, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CONTENT_KINDS, contentCreate } from '../../../common/schemas/content';
import { zodRule } from '../../shared/list/form-rules';
import { ListPage } from '../../shared/list/ListPage';
import { useToastedAction } from '../../shared/http/use-api';
import { Markdown } from '../../shared/markdown/Markdown';
import { RecordModal } from '../../shared/list/RecordModal';
import { flagFilter, FlagSwitch, FlagTag, useFlagUpdate, type FlagText } from '../../shared/list/record-flag';
import { LANGUAGES } from '../../providers/i18n';

interface ContentRow extends BaseRecord {
  id: string;
  kind: (typeof CONTENT_KINDS)[number];
  slug: string;
  title: string;
  markdown: string;
  locale: string;
  published: boolean;
  updatedAt: string;
}
type ContentForm = Omit<ContentRow, 'id' | 'updatedAt'>;

export default function AdContentPage() {
  const { t, i18n } = useTranslation('admin');
  const [editing, setEditing] = useState<ContentRow | null | undefined>(undefined);
  const { mutateAsync: remove } = useDelete();
  const run = useToastedAction();
  const flag: FlagText = {
    on: t('content.published'),
    off: t('content.draft'),
    turnOn: t('content.publish'),
    turnOff: t('content.unpublish'),
    turnedOn: t('content.publishedToast'),
    turnedOff: t('content.unpublishedToast'),
  };
  const setPublished = useFlagUpdate('content', 'published', flag);
  const kindOptions = CONTENT_KINDS.map((kind) => ({ value: kind, label: t(`content.kinds.${kind}`) }));
  const localeOptions = LANGUAGES.map((language) => ({ value: language, label: language }));

  return (
    <>
      <ListPage<ContentRow>
        resource="content"
        testId="content"
        exportName="content"
        sorter={{ field: 'updatedAt', order: 'desc' }}
        exportRow={({ markdown: _markdown, ...row }) => row}
        filters={[
          { name: 'kind', label: t('content.kind'), kind: 'select', options: kindOptions },
          { name: 'locale', label: t('content.locale'), kind: 'select', options: localeOptions },
          flagFilter('published', t('columns.status'), flag),
        ]}
        actions={
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing(null)} data-testid="content-create">
            {t('content.create')}
          </Button>
        }
        columns={[
          { title: t('content.title'), dataIndex: 'title', sorter: true },
          { title: t('content.slug'), dataIndex: 'slug', sorter: true },
          {
            title: t('content.kind'),
            dataIndex: 'kind',
            sorter: true,
            render: (kind: string) => t(`content.kinds.${kind}`),
          },
          { title: t('content.locale'), dataIndex: 'locale', sorter: true },
          {
            title: t('columns.status'),
            dataIndex: 'published',
            sorter: true,
            render: (on: boolean) => <FlagTag on={on} text={flag} />,
          },
          {
            title: t('content.updated'),
            dataIndex: 'updatedAt',
            sorter: true,
            render: (at: string) => new Date(at).toLocaleString(i18n.language),
          },
          {
            title: t('columns.actions'),
            key: 'actions',
            render: (_, row) => (
              <Space>
                <Button size="small" onClick={() => setEditing(row)}>
                  {t('actions.edit')}
                </Button>
                <FlagSwitch
                  on={row.published}
                  text={flag}
                  confirmOff={t('content.unpublishConfirm')}
                  onChange={(next) => void setPublished(row.id, next)}
                  primaryOn
                  turnOnTestId={`content-publish-${row.slug}`}
                />
                <Popconfirm
                  title={t('actions.confirmDelete')}
                  okText={t('actions.delete')}
                  cancelText={t('actions.cancel')}
                  onConfirm={() =>
                    run(
                      () =>
                        remove({
                          resource: 'content',
                          id: row.id,
                          successNotification: false,
                          errorNotification: false,
                        }),
                      t('toast.deleted'),
                    )
                  }
                >
                  <Button size="small" danger>
                    {t('actions.delete')}
                  </Button>
                </Popconfirm>
              </Space>
            ),
          },
        ]}
      />
      <RecordModal<ContentForm>
        resource="content"
        testId="content-form"
        wide
        title={editing ? t('content.edit') : t('content.create')}
        open={editing !== undefined}
        record={editing ? { ...editing } : undefined}
        initialValues={{ kind: 'blog', locale: i18n.language.slice(0, 2), markdown: '', published: false }}
        toValues={({ kind, slug, title, markdown, locale }) => ({
          kind,
          slug,
          title,
          markdown,
          locale,
          ...(editing ? {} : { published: false }),
        })}
        onClose={() => setEditing(undefined)}
      >
        {(form) => (
          <Row gutter={16}>
            <Col xs={24} md={12}>
              <Space wrap>
                <Form.Item
                  name="kind"
                  label={t('content.kind')}
                  rules={zodRule(contentCreate, 'kind', t, { required: true })}
                >
                  <Select options={kindOptions} style={{ width: 150 }} data-testid="content-kind" />
                </Form.Item>
                <Form.Item
                  name="locale"
                  label={t('content.locale')}
                  rules={zodRule(contentCreate, 'locale', t, { required: true })}
                >
                  <Select options={localeOptions} style={{ width: 90 }} data-testid="content-locale" />
                </Form.Item>
              </Space>
              <Form.Item
                name="title"
                label={t('content.title')}
                rules={zodRule(contentCreate, 'title', t, { required: true })}
              >
                <Input data-testid="content-title" />
              </Form.Item>
              <Form.Item
                name="slug"
                label={t('content.slug')}
                extra={t('content.slugHelp')}
                rules={zodRule(contentCreate, 'slug', t, { required: true })}
              >
                <Input data-testid="content-slug" />
              </Form.Item>
              <Form.Item name="markdown" label={t('content.markdown')} rules={zodRule(contentCreate, 'markdown', t)}>
                <Input.TextArea rows={12} data-testid="content-markdown" />
              </Form.Item>
            </Col>
            <Col xs={24} md={12}>
              <Card size="small" title={t('content.preview')} data-testid="content-preview">
                <Form.Item noStyle shouldUpdate={(a: ContentForm, b: ContentForm) => a.markdown !== b.markdown}>
                  {() => <Markdown text={String(form.getFieldValue('markdown') ?? '')} />}
                </Form.Item>
              </Card>
            </Col>
          </Row>
        )}
      </RecordModal>
    </>
  );
}
