/** The DBO picker of the assignment page: each DBO with their current load, least loaded first. */
import { Select } from 'antd';
import { useTranslation } from 'react-i18next';
import type { DboLoad } from './queue-types';
import { byLoad, workloadOptionLabel } from './workload-label';

export interface WorkloadPickerProps {
  loads: DboLoad[];
  value: string | undefined;
  onChange: (userId: string | undefined) => void;
  loading?: boolean;
  testId?: string;
}

export function WorkloadPicker({ loads, value, onChange, loading, testId = 'assign-picker' }: WorkloadPickerProps) {
  const { t } = useTranslation('queue');
  return (
    <Select<string>
      value={value}
      onChange={onChange}
      allowClear
      showSearch
      optionFilterProp="label"
      loading={loading}
      placeholder={t('picker.placeholder')}
      aria-label={t('picker.placeholder')}
      style={{ minWidth: 260, maxWidth: '100%' }}
      popupMatchSelectWidth={false}
      options={[...loads].sort(byLoad).map((load) => ({ value: load.id, label: workloadOptionLabel(load, t) }))}
      data-testid={testId}
    />
  );
}
