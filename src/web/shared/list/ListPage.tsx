/**
 * The administration lists: one antd table over an /api resource with server-side paging,
 * sorting and filtering (Refine's useTable), a search box and filter bar, and CSV export of
 * exactly the filtered, sorted set (Refine's useExport).
 */
import { DownloadOutlined, SearchOutlined } from '@ant-design/icons';
import { useTable } from '@refinedev/antd';
import { useExport, type BaseRecord, type CrudFilter, type CrudFilters, type CrudSort } from '@refinedev/core';
import { Button, Card, DatePicker, Form, Grid, Input, Select, Space, Table } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import type { Dayjs } from 'dayjs';
import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { apiProblem } from '../http/api-problem';
import { CreateButton } from './buttons';

export interface FilterField {
  /** The API field filtered on (exact match), or `createdAt`-like for a date range. */
  name: string;
  label: string;
  kind: 'select' | 'dateRange';
  options?: { value: string | number | boolean; label: string }[];
  /** Several values at once ("any of"). */
  multiple?: boolean;
}

export interface ListPageProps<T extends BaseRecord> {
  resource: string;
  columns: ColumnsType<T>;
  filters?: FilterField[];
  search?: boolean;
  sorter?: CrudSort;
  /** Filters the user cannot remove (a table inside a form, say). */
  permanent?: CrudFilters;
  /** The CSV's file name; the resource's name unless given. */
  exportName?: string;
  exportRow?: (row: T) => Record<string, unknown>;
  /** The primary "create" button, before the other actions. */
  create?: { label: string; testId: string; onClick(): void };
  actions?: ReactNode;
  /** The card's heading, when the page shows more than one list. */
  title?: ReactNode;
  /** The card's data-testid, prefix of its controls' ones; the resource's name unless given. */
  testId?: string;
  pageSize?: number;
  /** Called with the rows of the page shown, so a page can load what belongs to them. */
  onRows?: (rows: readonly T[]) => void;
}

type SearchValues = Record<string, unknown> & { q?: string };

function toFilters(values: SearchValues, fields: readonly FilterField[]): CrudFilters {
  const filters: CrudFilter[] = [{ field: 'q', operator: 'eq', value: values.q?.trim() || undefined }];
  for (const field of fields) {
    const value = values[field.name];
    if (field.kind === 'dateRange') {
      const range = value as [Dayjs, Dayjs] | null | undefined;
      filters.push({ field: field.name, operator: 'gte', value: range?.[0]?.startOf('day').toISOString() });
      filters.push({ field: field.name, operator: 'lte', value: range?.[1]?.endOf('day').toISOString() });
    } else {
      const empty = value === undefined || value === null || (Array.isArray(value) && value.length === 0);
      filters.push({
        field: field.name,
        operator: Array.isArray(value) ? 'in' : 'eq',
        value: empty ? undefined : value,
      });
    }
  }
  return filters;
}

export function ListPage<T extends BaseRecord>(props: ListPageProps<T>) {
  const { t } = useTranslation('admin');
  const testId = props.testId ?? props.resource;
  const fields = props.filters ?? [];
  const { tableProps, searchFormProps, filters, sorters } = useTable<T, never, SearchValues>({
    resource: props.resource,
    syncWithLocation: false,
    pagination: { pageSize: props.pageSize ?? 20 },
    sorters: { initial: props.sorter ? [props.sorter] : [] },
    filters: { permanent: props.permanent ?? [] },
    onSearch: (values) => toFilters(values, fields),
    errorNotification: (error) => ({
      type: 'error',
      message: t('toast.loadFailed'),
      description: apiProblem(error).message,
    }),
  });
  const { onRows } = props;
  useEffect(() => {
    onRows?.(tableProps.dataSource ?? []);
  }, [onRows, tableProps.dataSource]);
  const { triggerExport, isLoading: exporting } = useExport<T>({
    resource: props.resource,
    filters,
    sorters,
    pageSize: 500,
    maxItemCount: 50_000,
    filename: props.exportName ?? props.resource,
    mapData: props.exportRow ?? ((row) => row as Record<string, unknown>),
    onError: () => undefined,
  });

  const screens = Grid.useBreakpoint();
  const hasFilters = props.search !== false || fields.length > 0;
  // Below sm (640 px) each filter takes a whole row, so they line up instead of wrapping unevenly.
  const narrow = screens.sm === false;
  const itemStyle = narrow ? { width: '100%', marginInlineEnd: 0 } : undefined;

  return (
    <Card data-testid={testId} title={props.title}>
      <Space direction="vertical" size="middle" style={{ width: '100%' }}>
        <Space
          wrap
          direction={narrow ? 'vertical' : 'horizontal'}
          style={{ width: '100%', justifyContent: 'space-between' }}
        >
          {/* No search and no filters: no form, and no Apply button with nothing to apply. */}
          {hasFilters && (
            <Form
              {...searchFormProps}
              layout="inline"
              data-testid={`${testId}-filters`}
              style={narrow ? { rowGap: 8 } : undefined}
            >
              {props.search !== false && (
                <Form.Item name="q" style={itemStyle}>
                  <Input
                    allowClear
                    prefix={<SearchOutlined />}
                    placeholder={t('list.search')}
                    aria-label={t('list.search')}
                    style={{ width: narrow ? '100%' : 220 }}
                    data-testid={`${testId}-search`}
                  />
                </Form.Item>
              )}
              {fields.map((field) => (
                <Form.Item key={field.name} name={field.name} style={itemStyle}>
                  {field.kind === 'dateRange' ? (
                    <DatePicker.RangePicker
                      aria-label={field.label}
                      placeholder={[field.label, field.label]}
                      style={narrow ? { width: '100%' } : undefined}
                    />
                  ) : (
                    <Select
                      allowClear
                      showSearch
                      optionFilterProp="label"
                      mode={field.multiple ? 'multiple' : undefined}
                      placeholder={field.label}
                      aria-label={field.label}
                      options={field.options}
                      style={narrow ? { width: '100%' } : { minWidth: 170 }}
                      data-testid={`${testId}-filter-${field.name}`}
                    />
                  )}
                </Form.Item>
              ))}
              <Form.Item style={itemStyle}>
                <Button
                  htmlType="submit"
                  type="primary"
                  icon={<SearchOutlined />}
                  block={narrow}
                  data-testid={`${testId}-apply`}
                >
                  {t('list.apply')}
                </Button>
              </Form.Item>
            </Form>
          )}
          <Space wrap>
            <Button
              icon={<DownloadOutlined />}
              loading={exporting}
              onClick={() => void triggerExport()}
              data-testid={`${testId}-export`}
            >
              {t('list.exportCsv')}
            </Button>
            {props.create && (
              <CreateButton onClick={props.create.onClick} testId={props.create.testId}>
                {props.create.label}
              </CreateButton>
            )}
            {props.actions}
          </Space>
        </Space>
        <Table<T>
          {...tableProps}
          rowKey="id"
          columns={props.columns}
          scroll={{ x: 'max-content' }}
          pagination={{
            ...tableProps.pagination,
            showSizeChanger: true,
            showTotal: (total) => t('list.total', { count: total }),
          }}
        />
      </Space>
    </Card>
  );
}
