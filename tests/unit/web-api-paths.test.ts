/**
 * The web names every API path through common/api-paths.ts (API_PATHS and apiPath, and
 * API_BASE for Refine's data provider): no `/api` path is written in src/web, none of the older
 * path constants of common is used there, and a call beside Refine's lists and records goes
 * through the web's API client rather than Refine's custom-route hooks.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const WEB = 'src/web';

/** A string or template literal that starts with the API's path: '/api', "/api/...", `/api?...`. */
const API_LITERAL = /(['"`])\/api(?=[/'"`?]|$)/;
/** The path constants API_PATHS replaces. */
const OLD_CONSTANTS =
  /\b(NOTIFICATIONS_PATH|DOC_ITEMS_ACROSS_\w*PATH|ISSUE_INBOX_PATH|TUS_PATH|UPLOAD_HISTORY_\w*PATH|UPLOADERS_PATH|REPORT_PATHS|tusResultPath|uploadContentPath|uploadPreviewUrlPath)\b/;
/** Refine's hooks for routes that are not lists and records. */
const CUSTOM_ROUTE_CALLS = /\b(useCustom|useCustomMutation)\b|\(\)\.custom\b/;

interface Hit {
  where: string;
  text: string;
}

function webFiles(): string[] {
  return (fs.readdirSync(WEB, { recursive: true }) as string[])
    .filter((name) => /\.tsx?$/.test(name))
    .map((name) => path.join(WEB, name));
}

function find(pattern: RegExp, files: string[]): Hit[] {
  const hits: Hit[] = [];
  for (const file of files) {
    fs.readFileSync(file, 'utf8')
      .split('\n')
      .forEach((line, index) => {
        if (pattern.test(line)) hits.push({ where: `${file}:${index + 1}`, text: line.trim() });
      });
  }
  return hits;
}

describe('API paths in the web', () => {
  const files = webFiles();

  it('reads the whole web', () => {
    expect(files.length).toBeGreaterThan(200);
    expect(files).toContain(path.join(WEB, 'shared/http/api-client.ts'));
  });

  it('tells a written path from a mention of one', () => {
    for (const line of [`fetch('/api/live')`, 'url: "/api"', 'const p = `/api/issues/${id}`', `get('/api?x=1')`])
      expect(API_LITERAL.test(line), line).toBe(true);
    for (const line of ['// GET /api/admin/summary', `'/apiary'`, `simpleRest(API_BASE)`, `'/dbbs/api/x'`])
      expect(API_LITERAL.test(line), line).toBe(false);
  });

  it('writes no /api path: each comes from common/api-paths.ts', () => {
    expect(find(API_LITERAL, files)).toEqual([]);
  });

  it('uses none of the older path constants of common', () => {
    expect(find(OLD_CONSTANTS, files)).toEqual([]);
  });

  it("calls routes beside the lists and records through the API client, not Refine's custom hooks", () => {
    expect(find(CUSTOM_ROUTE_CALLS, files)).toEqual([]);
  });
});
