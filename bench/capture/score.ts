/** Comparing suggestions with the ground truth: what is exact, and how sure the engine was. */
import type { FileSuggestions, KeyedDocument } from '../../src/common/schemas/capture.js';

export interface Tally {
  right: number;
  total: number;
}
export const tally = (): Tally => ({ right: 0, total: 0 });
export function count(t: Tally, ok: boolean): void {
  t.total += 1;
  if (ok) t.right += 1;
}
export const percent = (t: Tally): string => (t.total ? `${((100 * t.right) / t.total).toFixed(1)} %` : 'n/a');

const same = (a: unknown, b: unknown): boolean =>
  typeof a === 'string' && typeof b === 'string'
    ? a.replace(/\s+/g, ' ').trim() === b.replace(/\s+/g, ' ').trim()
    : a === b;

export interface Scores {
  header: Tally;
  headerByField: Record<string, Tally>;
  items: Tally;
  itemsByField: Record<string, Tally>;
  rows: Tally;
  category: Tally;
  firstSeen: Tally;
  firstSeenByField: Record<string, Tally>;
  sure: Tally;
  sureWrong: string[];
}

export function emptyScores(): Scores {
  return {
    header: tally(),
    headerByField: {},
    items: tally(),
    itemsByField: {},
    rows: tally(),
    category: tally(),
    firstSeen: tally(),
    firstSeenByField: {},
    sure: tally(),
    sureWrong: [],
  };
}

function sure(
  scores: Scores,
  name: string,
  suggestion: { value: unknown; confidence: number } | null,
  truth: unknown,
  threshold: number,
): void {
  if (!suggestion || suggestion.confidence < threshold) return;
  const ok = same(suggestion.value, truth);
  count(scores.sure, ok);
  if (!ok) scores.sureWrong.push(`${name}: ${String(suggestion.value)} ≠ ${String(truth)} (${suggestion.confidence})`);
}

/** A repeat-vendor document: header, items, rows and categories. */
export function scoreRepeat(
  scores: Scores,
  name: string,
  got: FileSuggestions,
  truth: KeyedDocument,
  threshold: number,
): void {
  for (const field of ['vendor', 'docNumber', 'docDate', 'totalCents', 'currency'] as const) {
    const suggestion = got.header[field];
    const ok = !!suggestion && same(suggestion.value, truth.header[field]);
    count(scores.header, ok);
    count((scores.headerByField[field] ??= tally()), ok);
    sure(scores, `${name} ${field}`, suggestion, truth.header[field], threshold);
  }
  count(scores.rows, got.items.length === truth.items.length);
  truth.items.forEach((item, k) => {
    const suggested = got.items[k];
    for (const field of ['itemDate', 'description', 'amountCents', 'taxCents', 'currency'] as const) {
      const suggestion = suggested?.[field] ?? null;
      const ok = !!suggestion && same(suggestion.value, item[field]);
      count(scores.items, ok);
      count((scores.itemsByField[field] ??= tally()), ok);
      sure(scores, `${name} item ${k + 1} ${field}`, suggestion, item[field], threshold);
    }
    const category = suggested?.category ?? null;
    count(scores.category, !!category && category.value === item.category);
    sure(scores, `${name} item ${k + 1} category`, category, item.category, threshold);
  });
}

/** A first-seen vendor's document (rules only): total, date and currency. */
export function scoreFirstSeen(
  scores: Scores,
  name: string,
  got: FileSuggestions,
  truth: KeyedDocument,
  threshold: number,
): void {
  for (const field of ['totalCents', 'docDate', 'currency'] as const) {
    const suggestion = got.header[field];
    const ok = !!suggestion && suggestion.value === truth.header[field];
    count(scores.firstSeen, ok);
    count((scores.firstSeenByField[field] ??= tally()), ok);
  }
  for (const field of ['vendor', 'docNumber', 'docDate', 'totalCents', 'currency'] as const) {
    sure(scores, `${name} (first seen) ${field}`, got.header[field], truth.header[field], threshold);
  }
  truth.items.forEach((item, k) => {
    for (const field of ['itemDate', 'description', 'category', 'amountCents', 'taxCents', 'currency'] as const) {
      sure(
        scores,
        `${name} (first seen) item ${k + 1} ${field}`,
        got.items[k]?.[field] ?? null,
        item[field],
        threshold,
      );
    }
  });
}
