/** Client companies: list, create, rename, suspend and reactivate; each one's zone and own SLA. */
import { Form, Input, Select } from 'antd';
import { useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { tenantCreate, type Tenant } from '../../../../common/schemas/tenant';
import { activeRecordActionsColumn, dateColumn, flagColumn, textColumn } from '../../../shared/list/columns';
import { SchemaField } from '../../../shared/list/SchemaField';
import { ListPage } from '../../../shared/list/ListPage';
import { RecordModal } from '../../../shared/list/RecordModal';
import { flagFilter, useFlagUpdate, type FlagText } from '../../../shared/list/record-flag';
import { useRecordEditor } from '../../../shared/list/use-record-editor';
import { TenantSlaFields, tenantSlaBody, tenantSlaValues, type TenantSlaValues } from '../sla/TenantSlaFields';

const TIME_ZONES = ['UTC', ...Intl.supportedValuesOf('timeZone').filter((zone) => zone !== 'UTC')].map((zone) => ({
  value: zone,
  label: zone,
}));

/** `rowAction`: more for a row, from the page (the tenant's API keys): a feature never imports another. */
export function TenantList({ rowAction }: { rowAction?: (row: Tenant) => ReactNode } = {}) {
  const { t, i18n } = useTranslation('admin');
  const editor = useRecordEditor<Tenant>();
  const flag: FlagText = {
    on: t('status.active'),
    off: t('status.suspended'),
    turnOn: t('tenant.reactivate'),
    turnOff: t('tenant.suspend'),
    turnedOn: t('tenant.reactivated'),
    turnedOff: t('tenant.suspended'),
  };
  const setActive = useFlagUpdate('tenants', 'active', flag);
  // Stable per edited row: the modal refills its form whenever the record changes.
  const record = useMemo(
    () => (editor.editing ? { ...editor.editing, ...tenantSlaValues(editor.editing) } : undefined),
    [editor.editing],
  );
  return (
    <>
      <ListPage<Tenant>
        resource="tenants"
        sorter={{ field: 'name', order: 'asc' }}
        filters={[flagFilter('active', t('columns.status'), flag)]}
        create={{ label: t('tenant.create'), testId: 'tenant-create', onClick: editor.create }}
        columns={[
          textColumn(t('columns.name'), 'name'),
          flagColumn(t('columns.status'), 'active', flag, 'red'),
          dateColumn(t('columns.created'), 'createdAt', i18n.language),
          activeRecordActionsColumn(
            t('columns.actions'),
            { onEdit: editor.edit, text: flag, setActive },
            (row) => t('tenant.suspendConfirm', { name: row.name }),
            rowAction,
          ),
        ]}
      />
      <RecordModal<{ name: string; timeZone?: string } & TenantSlaValues>
        {...editor.modal}
        record={record}
        resource="tenants"
        testId="tenant-form"
        title={editor.editing ? t('tenant.edit') : t('tenant.create')}
        toValues={(values) => ({ name: values.name, timeZone: values.timeZone ?? 'UTC', ...tenantSlaBody(values) })}
      >
        {(form) => (
          <>
            <SchemaField schema={tenantCreate} name="name" label={t('columns.name')} required>
              <Input data-testid="tenant-name" />
            </SchemaField>
            {/* Reports count a day, and SLA clocks their working hours, in this zone. */}
            <Form.Item name="timeZone" label={t('tenant.timeZone')} initialValue="UTC">
              <Select showSearch options={TIME_ZONES} data-testid="tenant-time-zone" />
            </Form.Item>
            <TenantSlaFields form={form} />
          </>
        )}
      </RecordModal>
    </>
  );
}
