/**
 * A file's text for the search index: the words the capture engine reads (a PDF's text layer
 * through pdf.js, an image's or a scanned PDF's through OCR with tesseract.js, the model read
 * from disk: nothing is downloaded), in reading order, cut to what an index needs.
 */
import type { CaptureWords } from '../../common/schemas/capture.js';
import { closeCaptureOcr, readWords, wordsText } from '../capture/index.js';

/** Text longer than this is cut: the index needs the words, not whole books. */
export const MAX_TEXT_CHARS = 200_000;

export function textOfWords(words: CaptureWords): string {
  return wordsText(words).replace(/\s+/g, ' ').trim().slice(0, MAX_TEXT_CHARS);
}

/** The text of a file of the given (sniffed) type; '' when it has none. */
export async function extractText(bytes: Buffer, mimeType: string): Promise<string> {
  return textOfWords(await readWords(bytes, mimeType));
}

export const closeOcr = closeCaptureOcr;
