/**
 * Every upload across client companies, filtered by company, location, uploader, status and
 * date, with CSV export, preview and download of the file.
 */
import { DownloadOutlined, EyeOutlined } from '@ant-design/icons';
import { useNotification } from '@refinedev/core';
import { Space, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { UPLOAD_STATUSES, type Upload } from '../../../../common/schemas/upload';
import { formatSize } from '../../../../common/format-size';
import { useLabels } from '../../../shared/labels/use-labels';
import { IconAction } from '../../../shared/list/buttons';
import { actionsColumn, dateColumn, nameColumn, textColumn } from '../../../shared/list/columns';
import { ListPage } from '../../../shared/list/ListPage';
import { downloadUpload, previewUpload } from '../upload-content';
import { nameOf, useOptions } from '../../../shared/list/use-options';

const STATUS_COLORS: Record<Upload['status'], string> = { received: 'blue', accepted: 'green', rejected: 'red' };

export function FileUploadList() {
  const { t, i18n } = useTranslation('admin');
  const labels = useLabels();
  const tenants = useOptions('tenants');
  const locations = useOptions('locations');
  const users = useOptions('users');
  const { open } = useNotification();
  const statusOptions = UPLOAD_STATUSES.map((status) => ({ value: status, label: t(`uploadStatus.${status}`) }));
  const locationOptions = locations.map((location) => ({
    ...location,
    label: `${location.label} (${nameOf(tenants, location.row.tenantId)})`,
  }));

  const fetchFile = async (work: () => Promise<void>) => {
    try {
      await work();
    } catch (error) {
      open?.({ type: 'error', message: t('fileUploads.fileFailed'), description: (error as Error).message });
    }
  };

  return (
    <ListPage<Upload>
      resource="uploads"
      testId="fileuploads"
      sorter={{ field: 'createdAt', order: 'desc' }}
      exportRow={(row) => ({
        fileName: row.fileName,
        tenant: nameOf(tenants, row.tenantId),
        location: nameOf(locations, row.locationId),
        uploader: nameOf(users, row.uploaderId),
        mimeType: row.mimeType,
        size: row.size,
        status: row.status,
        createdAt: row.createdAt,
      })}
      filters={[
        { name: 'tenantId', label: t('columns.tenant'), kind: 'select', options: tenants },
        { name: 'locationId', label: t('columns.location'), kind: 'select', options: locationOptions },
        { name: 'uploaderId', label: t('fileUploads.uploader'), kind: 'select', options: users },
        { name: 'status', label: t('columns.status'), kind: 'select', options: statusOptions, multiple: true },
        { name: 'createdAt', label: t('fileUploads.uploadedAt'), kind: 'dateRange' },
      ]}
      columns={[
        textColumn(t('fileUploads.fileName'), 'fileName'),
        nameColumn(t('columns.tenant'), 'tenantId', tenants),
        nameColumn(t('columns.location'), 'locationId', locations),
        nameColumn(t('fileUploads.uploader'), 'uploaderId', users),
        {
          title: t('fileUploads.type'),
          dataIndex: 'mimeType',
          render: (mimeType: string) => <span title={mimeType}>{labels.fileType(mimeType)}</span>,
        },
        {
          title: t('fileUploads.size'),
          dataIndex: 'size',
          sorter: true,
          align: 'right',
          render: (size: number) => formatSize(size, i18n.language),
        },
        {
          title: t('columns.status'),
          dataIndex: 'status',
          sorter: true,
          render: (status: Upload['status']) => <Tag color={STATUS_COLORS[status]}>{t(`uploadStatus.${status}`)}</Tag>,
        },
        dateColumn(t('fileUploads.uploadedAt'), 'createdAt', i18n.language, { withTime: true }),
        actionsColumn(t('columns.actions'), (row) => (
          <Space>
            <IconAction
              title={t('fileUploads.preview')}
              icon={<EyeOutlined />}
              onClick={() => void fetchFile(() => previewUpload(row.id))}
              testId={`upload-preview-${row.id}`}
            />
            <IconAction
              title={t('fileUploads.download')}
              icon={<DownloadOutlined />}
              onClick={() => void fetchFile(() => downloadUpload(row.id, row.fileName))}
              testId={`upload-download-${row.id}`}
            />
          </Space>
        )),
      ]}
    />
  );
}
