/** The archive's search box and filters; every change is handed up as a new query (page 1). */
import { DatePicker, Input, InputNumber, Select, Space } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { NameSelect } from '../../shared/list/NameSelect';
import { useOptions } from '../../shared/list/use-options';
import { STATUS_CHOICES, type ArchiveQuery } from './archive-query';

export function ArchiveFilters({ query, onChange }: { query: ArchiveQuery; onChange(next: ArchiveQuery): void }) {
  // The statuses' labels are the uploads namespace's (documentStatus.*).
  const { t } = useTranslation(['archive', 'uploads']);
  const tenants = useOptions('tenants');
  const locations = useOptions('locations');
  const set = (change: Partial<ArchiveQuery>) => onChange({ ...query, ...change, page: 1 });
  // Where the documents are from; the client company only for those who see more than one.
  const places = [
    { field: 'tenant', label: t('filter.tenant'), options: tenants, shown: tenants.length > 1 },
    { field: 'location', label: t('filter.location'), options: locations, shown: true },
  ] as const;
  // The amount from and up to which a document is found.
  const amountBounds = [
    { field: 'min', label: t('filter.min') },
    { field: 'max', label: t('filter.max') },
  ] as const;
  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      <Input.Search
        key={query.q}
        defaultValue={query.q}
        placeholder={t('searchPlaceholder')}
        aria-label={t('searchLabel')}
        enterButton={t('search')}
        allowClear
        size="large"
        onSearch={(value) => set({ q: value.trim() })}
        data-testid="archive-search"
      />
      <Space wrap>
        <Select
          aria-label={t('filter.status')}
          value={query.status}
          style={{ minWidth: 160 }}
          onChange={(status: string) => set({ status })}
          options={STATUS_CHOICES.map((status) => ({
            value: status,
            label: status === 'any' ? t('filter.anyStatus') : t(`uploads:documentStatus.${status}`),
          }))}
        />
        {places
          .filter((place) => place.shown)
          .map((place) => (
            <NameSelect
              key={place.field}
              aria-label={place.label}
              placeholder={place.label}
              allowClear
              style={{ minWidth: 180 }}
              value={query[place.field]}
              onChange={(id: string | undefined) => set({ [place.field]: id })}
              options={place.options}
            />
          ))}
        <DatePicker.RangePicker
          aria-label={t('filter.dates')}
          value={[query.from ? dayjs(query.from) : null, query.to ? dayjs(query.to) : null]}
          allowEmpty={[true, true]}
          onChange={(range) =>
            set({
              from: range?.[0]?.format('YYYY-MM-DD') ?? undefined,
              to: range?.[1]?.format('YYYY-MM-DD') ?? undefined,
            })
          }
        />
        {amountBounds.map((bound) => (
          <InputNumber
            key={bound.field}
            aria-label={bound.label}
            placeholder={bound.label}
            min={0}
            value={query[bound.field] ?? null}
            onChange={(amount) => set({ [bound.field]: amount ?? undefined })}
          />
        ))}
      </Space>
    </Space>
  );
}
