/**
 * The locale files (locales/<language>/<namespace>.json): every language has every English
 * namespace with the same keys, no empty text and the same {{placeholders}}; every static key
 * the web code passes to t() exists in English; and every key built from a table (pages, areas,
 * role titles, sign-in errors, navigation refusals, error page) exists in every language.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { errorPageText } from '../../src/common/error-page.js';
import { AREAS, DEFAULT_PAGE_CONFIG, PAGES, pageConfig } from '../../src/common/pages.js';
import { displayTitleKey, ROLE_TITLE_PRECEDENCE } from '../../src/common/roles.js';
import { checkNavigation, type NavigationCheck } from '../../src/common/safe-url.js';
import {
  notAValidUserId,
  PROVIDER_ERROR_KEYS,
  toSignInError,
  userNotFound,
} from '../../src/web/providers/auth-errors.js';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const LOCALES_DIR = path.join(ROOT, 'locales');
const WEB_DIR = path.join(ROOT, 'src', 'web');
const BASE = 'en';
/** The languages the app offers (src/web/providers/i18n.ts); each must have a directory. */
const REQUIRED_LANGUAGES = ['en', 'es', 'fr'];
const DEFAULT_NS = 'common';

type Json = Record<string, unknown>;

function readJson(file: string): Json {
  const parsed: unknown = JSON.parse(fs.readFileSync(file, 'utf8'));
  if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) throw new Error(`${file} is not a JSON object`);
  return parsed as Json;
}

/** Every leaf as a dotted path; a leaf that is not a string is reported as such. */
function flatten(node: Json, prefix = '', out = new Map<string, unknown>()): Map<string, unknown> {
  for (const [key, value] of Object.entries(node)) {
    const dotted = prefix ? `${prefix}.${key}` : key;
    if (value && typeof value === 'object' && !Array.isArray(value)) flatten(value as Json, dotted, out);
    else out.set(dotted, value);
  }
  return out;
}

/** The {{placeholder}} names of a text, formats included ({{n, number}} gives 'n, number'). */
function placeholders(text: string): string[] {
  return [...new Set([...text.matchAll(/\{\{\s*(.+?)\s*\}\}/g)].map((match) => match[1] ?? ''))].sort();
}

/** Looks a dotted key up as i18next does: nested objects, or a flat key holding dots; plurals via _other. */
function lookup(namespace: Json, key: string): unknown {
  const find = (k: string): unknown => {
    if (k in namespace) return namespace[k];
    return k
      .split('.')
      .reduce<unknown>(
        (node, part) => (node && typeof node === 'object' ? (node as Json)[part] : undefined),
        namespace,
      );
  };
  return find(key) ?? find(`${key}_other`);
}

function hasText(namespace: Json | undefined, key: string): boolean {
  const value = namespace ? lookup(namespace, key) : undefined;
  return typeof value === 'string' && value.trim() !== '';
}

// --- the files --------------------------------------------------------------------------

const languages = fs
  .readdirSync(LOCALES_DIR, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name)
  .sort();
const others = languages.filter((language) => language !== BASE);
const namespaces = fs
  .readdirSync(path.join(LOCALES_DIR, BASE))
  .filter((file) => file.endsWith('.json'))
  .map((file) => file.slice(0, -'.json'.length))
  .sort();

const localeFile = (language: string, ns: string): string => path.join(LOCALES_DIR, language, `${ns}.json`);
const loaded = new Map<string, Json>();
/** The namespace file of a language, or undefined when it is missing. */
function resource(language: string, ns: string): Json | undefined {
  const id = `${language}/${ns}`;
  if (!loaded.has(id)) {
    const file = localeFile(language, ns);
    if (!fs.existsSync(file)) return undefined;
    loaded.set(id, readJson(file));
  }
  return loaded.get(id);
}

// --- plural keys (i18next's key_one / key_other), whose forms differ per language ----------

const PLURAL = /^(.*)_(zero|one|two|few|many|other)$/;

function pluralBases(keys: Iterable<string>): Set<string> {
  const all = new Set(keys);
  const bases = new Set<string>();
  for (const key of all) {
    const base = PLURAL.exec(key)?.[1];
    if (base !== undefined && all.has(`${base}_other`)) bases.add(base);
  }
  return bases;
}

/** The keys a language must have: English's, with each plural group in the language's own forms. */
function expectedKeys(baseKeys: readonly string[], language: string): Map<string, string[]> {
  const bases = pluralBases(baseKeys);
  const forms = new Intl.PluralRules(language).resolvedOptions().pluralCategories;
  const expected = new Map<string, string[]>();
  for (const key of baseKeys) {
    const base = PLURAL.exec(key)?.[1];
    if (base !== undefined && bases.has(base)) {
      for (const form of forms) expected.set(`${base}_${form}`, [`${base}_other`]);
    } else {
      expected.set(key, [key]);
    }
  }
  return expected;
}

