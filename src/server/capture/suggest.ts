/**
 * Suggestions for a file's header and lines, from the rules alone or with the vendor's profile.
 * Confidence is built from what can be checked on the page: a label that names the field, a
 * value in the place the vendor always puts it, lines that add up to the total.
 */
import {
  emptyHeader,
  type CaptureWords,
  type FileSuggestions,
  type PageBox,
  type SuggestedHeader,
  type SuggestedItem,
  type Suggestion,
} from '../../common/schemas/capture.js';
import { currencyWithConfidence } from './currency.js';
import { fold, pageLines, type Line, type Span } from './layout.js';
import { HEADER_LABELS, totalStrength } from './labels.js';
import { labeledPlaces, numberAt, type Labeled } from './labeled.js';
import { descriptionWords, numberShape, type FieldPlace, type TenantLines, type VendorProfile } from './profile.js';
import { closestKeyed } from './keyed-descriptions.js';
import { findTable, headingColumns, type FoundTable } from './table.js';
import { lineAmounts, lineDates, type AmountSpan, type DateSpan } from './values.js';

const CREDIT =
  /\b(credit note|credit memo|avoir|abono|nota de credito|factura rectificativa|refund|reembolso|rembourse)/;

function s<T>(
  value: T,
  confidence: number,
  span: { line: Line; box: PageBox } | { page: number; box: PageBox },
): Suggestion<T> {
  const page = 'line' in span ? span.line.page : span.page;
  return { value, confidence: Math.round(Math.min(0.99, Math.max(0.01, confidence)) * 100) / 100, page, box: span.box };
}

/** OCR that was unsure of the words makes the value less sure too. */
function read(span: Span, confidence: number): number {
  return span.confidence >= 0.9 ? confidence : confidence * Math.max(0.6, span.confidence + 0.05);
}

/** The value follows the label the vendor always uses; `near`: and sits where it always sits. */
function samePlace(place: Labeled, learned: FieldPlace | undefined, near = false): boolean {
  if (!learned || learned.label !== place.label || learned.relation !== place.relation) return false;
  if (!near) return true;
  const box = place.relation === 'right' ? place.labelSpan.box : place.line.box;
  return place.line.page === learned.page && Math.abs(box[1] - learned.box[1]) < 0.08;
}

function nearest<T extends Span>(candidates: readonly T[], learned: FieldPlace): T | null {
  let best: T | null = null;
  let distance = 0.04;
  for (const candidate of candidates) {
    if (candidate.line.page !== learned.page) continue;
    const d = Math.hypot(candidate.box[0] - learned.box[0], candidate.box[1] - learned.box[1]);
    if (d < distance) [best, distance] = [candidate, d];
  }
  return best;
}

interface Context {
  lines: Line[];
  headings: Set<Line>;
  profile: VendorProfile | null;
  tenant: TenantLines | undefined;
  order: 'dmy' | 'mdy';
  lastPage: number;
}

function suggestTotal(context: Context, table: FoundTable | null, negate: boolean): Suggestion<number> | null {
  const { lines, headings, profile } = context;
  const places = labeledPlaces(lines, HEADER_LABELS.total, HEADER_LABELS.notTotal, headings);
  let best: { amount: AmountSpan; score: number; place: Labeled } | null = null;
  for (const place of places) {
    const amounts = lineAmounts(place.line).filter((a) =>
      place.relation === 'right' ? a.start >= place.from : a.box[2] > place.x0 - 0.02 && a.box[0] < place.x1 + 0.1,
    );
    const amount = place.relation === 'right' ? amounts[amounts.length - 1] : amounts[0];
    if (!amount) continue;
    let score =
      totalStrength(place.label) * 10 + (place.relation === 'right' ? 2 : 0) + place.line.page * 5 + place.line.box[1];
    if (samePlace(place, profile?.fields.totalCents)) score += 100;
    if (!best || score > best.score) best = { amount, score, place };
  }
  let amount = best?.amount ?? null;
  let confidence = best ? (totalStrength(best.place.label) >= 2 ? 0.85 : 0.8) : 0;
  if (best && samePlace(best.place, profile?.fields.totalCents)) confidence = 0.9;
  if (!amount && profile?.fields.totalCents) {
    amount = nearest(lines.flatMap(lineAmounts), profile.fields.totalCents);
    confidence = 0.75;
  }
  if (!amount) return null;
  let cents = amount.amount.cents;
  if (negate && cents > 0) cents = -cents;
  // Lines that add up to the total make both sure.
  if (table && table.rows.length) {
    const net = table.rows.reduce((sum, row) => sum + Math.abs(row.amount?.amount.cents ?? 0), 0);
    const tax = table.rows.reduce((sum, row) => sum + Math.abs(row.tax?.amount.cents ?? 0), 0);
    if (net === Math.abs(cents) || net + tax === Math.abs(cents)) confidence = Math.max(confidence, 0.96);
  }
  return s(cents, read(amount, confidence), amount);
}

