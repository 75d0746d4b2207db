/**
 * What the engine remembers about one vendor of one tenant, learned from the documents the back
 * office keyed: where each header field sits (after which label, or where on the page), how the
 * vendor writes dates and numbers, its table's headings, how its lines carry tax and dates, and
 * the category keyed for each kind of line. Plain JSON, kept in the profile's JSON column.
 */
import type { PageBox } from '../../common/schemas/capture.js';
import type { ColumnRole } from './labels.js';

export type PlacedField = 'docNumber' | 'docDate' | 'totalCents';

export interface FieldPlace {
  /** The label the value followed, folded; null when it stood alone. */
  label: string | null;
  relation: 'right' | 'below' | null;
  page: number;
  box: PageBox;
}

export interface VendorProfile {
  version: 1;
  vendor: string;
  identifiers: string[];
  documentsLearned: number;
  /** The vendor's name as printed, folded, and where it was. */
  nameText: string | null;
  vendorPlace: { page: number; box: PageBox } | null;
  dateOrder: 'dmy' | 'mdy' | null;
  currency: string | null;
  fields: Partial<Record<PlacedField, FieldPlace>>;
  /** The document number's shape: letters kept, each digit as 9 ("INV-99999"). */
  numberShape: string | null;
  table: {
    heading: string;
    headings: Record<string, ColumnRole>;
    taxMode: 'column' | 'rate' | 'zero' | null;
    dateMode: 'column' | 'document' | null;
  } | null;
  /** Credit notes printed without a sign, keyed negative. */
  negate: boolean;
  /** Category votes per description word, and overall. */
  categories: { words: Record<string, Record<string, number>>; overall: Record<string, number> };
  /** The descriptions keyed for its lines, newest first (absent in profiles learned before them). */
  descriptions?: string[];
}

/** What was keyed for lines at a tenant's vendors: category votes per description word, and descriptions. */
export interface TenantLines {
  words: Record<string, Record<string, number>>;
  descriptions: string[];
}

/** One tenant's profiles' category votes summed (each profile's scaled to one document), and their descriptions. */
export function tenantLines(profiles: readonly VendorProfile[]): TenantLines {
  const words: TenantLines['words'] = {};
  for (const profile of profiles) {
    for (const [word, votes] of Object.entries(profile.categories.words)) {
      const summed = (words[word] ??= {});
      const most = Math.max(...Object.values(votes), 1);
      for (const [name, count] of Object.entries(votes)) summed[name] = (summed[name] ?? 0) + count / most;
    }
  }
  return { words, descriptions: profiles.flatMap((profile) => profile.descriptions ?? []) };
}

export function emptyProfile(vendor: string): VendorProfile {
  return {
    version: 1,
    vendor,
    identifiers: [],
    documentsLearned: 0,
    nameText: null,
    vendorPlace: null,
    dateOrder: null,
    currency: null,
    fields: {},
    numberShape: null,
    table: null,
    negate: false,
    categories: { words: {}, overall: {} },
    descriptions: [],
  };
}

export function numberShape(value: string): string {
  return value.toUpperCase().replace(/\d/g, '9');
}

/** The words of a description that say what kind of line it is. */
export function descriptionWords(description: string): string[] {
  return [
    ...new Set(
      description
        .normalize('NFD')
        .replace(/[\u0300-\u036f]/g, '')
        .toLowerCase()
        .split(/[^a-z]+/)
        .filter((w) => w.length >= 3),
    ),
  ];
}
