/**
 * A scanned PDF (issue 12): a page with no text layer, only an image of printed words, gets its
 * text by OCR of the rendered page (pdf.js draws it on @napi-rs/canvas, tesseract.js reads it).
 * The same file with its image left blank has no text, so the words come from the pixels.
 */
import fs from 'node:fs';
import path from 'node:path';
import { createCanvas, loadImage } from '@napi-rs/canvas';
import { afterAll, describe, expect, it } from 'vitest';
import { closeOcr, extractText } from '../../src/server/text/extract-text.js';
import { scannedPdf } from '../helpers/sample-files.js';

/** The fixture PNG ("QUOKKA RECEIPT / PAID 4711") as RGB pixels on white. */
async function fixturePixels(): Promise<{ rgb: Buffer; width: number; height: number }> {
  const image = await loadImage(fs.readFileSync(path.resolve('tests/fixtures/ocr-receipt.png')));
  const canvas = createCanvas(image.width, image.height);
  const context = canvas.getContext('2d');
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, image.width, image.height);
  context.drawImage(image, 0, 0);
  const rgba = context.getImageData(0, 0, image.width, image.height).data;
  const rgb = Buffer.alloc(image.width * image.height * 3);
  for (let p = 0, q = 0; p < rgba.length; p += 4, q += 3) rgb.set([rgba[p]!, rgba[p + 1]!, rgba[p + 2]!], q);
  return { rgb, width: image.width, height: image.height };
}

describe('the text of a scanned PDF', () => {
  afterAll(() => closeOcr());

  it('is read by OCR from the rendered page', { timeout: 60_000 }, async () => {
    const { rgb, width, height } = await fixturePixels();
    const text = await extractText(scannedPdf(rgb, width, height), 'application/pdf');
    expect(text.toUpperCase()).toContain('QUOKKA');
    expect(text).toContain('4711');
  });

  it('is empty when the page shows nothing', { timeout: 60_000 }, async () => {
    const blank = Buffer.alloc(64 * 32 * 3, 0xff);
    expect(await extractText(scannedPdf(blank, 64, 32), 'application/pdf')).toBe('');
  });
});
