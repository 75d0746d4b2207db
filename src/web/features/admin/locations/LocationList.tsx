/** Each client company's locations: list, create, edit, deactivate. */
import { Input } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { locationCreate, type Location } from '../../../../common/schemas/location';
import { activeRecordActionsColumn, flagColumn, nameColumn, textColumn } from '../../../shared/list/columns';
import { SchemaField } from '../../../shared/list/SchemaField';
import { ListPage } from '../../../shared/list/ListPage';
import { RecordModal } from '../../../shared/list/RecordModal';
import { flagFilter, useFlagUpdate, type FlagText } from '../../../shared/list/record-flag';
import { nameOf, useOptions } from '../../../shared/list/use-options';
import { useRecordEditor } from '../../../shared/list/use-record-editor';
import { NameSelect } from '../../../shared/list/NameSelect';

/** rowExtra: what the page adds to each row's actions (the address for documents by email). */
export function LocationList({ rowExtra }: { rowExtra?: (row: Location) => ReactNode } = {}) {
  const { t } = useTranslation('admin');
  const tenants = useOptions('tenants');
  const editor = useRecordEditor<Location>();
  const flag: FlagText = {
    on: t('status.active'),
    off: t('status.inactive'),
    turnOn: t('location.activate'),
    turnOff: t('location.deactivate'),
    turnedOn: t('toast.saved'),
    turnedOff: t('toast.saved'),
  };
  const setActive = useFlagUpdate('locations', 'active', flag);
  return (
    <>
      <ListPage<Location>
        resource="locations"
        sorter={{ field: 'name', order: 'asc' }}
        exportRow={(row) => ({ ...row, tenant: nameOf(tenants, row.tenantId) })}
        filters={[
          { name: 'tenantId', label: t('columns.tenant'), kind: 'select', options: tenants },
          flagFilter('active', t('columns.status'), flag),
        ]}
        create={{ label: t('location.create'), testId: 'location-create', onClick: editor.create }}
        columns={[
          textColumn(t('columns.name'), 'name'),
          nameColumn(t('columns.tenant'), 'tenantId', tenants),
          textColumn(t('columns.address'), 'address'),
          flagColumn(t('columns.status'), 'active', flag),
          activeRecordActionsColumn(
            t('columns.actions'),
            { onEdit: editor.edit, text: flag, setActive },
            (row) => t('location.deactivateConfirm', { name: row.name }),
            rowExtra,
          ),
        ]}
      />
      <RecordModal<{ tenantId: string; name: string; address?: string }>
        {...editor.modal}
        resource="locations"
        testId="location-form"
        title={editor.editing ? t('location.edit') : t('location.create')}
        toValues={(values) =>
          editor.editing
            ? { name: values.name, address: values.address || null }
            : { tenantId: values.tenantId, name: values.name, address: values.address || null }
        }
      >
        {() => (
          <>
            <SchemaField schema={locationCreate} name="tenantId" label={t('columns.tenant')} required>
              <NameSelect options={tenants} disabled={Boolean(editor.editing)} data-testid="location-tenant" />
            </SchemaField>
            <SchemaField schema={locationCreate} name="name" label={t('columns.name')} required>
              <Input data-testid="location-name" />
            </SchemaField>
            <SchemaField schema={locationCreate} name="address" label={t('columns.address')}>
              <Input.TextArea rows={2} />
            </SchemaField>
          </>
        )}
      </RecordModal>
    </>
  );
}
