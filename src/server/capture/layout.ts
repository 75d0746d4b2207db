/**
 * The words of a page gathered into lines in reading order, and the spans of adjacent words that
 * read as one value ("1 234,56", "26 de noviembre de 2026", "Invoice no."). Everything the rules
 * and the profiles look at is built on these lines.
 */
import type { CaptureWord, CaptureWords, PageBox } from '../../common/schemas/capture.js';

export interface Line {
  page: number;
  /** Index of the line on its page, top to bottom. */
  index: number;
  words: CaptureWord[];
  box: PageBox;
  text: string;
}

/** A run of adjacent words on one line, and what they read as together. */
export interface Span {
  line: Line;
  start: number;
  end: number; // exclusive
  text: string;
  box: PageBox;
  confidence: number;
}

export function unionBox(boxes: readonly PageBox[]): PageBox {
  let [x0, y0, x1, y1] = [1, 1, 0, 0];
  for (const box of boxes) {
    x0 = Math.min(x0, box[0]);
    y0 = Math.min(y0, box[1]);
    x1 = Math.max(x1, box[2]);
    y1 = Math.max(y1, box[3]);
  }
  return [x0, y0, x1, y1];
}

const height = (box: PageBox) => box[3] - box[1];
const middle = (box: PageBox) => (box[1] + box[3]) / 2;

/** The lines of every page: words whose middles sit within half a word's height of each other. */
/**
 * A scan's specks of dust, read by OCR as a ":" or a "3" a few pixels high: words far shorter
 * than the page's text, which would otherwise stand as lines of their own between a table's rows.
 * A text layer's words are always kept.
 */
function withoutSpecks(words: CaptureWord[]): CaptureWord[] {
  const heights = words.map((w) => height(w.box)).sort((a, b) => a - b);
  const median = heights[Math.floor(heights.length / 2)] ?? 0;
  return words.filter((w) => height(w.box) >= median * 0.35);
}

export function pageLines(words: CaptureWords): Line[] {
  const lines: Line[] = [];
  for (const page of words.pages) {
    const written = page.words.filter((w) => w.text.trim());
    const sorted = (page.source === 'ocr' ? withoutSpecks(written) : written).sort(
      (a, b) => middle(a.box) - middle(b.box),
    );
    const rows: CaptureWord[][] = [];
    let current: CaptureWord[] = [];
    let currentMiddle = 0;
    for (const word of sorted) {
      const tolerance = Math.max(height(word.box), 0.004) * 0.5;
      if (current.length && Math.abs(middle(word.box) - currentMiddle) > tolerance) {
        rows.push(current);
        current = [];
      }
      current.push(word);
      currentMiddle = current.reduce((sum, w) => sum + middle(w.box), 0) / current.length;
    }
    if (current.length) rows.push(current);
    rows.forEach((row, index) => {
      row.sort((a, b) => a.box[0] - b.box[0]);
      lines.push({
        page: page.page,
        index,
        words: row,
        box: unionBox(row.map((w) => w.box)),
        text: row.map((w) => w.text).join(' '),
      });
    });
  }
  return lines;
}

/** The gap between two words of a line, in units of the line's height. */
export function gapBetween(line: Line, left: number, right: number): number {
  const a = line.words[left]!;
  const b = line.words[right]!;
  return (b.box[0] - a.box[2]) / Math.max(height(line.box), 0.004);
}

/**
 * Every run of up to `maxWords` adjacent words on the line that are close enough to be one value
 * (gaps under `maxGap` line heights), longest first from each start.
 */
export function spans(line: Line, maxWords: number, maxGap = 1.2): Span[] {
  const out: Span[] = [];
  for (let start = 0; start < line.words.length; start += 1) {
    for (let end = Math.min(line.words.length, start + maxWords); end > start; end -= 1) {
      let joined = true;
      for (let k = start + 1; k < end; k += 1) if (gapBetween(line, k - 1, k) > maxGap) joined = false;
      if (joined) out.push(spanOf(line, start, end));
    }
  }
  return out;
}

export function spanOf(line: Line, start: number, end: number): Span {
  const words = line.words.slice(start, end);
  return {
    line,
    start,
    end,
    text: words.map((w) => w.text).join(' '),
    box: unionBox(words.map((w) => w.box)),
    confidence: Math.min(...words.map((w) => w.confidence)),
  };
}

/** Lowercase, without accents and punctuation at the ends: how labels are compared. */
export function fold(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[º°ª]/g, 'o')
    .replace(/[^\p{L}\p{N}#%]+/gu, ' ')
    .trim();
}
