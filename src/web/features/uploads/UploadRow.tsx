/** One queued file: its name, progress and speed, pause/resume/cancel, and in the end its result. */
import { CloseOutlined, PauseOutlined, CaretRightOutlined } from '@ant-design/icons';
import { Flex, Progress, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { IconAction } from '../../shared/list/buttons';
import { formatBytes, formatSpeed } from './format';
import { uploadQueue, type QueueItem } from './upload-queue';
import { UploadResult } from './UploadResult';

export function UploadRow({ item }: { item: QueueItem }) {
  const { t, i18n } = useTranslation('uploads');
  const percent = item.size ? Math.floor((item.sent / item.size) * 100) : 0;
  const active = item.state === 'uploading' || item.state === 'queued';
  const status =
    item.state === 'failed'
      ? 'exception'
      : item.state === 'done'
        ? 'success'
        : item.state === 'uploading' || item.state === 'checking'
          ? 'active'
          : 'normal';
  return (
    <Flex vertical gap={4} style={{ width: '100%' }} data-testid="upload-row" data-state={item.state}>
      <Flex justify="space-between" align="center" gap={8} wrap>
        <Typography.Text strong ellipsis style={{ maxWidth: '100%', minWidth: 0, flex: '1 1 200px' }} title={item.name}>
          {item.name}
        </Typography.Text>
        <Space size={4}>
          <Typography.Text type="secondary">{formatBytes(item.size, i18n.language)}</Typography.Text>
          {item.state === 'uploading' && item.speed > 0 && (
            <Typography.Text type="secondary">· {formatSpeed(item.speed, i18n.language)}</Typography.Text>
          )}
          {active && (
            <IconAction
              title={t('action.pause')}
              icon={<PauseOutlined />}
              onClick={() => uploadQueue.pause(item.key)}
            />
          )}
          {(item.state === 'paused' || item.state === 'failed') && (
            <IconAction
              title={t('action.resume')}
              icon={<CaretRightOutlined />}
              onClick={() => uploadQueue.resume(item.key)}
            />
          )}
          {(active || item.state === 'paused' || item.state === 'failed') && (
            <IconAction
              title={t('action.cancel')}
              danger
              icon={<CloseOutlined />}
              onClick={() => uploadQueue.cancel(item.key)}
            />
          )}
        </Space>
      </Flex>
      {item.state !== 'done' && item.state !== 'cancelled' && (
        <Progress percent={percent} status={status} size="small" data-testid="upload-progress" />
      )}
      {item.state === 'done' && item.result && <UploadResult result={item.result} />}
      {item.state === 'cancelled' && <Typography.Text type="secondary">{t('state.cancelled')}</Typography.Text>}
      {item.state === 'queued' && <Typography.Text type="secondary">{t('state.queued')}</Typography.Text>}
      {item.state === 'paused' && <Typography.Text type="secondary">{t('state.paused')}</Typography.Text>}
      {item.state === 'checking' && <Typography.Text type="secondary">{t('state.checking')}</Typography.Text>}
      {item.state === 'failed' && (
        <Typography.Text type="danger">
          {t('state.failed', { reason: item.error ?? t('state.networkLost') })}
        </Typography.Text>
      )}
    </Flex>
  );
}
