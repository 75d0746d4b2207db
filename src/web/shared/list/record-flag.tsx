/**
 * A record's on/off flag: a tenant's or a location's `active`, a content's `published`. One
 * place for its status tag, its list filter, its switch (turning it off asks first, SPEC-style
 * confirmation of destructive actions) and the update with its toast.
 */
import { useUpdate } from '@refinedev/core';
import { Button, Popconfirm, Space, Tag } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { EditButton } from './buttons';
import type { FilterField } from './ListPage';
import { useToastedAction } from '../http/use-api-write';

export interface FlagText {
  /** Status words: "Active" / "Suspended", "Published" / "Draft". */
  on: string;
  off: string;
  /** Action words: "Reactivate" / "Suspend", "Publish" / "Unpublish". */
  turnOn: string;
  turnOff: string;
  /** Toasts after the change. */
  turnedOn: string;
  turnedOff: string;
}

export function flagFilter(name: string, label: string, text: FlagText): FilterField {
  return {
    name,
    label,
    kind: 'select',
    options: [
      { value: true, label: text.on },
      { value: false, label: text.off },
    ],
  };
}

export function FlagTag({ on, text, offColor = 'default' }: { on: boolean; text: FlagText; offColor?: string }) {
  return <Tag color={on ? 'green' : offColor}>{on ? text.on : text.off}</Tag>;
}

interface FlagSwitchProps {
  on: boolean;
  text: FlagText;
  /** The question before turning off, naming the record. */
  confirmOff: string;
  onChange(next: boolean): void;
  /** Turning off is destructive for access (a suspended tenant's users are out): shown in red. */
  dangerOff?: boolean;
  primaryOn?: boolean;
  turnOnTestId?: string;
}

export function FlagSwitch({
  on,
  text,
  confirmOff,
  onChange,
  dangerOff = false,
  primaryOn = false,
  turnOnTestId,
}: FlagSwitchProps) {
  const { t } = useTranslation('admin');
  if (!on) {
    return (
      <Button
        size="small"
        type={primaryOn ? 'primary' : 'default'}
        onClick={() => onChange(true)}
        data-testid={turnOnTestId}
      >
        {text.turnOn}
      </Button>
    );
  }
  return (
    <Popconfirm
      title={confirmOff}
      okText={text.turnOff}
      cancelText={t('actions.cancel')}
      onConfirm={() => onChange(false)}
    >
      <Button size="small" danger={dangerOff}>
        {text.turnOff}
      </Button>
    </Popconfirm>
  );
}

/** A row's edit button beside its flag switch, and any further actions after them. */
export function EditAndFlag({ onEdit, children, ...flag }: FlagSwitchProps & { onEdit(): void; children?: ReactNode }) {
  return (
    <Space>
      <EditButton onClick={onEdit} />
      <FlagSwitch {...flag} />
      {children}
    </Space>
  );
}

/** Sets the flag on one record through the data provider, with a toast either way. */
export function useFlagUpdate(resource: string, field: string, text: FlagText) {
  const { mutateAsync: update } = useUpdate();
  const run = useToastedAction();
  return (id: string, next: boolean) =>
    run(
      () => update({ resource, id, values: { [field]: next }, successNotification: false, errorNotification: false }),
      next ? text.turnedOn : text.turnedOff,
    );
}
