/**
 * The table of uploads both list pages show: file (and "by email from …" for an email upload),
 * time, location, uploader, size, document status.
 */
import { Button, Table, Typography, type TableProps } from 'antd';
import { useTranslation } from 'react-i18next';
import type { UploadHistoryRow } from '../../../common/uploads';
import { DocumentStatusTag } from '../../shared/status/DocumentStatusTag';
import { formatBytes, formatTime } from './format';
import { openUploadFile } from './upload-api';

export function UploadsTable({
  tableProps,
  showLocation,
  showUploader,
}: {
  tableProps: TableProps<UploadHistoryRow>;
  showLocation?: boolean;
  showUploader?: boolean;
}) {
  const { t, i18n } = useTranslation(['uploads', 'intake']);
  return (
    <Table<UploadHistoryRow> {...tableProps} rowKey="id" size="middle" scroll={{ x: 720 }} data-testid="uploads-table">
      <Table.Column<UploadHistoryRow>
        dataIndex="fileName"
        title={t('column.file')}
        sorter
        render={(name: string, row) => (
          <>
            <Button
              type="link"
              size="small"
              style={{ padding: 0, whiteSpace: 'normal', textAlign: 'start' }}
              onClick={() => void openUploadFile(row.id).catch(() => undefined)}
            >
              {name}
            </Button>
            {row.source === 'email' && (
              <Typography.Text
                type="secondary"
                style={{ display: 'block', fontSize: 12 }}
                data-testid="upload-by-email"
                title={row.note ?? undefined}
              >
                {t('intake:byEmailFrom', { sender: row.sender })}
              </Typography.Text>
            )}
          </>
        )}
      />
      <Table.Column<UploadHistoryRow>
        dataIndex="createdAt"
        title={t('column.time')}
        sorter
        defaultSortOrder="descend"
        render={(value: string) => formatTime(value, i18n.language)}
      />
      {showLocation && <Table.Column<UploadHistoryRow> dataIndex="locationName" title={t('column.location')} />}
      {showUploader && <Table.Column<UploadHistoryRow> dataIndex="uploaderName" title={t('column.uploader')} />}
      <Table.Column<UploadHistoryRow>
        dataIndex="size"
        title={t('column.size')}
        sorter
        render={(value: number) => formatBytes(value, i18n.language)}
      />
      <Table.Column<UploadHistoryRow>
        dataIndex="documentStatus"
        title={t('column.status')}
        render={(value: string | null) => <DocumentStatusTag status={value} />}
      />
    </Table>
  );
}
