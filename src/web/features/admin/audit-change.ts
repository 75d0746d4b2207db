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

/** How identifiers among the values read: a role or a workflow state by its label. */
export interface AuditWords {
  state(state: string): string;
  role(role: string): string;
}

function valueText(value: unknown, word: (id: string) => string = String): string {
  if (value === null || value === undefined || value === '') return '—';
  const text = Array.isArray(value)
    ? value.map((item) => word(String(item))).join(', ')
    : typeof value === 'string'
      ? word(value)
      : typeof value === 'object'
        ? JSON.stringify(value)
        : String(value);
  return text.length > VALUE_LENGTH ? `${text.slice(0, VALUE_LENGTH - 1)}…` : text;
}

/** States and roles read by their labels (`on_hold` → "On hold"), never as identifiers. */
export function auditChangeText(row: AuditChangeRow, t: TFunction, words: AuditWords): string {
  if (row.fromState || row.toState)
    return `${row.fromState ? words.state(row.fromState) : '—'} → ${row.toState ? words.state(row.toState) : '—'}`;
  const fields = Object.entries(row.changes ?? {});
  const shown = fields.slice(0, SHOWN_FIELDS).map(([name, { from, to }]) => {
    const word = name === 'roles' ? words.role : name === 'status' ? words.state : undefined;
    return `${name}: ${valueText(from, word)} → ${valueText(to, word)}`;
  });
  const more = fields.length - shown.length;
  return [...shown, ...(more > 0 ? [t('admin:home.moreChanges', { count: more })] : [])].join('; ');
}
