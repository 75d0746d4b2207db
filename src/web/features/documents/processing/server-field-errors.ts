/**
 * The server's field messages of a refused save (`totalCents`, `items.3.amountCents`) placed
 * where the DBO sees them: the header's by field, the items' by row key (the index is of the
 * items sent, which leave blank rows out) and the grid's field name.
 */
import type { HeaderText } from './draft';

/** Server field messages: the header's by field, the items' by row key and grid field. */
export interface ServerFieldErrors {
  header: Partial<Record<keyof HeaderText, string>>;
  items: Record<string, Record<string, string>>;
}

export const NO_FIELD_ERRORS: ServerFieldErrors = { header: {}, items: {} };

/** The API's field names (`totalCents`, `items.3.amountCents`) in the screen's words. */
const HEADER_FIELDS: Record<string, keyof HeaderText> = {
  vendor: 'vendor',
  docNumber: 'docNumber',
  docDate: 'docDate',
  totalCents: 'total',
  currency: 'currency',
};
const ITEM_FIELDS: Record<string, string> = {
  itemDate: 'itemDate',
  description: 'description',
  category: 'category',
  amountCents: 'amount',
  currency: 'currency',
  taxCents: 'tax',
};

export function serverFieldErrors(fields: Record<string, string[]>, sentKeys: readonly string[]): ServerFieldErrors {
  const errors: ServerFieldErrors = { header: {}, items: {} };
  for (const [path, messages] of Object.entries(fields)) {
    const message = messages.join(' ');
    const parts = path.split('.');
    const item = parts[0] === 'items' ? sentKeys[Number(parts[1])] : undefined;
    if (item !== undefined) {
      const field = ITEM_FIELDS[parts[2] ?? ''] ?? 'description';
      errors.items[item] = { ...errors.items[item], [field]: message };
      continue;
    }
    const header = HEADER_FIELDS[parts[parts[0] === 'header' ? 1 : 0] ?? ''];
    if (header) errors.header[header] = message;
  }
  return errors;
}
