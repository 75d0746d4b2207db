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
  vendorIdentifiers,
} from '../../../src/server/capture/index.js';

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
