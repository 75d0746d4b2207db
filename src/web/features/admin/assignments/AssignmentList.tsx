/**
 * Which team serves which client company (all of it, or one location): list filtered by team
 * and company, create, and delete with confirmation.
 */
import { Form, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { assignmentCreate, type Assignment, type AssignmentCreate } from '../../../../common/schemas/assignment';
import { ConfirmButton } from '../../../shared/list/buttons';
import { actionsColumn, dateColumn, nameColumn } from '../../../shared/list/columns';
import { SchemaField } from '../../../shared/list/SchemaField';
import { ListPage } from '../../../shared/list/ListPage';
import { RecordModal } from '../../../shared/list/RecordModal';
import { nameOf, useOptions } from '../../../shared/list/use-options';
import { useRemoveRecord } from '../../../shared/list/use-remove-record';
import { NameSelect } from '../../../shared/list/NameSelect';

export function AssignmentList() {
  const { t, i18n } = useTranslation('admin');
  const teams = useOptions('teams');
  const tenants = useOptions('tenants');
  const locations = useOptions('locations');
  const [creating, setCreating] = useState(false);
  const remove = useRemoveRecord('assignments');
  const locationLabel = (id: string | null) => (id ? nameOf(locations, id) : t('assignment.wholeTenant'));

  return (
    <>
      <ListPage<Assignment>
        resource="assignments"
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
        create={{ label: t('assignment.create'), testId: 'assignment-create', onClick: () => setCreating(true) }}
        columns={[
          nameColumn(t('columns.team'), 'teamId', teams),
          nameColumn(t('columns.tenant'), 'tenantId', tenants),
          {
            title: t('columns.location'),
            dataIndex: 'locationId',
            sorter: true,
            render: (id: string | null) =>
              id ? nameOf(locations, id) : <Tag color="blue">{t('assignment.wholeTenant')}</Tag>,
          },
          dateColumn(t('columns.created'), 'createdAt', i18n.language),
          actionsColumn(t('columns.actions'), (row) => (
            <ConfirmButton
              title={t('assignment.deleteConfirm', {
                team: nameOf(teams, row.teamId),
                tenant: nameOf(tenants, row.tenantId),
              })}
              onConfirm={() => remove(row.id, t('toast.deleted'))}
              testId={`assignment-delete-${row.id}`}
            />
          )),
        ]}
      />
      <RecordModal<AssignmentCreate>
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
            <SchemaField schema={assignmentCreate} name="teamId" label={t('columns.team')} required>
              <NameSelect options={teams} data-testid="assignment-team" />
            </SchemaField>
            <SchemaField schema={assignmentCreate} name="tenantId" label={t('columns.tenant')} required>
              <NameSelect
                options={tenants}
                onChange={() => form.setFieldValue('locationId', null)}
                data-testid="assignment-tenant"
              />
            </SchemaField>
            <Form.Item noStyle dependencies={['tenantId']}>
              {({ getFieldValue }) => {
                const tenantId = getFieldValue('tenantId') as string | undefined;
                return (
                  <Form.Item name="locationId" label={t('columns.location')} extra={t('assignment.locationHelp')}>
                    <NameSelect
                      allowClear
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
