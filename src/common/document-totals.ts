/**
 * The totals rule of a keyed document, written once: the processing screen runs it while the DBO
 * keys (over the items typed so far) and the server runs it before it lets the document be
 * submitted. The items' amounts plus tax, in the header's currency, must equal the header total
 * to the cent, with no item in another currency. Amounts are integer cents, so sums are exact.
 */

/** The bound on one item's amount, and on its tax: ±10 million in the currency's units. */
export const MAX_ABS_ITEM_CENTS = 1_000_000_000;
/**
 * The bound on a header total (and on a sum of items): room for the largest draft (500 items)
 * at the item bound, amount and tax; still exact in a JavaScript number and a bigint column.
 */
export const MAX_ABS_TOTAL_CENTS = 1000 * MAX_ABS_ITEM_CENTS;

export interface TotalsItem {
  amountCents: number;
  taxCents?: number | null;
  currency: string;
}

/** One currency's sums: net (the amounts), tax, and gross = net + tax, with how many items. */
export interface CurrencyTotal {
  currency: string;
  netCents: number;
  taxCents: number;
  grossCents: number;
  items: number;
}

/** Sums per currency, sorted by currency code. */
export function totalsByCurrency(items: readonly TotalsItem[]): CurrencyTotal[] {
  const totals = new Map<string, CurrencyTotal>();
  for (const item of items) {
    const total = totals.get(item.currency) ?? {
      currency: item.currency,
      netCents: 0,
      taxCents: 0,
      grossCents: 0,
      items: 0,
    };
    const tax = item.taxCents ?? 0;
    total.netCents += item.amountCents;
    total.taxCents += tax;
    total.grossCents += item.amountCents + tax;
    total.items += 1;
    totals.set(item.currency, total);
  }
  return [...totals.values()].sort((a, b) => a.currency.localeCompare(b.currency));
}

/** What the rule says of a header and its items. Every verdict names the header's currency. */
export type TotalsVerdict =
  | { kind: 'noItems' }
  /** `row` is the first item (0-based) in a currency not the header's; `others` all such currencies. */
  | { kind: 'otherCurrency'; currency: string; row: number; rowCurrency: string; others: string[] }
  | { kind: 'differ'; currency: string; headerCents: number; itemsCents: number }
  | { kind: 'equal'; currency: string; cents: number };

export function checkTotals(
  header: { totalCents: number; currency: string },
  items: readonly TotalsItem[],
): TotalsVerdict {
  const { currency } = header;
  if (items.length === 0) return { kind: 'noItems' };
  const row = items.findIndex((item) => item.currency !== currency);
  const totals = totalsByCurrency(items);
  if (row >= 0) {
    const others = totals.filter((total) => total.currency !== currency).map((total) => total.currency);
    return { kind: 'otherCurrency', currency, row, rowCurrency: items[row]?.currency ?? '', others };
  }
  const itemsCents = totals[0]?.grossCents ?? 0;
  if (itemsCents === header.totalCents) return { kind: 'equal', currency, cents: itemsCents };
  return { kind: 'differ', currency, headerCents: header.totalCents, itemsCents };
}

/** Cents as plain decimal text, the form the grid edits: 123450 -> "1234.50", -5 -> "-0.05". */
export function centsToText(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  return `${sign}${Math.trunc(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/**
 * A sum for people to read. With a language, in its conventions ("$1,234.50", "1 234,50 €");
 * without one, or for a code Intl refuses, the plain "USD 1234.50" that reads the same in every
 * language (the server's refusals name sums so). Intl is given the decimal text of the cents, so
 * no float rounding creeps in.
 */
export function formatMoney(cents: number, currency: string, language?: string): string {
  const text = centsToText(cents);
  if (language) {
    try {
      return new Intl.NumberFormat(language, { style: 'currency', currency }).format(text as Intl.StringNumericLiteral);
    } catch {
      // An unknown language tag or a malformed code: the plain form below.
    }
  }
  return cents < 0 ? `-${currency} ${text.slice(1)}` : `${currency} ${text}`;
}
