/**
 * Line items as people key them (amounts as typed text) and as the API stores them (exact cents),
 * with the checks both sides need. Pure, so the processing screen and the server agree on what a
 * valid item is; what the items add up to is document-totals.ts.
 */
import { centsToText, MAX_ABS_ITEM_CENTS } from './document-totals.js';

/** Cents as the plain text the grid edits; written beside the totals rule, which words sums too. */
export { centsToText };

/** An item's fields as typed in the grid: every value is text until it is checked. */
export interface DocItemText {
  itemDate: string;
  description: string;
  category: string;
  amount: string;
  currency: string;
  tax: string;
}

/** An item's fields as the API takes them (docItemCreate without documentId). */
export interface DocItemValues {
  itemDate: string;
  description: string;
  category: string;
  amountCents: number;
  currency: string;
  taxCents: number;
}

export const DOC_ITEM_FIELDS = ['itemDate', 'description', 'category', 'amount', 'currency', 'tax'] as const;
export type DocItemField = (typeof DOC_ITEM_FIELDS)[number];

/** Why a typed value is refused; each is a locale key `validation.<code>` in the documents namespace. */
export type DocItemError =
  | 'dateRequired'
  | 'dateInvalid'
  | 'descriptionRequired'
  | 'categoryRequired'
  | 'amountRequired'
  | 'amountInvalid'
  | 'amountDecimals'
  | 'amountRange'
  | 'currencyInvalid'
  | 'taxInvalid'
  | 'taxDecimals'
  | 'taxRange';

export type ParsedMoney = { ok: true; cents: number } | { ok: false; reason: 'invalid' | 'decimals' | 'range' };

/**
 * Reads an amount typed or pasted in either convention: 1,234.50 / 1.234,50 / 1234,50 / 1234.5.
 * When both separators occur the last one is the decimal mark; a lone separator followed by
 * groups of exactly three digits repeated (1,234,567) is a thousands separator. Counting in
 * whole cents from the digits avoids the float error of parseFloat(x) * 100. Beyond `maxAbsCents`
 * (an item's bound unless told; a header total has its own) it is out of range.
 */