describe('locale files', () => {
  it('the base language has namespaces, and every offered language has a directory', () => {
    expect(namespaces.length).toBeGreaterThan(0);
    for (const language of REQUIRED_LANGUAGES) expect(languages).toContain(language);
  });

  for (const language of others) {
    it(`${language} has no namespace file that ${BASE} lacks`, () => {
      const extra = fs
        .readdirSync(path.join(LOCALES_DIR, language))
        .filter((file) => file.endsWith('.json') && !namespaces.includes(file.slice(0, -'.json'.length)));
      expect(extra, `locales/${language}`).toEqual([]);
    });
  }

  for (const ns of namespaces) {
    it(`${BASE}/${ns}.json has only non-empty string values`, () => {
      const base = resource(BASE, ns);
      expect(base, `locales/${BASE}/${ns}.json`).toBeDefined();
      const bad = [...flatten(base ?? {})].filter(([, value]) => typeof value !== 'string' || value.trim() === '');
      expect(
        bad.map(([key]) => key),
        `empty or non-string values in locales/${BASE}/${ns}.json`,
      ).toEqual([]);
    });

    for (const language of others) {
      describe(`${language}/${ns}.json`, () => {
        const baseFlat = (): Map<string, unknown> => flatten(resource(BASE, ns) ?? {});
        const flat = (): Map<string, unknown> => flatten(resource(language, ns) ?? {});

        it('exists', () => {
          expect(fs.existsSync(localeFile(language, ns)), `locales/${language}/${ns}.json`).toBe(true);
        });

        it(`has exactly the keys of ${BASE}/${ns}.json`, () => {
          const expected = expectedKeys([...baseFlat().keys()], language);
          const actual = [...flat().keys()];
          const missing = [...expected.keys()].filter((key) => !flat().has(key)).sort();
          const extra = actual.filter((key) => !expected.has(key)).sort();
          expect(missing, `keys missing from locales/${language}/${ns}.json`).toEqual([]);
          expect(extra, `keys in locales/${language}/${ns}.json that ${BASE} lacks`).toEqual([]);
        });

        it('has no empty or non-string values', () => {
          const bad = [...flat()].filter(([, value]) => typeof value !== 'string' || value.trim() === '');
          expect(
            bad.map(([key]) => key),
            `empty or non-string values in locales/${language}/${ns}.json`,
          ).toEqual([]);
        });

        it(`keeps the {{placeholders}} of ${BASE} in every text`, () => {
          const base = baseFlat();
          const bases = pluralBases(base.keys());
          const wrong: string[] = [];
          for (const [key, value] of flat()) {
            if (typeof value !== 'string') continue;
            const plural = PLURAL.exec(key)?.[1];
            if (plural !== undefined && bases.has(plural)) {
              // A plural form may leave {{count}} out ("one file"); it may not bring in new names.
              const allowed = new Set(
                [...base].filter(([k]) => PLURAL.exec(k)?.[1] === plural).flatMap(([, v]) => placeholders(String(v))),
              );
              const unknown = placeholders(value).filter((name) => !allowed.has(name));
              if (unknown.length > 0) wrong.push(`${key}: unknown ${unknown.join(', ')}`);
              continue;
            }
            const source = base.get(key);
            if (typeof source !== 'string') continue; // reported by the key test
            const want = placeholders(source);
            const got = placeholders(value);
            if (want.join('|') !== got.join('|'))
              wrong.push(`${key}: ${BASE} has [${want.join(', ')}], got [${got.join(', ')}]`);
          }
          expect(wrong, `placeholders in locales/${language}/${ns}.json`).toEqual([]);
        });
      });
    }
  }
});

// --- static t() keys in the web code ---------------------------------------------------

interface StaticKey {
  file: string;
  line: number;
  ns: string;
  key: string;
  raw: string;
}

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts') ? [full] : [];
  });
}

/**
 * The literal keys of the t() calls in one source text, each with its namespace: an 'ns:' prefix
 * names it; otherwise the namespace of the nearest useTranslation() call before it (the first of
 * an array), or common. `i18next.t()` and `i18n.t()` use common. Keys holding ${...} are skipped.
 */
