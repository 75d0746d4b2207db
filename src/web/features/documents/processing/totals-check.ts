/**
 * The totals check the screen shows while the DBO keys: the draft's typed text read into cents,
 * then the rule the server applies on submit (common/document-totals.ts). Blank rows and rows
 * with a refused cell are left out, as the grid's running totals leave them out.
 */
import { itemTextToValues } from '../../../../common/doc-items';
import { checkTotals, type TotalsVerdict } from '../../../../common/document-totals';
import { isBlankRow, parseHeaderTotal, type DraftRow, type HeaderText } from './draft';

export type TotalsCheck = { kind: 'noHeaderTotal' } | TotalsVerdict;

export function totalsCheck(header: HeaderText, rows: readonly DraftRow[]): TotalsCheck {
  const total = parseHeaderTotal(header.total);
  const currency = header.currency.trim();
  if (!total.ok || !/^[A-Z]{3}$/.test(currency)) return { kind: 'noHeaderTotal' };
  const values = rows.filter((row) => !isBlankRow(row)).flatMap((row) => itemTextToValues(row) ?? []);
  return checkTotals({ totalCents: total.cents, currency }, values);
}
