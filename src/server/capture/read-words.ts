/**
 * A file's words with their boxes. A PDF's text layer is split into words (pdf.js gives runs of
 * text; each word's place is its share of the run's width). PDF pages without text, and images,
 * are rendered and read by OCR.
 */
import { createCanvas, loadImage } from '@napi-rs/canvas';
import type { CaptureWord, CaptureWords } from '../../common/schemas/capture.js';
import { ocrPage } from './ocr.js';

/** Scanned PDF pages beyond this many are not read (each costs seconds). */
const MAX_OCR_PAGES = 6;
/** Scanned pages are rendered at this scale (2.5 × 72 dpi = 180 dpi). */
const OCR_SCALE = 2.5;

interface TextRun {
  str: string;
  transform: number[];
  width: number;
  height: number;
}

function runWords(run: TextRun, page: number, pageWidth: number, pageHeight: number): CaptureWord[] {
  const [a, b, , , e, f] = run.transform as [number, number, number, number, number, number];
  const size = Math.hypot(a, b) || run.height;
  if (!run.str.trim() || Math.abs(b) > Math.abs(a) * 0.2) return [];
  const top = (pageHeight - (f + size * 0.8)) / pageHeight;
  const bottom = (pageHeight - (f - size * 0.2)) / pageHeight;
  const perChar = run.width / Math.max(1, run.str.length);
  const words: CaptureWord[] = [];
  for (const match of run.str.matchAll(/\S+/g)) {
    const x0 = e + perChar * match.index;
    const x1 = x0 + perChar * match[0].length;
    words.push({
      text: match[0],
      page,
      box: [x0 / pageWidth, Math.max(0, top), x1 / pageWidth, Math.min(1, bottom)],
      confidence: 1,
    });
  }
  return words;
}

function check(signal: AbortSignal | undefined): void {
  if (signal?.aborted) throw signal.reason instanceof Error ? signal.reason : new Error('aborted');
}

async function pdfWords(bytes: Uint8Array, signal?: AbortSignal): Promise<CaptureWords> {
  const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const pdf = await pdfjs.getDocument({
    data: new Uint8Array(bytes),
    isEvalSupported: false,
    disableFontFace: true,
    verbosity: 0,
  }).promise;
  try {
    const pages: CaptureWords['pages'] = [];
    for (let number = 1; number <= pdf.numPages; number += 1) {
      check(signal);
      const page = await pdf.getPage(number);
      const viewport = page.getViewport({ scale: 1 });
      const content = await page.getTextContent();
      const words = content.items.flatMap((item) =>
        'str' in item ? runWords(item as TextRun, number, viewport.width, viewport.height) : [],
      );
      if (words.length) {
        pages.push({ page: number, source: 'text', words });
      } else if (number <= MAX_OCR_PAGES) {
        const scaled = page.getViewport({ scale: OCR_SCALE });
        const canvas = createCanvas(Math.ceil(scaled.width), Math.ceil(scaled.height));
        const context = canvas.getContext('2d');
        context.fillStyle = '#fff';
        context.fillRect(0, 0, canvas.width, canvas.height);
        await page.render({ canvas: canvas as never, canvasContext: context as never, viewport: scaled }).promise;
        check(signal);
        const read = await ocrPage(canvas, number);
        pages.push({ page: number, source: 'ocr', skewDegrees: read.skewDegrees, words: read.words });
      }
      page.cleanup();
    }
    return { pages };
  } finally {
    await pdf.destroy();
  }
}

async function imageWords(bytes: Uint8Array): Promise<CaptureWords> {
  const image = await loadImage(Buffer.from(bytes));
  const canvas = createCanvas(image.width, image.height);
  const context = canvas.getContext('2d');
  context.fillStyle = '#fff';
  context.fillRect(0, 0, canvas.width, canvas.height);
  context.drawImage(image, 0, 0);
  const read = await ocrPage(canvas, 1);
  return { pages: [{ page: 1, source: 'ocr', skewDegrees: read.skewDegrees, words: read.words }] };
}

/** The file's words with their boxes; no pages for a type that has no words to read. */
export async function readWords(
  bytes: Uint8Array,
  mediaType: string,
  options: { signal?: AbortSignal } = {},
): Promise<CaptureWords> {
  check(options.signal);
  if (mediaType === 'application/pdf') return pdfWords(bytes, options.signal);
  if (/^image\/(png|jpeg|jpg|webp|gif|avif)$/.test(mediaType)) return imageWords(bytes);
  return { pages: [] };
}
