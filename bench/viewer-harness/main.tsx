/**
 * The page bench/viewer.ts opens: the app's FileViewer, through its lazy export as the
 * processing screen uses it, on a PDF named by ?src=, with an Authorization header as the app
 * sends. It notes when the viewer starts and when page 1 is on the canvas.
 */
import { ConfigProvider } from 'antd';
import i18next from 'i18next';
import { StrictMode, Suspense } from 'react';
import { createRoot } from 'react-dom/client';
import { initReactI18next } from 'react-i18next';
import documents from '../../locales/en/documents.json';
import { FileViewer } from '../../src/web/features/documents/file-viewer';

declare global {
  interface Window {
    viewerStartedAt?: number;
    firstPageAt?: number;
    /** Shows another file in the same page, as "Submit and next" does in the app. */
    showFile?: (src: string) => void;
  }
}

await i18next.use(initReactI18next).init({
  lng: 'en',
  ns: ['documents'],
  resources: { en: { documents } },
  interpolation: { escapeValue: false },
});

const src = new URLSearchParams(window.location.search).get('src') ?? '/file.pdf';

new MutationObserver(() => {
  if (window.firstPageAt === undefined && document.querySelector('canvas[data-rendered-page="1"]')) {
    window.firstPageAt = performance.now();
  }
}).observe(document.body, { subtree: true, attributes: true, attributeFilter: ['data-rendered-page'] });

const root = createRoot(document.getElementById('root')!);
function show(file: string) {
  window.firstPageAt = undefined;
  window.viewerStartedAt = performance.now();
  root.render(
    <StrictMode>
      <ConfigProvider>
        <Suspense fallback={null}>
          <FileViewer
            src={file}
            mimeType="application/pdf"
            fileName="fifty-pages.pdf"
            httpHeaders={{ Authorization: 'Bearer bench' }}
          />
        </Suspense>
      </ConfigProvider>
    </StrictMode>,
  );
}
window.showFile = show;
show(src);
