/**
 * The file viewer's paths jsdom can run: an image fetched with the app's Authorization header
 * from a real HTTP server, its toolbar by keyboard, the error state and its retry, and the
 * download link for types it cannot show. (The PDF path runs in Chromium: bench/viewer.ts.)
 */
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { Suspense } from 'react';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FileViewer } from '../../src/web/features/documents';
import { fileViewKind } from '../../src/web/features/documents/file-viewer/FileViewer';
import { renderWithApp } from './render';

// A 1x1 PNG.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);
const TOKEN = 'Bearer test-token';
let server: http.Server;
let base = '';
const requests: { url: string; authorization: string | undefined }[] = [];
/** How many more requests for /flaky.png fail before it is served. */
let flakyFailures = 0;

beforeAll(async () => {
  server = http.createServer((request, response) => {
    requests.push({ url: request.url ?? '', authorization: request.headers.authorization });
    response.setHeader('Access-Control-Allow-Origin', '*');
    response.setHeader('Access-Control-Allow-Headers', 'Authorization');
    if (request.method === 'OPTIONS') return response.writeHead(204).end();
    if (request.headers.authorization !== TOKEN) return response.writeHead(401).end();
    if (request.url === '/flaky.png' && flakyFailures > 0) {
      flakyFailures -= 1;
      return response.writeHead(500).end();
    }
    if (request.url === '/scan.png' || request.url === '/flaky.png') {
      return response.writeHead(200, { 'Content-Type': 'image/png' }).end(PNG);
    }
    response.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
});

const viewer = (props: { src: string; mimeType: string; fileName: string; httpHeaders?: Record<string, string> }) => (
  <Suspense fallback={<p>chunk loading</p>}>
    <FileViewer {...props} />
  </Suspense>
);

describe('FileViewer', () => {
  it('picks the view by type', () => {
    expect(fileViewKind('application/pdf')).toBe('pdf');
    expect(fileViewKind('image/JPEG')).toBe('image');
    expect(fileViewKind('image/tiff')).toBe('download');
    expect(fileViewKind('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')).toBe('download');
  });

  it('shows an image fetched with the Authorization header, and zooms and rotates it by keyboard', async () => {
    const user = userEvent.setup();
    await renderWithApp(
      viewer({
        src: `${base}/scan.png`,
        mimeType: 'image/png',
        fileName: 'scan.png',
        httpHeaders: { Authorization: TOKEN },
      }),
    );
    // The first render loads the viewer's lazy chunk, which takes a while in a cold test run, and
    // longer while the browser and API tests share the cores: the test's own bound is 60 s.
    const image = await screen.findByTestId('viewer-image', {}, { timeout: 40_000 });
    expect(image.getAttribute('alt')).toBe('scan.png');
    expect(image.getAttribute('src')).toMatch(/^blob:/);
    expect(requests.filter((r) => r.url === '/scan.png').map((r) => r.authorization)).toContain(TOKEN);

    const toolbar = screen.getByRole('toolbar', { name: 'File viewer tools' });
    const zoom = () => screen.getByTestId('viewer-zoom').textContent;
    expect(zoom()).toBe('Zoom: 100%');
    // Tab through the toolbar: zoom out, zoom in, fit to width, rotate.
    await user.tab();
    expect(document.activeElement?.getAttribute('aria-label')).toBe('Zoom out');
    await user.keyboard('{Enter}');
    expect(zoom()).toBe('Zoom: 90%');
    await user.tab();
    expect(document.activeElement?.getAttribute('aria-label')).toBe('Zoom in');
    await user.keyboard('{Enter}{Enter}{Enter}');
    expect(zoom()).toBe('Zoom: 125%');
    await user.tab();
    expect(document.activeElement?.getAttribute('aria-label')).toBe('Fit to width');
    await user.tab();
    expect(document.activeElement?.getAttribute('aria-label')).toBe('Rotate');
    await user.keyboard('{Enter}');
    expect(image.style.transform).toContain('rotate(90deg)');
    expect(
      within(toolbar)
        .getAllByRole('button')
        .map((b) => b.getAttribute('aria-label')),
    ).toEqual(['Zoom out', 'Zoom in', 'Fit to width', 'Rotate']);
    // The pane itself takes + and -.
    await user.tab();
    expect(document.activeElement).toBe(screen.getByTestId('viewer-pane'));
    await user.keyboard('+');
    expect(zoom()).toBe('Zoom: 150%');
    await user.keyboard('--');
    expect(zoom()).toBe('Zoom: 110%');
  }, 60_000);

  it('shows the error state when the file cannot be fetched, and retries', async () => {
    const user = userEvent.setup();
    flakyFailures = 1;
    await renderWithApp(
      viewer({
        src: `${base}/flaky.png`,
        mimeType: 'image/png',
        fileName: 'flaky.png',
        httpHeaders: { Authorization: TOKEN },
      }),
      { language: 'fr' },
    );
    const error = await screen.findByTestId('viewer-error');
    expect(error.textContent).toContain('Le fichier n’a pas pu être affiché.');
    expect(screen.queryByTestId('viewer-image')).toBeNull();
    await user.click(within(error).getByRole('button', { name: 'Réessayer' }));
    expect(await screen.findByTestId('viewer-image')).toBeTruthy();
    expect(screen.queryByTestId('viewer-error')).toBeNull();
  });

  it('offers a download link for a type it cannot show', async () => {
    await renderWithApp(
      viewer({ src: `${base}/report.xlsx`, mimeType: 'application/vnd.ms-excel', fileName: 'report.xlsx' }),
    );
    const link = await screen.findByTestId('viewer-download');
    expect(link.textContent).toContain('Download report.xlsx');
    expect(link.getAttribute('href')).toBe(`${base}/report.xlsx`);
    expect(link.getAttribute('download')).toBe('report.xlsx');
    expect(screen.getByText('This type of file cannot be shown here.')).toBeTruthy();
    expect(screen.queryByRole('toolbar')).toBeNull();
  });
});
