/** The new key's name, scopes and lifetime; the answer's secret goes to SecretOnce. */
import { Checkbox, Form, Input, Modal, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { scopeLabelKey } from './scope-label';
import { API_KEY_SCOPES, type ApiKeyScope } from '../../../common/api-key-scopes';
import { apiKeyCreate } from '../../../common/schemas/api-key';
import { zodRule } from '../../shared/list/form-rules';

const LIFETIMES = [30, 90, 180, 365] as const;

interface Values {
  name: string;
  scopes: ApiKeyScope[];
  days: number;
}

export function CreateApiKeyModal({
  open,
  busy,
  onCancel,
  onCreate,
}: {
  open: boolean;
  busy: boolean;
  onCancel(): void;
  onCreate(body: { name: string; scopes: ApiKeyScope[]; expiresAt: string }): Promise<void>;
}) {
  const { t } = useTranslation('api-keys');
  const [form] = Form.useForm<Values>();
  const submit = async () => {
    const values = await form.validateFields();
    const expiresAt = new Date(Date.now() + values.days * 86_400_000).toISOString();
    await onCreate({ name: values.name, scopes: values.scopes, expiresAt });
    form.resetFields();
  };
  return (
    <Modal
      open={open}
      title={t('form.title')}
      okText={t('form.submit')}
      cancelText={t('form.cancel')}
      onOk={() => void submit().catch(() => undefined)}
      onCancel={onCancel}
      confirmLoading={busy}
      destroyOnHidden
      okButtonProps={{ 'data-testid': 'api-key-submit' } as never}
    >
      <Form form={form} layout="vertical" initialValues={{ scopes: ['documents:read'], days: 90 }} preserve={false}>
        <Form.Item name="name" label={t('form.name')} rules={zodRule(apiKeyCreate, 'name', t, { required: true })}>
          <Input placeholder={t('form.namePlaceholder')} data-testid="api-key-name" autoFocus />
        </Form.Item>
        <Form.Item
          name="scopes"
          label={t('form.scopes')}
          rules={[{ required: true, type: 'array', min: 1, message: t('form.scopesRequired') }]}
        >
          <Checkbox.Group options={API_KEY_SCOPES.map((scope) => ({ value: scope, label: t(scopeLabelKey(scope)) }))} />
        </Form.Item>
        <Form.Item name="days" label={t('form.expires')}>
          <Select options={LIFETIMES.map((days) => ({ value: days, label: t('form.days', { count: days }) }))} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
