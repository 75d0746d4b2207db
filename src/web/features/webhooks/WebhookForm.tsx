/** Add or edit a webhook endpoint: its URL (http or https) and the events it receives, by their labels. */
import { Checkbox, Form, Input, Modal } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type { WebhookEndpoint } from '../../../common/schemas/webhook';
import { isWebhookUrl, WEBHOOK_EVENTS } from '../../../common/webhooks';
import type { WebhookValues } from './use-webhooks';

export function WebhookForm({
  open,
  editing,
  busy,
  onSave,
  onClose,
}: {
  open: boolean;
  editing?: WebhookEndpoint;
  busy: boolean;
  onSave(values: WebhookValues): Promise<void>;
  onClose(): void;
}) {
  const { t } = useTranslation('webhooks');
  const [form] = Form.useForm<WebhookValues>();
  useEffect(() => {
    if (open)
      form.setFieldsValue(
        editing ? { url: editing.url, events: editing.events } : { url: '', events: [...WEBHOOK_EVENTS] },
      );
  }, [open, editing, form]);
  return (
    <Modal
      open={open}
      title={editing ? t('edit') : t('add')}
      okText={t('save')}
      cancelText={t('cancel')}
      onOk={() => form.submit()}
      onCancel={onClose}
      okButtonProps={{ loading: busy, ...{ 'data-testid': 'webhook-save' } }}
      destroyOnHidden
      forceRender
    >
      <Form form={form} layout="vertical" onFinish={(values) => void onSave(values)} data-testid="webhook-form">
        <Form.Item
          name="url"
          label={t('url')}
          extra={t('urlHelp')}
          rules={[
            { required: true, message: t('urlRequired') },
            {
              validator: async (_rule, value: string) =>
                !value || isWebhookUrl(value) ? undefined : Promise.reject(new Error(t('urlInvalid'))),
            },
          ]}
        >
          <Input placeholder="https://example.com/dbbs-webhooks" data-testid="webhook-url" autoFocus />
        </Form.Item>
        <Form.Item name="events" label={t('events')} rules={[{ required: true, message: t('eventsRequired') }]}>
          <Checkbox.Group
            style={{ display: 'flex', flexDirection: 'column', gap: 8 }}
            options={WEBHOOK_EVENTS.map((event) => ({ value: event, label: t(`event.${event}`) }))}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
