/**
 * System settings: upload size limit, allowed file types, the SLA (business hours, the working
 * calendar it counts in, the "about to breach" point) and the reason codes for sending back and
 * disputing. Each is its own record of /api/settings, checked with its schema. A tenant may
 * override the SLA hours and calendar in its own form.
 */
import { SaveOutlined } from '@ant-design/icons';
import { useList, useNotification, useUpdate } from '@refinedev/core';
import { Button, Card, Checkbox, Form, InputNumber, Select } from 'antd';
import type { Rule } from 'antd/es/form';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { LABELLED_FILE_TYPES } from '../../../../common/file-types';
import { BYTES_PER_MB } from '../../../../common/format-size';
import { SIGN_IN_METHODS, type SignInMethod } from '../../../../common/sign-in-methods';
import { DEFAULT_SETTINGS, SETTING_VALUES, type SettingKey } from '../../../../common/schemas/setting';
import type { WorkingCalendarValue } from '../../../../common/schemas/sla';
import { CalendarFields } from '../sla/CalendarFields';
import { apiProblem } from '../../../shared/http/api-problem';
import { useLabels } from '../../../shared/labels/use-labels';
import { FieldWithUnit } from '../../../shared/form/FieldWithUnit';

// The field is in MB of the portal's one unit system (common/format-size.ts).
const MB = BYTES_PER_MB;
interface SettingsForm {
  uploadMaxMb: number;
  allowedTypes: string[];
  slaHours: number;
  slaCalendar: WorkingCalendarValue;
  /** Percent of the SLA time. */
  slaWarnPercent: number;
  reasonCodes: string[];
  /** Percent of confidence. */
  captureSurePercent: number;
  signInMethods: SignInMethod[];
}

/** The form's values from the stored settings, in the form's units. */
function formValues(stored: Partial<Record<SettingKey, unknown>>): SettingsForm {
  return {
    uploadMaxMb: Number(stored.uploadMaxBytes ?? 0) / MB,
    allowedTypes: (stored.allowedTypes as string[] | undefined) ?? [],
    slaHours: Number(stored.slaHours ?? 0),
    slaCalendar: (stored.slaCalendar as WorkingCalendarValue | undefined) ?? DEFAULT_SETTINGS.slaCalendar,
    slaWarnPercent: Math.round(Number(stored.slaWarnFraction ?? DEFAULT_SETTINGS.slaWarnFraction) * 100),
    reasonCodes: (stored.reasonCodes as string[] | undefined) ?? [],
    captureSurePercent: Math.round(Number(stored.captureSureThreshold ?? DEFAULT_SETTINGS.captureSureThreshold) * 100),
    // Not yet chosen here (the build's default applies): shown as every method.
    signInMethods: (stored.signInMethods as SignInMethod[] | null | undefined) ?? [...SIGN_IN_METHODS],
  };
}

