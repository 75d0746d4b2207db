/** One file's outcome in words: accepted, duplicate of an earlier upload (a link), or refused and why. */
import { Button, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { IntakeResult } from '../../../common/uploads';
import { formatBytes } from './format';
import { openUploadFile } from './upload-api';

export function UploadResult({ result }: { result: IntakeResult }) {
  const { t, i18n } = useTranslation('uploads');
  const open = (id: string) => () => void openUploadFile(id).catch(() => undefined);
  switch (result.status) {
    case 'accepted':
      return (
        <Space size={4} wrap data-testid="upload-result" data-result="accepted">
          <Typography.Text type="success">{t('result.accepted')}</Typography.Text>
          <Button type="link" size="small" onClick={open(result.uploadId)}>
            {t('result.view')}
          </Button>
        </Space>
      );
    case 'duplicate':
      return (
        <Space size={4} wrap data-testid="upload-result" data-result="duplicate">
          <Typography.Text type="warning">{t('result.duplicate', { name: result.duplicateName })}</Typography.Text>
          <Button type="link" size="small" onClick={open(result.duplicateOf)}>
            {t('result.openEarlier')}
          </Button>
        </Space>
      );
    case 'rejected': {
      const text =
        result.reason === 'size'
          ? t('result.rejectedSize', { limit: formatBytes(result.limit ?? 0, i18n.language) })
          : result.reason === 'empty'
            ? t('result.rejectedEmpty')
            : t('result.rejectedType', {
                type: result.detectedType ?? '?',
                allowed: (result.allowedTypes ?? []).join(', '),
              });
      return (
        <Typography.Text type="danger" data-testid="upload-result" data-result="rejected">
          {text}
        </Typography.Text>
      );
    }
    case 'cancelled':
      return <Typography.Text type="secondary">{t('state.cancelled')}</Typography.Text>;
    case 'expired':
      return <Typography.Text type="secondary">{t('result.expired')}</Typography.Text>;
    default:
      return <Typography.Text type="secondary">{t('state.checking')}</Typography.Text>;
  }
}
