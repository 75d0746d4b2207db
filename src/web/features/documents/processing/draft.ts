/**
 * The draft the DBO keys (header and items as typed text) and its way to and from the API's
 * exact cents. Pure, so the autosave, the totals check and their tests share one definition.
 */
import {
  centsToText,
  itemTextToValues,
  parseItemDate,
  parseMoney,
  validateItemText,
  type DocItemValues,
} from '../../../../common/doc-items';
import { MAX_ABS_TOTAL_CENTS } from '../../../../common/document-totals';
import { draftItemFromValues, isBlankDraftItem, type DraftItem } from '../item-grid/draft-item';
import type { DocumentHeader, DocumentWork, DraftBody } from '../../../../common/schemas/document-work';

/** One item as the draft save sends it. */
type DraftItemBody = DraftBody['items'][number];

/** The header as typed: text until it is checked. */
export interface HeaderText {
  vendor: string;
  docNumber: string;
  docDate: string;
  total: string;
  currency: string;
}

/** One grid row: the typed values, a stable key and, once stored, the server's id. */
export type DraftRow = DraftItem;

export interface Draft {
  header: HeaderText;
  items: DraftRow[];
}

/** What the grid uses for a new row's currency when the header names none yet. */
export const FALLBACK_CURRENCY = 'USD';

export function draftFromWork(work: DocumentWork): Draft {
  const { document } = work;
  return {
    header: {
      vendor: document.vendor ?? '',
      docNumber: document.docNumber ?? '',
      docDate: document.docDate ?? '',
      total: document.totalCents === null || document.totalCents === undefined ? '' : centsToText(document.totalCents),
      currency: document.currency ?? '',
    },
    items: work.items.map((item) => draftItemFromValues({ ...item, taxCents: item.taxCents ?? 0 })),
  };
}

/** A row nothing was keyed into (the grid's rule): not an item yet, so neither checked nor saved. */
export const isBlankRow = isBlankDraftItem;

/** The header total as typed, in cents: a sum of items, so within the total's bound, not an item's. */
export function parseHeaderTotal(text: string) {
  return parseMoney(text, MAX_ABS_TOTAL_CENTS);
}

/** Why a header field is refused; each is a locale key `header.errors.<code>` in `processing`. */
export type HeaderError = 'dateInvalid' | 'totalInvalid' | 'totalDecimals' | 'totalRange' | 'currencyInvalid';

export function validateHeader(header: HeaderText): Partial<Record<keyof HeaderText, HeaderError>> {
  const errors: Partial<Record<keyof HeaderText, HeaderError>> = {};
  if (header.docDate.trim() !== '' && !parseItemDate(header.docDate)) errors.docDate = 'dateInvalid';
  if (header.total.trim() !== '') {
    const total = parseHeaderTotal(header.total);
    if (!total.ok)
      errors.total =
        total.reason === 'decimals' ? 'totalDecimals' : total.reason === 'range' ? 'totalRange' : 'totalInvalid';
  }
  if (header.currency.trim() !== '' && !/^[A-Z]{3}$/.test(header.currency.trim())) errors.currency = 'currencyInvalid';
  return errors;
}

export function headerToWire(header: HeaderText): DocumentHeader | undefined {
  if (Object.keys(validateHeader(header)).length > 0) return undefined;
  const total = header.total.trim() === '' ? undefined : parseHeaderTotal(header.total);
  const blank = (value: string) => (value.trim() === '' ? null : value.trim());
  return {
    vendor: blank(header.vendor),
    docNumber: blank(header.docNumber),
    docDate: header.docDate.trim() === '' ? null : (parseItemDate(header.docDate) ?? null),
    totalCents: total?.ok ? total.cents : null,
    currency: blank(header.currency),
  };
}

export type DraftCheck =
  | { ok: true; header: DocumentHeader; items: (DraftItemBody & { key: string })[] }
  | { ok: false; invalidFields: number };

/** The body parts of a draft save, or how many typed fields still stop it. Blank rows are left out. */
export function checkDraft(draft: Draft): DraftCheck {
  let invalidFields = Object.keys(validateHeader(draft.header)).length;
  const items: (DraftItemBody & { key: string })[] = [];
  for (const row of draft.items) {
    if (isBlankRow(row)) continue;
    const values = itemTextToValues(row);
    if (!values) {
      invalidFields += Object.keys(validateItemText(row)).length;
      continue;
    }
    items.push({ key: row.key, ...(row.id ? { id: row.id } : {}), ...values });
  }
  const header = headerToWire(draft.header);
  if (invalidFields > 0 || !header) return { ok: false, invalidFields: Math.max(invalidFields, 1) };
  return { ok: true, header, items };
}

export function sameItemValues(a: DocItemValues, b: DocItemValues): boolean {
  return (
    a.itemDate === b.itemDate &&
    a.description === b.description &&
    a.category === b.category &&
    a.amountCents === b.amountCents &&
    a.currency === b.currency &&
    a.taxCents === b.taxCents
  );
}

/**
 * The ids the server gave the new items of a save, by row key. Matched by value among the
 * answer's items that were not sent with an id, so the order the server lists them in does
 * not matter; the next save then updates those items instead of creating them again.
 */
export function newItemIds(
  sent: readonly (DraftItemBody & { key: string })[],
  stored: readonly (DocItemValues & { id: string })[],
): Map<string, string> {
  const sentIds = new Set(sent.flatMap((item) => (item.id ? [item.id] : [])));
  const unclaimed = stored.filter((item) => !sentIds.has(item.id));
  const ids = new Map<string, string>();
  for (const item of sent) {
    if (item.id) continue;
    const at = unclaimed.findIndex((candidate) => sameItemValues(candidate, { ...item, taxCents: item.taxCents ?? 0 }));
    if (at < 0) continue;
    ids.set(item.key, unclaimed[at]!.id);
    unclaimed.splice(at, 1);
  }
  return ids;
}

/** The rows as the next save sends them: each new row with the id an earlier save gave it. */
export function withItemIds(rows: readonly DraftRow[], ids: Map<string, string>): DraftRow[] {
  if (ids.size === 0) return rows as DraftRow[];
  return rows.map((row) => (!row.id && ids.has(row.key) ? { ...row, id: ids.get(row.key) } : row));
}

/** Items whose id the server no longer has (another writer deleted them) are sent as new. */
export function dropUnknownIds(rows: readonly DraftRow[], known: ReadonlySet<string>): DraftRow[] {
  return rows.map((row) => (row.id && !known.has(row.id) ? { ...row, id: undefined } : row));
}
