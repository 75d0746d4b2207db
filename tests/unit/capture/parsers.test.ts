/**
 * The amount, date and currency readers, as tables of what English, Spanish and French invoices
 * print and what the draft keeps (integer cents, YYYY-MM-DD, ISO codes).
 */
import { describe, expect, it } from 'vitest';
import { parseAmount, parseRate } from '../../../src/server/capture/amounts.js';
import { currencyInText } from '../../../src/server/capture/currency.js';
import { parseDate } from '../../../src/server/capture/dates.js';

describe('amounts', () => {
  it.each([
    ['en', '1,234.56', 123456],
    ['en', '$1,234.56', 123456],
    ['en', '12.00', 1200],
    ['en', '-12.00', -1200],
    ['en', '(12.00)', -1200],
    ['en', '12.00-', -1200],
    ['en', '1,000,000.00', 100000000],
    ['es', '1.234,56', 123456],
    ['es', '1.234,56 €', 123456],
    ['es', '-45,10 €', -4510],
    ['es', '0,99', 99],
    ['fr', '1 234,56', 123456],
    ['fr', '1\u202f234,56 €', 123456],
    ['fr', '1\u00a0234,56', 123456],
    ['fr', '-1 234,56 EUR', -123456],
    // A scan joins the code to the amount, or reads a dot or a colon between them.
    ['en', '24.02UsD', 2402],
    ['en', '280.00.USD', 28000],
    ['fr', '117,34:CHF', 11734],
    ['es', '3,25EUR', 325],
  ])('%s: %s is %d cents', (_language, text, cents) => {
    expect(parseAmount(text, { requireDecimals: true })?.cents).toBe(cents);
  });

  it.each(['26/11/2026', 'INV-2026', '12:30', '1.234.56', '1,23,456.00', 'abc', '2026', '12.5.3'])(
    '%s is not an amount with decimals',
    (text) => {
      expect(parseAmount(text, { requireDecimals: true })).toBeNull();
    },
  );

  it('keeps the currency written with the amount', () => {
    expect(parseAmount('€ 10,00')?.currency).toBe('EUR');
    expect(parseAmount('10.00 GBP')?.currency).toBe('GBP');
  });

  it.each([
    ['21%', 21],
    ['5,5 %', 5.5],
    ['20.0%', 20],
  ])('rate %s is %d', (text, rate) => {
    expect(parseRate(text)).toBe(rate);
  });
});

describe('dates', () => {
  it.each([
    ['fr', '26/11/2026', 'dmy', '2026-11-26'],
    ['en', '11/26/2026', 'dmy', '2026-11-26'],
    ['en', '03/04/2026', 'mdy', '2026-03-04'],
    ['es', '03/04/2026', 'dmy', '2026-04-03'],
    ['es', '26-11-2026', 'dmy', '2026-11-26'],
    ['fr', '26.11.2026', 'dmy', '2026-11-26'],
    ['en', '2026-11-26', 'dmy', '2026-11-26'],
    ['fr', '26 nov. 2026', 'dmy', '2026-11-26'],
    ['es', '26 de noviembre de 2026', 'dmy', '2026-11-26'],
    ['es', '1 de enero de 2026', 'dmy', '2026-01-01'],
    ['fr', '26 novembre 2026', 'dmy', '2026-11-26'],
    ['fr', '1er février 2026', 'dmy', '2026-02-01'],
    ['fr', '3 août 2026', 'dmy', '2026-08-03'],
    ['en', 'Nov 26, 2026', 'dmy', '2026-11-26'],
    ['en', 'November 26th, 2026', 'dmy', '2026-11-26'],
    ['en', '26 Nov 2026', 'dmy', '2026-11-26'],
    ['es', '26 dic. 2026', 'dmy', '2026-12-26'],
  ] as const)('%s: %s is %s', (_language, text, prefer, iso) => {
    expect(parseDate(text, prefer)?.iso).toBe(iso);
  });

  it('says when day and month could be swapped', () => {
    expect(parseDate('03/04/2026')?.ambiguous).toBe(true);
    expect(parseDate('26/11/2026')?.ambiguous).toBe(false);
  });

  it.each([
    ['fr', '4 aolt 2026', '2026-08-04'],
    ['fr', '8 ao(it 2026', '2026-08-08'],
    ['fr', '31juillet 2026', '2026-07-31'],
    ['es', '2 de febrcro de 2026', '2026-02-02'],
    ['en', '15-Jan 2026', '2026-01-15'],
    ['en', '3 Novenber 2026', '2026-11-03'],
  ] as const)("%s: OCR's %s is %s, a month misread never sure", (_language, text, iso) => {
    expect(parseDate(text)?.iso).toBe(iso);
    expect(!!parseDate(text)?.misread).toBe(!/^(15-Jan|31juillet)/.test(text));
  });

  it.each(['31/02/2026', '12.50', 'INV-2026-11', '26 foo 2026', '1,234.56', '4 juim 2026'])(
    '%s is not a date',
    (text) => {
      expect(parseDate(text)).toBeNull();
    },
  );
});

describe('currencies', () => {
  it.each([
    ['en', 'Total due: $1,234.56', 'USD'],
    ['en', '£12.00', 'GBP'],
    ['en', 'Amount (USD)', 'USD'],
    ['es', 'Importe total 1.234,56 €', 'EUR'],
    ['es', 'Moneda: MXN', 'MXN'],
    ['fr', 'Montant TTC 1 234,56 EUR', 'EUR'],
    ['fr', 'Total CHF 12.00', 'CHF'],
    ['fr', 'CA$ 10,00', 'CAD'],
  ])('%s: %s is %s', (_language, text, code) => {
    expect(currencyInText(text)).toBe(code);
  });

  it('is null without a sign or code', () => {
    expect(currencyInText('Total 12.00')).toBeNull();
  });
});
