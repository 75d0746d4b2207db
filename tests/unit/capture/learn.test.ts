/**
 * Learning and suggesting, round trip on a generated vendor: after one keyed document the next
 * one is matched to the vendor's profile and filled from it, and a correction keyed on a later
 * document is what the following one suggests.
 */
import { describe, expect, it } from 'vitest';
import { makeDocument } from '../../../bench/capture/document.js';
import { makeVendors } from '../../../bench/capture/vendors.js';
import {
  learnProfile,
  matchProfile,
  readWords,
  suggest,
  tenantLines,
  vendorIdentifiers,
} from '../../../src/server/capture/index.js';
import { descriptionWords, emptyProfile } from '../../../src/server/capture/profile.js';

const vendors = makeVendors(7);

async function document(vendorIndex: number, index: number) {
  const { truth, pdf } = await makeDocument(vendors[vendorIndex]!, index, 7);
  return { truth, words: await readWords(pdf, 'application/pdf') };
}

describe('learning from what was keyed', () => {
  it('fills the next document of the vendor from its profile', { timeout: 30_000 }, async () => {
    const first = await document(1, 0);
    const profile = learnProfile(first.words, first.truth.keyed, null);
    expect(profile.documentsLearned).toBe(1);
    expect(profile.identifiers.some((id) => id.startsWith('IBAN:'))).toBe(true);

    const other = learnProfile((await document(2, 0)).words, (await document(2, 0)).truth.keyed, null);
    const next = await document(1, 1);
    const match = matchProfile(next.words, [other, profile]);
    expect(match?.profile).toBe(profile);

    const got = suggest(next.words, match!.profile);
    const header = next.truth.keyed.header;
    expect(got.header.vendor?.value).toBe(header.vendor);
    expect(got.header.docNumber?.value).toBe(header.docNumber);
    expect(got.header.docDate?.value).toBe(header.docDate);
    expect(got.header.totalCents?.value).toBe(header.totalCents);
    expect(got.header.currency?.value).toBe(header.currency);
    expect(got.items.map((i) => i.amountCents?.value)).toEqual(next.truth.keyed.items.map((i) => i.amountCents));
    expect(got.header.totalCents!.confidence).toBeGreaterThanOrEqual(0.9);
    expect(JSON.parse(JSON.stringify(profile))).toEqual(profile);
  });

  it('takes a correction on a later document', { timeout: 30_000 }, async () => {
    const first = await document(0, 0);
    let profile = learnProfile(first.words, first.truth.keyed, null);
    const second = await document(0, 1);
    const description = second.truth.keyed.items[0]!.description;
    const corrected = {
      ...second.truth.keyed,
      items: second.truth.keyed.items.map((i) => (i.description === description ? { ...i, category: 'Corrected' } : i)),
    };
    profile = learnProfile(second.words, corrected, profile);
    expect(profile.documentsLearned).toBe(2);
    const got = suggest(second.words, profile);
    expect(got.items[0]!.category?.value).toBe('Corrected');
  });

  it('finds the vendor identifiers on the page', { timeout: 30_000 }, async () => {
    const { words } = await document(1, 0);
    const vendor = vendors[1]!;
    const ids = vendorIdentifiers(words);
    expect(ids).toContain(`IBAN:${vendor.identifiers.iban.replace(/\s/g, '')}`);
    expect(ids).toContain(`DOMAIN:${vendor.identifiers.web.replace(/^www\./, '')}`);
  });

  it('suggests nothing from a file without words', () => {
    expect(suggest({ pages: [] }, null)).toEqual({
      header: { vendor: null, docNumber: null, docDate: null, totalCents: null, currency: null },
      items: [],
    });
  });
});

describe("a line the vendor's profile has not seen", () => {
  it("takes the category keyed for such lines at the tenant's other vendors, never as sure", { timeout: 30_000 }, async () => {
    const first = await document(1, 0);
    const profile = learnProfile(first.words, first.truth.keyed, null);
    const known = (description: string) => descriptionWords(description).some((word) => profile.categories.words[word]);
    let next: Awaited<ReturnType<typeof document>> | undefined;
    for (let index = 1; index < 10 && !next; index += 1) {
      const candidate = await document(1, index);
      if (candidate.truth.keyed.items.some((item) => !known(item.description))) next = candidate;
    }
    expect(next, 'a later document with a line not in the first').toBeDefined();
    const position = next!.truth.keyed.items.findIndex((item) => !known(item.description));
    const unseen = next!.truth.keyed.items[position]!;

    // Another vendor of the tenant, whose lines with these words were keyed as "Borrowed".
    const other = emptyProfile('Another vendor');
    for (const word of descriptionWords(unseen.description)) other.categories.words[word] = { Borrowed: 2 };

    const alone = suggest(next!.words, profile);
    expect(alone.items[position]?.category?.value).not.toBe('Borrowed');
    const withTenant = suggest(next!.words, profile, tenantLines([other]));
    const category = withTenant.items[position]?.category;
    expect(category?.value).toBe('Borrowed');
    expect(category!.confidence).toBeLessThan(0.9);
    // A line the vendor's profile knows keeps the vendor's own category.
    const seen = next!.truth.keyed.items.findIndex((item) => known(item.description));
    if (seen >= 0) expect(withTenant.items[seen]?.category?.value).toBe(alone.items[seen]?.category?.value);
  });
});
