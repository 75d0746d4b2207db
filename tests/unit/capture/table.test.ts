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
  const word = (text: string, x0: number, y: number, confidence = 0.92, size = 0.012) => ({
    text,
    page: 1,
    box: [x0, y, x0 + text.length * 0.008, y + size] as [number, number, number, number],
    confidence,
  });
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
    expect(table!.rows.map((r) => r.amount?.amount.cents)).toEqual([1250]);
  });
});
