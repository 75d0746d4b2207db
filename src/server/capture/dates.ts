/**
 * Dates as invoices print them in English, Spanish and French: `26/11/2026`, `11/26/2026` (read
 * as month first only when the day gives it away, or when the vendor's profile says so),
 * `26.11.2026`, `2026-11-26`, `26 nov. 2026`, `26 de noviembre de 2026`, `26 novembre 2026`,
 * `Nov 26, 2026`. The value is `YYYY-MM-DD`, as the draft keeps it.
 */
export type DateOrder = 'dmy' | 'mdy' | 'ymd' | 'words';

export interface ParsedDate {
  iso: string;
  order: DateOrder;
  /** True when day and month could be swapped (both 12 or less) and the order was assumed. */
  ambiguous: boolean;
  /** True when the month's name was read a letter off ("aolt" for "août"): never sure. */
  misread?: boolean;
}

const MONTHS: Record<string, number> = {};
const NAMES: readonly (readonly string[])[] = [
  ['january', 'jan', 'enero', 'ene', 'janvier', 'janv'],
  ['february', 'feb', 'febrero', 'février', 'fevrier', 'févr', 'fevr', 'fév', 'fev'],
  ['march', 'mar', 'marzo', 'mars'],
  ['april', 'apr', 'abril', 'abr', 'avril', 'avr'],
  ['may', 'mayo', 'may', 'mai'],
  ['june', 'jun', 'junio', 'juin'],
  ['july', 'jul', 'julio', 'juillet', 'juil'],
  ['august', 'aug', 'agosto', 'ago', 'août', 'aout'],
  ['september', 'sep', 'sept', 'septiembre', 'set', 'septembre'],
  ['october', 'oct', 'octubre', 'octobre'],
  ['november', 'nov', 'noviembre', 'novembre'],
  ['december', 'dec', 'diciembre', 'dic', 'décembre', 'decembre', 'déc'],
];
NAMES.forEach((names, index) => names.forEach((name) => (MONTHS[name] = index + 1)));

function monthOf(word: string): number | null {
  return MONTHS[word.toLowerCase().replace(/\.$/, '')] ?? null;
}

/** One letter changed, added or dropped. */
function oneLetterOff(a: string, b: string): boolean {
  if (Math.abs(a.length - b.length) > 1) return false;
  let i = 0;
  while (i < a.length && a[i] === b[i]) i += 1;
  let j = 0;
  while (j < a.length - i && j < b.length - i && a[a.length - 1 - j] === b[b.length - 1 - j]) j += 1;
  return a.length - i - j <= 1 && b.length - i - j <= 1;
}

/**
 * A month's name as a scan's OCR misreads it: its letters (three or more) one letter off a
 * name's of four or more, with the same first letter, and of one month only ("aolt", "ao(it" for
 * "août"; "juim" could be juin or juil, so it is none).
 */
function misreadMonthOf(word: string): number | null {
  const letters = word
    .toLowerCase()
    .normalize('NFD')
    .replace(/[^a-z]/g, '');
  if (letters.length < 3) return null;
  const months = new Set<number>();
  for (const [name, month] of Object.entries(MONTHS)) {
    const plain = name.normalize('NFD').replace(/[^a-z]/g, '');
    if (plain.length >= 4 && plain[0] === letters[0] && oneLetterOff(letters, plain)) months.add(month);
  }
  return months.size === 1 ? [...months][0]! : null;
}

function iso(year: number, month: number, day: number): string | null {
  if (year < 100) year += 2000;
  if (year < 1990 || year > 2100 || month < 1 || month > 12 || day < 1) return null;
  const last = new Date(Date.UTC(year, month, 0)).getUTCDate();
  if (day > last) return null;
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/**
 * The date a piece of text is, or null. `prefer` settles a numeric date whose day and month could
 * be swapped: day first unless the vendor is known to write the month first.
 */
export function parseDate(raw: string, prefer: 'dmy' | 'mdy' = 'dmy'): ParsedDate | null {
  const text = raw
    .trim()
    .replace(/[\u00a0\u202f]/g, ' ')
    .replace(/[,;]$/, '');
  if (text.length < 6 || text.length > 40) return null;
  let match = /^(\d{4})[-/.](\d{1,2})[-/.](\d{1,2})$/.exec(text);
  if (match) {
    const value = iso(+match[1]!, +match[2]!, +match[3]!);
    return value ? { iso: value, order: 'ymd', ambiguous: false } : null;
  }
  match = /^(\d{1,2})([-/.])(\d{1,2})\2(\d{4}|\d{2})$/.exec(text);
  if (match) {
    const a = +match[1]!;
    const b = +match[3]!;
    const year = +match[4]!;
    if (a > 12 && b <= 12) return wrap(iso(year, b, a), 'dmy', false);
    if (b > 12 && a <= 12) return wrap(iso(year, a, b), 'mdy', false);
    if (a === b) return wrap(iso(year, a, b), prefer, false);
    return prefer === 'mdy' ? wrap(iso(year, a, b), 'mdy', true) : wrap(iso(year, b, a), 'dmy', true);
  }
  const words = text
    .toLowerCase()
    .replace(/,/g, ' ')
    // OCR joins the day to the month ("15-jan", "31juillet").
    .replace(/^(\d{1,2})[-~]?(?=\p{L}{3})/u, '$1 ')
    .split(/\s+/)
    .filter((w) => w && w !== 'de' && w !== 'del');
  if (words.length === 3) {
    const [first, second, third] = words as [string, string, string];
    // 26 nov. 2026 / 26 de noviembre de 2026 / 26 novembre 2026 / 1er janvier 2026
    const dayFirst = /^(\d{1,2})(?:er|st|nd|rd|th|º)?$/.exec(first);
    if (dayFirst && monthOf(second) && /^\d{4}$/.test(third)) {
      return wrap(iso(+third, monthOf(second)!, +dayFirst[1]!), 'words', false);
    }
    const misread = dayFirst && /^\d{4}$/.test(third) ? misreadMonthOf(second) : null;
    if (misread) {
      const value = iso(+third, misread, +dayFirst![1]!);
      return value ? { iso: value, order: 'words', ambiguous: false, misread: true } : null;
    }
    // Nov 26, 2026 / November 26th, 2026
    const daySecond = /^(\d{1,2})(?:st|nd|rd|th)?$/.exec(second);
    if (monthOf(first) && daySecond && /^\d{4}$/.test(third)) {
      return wrap(iso(+third, monthOf(first)!, +daySecond[1]!), 'words', false);
    }
  }
  return null;
}

function wrap(value: string | null, order: DateOrder, ambiguous: boolean): ParsedDate | null {
  return value ? { iso: value, order, ambiguous } : null;
}
