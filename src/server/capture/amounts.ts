/**
 * Amounts as invoices print them, in English, Spanish and French habits: `1,234.56`, `1.234,56`,
 * `1 234,56` (a space, a no-break or a narrow no-break space between thousands), with a currency
 * sign or code before or after, and negative as a credit note writes it: `-12.00`, `(12.00)`,
 * `12.00-`. The value is integer cents, as the draft keeps it.
 */
import { currencyInText } from './currency.js';

export interface ParsedAmount {
  cents: number;
  /** The decimal mark the amount was written with ('' when it had no decimals). */
  decimal: '.' | ',' | '';
  /** A currency code written with the amount, when there was one. */
  currency: string | null;
}

const SPACES = /[\s\u00a0\u202f\u2009]/g;
// A code stands apart from letters, not from digits or dots: a scan joins it to the amount ("24.02USD").
const CURRENCY_MARKS =
  /(US\$|CA\$|C\$|A\$|€|\$|£|¥|(?<![A-Za-z])(?:EUR|USD|GBP|CHF|CAD|AUD|JPY|MXN|SEK|NOK|DKK|PLN)(?![A-Za-z]))/gi;

/** The amount a piece of text is, or null when it is something else (a date, a code, words). */
export function parseAmount(raw: string, options: { requireDecimals?: boolean } = {}): ParsedAmount | null {
  let text = raw.trim();
  if (!text || text.length > 32) return null;
  const currency = currencyInText(text);
  const bare = text.replace(CURRENCY_MARKS, '').replace(SPACES, ' ').trim();
  // The dot or colon a scan read between an amount and its code ("280.00.USD", "117,34:CHF").
  text = bare !== text.trim() ? bare.replace(/(\d)[.:;]$/, '$1') : bare;
  let negative = false;
  if (/^\(.*\)$/.test(text)) {
    negative = true;
    text = text.slice(1, -1).trim();
  }
  if (/^[-−–]/.test(text)) {
    negative = true;
    text = text.slice(1).trim();
  } else if (/[-−–]$/.test(text)) {
    negative = true;
    text = text.slice(0, -1).trim();
  }
  if (/^\+/.test(text)) text = text.slice(1).trim();
  if (!/^\d/.test(text) || !/\d$/.test(text)) return null;
  if (!/^[\d .,']+$/.test(text)) return null;

  let integer: string;
  let fraction = '';
  let decimal: ParsedAmount['decimal'] = '';
  const lastMark = Math.max(text.lastIndexOf('.'), text.lastIndexOf(','));
  const tail = lastMark >= 0 ? text.slice(lastMark + 1) : '';
  if (lastMark >= 0 && /^\d{1,2}$/.test(tail)) {
    decimal = text[lastMark] as '.' | ',';
    fraction = tail.padEnd(2, '0');
    integer = text.slice(0, lastMark);
  } else {
    if (options.requireDecimals) return null;
    integer = text;
  }
  // What is left must be digits grouped by threes with one kind of separator, not the decimal mark.
  const groupMarks = new Set(integer.replace(/\d/g, '').split(''));
  if (groupMarks.size > 1) return null;
  const [groupMark] = [...groupMarks];
  if (groupMark !== undefined) {
    if (groupMark === decimal) return null;
    if (!new RegExp(`^\\d{1,3}(${escapeRegex(groupMark)}\\d{3})+$`).test(integer)) return null;
  } else if (integer.length > 9) {
    return null;
  }
  const digits = integer.replace(/\D/g, '');
  if (!digits) return null;
  const cents = Number(digits) * 100 + Number(fraction || '0');
  if (!Number.isSafeInteger(cents)) return null;
  return { cents: negative && cents !== 0 ? -cents : cents, decimal, currency };
}

function escapeRegex(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** A tax rate written as `21%`, `21 %`, `5,5 %` or `20.0%`, as a number of percent. */
export function parseRate(raw: string): number | null {
  const match = /^(\d{1,2}(?:[.,]\d{1,2})?)\s*%$/.exec(raw.replace(SPACES, ' ').trim());
  if (!match) return null;
  return Number(match[1]!.replace(',', '.'));
}
