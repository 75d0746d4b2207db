/** The buttons lists and rows repeat: create, edit, an action that asks first, an icon with a tooltip. */
import { PlusOutlined } from '@ant-design/icons';
import { Button, Popconfirm, Tooltip } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export function CreateButton({ onClick, testId, children }: { onClick(): void; testId: string; children: ReactNode }) {
  return (
    <Button type="primary" icon={<PlusOutlined />} onClick={onClick} data-testid={testId}>
      {children}
    </Button>
  );
}

export function EditButton({ onClick, testId }: { onClick(): void; testId?: string }) {
  const { t } = useTranslation('admin');
  return (
    <Button size="small" onClick={onClick} data-testid={testId}>
      {t('actions.edit')}
    </Button>
  );
}

/** A destructive action (delete, remove, disable): a red button that asks before it acts. */
export function ConfirmButton(props: {
  /** The question, naming the record. */
  title: string;
  /** The button's word, also the confirmation's; "Delete" unless given. */
  action?: string;
  onConfirm(): unknown;
  testId?: string;
}) {
  const { t } = useTranslation('admin');
  const action = props.action ?? t('actions.delete');
  return (
    <Popconfirm title={props.title} okText={action} cancelText={t('actions.cancel')} onConfirm={props.onConfirm}>
      <Button size="small" danger data-testid={props.testId}>
        {action}
      </Button>
    </Popconfirm>
  );
}

/** A small icon-only button; its tooltip also names it for screen readers. */
export function IconAction(props: {
  title: string;
  icon: ReactNode;
  onClick(): void;
  danger?: boolean;
  testId?: string;
}) {
  return (
    <Tooltip title={props.title}>
      <Button
        size="small"
        danger={props.danger}
        icon={props.icon}
        aria-label={props.title}
        onClick={props.onClick}
        data-testid={props.testId}
      />
    </Tooltip>
  );
}
