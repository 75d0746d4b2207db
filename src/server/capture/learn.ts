/**
 * Learning from what the back office keyed: each keyed value is looked for among the file's
 * words; where it was found (after which label, where on the page), how it was written, the
 * table it came from and the category keyed for each kind of line go into the vendor's profile.
 * The newest document wins where it disagrees, so a correction takes effect on the next file.
 */
import type { CaptureWords, KeyedDocument } from '../../common/schemas/capture.js';
import { parseDate } from './dates.js';
import { fold, pageLines, spans, type Line, type Span } from './layout.js';
import { HEADER_LABELS, labelAt } from './labels.js';
import { vendorIdentifiers } from './identifiers.js';
import { descriptionWords, emptyProfile, numberShape, type FieldPlace, type VendorProfile } from './profile.js';
import { keepDescriptions } from './keyed-descriptions.js';
import { findTable, headingColumns } from './table.js';
import { lineAmounts } from './values.js';

const compact = (text: string) => fold(text).replace(/[^a-z0-9]/g, '');

/** The label just before a value: on its line to the left, or on the line above it. */
function placeOf(lines: readonly Line[], span: Span, labels: readonly string[]): FieldPlace {
  const { line } = span;
  // From the farthest start, so "Invoice no." wins over its tail "no.".
  for (let start = Math.max(0, span.start - 6); start < span.start; start += 1) {
    const match = labelAt(line, start, labels);
    if (match && match.end >= span.start - 2 && match.end <= span.start) {
      return { label: match.label, relation: 'right', page: line.page, box: span.box };
    }
  }
  const position = lines.indexOf(line);
  const above = lines[position - 1];
  if (above && above.page === line.page) {
    for (let start = 0; start < above.words.length; start += 1) {
      const word = above.words[start]!;
      if (word.box[2] < span.box[0] - 0.01 || word.box[0] > span.box[2] + 0.05) continue;
      const match = labelAt(above, start, labels);
      if (match) return { label: match.label, relation: 'below', page: line.page, box: span.box };
    }
  }
  return { label: null, relation: null, page: line.page, box: span.box };
}

function bump(votes: Record<string, number>, key: string, weight: number): void {
  votes[key] = (votes[key] ?? 0) + weight;
}

export function learnProfile(words: CaptureWords, keyed: KeyedDocument, previous: VendorProfile | null): VendorProfile {
  const lines = pageLines(words);
  const vendor = keyed.header.vendor ?? previous?.vendor ?? '';
  const profile: VendorProfile = structuredClone(previous ?? emptyProfile(vendor));
  profile.vendor = vendor || profile.vendor;
  profile.documentsLearned += 1;
  profile.identifiers = [...new Set([...vendorIdentifiers(words), ...profile.identifiers])].slice(0, 20);
  const headingSet = new Set(lines.filter((l) => headingColumns(l)));
  const bodyLines = lines.filter((l) => !headingSet.has(l));

  if (keyed.header.vendor) {
    const name = fold(keyed.header.vendor);
    const line = lines.find((l) => fold(l.text).includes(name));
    if (line) {
      profile.nameText = name;
      profile.vendorPlace = { page: line.page, box: line.box };
    }
  }
  if (keyed.header.currency) profile.currency = keyed.header.currency;

  const number = keyed.header.docNumber ? compact(keyed.header.docNumber) : '';
  if (number) {
    const span = bodyLines.flatMap((l) => spans(l, 3)).find((sp) => compact(sp.text) === number);
    if (span) {
      profile.fields.docNumber = placeOf(lines, span, HEADER_LABELS.docNumber);
      profile.numberShape = numberShape(keyed.header.docNumber!.trim());
    }
  }
  if (keyed.header.docDate) {
    let found = false;
    for (const line of bodyLines) {
      for (const span of spans(line, 5, 1.0)) {
        for (const order of ['dmy', 'mdy'] as const) {
          const date = parseDate(span.text, order);
          if (date?.iso !== keyed.header.docDate) continue;
          if (date.order === 'dmy' || date.order === 'mdy') profile.dateOrder = date.order;
          if (!found) profile.fields.docDate = placeOf(lines, span, HEADER_LABELS.docDate);
          found = true;
        }
        if (found) break;
      }
      if (found) break;
    }
  }
  if (keyed.header.totalCents !== null) {
    const target = keyed.header.totalCents;
    const matches = bodyLines.flatMap(lineAmounts).filter((a) => Math.abs(a.amount.cents) === Math.abs(target));
    const places = matches.map((m) => placeOf(lines, m, HEADER_LABELS.total));
    const labelled = places.filter((p) => p.label).pop() ?? places.pop();
    if (labelled) profile.fields.totalCents = labelled;
    if (matches.length && target < 0 && matches.every((m) => m.amount.cents > 0)) profile.negate = true;
    else if (matches.length && target < 0) profile.negate = false;
  }

  const table = findTable(lines, { headings: profile.table?.headings ?? {}, dateOrder: profile.dateOrder ?? 'dmy' });
  if (table) {
    const headings: Record<string, (typeof table.columns)[number]['role']> = { ...(profile.table?.headings ?? {}) };
    for (const column of table.columns) headings[column.heading] = column.role;
    let taxMode: 'column' | 'rate' | 'zero' | null = null;
    let dateMode: 'column' | 'document' | null = null;
    const rows = table.rows;
    if (keyed.items.length && keyed.items.every((i) => i.taxCents === 0)) taxMode = 'zero';
    else if (rows.some((r, k) => r.tax && Math.abs(r.tax.amount.cents) === Math.abs(keyed.items[k]?.taxCents ?? NaN)))
      taxMode = 'column';
    else if (
      rows.some(
        (r, k) =>
          r.rate &&
          r.amount &&
          Math.abs(Math.round((r.amount.amount.cents * r.rate.rate) / 100)) ===
            Math.abs(keyed.items[k]?.taxCents ?? NaN),
      )
    )
      taxMode = 'rate';
    if (rows.some((r, k) => r.date && r.date.date.iso === keyed.items[k]?.itemDate)) dateMode = 'column';
    else if (keyed.items.length && keyed.items.every((i) => i.itemDate === keyed.header.docDate)) dateMode = 'document';
    profile.table = {
      heading: table.heading,
      headings,
      taxMode: taxMode ?? profile.table?.taxMode ?? null,
      dateMode: dateMode ?? profile.table?.dateMode ?? null,
    };
  }

  // The newest document's categories outweigh everything learned before it.
  const weight = profile.documentsLearned;
  for (const item of keyed.items) {
    if (!item.category) continue;
    bump(profile.categories.overall, item.category, weight);
    for (const word of descriptionWords(item.description)) {
      profile.categories.words[word] ??= {};
      const votes = profile.categories.words[word];
      for (const other of Object.keys(votes)) if (other !== item.category) votes[other] = Math.floor(votes[other]! / 2);
      bump(votes, item.category, weight);
    }
  }
  profile.descriptions = keepDescriptions(
    keyed.items.map((item) => item.description),
    profile.descriptions,
  );
  return profile;
}
