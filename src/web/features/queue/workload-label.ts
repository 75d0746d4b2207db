/** A DBO as the assignment picker shows them: name, then their current load. */
import type { TFunction } from 'i18next';
import type { DboLoad } from './queue-types';

export function workloadOptionLabel(load: DboLoad, t: TFunction<'queue'>): string {
  return t('queue:picker.option', {
    name: load.name || load.email,
    open: load.open,
    dueToday: load.dueToday,
    overdue: load.overdue,
  });
}

/** Least loaded first (open documents), ties by name: the order in which Distribute fills them. */
export function byLoad(a: DboLoad, b: DboLoad): number {
  return a.open - b.open || (a.name || a.email).localeCompare(b.name || b.email);
}
