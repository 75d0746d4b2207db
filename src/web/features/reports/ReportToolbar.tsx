/**
 * The filters above a report: a date range with presets (or custom), and for administrators on
 * the client pages a tenant picker (one tenant or all), all kept in the URL.
 */
import { DatePicker, Segmented, Select, Space, Typography } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { useAccess } from '../../routing/use-access';
import { useOptions } from '../../shared/list/use-options';
import { PRESETS, presetRange, type Preset, type ReportFilters } from './report-filters';

function TenantPicker({ value, onChange }: { value?: string; onChange(tenant?: string): void }) {
  const { t } = useTranslation('reports');
  const tenants = useOptions('tenants');
  return (
    <Select
      style={{ minWidth: 200 }}
      value={value ?? ''}
      showSearch
      optionFilterProp="label"
      onChange={(next) => onChange(next || undefined)}
      options={[
        { value: '', label: t('filters.allTenants') },
        ...tenants.map(({ value: id, label }) => ({ value: id, label })),
      ]}
      aria-label={t('filters.tenant')}
      data-testid="report-tenant"
    />
  );
}

export function ReportToolbar(props: {
  filters: ReportFilters;
  update(next: Partial<ReportFilters>): void;
  /** Client pages: administrators pick the tenant. */
  tenantPicker?: boolean;
  utcDays?: boolean;
  timeZone?: string;
}) {
  const { t } = useTranslation('reports');
  const { roles } = useAccess();
  const { filters, update } = props;
  const current = PRESETS.find((preset) => {
    const range = presetRange(preset);
    return range.from === filters.from && range.to === filters.to;
  });
  return (
    <Space wrap style={{ marginBottom: 16, maxWidth: '100%' }} data-testid="report-toolbar">
      {/* Six presets do not fit 375 px: they scroll sideways instead of widening the page. */}
      <div style={{ maxWidth: 'calc(100vw - 48px)', overflowX: 'auto' }}>
        <Segmented<Preset | 'custom'>
          value={current ?? 'custom'}
          options={[...PRESETS, 'custom'].map((preset) => ({
            value: preset as Preset | 'custom',
            label: t(`presets.${preset}`),
          }))}
          onChange={(preset) => {
            if (preset !== 'custom') update(presetRange(preset));
          }}
        />
      </div>
      <DatePicker.RangePicker
        style={{ maxWidth: 'calc(100vw - 48px)' }}
        allowClear={false}
        value={[dayjs(filters.from), dayjs(filters.to)]}
        onChange={(range) => {
          if (range?.[0] && range[1])
            update({ from: range[0].format('YYYY-MM-DD'), to: range[1].format('YYYY-MM-DD') });
        }}
        aria-label={t('filters.range')}
      />
      {props.tenantPicker && roles.includes('isDbAdmin') && (
        <TenantPicker value={filters.tenant} onChange={(tenant) => update({ tenant })} />
      )}
      {props.timeZone && (
        <Typography.Text type="secondary" data-testid="report-days">
          {props.utcDays ? t('filters.utcDays') : t('filters.tenantDays', { zone: props.timeZone })}
        </Typography.Text>
      )}
    </Space>
  );
}
