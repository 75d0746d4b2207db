/** The processing screen's heavy parts: the line-item grid and the (lazily loaded) file viewer. */
export * from './item-grid';
export { FileViewer, type FileViewerProps } from './file-viewer';
