/**
 * One audit event's change in a line: the workflow step (from state → to state), or the fields
 * the write changed with their values before and after, the first two of them, then how many
 * more. Values are cut short; an empty value shows as a dash.
 */
import type { TFunction } from 'i18next';

export interface AuditChangeRow {
  fromState: string | null;
  toState: string | null;
  changes?: Record<string, { from: unknown; to: unknown }> | null;
}

const SHOWN_FIELDS = 2;
const VALUE_LENGTH = 40;

function valueText(value: unknown): string {
  if (value === null || value === undefined || value === '') return '—';
  const text = Array.isArray(value)
    ? value.join(', ')
    : typeof value === 'object'
      ? JSON.stringify(value)
      : String(value);
  return text.length > VALUE_LENGTH ? `${text.slice(0, VALUE_LENGTH - 1)}…` : text;
}

export function auditChangeText(row: AuditChangeRow, t: TFunction): string {
  if (row.fromState || row.toState) return `${row.fromState ?? '—'} → ${row.toState ?? '—'}`;
  const fields = Object.entries(row.changes ?? {});
  const shown = fields
    .slice(0, SHOWN_FIELDS)
    .map(([name, { from, to }]) => `${name}: ${valueText(from)} → ${valueText(to)}`);
  const more = fields.length - shown.length;
  return [...shown, ...(more > 0 ? [t('admin:home.moreChanges', { count: more })] : [])].join('; ');
}
