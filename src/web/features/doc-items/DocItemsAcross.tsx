/**
 * /dbbs/dbsarea/docuitem: the items of every document in scope, filtered by client, location,
 * category, dates and amount range (all in the URL), with the totals per currency of the whole
 * filtered set and its CSV export.
 */
import { useTable } from '@refinedev/antd';
import { useList } from '@refinedev/core';
import {
  Alert,
  App,
  Button,
  Card,
  DatePicker,
  Flex,
  Form,
  Input,
  Select,
  Space,
  Statistic,
  Table,
  Typography,
} from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { API_PATHS } from '../../../common/api-paths';
import { centsToText } from '../../../common/doc-items';
import type { DocItemAcrossRow, DocItemsAcrossTotal } from '../../../common/schemas/doc-items-across';
import { api } from '../../shared/http/api-client';
import { apiProblem } from '../../shared/http/api-problem';
import { downloadFromApi } from '../../shared/http/download';
import { apiFilters, filtersFromUrl, filtersToUrl, FILTER_KEYS, type AcrossFilters } from './across-filters';

const asTableFilters = (filters: AcrossFilters) => {
  const query = apiFilters(filters);
  return FILTER_KEYS.filter((key) => query[key]).map((key) => ({
    field: key,
    operator: 'eq' as const,
    value: query[key],
  }));
};

interface FormValues {
  tenantId?: string;
  locationId?: string;
  category?: string;
  dates?: [Dayjs | null, Dayjs | null] | null;
  amountMin?: string;
  amountMax?: string;
  q?: string;
}

function useNames(resource: string) {
  const { result } = useList<{ id: string; name: string; tenantId?: string }>({
    resource,
    pagination: { mode: 'off' },
    errorNotification: false,
  });
  return result.data;
}

function toForm(filters: AcrossFilters): FormValues {
  return {
    tenantId: filters.tenantId,
    locationId: filters.locationId,
    category: filters.category,
    dates:
      filters.dateFrom || filters.dateTo
        ? [filters.dateFrom ? dayjs(filters.dateFrom) : null, filters.dateTo ? dayjs(filters.dateTo) : null]
        : null,
    amountMin: filters.amountMin,
    amountMax: filters.amountMax,
    q: filters.q,
  };
}

function fromForm(values: FormValues): AcrossFilters {
  return {
    tenantId: values.tenantId,
    locationId: values.locationId,
    category: values.category,
    dateFrom: values.dates?.[0]?.format('YYYY-MM-DD'),
    dateTo: values.dates?.[1]?.format('YYYY-MM-DD'),
    amountMin: values.amountMin,
    amountMax: values.amountMax,
    q: values.q,
  };
}

