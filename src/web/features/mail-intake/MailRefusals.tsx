/** The latest refused emails with their reasons, for the administrator's file uploads page. */
import { Card, Empty, Table, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { API_PATHS } from '../../../common/api-paths';
import type { MailRefusal } from '../../../common/schemas/mail-intake';
import { LoadFailure } from '../../shared/feedback/LoadFailure';
import { useApiQuery } from '../../shared/http/use-api-query';

export function MailRefusals() {
  const { t, i18n } = useTranslation('intake');
  const { data, isLoading, error, refetch } = useApiQuery<MailRefusal[]>(API_PATHS.mailIntake.refusals);
  return (
    <Card title={t('refusals.title')} size="small" style={{ marginTop: 16 }} data-testid="mail-refusals">
      {error ? (
        <LoadFailure title={t('refusals.loadFailed')} reason={error.message} onRetry={() => void refetch()} />
      ) : (
        <Table<MailRefusal>
          rowKey="id"
          size="small"
          loading={isLoading}
          dataSource={data ?? []}
          pagination={{ pageSize: 10, hideOnSinglePage: true }}
          locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('refusals.empty')} /> }}
          scroll={{ x: 720 }}
        >
          <Table.Column<MailRefusal>
            dataIndex="createdAt"
            title={t('refusals.columns.time')}
            render={(value: string) => new Date(value).toLocaleString(i18n.language)}
          />
          <Table.Column<MailRefusal> dataIndex="sender" title={t('refusals.columns.sender')} />
          <Table.Column<MailRefusal> dataIndex="recipient" title={t('refusals.columns.recipient')} />
          <Table.Column<MailRefusal> dataIndex="locationName" title={t('refusals.columns.location')} />
          <Table.Column<MailRefusal>
            dataIndex="reason"
            title={t('refusals.columns.reason')}
            render={(reason: MailRefusal['reason']) => <Tag>{t(`refusals.reason.${reason}`)}</Tag>}
          />
          <Table.Column<MailRefusal> dataIndex="code" title={t('refusals.columns.code')} />
        </Table>
      )}
    </Card>
  );
}
