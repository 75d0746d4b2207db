// /dbbs/ad/assignments: which team serves which client company (all of it, or one location):
// list filtered by team and company, create, and delete with confirmation.
import { PlusOutlined } from '@ant-design/icons';
import { useDelete, type BaseRecord } from '@refinedev/core';
import { Button, Form, Popconfirm, Select, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { assignmentCreate } from '../../../common/schemas/assignment';
import { zodRule } from '../../shared/list/form-rules';
import { ListPage } from '../../shared/list/ListPage';
import { useToastedAction } from '../../shared/http/use-api';
import { RecordModal } from '../../shared/list/RecordModal';
import { nameOf, useOptions } from '../../shared/list/use-options';

interface AssignmentRow extends BaseRecord {
  id: string;
  teamId: string;
  tenantId: string;
  locationId: string | null;
  createdAt: string;
}
interface AssignmentForm {
  teamId: string;
  tenantId: string;
  locationId?: string | null;
}

export default function AdAssignmentsPage() {
  const { t, i18n } = useTranslation('admin');
  const teams = useOptions('teams');
  const tenants = useOptions('tenants');
  const locations = useOptions('locations');
  const [creating, setCreating] = useState(false);
  const { mutateAsync: remove } = useDelete();
  const run = useToastedAction();
  const locationLabel = (id: string | null) => (id ? nameOf(locations, id) : t('assignment.wholeTenant'));

  const removeAssignment = (row: AssignmentRow) =>
    run(
      () => remove({ resource: 'assignments', id: row.id, successNotification: false, errorNotification: false }),
      t('toast.deleted'),
    );

  return (
    <>
      <ListPage<AssignmentRow>
        resource="assignments"
        testId="assignments"
        exportName="assignments"
        search={false}
        sorter={{ field: 'createdAt', order: 'desc' }}
        exportRow={(row) => ({
          team: nameOf(teams, row.teamId),
          tenant: nameOf(tenants, row.tenantId),
          location: locationLabel(row.locationId),
          createdAt: row.createdAt,
        })}
        filters={[
          { name: 'teamId', label: t('columns.team'), kind: 'select', options: teams },
          { name: 'tenantId', label: t('columns.tenant'), kind: 'select', options: tenants },
        ]}
        actions={
          <Button
            type="primary"
            icon={<PlusOutlined />}
            onClick={() => setCreating(true)}
            data-testid="assignment-create"
          >
            {t('assignment.create')}
          </Button>
        }
        columns={[
          { title: t('columns.team'), dataIndex: 'teamId', sorter: true, render: (id: string) => nameOf(teams, id) },
          {
            title: t('columns.tenant'),
            dataIndex: 'tenantId',
            sorter: true,
            render: (id: string) => nameOf(tenants, id),
          },
          {
            title: t('columns.location'),
            dataIndex: 'locationId',
            sorter: true,
            render: (id: string | null) =>
              id ? nameOf(locations, id) : <Tag color="blue">{t('assignment.wholeTenant')}</Tag>,
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
              <Popconfirm
                title={t('assignment.deleteConfirm', {
                  team: nameOf(teams, row.teamId),
                  tenant: nameOf(tenants, row.tenantId),
                })}
                okText={t('actions.delete')}
                cancelText={t('actions.cancel')}
                onConfirm={() => removeAssignment(row)}
              >
                <Button size="small" danger data-testid={`assignment-delete-${row.id}`}>
                  {t('actions.delete')}
                </Button>
              </Popconfirm>
            ),
          },
        ]}
      />
      <RecordModal<AssignmentForm>
        resource="assignments"
        testId="assignment-form"
        title={t('assignment.create')}
        open={creating}
        toValues={(values) => ({
          teamId: values.teamId,
          tenantId: values.tenantId,
          locationId: values.locationId ?? null,
        })}
        onClose={() => setCreating(false)}
      >
        {(form) => (
          <>
            <Form.Item
              name="teamId"
              label={t('columns.team')}
              rules={zodRule(assignmentCreate, 'teamId', t, { required: true })}
            >
              <Select showSearch optionFilterProp="label" options={teams} data-testid="assignment-team" />
            </Form.Item>
            <Form.Item
              name="tenantId"
              label={t('columns.tenant')}
              rules={zodRule(assignmentCreate, 'tenantId', t, { required: true })}
            >
              <Select
                showSearch
                optionFilterProp="label"
                options={tenants}
                onChange={() => form.setFieldValue('locationId', null)}
                data-testid="assignment-tenant"
              />
            </Form.Item>
            <Form.Item noStyle dependencies={['tenantId']}>
              {({ getFieldValue }) => {
                const tenantId = getFieldValue('tenantId') as string | undefined;
                return (
                  <Form.Item name="locationId" label={t('columns.location')} extra={t('assignment.locationHelp')}>
                    <Select
                      allowClear
                      showSearch
                      optionFilterProp="label"
                      disabled={!tenantId}
                      placeholder={t('assignment.wholeTenant')}
                      options={locations.filter((location) => location.row.tenantId === tenantId)}
                      data-testid="assignment-location"
                    />
                  </Form.Item>
                );
              }}
            </Form.Item>
          </>
        )}
      </RecordModal>
    </>
  );
}
