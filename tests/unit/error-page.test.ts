/**
 * The error page texts of SPEC sections 2 and 8: 404 → 'Page Not Found', any other status →
 * 'Internal Server Error', unless a status message is given.
 */
import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { errorPageText } from '../../src/common/error-page.js';

const EN_COMMON = new URL('../../locales/en/common.json', import.meta.url);

/** Looks a dotted i18next key up in a namespace file (nested objects, or a flat dotted key). */
function lookup(namespace: Record<string, unknown>, key: string): unknown {
  if (key in namespace) return namespace[key];
  return key.split('.').reduce<unknown>((node, part) => {
    return node && typeof node === 'object' ? (node as Record<string, unknown>)[part] : undefined;
  }, namespace);
}

describe('errorPageText', () => {
  it('404 without a message uses the errorPage.notFound key', () => {
    const text = errorPageText(404);
    expect(text.status).toBe(404);
    expect(text.titleKey).toBe('errorPage.notFound');
    expect(text.title).toBeUndefined();
  });

  for (const status of [400, 401, 403, 500, 502, 503]) {
    it(`${status} without a message uses the errorPage.internal key`, () => {
      const text = errorPageText(status);
      expect(text.status).toBe(status);
      expect(text.titleKey).toBe('errorPage.internal');
      expect(text.title).toBeUndefined();
    });
  }

  it('a given status message wins, for 404 and for other statuses', () => {
    expect(errorPageText(500, 'Database down')).toMatchObject({ status: 500, title: 'Database down' });
    expect(errorPageText(500, 'Database down').titleKey).toBeUndefined();
    expect(errorPageText(404, 'Gone fishing')).toMatchObject({ status: 404, title: 'Gone fishing' });
    expect(errorPageText(404, 'Gone fishing').titleKey).toBeUndefined();
  });

  it('an empty message counts as no message', () => {
    expect(errorPageText(500, '').titleKey).toBe('errorPage.internal');
    expect(errorPageText(404, '').titleKey).toBe('errorPage.notFound');
  });

  it('keeps the full path and has a description key', () => {
    const text = errorPageText(404, undefined, '/nope?a=1');
    expect(text.path).toBe('/nope?a=1');
    expect(text.descriptionKey).toMatch(/^errorPage\./);
    expect(errorPageText(500).descriptionKey).not.toBe(text.descriptionKey);
  });

  it('the English locale gives the SPEC texts for the keys (when locales/en/common.json exists)', () => {
    const notFoundKey = errorPageText(404).titleKey;
    const internalKey = errorPageText(500).titleKey;
    expect(notFoundKey).toBe('errorPage.notFound');
    expect(internalKey).toBe('errorPage.internal');
    if (fs.existsSync(EN_COMMON)) {
      const common = JSON.parse(fs.readFileSync(EN_COMMON, 'utf8')) as Record<string, unknown>;
      expect(lookup(common, notFoundKey!)).toBe('Page Not Found');
      expect(lookup(common, internalKey!)).toBe('Internal Server Error');
      expect(lookup(common, 'errorPage.notFound')).toBe('Page Not Found');
      expect(lookup(common, 'errorPage.internal')).toBe('Internal Server Error');
      expect(typeof lookup(common, errorPageText(404).descriptionKey)).toBe('string');
      expect(typeof lookup(common, errorPageText(500).descriptionKey)).toBe('string');
    }
  });
});