function suggestDate(context: Context): Suggestion<string> | null {
  const { lines, headings, profile, order } = context;
  const places = labeledPlaces(lines, HEADER_LABELS.docDate, HEADER_LABELS.notDate, headings);
  const candidates: { date: DateSpan; score: number; place: Labeled | null }[] = [];
  for (const place of places) {
    const dates = lineDates(place.line, order).filter((d) =>
      place.relation === 'right' ? d.start >= place.from : d.box[2] > place.x0 - 0.02 && d.box[0] < place.x1 + 0.1,
    );
    const date = dates[0];
    if (!date) continue;
    const score =
      (samePlace(place, profile?.fields.docDate, true) ? 100 : 0) + (place.label === 'date' ? 5 : 8) - date.line.page;
    candidates.push({ date, score, place });
  }
  candidates.sort((a, b) => b.score - a.score);
  let chosen = candidates[0] ?? null;
  let confidence = chosen ? (chosen.score >= 100 ? 0.96 : 0.9) : 0;
  if (!chosen && profile?.fields.docDate) {
    const date = nearest(
      lines.flatMap((l) => lineDates(l, order)),
      profile.fields.docDate,
    );
    if (date) [chosen, confidence] = [{ date, score: 0, place: null }, 0.85];
  }
  if (!chosen) {
    // Unlabelled: the first date near the top of the first page.
    const date = lines
      .filter((l) => l.page === 1 && l.box[1] < 0.4 && !headings.has(l))
      .flatMap((l) => lineDates(l, order))[0];
    if (date) [chosen, confidence] = [{ date, score: 0, place: null }, 0.6];
  }
  if (!chosen) return null;
  if (chosen.date.date.ambiguous && !profile?.dateOrder) confidence = Math.min(confidence, 0.7);
  if (chosen.date.date.misread) confidence = Math.min(confidence, 0.85);
  // Two different labelled dates and no profile to choose: not sure.
  if (!profile && new Set(candidates.map((c) => c.date.date.iso)).size > 1) confidence = Math.min(confidence, 0.75);
  return s(chosen.date.date.iso, read(chosen.date, confidence), chosen.date);
}

function suggestNumber(context: Context): Suggestion<string> | null {
  const { lines, headings, profile } = context;
  const places = labeledPlaces(
    lines,
    HEADER_LABELS.docNumber,
    [...HEADER_LABELS.docDate, ...HEADER_LABELS.total],
    headings,
  );
  const candidates: { span: Span; score: number }[] = [];
  for (const place of places) {
    if (place.line.page !== 1) continue;
    const span = numberAt(place);
    if (!span) continue;
    if (lineDates(place.line).some((d) => d.start <= span.start && d.end > span.start)) continue;
    let score = place.label.length + (place.relation === 'right' ? 1 : 0);
    if (samePlace(place, profile?.fields.docNumber, true)) score += 100;
    if (profile?.numberShape && numberShape(span.text) === profile.numberShape) score += 50;
    candidates.push({ span, score });
  }
  candidates.sort((a, b) => b.score - a.score);
  const chosen = candidates[0];
  if (!chosen) return null;
  let confidence = chosen.score >= 150 ? 0.97 : chosen.score >= 50 ? 0.9 : chosen.score >= 8 ? 0.8 : 0.6;
  if (new Set(candidates.map((c) => c.span.text)).size > 1 && chosen.score < 50) confidence = Math.min(confidence, 0.7);
  return s(chosen.span.text, read(chosen.span, confidence), chosen.span);
}

