/**
 * The table finder on generated pages: every vendor layout of the corpus (headings in en, es and
 * fr, tax as an amount, a rate or none, a date column or not, ruled or not) gives back the
 * document's lines, also when a long document continues on its second page.
 */
import { describe, expect, it } from 'vitest';
import { makeDocument } from '../../../bench/capture/document.js';
import { makeVendors } from '../../../bench/capture/vendors.js';
import { readWords } from '../../../src/server/capture/index.js';
import { pageLines } from '../../../src/server/capture/layout.js';
import { findTable } from '../../../src/server/capture/table.js';
import { ocrWord } from '../../helpers/ocr-word.js';

const vendors = makeVendors(7);

describe('the table finder', () => {
  it.each(vendors.map((v) => [v.id, v.language, v] as const))(
    'finds the lines of %s (%s)',
    { timeout: 20_000 },
    async (_id, _language, vendor) => {
      const { truth, pdf } = await makeDocument(vendor, 2, 7);
      const table = findTable(pageLines(await readWords(pdf, 'application/pdf')));
      expect(table).not.toBeNull();
      expect(table!.rows.map((r) => r.amount?.amount.cents)).toEqual(truth.keyed.items.map((i) => i.amountCents));
      expect(table!.rows.map((r) => r.description)).toEqual(truth.keyed.items.map((i) => i.description));
    },
  );

  it('follows the lines onto the next page', { timeout: 60_000 }, async () => {
    // Every third vendor writes long documents now and then: take the first that runs to two pages.
    let found = 0;
    for (const vendor of vendors.filter((_v, k) => k % 3 === 0)) {
      for (let index = 1; index < 10 && found < 2; index += 1) {
        const { truth, pdf } = await makeDocument(vendor, index, 7);
        if (truth.pages < 2) continue;
        found += 1;
        const table = findTable(pageLines(await readWords(pdf, 'application/pdf')));
        expect(new Set(table!.rows.map((r) => r.page))).toEqual(new Set([1, 2]));
        expect(table!.rows.map((r) => r.amount?.amount.cents)).toEqual(truth.keyed.items.map((i) => i.amountCents));
      }
    }
    expect(found).toBe(2);
  });
});

describe("the table finder on a scan's faults", () => {
  const word = (text: string, x0: number, y: number, confidence = 0.92, height = 0.012) =>
    ocrWord(text, x0, y, confidence, height);
  const page = (confidence: number) => ({
    pages: [
      {
        page: 1,
        source: confidence < 1 ? ('ocr' as const) : ('text' as const),
        words: [
          word('Description', 0.07, 0.2, confidence),
          word('Qty', 0.55, 0.2, confidence),
          word('Amount', 0.85, 0.2, confidence),
          word('Printer', 0.07, 0.23, confidence),
          word('paper', 0.14, 0.23, confidence),
          word('2', 0.56, 0.23, confidence),
          word('12,50', 0.86, 0.23, confidence),
          // A speck of dust between two rows, read as a colon a pixel high.
          ...(confidence < 1 ? [word(':', 0.6, 0.246, 0.3, 0.001)] : []),
          word('Toner', 0.07, 0.25, confidence),
          word('4', 0.56, 0.25, confidence),
          // 5,56 with its comma lost.
          word('556€', 0.86, 0.25, confidence),
          word('Stapler', 0.07, 0.27, confidence),
          word('1', 0.56, 0.27, confidence),
          word('3,10', 0.86, 0.27, confidence),
        ],
      },
    ],
  });

  it('reads the rows past a speck, and an amount whose decimal mark was lost, unsure', () => {
    const table = findTable(pageLines(page(0.92)));
    expect(table!.rows.map((r) => r.amount?.amount.cents)).toEqual([1250, 556, 310]);
    expect(table!.rows[1]!.amount!.confidence).toBeLessThanOrEqual(0.5);
    expect(table!.rows.map((r) => r.description)).toEqual(['Printer paper', 'Toner', 'Stapler']);
  });

  it('never repairs a text layer: digits without decimals there are not an amount', () => {
    const table = findTable(pageLines(page(1)));
    // The line keeps its place between the rows, with no amount.
    expect(table!.rows.map((r) => r.amount?.amount.cents ?? null)).toEqual([1250, null, 310]);
  });
});

