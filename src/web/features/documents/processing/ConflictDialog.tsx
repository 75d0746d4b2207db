/**
 * Someone else saved this document since it was read. The DBO chooses: take the server's
 * version (mine is dropped) or save mine over it at the server's version. Never merged silently,
 * and no way out without a choice (no close button, no Escape), so the autosave stays stopped.
 */
import { Modal, Space, Typography, Button } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

interface Props {
  open: boolean;
  onReload(): Promise<unknown>;
  onKeepMine(): Promise<unknown>;
}

export function ConflictDialog({ open, onReload, onKeepMine }: Props) {
  const { t } = useTranslation('processing');
  const [busy, setBusy] = useState<'reload' | 'keep' | null>(null);
  const choose = async (choice: 'reload' | 'keep') => {
    setBusy(choice);
    try {
      await (choice === 'reload' ? onReload() : onKeepMine());
    } finally {
      setBusy(null);
    }
  };
  return (
    <Modal
      open={open}
      title={t('conflict.title')}
      closable={false}
      keyboard={false}
      maskClosable={false}
      data-testid="processing-conflict"
      footer={
        <Space>
          <Button
            data-testid="processing-conflict-reload"
            loading={busy === 'reload'}
            disabled={busy !== null}
            onClick={() => void choose('reload')}
          >
            {t('conflict.reload')}
          </Button>
          <Button
            type="primary"
            data-testid="processing-conflict-keep"
            loading={busy === 'keep'}
            disabled={busy !== null}
            onClick={() => void choose('keep')}
            autoFocus
          >
            {t('conflict.keepMine')}
          </Button>
        </Space>
      }
    >
      <Typography.Paragraph>{t('conflict.body')}</Typography.Paragraph>
      <Typography.Paragraph type="secondary">{t('conflict.hint')}</Typography.Paragraph>
    </Modal>
  );
}
