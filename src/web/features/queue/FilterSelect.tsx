/**
 * A list filter's pick list of named records (clients, locations, people): searched by name,
 * cleared back to "All".
 */
import { Select, type SelectProps } from 'antd';
import { useTranslation } from 'react-i18next';

export interface Named {
  id: string;
  name: string;
}

export function FilterSelect({ named, ...props }: Omit<SelectProps<string>, 'options'> & { named: Named[] }) {
  const { t } = useTranslation('queue');
  return (
    <Select<string>
      allowClear
      showSearch
      optionFilterProp="label"
      style={{ minWidth: 160 }}
      placeholder={t('filter.all')}
      {...props}
      options={named.map((option) => ({ value: option.id, label: option.name }))}
    />
  );
}
