/**
 * The assignment list's filters: tenant, location (of that tenant), age (received more than N
 * days ago) and due time (due before the end of a day). They become simple-rest filters.
 */
import { useList, type CrudFilter } from '@refinedev/core';
import { DatePicker, Form, InputNumber } from 'antd';
import type { Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { FieldWithUnit } from '../../shared/form/FieldWithUnit';
import { FilterSelect } from './FilterSelect';

export interface AssignFilterValues {
  tenantId?: string;
  locationId?: string;
  olderThanDays?: number | null;
  dueBefore?: Dayjs | null;
}

interface Named {
  id: string;
  name: string;
  tenantId?: string;
}

export function toDocumentFilters(values: AssignFilterValues, now: number = Date.now()): CrudFilter[] {
  const days = values.olderThanDays;
  return [
    { field: 'tenantId', operator: 'eq', value: values.tenantId || undefined },
    { field: 'locationId', operator: 'eq', value: values.locationId || undefined },
    {
      field: 'createdAt',
      operator: 'lte',
      value: days ? new Date(now - days * 86_400_000).toISOString() : undefined,
    },
    {
      field: 'dueAt',
      operator: 'lte',
      value: values.dueBefore ? values.dueBefore.endOf('day').toISOString() : undefined,
    },
  ];
}

/** Names of the tenants and locations in scope, for the filters and the table's cells. */
export function usePlaces() {
  const { result: tenants } = useList<Named>({
    resource: 'tenants',
    pagination: { mode: 'off' },
    errorNotification: false,
  });
  const { result: locations } = useList<Named>({
    resource: 'locations',
    pagination: { mode: 'off' },
    errorNotification: false,
  });
  return { tenants: tenants.data, locations: locations.data };
}

export function AssignFilters({
  onChange,
  tenants,
  locations,
}: {
  onChange: (values: AssignFilterValues) => void;
  tenants: Named[];
  locations: Named[];
}) {
  const { t } = useTranslation('queue');
  const [form] = Form.useForm<AssignFilterValues>();
  const tenantId = Form.useWatch('tenantId', form);
  const shownLocations = tenantId ? locations.filter((location) => location.tenantId === tenantId) : locations;
  return (
    <Form<AssignFilterValues>
      form={form}
      layout="inline"
      style={{ rowGap: 8 }}
      onValuesChange={(changed, all) => {
        if ('tenantId' in changed) {
          form.setFieldValue('locationId', undefined);
          onChange({ ...all, locationId: undefined });
        } else onChange(all);
      }}
      data-testid="assign-filters"
    >
      <Form.Item name="tenantId" label={t('filter.tenant')}>
        <FilterSelect named={tenants} data-testid="assign-filter-tenant" />
      </Form.Item>
      <Form.Item name="locationId" label={t('filter.location')}>
        <FilterSelect named={shownLocations} data-testid="assign-filter-location" />
      </Form.Item>
      <FieldWithUnit name="olderThanDays" unit={t('filter.days')} width={140} label={t('filter.olderThan')}>
        <InputNumber min={1} max={365} precision={0} data-testid="assign-filter-age" />
      </FieldWithUnit>
      <Form.Item name="dueBefore" label={t('filter.dueBefore')}>
        <DatePicker data-testid="assign-filter-due" />
      </Form.Item>
    </Form>
  );
}
