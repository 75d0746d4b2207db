/**
 * The table of lines: found from its column headings, its rows aligned under them, ending at the
 * totals. A row starts on a line with an amount in the amount column; the lines below it with
 * words only under the description are the rest of its description. On the next page the table
 * goes on, under repeated headings or, without them, in the same columns.
 */
import { currencyInText } from './currency.js';
import { parseAmount } from './amounts.js';
import { fold, spanOf, unionBox, type Line } from './layout.js';
import { columnRole, HEADER_LABELS, labelAt, type ColumnRole } from './labels.js';
import { lineAmounts, lineDates, lineRates, type AmountSpan, type DateSpan, type RateSpan } from './values.js';
import type { PageBox } from '../../common/schemas/capture.js';

export interface Column {
  role: ColumnRole;
  /** The heading's words, folded. */
  heading: string;
  x0: number;
  x1: number;
}

export interface TableRow {
  page: number;
  description: string;
  descriptionBox: PageBox | null;
  amount: AmountSpan | null;
  tax: AmountSpan | null;
  rate: RateSpan | null;
  date: DateSpan | null;
  lines: Line[];
}

export interface FoundTable {
  columns: Column[];
  /** The heading line's words, folded: what a profile recognises the table by. */
  heading: string;
  rows: TableRow[];
}

export interface TableOptions {
  /** Headings the vendor's profile knows, folded heading -> role (they win over the lexicon). */
  headings?: Readonly<Record<string, ColumnRole>>;
  dateOrder?: 'dmy' | 'mdy';
}

/** The line's column headings, or null when the line is not a table heading. */
export function headingColumns(line: Line, options: TableOptions = {}): Column[] | null {
  const columns: Column[] = [];
  let covered = 0;
  let index = 0;
  while (index < line.words.length) {
    let matched = false;
    for (let end = Math.min(line.words.length, index + 3); end > index; end -= 1) {
      const words = line.words.slice(index, end);
      const heading = fold(words.map((w) => w.text).join(' '));
      const role = options.headings?.[heading] ?? columnRole(heading);
      // Words of one heading sit close together; a wide gap means two headings.
      const tight = words.every(
        (w, k) => k === 0 || w.box[0] - words[k - 1]!.box[2] < (line.box[3] - line.box[1]) * 1.2,
      );
      if (role && tight) {
        columns.push({ role, heading, x0: words[0]!.box[0], x1: words[words.length - 1]!.box[2] });
        covered += end - index;
        index = end;
        matched = true;
        break;
      }
    }
    if (!matched) index += 1;
  }
  const roles = new Set(columns.map((c) => c.role));
  const amountLike = roles.has('amount') || roles.has('unit');
  if (!roles.has('description') || !amountLike || columns.length < 2) return null;
  if (covered / line.words.length < 0.7) return null;
  // "Total" and "Amount" both name the line total; with a unit price, the rightmost is the total.
  const amounts = columns.filter((c) => c.role === 'amount');
  if (amounts.length === 0) {
    const unit = [...columns].reverse().find((c) => c.role === 'unit')!;
    unit.role = 'amount';
  } else if (amounts.length > 1) {
    for (const column of amounts.slice(0, -1)) column.role = 'unit';
  }
  return columns;
}

/** A totals line: a total, subtotal or tax label followed by nothing but amounts and rates. */
function isTotalsLine(line: Line): boolean {
  const labels = [...HEADER_LABELS.total, ...HEADER_LABELS.notTotal];
  const values = new Set<number>();
  for (const span of [...lineAmounts(line), ...lineRates(line)])
    for (let k = span.start; k < span.end; k += 1) values.add(k);
  for (let start = 0; start < Math.min(line.words.length, 3); start += 1) {
    const match = labelAt(line, start, labels);
    if (!match) continue;
    const rest = line.words
      .slice(match.end)
      .every(
        (w, k) =>
          values.has(match.end + k) ||
          /^[\p{P}\p{S}]*$/u.test(w.text) ||
          currencyInText(w.text) ||
          /^\d{1,2}([.,]\d+)?%?$/.test(w.text),
      );
    if (rest) return true;
  }
  return false;
}

/** Which column a box falls under: numbers by the nearest edge or middle, text by the gaps. */
function columnOf(columns: readonly Column[], box: PageBox, numeric: boolean): Column | null {
  if (numeric) {
    let best: Column | null = null;
    let distance = Infinity;
    for (const column of columns) {
      const d = Math.min(
        Math.abs(column.x1 - box[2]),
        Math.abs(column.x0 - box[0]),
        Math.abs((column.x0 + column.x1) / 2 - (box[0] + box[2]) / 2),
      );
      if (d < distance) [best, distance] = [column, d];
    }
    return distance < 0.12 ? best : null;
  }
  const middle = (box[0] + box[2]) / 2;
  for (let k = 0; k < columns.length; k += 1) {
    const next = columns[k + 1];
    // A description runs up to the next heading; other columns split the gap between headings.
    const right = !next ? 1 : columns[k]!.role === 'description' ? next.x0 - 0.002 : (columns[k]!.x1 + next.x0) / 2;
    const previous = columns[k - 1];
    const left = !previous
      ? 0
      : previous.role === 'description'
        ? columns[k]!.x0 - 0.002
        : (previous.x1 + columns[k]!.x0) / 2;
    if (middle >= left && middle < right) return columns[k]!;
  }
  return null;
}

