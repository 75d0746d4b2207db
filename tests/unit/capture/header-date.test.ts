/**
 * The document's date on a scan whose own date OCR could not read: the due date printed under
 * it, after its own label, is not taken for it as a labelled date, sure (in en, es and fr).
 */
import { describe, expect, it } from 'vitest';
import type { CaptureWords } from '../../../src/common/schemas/capture.js';
import { suggest } from '../../../src/server/capture/index.js';
import { ocrWord } from '../../helpers/ocr-word.js';

const word = ocrWord;

const layouts = {
  en: {
    date: 'Date:',
    due: ['Due', 'date:'],
    read: '8 Aug 2026',
    unread: ['8', '@#%', '2026'],
    dueDate: ['7', 'Sep', '2026'],
  },
  es: {
    date: 'Fecha:',
    due: ['Vencimiento:'],
    read: '8 ago. 2026',
    unread: ['8', '@#%', '2026'],
    dueDate: ['7', 'sep.', '2026'],
  },
  fr: {
    date: 'Date:',
    due: ['Échéance:'],
    read: '8 août 2026',
    unread: ['8', '@#%', '2026'],
    dueDate: ['7', 'septembre', '2026'],
  },
} as const;

function page(layout: (typeof layouts)[keyof typeof layouts], dateWords: readonly string[]): CaptureWords {
  // The words of one value, a space apart.
  const at = (texts: readonly string[], x: number, y: number) => {
    let left = x;
    return texts.map((text) => {
      const placed = word(text, left, y);
      left = placed.box[2] + 0.004;
      return placed;
    });
  };
  return {
    pages: [
      {
        page: 1,
        source: 'ocr',
        words: [
          word('FACTURE', 0.55, 0.14),
          word(layout.date, 0.55, 0.19),
          ...at(dateWords, 0.6, 0.19),
          ...at(layout.due, 0.55, 0.203),
          ...at(layout.dueDate, 0.66, 0.203),
        ],
      },
    ],
  };
}

describe("a scan's document date", () => {
  it.each(Object.keys(layouts) as (keyof typeof layouts)[])(
    'is not the due date under an unreadable date (%s)',
    (language) => {
      const layout = layouts[language];
      const read = suggest(page(layout, layout.read.split(' ')), null).header.docDate;
      expect(read?.value).toBe('2026-08-08');
      const unread = suggest(page(layout, layout.unread), null).header.docDate;
      // At most the first date near the top, unlabelled: never sure.
      expect(unread?.confidence ?? 0).toBeLessThan(0.9);
    },
  );
});
