/** The content editor's fields, with the rendered markdown beside them as it is typed. */
import { Card, Col, Form, Input, Row, Select, Space, type FormInstance } from 'antd';
import { useTranslation } from 'react-i18next';
import { contentCreate, WORKFLOW_SCREENS, type ContentCreate } from '../../../../common/schemas/content';
import { zodRule } from '../../../shared/list/form-rules';
import { Markdown } from '../../../shared/markdown/Markdown';

type Choice = { value: string; label: string };

export function ContentFields(props: {
  form: FormInstance<ContentCreate>;
  kindOptions: Choice[];
  localeOptions: Choice[];
}) {
  const { t } = useTranslation('admin');
  return (
    <Row gutter={16}>
      <Col xs={24} md={12}>
        <Space wrap>
          <Form.Item
            name="kind"
            label={t('content.kind')}
            rules={zodRule(contentCreate, 'kind', t, { required: true })}
          >
            <Select options={props.kindOptions} style={{ width: 150 }} data-testid="content-kind" />
          </Form.Item>
          <Form.Item
            name="locale"
            label={t('content.locale')}
            rules={zodRule(contentCreate, 'locale', t, { required: true })}
          >
            <Select options={props.localeOptions} style={{ width: 90 }} data-testid="content-locale" />
          </Form.Item>
          <Form.Item name="screen" label={t('content.screens.title')}>
            <Select
              allowClear
              placeholder={t('content.screens.none')}
              options={WORKFLOW_SCREENS.map((screen) => ({ value: screen, label: t(`content.screens.${screen}`) }))}
              style={{ width: 170 }}
              data-testid="content-screen"
            />
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
          <Form.Item noStyle shouldUpdate={(a: ContentCreate, b: ContentCreate) => a.markdown !== b.markdown}>
            {() => <Markdown text={String(props.form.getFieldValue('markdown') ?? '')} />}
          </Form.Item>
        </Card>
      </Col>
    </Row>
  );
}
