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
