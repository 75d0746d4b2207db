/** The document list's filters: tenant, location (of that tenant), assignee and overdue only. */
import type { CrudFilter } from '@refinedev/core';
import { Checkbox, Form, Select } from 'antd';
import { useTranslation } from 'react-i18next';

export interface DocumentListFilterValues {
  tenantId?: string;
  locationId?: string;
  assigneeId?: string;
  overdue?: boolean;
}

export interface NamedOption {
  id: string;
  name: string;
  tenantId?: string | null;
}

export function toListFilters(values: DocumentListFilterValues, now: number = Date.now()): CrudFilter[] {
  return [
    { field: 'tenantId', operator: 'eq', value: values.tenantId || undefined },
    { field: 'locationId', operator: 'eq', value: values.locationId || undefined },
    { field: 'assigneeId', operator: 'eq', value: values.assigneeId || undefined },
    // Overdue: due before now (a document without a due time is never late).
    { field: 'dueAt', operator: 'lte', value: values.overdue ? new Date(now).toISOString() : undefined },
  ];
}

export function DocumentListFilters({
  onChange,
  tenants,
  locations,
  assignees,
}: {
  onChange: (values: DocumentListFilterValues) => void;
  tenants: NamedOption[];
  locations: NamedOption[];
  assignees: NamedOption[];
}) {
  const { t } = useTranslation('queue');
  const [form] = Form.useForm<DocumentListFilterValues>();
  const tenantId = Form.useWatch('tenantId', form);
  const shownLocations = tenantId ? locations.filter((location) => location.tenantId === tenantId) : locations;
  const select = (name: keyof DocumentListFilterValues, label: string, options: NamedOption[]) => (
    <Form.Item name={name} label={label}>
      <Select
        allowClear
        showSearch
        optionFilterProp="label"
        style={{ minWidth: 160 }}
        placeholder={t('filter.all')}
        options={options.map((option) => ({ value: option.id, label: option.name }))}
        data-testid={`documents-filter-${name}`}
      />
    </Form.Item>
  );
  return (
    <Form<DocumentListFilterValues>
      form={form}
      layout="inline"
      style={{ rowGap: 8 }}
      onValuesChange={(changed, all) => {
        if ('tenantId' in changed) {
          form.setFieldValue('locationId', undefined);
          onChange({ ...all, locationId: undefined });
        } else onChange(all);
      }}
      data-testid="documents-filters"
    >
      {tenants.length > 1 && select('tenantId', t('filter.tenant'), tenants)}
      {select('locationId', t('filter.location'), shownLocations)}
      {assignees.length > 0 && select('assigneeId', t('filter.assignee'), assignees)}
      <Form.Item name="overdue" valuePropName="checked">
        <Checkbox data-testid="documents-filter-overdue">{t('filter.overdueOnly')}</Checkbox>
      </Form.Item>
    </Form>
  );
}
