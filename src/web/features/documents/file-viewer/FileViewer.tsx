/**
 * The file beside the processing form: PDFs with pdf.js (range loading, pages, zoom, rotate,
 * fit-to-width), images with zoom and rotate, anything else as a download link. The module is
 * loaded lazily (see index.ts), and pdf.js only when a PDF is shown.
 */
import type { Evidence } from './EvidenceBox';
import { ImageView } from './ImageView';
import { PdfView } from './PdfView';
import { NoPreview } from './ViewerStates';

export interface FileViewerProps {
  /** The file's URL, e.g. /api/uploads/:id/content (the server answers byte ranges). */
  src: string;
  mimeType: string;
  fileName: string;
  /** Sent with every request for the file, e.g. { Authorization: 'Bearer <token>' }. */
  httpHeaders?: Record<string, string>;
  /** Where a suggested value was read: outlined on its page, which the viewer turns to. */
  evidence?: Evidence;
}

/** Image types every current browser draws (TIFF, for one, is not among them). */
const IMAGE_TYPES = new Set([
  'image/png',
  'image/jpeg',
  'image/gif',
  'image/webp',
  'image/avif',
  'image/bmp',
  'image/svg+xml',
]);

export type FileViewKind = 'pdf' | 'image' | 'download';

export function fileViewKind(mimeType: string): FileViewKind {
  const type = mimeType.split(';')[0]?.trim().toLowerCase() ?? '';
  if (type === 'application/pdf') return 'pdf';
  if (IMAGE_TYPES.has(type)) return 'image';
  return 'download';
}

export function FileViewer({ src, mimeType, fileName, httpHeaders, evidence }: FileViewerProps) {
  const kind = fileViewKind(mimeType);
  // Keyed by the file so a new document starts at page 1, fit to width, unrotated.
  if (kind === 'pdf')
    return <PdfView key={src} src={src} fileName={fileName} httpHeaders={httpHeaders} evidence={evidence} />;
  if (kind === 'image')
    return <ImageView key={src} src={src} fileName={fileName} httpHeaders={httpHeaders} evidence={evidence} />;
  return <NoPreview src={src} fileName={fileName} httpHeaders={httpHeaders} />;
}

export type { Evidence };
export default FileViewer;
