/** Choices for selects: the tenants, locations, teams and users as {value, label}, by name. */
import { useList, type BaseRecord } from '@refinedev/core';

export interface Option<R extends BaseRecord = BaseRecord> {
  value: string;
  label: string;
  row: R;
}

export function useOptions(resource: 'tenants' | 'locations' | 'teams' | 'users', label = 'name'): Option[] {
  const { result } = useList({
    resource,
    pagination: { currentPage: 1, pageSize: 1000 },
    sorters: [{ field: label, order: 'asc' }],
  });
  return result.data.map((row) => ({ value: String(row.id), label: String(row[label] ?? row.id), row }));
}

export function nameOf(options: readonly { value: string; label: string }[], id: unknown): string {
  return options.find((option) => option.value === id)?.label ?? (id ? String(id) : '—');
}
