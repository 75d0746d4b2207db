/**
 * The grid's rows: an item's typed text plus a key that stays with the row while it is edited,
 * moved or pasted over, and the stored id once the server has it.
 */
import {
  DOC_ITEM_FIELDS,
  itemsFromPastedText,
  itemTextToValues,
  itemValuesToText,
  validateItemText,
  type DocItemError,
  type DocItemField,
  type DocItemText,
  type DocItemValues,
} from '../../../../common/doc-items';

export interface DraftItem extends DocItemText {
  key: string;
  id?: string;
}

let lastKey = 0;
/** A key unique within the page's life; rows from the server keep their id beside it. */
export function newDraftKey(): string {
  lastKey += 1;
  return `draft-${lastKey}`;
}

export function newDraftItem(defaultCurrency: string, from?: Pick<DocItemText, 'itemDate' | 'currency'>): DraftItem {
  return {
    key: newDraftKey(),
    itemDate: from?.itemDate ?? '',
    description: '',
    category: '',
    amount: '',
    currency: from?.currency || defaultCurrency,
    tax: '',
  };
}

/**
 * A row nothing has been keyed into yet. Date and currency do not count: a new row takes them
 * from the row above. Blank rows are neither validated nor saved.
 */
export function isBlankDraftItem(item: DocItemText): boolean {
  return [item.description, item.category, item.amount, item.tax].every((value) => value.trim() === '');
}

export function draftItemFromValues(values: DocItemValues & { id?: string }): DraftItem {
  return { key: values.id ?? newDraftKey(), ...(values.id ? { id: values.id } : {}), ...itemValuesToText(values) };
}

export function draftItemsFromPastedText(text: string, defaultCurrency: string): DraftItem[] {
  return itemsFromPastedText(text, defaultCurrency).map((item) => ({ key: newDraftKey(), ...item }));
}

/**
 * The API values of the rows to save (blank rows left out), or the number of rows still refused.
 * The id is kept so the server can tell an edited item from a new one.
 */
export function draftItemsToValues(
  items: readonly DraftItem[],
): { ok: true; values: (DocItemValues & { id?: string })[] } | { ok: false; invalidRows: number } {
  const values: (DocItemValues & { id?: string })[] = [];
  let invalidRows = 0;
  for (const item of items) {
    if (isBlankDraftItem(item)) continue;
    const converted = itemTextToValues(item);
    if (!converted) invalidRows += 1;
    else values.push(item.id ? { id: item.id, ...converted } : converted);
  }
  return invalidRows > 0 ? { ok: false, invalidRows } : { ok: true, values };
}

/** One cell's problem: a check of ours (a locale key) or the server's message, already localized. */
export type CellProblem = { code: DocItemError } | { message: string };

/** The API's names for the typed fields, as the server may key its per-field messages. */
const API_FIELDS: Record<string, DocItemField> = { amountCents: 'amount', taxCents: 'tax' };

/**
 * The problems of every row by row key then field: our own checks first, then the server's
 * messages keyed `items.<row>.<field>` (row = index in `items`) for cells we accept.
 */
export function draftItemProblems(
  items: readonly DraftItem[],
  serverErrors: Readonly<Record<string, string>> = {},
): Map<string, Partial<Record<DocItemField, CellProblem>>> {
  const problems = new Map<string, Partial<Record<DocItemField, CellProblem>>>();
  items.forEach((item, row) => {
    const cells: Partial<Record<DocItemField, CellProblem>> = {};
    if (!isBlankDraftItem(item)) {
      for (const [field, code] of Object.entries(validateItemText(item)) as [DocItemField, DocItemError][]) {
        cells[field] = { code };
      }
    }
    for (const [path, message] of Object.entries(serverErrors)) {
      const match = /^items\.(\d+)\.(\w+)$/.exec(path);
      if (!match || Number(match[1]) !== row) continue;
      const field = API_FIELDS[match[2] ?? ''] ?? (match[2] as DocItemField);
      if (DOC_ITEM_FIELDS.includes(field) && !cells[field]) cells[field] = { message };
    }
    if (Object.keys(cells).length > 0) problems.set(item.key, cells);
  });
  return problems;
}