function suggestCurrency(context: Context): Suggestion<string> | null {
  const votes = new Map<string, { count: number; confidence: number; span: { line: Line; box: PageBox } }>();
  for (const line of context.lines) {
    for (const word of line.words) {
      const found = currencyWithConfidence(word.text);
      if (!found) continue;
      const vote = votes.get(found.code) ?? { count: 0, confidence: 0, span: { line, box: word.box } };
      vote.count += 1;
      vote.confidence = Math.max(vote.confidence, found.confidence);
      votes.set(found.code, vote);
    }
  }
  const ranked = [...votes.entries()].sort((a, b) => b[1].count - a[1].count);
  const top = ranked[0];
  if (!top) return null;
  const [code, vote] = top;
  let confidence = vote.confidence;
  if (ranked.length > 1) confidence = Math.min(confidence, 0.7);
  if (context.profile?.currency) confidence = context.profile.currency === code ? Math.max(confidence, 0.97) : 0.6;
  return s(code, confidence, vote.span);
}

function suggestVendor(context: Context): Suggestion<string> | null {
  const { lines, profile } = context;
  if (profile) {
    const name = profile.nameText;
    const line = name ? lines.find((l) => fold(l.text).includes(name)) : undefined;
    const where =
      line ?? (profile.vendorPlace ? { page: profile.vendorPlace.page, box: profile.vendorPlace.box } : null);
    return where ? s(profile.vendor, 0.97, where) : s(profile.vendor, 0.9, { page: 1, box: [0, 0, 0, 0] });
  }
  // Without history: the tallest words near the top of the first page that are not a label.
  const top = lines.filter(
    (l) => l.page === 1 && l.box[1] < 0.25 && /\p{L}{3}/u.test(l.text) && !lineAmounts(l).length,
  );
  const tallest = [...top].sort((a, b) => b.box[3] - b.box[1] - (a.box[3] - a.box[1]) || a.box[1] - b.box[1])[0];
  if (!tallest) return null;
  return s(tallest.text.trim(), 0.5, tallest);
}

/** Sums the votes of description words over a set of word votes. */
function wordVotes(words: Record<string, Record<string, number>>, description: string): [string, number][] {
  const votes = new Map<string, number>();
  for (const word of descriptionWords(description)) {
    for (const [name, count] of Object.entries(words[word] ?? {})) votes.set(name, (votes.get(name) ?? 0) + count);
  }
  return [...votes.entries()].sort((a, b) => b[1] - a[1]);
}

/**
 * The category of a line: what the back office keyed for lines with its words at this vendor;
 * else what it keyed for such lines at the tenant's other vendors (toner is IT equipment whoever
 * sells it), never sure; else the vendor's usual category.
 */
function category(
  profile: VendorProfile | null,
  tenant: TenantLines | undefined,
  description: string,
): { value: string; confidence: number } | null {
  if (!profile) return null;
  const overall = Object.entries(profile.categories.overall).sort((a, b) => b[1] - a[1]);
  const ranked = wordVotes(profile.categories.words, description);
  const total = ranked.reduce((sum, [, n]) => sum + n, 0);
  if (ranked.length) {
    const [name, count] = ranked[0]!;
    return { value: name, confidence: 0.55 + 0.4 * (count / total) * (overall.length === 1 ? 1 : 0.95) };
  }
  const elsewhere = tenant ? wordVotes(tenant.words, description) : [];
  const elsewhereTotal = elsewhere.reduce((sum, [, n]) => sum + n, 0);
  if (elsewhere.length) {
    const [name, count] = elsewhere[0]!;
    return { value: name, confidence: 0.45 + 0.4 * (count / elsewhereTotal) };
  }
  const first = overall[0];
  if (!first) return null;
  const share = first[1] / overall.reduce((sum, [, n]) => sum + n, 0);
  return { value: first[0], confidence: share === 1 ? 0.85 : 0.4 * share };
}

/** A line's description as the back office keyed it before, when the reading is close to one. */
function keyedDescription({ profile, tenant }: Context, reading: string): string {
  return (
    closestKeyed(reading, profile?.descriptions ?? []) ?? closestKeyed(reading, tenant?.descriptions ?? []) ?? reading
  );
}