export function DocItemsAcross({ documentPath }: { documentPath(documentId: string): string | null }) {
  const { t, i18n } = useTranslation('review');
  const { message } = App.useApp();
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => filtersFromUrl(params), [params]);
  const filterKey = JSON.stringify(filters);
  const [form] = Form.useForm<FormValues>();
  const tenants = useNames('tenants');
  const locations = useNames('locations');
  const [totals, setTotals] = useState<DocItemsAcrossTotal[] | null>(null);
  const [totalsError, setTotalsError] = useState<string | null>(null);
  const [exporting, setExporting] = useState(false);

  const { tableProps, setFilters, setCurrentPage } = useTable<DocItemAcrossRow>({
    resource: 'doc-items/across',
    syncWithLocation: false,
    pagination: { pageSize: 50 },
    sorters: { initial: [{ field: 'itemDate', order: 'desc' }] },
    filters: {
      initial: asTableFilters(filters),
      defaultBehavior: 'replace',
    },
    errorNotification: (error) => ({
      type: 'error',
      message: t('items.loadFailed'),
      description: apiProblem(error).message,
    }),
  });

  // The URL is the source: a drill-through or the back button changes the list and the totals.
  useEffect(() => {
    const current = JSON.parse(filterKey) as AcrossFilters;
    form.setFieldsValue(toForm(current) as Parameters<typeof form.setFieldsValue>[0]);
    setFilters(asTableFilters(current), 'replace');
    setCurrentPage(1);
    let live = true;
    setTotals(null);
    setTotalsError(null);
    api.get<DocItemsAcrossTotal[]>(API_PATHS.docItems.acrossTotals, { query: apiFilters(current) }).then(
      (rows) => live && setTotals(rows),
      (error: unknown) => live && setTotalsError(error instanceof Error ? error.message : String(error)),
    );
    return () => {
      live = false;
    };
    // setFilters/setCurrentPage change identity with the table's state; the URL alone drives this.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [filterKey, form]);

  const apply = (values: FormValues) => setParams(filtersToUrl(fromForm(values), params), { replace: false });
  const clear = () => {
    form.resetFields();
    setParams(filtersToUrl({}, params));
  };
  const download = async () => {
    setExporting(true);
    try {
      await downloadFromApi(API_PATHS.docItems.acrossCsv, { query: apiFilters(filters) }, 'doc-items.csv');
    } catch (error) {
      void message.error(t('items.exportFailed', { reason: error instanceof Error ? error.message : String(error) }));
    } finally {
      setExporting(false);
    }
  };
  const tenantId = Form.useWatch('tenantId', form);
  const money = (cents: number, currency: string) => `${centsToText(cents)} ${currency}`;

  return (
    <Flex vertical gap={12} data-testid="doc-items-across">
      <Card size="small">
        <Form<FormValues> form={form} layout="vertical" onFinish={apply} initialValues={toForm(filters)}>
          <Flex wrap gap={12} align="end">
            <Form.Item name="tenantId" label={t('items.tenant')} style={{ minWidth: 180, marginBottom: 0 }}>
              <Select
                allowClear
                showSearch
                optionFilterProp="label"
                data-testid="items-filter-tenant"
                options={tenants.map((tenant) => ({ value: tenant.id, label: tenant.name }))}
              />
            </Form.Item>
            <Form.Item name="locationId" label={t('items.location')} style={{ minWidth: 180, marginBottom: 0 }}>
              <Select
                allowClear
                showSearch
                optionFilterProp="label"
                data-testid="items-filter-location"
                options={locations
                  .filter((location) => !tenantId || location.tenantId === tenantId)
                  .map((location) => ({ value: location.id, label: location.name }))}
              />
            </Form.Item>
            <Form.Item name="category" label={t('items.category')} style={{ marginBottom: 0 }}>
              <Input allowClear data-testid="items-filter-category" />
            </Form.Item>
            <Form.Item name="dates" label={t('items.dates')} style={{ marginBottom: 0 }}>
              <DatePicker.RangePicker allowEmpty={[true, true]} data-testid="items-filter-dates" />
            </Form.Item>
            <Form.Item
              name="amountMin"
              label={t('items.amountMin')}
              rules={[{ pattern: /^-?\d+(\.\d{1,2})?$/, message: t('items.amountInvalid') }]}
              style={{ width: 120, marginBottom: 0 }}
            >
              <Input inputMode="decimal" data-testid="items-filter-amount-min" />
            </Form.Item>
            <Form.Item
              name="amountMax"
              label={t('items.amountMax')}
              rules={[{ pattern: /^-?\d+(\.\d{1,2})?$/, message: t('items.amountInvalid') }]}
              style={{ width: 120, marginBottom: 0 }}
            >
              <Input inputMode="decimal" data-testid="items-filter-amount-max" />
            </Form.Item>
            <Form.Item name="q" label={t('items.search')} style={{ marginBottom: 0 }}>
              <Input allowClear data-testid="items-filter-q" />
            </Form.Item>
            <Space>
              <Button type="primary" htmlType="submit" data-testid="items-apply">
                {t('items.apply')}
              </Button>
              <Button onClick={clear} data-testid="items-clear">
                {t('items.clear')}
              </Button>
              <Button onClick={() => void download()} loading={exporting} data-testid="items-export">
                {t('items.export')}
              </Button>
            </Space>
          </Flex>
        </Form>
      </Card>
      <Card size="small" title={t('items.totals')} data-testid="items-totals">
        {totalsError ? (
          <Alert type="error" showIcon message={totalsError} />
        ) : totals === null ? (
          <Typography.Text type="secondary">…</Typography.Text>
        ) : totals.length === 0 ? (
          <Typography.Text type="secondary">{t('items.noTotals')}</Typography.Text>
        ) : (
          <Flex wrap gap={24}>
            {totals.map((total) => (
              <Statistic
                key={total.currency}
                data-testid={`items-total-${total.currency}`}
                title={t('items.totalOf', { currency: total.currency, count: total.items })}
                value={money(total.grossCents, total.currency)}
                suffix={
                  <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                    {t('items.netTax', { net: centsToText(total.netCents), tax: centsToText(total.taxCents) })}
                  </Typography.Text>
                }
              />
            ))}
          </Flex>
        )}
      </Card>
      <Table<DocItemAcrossRow>
        {...tableProps}
        rowKey="id"
        size="middle"
        scroll={{ x: 900 }}
        data-testid="items-table"
        onRow={(row) => ({ 'data-testid': `items-row-${row.id}` }) as React.HTMLAttributes<HTMLElement>}
      >
        <Table.Column<DocItemAcrossRow>
          title={t('items.date')}
          dataIndex="itemDate"
          sorter
          render={(value: string) =>
            value ? new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium' }).format(new Date(value)) : ''
          }
        />
        <Table.Column<DocItemAcrossRow> title={t('items.description')} dataIndex="description" />
        <Table.Column<DocItemAcrossRow> title={t('items.category')} dataIndex="category" sorter />
        <Table.Column<DocItemAcrossRow>
          title={t('items.amount')}
          dataIndex="amountCents"
          sorter
          align="end"
          render={(cents: number, row) => money(cents, row.currency)}
        />
        <Table.Column<DocItemAcrossRow>
          title={t('items.tax')}
          dataIndex="taxCents"
          align="end"
          render={(cents: number, row) => money(cents, row.currency)}
        />
        <Table.Column<DocItemAcrossRow>
          title={t('items.document')}
          dataIndex="documentTitle"
          render={(title: string, row) => {
            const to = documentPath(row.documentId);
            return to ? <Link to={to}>{title}</Link> : title;
          }}
        />
        <Table.Column<DocItemAcrossRow>
          title={t('column.place')}
          key="place"
          render={(_, row) => `${row.tenantName} · ${row.locationName}`}
        />
      </Table>
    </Flex>
  );
}
