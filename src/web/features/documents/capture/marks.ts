/**
 * Suggestions on the draft: what the file suggested is put into the fields the DBO has not
 * keyed (never over what they typed), and each filled field keeps a mark (its confidence and
 * its box on the page) until the DBO accepts it (Tab, Enter, or Alt+A for every sure one) or
 * types over it. Pure, so the processing screen and its tests share one definition.
 */
import {
  type DocumentSuggestions,
  type PageBox,
  type SuggestedHeader,
  type SuggestedItem,
  type Suggestion,
} from '../../../../common/schemas/capture';
import { centsToText, DOC_ITEM_FIELDS, type DocItemField } from '../../../../common/doc-items';
import { isBlankDraftItem, newDraftKey, type DraftItem } from '../item-grid/draft-item';
import type { Draft, HeaderText } from '../processing/draft';

export interface Mark {
  /** The suggested value as the field shows it. */
  text: string;
  confidence: number;
  sure: boolean;
  page: number;
  box: PageBox;
}

export interface Marks {
  header: Partial<Record<keyof HeaderText, Mark>>;
  /** By row key, then field. */
  items: Record<string, Partial<Record<DocItemField, Mark>>>;
}

export const noMarks = (): Marks => ({ header: {}, items: {} });

const HEADER_SOURCE: Record<keyof HeaderText, keyof SuggestedHeader> = {
  vendor: 'vendor',
  docNumber: 'docNumber',
  docDate: 'docDate',
  total: 'totalCents',
  currency: 'currency',
};
const ITEM_SOURCE: Record<DocItemField, keyof SuggestedItem> = {
  itemDate: 'itemDate',
  description: 'description',
  category: 'category',
  amount: 'amountCents',
  currency: 'currency',
  tax: 'taxCents',
};
const CENTS = new Set<string>(['totalCents', 'amountCents', 'taxCents']);

function markOf(source: string, hint: Suggestion, threshold: number): Mark {
  const text = CENTS.has(source) ? centsToText(Number(hint.value)) : String(hint.value);
  return { text, confidence: hint.confidence, sure: hint.confidence >= threshold, page: hint.page, box: hint.box };
}

/** The draft with the suggestions in every field still empty, and the marks of what was filled. */
export function fillFromSuggestions(draft: Draft, suggestions: DocumentSuggestions): { draft: Draft; marks: Marks } {
  const marks = noMarks();
  const header = { ...draft.header };
  for (const field of Object.keys(HEADER_SOURCE) as (keyof HeaderText)[]) {
    const hint = suggestions.header[HEADER_SOURCE[field]];
    if (!hint || header[field].trim() !== '') continue;
    const mark = markOf(HEADER_SOURCE[field], hint, suggestions.sureThreshold);
    header[field] = mark.text;
    marks.header[field] = mark;
  }
  // Lines are suggested only into a grid nothing was keyed into: rows are not merged.
  let items = draft.items;
  if (suggestions.items.length > 0 && draft.items.every(isBlankDraftItem)) {
    items = suggestions.items.map((suggested) => {
      const row: DraftItem = {
        key: newDraftKey(),
        itemDate: header.docDate,
        description: '',
        category: '',
        amount: '',
        currency: header.currency,
        tax: '',
      };
      const rowMarks: Partial<Record<DocItemField, Mark>> = {};
      for (const field of DOC_ITEM_FIELDS) {
        const hint = suggested[ITEM_SOURCE[field]];
        if (!hint) continue;
        const mark = markOf(ITEM_SOURCE[field], hint, suggestions.sureThreshold);
        row[field] = mark.text;
        rowMarks[field] = mark;
      }
      marks.items[row.key] = rowMarks;
      return row;
    });
  }
  return { draft: { header, items }, marks };
}

/** The marks still standing: a field typed over is the DBO's value, no longer a suggestion. */
export function standingMarks(marks: Marks, draft: Draft): Marks {
  const header: Marks['header'] = {};
  for (const [field, mark] of Object.entries(marks.header) as [keyof HeaderText, Mark][])
    if (draft.header[field] === mark.text) header[field] = mark;
  const rows = new Map(draft.items.map((row) => [row.key, row]));
  const items: Marks['items'] = {};
  for (const [key, fields] of Object.entries(marks.items)) {
    const row = rows.get(key);
    if (!row) continue;
    const kept = Object.fromEntries(
      Object.entries(fields).filter(([field, mark]) => row[field as DocItemField] === mark.text),
    );
    if (Object.keys(kept).length) items[key] = kept;
  }
  return { header, items };
}

export function acceptHeaderMark(marks: Marks, field: keyof HeaderText): Marks {
  if (!marks.header[field]) return marks;
  const header = { ...marks.header };
  delete header[field];
  return { ...marks, header };
}

export function acceptItemMark(marks: Marks, rowKey: string, field: DocItemField): Marks {
  if (!marks.items[rowKey]?.[field]) return marks;
  const row = { ...marks.items[rowKey] };
  delete row[field];
  return { ...marks, items: { ...marks.items, [rowKey]: row } };
}

/** Every sure suggestion accepted at once; the unsure ones stay marked for a look. */
export function acceptSureMarks(marks: Marks): Marks {
  const unsure = <K extends string>(fields: Partial<Record<K, Mark>>) =>
    Object.fromEntries(Object.entries(fields).filter(([, mark]) => !(mark as Mark).sure)) as Partial<Record<K, Mark>>;
  return {
    header: unsure(marks.header),
    items: Object.fromEntries(Object.entries(marks.items).map(([key, fields]) => [key, unsure(fields)])),
  };
}

export function countMarks(marks: Marks): { sure: number; unsure: number } {
  const all = [
    ...Object.values(marks.header),
    ...Object.values(marks.items).flatMap((fields) => Object.values(fields)),
  ];
  const sure = all.filter((mark) => mark?.sure).length;
  return { sure, unsure: all.length - sure };
}
