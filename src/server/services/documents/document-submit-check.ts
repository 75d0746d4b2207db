/** Why a keyed document may not be submitted yet (409 with the reason), or nothing. */
import type { Kysely } from 'kysely';
import { checkTotals, formatMoney } from '../../../common/document-totals.js';
import { fieldText, type FieldProblems } from '../../api-texts.js';
import type { Database, StoredDocument } from '../../db/schema.js';
import { HttpError } from '../../errors.js';
import { openIssuesOf } from '../issues/open-issues.js';
import { HEADER_COLUMNS } from './document-header.js';

export async function checkSubmittable(db: Kysely<Database>, document: StoredDocument): Promise<void> {
  const missing: FieldProblems = {};
  for (const [field, column] of Object.entries(HEADER_COLUMNS)) {
    const value = document[column];
    if (value === null || value === undefined || value === '') missing[`header.${field}`] = [fieldText('required')];
  }
  if (Object.keys(missing).length) throw new HttpError(409, 'headerIncomplete', { fields: missing });
  const open = await openIssuesOf(db, document.id).executeTakeFirst();
  if (open) throw new HttpError(409, 'issueStillOpen');
  const items = await db
    .selectFrom('doc_item')
    .select(['amount_cents', 'tax_cents', 'currency'])
    .where('document_id', '=', document.id)
    .orderBy('position')
    .orderBy('created_at')
    .orderBy('id')
    .execute();
  const problem = checkTotals(
    { totalCents: Number(document.total_cents), currency: String(document.currency) },
    items.map((item) => ({
      amountCents: Number(item.amount_cents),
      taxCents: Number(item.tax_cents),
      currency: item.currency,
    })),
  );
  if (problem.kind === 'equal') return;
  if (problem.kind === 'noItems') throw new HttpError(409, 'noItems');
  if (problem.kind === 'otherCurrency') {
    const params = { row: problem.row + 1, currency: problem.rowCurrency, expected: problem.currency };
    throw new HttpError(409, 'itemCurrencyDiffers', {
      params,
      fields: { [`items.${problem.row}.currency`]: [fieldText('otherCurrency', params)] },
    });
  }
  const header = formatMoney(problem.headerCents, problem.currency);
  const sum = formatMoney(problem.itemsCents, problem.currency);
  throw new HttpError(409, 'totalsDiffer', { params: { header, items: sum } });
}