function staticKeys(source: string, file: string, knownNamespaces: readonly string[]): StaticKey[] {
  const hooks = [
    ...source.matchAll(/\buseTranslation\(\s*(?:(['"`])([^'"`]*)\1|\[\s*(['"`])([^'"`]*)\3[^\]]*\])?\s*[,)]/g),
  ].map((match) => ({ at: match.index, ns: match[2] ?? match[4] ?? DEFAULT_NS }));
  const lineOf = (at: number): number => source.slice(0, at).split('\n').length;
  const keys: StaticKey[] = [];
  for (const match of source.matchAll(/(?<![\w$.])(?:([\w$]+)\.)?t\(\s*(['"`])((?:\\.|(?!\2)[^\\\n])*)\2\s*[,)]/g)) {
    const raw = match[3] ?? '';
    if (match[2] === '`' && raw.includes('${')) continue;
    const hook = match[1] ? undefined : ([...hooks].reverse().find((h) => h.at < match.index) ?? hooks[0]);
    let ns = hook?.ns ?? DEFAULT_NS;
    let key = raw;
    const colon = raw.indexOf(':');
    if (colon > 0 && knownNamespaces.includes(raw.slice(0, colon))) {
      ns = raw.slice(0, colon);
      key = raw.slice(colon + 1);
    }
    keys.push({ file, line: lineOf(match.index), ns, key, raw });
  }
  return keys;
}

describe('static t() keys in src/web', () => {
  const found = sourceFiles(WEB_DIR).flatMap((file) =>
    staticKeys(fs.readFileSync(file, 'utf8'), path.relative(ROOT, file), namespaces),
  );

  it('the scan reads namespaces as i18next does', () => {
    const sample = [
      "const { t } = useTranslation('auth');",
      "t('title'); t(\"errors.server\", { x: 1 }); t('pages:Blog'); t(`dynamic.${x}`); t(`static.key`);",
      "i18next.t('brand'); format('x'); it('not a key', () => {});",
      'function Other() { const { t } = useTranslation(); t("header.theme"); }',
      "const { t: tt } = useTranslation(['pages', 'common']); t('Default');",
    ].join('\n');
    expect(staticKeys(sample, 'sample.tsx', ['common', 'auth', 'pages']).map((k) => `${k.ns}:${k.key}`)).toEqual([
      'auth:title',
      'auth:errors.server',
      'pages:Blog',
      'auth:static.key',
      'common:brand',
      'common:header.theme',
      'pages:Default',
    ]);
  });

  it('finds the t() calls of the web code', () => {
    const ids = found.map((k) => `${k.ns}:${k.key}`);
    expect(ids).toContain('common:header.theme');
    expect(ids).toContain('auth:title');
  });

  it(`every static key exists in locales/${BASE}`, () => {
    const missing = found
      .filter((k) => !hasText(resource(BASE, k.ns), k.key))
      .map((k) => `${k.file}:${k.line} t('${k.raw}') → ${BASE}/${k.ns}.json "${k.key}"`);
    expect(missing).toEqual([]);
  });
});

// --- keys built from tables ---------------------------------------------------------------

/** Asserts that every language's namespace has a non-empty text for each key. */
function expectKeysEverywhere(ns: string, keys: readonly string[]): void {
  const missing = languages.flatMap((language) =>
    keys.filter((key) => !hasText(resource(language, ns), key)).map((key) => `${language}/${ns}.json: ${key}`),
  );
  expect(missing).toEqual([]);
}

describe('keys built from tables exist in every language', () => {
  it('pages: the title and <id>Purpose of every page, and the default title', () => {
    expect(PAGES.length).toBeGreaterThan(0);
    const keys = PAGES.flatMap((page) => [pageConfig(page).title, `${page.id}Purpose`]);
    expectKeysEverywhere('pages', [...keys, DEFAULT_PAGE_CONFIG.title]);
  });

  it('common: areas.<area> for every area', () => {
    expect(AREAS.length).toBeGreaterThan(0);
    expectKeysEverywhere(
      'common',
      AREAS.map((area) => `areas.${area}`),
    );
  });

  it('common: roleTitle.<key> for every display title, and the fallback', () => {
    const titles = new Set([...ROLE_TITLE_PRECEDENCE.map((entry) => entry.title), 'user', displayTitleKey([])]);
    expectKeysEverywhere(
      'common',
      [...titles].map((title) => `roleTitle.${title}`),
    );
  });

  it('auth: errors.<key> for every sign-in error', () => {
    const keys = new Set([
      ...Object.values(PROVIDER_ERROR_KEYS),
      'userNotFound',
      'notValidUserId',
      'forbidden',
      'server',
      'unknown',
      userNotFound().info.key,
      notAValidUserId('x').info.key,
      toSignInError(new Error('x')).key,
      toSignInError({ code: 'auth/not-a-code' }).key,
    ]);
    expectKeysEverywhere(
      'auth',
      [...keys].map((key) => `errors.${key}`),
    );
  });

  it('auth: errors.notValidUserId keeps {{uid}} in every language', () => {
    for (const language of languages) {
      expect(String(lookup(resource(language, 'auth') ?? {}, 'errors.notValidUserId')), language).toContain('{{uid}}');
    }
  });

  it('common: navigation.<reason> for every refusal of checkNavigation', () => {
    // A Record over the type's reasons: a new reason fails the type check until it is listed here.
    type Reason = Extract<NavigationCheck, { ok: false }>['reason'];
    const reasons: Record<Reason, true> = { dangerousProtocol: true, externalNotFlagged: true, invalid: true };
    const origin = 'https://portal.example';
    const produced = [
      checkNavigation('javascript:alert(1)', origin),
      checkNavigation('https://elsewhere.example/', origin),
      checkNavigation('http://[', origin),
    ].map((check) => (check.ok ? 'ok' : check.reason));
    for (const reason of produced) expect(Object.keys(reasons)).toContain(reason);
    expectKeysEverywhere(
      'common',
      Object.keys(reasons).map((reason) => `navigation.${reason}`),
    );
  });

  it('common: the error page title and description keys', () => {
    const keys = [404, 500].flatMap((status) => {
      const text = errorPageText(status);
      return [text.titleKey ?? '', text.descriptionKey];
    });
    expectKeysEverywhere('common', [...keys, 'errorPage.noPages', 'errorPage.home']);
  });
});
