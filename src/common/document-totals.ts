/**
 * The totals check of a keyed document, shared by the processing screen (running totals) and
 * the server (submit refuses otherwise): the items' amounts plus tax, per currency, in cents,
 * must equal the header total in the header currency, with no item in another currency.
 */
export interface TotalsItem {
  amountCents: number;
  taxCents?: number | null;
  currency: string;
}

/** Amount plus tax per currency, in cents (exact integers). */
export function itemTotals(items: readonly TotalsItem[]): Record<string, number> {
  const totals: Record<string, number> = {};
  for (const item of items)
    totals[item.currency] = (totals[item.currency] ?? 0) + item.amountCents + (item.taxCents ?? 0);
  return totals;
}

/** "USD 120.00" from 12000 cents, without floating point. */
export function formatMoney(currency: string, cents: number): string {
  const abs = Math.abs(cents);
  return `${cents < 0 ? '-' : ''}${currency} ${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

export type TotalsProblem =
  | { kind: 'noItems' }
  | { kind: 'otherCurrency'; row: number; currency: string; expected: string }
  | { kind: 'totalsDiffer'; header: string; items: string };

/** Why the items do not add up to the header total, or undefined when they do. */
export function totalsProblem(
  header: { totalCents: number; currency: string },
  items: readonly TotalsItem[],
): TotalsProblem | undefined {
  if (items.length === 0) return { kind: 'noItems' };
  const row = items.findIndex((item) => item.currency !== header.currency);
  if (row >= 0) return { kind: 'otherCurrency', row, currency: items[row]?.currency ?? '', expected: header.currency };
  const sum = itemTotals(items)[header.currency] ?? 0;
  if (sum !== header.totalCents) {
    return {
      kind: 'totalsDiffer',
      header: formatMoney(header.currency, header.totalCents),
      items: formatMoney(header.currency, sum),
    };
  }
  return undefined;
}
