/**
 * Drop or pick many files (or a folder); each uploads resumably over tus, three at a time, with
 * its progress, speed, pause/resume/cancel and the server's result.
 */
import { FolderOpenOutlined, InboxOutlined } from '@ant-design/icons';
import { useList } from '@refinedev/core';
import { Alert, Button, Flex, List, Space, Typography, Upload } from 'antd';
import { useEffect, useState, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import type { Setting } from '../../../common/schemas/setting';
import { ChosenLocationBar } from './ChosenLocationBar';
import { useChosenLocation } from './chosen-location';
import { formatBytes } from './format';
import { unfinishedUploads, uploadQueue } from './upload-queue';
import { UploadRow } from './UploadRow';
import { UploadSummary } from './UploadSummary';
import { HowThisWorks } from '../../shared/help/HowThisWorks';
import { useLabels } from '../../shared/labels/use-labels';

export function UploadFiles() {
  const { t, i18n } = useTranslation('uploads');
  const labels = useLabels();
  const [chosen] = useChosenLocation();
  const items = useSyncExternalStore(uploadQueue.subscribe, uploadQueue.items);
  const [unfinished, setUnfinished] = useState<string[]>([]);
  const { result: settings } = useList<Setting>({ resource: 'settings', pagination: { mode: 'off' } });
  const limit = settings.data.find((row) => row.id === 'uploadMaxBytes')?.value;
  const types = settings.data.find((row) => row.id === 'allowedTypes')?.value;

  useEffect(() => {
    void unfinishedUploads().then((found) => setUnfinished(found.map((upload) => upload.metadata.filename ?? '?')));
  }, []);

  // Files go to the queue, not to antd's own uploader (LIST_IGNORE keeps antd's list empty).
  const take = (file: File) => {
    if (chosen) uploadQueue.add([file], chosen.id);
    return Upload.LIST_IGNORE;
  };

  return (
    <Space direction="vertical" size="large" style={{ width: '100%' }}>
      <HowThisWorks screen="uploads" />
      <ChosenLocationBar />
      {unfinished.length > 0 && (
        <Alert
          type="info"
          showIcon
          closable
          message={t('uploads.unfinished', { n: unfinished.length, names: unfinished.slice(0, 5).join(', ') })}
          data-testid="unfinished"
        />
      )}
      {chosen && (
        <>
          <Upload.Dragger multiple showUploadList={false} beforeUpload={take} data-testid="upload-drop">
            <p className="ant-upload-drag-icon">
              <InboxOutlined />
            </p>
            <Typography.Paragraph strong>{t('uploads.drop')}</Typography.Paragraph>
            {typeof limit === 'number' && Array.isArray(types) && (
              <Typography.Paragraph type="secondary">
                {t('uploads.limits', {
                  size: formatBytes(limit, i18n.language),
                  types: types.map((type) => labels.fileType(String(type))).join(', '),
                })}
              </Typography.Paragraph>
            )}
          </Upload.Dragger>
          <Flex gap={8} wrap justify="space-between" align="center">
            <Upload directory showUploadList={false} beforeUpload={take}>
              <Button icon={<FolderOpenOutlined />}>{t('uploads.folder')}</Button>
            </Upload>
            <Button onClick={() => uploadQueue.clearFinished()} disabled={items.length === 0}>
              {t('action.clearFinished')}
            </Button>
          </Flex>
        </>
      )}
      {items.length > 0 && <UploadSummary items={items} />}
      {items.length > 0 && (
        <List
          bordered
          dataSource={items}
          rowKey="key"
          pagination={items.length > 50 ? { pageSize: 50, size: 'small' } : false}
          renderItem={(item) => (
            <List.Item>
              <UploadRow item={item} />
            </List.Item>
          )}
        />
      )}
    </Space>
  );
}
