/**
 * The documents waiting for a decision, oldest first, with a selection for the bulk decision.
 * Each row says enough to decide without opening it: vendor, number, total (in the document's
 * currency) and who processed it. Follows the live stream, so a document that arrives (or is
 * decided elsewhere) shows at once.
 */
import { useTable } from '@refinedev/antd';
import { useList } from '@refinedev/core';
import { Alert, Button, Card, Flex, Table, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatMoney } from '../../../../common/document-totals';
import type { DocumentListEntry } from '../../../../common/schemas/document';
import { api } from '../../../shared/http/api-client';
import { apiProblem } from '../../../shared/http/api-problem';
import { useLiveRefetch } from '../../../shared/live/use-live-refetch';
import type { DecisionMode } from './decision-modes';
import { placeColumn, receivedColumn } from '../../../shared/list/document-columns';

interface Props {
  mode: DecisionMode;
  openPath(id: string): string;
}

function useNames(resource: string) {
  const { result } = useList<{ id: string; name: string }>({
    resource,
    pagination: { mode: 'off' },
    errorNotification: false,
  });
  return result.data;
}

export function DecisionList({ mode, openPath }: Props) {
  const { t, i18n } = useTranslation('review');
  const [selected, setSelected] = useState<string[]>([]);
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<{ type: 'success' | 'error'; text: string } | null>(null);
  const tenants = useNames('tenants');
  const locations = useNames('locations');
  const { tableProps, tableQuery } = useTable<DocumentListEntry>({
    resource: 'documents',
    syncWithLocation: false,
    pagination: { pageSize: 50 },
    sorters: { initial: [{ field: 'createdAt', order: 'asc' }] },
    filters: { permanent: [{ field: 'status', operator: 'eq', value: mode.status }] },
    errorNotification: (error) => ({ type: 'error', message: t('loadFailed'), description: apiProblem(error).message }),
  });
  useLiveRefetch('resources/documents', tableQuery.refetch);
  const rows = useMemo(() => tableProps.dataSource ?? [], [tableProps.dataSource]);
  const nameOf = useMemo(() => {
    const names = new Map<string, string>();
    for (const item of [...tenants, ...locations]) names.set(item.id, item.name);
    return (id: string) => names.get(id) ?? '';
  }, [tenants, locations]);
  // Only what is still listed counts: a document decided elsewhere leaves the selection.
  const chosen = rows.filter((row) => selected.includes(row.id));

  const decideSelected = async () => {
    setBusy(true);
    setOutcome(null);
    try {
      await api.post(mode.bulk, { body: { documents: chosen.map((row) => ({ id: row.id, version: row.version })) } });
      setOutcome({ type: 'success', text: t(`${mode.key}.bulkDone`, { count: chosen.length }) });
      setSelected([]);
    } catch (error) {
      setOutcome({ type: 'error', text: error instanceof Error ? error.message : String(error) });
    } finally {
      setBusy(false);
      await tableQuery.refetch();
    }
  };

  return (
    <Flex vertical gap={12} data-testid={`${mode.key}-list`}>
      <Card size="small">
        <Flex wrap justify="space-between" align="center" gap={8}>
          <Typography.Text data-testid={`${mode.key}-selected-count`}>
            {t('selected', { count: chosen.length })}
          </Typography.Text>
          <Button
            type="primary"
            disabled={chosen.length === 0}
            loading={busy}
            onClick={() => void decideSelected()}
            data-testid={`${mode.key}-bulk`}
          >
            {t(`${mode.key}.bulk`, { count: chosen.length })}
          </Button>
        </Flex>
      </Card>
      {outcome && (
        <Alert
          type={outcome.type}
          showIcon
          closable
          onClose={() => setOutcome(null)}
          message={outcome.text}
          role={outcome.type === 'error' ? 'alert' : 'status'}
          data-testid={`${mode.key}-bulk-outcome`}
        />
      )}
      <Table<DocumentListEntry>
        {...tableProps}
        rowKey="id"
        size="middle"
        scroll={{ x: 1000 }}
        locale={{ emptyText: t(`${mode.key}.empty`) }}
        rowSelection={{
          selectedRowKeys: selected,
          onChange: (keys) => setSelected(keys as string[]),
          getCheckboxProps: (row) =>
            ({ 'data-testid': `${mode.key}-select-${row.id}`, 'aria-label': row.title }) as object,
        }}
        onRow={(row) => ({ 'data-testid': `${mode.key}-row-${row.id}` }) as React.HTMLAttributes<HTMLElement>}
        data-testid={`${mode.key}-table`}
      >
        <Table.Column<DocumentListEntry>
          title={t('column.document')}
          dataIndex="title"
          render={(title: string, row) => (
            <Link to={openPath(row.id)} data-testid={`${mode.key}-open-${row.id}`}>
              {title}
            </Link>
          )}
        />
        <Table.Column<DocumentListEntry>
          title={t('column.vendor')}
          dataIndex="vendor"
          render={(vendor: string | null, row) => <span data-testid={`${mode.key}-vendor-${row.id}`}>{vendor}</span>}
        />
        <Table.Column<DocumentListEntry>
          title={t('column.number')}
          dataIndex="docNumber"
          render={(number: string | null, row) => <span data-testid={`${mode.key}-number-${row.id}`}>{number}</span>}
        />
        <Table.Column<DocumentListEntry>
          title={t('column.total')}
          dataIndex="totalCents"
          align="right"
          render={(cents: number | null, row) => (
            <span data-testid={`${mode.key}-total-${row.id}`}>
              {cents !== null && row.currency ? formatMoney(cents, row.currency, i18n.language) : ''}
            </span>
          )}
        />
        <Table.Column<DocumentListEntry>
          title={t('column.processedBy')}
          dataIndex="processorName"
          render={(name: string | null, row) => <span data-testid={`${mode.key}-processor-${row.id}`}>{name}</span>}
        />
        {placeColumn<DocumentListEntry>(t('column.place'), (row) => [nameOf(row.tenantId), nameOf(row.locationId)])}
        {receivedColumn<DocumentListEntry>(t('column.received'), i18n.language)}
      </Table>
    </Flex>
  );
}
