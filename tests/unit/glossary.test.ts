/**
 * One word per thing in each language (issue 15): locales/<language>/glossary.json names, per
 * concept, the preferred terms and the variants that must not appear (Spanish says "carga",
 * never "subida"). This test fails on any text of that language's locale files that uses a
 * forbidden variant, naming the file, the key and the word.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const LOCALES_DIR = fileURLToPath(new URL('../../locales/', import.meta.url));
const LANGUAGES = fs.readdirSync(LOCALES_DIR).filter((name) => fs.statSync(path.join(LOCALES_DIR, name)).isDirectory());

type Glossary = Record<string, { preferred: string; forbidden: string }>;

const terms = (list: string) =>
  list
    .split(',')
    .map((term) => term.trim().toLowerCase())
    .filter(Boolean);

function texts(node: unknown, prefix = ''): [string, string][] {
  if (typeof node === 'string') return [[prefix, node]];
  if (!node || typeof node !== 'object') return [];
  return Object.entries(node).flatMap(([key, value]) => texts(value, prefix ? `${prefix}.${key}` : key));
}

/** The places where a text of the language uses a forbidden variant. */
function glossaryViolations(language: string): string[] {
  const dir = path.join(LOCALES_DIR, language);
  const glossary = JSON.parse(fs.readFileSync(path.join(dir, 'glossary.json'), 'utf8')) as Glossary;
  const forbidden = new Map<string, string>();
  for (const [concept, entry] of Object.entries(glossary)) {
    for (const term of terms(entry.forbidden)) forbidden.set(term, `${concept} (say: ${terms(entry.preferred)[0]})`);
  }
  const found: string[] = [];
  for (const file of fs.readdirSync(dir).filter((name) => name.endsWith('.json') && name !== 'glossary.json')) {
    const json: unknown = JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8'));
    for (const [key, text] of texts(json)) {
      for (const word of text.toLowerCase().match(/\p{L}+/gu) ?? []) {
        const concept = forbidden.get(word);
        if (concept) found.push(`${language}/${file} ${key}: "${word}" for ${concept}`);
      }
    }
  }
  return found;
}

describe('the glossary of each language', () => {
  it.each(LANGUAGES)('%s has a glossary whose preferred and forbidden terms do not overlap', (language) => {
    const file = path.join(LOCALES_DIR, language, 'glossary.json');
    expect(fs.existsSync(file), file).toBe(true);
    const glossary = JSON.parse(fs.readFileSync(file, 'utf8')) as Glossary;
    expect(Object.keys(glossary).length).toBeGreaterThan(0);
    for (const entry of Object.values(glossary)) {
      const preferred = new Set(terms(entry.preferred));
      expect(preferred.size).toBeGreaterThan(0);
      for (const term of terms(entry.forbidden)) expect(preferred.has(term), term).toBe(false);
    }
  });

  it.each(LANGUAGES)('%s texts use no forbidden variant', (language) => {
    expect(glossaryViolations(language)).toEqual([]);
  });

  it('catches "subidas" in Spanish (the check can fail)', () => {
    const glossary = JSON.parse(fs.readFileSync(path.join(LOCALES_DIR, 'es', 'glossary.json'), 'utf8')) as Glossary;
    expect(terms(glossary.upload?.forbidden ?? '')).toContain('subidas');
    expect(terms(glossary.upload?.preferred ?? '')).toContain('cargas');
  });
});
