/** Each DBO's load on the dashboard: open documents, due today and overdue. */
import { Table, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { DboLoad } from './queue-types';

export function DboLoadTable({ loads }: { loads: DboLoad[] }) {
  const { t } = useTranslation('queue');
  return (
    <Table<DboLoad>
      size="small"
      rowKey="id"
      dataSource={loads}
      pagination={false}
      scroll={{ x: 360 }}
      locale={{ emptyText: t('dashboard.noDbos') }}
      onRow={(row) => ({ 'data-testid': `dbs-load-${row.email}` }) as React.HTMLAttributes<HTMLElement>}
      data-testid="dbs-loads"
    >
      <Table.Column<DboLoad>
        title={t('column.dbo')}
        dataIndex="name"
        render={(name: string, row) => (
          <>
            <Typography.Text>{name || row.email}</Typography.Text>
            {name && (
              <Typography.Text type="secondary" style={{ display: 'block', fontSize: 12 }}>
                {row.email}
              </Typography.Text>
            )}
          </>
        )}
      />
      <Table.Column<DboLoad>
        title={t('column.open')}
        dataIndex="open"
        align="end"
        render={(n: number) => <span data-testid="load-open">{n}</span>}
      />
      <Table.Column<DboLoad>
        title={t('column.dueToday')}
        dataIndex="dueToday"
        align="end"
        render={(n: number) => <span data-testid="load-due-today">{n}</span>}
      />
      <Table.Column<DboLoad>
        title={t('column.overdue')}
        dataIndex="overdue"
        align="end"
        render={(n: number) => (
          <Typography.Text type={n > 0 ? 'danger' : undefined} data-testid="load-overdue">
            {n}
          </Typography.Text>
        )}
      />
    </Table>
  );
}
