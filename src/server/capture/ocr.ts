/**
 * Word boxes from a page image through tesseract.js, after straightening the page. The English
 * model ships in @tesseract.js-data/eng and is read from disk: nothing is downloaded.
 */
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Canvas } from '@napi-rs/canvas';
import { createWorker, OEM, type Worker } from 'tesseract.js';
import type { CaptureWord } from '../../common/schemas/capture.js';
import { estimateSkew, rotate } from './deskew.js';

const require = createRequire(import.meta.url);

let worker: Promise<Worker> | undefined;

function ocr(): Promise<Worker> {
  worker ??= createWorker('eng', OEM.LSTM_ONLY, {
    langPath: path.join(path.dirname(require.resolve('@tesseract.js-data/eng/package.json')), '4.0.0_best_int'),
    gzip: true,
    cacheMethod: 'none',
  }).catch((error: unknown) => {
    worker = undefined;
    throw error;
  });
  return worker;
}

/** Ends the OCR worker (tests and the benchmark call it when done). */
export async function closeCaptureOcr(): Promise<void> {
  const current = worker;
  worker = undefined;
  if (current) await (await current).terminate();
}

export async function ocrPage(canvas: Canvas, page: number): Promise<{ words: CaptureWord[]; skewDegrees: number }> {
  const skewDegrees = estimateSkew(canvas);
  const straight = Math.abs(skewDegrees) >= 0.1 ? rotate(canvas, skewDegrees) : canvas;
  const { data } = await (await ocr()).recognize(straight.toBuffer('image/png'), {}, { blocks: true, text: false });
  const words: CaptureWord[] = [];
  const { width, height } = straight;
  for (const block of data.blocks ?? []) {
    for (const paragraph of block.paragraphs) {
      for (const line of paragraph.lines) {
        for (const word of line.words) {
          const text = word.text.trim();
          if (!text) continue;
          const { x0, y0, x1, y1 } = word.bbox;
          words.push({
            text,
            page,
            box: [x0 / width, y0 / height, x1 / width, y1 / height],
            confidence: Math.max(0, Math.min(1, word.confidence / 100)),
          });
        }
      }
    }
  }
  return { words, skewDegrees };
}
