import type { CaptureWords } from '../../common/schemas/capture.js';
import { pageLines } from './layout.js';

/** The plain text of a file's words, line by line in reading order, for the search index. */
export function wordsText(words: CaptureWords): string {
  return pageLines(words)
    .map((line) => line.text)
    .join('\n');
}
