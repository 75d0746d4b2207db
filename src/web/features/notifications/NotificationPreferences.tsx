/** The preferences dialog: one switch per kind, saved for me alone. */
import { Alert, App, Flex, Modal, Skeleton, Switch, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NOTIFICATION_KINDS, type NotificationKind } from '../../../common/notifications';
import { useNotificationWrites, usePreferences } from './use-notifications';

export function NotificationPreferences({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation('notifications');
  const { message } = App.useApp();
  const saved = usePreferences(open);
  const writes = useNotificationWrites();
  const [kinds, setKinds] = useState<Partial<Record<NotificationKind, boolean>>>({});
  useEffect(() => {
    if (open && saved.kinds) setKinds(saved.kinds);
  }, [open, saved.kinds]);

  const save = async () => {
    try {
      await writes.savePreferences(kinds);
      void message.success(t('preferencesSaved'));
      void saved.refetch();
      onClose();
    } catch {
      void message.error(t('preferencesFailed'));
    }
  };

  return (
    <Modal
      open={open}
      title={t('preferencesTitle')}
      onCancel={onClose}
      onOk={() => void save()}
      okText={t('save')}
      cancelText={t('cancel')}
      okButtonProps={{ loading: writes.busy, disabled: !saved.kinds }}
      width={576}
      destroyOnHidden
    >
      <Typography.Paragraph type="secondary">{t('preferencesHelp')}</Typography.Paragraph>
      {saved.isLoading ? (
        <Skeleton active />
      ) : saved.isError ? (
        <Alert type="error" showIcon message={t('loadFailed')} />
      ) : (
        <Flex vertical gap={12}>
          {NOTIFICATION_KINDS.map((kind) => (
            <Flex key={kind} justify="space-between" align="center" gap={12}>
              <label htmlFor={`notification-kind-${kind}`}>{t(`kindLabel.${kind}`)}</label>
              <Switch
                id={`notification-kind-${kind}`}
                checked={kinds[kind] ?? true}
                onChange={(on) => setKinds((current) => ({ ...current, [kind]: on }))}
                data-testid={`notification-kind-${kind}`}
              />
            </Flex>
          ))}
        </Flex>
      )}
    </Modal>
  );
}
