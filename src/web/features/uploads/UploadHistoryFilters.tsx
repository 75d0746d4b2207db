/** The history's filter bar: location, uploader, document status, date range, and the CSV export. */
import { DownloadOutlined } from '@ant-design/icons';
import { useList } from '@refinedev/core';
import { Button, DatePicker, Flex, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { DOCUMENT_STATUSES } from '../../../common/workflow';
import type { Location } from '../../../common/schemas/location';
import type { HistoryChoice, HistoryFilters } from './upload-history-filters';

/** The uploaders' list answers names only (GET /api/upload-history/uploaders). */
type Uploader = { id: string; name: string };

export function UploadHistoryFilters(props: {
  filters: HistoryFilters;
  onChange(next: HistoryFilters): void;
  onExport(): void;
}) {
  const { t } = useTranslation('uploads');
  const { filters, onChange } = props;
  const { result: locations } = useList<Location>({ resource: 'locations', pagination: { mode: 'off' } });
  const { result: uploaders } = useList<Uploader>({
    resource: 'upload-history/uploaders',
    pagination: { mode: 'off' },
  });
  const named = (rows: readonly Pick<Location, 'id' | 'name'>[]) =>
    rows.map((row) => ({ value: row.id, label: row.name }));
  const choices: {
    field: HistoryChoice;
    placeholder: string;
    width: number;
    options: { value: string; label: string }[];
  }[] = [
    { field: 'locationId', placeholder: t('history.location'), width: 180, options: named(locations.data) },
    { field: 'uploaderId', placeholder: t('history.uploader'), width: 180, options: named(uploaders.data) },
    {
      field: 'documentStatus',
      placeholder: t('history.status'),
      width: 160,
      options: DOCUMENT_STATUSES.map((s) => ({ value: s, label: t(`documentStatus.${s}`) })),
    },
  ];

  return (
    <Flex gap={8} wrap align="center" data-testid="history-filters">
      {choices.map((choice) => (
        <Select
          key={choice.field}
          allowClear
          placeholder={choice.placeholder}
          aria-label={choice.placeholder}
          style={{ minWidth: choice.width }}
          value={filters[choice.field]}
          onChange={(value?: string) => onChange({ ...filters, [choice.field]: value })}
          options={choice.options}
        />
      ))}
      <DatePicker.RangePicker
        allowEmpty={[true, true]}
        value={filters.range ?? null}
        onChange={(range) => onChange({ ...filters, range })}
      />
      <Button icon={<DownloadOutlined />} onClick={props.onExport} data-testid="export-csv">
        {t('history.export')}
      </Button>
    </Flex>
  );
}
