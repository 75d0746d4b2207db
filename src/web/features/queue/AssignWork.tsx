/**
 * The supervisor's assignment page (/dbbs/dbsarea/assignWork): new and assigned documents in
 * scope, filtered and sorted by due time, overdue ones highlighted. Assign one (its row's
 * button), many to a chosen DBO, or Distribute the selection by least load in one call. Every
 * write sends the version the row was read at; a 409 toasts the server's message and refetches.
 * A search box finds one document by file name, vendor or number (the URL's `?q=`).
 */
import { useTable } from '@refinedev/antd';
import type { CrudFilter } from '@refinedev/core';
import { Button, Card, Flex, Table, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isOverdue } from '../../shared/due/overdue';
import { useOverdueRow } from '../../shared/due/use-overdue-row';
import { apiProblem } from '../../shared/http/api-problem';
import { AssignFilters, toDocumentFilters, usePlaces, type AssignFilterValues } from './AssignFilters';
import { AssignOneButton } from './AssignOneButton';
import { DocumentSearch, useDocumentSearch } from './DocumentSearch';
import type { DocumentRow } from './queue-types';
import { useAssignDocuments, type DocumentAtVersion } from './use-assign-documents';
import { useWorkload } from './use-queue-data';
import { WorkloadPicker } from './WorkloadPicker';
import { dueColumn, placeColumn, receivedColumn, statusColumn } from '../../shared/list/document-columns';

const ASSIGNABLE: CrudFilter = { field: 'status', operator: 'eq', value: ['new', 'assigned'] };

export function AssignWork() {
  const { t, i18n } = useTranslation('queue');
  const overdueRow = useOverdueRow();
  const { tenants, locations } = usePlaces();
  const workload = useWorkload();
  const loads = useMemo(() => workload.data ?? [], [workload.data]);
  const { assignOne, assignMany, distribute, busy } = useAssignDocuments();
  const [selected, setSelected] = useState<string[]>([]);
  const [assigneeId, setAssigneeId] = useState<string | undefined>(undefined);
  const [searchText] = useDocumentSearch();

  const { tableProps, setFilters, tableQuery, setCurrentPage } = useTable<DocumentRow>({
    resource: 'documents',
    syncWithLocation: false,
    pagination: { pageSize: 50 },
    sorters: { initial: [{ field: 'dueAt', order: 'asc' }] },
    filters: { permanent: [ASSIGNABLE, { field: 'q', operator: 'eq', value: searchText || undefined }] },
    errorNotification: (error) => ({ type: 'error', message: t('loadFailed'), description: apiProblem(error).message }),
  });
  const rows = useMemo(() => tableProps.dataSource ?? [], [tableProps.dataSource]);
  const nameOf = useMemo(() => {
    const names = new Map<string, string>();
    for (const item of [...tenants, ...locations]) names.set(item.id, item.name);
    for (const load of loads) names.set(load.id, load.name || load.email);
    return (id: string | null | undefined) => (id ? (names.get(id) ?? '') : '');
  }, [tenants, locations, loads]);

  // The version each selected row was last read at, as shown.
  const chosen = (): DocumentAtVersion[] =>
    rows.filter((row) => selected.includes(row.id)).map((row) => ({ id: row.id, version: row.version }));
  const afterWrite = async (write: () => Promise<unknown>, clear: boolean) => {
    try {
      await write();
      if (clear) setSelected([]);
    } catch (error) {
      await tableQuery.refetch();
      throw error;
    } finally {
      void workload.refetch();
    }
  };
  const onFilters = (values: AssignFilterValues) => {
    setSelected([]);
    setFilters(toDocumentFilters(values), 'replace');
  };

  return (
    <Flex vertical gap="middle" data-testid="assign-work">
      <Card size="small">
        <Flex vertical gap="small">
          <DocumentSearch
            testId="assign-search"
            onSearch={() => {
              setSelected([]);
              setCurrentPage(1);
            }}
          />
          <AssignFilters onChange={onFilters} tenants={tenants} locations={locations} />
        </Flex>
      </Card>
      <Card size="small">
        <Flex gap="small" wrap align="center" data-testid="assign-bar">
          <Typography.Text data-testid="assign-selected-count">
            {t('assign.selected', { count: selected.length })}
          </Typography.Text>
          <WorkloadPicker loads={loads} value={assigneeId} onChange={setAssigneeId} loading={workload.isLoading} />
          <Button
            type="primary"
            disabled={!assigneeId || selected.length === 0}
            loading={busy}
            onClick={() => void afterWrite(() => assignMany(chosen(), assigneeId!), true).catch(() => undefined)}
            data-testid="assign-apply"
          >
            {t('assign.applySelected')}
          </Button>
          <Button
            disabled={selected.length === 0 || loads.length === 0}
            loading={busy}
            onClick={() => void afterWrite(() => distribute(chosen()), true).catch(() => undefined)}
            data-testid="assign-distribute"
          >
            {t('assign.distribute')}
          </Button>
        </Flex>
      </Card>
      <Table<DocumentRow>
        {...tableProps}
        rowKey="id"
        size="middle"
        scroll={{ x: 900 }}
        locale={searchText ? { emptyText: t('search.noMatch', { q: searchText }) } : undefined}
        rowSelection={{
          selectedRowKeys: selected,
          onChange: (keys) => setSelected(keys as string[]),
          getCheckboxProps: (row) => ({ 'data-testid': `assign-row-${row.id}`, 'aria-label': row.title }) as object,
        }}
        onRow={(row) =>
          ({
            ...overdueRow(isOverdue(row.dueAt, row.status, Date.now(), row.slaPausedAt)),
            'data-testid': `assign-doc-${row.id}`,
          }) as React.HTMLAttributes<HTMLElement>
        }
        data-testid="assign-table"
      >
        <Table.Column<DocumentRow> title={t('column.document')} dataIndex="title" />
        {statusColumn<DocumentRow>(t('column.status'))}
        {placeColumn<DocumentRow>(t('column.place'), (row) => [nameOf(row.tenantId), nameOf(row.locationId)])}
        <Table.Column<DocumentRow>
          title={t('column.assignee')}
          dataIndex="assigneeId"
          render={(id: string | null, row) => <span data-testid="assignee-name">{row.assigneeName ?? nameOf(id)}</span>}
        />
        {receivedColumn<DocumentRow>(t('column.received'), i18n.language, { sorter: true })}
        {dueColumn<DocumentRow>(
          t('column.due'),
          (row) => isOverdue(row.dueAt, row.status, Date.now(), row.slaPausedAt),
          { sorter: true, defaultSortOrder: 'ascend' },
        )}
        <Table.Column<DocumentRow>
          title={t('column.actions')}
          key="actions"
          render={(_, row) => (
            <AssignOneButton
              document={row}
              loads={loads}
              busy={busy}
              onAssign={(document, id) => afterWrite(() => assignOne(document, id), false)}
            />
          )}
        />
      </Table>
    </Flex>
  );
}
