/**
 * The account form: e-mail (fixed once created), name, roles and company; when editing, also
 * the locations within the company and, for back-office roles, the team.
 */
import { Form, Input, Modal, Select, type FormInstance } from 'antd';
import { useTranslation } from 'react-i18next';
import { ROLES } from '../../../../common/roles';
import { userAccountCreate } from '../../../../common/schemas/user';
import { useLabels } from '../../../shared/labels/use-labels';
import { SchemaField } from '../../../shared/list/SchemaField';
import type { Option } from '../../../shared/list/use-options';
import type { UserAccountRow } from '../../../../common/schemas/user';
import type { UserForm } from './user-account-types';
import { isBackOffice } from './use-user-account-writes';
import { NameSelect } from '../../../shared/list/NameSelect';

export function UserAccountModal(props: {
  form: FormInstance<UserForm>;
  /** The account edited; null to create one; undefined when closed. */
  editing: UserAccountRow | null | undefined;
  busy: boolean;
  onSave(): void;
  onCancel(): void;
  tenants: Option[];
  locations: Option[];
  teams: Option[];
}) {
  const { t } = useTranslation('admin');
  const labels = useLabels();
  const { form, editing } = props;
  const formTenant = Form.useWatch('tenantId', form);
  const formRoles = Form.useWatch('roles', form);
  const tenantLocations = props.locations.filter((option) => formTenant && option.row.tenantId === formTenant);
  const roleOptions = ROLES.map((role) => ({ value: role, label: labels.role(role) }));
  return (
    <Modal
      open={editing !== undefined}
      title={editing ? t('user.edit') : t('user.create')}
      okText={t('actions.save')}
      cancelText={t('actions.cancel')}
      onOk={props.onSave}
      confirmLoading={props.busy}
      onCancel={props.onCancel}
      okButtonProps={{ 'data-testid': 'user-form-save' } as never}
      forceRender
    >
      <Form form={form} layout="vertical" data-testid="user-form">
        <SchemaField schema={userAccountCreate} name="email" label={t('columns.email')} required>
          <Input disabled={Boolean(editing)} data-testid="user-email" />
        </SchemaField>
        <SchemaField schema={userAccountCreate} name="name" label={t('columns.name')} required>
          <Input data-testid="user-name" />
        </SchemaField>
        <SchemaField schema={userAccountCreate} name="roles" label={t('columns.roles')}>
          <Select mode="multiple" options={roleOptions} data-testid="user-roles" />
        </SchemaField>
        <Form.Item name="tenantId" label={t('columns.tenant')} extra={t('user.tenantHelp')}>
          <NameSelect
            allowClear
            options={props.tenants}
            data-testid="user-tenant"
            onChange={() => form.setFieldValue('locationIds', [])}
          />
        </Form.Item>
        {editing && (
          <Form.Item
            name="locationIds"
            label={t('user.locations')}
            extra={formTenant ? t('user.locationsHelp') : t('user.locationsNeedTenant')}
          >
            <NameSelect
              mode="multiple"
              allowClear
              disabled={!formTenant}
              options={tenantLocations.map(({ value, label }) => ({ value, label }))}
              data-testid="user-locations"
            />
          </Form.Item>
        )}
        {editing && isBackOffice(formRoles) && (
          <Form.Item name="teamId" label={t('user.team')} extra={t('user.teamHelp')}>
            <NameSelect
              allowClear
              placeholder={t('user.noTeam')}
              options={props.teams.map(({ value, label }) => ({ value, label }))}
              data-testid="user-team"
            />
          </Form.Item>
        )}
      </Form>
    </Modal>
  );
}
