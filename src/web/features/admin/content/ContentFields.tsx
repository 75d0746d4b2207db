/** The content editor's fields, with the rendered markdown beside them as it is typed. */
import { Card, Col, Form, Input, Row, Select, Space, type FormInstance } from 'antd';
import { useTranslation } from 'react-i18next';
import { contentCreate, WORKFLOW_SCREENS, type ContentCreate } from '../../../../common/schemas/content';
import { SchemaField } from '../../../shared/list/SchemaField';
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
          <SchemaField schema={contentCreate} name="kind" label={t('content.kind')} required>
            <Select options={props.kindOptions} style={{ width: 150 }} data-testid="content-kind" />
          </SchemaField>
          <SchemaField schema={contentCreate} name="locale" label={t('content.locale')} required>
            <Select options={props.localeOptions} style={{ width: 90 }} data-testid="content-locale" />
          </SchemaField>
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
        <SchemaField schema={contentCreate} name="title" label={t('content.title')} required>
          <Input data-testid="content-title" />
        </SchemaField>
        <SchemaField
          schema={contentCreate}
          name="slug"
          label={t('content.slug')}
          extra={t('content.slugHelp')}
          required
        >
          <Input data-testid="content-slug" />
        </SchemaField>
        <SchemaField schema={contentCreate} name="markdown" label={t('content.markdown')}>
          <Input.TextArea rows={12} data-testid="content-markdown" />
        </SchemaField>
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
