/** Assign or reassign one document: a button that opens the picker in a small dialog. */
import { Button, Modal, Space, Typography, type ButtonProps } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DboLoad } from './queue-types';
import type { DocumentAtVersion } from './use-assign-documents';
import { WorkloadPicker } from './WorkloadPicker';

export interface AssignOneButtonProps {
  document: DocumentAtVersion & { title: string; assigneeId: string | null };
  loads: DboLoad[];
  busy: boolean;
  onAssign: (document: DocumentAtVersion, assigneeId: string) => Promise<unknown>;
}

export function AssignOneButton({ document, loads, busy, onAssign }: AssignOneButtonProps) {
  const { t } = useTranslation('queue');
  const [open, setOpen] = useState(false);
  const [assigneeId, setAssigneeId] = useState<string | undefined>(undefined);
  const reassign = Boolean(document.assigneeId);
  const submit = async () => {
    if (!assigneeId) return;
    try {
      await onAssign(document, assigneeId);
      setOpen(false);
    } catch {
      // The refusal was toasted and the list refetched; the dialog stays open for another choice.
    }
  };
  return (
    <>
      <Button
        size="small"
        onClick={() => {
          setAssigneeId(document.assigneeId ?? undefined);
          setOpen(true);
        }}
        data-testid={`assign-one-${document.id}`}
      >
        {reassign ? t('assign.reassign') : t('assign.assign')}
      </Button>
      <Modal
        open={open}
        title={reassign ? t('assign.reassignTitle') : t('assign.assignTitle')}
        okText={t('assign.apply')}
        cancelText={t('assign.cancel')}
        okButtonProps={{ disabled: !assigneeId, loading: busy, 'data-testid': 'assign-one-apply' } as ButtonProps}
        onOk={() => void submit()}
        onCancel={() => setOpen(false)}
        destroyOnHidden
      >
        <Space direction="vertical" style={{ width: '100%' }}>
          <Typography.Text strong>{document.title}</Typography.Text>
          <WorkloadPicker loads={loads} value={assigneeId} onChange={setAssigneeId} testId="assign-one-picker" />
        </Space>
      </Modal>
    </>
  );
}
