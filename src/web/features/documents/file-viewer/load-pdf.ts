/**
 * pdf.js, in a chunk of its own that only a PDF pulls in. Range loading: pdf.js reads the
 * file's end (the cross-reference table) and then only the 64 KiB chunks the drawn page needs,
 * so page 1 of a large file shows before the rest arrives. No auto-fetch and no stream: the
 * rest is read only when asked for, which keeps the DBO's bandwidth for the next document.
 */
import { getDocument, GlobalWorkerOptions, PDFWorker, type PDFDocumentLoadingTask } from 'pdfjs-dist';
import workerUrl from 'pdfjs-dist/build/pdf.worker.min.mjs?url';

GlobalWorkerOptions.workerSrc = workerUrl;

export const PDF_RANGE_CHUNK_SIZE = 65536;

/**
 * One worker for the page's life: starting pdf.js's worker costs hundreds of milliseconds, and a
 * DBO opens document after document ("Submit and next"). Destroying a document does not end a
 * worker it was given.
 */
let worker: PDFWorker | undefined;

export function openPdf(url: string, httpHeaders?: Record<string, string>): PDFDocumentLoadingTask {
  if (!worker || worker.destroyed) worker = new PDFWorker();
  return getDocument({
    url,
    httpHeaders,
    rangeChunkSize: PDF_RANGE_CHUNK_SIZE,
    disableAutoFetch: true,
    disableStream: true,
    // The Content-Security-Policy allows no eval: pdf.js interprets PostScript functions instead.
    isEvalSupported: false,
    worker,
  });
}
