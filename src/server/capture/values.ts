/**
 * The amounts and dates written on each line: the longest runs of adjacent words that parse as
 * one, without overlaps, left to right.
 */
import { parseAmount, parseRate, type ParsedAmount } from './amounts.js';
import { parseDate, type ParsedDate } from './dates.js';
import { spans, type Line, type Span } from './layout.js';

export interface AmountSpan extends Span {
  amount: ParsedAmount;
}
export interface DateSpan extends Span {
  date: ParsedDate;
}
export interface RateSpan extends Span {
  rate: number;
}

function pick<T extends Span>(candidates: T[]): T[] {
  const taken: T[] = [];
  const used = new Set<number>();
  // Longest first, so "1 234,56" wins over "234,56".
  for (const span of [...candidates].sort((a, b) => b.end - b.start - (a.end - a.start) || a.start - b.start)) {
    let free = true;
    for (let k = span.start; k < span.end; k += 1) if (used.has(k)) free = false;
    if (!free) continue;
    for (let k = span.start; k < span.end; k += 1) used.add(k);
    taken.push(span);
  }
  return taken.sort((a, b) => a.start - b.start);
}

const amountCache = new WeakMap<Line, AmountSpan[]>();

/** The amounts on a line (with two decimals, so quantities and years are left out). */
export function lineAmounts(line: Line): AmountSpan[] {
  const cached = amountCache.get(line);
  if (cached) return cached;
  const found: AmountSpan[] = [];
  for (const span of spans(line, 4, 1.0)) {
    if (!/\d/.test(span.text)) continue;
    const amount = parseAmount(span.text, { requireDecimals: true });
    if (amount) found.push({ ...span, amount });
  }
  const result = pick(found);
  amountCache.set(line, result);
  return result;
}

/** The dates on a line; `prefer` orders an ambiguous numeric date. */
export function lineDates(line: Line, prefer: 'dmy' | 'mdy' = 'dmy'): DateSpan[] {
  const found: DateSpan[] = [];
  for (const span of spans(line, 5, 1.0)) {
    if (!/\d/.test(span.text)) continue;
    const date = parseDate(span.text, prefer);
    if (date) found.push({ ...span, date });
  }
  return pick(found);
}

/** The tax rates on a line ("21%", "5,5 %"). */
export function lineRates(line: Line): RateSpan[] {
  const found: RateSpan[] = [];
  for (const span of spans(line, 2, 0.6)) {
    const rate = parseRate(span.text);
    if (rate !== null) found.push({ ...span, rate });
  }
  return pick(found);
}