function suggestItems(
  context: Context,
  table: FoundTable | null,
  header: SuggestedHeader,
  negate: boolean,
): SuggestedItem[] {
  if (!table) return [];
  const { profile } = context;
  const taxMode = profile?.table?.taxMode ?? null;
  const dateMode = profile?.table?.dateMode ?? null;
  const known = !!profile?.table && profile.table.heading === table.heading;
  const net = table.rows.reduce((sum, row) => sum + Math.abs(row.amount?.amount.cents ?? 0), 0);
  const tax = table.rows.reduce((sum, row) => sum + Math.abs(row.tax?.amount.cents ?? 0), 0);
  const total = header.totalCents ? Math.abs(header.totalCents.value) : null;
  const addsUp = total !== null && (net === total || net + tax === total);
  return table.rows.map((row) => {
    const amountSpan = row.amount;
    let cents = amountSpan?.amount.cents ?? 0;
    if (negate && cents > 0) cents = -cents;
    const amountConfidence = amountSpan ? read(amountSpan, addsUp ? 0.96 : 0.8) : 0;
    let taxCents: Suggestion<number> | null = null;
    if (row.tax && taxMode !== 'zero') {
      const value = negate && row.tax.amount.cents > 0 ? -row.tax.amount.cents : row.tax.amount.cents;
      taxCents = s(value, read(row.tax, addsUp && tax > 0 ? 0.95 : 0.8), row.tax);
    } else if (row.rate && taxMode !== 'zero') {
      const value = Math.round((cents * row.rate.rate) / 100);
      taxCents = s(value, taxMode === 'rate' ? read(row.rate, 0.93) : 0.75, row.rate);
    } else if (!row.tax && !row.rate) {
      taxCents = s(0, taxMode === 'zero' ? 0.93 : 0.5, amountSpan ?? { page: row.page, box: row.descriptionBox! });
    }
    let itemDate: Suggestion<string> | null = null;
    if (row.date)
      itemDate = s(
        row.date.date.iso,
        read(row.date, row.date.date.ambiguous && !profile?.dateOrder ? 0.7 : row.date.date.misread ? 0.85 : 0.93),
        row.date,
      );
    else if (header.docDate)
      itemDate = {
        ...header.docDate,
        confidence: dateMode === 'document' ? Math.min(header.docDate.confidence, 0.93) : 0.6,
      };
    const box = row.descriptionBox ?? amountSpan!.box;
    const text = row.description ? keyedDescription(context, row.description) : '';
    const description = text
      ? s(text, (known ? 0.93 : 0.85) * Math.min(1, row.lines.length === 1 ? 1 : 0.98), {
          page: row.page,
          box,
        })
      : null;
    const guessed = text ? category(profile, context.tenant, text) : null;
    // Lines that do not add up to the total may be missing or shifted; OCR misreads accents.
    const ocr = row.lines.some((l) => l.words.some((w) => w.confidence < 1));
    if (description && ocr) description.confidence = Math.min(description.confidence, 0.85);
    if (!addsUp) {
      for (const field of [itemDate, description, taxCents])
        if (field) field.confidence = Math.min(field.confidence, 0.85);
      if (guessed) guessed.confidence = Math.min(guessed.confidence, 0.85);
    }
    return {
      itemDate,
      description,
      category: guessed ? s(guessed.value, guessed.confidence, { page: row.page, box }) : null,
      amountCents: amountSpan ? s(cents, amountConfidence, amountSpan) : null,
      taxCents,
      currency: header.currency ? { ...header.currency } : null,
    };
  });
}

/**
 * The suggestions for a file: from the rules, and from the vendor's profile when one matched.
 * tenant holds what the back office keyed for lines at the tenant's other vendors.
 */
export function suggest(words: CaptureWords, profile: VendorProfile | null, tenant?: TenantLines): FileSuggestions {
  const lines = pageLines(words);
  if (!lines.length) return { header: emptyHeader(), items: [] };
  const order = profile?.dateOrder ?? 'dmy';
  const headingOptions = { headings: profile?.table?.headings ?? {}, dateOrder: order };
  const headings = new Set(lines.filter((l) => headingColumns(l, headingOptions)));
  const context: Context = { lines, headings, profile, tenant, order, lastPage: lines[lines.length - 1]!.page };
  const table = findTable(lines, headingOptions);
  const credit = lines.some((l) => l.page === 1 && CREDIT.test(fold(l.text)));
  const printedPositive =
    !!table && table.rows.length > 0 && table.rows.every((r) => (r.amount?.amount.cents ?? 1) > 0);
  const negate = credit && printedPositive && (profile ? profile.negate : true);
  const header: SuggestedHeader = {
    vendor: suggestVendor(context),
    docNumber: suggestNumber(context),
    docDate: suggestDate(context),
    totalCents: suggestTotal(context, table, negate),
    currency: suggestCurrency(context),
  };
  if (negate && !profile && header.totalCents)
    header.totalCents.confidence = Math.min(header.totalCents.confidence, 0.8);
  return { header, items: suggestItems(context, table, header, negate) };
}
