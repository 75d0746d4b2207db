/**
 * The totals check the screen shows while the DBO keys: the header total against the items'
 * amounts plus tax in the header's currency (the rule the server applies on submit).
 */
import { itemTextToValues, parseMoney, totalsByCurrency } from '../../../../common/doc-items';
import { isBlankRow, type DraftRow, type HeaderText } from './draft';

export type TotalsCheck =
  | { kind: 'noHeaderTotal' }
  | { kind: 'noItems' }
  | { kind: 'equal'; currency: string; cents: number }
  | { kind: 'differ'; currency: string; headerCents: number; itemsCents: number }
  | { kind: 'otherCurrency'; currency: string; others: string[] };

export function totalsCheck(header: HeaderText, rows: readonly DraftRow[]): TotalsCheck {
  const total = parseMoney(header.total);
  const currency = header.currency.trim();
  if (!total.ok || !/^[A-Z]{3}$/.test(currency)) return { kind: 'noHeaderTotal' };
  const values = rows.filter((row) => !isBlankRow(row)).flatMap((row) => itemTextToValues(row) ?? []);
  if (values.length === 0) return { kind: 'noItems' };
  const totals = totalsByCurrency(values);
  const others = totals.filter((t) => t.currency !== currency).map((t) => t.currency);
  if (others.length > 0) return { kind: 'otherCurrency', currency, others };
  const itemsCents = totals.find((t) => t.currency === currency)?.grossCents ?? 0;
  if (itemsCents === total.cents) return { kind: 'equal', currency, cents: itemsCents };
  return { kind: 'differ', currency, headerCents: total.cents, itemsCents };
}

/** A sum in the user's language, e.g. "$1,234.50" or "1 234,50 €"; the code itself when unknown. */
export function formatMoney(cents: number, currency: string, language: string): string {
  try {
    return new Intl.NumberFormat(language, { style: 'currency', currency }).format(cents / 100);
  } catch {
    const abs = Math.abs(cents);
    return `${cents < 0 ? '-' : ''}${currency} ${Math.trunc(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
  }
}
