// /dbbs/ad/tenant: client companies: list, create, rename, suspend and reactivate.
import { PlusOutlined } from '@ant-design/icons';
import type { BaseRecord } from '@refinedev/core';
import { Button, Form, Input, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { tenantCreate } from '../../../common/schemas/tenant';
import { zodRule } from '../../shared/list/form-rules';
import { ListPage } from '../../shared/list/ListPage';
import { RecordModal } from '../../shared/list/RecordModal';
import { flagFilter, FlagSwitch, FlagTag, useFlagUpdate, type FlagText } from '../../shared/list/record-flag';

interface TenantRow extends BaseRecord {
  id: string;
  name: string;
  active: boolean;
  createdAt: string;
}

export default function AdTenantPage() {
  const { t, i18n } = useTranslation('admin');
  const [editing, setEditing] = useState<TenantRow | null | undefined>(undefined);
  const flag: FlagText = {
    on: t('status.active'),
    off: t('status.suspended'),
    turnOn: t('tenant.reactivate'),
    turnOff: t('tenant.suspend'),
    turnedOn: t('tenant.reactivated'),
    turnedOff: t('tenant.suspended'),
  };
  const setActive = useFlagUpdate('tenants', 'active', flag);
  return (
    <>
      <ListPage<TenantRow>
        resource="tenants"
        testId="tenants"
        exportName="tenants"
        sorter={{ field: 'name', order: 'asc' }}
        filters={[flagFilter('active', t('columns.status'), flag)]}
        actions={
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing(null)} data-testid="tenant-create">
            {t('tenant.create')}
          </Button>
        }
        columns={[
          { title: t('columns.name'), dataIndex: 'name', sorter: true },
          {
            title: t('columns.status'),
            dataIndex: 'active',
            sorter: true,
            render: (active: boolean) => <FlagTag on={active} text={flag} offColor="red" />,
          },
          {
            title: t('columns.created'),
            dataIndex: 'createdAt',
            sorter: true,
            render: (at: string) => new Date(at).toLocaleDateString(i18n.language),
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
                  confirmOff={t('tenant.suspendConfirm', { name: row.name })}
                  onChange={(next) => void setActive(row.id, next)}
                  dangerOff
                />
              </Space>
            ),
          },
        ]}
      />
      <RecordModal<{ name: string }>
        resource="tenants"
        testId="tenant-form"
        title={editing ? t('tenant.edit') : t('tenant.create')}
        open={editing !== undefined}
        record={editing ?? undefined}
        toValues={(values) => ({ name: values.name })}
        onClose={() => setEditing(undefined)}
      >
        {() => (
          <Form.Item name="name" label={t('columns.name')} rules={zodRule(tenantCreate, 'name', t, { required: true })}>
            <Input data-testid="tenant-name" />
          </Form.Item>
        )}
      </RecordModal>
    </>
  );
}
