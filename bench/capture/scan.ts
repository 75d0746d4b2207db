/**
 * A document "scanned": each page of its PDF rendered at the scanner's resolution with pdf.js on
 * @napi-rs/canvas, turned by up to ±2 degrees, speckled with noise, saved as JPEG and put back
 * into a PDF with no text layer, as a scanner sends it.
 */
import { createCanvas } from '@napi-rs/canvas';
import PDFDocument from 'pdfkit';
import { random } from './random.js';

export interface ScanOptions {
  dpi: number;
  degrees: number;
  seed: number;
}

async function renderPages(pdfBytes: Buffer, dpi: number) {
  const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const pdf = await pdfjs.getDocument({ data: new Uint8Array(pdfBytes), isEvalSupported: false, verbosity: 0 }).promise;
  const pages = [];
  try {
    for (let number = 1; number <= pdf.numPages; number += 1) {
      const page = await pdf.getPage(number);
      const viewport = page.getViewport({ scale: dpi / 72 });
      const canvas = createCanvas(Math.ceil(viewport.width), Math.ceil(viewport.height));
      const context = canvas.getContext('2d');
      context.fillStyle = '#fff';
      context.fillRect(0, 0, canvas.width, canvas.height);
      await page.render({ canvas: canvas as never, canvasContext: context as never, viewport }).promise;
      pages.push({
        canvas,
        width: page.getViewport({ scale: 1 }).width,
        height: page.getViewport({ scale: 1 }).height,
      });
      page.cleanup();
    }
  } finally {
    await pdf.destroy();
  }
  return pages;
}

/** The scan of a PDF: one JPEG page each, turned and noisy, in a PDF without text. */
export async function scanPdf(pdfBytes: Buffer, options: ScanOptions): Promise<Buffer> {
  const rng = random(options.seed);
  const pages = await renderPages(pdfBytes, options.dpi);
  const doc = new PDFDocument({ autoFirstPage: false });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve) => doc.on('end', () => resolve(Buffer.concat(chunks))));
  for (const { canvas, width, height } of pages) {
    const turned = createCanvas(canvas.width, canvas.height);
    const context = turned.getContext('2d');
    context.fillStyle = '#f4f4f0';
    context.fillRect(0, 0, turned.width, turned.height);
    context.translate(turned.width / 2, turned.height / 2);
    context.rotate((options.degrees * Math.PI) / 180);
    context.drawImage(canvas, -canvas.width / 2, -canvas.height / 2);
    context.setTransform(1, 0, 0, 1, 0, 0);
    const image = context.getImageData(0, 0, turned.width, turned.height);
    const data = image.data;
    for (let p = 0; p < data.length; p += 4) {
      const r = rng();
      if (r < 0.002) {
        data[p] = data[p + 1] = data[p + 2] = 40;
      } else {
        const jitter = Math.round((rng() - 0.5) * 24);
        data[p] = Math.max(0, Math.min(255, data[p]! + jitter));
        data[p + 1] = Math.max(0, Math.min(255, data[p + 1]! + jitter));
        data[p + 2] = Math.max(0, Math.min(255, data[p + 2]! + jitter));
      }
    }
    context.putImageData(image, 0, 0);
    const jpeg = turned.toBuffer('image/jpeg', 80);
    doc.addPage({ size: [width, height], margin: 0 });
    doc.image(jpeg, 0, 0, { width, height });
  }
  doc.end();
  return done;
}
