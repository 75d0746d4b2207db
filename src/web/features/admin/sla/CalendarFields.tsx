/**
 * The working calendar an SLA counts in: working days, working hours and holidays. Used by the
 * setup screen (the global calendar) and the tenant form (a tenant's own). Checked with the
 * shared schema as a whole, each problem shown under its field.
 */
import { Checkbox, Form, Input, Select, Space, type FormInstance } from 'antd';
import type { Rule } from 'antd/es/form';
import { useTranslation } from 'react-i18next';
import { workingCalendar } from '../../../../common/schemas/sla';

// 2026-11-22 was a Sunday: day n of the week is 22 + n.
const weekdayName = (day: number, language: string) =>
  new Intl.DateTimeFormat(language, { weekday: 'short', timeZone: 'UTC' }).format(
    new Date(Date.UTC(2026, 10, 22 + day)),
  );
/** Monday first, as working weeks are read. */
const WEEK = [1, 2, 3, 4, 5, 6, 0];

type Part = 'workingDays' | 'start' | 'end' | 'holidays';

export function CalendarFields({ name, form, testId }: { name: string; form: FormInstance; testId: string }) {
  const { t, i18n } = useTranslation('admin');
  const rule = (part: Part): Rule => ({
    validator: async () => {
      const value: unknown = form.getFieldValue(name);
      const result = workingCalendar.safeParse(value);
      if (!result.success && result.error.issues.some((issue) => issue.path[0] === part))
        throw new Error(t(`sla.invalid.${part}`));
    },
  });
  return (
    <>
      <Form.Item name={[name, 'workingDays']} label={t('sla.workingDays')} rules={[rule('workingDays')]}>
        <Checkbox.Group
          options={WEEK.map((day) => ({ value: day, label: weekdayName(day, i18n.language) }))}
          data-testid={`${testId}-days`}
        />
      </Form.Item>
      <Space align="start" wrap>
        <Form.Item name={[name, 'start']} label={t('sla.start')} rules={[rule('start')]} dependencies={[[name, 'end']]}>
          <Input type="time" style={{ width: 140 }} data-testid={`${testId}-start`} />
        </Form.Item>
        <Form.Item name={[name, 'end']} label={t('sla.end')} rules={[rule('end')]} dependencies={[[name, 'start']]}>
          <Input type="time" style={{ width: 140 }} data-testid={`${testId}-end`} />
        </Form.Item>
      </Space>
      <Form.Item
        name={[name, 'holidays']}
        label={t('sla.holidays')}
        extra={t('sla.holidaysHelp')}
        rules={[rule('holidays')]}
      >
        <Select mode="tags" tokenSeparators={[',', ' ']} data-testid={`${testId}-holidays`} />
      </Form.Item>
    </>
  );
}
