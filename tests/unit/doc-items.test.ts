/** The typed line items of the processing screen: amounts, dates, checks, totals and pasting. */
import { describe, expect, it } from 'vitest';
import {
  centsToText,
  itemsFromPastedText,
  itemTextToValues,
  itemValuesToText,
  parseItemDate,
  parseMoney,
  splitPastedRows,
  validateItemText,
  type DocItemText,
} from '../../src/common/doc-items.js';
import { totalsByCurrency } from '../../src/common/document-totals.js';

const typed = (over: Partial<DocItemText> = {}): DocItemText => ({
  itemDate: '2026-11-23',
  description: 'Taxi',
  category: 'Travel',
  amount: '12.50',
  currency: 'EUR',
  tax: '2.10',
  ...over,
});

describe('parseMoney', () => {
  it.each([
    ['1,234.50', 123450],
    ['1.234,50', 123450],
    ['1234,50', 123450],
    ['1234.5', 123450],
    ['1,234', 123400],
    ['1.234.567', 123456700],
    ['0.07', 7],
    ['.5', 50],
    ['-12.30', -1230],
    ['(4.00)', -400],
    [' 1 234,56 ', 123456],
    ['10', 1000],
  ])('reads %s as %i cents', (text, cents) => {
    expect(parseMoney(text)).toEqual({ ok: true, cents });
  });

  it('counts in exact cents where floats would not (0.1 + 0.2 style values)', () => {
    expect(parseMoney('1.15')).toEqual({ ok: true, cents: 115 });
    expect(parseMoney('4.35')).toEqual({ ok: true, cents: 435 });
    expect(parseMoney('1005.99')).toEqual({ ok: true, cents: 100599 });
  });

  it.each([
    ['', 'invalid'],
    ['abc', 'invalid'],
    ['12x', 'invalid'],
    ['1,2,3', 'invalid'],
    ['12,34.5', 'invalid'],
    ['1.234', 'decimals'],
    ['1.999', 'decimals'],
    ['10000001', 'range'],
  ])('refuses %j (%s)', (text, reason) => {
    expect(parseMoney(text)).toEqual({ ok: false, reason });
  });

  it('writes cents back as plain editable text', () => {
    expect(centsToText(123450)).toBe('1234.50');
    expect(centsToText(-5)).toBe('-0.05');
    expect(centsToText(0)).toBe('0.00');
  });
});

describe('parseItemDate', () => {
  it('reads ISO and day-first dates', () => {
    expect(parseItemDate('2026-11-23')).toBe('2026-11-23');
    expect(parseItemDate('23/11/2026')).toBe('2026-11-23');
    expect(parseItemDate('3.1.2026')).toBe('2026-01-03');
    expect(parseItemDate('29/02/2028')).toBe('2028-02-29');
  });

  it('refuses dates that do not exist and other text', () => {
    expect(parseItemDate('2026-02-30')).toBeUndefined();
    expect(parseItemDate('31/04/2026')).toBeUndefined();
    expect(parseItemDate('11/23')).toBeUndefined();
    expect(parseItemDate('Date')).toBeUndefined();
  });
});

describe('validateItemText and the conversions', () => {
  it('accepts a complete item and converts it to exact cents and back', () => {
    expect(validateItemText(typed())).toEqual({});
    const values = itemTextToValues(typed({ itemDate: '23/11/2026', amount: '1.234,50', tax: '' }));
    expect(values).toEqual({
      itemDate: '2026-11-23',
      description: 'Taxi',
      category: 'Travel',
      amountCents: 123450,
      currency: 'EUR',
      taxCents: 0,
    });
    expect(itemValuesToText(values!)).toEqual(typed({ amount: '1234.50', tax: '0.00' }));
  });

  it('names each refused field', () => {
    expect(
      validateItemText({ itemDate: '', description: ' ', category: '', amount: '1.234', currency: 'eur', tax: 'x' }),
    ).toEqual({
      itemDate: 'dateRequired',
      description: 'descriptionRequired',
      category: 'categoryRequired',
      amount: 'amountDecimals',
      currency: 'currencyInvalid',
      tax: 'taxInvalid',
    });
    expect(validateItemText(typed({ itemDate: '2026-13-01', amount: '' }))).toEqual({
      itemDate: 'dateInvalid',
      amount: 'amountRequired',
    });
    expect(itemTextToValues(typed({ amount: 'abc' }))).toBeUndefined();
  });
});

describe('totalsByCurrency', () => {
  it('sums net, tax and gross per currency in cents', () => {
    const items = [
      { ...itemTextToValues(typed({ amount: '0.10', tax: '0.02' }))! },
      { ...itemTextToValues(typed({ amount: '0.20', tax: '0.04' }))! },
      { ...itemTextToValues(typed({ amount: '100', tax: '', currency: 'USD' }))! },
    ];
    expect(totalsByCurrency(items)).toEqual([
      { currency: 'EUR', netCents: 30, taxCents: 6, grossCents: 36, items: 2 },
      { currency: 'USD', netCents: 10000, taxCents: 0, grossCents: 10000, items: 1 },
    ]);
    expect(totalsByCurrency([])).toEqual([]);
  });
});

describe('pasting spreadsheet rows', () => {
  it('splits tab-separated rows, drops blank lines and reads quoted cells whole', () => {
    expect(splitPastedRows('a\tb\r\n\r\nc\t"d\te"\n"say ""hi"""\tf\n')).toEqual([
      ['a', 'b'],
      ['c', 'd\te'],
      ['say "hi"', 'f'],
    ]);
  });

  it('skips a header row, normalises dates and amounts, and fills the default currency', () => {
    const text = [
      'Date\tDescription\tCategory\tAmount\tCurrency\tTax',
      '23/11/2026\tTaxi\tTravel\t1,234.50\teur\t2,10',
      '2026-11-24\tLunch\tMeals\t1234,5\t\t',
      'someday\tHotel\tTravel\tlots\tUSD\t1',
    ].join('\n');
    expect(itemsFromPastedText(text, 'CHF')).toEqual([
      typed({ amount: '1234.50', tax: '2.10' }),
      typed({
        itemDate: '2026-11-24',
        description: 'Lunch',
        category: 'Meals',
        amount: '1234.50',
        currency: 'CHF',
        tax: '',
      }),
      { itemDate: 'someday', description: 'Hotel', category: 'Travel', amount: 'lots', currency: 'USD', tax: '1.00' },
    ]);
  });

  it('keeps a first row that holds data', () => {
    expect(itemsFromPastedText('2026-11-23\tTaxi\tTravel\t12.5\tEUR\t2.1', 'EUR')).toEqual([typed()]);
  });
});
