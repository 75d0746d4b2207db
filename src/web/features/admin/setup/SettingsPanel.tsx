/**
 * System settings: upload size limit, allowed file types, SLA hours and the reason codes for
 * sending back and disputing. Each is its own record of /api/settings, checked with its schema.
 */
import { SaveOutlined } from '@ant-design/icons';
import { useList, useNotification, useUpdate } from '@refinedev/core';
import { Button, Card, Form, InputNumber, Select } from 'antd';
import type { Rule } from 'antd/es/form';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { SETTING_VALUES, type SettingKey } from '../../../../common/schemas/setting';
import { apiProblem } from '../../../shared/http/api-error';

const MB = 1024 * 1024;
interface SettingsForm {
  uploadMaxMb: number;
  allowedTypes: string[];
  slaHours: number;
  reasonCodes: string[];
}

export function SettingsPanel() {
  const { t } = useTranslation('admin');
  const [form] = Form.useForm<SettingsForm>();
  const { open } = useNotification();
  const { result, query } = useList<{ id: SettingKey; value: unknown }>({
    resource: 'settings',
    pagination: { mode: 'off' },
  });
  const { mutateAsync: update, mutation } = useUpdate();
  const stored = Object.fromEntries(result.data.map((row) => [row.id, row.value])) as Partial<
    Record<SettingKey, unknown>
  >;

  useEffect(() => {
    if (!query.isSuccess) return;
    form.setFieldsValue({
      uploadMaxMb: Number(stored.uploadMaxBytes ?? 0) / MB,
      allowedTypes: (stored.allowedTypes as string[] | undefined) ?? [],
      slaHours: Number(stored.slaHours ?? 0),
      reasonCodes: (stored.reasonCodes as string[] | undefined) ?? [],
    });
    // Fill once per load; `stored` is rebuilt on each render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [query.isSuccess, query.dataUpdatedAt, form]);

  const check = (key: SettingKey, toValue: (v: number) => unknown = (v) => v): Rule => ({
    validator: async (_, value: number) => {
      if (!SETTING_VALUES[key].safeParse(toValue(value)).success) throw new Error(t(`settings.invalid.${key}`));
    },
  });

  const save = async (values: SettingsForm) => {
    const next: Record<SettingKey, unknown> = {
      uploadMaxBytes: Math.round(values.uploadMaxMb * MB),
      allowedTypes: values.allowedTypes,
      slaHours: values.slaHours,
      reasonCodes: values.reasonCodes,
    };
    const field: Record<SettingKey, keyof SettingsForm> = {
      uploadMaxBytes: 'uploadMaxMb',
      allowedTypes: 'allowedTypes',
      slaHours: 'slaHours',
      reasonCodes: 'reasonCodes',
    };
    const changed = (Object.keys(next) as SettingKey[]).filter(
      (key) => JSON.stringify(next[key]) !== JSON.stringify(stored[key]),
    );
    try {
      for (const key of changed) {
        await update({
          resource: 'settings',
          id: key,
          values: { value: next[key] },
          successNotification: false,
          errorNotification: false,
        }).catch((error: unknown) => {
          const problem = apiProblem(error);
          form.setFields([{ name: field[key], errors: [problem.message] }]);
          throw problem;
        });
      }
      open?.({ type: 'success', message: t('settings.saved') });
    } catch (error) {
      open?.({ type: 'error', message: t('toast.saveFailed'), description: (error as { message?: string }).message });
    }
  };

  return (
    <Card title={t('settings.title')} loading={query.isLoading} data-testid="settings-panel">
      <Form form={form} layout="vertical" onFinish={save} style={{ maxWidth: 640 }}>
        <Form.Item
          name="uploadMaxMb"
          label={t('settings.uploadMaxMb')}
          rules={[
            { required: true, message: t('form.required') },
            check('uploadMaxBytes', (mb: number) => Math.round(mb * MB)),
          ]}
        >
          <InputNumber min={0.01} step={1} addonAfter="MB" style={{ width: 200 }} data-testid="settings-upload-max" />
        </Form.Item>
        <Form.Item
          name="allowedTypes"
          label={t('settings.allowedTypes')}
          extra={t('settings.allowedTypesHelp')}
          rules={[check('allowedTypes')]}
        >
          <Select mode="tags" tokenSeparators={[',', ' ']} data-testid="settings-allowed-types" />
        </Form.Item>
        <Form.Item
          name="slaHours"
          label={t('settings.slaHours')}
          rules={[{ required: true, message: t('form.required') }, check('slaHours')]}
        >
          <InputNumber
            min={1}
            step={1}
            precision={0}
            addonAfter={t('settings.hours')}
            style={{ width: 200 }}
            data-testid="settings-sla"
          />
        </Form.Item>
        <Form.Item
          name="reasonCodes"
          label={t('settings.reasonCodes')}
          extra={t('settings.reasonCodesHelp')}
          rules={[check('reasonCodes')]}
        >
          <Select mode="tags" tokenSeparators={[',']} data-testid="settings-reasons" />
        </Form.Item>
        <Button
          type="primary"
          htmlType="submit"
          icon={<SaveOutlined />}
          loading={mutation.isPending}
          data-testid="settings-save"
        >
          {t('actions.save')}
        </Button>
      </Form>
    </Card>
  );
}