function readRow(line: Line, columns: readonly Column[], options: TableOptions): TableRow | null {
  const amounts = lineAmounts(line);
  const rates = lineRates(line);
  const dates = lineDates(line, options.dateOrder);
  const used = new Set<number>();
  const row: TableRow = {
    page: line.page,
    description: '',
    descriptionBox: null,
    amount: null,
    tax: null,
    rate: null,
    date: null,
    lines: [line],
  };
  if (columns.some((c) => c.role === 'date')) {
    for (const date of dates) {
      if (columnOf(columns, date.box, true)?.role !== 'date') continue;
      row.date ??= date;
      for (let k = date.start; k < date.end; k += 1) used.add(k);
    }
  }
  for (const rate of rates) {
    const role = columnOf(columns, rate.box, true)?.role;
    if (role === 'tax' || role === 'taxRate') row.rate = rate;
    for (let k = rate.start; k < rate.end; k += 1) used.add(k);
  }
  for (const amount of amounts) {
    if ([...Array(amount.end - amount.start).keys()].some((k) => used.has(amount.start + k))) continue;
    const role = columnOf(columns, amount.box, true)?.role;
    if (role === 'amount') row.amount = amount;
    else if (role === 'tax') row.tax = amount;
    if (role && role !== 'description') for (let k = amount.start; k < amount.end; k += 1) used.add(k);
  }
  row.amount ??= markLostAmount(line, columns, used);
  if (!row.amount) return null;
  const words = line.words.filter((w, k) => !used.has(k) && columnOf(columns, w.box, false)?.role === 'description');
  row.description = words.map((w) => w.text).join(' ');
  row.descriptionBox = words.length ? unionBox(words.map((w) => w.box)) : null;
  return row;
}

/**
 * An amount whose decimal mark the scan lost ("556€" for 5,56 €, "332¢€" for 3,32 €): OCR'd digits
 * alone in the amount column. A table's amounts are printed with decimals, so its last two digits
 * are the cents. Read with a low confidence: never a sure suggestion.
 */
function markLostAmount(line: Line, columns: readonly Column[], used: Set<number>): AmountSpan | null {
  for (const [k, word] of line.words.entries()) {
    if (used.has(k) || word.confidence >= 1) continue;
    if (columnOf(columns, word.box, true)?.role !== 'amount') continue;
    const parsed = parseAmount(word.text.replace(/¢/g, ''));
    if (!parsed || parsed.decimal !== '' || Math.abs(parsed.cents) < 10_000) continue;
    used.add(k);
    const span = spanOf(line, k, k + 1);
    return { ...span, confidence: Math.min(span.confidence, 0.5), amount: { ...parsed, cents: parsed.cents / 100 } };
  }
  return null;
}

/** Words only under the description, close below the row: the rest of its description. */
function continuation(line: Line, previous: Line, columns: readonly Column[]): boolean {
  const height = previous.box[3] - previous.box[1];
  if (line.box[1] - previous.box[3] > height * 1.2) return false;
  if (lineAmounts(line).length) return false;
  return line.words.every((w) => columnOf(columns, w.box, false)?.role === 'description');
}

/** The table of lines across the document's pages, or null when none is found. */
export function findTable(lines: readonly Line[], options: TableOptions = {}): FoundTable | null {
  let columns: Column[] | null = null;
  let heading = '';
  const rows: TableRow[] = [];
  let open = false;
  let ended = false;
  const pages = [...new Set(lines.map((l) => l.page))].sort((a, b) => a - b);
  for (const page of pages) {
    if (ended) break;
    const pageLines = lines.filter((l) => l.page === page);
    let last: Line | null = null;
    let started = false;
    for (const line of pageLines) {
      const found = headingColumns(line, options);
      if (found && (!columns || rows.length === 0 || fold(line.text) === heading)) {
        if (!columns) heading = fold(line.text);
        columns = found;
        open = true;
        started = true;
        last = line;
        continue;
      }
      if (!columns || !open) continue;
      if (isTotalsLine(line)) {
        if (started || rows.length) {
          ended = true;
          break;
        }
        continue;
      }
      const row = readRow(line, columns, options);
      if (row) {
        // A continued table without repeated headings starts at the first aligned row.
        if (!started && rows.length && last === null) started = true;
        if (!started) continue;
        rows.push(row);
        last = line;
        continue;
      }
      const current = rows[rows.length - 1];
      if (current && last && current.page === page && last === current.lines[current.lines.length - 1]) {
        if (continuation(line, last, columns)) {
          const words = line.words;
          current.description = `${current.description} ${words.map((w) => w.text).join(' ')}`.trim();
          current.descriptionBox = unionBox([...(current.descriptionBox ? [current.descriptionBox] : []), line.box]);
          current.lines.push(line);
          last = line;
          continue;
        }
      }
      // Anything else (a page footer, a note) closes this page's part of the table.
      if (started && rows.length) break;
    }
    if (!started && columns && rows.length) {
      // This page had no heading and no row: the table is over.
      break;
    }
  }
  return columns ? { columns, heading, rows } : null;
}
