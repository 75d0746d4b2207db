/**
 * Documents as a DBO types them (header total and items as text) with the totals rule's verdict,
 * one table for the processing screen's running check (unit) and the server's submit check (API):
 * the same case must get the same verdict on both sides.
 */
import type { DraftRow, HeaderText } from '../../src/web/features/documents/processing/draft.js';

export interface TotalsCase {
  name: string;
  header: HeaderText;
  rows: DraftRow[];
  verdict:
    | { kind: 'equal'; cents: number }
    | { kind: 'differ'; headerCents: number; itemsCents: number }
    | { kind: 'otherCurrency'; row: number; rowCurrency: string }
    | { kind: 'noItems' };
}

const header = (total: string, currency = 'USD'): HeaderText => ({
  vendor: 'Acme Supplies',
  docNumber: 'INV-42',
  docDate: '2024-05-01',
  total,
  currency,
});
const row = (index: number, amount: string, tax = '', currency = 'USD'): DraftRow => ({
  key: `row-${index}`,
  itemDate: '2024-05-01',
  description: `Line ${index}`,
  category: 'Office',
  amount,
  currency,
  tax,
});

export const TOTALS_CASES: TotalsCase[] = [
  {
    name: 'amounts plus tax equal the total, to the cent',
    header: header('30.00'),
    rows: [row(1, '10.10', '0.90'), row(2, '19')],
    verdict: { kind: 'equal', cents: 3000 },
  },
  {
    name: 'cents that do not add up in floating point (0.10 + 0.20) still do',
    header: header('0.30'),
    rows: [row(1, '0.10'), row(2, '0.20')],
    verdict: { kind: 'equal', cents: 30 },
  },
  {
    name: 'a credit note, typed with decimal commas',
    header: header('-12,50'),
    rows: [row(1, '-10', '-2,50')],
    verdict: { kind: 'equal', cents: -1250 },
  },
  {
    name: 'a total above one item’s bound, made of items within it',
    header: header('25,000,000.00'),
    rows: [row(1, '9000000'), row(2, '9000000'), row(3, '7000000')],
    verdict: { kind: 'equal', cents: 2_500_000_000 },
  },
  {
    name: 'the items fall short of the total',
    header: header('120.00'),
    rows: [row(1, '50'), row(2, '40', '10'), row(3, '10')],
    verdict: { kind: 'differ', headerCents: 12000, itemsCents: 11000 },
  },
  {
    name: 'one cent too many',
    header: header('99.99', 'EUR'),
    rows: [row(1, '90.00', '10.00', 'EUR')],
    verdict: { kind: 'differ', headerCents: 9999, itemsCents: 10000 },
  },
  {
    name: 'an item in another currency, named by its row',
    header: header('30.00'),
    rows: [row(1, '10'), row(2, '20', '', 'EUR'), row(3, '0', '', 'GBP')],
    verdict: { kind: 'otherCurrency', row: 1, rowCurrency: 'EUR' },
  },
  {
    name: 'no items at all',
    header: header('0'),
    rows: [],
    verdict: { kind: 'noItems' },
  },
];
