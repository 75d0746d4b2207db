/**
 * What the sign-in page costs a first visitor: every JavaScript file Chromium fetches for
 * /auth/login until the form is shown and the network is quiet, each gzipped (zlib's default
 * level, as Vite's build report does) from the built file on disk, and summed.
 */
import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Page } from 'playwright-core';

export interface LoginWeight {
  files: { file: string; bytes: number; gzip: number }[];
  totalGzip: number;
}

export async function measureLoginRoute(page: Page, distDir: string): Promise<LoginWeight> {
  const scripts = new Set<string>();
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.endsWith('.js')) scripts.add(url.pathname);
  });
  await page.goto('/auth/login');
  await page.getByTestId('login-email').waitFor({ state: 'visible', timeout: 30_000 });
  await page.waitForLoadState('networkidle');
  const files = [...scripts].sort().map((pathname) => {
    const source = fs.readFileSync(path.join(distDir, pathname));
    return { file: pathname, bytes: source.length, gzip: gzipSync(source).length };
  });
  return { files, totalGzip: files.reduce((sum, file) => sum + file.gzip, 0) };
}

export function describeWeight(weight: LoginWeight): string {
  const lines = weight.files
    .slice()
    .sort((a, b) => b.gzip - a.gzip)
    .map((file) => `  ${(file.gzip / 1024).toFixed(1).padStart(7)} KB  ${file.file}`);
  return [
    `login route: ${(weight.totalGzip / 1024).toFixed(1)} KB gzip in ${weight.files.length} files`,
    ...lines,
  ].join('\n');
}
