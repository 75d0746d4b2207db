// /dbbs/ad/locations: each client company's locations: list, create, edit, deactivate.
import { PlusOutlined } from '@ant-design/icons';
import type { BaseRecord } from '@refinedev/core';
import { Button, Form, Input, Select, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { locationCreate } from '../../../common/schemas/location';
import { zodRule } from '../../shared/list/form-rules';
import { ListPage } from '../../shared/list/ListPage';
import { RecordModal } from '../../shared/list/RecordModal';
import { flagFilter, FlagSwitch, FlagTag, useFlagUpdate, type FlagText } from '../../shared/list/record-flag';
import { nameOf, useOptions } from '../../shared/list/use-options';

interface LocationRow extends BaseRecord {
  id: string;
  tenantId: string;
  name: string;
  address: string | null;
  active: boolean;
  createdAt: string;
}

export default function AdLocationsPage() {
  const { t } = useTranslation('admin');
  const tenants = useOptions('tenants');
  const [editing, setEditing] = useState<LocationRow | null | undefined>(undefined);
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
      <ListPage<LocationRow>
        resource="locations"
        testId="locations"
        exportName="locations"
        sorter={{ field: 'name', order: 'asc' }}
        exportRow={(row) => ({ ...row, tenant: nameOf(tenants, row.tenantId) })}
        filters={[
          { name: 'tenantId', label: t('columns.tenant'), kind: 'select', options: tenants },
          flagFilter('active', t('columns.status'), flag),
        ]}
        actions={
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing(null)} data-testid="location-create">
            {t('location.create')}
          </Button>
        }
        columns={[
          { title: t('columns.name'), dataIndex: 'name', sorter: true },
          {
            title: t('columns.tenant'),
            dataIndex: 'tenantId',
            sorter: true,
            render: (id: string) => nameOf(tenants, id),
          },
          { title: t('columns.address'), dataIndex: 'address', sorter: true },
          {
            title: t('columns.status'),
            dataIndex: 'active',
            sorter: true,
            render: (active: boolean) => <FlagTag on={active} text={flag} />,
          },
          {
            title: t('columns.actions'),
            key: 'actions',
            render: (_, row) => (
              <Space>
                <Button size="small" onClick={() => setEditing(row)}>
                  {t('actions.edit')}
                </Button>
                <FlagSwitch
                  on={row.active}
                  text={flag}
                  confirmOff={t('location.deactivateConfirm', { name: row.name })}
                  onChange={(next) => void setActive(row.id, next)}
                  dangerOff
                />
              </Space>
            ),
          },
        ]}
      />
      <RecordModal<{ tenantId: string; name: string; address?: string }>
        resource="locations"
        testId="location-form"
        title={editing ? t('location.edit') : t('location.create')}
        open={editing !== undefined}
        record={editing ?? undefined}
        toValues={(values) =>
          editing
            ? { name: values.name, address: values.address || null }
            : { tenantId: values.tenantId, name: values.name, address: values.address || null }
        }
        onClose={() => setEditing(undefined)}
      >
        {() => (
          <>
            <Form.Item
              name="tenantId"
              label={t('columns.tenant')}
              rules={zodRule(locationCreate, 'tenantId', t, { required: true })}
            >
              <Select
                showSearch
                optionFilterProp="label"
                options={tenants}
                disabled={Boolean(editing)}
                data-testid="location-tenant"
              />
            </Form.Item>
            <Form.Item
              name="name"
              label={t('columns.name')}
              rules={zodRule(locationCreate, 'name', t, { required: true })}
            >
              <Input data-testid="location-name" />
            </Form.Item>
            <Form.Item name="address" label={t('columns.address')} rules={zodRule(locationCreate, 'address', t)}>
              <Input.TextArea rows={2} />
            </Form.Item>
          </>
        )}
      </RecordModal>
    </>
  );
}
