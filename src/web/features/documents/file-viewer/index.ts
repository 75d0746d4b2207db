/**
 * The viewer is exported lazily: its code (and pdf.js behind it) is fetched only by pages that
 * show a file. Render it inside <Suspense>.
 */
import { lazy } from 'react';

export const FileViewer = lazy(() => import('./FileViewer'));
export type { FileViewerProps } from './FileViewer';
export type { Evidence } from './EvidenceBox';
