/**
 * The rule of suggestions on the draft (web capture/marks.ts): only empty fields are filled,
 * lines only into an empty grid, a mark stands until its field is typed over or accepted, and
 * Alt+A accepts every sure mark and leaves the unsure ones.
 */
import { describe, expect, it } from 'vitest';
import type { DocumentSuggestions } from '../../src/common/schemas/capture';
import {
  acceptSureMarks,
  countMarks,
  fillFromSuggestions,
  standingMarks,
} from '../../src/web/features/documents/capture/marks';
import type { Draft } from '../../src/web/features/documents/processing/draft';

const hint = <T>(value: T, confidence: number) => ({
  value,
  confidence,
  page: 1,
  box: [0.1, 0.1, 0.2, 0.12] as [number, number, number, number],
});
const suggestions: DocumentSuggestions = {
  status: 'ready',
  header: {
    vendor: hint('Acme', 0.99),
    docNumber: hint('A-1', 0.6),
    docDate: hint('2026-11-26', 0.95),
    totalCents: hint(-1250, 0.97),
    currency: hint('EUR', 0.99),
  },
  items: [
    {
      itemDate: null,
      description: hint('Refund', 0.92),
      category: hint('Office', 0.5),
      amountCents: hint(-1250, 0.96),
      taxCents: null,
      currency: null,
    },
  ],
  profile: null,
  sureThreshold: 0.9,
};
const blank: Draft = { header: { vendor: '', docNumber: '', docDate: '', total: '', currency: '' }, items: [] };

describe('suggestions on the draft', () => {
  it('fills empty fields in the draft formats, and lines from the header where a line has no value', () => {
    const { draft, marks } = fillFromSuggestions(blank, suggestions);
    expect(draft.header).toEqual({
      vendor: 'Acme',
      docNumber: 'A-1',
      docDate: '2026-11-26',
      total: '-12.50',
      currency: 'EUR',
    });
    expect(draft.items).toHaveLength(1);
    expect(draft.items[0]).toMatchObject({
      itemDate: '2026-11-26',
      description: 'Refund',
      category: 'Office',
      amount: '-12.50',
      currency: 'EUR',
      tax: '',
    });
    expect(countMarks(marks)).toEqual({ sure: 6, unsure: 2 });
  });

  it('never overwrites a keyed field, nor adds lines to a grid with keyed lines', () => {
    const keyed: Draft = {
      header: { ...blank.header, vendor: 'Acme Ltd' },
      items: [
        { key: 'k1', itemDate: '2026-11-01', description: 'Pens', category: '', amount: '3', currency: 'EUR', tax: '' },
      ],
    };
    const { draft, marks } = fillFromSuggestions(keyed, suggestions);
    expect(draft.header.vendor).toBe('Acme Ltd');
    expect(marks.header.vendor).toBeUndefined();
    expect(draft.items).toEqual(keyed.items);
  });

  it('drops the mark of a field typed over, and Alt+A accepts only the sure ones', () => {
    const { draft, marks } = fillFromSuggestions(blank, suggestions);
    const typed = { ...draft, header: { ...draft.header, vendor: 'Acme SA' } };
    const standing = standingMarks(marks, typed);
    expect(standing.header.vendor).toBeUndefined();
    expect(standing.header.docNumber?.text).toBe('A-1');
    const accepted = acceptSureMarks(standing);
    expect(Object.keys(accepted.header)).toEqual(['docNumber']);
    expect(Object.values(accepted.items).flatMap((fields) => Object.keys(fields))).toEqual(['category']);
  });
});
