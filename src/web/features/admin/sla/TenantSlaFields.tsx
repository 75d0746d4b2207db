/**
 * A tenant's own SLA in its form: business hours (empty: the global setting) and, when ticked,
 * its own working calendar instead of the global one. The clock counts in the tenant's zone.
 */
import { Checkbox, Form, InputNumber, type FormInstance } from 'antd';
import { useTranslation } from 'react-i18next';
import type { Tenant } from '../../../../common/schemas/tenant';
import { DEFAULT_CALENDAR, slaHours, type WorkingCalendarValue } from '../../../../common/schemas/sla';
import { FieldWithUnit } from '../../../shared/form/FieldWithUnit';
import { CalendarFields } from './CalendarFields';

export interface TenantSlaValues {
  slaHours?: number | null;
  ownCalendar?: boolean;
  slaCalendar?: WorkingCalendarValue | null;
}

/** The form's values of a stored tenant (the checkbox is not stored: a calendar is). */
export function tenantSlaValues(tenant: Tenant): TenantSlaValues {
  return { slaHours: tenant.slaHours, ownCalendar: tenant.slaCalendar !== null, slaCalendar: tenant.slaCalendar };
}

/** The body's SLA fields: null hands a part back to the global settings. */
export function tenantSlaBody(values: TenantSlaValues) {
  return {
    slaHours: values.slaHours ?? null,
    slaCalendar: values.ownCalendar ? (values.slaCalendar ?? DEFAULT_CALENDAR) : null,
  };
}

export function TenantSlaFields({ form }: { form: FormInstance }) {
  const { t } = useTranslation('admin');
  const own = Form.useWatch<boolean | undefined>('ownCalendar', form);
  return (
    <>
      <FieldWithUnit
        name="slaHours"
        unit={t('settings.hours')}
        label={t('sla.tenantHours')}
        extra={t('sla.tenantHoursHelp')}
        rules={[
          {
            validator: async (_, value: number | null | undefined) => {
              if (value !== null && value !== undefined && !slaHours.safeParse(value).success)
                throw new Error(t('settings.invalid.slaHours'));
            },
          },
        ]}
      >
        <InputNumber min={1} step={1} precision={0} data-testid="tenant-sla-hours" />
      </FieldWithUnit>
      <Form.Item name="ownCalendar" valuePropName="checked">
        <Checkbox
          data-testid="tenant-own-calendar"
          onChange={(event) => {
            if (event.target.checked && !form.getFieldValue('slaCalendar'))
              form.setFieldValue('slaCalendar', DEFAULT_CALENDAR);
          }}
        >
          {t('sla.ownCalendar')}
        </Checkbox>
      </Form.Item>
      {own && <CalendarFields name="slaCalendar" form={form} testId="tenant-sla-calendar" />}
    </>
  );
}
