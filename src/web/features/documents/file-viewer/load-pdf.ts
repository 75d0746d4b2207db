/**
 * pdf.js, in a chunk of its own that only a PDF pulls in. Range loading: pdf.js reads the
 * file's end (the cross-reference table) and then only the 64 KiB chunks the drawn page needs,
 * so page 1 of a large file shows before the rest arrives. No auto-fetch and no stream: the
 * rest is read only when asked for, which keeps the DBO's bandwidth for the next document.
 */
import { getDocument, GlobalWorkerOptions, type PDFDocumentLoadingTask } from 'pdfjs-dist';
import workerUrl from 'pdfjs-dist/build/pdf.worker.min.mjs?url';

GlobalWorkerOptions.workerSrc = workerUrl;

export const PDF_RANGE_CHUNK_SIZE = 65536;

export function openPdf(url: string, httpHeaders?: Record<string, string>): PDFDocumentLoadingTask {
  return getDocument({
    url,
    httpHeaders,
    rangeChunkSize: PDF_RANGE_CHUNK_SIZE,
    disableAutoFetch: true,
    disableStream: true,
  });
}
