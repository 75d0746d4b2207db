/**
 * A file's text: a PDF's text layer through pdfjs-dist (its legacy build runs in Node), an
 * image's or a scanned PDF's through OCR with tesseract.js. The English data ships in the
 * @tesseract.js-data/eng package and is read from disk: nothing is downloaded at run time.
 */
import { createRequire } from 'node:module';
import path from 'node:path';
import { createWorker, OEM, type Worker } from 'tesseract.js';

/** Text longer than this is cut: the index needs the words, not whole books. */
export const MAX_TEXT_CHARS = 200_000;

/** A scanned PDF's pages beyond this many are not OCR'd (each costs seconds). */
const MAX_OCR_PAGES = 5;

const require = createRequire(import.meta.url);

/** The folder holding eng.traineddata.gz (LSTM, integer model: small and fast). */
function englishDataPath(): string {
  return path.join(path.dirname(require.resolve('@tesseract.js-data/eng/package.json')), '4.0.0_best_int');
}

let ocrWorker: Promise<Worker> | undefined;

/** One OCR worker per process, made on first use (loading the model takes a second). */
function ocr(): Promise<Worker> {
  ocrWorker ??= createWorker('eng', OEM.LSTM_ONLY, {
    langPath: englishDataPath(),
    gzip: true,
    cacheMethod: 'none',
  }).catch((error: unknown) => {
    ocrWorker = undefined;
    throw error;
  });
  return ocrWorker;
}

export async function closeOcr(): Promise<void> {
  const worker = ocrWorker;
  ocrWorker = undefined;
  if (worker) await (await worker).terminate();
}

async function recognize(image: Buffer): Promise<string> {
  const worker = await ocr();
  const { data } = await worker.recognize(image);
  return data.text;
}

function tidy(text: string): string {
  return text.replace(/\s+/g, ' ').trim().slice(0, MAX_TEXT_CHARS);
}

async function pdfText(bytes: Buffer): Promise<string> {
  const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const pdf = await pdfjs.getDocument({
    data: new Uint8Array(bytes),
    isEvalSupported: false,
    disableFontFace: true,
    verbosity: 0,
  }).promise;
  try {
    const pages: string[] = [];
    for (let number = 1; number <= pdf.numPages; number += 1) {
      const page = await pdf.getPage(number);
      const content = await page.getTextContent();
      pages.push(content.items.map((item) => ('str' in item ? item.str : '')).join(' '));
      page.cleanup();
      if (pages.join(' ').length > MAX_TEXT_CHARS) break;
    }
    const text = tidy(pages.join(' '));
    if (text) return text;
    // No text layer: a scan. Render its first pages and read them.
    const scanned: string[] = [];
    for (let number = 1; number <= Math.min(pdf.numPages, MAX_OCR_PAGES); number += 1) {
      const page = await pdf.getPage(number);
      const viewport = page.getViewport({ scale: 2 });
      const factory = pdf.canvasFactory as {
        create(w: number, h: number): { canvas: { toBuffer(type: string): Buffer }; context: unknown };
      };
      const target = factory.create(Math.ceil(viewport.width), Math.ceil(viewport.height));
      await page.render({ canvas: target.canvas as never, canvasContext: target.context as never, viewport }).promise;
      scanned.push(await recognize(target.canvas.toBuffer('image/png')));
      page.cleanup();
    }
    return tidy(scanned.join(' '));
  } finally {
    await pdf.destroy();
  }
}

/** The text of a file of the given (sniffed) type; '' when it has none. */
export async function extractText(bytes: Buffer, mimeType: string): Promise<string> {
  if (mimeType === 'application/pdf') return pdfText(bytes);
  if (mimeType.startsWith('image/')) return tidy(await recognize(bytes));
  return '';
}