export function SettingsPanel() {
  const { t } = useTranslation('admin');
  const labels = useLabels();
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

  // Every field is filled from the stored settings when they first arrive, and again once this
  // form's own save has gone through. A fetch for any other reason (another administrator's save,
  // seen live) brings its values into the fields not edited here since, and leaves edited ones
  // alone: refilling those would throw away what was typed and not yet saved. Edited means
  // changed by the person (onValuesChange); antd counts a field filled by code as touched too.
  const fillAll = useRef(true);
  const edited = useRef(new Set<string>());
  useEffect(() => {
    if (!query.isSuccess) return;
    const values = formValues(stored);
    if (fillAll.current) {
      fillAll.current = false;
      edited.current.clear();
      form.resetFields();
      form.setFieldsValue(values);
      return;
    }
    form.setFieldsValue(
      Object.fromEntries(Object.entries(values).filter(([name]) => !edited.current.has(name))) as Partial<SettingsForm>,
    );
    // `stored` is rebuilt on each render; a fetch that has landed is what counts.
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
      slaCalendar: values.slaCalendar,
      slaWarnFraction: values.slaWarnPercent / 100,
      reasonCodes: values.reasonCodes,
      captureSureThreshold: values.captureSurePercent / 100,
      // In the page's order, whatever order they were ticked in.
      signInMethods: SIGN_IN_METHODS.filter((method) => values.signInMethods.includes(method)),
    };
    const field: Record<SettingKey, keyof SettingsForm> = {
      uploadMaxBytes: 'uploadMaxMb',
      allowedTypes: 'allowedTypes',
      slaHours: 'slaHours',
      slaCalendar: 'slaCalendar',
      slaWarnFraction: 'slaWarnPercent',
      reasonCodes: 'reasonCodes',
      captureSureThreshold: 'captureSurePercent',
      signInMethods: 'signInMethods',
    };
    const changed = (Object.keys(next) as SettingKey[]).filter(
      (key) =>
        JSON.stringify(next[key]) !== JSON.stringify(stored[key]) &&
        // The build's default keeps applying until someone picks the ways in here.
        (key !== 'signInMethods' || edited.current.has('signInMethods')),
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
      fillAll.current = true;
      await query.refetch();
    } catch (error) {
      open?.({ type: 'error', message: t('toast.saveFailed'), description: (error as { message?: string }).message });
    }
  };

  return (
    <Card title={t('settings.title')} loading={query.isLoading} data-testid="settings-panel">
      <Form
        form={form}
        layout="vertical"
        onFinish={save}
        onValuesChange={(changed: Partial<SettingsForm>) => {
          for (const name of Object.keys(changed)) edited.current.add(name);
        }}
        style={{ maxWidth: 640 }}
      >
        <FieldWithUnit
          name="uploadMaxMb"
          unit="MB"
          label={t('settings.uploadMaxMb')}
          rules={[
            { required: true, message: t('form.required') },
            check('uploadMaxBytes', (mb: number) => Math.round(mb * MB)),
          ]}
        >
          <InputNumber min={0.01} step={1} data-testid="settings-upload-max" />
        </FieldWithUnit>
        <Form.Item
          name="allowedTypes"
          label={t('settings.allowedTypes')}
          extra={t('settings.allowedTypesHelp')}
          rules={[check('allowedTypes')]}
        >
          <Select
            mode="tags"
            tokenSeparators={[',', ' ']}
            // Known types show by their labels ("PDF document"); the value stays the MIME type.
            options={LABELLED_FILE_TYPES.map((type) => ({ value: type, label: labels.fileType(type) }))}
            optionFilterProp="label"
            data-testid="settings-allowed-types"
          />
        </Form.Item>
        <FieldWithUnit
          name="slaHours"
          unit={t('settings.hours')}
          label={t('settings.slaHours')}
          extra={t('sla.hoursHelp')}
          rules={[{ required: true, message: t('form.required') }, check('slaHours')]}
        >
          <InputNumber min={1} step={1} precision={0} data-testid="settings-sla" />
        </FieldWithUnit>
        <CalendarFields name="slaCalendar" form={form} testId="settings-sla-calendar" />
        <FieldWithUnit
          name="slaWarnPercent"
          unit="%"
          label={t('sla.warnPercent')}
          extra={t('sla.warnPercentHelp')}
          rules={[
            { required: true, message: t('form.required') },
            check('slaWarnFraction', (percent: number) => percent / 100),
          ]}
        >
          <InputNumber min={5} max={99} step={5} data-testid="settings-sla-warn" />
        </FieldWithUnit>
        <Form.Item
          name="reasonCodes"
          label={t('settings.reasonCodes')}
          extra={t('settings.reasonCodesHelp')}
          rules={[check('reasonCodes')]}
        >
          <Select mode="tags" tokenSeparators={[',']} data-testid="settings-reasons" />
        </Form.Item>
        <Form.Item
          name="captureSurePercent"
          label={t('settings.captureSurePercent')}
          extra={t('settings.captureSurePercentHelp')}
          rules={[
            { required: true, message: t('form.required') },
            check('captureSureThreshold', (percent: number) => percent / 100),
          ]}
        >
          <InputNumber
            min={50}
            max={100}
            step={1}
            suffix="%"
            style={{ width: 200 }}
            data-testid="settings-capture-sure"
          />
        </Form.Item>
        <Form.Item name="signInMethods" label={t('settings.signInMethods')} extra={t('settings.signInMethodsHelp')}>
          <Checkbox.Group
            options={SIGN_IN_METHODS.map((method) => ({ value: method, label: t(`settings.signInMethod.${method}`) }))}
            data-testid="settings-sign-in-methods"
          />
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