describe('the table finder past unreadable rows', () => {
  const word = ocrWord;
  const headings = {
    en: ['Description', 'Qty', 'Unit', 'price', 'Amount', 'Continued on next page'],
    es: ['Concepto', 'Cant.', 'Precio', 'unitario', 'Importe', 'Continúa en la página siguiente'],
    fr: ['Désignation', 'Qté', 'Prix', 'unitaire', 'Montant', 'Suite page suivante'],
  } as const;
  const page = (language: keyof typeof headings) => {
    const [description, qty, unit, price, amount, footer] = headings[language];
    return {
      pages: [
        {
          page: 1,
          source: 'ocr' as const,
          words: [
            word(description, 0.07, 0.2),
            word(qty, 0.5, 0.2),
            word(unit, 0.62, 0.2),
            word(price, 0.66, 0.2),
            word(amount, 0.85, 0.2),
            word('Toner', 0.07, 0.23),
            word('2', 0.51, 0.23),
            word('10,00', 0.64, 0.23),
            word('20,00', 0.86, 0.23),
            // A smudge over the amount column: the row is still a row, its amount from its unit price.
            word('Printer', 0.07, 0.248),
            word('paper', 0.14, 0.248),
            word('3', 0.51, 0.248),
            word('4,50', 0.64, 0.248),
            word('bi', 0.86, 0.248, 0.1),
            word('LL', 0.88, 0.248, 0.2),
            // Specks alone on a line between two rows.
            word('’', 0.3, 0.257, 0.2),
            word('Stapler', 0.07, 0.266),
            word('1', 0.51, 0.266),
            word('3,10', 0.64, 0.266),
            word('3,10', 0.86, 0.266),
            // An amount OCR could not read at all, and the rest of its description below it.
            word('Desk', 0.07, 0.284),
            word('lamp', 0.12, 0.284),
            word('LED,', 0.17, 0.284),
            word('Ea', 0.88, 0.284, 0.1),
            word('warm', 0.07, 0.297),
            word('white', 0.12, 0.297),
            word('©', 0.9, 0.297, 0.2),
            word('Pens', 0.07, 0.315),
            word('1', 0.51, 0.315),
            word('1,20', 0.64, 0.315),
            word('1,20', 0.86, 0.315),
            // The page's footer after the last row is not a row.
            ...footer.split(' ').map((text, k) => word(text, 0.07 + k * 0.1, 0.4)),
          ],
        },
      ],
    };
  };

  it.each(Object.keys(headings) as (keyof typeof headings)[])('keeps every row in its place (%s)', (language) => {
    const table = findTable(pageLines(page(language)));
    expect(table!.rows.map((r) => r.description)).toEqual([
      'Toner',
      'Printer paper',
      'Stapler',
      'Desk lamp LED, warm white',
      'Pens',
    ]);
    expect(table!.rows.map((r) => r.amount?.amount.cents ?? null)).toEqual([2000, 1350, 310, null, 120]);
    // The amount made from the unit price is never sure.
    expect(table!.rows[1]!.amount!.confidence).toBeLessThanOrEqual(0.5);
  });

  it.each(Object.keys(headings) as (keyof typeof headings)[])(
    'keeps the first row under the headings when its amount is unreadable (%s)',
    (language) => {
      const words = page(language);
      const first = words.pages[0]!.words.find((w) => w.text === '20,00')!;
      Object.assign(first, { text: '20:00', confidence: 0.6 });
      const table = findTable(pageLines(words));
      expect(table!.rows[0]!.description).toBe('Toner');
      expect(table!.rows.map((r) => r.amount?.amount.cents ?? null)).toEqual([2000, 1350, 310, null, 120]);
    },
  );
});