export function parseMoney(text: string, maxAbsCents: number = MAX_ABS_ITEM_CENTS): ParsedMoney {
  let value = text.trim().replace(/[\s\u00a0\u202f']/g, '');
  if (value === '') return { ok: false, reason: 'invalid' };
  let negative = false;
  if (value.startsWith('-') || value.startsWith('−')) {
    negative = true;
    value = value.slice(1);
  } else if (value.startsWith('(') && value.endsWith(')')) {
    negative = true;
    value = value.slice(1, -1);
  }
  if (!/^[\d.,]+$/.test(value) || !/\d/.test(value)) return { ok: false, reason: 'invalid' };
  const lastComma = value.lastIndexOf(',');
  const lastDot = value.lastIndexOf('.');
  let whole: string;
  let fraction = '';
  if (lastComma >= 0 && lastDot >= 0) {
    const mark = lastComma > lastDot ? ',' : '.';
    const group = mark === ',' ? '.' : ',';
    const at = value.lastIndexOf(mark);
    whole = value.slice(0, at);
    fraction = value.slice(at + 1);
    if (!groupedThousands(whole, group) || fraction.includes(group)) return { ok: false, reason: 'invalid' };
    whole = whole.split(group).join('');
  } else if (lastComma >= 0 || lastDot >= 0) {
    const mark = lastComma >= 0 ? ',' : '.';
    const parts = value.split(mark);
    if (parts.length > 2 || (mark === ',' && groupedThousands(value, ','))) {
      if (!groupedThousands(value, mark)) return { ok: false, reason: 'invalid' };
      whole = parts.join('');
    } else {
      whole = parts[0] ?? '';
      fraction = parts[1] ?? '';
    }
  } else {
    whole = value;
  }
  if (whole === '') whole = '0';
  if (!/^\d+$/.test(whole) || !/^\d*$/.test(fraction)) return { ok: false, reason: 'invalid' };
  if (fraction.length > 2) return { ok: false, reason: 'decimals' };
  const cents = Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
  if (!Number.isSafeInteger(cents) || cents > maxAbsCents) return { ok: false, reason: 'range' };
  return { ok: true, cents: negative && cents !== 0 ? -cents : cents };
}

/** 1,234,567 with the given separator: a first group of 1-3 digits, then groups of exactly 3. */
function groupedThousands(text: string, separator: string): boolean {
  if (!text.includes(separator)) return /^\d+$/.test(text);
  const [first, ...rest] = text.split(separator);
  return /^\d{1,3}$/.test(first ?? '') && rest.every((part) => /^\d{3}$/.test(part));
}

/**
 * Reads a date as ISO (2026-11-23) or day first (23/11/2026, 23.11.2026, 23-11-2026), the way
 * European spreadsheets export it. Returns YYYY-MM-DD, or undefined when it is no real date.
 */
export function parseItemDate(text: string): string | undefined {
  const value = text.trim();
  let year: number;
  let month: number;
  let day: number;
  const iso = /^(\d{4})-(\d{1,2})-(\d{1,2})$/.exec(value);
  const dayFirst = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$/.exec(value);
  if (iso) [year, month, day] = [Number(iso[1]), Number(iso[2]), Number(iso[3])];
  else if (dayFirst) [day, month, year] = [Number(dayFirst[1]), Number(dayFirst[2]), Number(dayFirst[3])];
  else return undefined;
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return undefined;
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** Every refused field of one typed item, by field. An empty tax counts as zero. */
export function validateItemText(item: DocItemText): Partial<Record<DocItemField, DocItemError>> {
  const errors: Partial<Record<DocItemField, DocItemError>> = {};
  if (item.itemDate.trim() === '') errors.itemDate = 'dateRequired';
  else if (!parseItemDate(item.itemDate)) errors.itemDate = 'dateInvalid';
  if (item.description.trim() === '') errors.description = 'descriptionRequired';
  if (item.category.trim() === '') errors.category = 'categoryRequired';
  if (item.amount.trim() === '') errors.amount = 'amountRequired';
  else {
    const amount = parseMoney(item.amount);
    if (!amount.ok) errors.amount = MONEY_ERRORS.amount[amount.reason];
  }
  if (!/^[A-Z]{3}$/.test(item.currency.trim())) errors.currency = 'currencyInvalid';
  if (item.tax.trim() !== '') {
    const tax = parseMoney(item.tax);
    if (!tax.ok) errors.tax = MONEY_ERRORS.tax[tax.reason];
  }
  return errors;
}

const MONEY_ERRORS = {
  amount: { invalid: 'amountInvalid', decimals: 'amountDecimals', range: 'amountRange' },
  tax: { invalid: 'taxInvalid', decimals: 'taxDecimals', range: 'taxRange' },
} as const;

/** The API values of a typed item, or undefined when a field is refused (see validateItemText). */
export function itemTextToValues(item: DocItemText): DocItemValues | undefined {
  if (Object.keys(validateItemText(item)).length > 0) return undefined;
  const amount = parseMoney(item.amount);
  const tax = item.tax.trim() === '' ? ({ ok: true, cents: 0 } as const) : parseMoney(item.tax);
  const itemDate = parseItemDate(item.itemDate);
  if (!amount.ok || !tax.ok || !itemDate) return undefined;
  return {
    itemDate,
    description: item.description.trim(),
    category: item.category.trim(),
    amountCents: amount.cents,
    currency: item.currency.trim(),
    taxCents: tax.cents,
  };
}

/** The typed text of a stored item, as the grid shows it for editing. */
export function itemValuesToText(item: DocItemValues): DocItemText {
  return {
    itemDate: item.itemDate,
    description: item.description,
    category: item.category,
    amount: centsToText(item.amountCents),
    currency: item.currency,
    tax: centsToText(item.taxCents),
  };
}

/**
 * Splits text pasted from a spreadsheet into cells: rows by newline, cells by tab. Blank lines
 * are dropped. Quoted cells (as Excel writes cells holding a tab or newline) are read whole.
 */
export function splitPastedRows(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  let atCellStart = true;
  for (let i = 0; i < text.length; i += 1) {
    const char = text[i] ?? '';
    if (quoted) {
      if (char === '"' && text[i + 1] === '"') {
        cell += '"';
        i += 1;
      } else if (char === '"') quoted = false;
      else cell += char;
      continue;
    }
    if (char === '"' && atCellStart) {
      quoted = true;
      atCellStart = false;
    } else if (char === '\t') {
      row.push(cell);
      cell = '';
      atCellStart = true;
    } else if (char === '\n' || char === '\r') {
      if (char === '\r' && text[i + 1] === '\n') i += 1;
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
      atCellStart = true;
    } else {
      cell += char;
      atCellStart = false;
    }
  }
  if (cell !== '' || row.length > 0) {
    row.push(cell);
    rows.push(row);
  }
  return rows.filter((cells) => cells.some((value) => value.trim() !== ''));
}

/**
 * Items from pasted spreadsheet rows, columns in the grid's order (date, description, category,
 * amount, currency, tax). A first row whose date cell is no date and whose amount cell is no
 * number is taken for a header and skipped. Dates and amounts are normalised where they can be
 * read (23/11/2026 -> 2026-11-23, 1.234,50 -> 1234.50); anything else is kept as typed so the
 * grid shows it with its error rather than losing it. An empty currency takes the default.
 */
export function itemsFromPastedText(text: string, defaultCurrency: string): DocItemText[] {
  const rows = splitPastedRows(text);
  const first = rows[0];
  if (first && !parseItemDate(first[0] ?? '') && !parseMoney(first[3] ?? '').ok) rows.shift();
  return rows.map((cells) => {
    const [itemDate = '', description = '', category = '', amount = '', currency = '', tax = ''] = cells.map((cell) =>
      cell.trim(),
    );
    const date = parseItemDate(itemDate);
    const money = (value: string): string => {
      const parsed = parseMoney(value);
      return parsed.ok ? centsToText(parsed.cents) : value;
    };
    return {
      itemDate: date ?? itemDate,
      description,
      category,
      amount: amount === '' ? '' : money(amount),
      currency: currency === '' ? defaultCurrency : currency.toUpperCase(),
      tax: tax === '' ? '' : money(tax),
    };
  });
}
