/**
 * Values found after their labels: on the same line to the right, or on the line below under the
 * label. A label that is the tail of a longer label of another kind ("Due date", "Sub total",
 * "Total HT") does not count.
 */
import { spanOf, type Line, type Span } from './layout.js';
import { HEADER_LABELS, labelAt } from './labels.js';

export interface Labeled {
  label: string;
  labelSpan: Span;
  relation: 'right' | 'below';
  /** The line the value is looked for on, and the first word index to look from. */
  line: Line;
  from: number;
  /** For 'below': the label's horizontal extent, which the value should overlap. */
  x0: number;
  x1: number;
}

function conflicts(line: Line, start: number, end: number, others: readonly string[]): boolean {
  for (let k = Math.max(0, start - 2); k <= start; k += 1) {
    const other = labelAt(line, k, others);
    if (other && other.end >= end && (k < start || other.end > end)) return true;
  }
  return false;
}

const ANY_LABEL = Object.values(HEADER_LABELS).flat();

/** The line has a label (a known one, or a word ending in ":") where a value would be looked for. */
function labelledThere(line: Line, first: number): boolean {
  return /\p{L}:$/u.test(line.words[first]!.text) || !!labelAt(line, first, ANY_LABEL);
}

/** Where values labelled with one of `labels` would be, nearest first. */
export function labeledPlaces(
  lines: readonly Line[],
  labels: readonly string[],
  others: readonly string[],
  skip: ReadonlySet<Line> = new Set(),
): Labeled[] {
  const out: Labeled[] = [];
  lines.forEach((line, position) => {
    if (skip.has(line)) return;
    for (let start = 0; start < line.words.length; start += 1) {
      const match = labelAt(line, start, labels);
      if (!match || conflicts(line, start, match.end, others)) continue;
      // A label is a label when it ends the phrase: "Total" in "Total care kit" is a description.
      const labelSpan = spanOf(line, start, match.end);
      let from = match.end;
      while (from < line.words.length && /^[:#.\-–]+$|^n[º°o]\.?$/i.test(line.words[from]!.text)) from += 1;
      out.push({
        label: match.label,
        labelSpan,
        relation: 'right',
        line,
        from,
        x0: labelSpan.box[0],
        x1: labelSpan.box[2],
      });
      const below = lines[position + 1];
      if (below && below.page === line.page && !skip.has(below)) {
        const height = line.box[3] - line.box[1];
        if (below.box[1] - line.box[3] < height * 1.5) {
          const first = below.words.findIndex(
            (w) => w.box[2] > labelSpan.box[0] - 0.01 && w.box[0] < labelSpan.box[2] + 0.05,
          );
          // A value with a label of its own there ("Due date: 14 Feb 2026" under "Date:" whose
          // own date OCR could not read) is that label's value, not this one's.
          if (first >= 0 && !labelledThere(below, first)) {
            out.push({
              label: match.label,
              labelSpan,
              relation: 'below',
              line: below,
              from: first,
              x0: labelSpan.box[0],
              x1: labelSpan.box[2],
            });
          }
        }
      }
      start = match.end - 1;
    }
  });
  return out;
}

/** The document number at a place: the first word (or two joined by "-") with a digit in it. */
export function numberAt(place: Labeled): Span | null {
  const { line, from } = place;
  for (let k = from; k < Math.min(line.words.length, from + 3); k += 1) {
    const word = line.words[k]!;
    if (place.relation === 'below' && (word.box[0] > place.x1 + 0.05 || word.box[2] < place.x0 - 0.01)) continue;
    if (place.relation === 'right' && k > from && word.box[0] - line.words[k - 1]!.box[2] > 0.15) break;
    const text = word.text.replace(/^[:#]+/, '');
    if (/\d/.test(text) && text.length >= 3 && /^[A-Za-z0-9][A-Za-z0-9/_.-]*[A-Za-z0-9]$/.test(text)) {
      return { ...spanOf(line, k, k + 1), text };
    }
  }
  return null;
}
