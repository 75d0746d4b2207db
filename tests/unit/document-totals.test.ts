/**
 * The totals rule, written once in common: its verdicts on the shared table of cases, the same
 * through the processing screen's adapter (typed text) as on the cents the server checks; the
 * one way sums are worded; and the cents bounds, all from one constant.
 */
import { describe, expect, expectTypeOf, it } from 'vitest';
import { itemTextToValues, parseMoney } from '../../src/common/doc-items.js';
import {
  checkTotals,
  formatMoney,
  MAX_ABS_ITEM_CENTS,
  MAX_ABS_TOTAL_CENTS,
  totalsByCurrency,
  type CurrencyTotal,
} from '../../src/common/document-totals.js';
import { docItemCreate } from '../../src/common/schemas/doc-item.js';
import { docItemsAcrossQuery, type DocItemsAcrossTotal } from '../../src/common/schemas/doc-items-across.js';
import { totalCents } from '../../src/common/schemas/document.js';
import { MAX_DRAFT_ITEMS } from '../../src/common/schemas/document-work.js';
import { parseHeaderTotal, validateHeader } from '../../src/web/features/documents/processing/draft.js';
import { totalsCheck } from '../../src/web/features/documents/processing/totals-check.js';
import { TOTALS_CASES } from '../helpers/totals-cases.js';

describe('the totals rule on the shared cases', () => {
  it.each(TOTALS_CASES)('$name', ({ header, rows, verdict }) => {
    const total = parseHeaderTotal(header.total);
    if (!total.ok) throw new Error(`the case's header total does not read: ${header.total}`);
    const values = rows.map((row) => itemTextToValues(row) ?? expect.fail(`row ${row.key} does not read`));
    const onCents = checkTotals({ totalCents: total.cents, currency: header.currency }, values);
    expect(onCents).toMatchObject(verdict);
    // The screen's running check gives the very same verdict from the typed text.
    expect(totalsCheck(header, rows)).toEqual(onCents);
  });

  it('lists every other currency, and leaves blank and refused rows out of the screen’s check', () => {
    const mixed = TOTALS_CASES.find((c) => c.verdict.kind === 'otherCurrency');
    expect(totalsCheck(mixed!.header, mixed!.rows)).toMatchObject({ currency: 'USD', others: ['EUR', 'GBP'] });
    const blank = { ...mixed!.rows[0]!, key: 'blank', description: '', category: '', amount: '' };
    const refused = { ...mixed!.rows[0]!, key: 'refused', amount: '1.234' };
    expect(totalsCheck({ ...mixed!.header, total: '10' }, [mixed!.rows[0]!, blank, refused])).toEqual({
      kind: 'equal',
      currency: 'USD',
      cents: 1000,
    });
  });

  it('waits for a header total and a currency before it judges', () => {
    const equal = TOTALS_CASES.find((c) => c.verdict.kind === 'equal');
    expect(totalsCheck({ ...equal!.header, total: '' }, equal!.rows)).toEqual({ kind: 'noHeaderTotal' });
    expect(totalsCheck({ ...equal!.header, currency: 'us' }, equal!.rows)).toEqual({ kind: 'noHeaderTotal' });
  });

  it('sums net, tax and gross per currency, a missing tax as zero', () => {
    expect(
      totalsByCurrency([
        { amountCents: 10, taxCents: 2, currency: 'USD' },
        { amountCents: 5, taxCents: null, currency: 'EUR' },
        { amountCents: 20, currency: 'USD' },
      ]),
    ).toEqual([
      { currency: 'EUR', netCents: 5, taxCents: 0, grossCents: 5, items: 1 },
      { currency: 'USD', netCents: 30, taxCents: 2, grossCents: 32, items: 2 },
    ]);
  });
});

describe('formatMoney', () => {
  it('words a sum plainly without a language, as the server’s refusals do', () => {
    expect(formatMoney(12000, 'USD')).toBe('USD 120.00');
    expect(formatMoney(-5, 'EUR')).toBe('-EUR 0.05');
    expect(formatMoney(MAX_ABS_TOTAL_CENTS - 1, 'USD')).toBe('USD 9999999999.99');
  });

  it('words it in the user’s language with Intl, exactly', () => {
    expect(formatMoney(123450, 'USD', 'en')).toBe('$1,234.50');
    expect(formatMoney(123450, 'EUR', 'fr').replace(/\s/g, ' ')).toBe('1 234,50 €');
    expect(formatMoney(-1250, 'EUR', 'es').replace(/\s/g, ' ')).toBe('-12,50 €');
    // Beyond what cents / 100 keeps exact in a float, the digits are still the typed ones.
    expect(formatMoney(MAX_ABS_TOTAL_CENTS - 1, 'USD', 'en')).toBe('$9,999,999,999.99');
  });

  it('falls back to the plain form for a code Intl refuses', () => {
    expect(formatMoney(100, 'EU', 'en')).toBe('EU 1.00');
  });
});

describe('the cents bounds', () => {
  it('derive from one constant: a total holds the largest draft at the item bound', () => {
    expect(MAX_ABS_TOTAL_CENTS).toBeGreaterThanOrEqual(MAX_DRAFT_ITEMS * 2 * MAX_ABS_ITEM_CENTS);
    expect(Number.isSafeInteger(MAX_ABS_TOTAL_CENTS)).toBe(true);
  });

  it('are the ones the schemas and the typed text apply', () => {
    const item = { documentId: 'd', itemDate: '2024-05-01', description: 'x', category: 'y', currency: 'USD' };
    expect(docItemCreate.shape.amountCents.safeParse(MAX_ABS_ITEM_CENTS).success).toBe(true);
    expect(docItemCreate.shape.amountCents.safeParse(-MAX_ABS_ITEM_CENTS - 1).success).toBe(false);
    expect(docItemCreate.safeParse({ ...item, amountCents: 1, taxCents: MAX_ABS_ITEM_CENTS + 1 }).success).toBe(false);
    expect(totalCents.safeParse(MAX_ABS_TOTAL_CENTS).success).toBe(true);
    expect(totalCents.safeParse(MAX_ABS_TOTAL_CENTS + 1).success).toBe(false);
    expect(docItemsAcrossQuery.safeParse({ amountMax: String(MAX_ABS_TOTAL_CENTS + 1) }).success).toBe(false);
    expect(docItemsAcrossQuery.safeParse({ amountMin: String(-MAX_ABS_TOTAL_CENTS) }).success).toBe(true);

    // An item is typed within its bound; a header total within the total's.
    expect(parseMoney('10000000.00')).toEqual({ ok: true, cents: MAX_ABS_ITEM_CENTS });
    expect(parseMoney('10000000.01')).toEqual({ ok: false, reason: 'range' });
    expect(parseHeaderTotal('25000000')).toEqual({ ok: true, cents: 2_500_000_000 });
    expect(parseHeaderTotal('10000000000.01')).toEqual({ ok: false, reason: 'range' });
    expect(validateHeader({ vendor: '', docNumber: '', docDate: '', total: '25000000', currency: 'USD' })).toEqual({});
  });

  it('one CurrencyTotal: the items-across totals answer has the same shape', () => {
    expectTypeOf<DocItemsAcrossTotal>().toEqualTypeOf<CurrencyTotal>();
  });
});
