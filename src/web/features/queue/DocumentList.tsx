/**
 * Every document in the caller's scope, one tab per status with its count, filtered by tenant,
 * location, assignee, due and received dates. The tab and the filters are the URL's
 * (`?status=`, document-list-params.ts), so the dashboard's counts and the reports' charts land
 * on the list they name. Shared by /dbbs/dbsarea/document and /dbbs/ProcessDocs.
 */
import { useTable } from '@refinedev/antd';
import { useList, type CrudFilter } from '@refinedev/core';
import { Card, Flex, Grid, Select, Table, Tabs } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { DOCUMENT_STATUSES, OPEN_STATUSES } from '../../../common/workflow';
import { useStore } from 'zustand';
import { signInStore } from '../../providers/services';
import { useMayCall } from '../../shared/access/use-may-call';
import { openDocumentPath } from '../../shared/open-document/open-document-path';
import { isOverdue } from '../../shared/due/overdue';
import { useOverdueRow } from '../../shared/due/use-overdue-row';
import { apiProblem } from '../../shared/http/api-problem';
import { useDocumentStatusLabel } from '../../shared/status/document-status-label';
import { toListFilters } from './document-list-params';
import { DocumentListFilters, useDocumentListFilterValues, type NamedOption } from './DocumentListFilters';
import type { DocumentRow } from './queue-types';
import { StatusTabLabel } from './StatusTabLabel';
import { dueColumn, placeColumn, receivedColumn, statusColumn } from '../../shared/list/document-columns';

const ALL = 'all';
const NO_NAMES: (NamedOption & { timeZone?: string })[] = [];

/** A resource's names, asked for only when the user's roles may read it (none otherwise). */
function useNames(resource: string) {
  const allowed = useMayCall(`${resource}:read`);
  const { result } = useList<NamedOption & { timeZone?: string }>({
    resource,
    pagination: { mode: 'off' },
    errorNotification: false,
    queryOptions: { enabled: allowed },
  });
  return allowed ? result.data : NO_NAMES;
}

export function DocumentList() {
  const { t, i18n } = useTranslation('queue');
  const statusLabel = useDocumentStatusLabel();
  const overdueRow = useOverdueRow();
  const [params, setParams] = useSearchParams();
  const requested = params.get('status');
  const status = requested && (DOCUMENT_STATUSES as readonly string[]).includes(requested) ? requested : ALL;
  const [values] = useDocumentListFilterValues();
  const tenants = useNames('tenants');
  const locations = useNames('locations');
  const users = useNames('users');
  const me = useStore(signInStore, (s) => s.user?.id);
  const roles = useStore(signInStore, (s) => s.roles);

  // Received dates are the chosen client's days (else UTC days), as the reports count them.
  const timeZone = tenants.find((tenant) => tenant.id === values.tenantId)?.timeZone ?? 'UTC';
  // The due time is taken at each change of the filters, not at every render.
  const valuesKey = JSON.stringify(values);
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const filters = useMemo(() => toListFilters(values, { timeZone }), [valuesKey, timeZone]);
  // On the All tab, a due filter means open work (past due or due soon), as the dashboard counts it.
  const everyStatus = values.due ? [...OPEN_STATUSES] : undefined;
  const statusFilter: CrudFilter = { field: 'status', operator: 'eq', value: status === ALL ? everyStatus : status };
  const { tableProps, setCurrentPage } = useTable<DocumentRow>({
    resource: 'documents',
    syncWithLocation: false,
    pagination: { pageSize: 25 },
    sorters: { initial: [{ field: 'createdAt', order: 'desc' }] },
    filters: { permanent: [...filters, statusFilter] },
    errorNotification: (error) => ({ type: 'error', message: t('loadFailed'), description: apiProblem(error).message }),
  });
  const nameOf = useMemo(() => {
    const names = new Map<string, string>();
    for (const item of [...tenants, ...locations, ...users]) names.set(item.id, item.name);
    return (id: string | null | undefined) => (id ? (names.get(id) ?? '') : '');
  }, [tenants, locations, users]);

  const narrow = !(Grid.useBreakpoint().sm ?? true);
  const statusChoices = [ALL, ...DOCUMENT_STATUSES].map((key) => ({
    key,
    value: key,
    label: (
      <StatusTabLabel
        label={key === ALL ? t('list.all') : statusLabel(key)}
        status={key === ALL ? everyStatus : key}
        filters={filters}
        testId={`documents-tab-${key}`}
      />
    ),
  }));

  const chooseTab = (key: string) => {
    const next = new URLSearchParams(params);
    if (key === ALL) next.delete('status');
    else next.set('status', key);
    setParams(next, { replace: true });
    setCurrentPage(1);
  };

  return (
    <Flex vertical gap="middle" data-testid="documents-list">
      <Card size="small">
        <DocumentListFilters
          onChange={() => setCurrentPage(1)}
          tenants={tenants}
          locations={locations}
          assignees={users}
        />
      </Card>
      {narrow ? (
        // Eight tabs overflow a phone's width, and antd's overflow button inside the tab list
        // breaks its ARIA structure: a labelled list of the same choices instead.
        <Select
          value={status}
          onChange={chooseTab}
          aria-label={t('column.status')}
          options={statusChoices}
          data-testid="documents-status-select"
        />
      ) : (
        <Tabs activeKey={status} onChange={chooseTab} items={statusChoices} data-testid="documents-tabs" />
      )}
      <Table<DocumentRow>
        {...tableProps}
        rowKey="id"
        size="middle"
        scroll={{ x: 820 }}
        onRow={(row) =>
          ({
            ...overdueRow(isOverdue(row.dueAt, row.status, Date.now(), row.slaPausedAt)),
            'data-testid': `documents-row-${row.id}`,
          }) as React.HTMLAttributes<HTMLElement>
        }
        data-testid="documents-table"
      >
        <Table.Column<DocumentRow>
          title={t('column.document')}
          dataIndex="title"
          sorter
          render={(title: string, row) => {
            // Opens where the user's role works the document in its state (shared/documents).
            const to = openDocumentPath(row, me, roles);
            return to ? (
              <Link to={to} data-testid={`documents-open-${row.id}`}>
                {title}
              </Link>
            ) : (
              title
            );
          }}
        />
        {statusColumn<DocumentRow>(t('column.status'))}
        {placeColumn<DocumentRow>(t('column.place'), (row) => [nameOf(row.tenantId), nameOf(row.locationId)])}
        <Table.Column<DocumentRow>
          title={t('column.assignee')}
          dataIndex="assigneeName"
          render={(name: string | null, row) => (
            <span data-testid={`documents-assignee-${row.id}`}>{name ?? nameOf(row.assigneeId)}</span>
          )}
        />
        {receivedColumn<DocumentRow>(t('column.received'), i18n.language, {
          sorter: true,
          defaultSortOrder: 'descend',
        })}
        {dueColumn<DocumentRow>(
          t('column.due'),
          (row) => isOverdue(row.dueAt, row.status, Date.now(), row.slaPausedAt),
          { sorter: true },
        )}
      </Table>
    </Flex>
  );
}
