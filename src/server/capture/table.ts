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
import type { CaptureWord, PageBox } from '../../common/schemas/capture.js';

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
  /** Null on a row whose amount the scan left unreadable (see unreadRow). */
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
  const words = line.words.filter(
    (w, k) => !used.has(k) && !isNoise(w) && columnOf(columns, w.box, false)?.role === 'description',
  );
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

/**
 * A scan's smudge read as a word: OCR unsure of it and hardly a word ("i", "Ea", "©", "~~"). A
 * text layer's words are never noise.
 */
export function isNoise(word: CaptureWord): boolean {
  if (word.confidence >= 0.5) return false;
  return (word.text.match(/[\p{L}\p{N}]/gu) ?? []).length <= 2;
}

/** A line of nothing but smudges: a scan's specks between two rows, skipped. */
function noiseLine(line: Line): boolean {
  return line.words.every((w) => isNoise(w) || !/[\p{L}\p{N}]/u.test(w.text));
}

/** Words only under the description (smudges aside), close below the row: the rest of its description. */
function continuation(line: Line, previous: Line, columns: readonly Column[]): boolean {
  const height = previous.box[3] - previous.box[1];
  if (line.box[1] - previous.box[3] > height * 1.2) return false;
  if (lineAmounts(line).length) return false;
  const under = (w: CaptureWord) => columnOf(columns, w.box, false)?.role === 'description';
  const words = line.words.filter((w) => !isNoise(w));
  if (!words.length || !words.every(under)) return false;
  // A smudge beside it: only a line set as close as a wrapped description's is its rest, not a
  // row whose amount the smudge hides.
  return line.words.every(under) || line.box[1] - previous.box[3] < height * 0.5;
}

/**
 * A line between two rows that reads as neither a row nor the rest of one: a row whose amount the
 * scan left unreadable ("280.00.USD", a smudge over the column). It keeps its place, so the rows
 * after it stay in line with the document's; its amount is the unit price times the quantity when
 * those were read, never sure, else none.
 */
function unreadRow(line: Line, columns: readonly Column[], options: TableOptions): TableRow | null {
  const roleOf = (box: PageBox, numeric: boolean) => columnOf(columns, box, numeric)?.role;
  const date = columns.some((c) => c.role === 'date')
    ? (lineDates(line, options.dateOrder).find((d) => roleOf(d.box, true) === 'date') ?? null)
    : null;
  const words = line.words.filter(
    (w, k) => !isNoise(w) && roleOf(w.box, false) === 'description' && !(date && k >= date.start && k < date.end),
  );
  if (!words.some((w) => /\p{L}{3}/u.test(w.text))) return null;
  const unit = lineAmounts(line).find((a) => roleOf(a.box, true) === 'unit');
  const tax = lineAmounts(line).find((a) => a !== unit && roleOf(a.box, true) === 'tax') ?? null;
  const rate = lineRates(line).find((r) => ['tax', 'taxRate'].includes(roleOf(r.box, true) ?? '')) ?? null;
  const quantity = line.words.find((w) => roleOf(w.box, true) === 'qty' && /^\d{1,3}$/.test(w.text));
  return {
    page: line.page,
    description: words.map((w) => w.text).join(' '),
    descriptionBox: unionBox(words.map((w) => w.box)),
    amount: unit
      ? {
          ...unit,
          confidence: Math.min(unit.confidence, 0.5),
          amount: { ...unit.amount, cents: unit.amount.cents * Number(quantity?.text ?? 1) },
        }
      : null,
    tax: rate ? null : tax,
    rate,
    date,
    lines: [line],
  };
}

function addContinuation(row: TableRow, line: Line): void {
  const words = line.words.filter((w) => !isNoise(w));
  row.description = `${row.description} ${words.map((w) => w.text).join(' ')}`.trim();
  row.descriptionBox = unionBox([...(row.descriptionBox ? [row.descriptionBox] : []), line.box]);
  row.lines.push(line);
}

/** Unreadable lines in a row that may still be rows; more than these and the table is over. */
const MOST_UNREAD = 3;

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
    /** Unreadable lines since the last row, each with the lines that continue it. */
    let pending: Line[][] = [];
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
        // The unreadable lines between two rows were rows too.
        for (const [first, ...rest] of pending) {
          const kept = unreadRow(first!, columns, options);
          if (!kept) continue;
          for (const more of rest) addContinuation(kept, more);
          rows.push(kept);
        }
        pending = [];
        rows.push(row);
        last = line;
        continue;
      }
      if (started && noiseLine(line)) continue;
      const unread = pending[pending.length - 1];
      if (unread && continuation(line, unread[unread.length - 1]!, columns)) {
        unread.push(line);
        continue;
      }
      const current = rows[rows.length - 1];
      if (
        !pending.length &&
        current &&
        last &&
        current.page === page &&
        last === current.lines[current.lines.length - 1] &&
        continuation(line, last, columns)
      ) {
        addContinuation(current, line);
        last = line;
        continue;
      }
      // Anything else is a row the scan left unreadable when a row follows it (the first row
      // under the headings too); else (a page footer, a note) it closes this page's part of the table.
      if (started) {
        pending.push([line]);
        if (pending.length > MOST_UNREAD) break;
      }
    }
    if (!started && columns && rows.length) {
      // This page had no heading and no row: the table is over.
      break;
    }
  }
  return columns ? { columns, heading, rows } : null;
}
