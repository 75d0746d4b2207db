/** A select over named records (tenants, locations, teams, users), searched by the name shown. */
import { Select, type SelectProps } from 'antd';

export function NameSelect(props: SelectProps) {
  return <Select showSearch optionFilterProp="label" {...props} />;
}
