/**
 * The API's words in the caller's language. Errors are thrown as a key and its parameters (an
 * ApiText); the error handler, which knows the request, puts them into words from
 * locales/<language>/api.json, the language being the first of en, es and fr named by the
 * request's Accept-Language (English otherwise). The web sends its chosen language there, so
 * a toast or a field error reads in the user's language, and English callers see the same text
 * as before. A zod issue is kept with its input until then, so zod's own locales can word it.
 */
import { z } from 'zod';
import en from '../../locales/en/api.json';
import es from '../../locales/es/api.json';
import fr from '../../locales/fr/api.json';

export type ErrorKey = keyof typeof en.errors;
export type FieldKey = keyof typeof en.fields;
export type MailKey = keyof typeof en.mail;
// A text inside a text: "not saved: <the first problem>", each in the caller's language.
type Param = string | number | readonly string[] | ApiText;
export type Params = Record<string, Param>;

export const API_LANGUAGES = ['en', 'es', 'fr'] as const;
export type ApiLanguage = (typeof API_LANGUAGES)[number];

interface Catalog {
  errors: Partial<Record<ErrorKey, string>>;
  fields: Partial<Record<FieldKey, string>>;
  mail: Partial<Record<MailKey, string>>;
}
const CATALOGS: Record<ApiLanguage, Catalog> = { en, es, fr };
const ZOD_LOCALES: Record<ApiLanguage, z.core.$ZodErrorMap> = {
  en: z.locales.en().localeError,
  es: z.locales.es().localeError,
  fr: z.locales.fr().localeError,
};

export class ApiText {
  constructor(
    readonly group: keyof Catalog,
    readonly key: string,
    readonly params: Params = {},
  ) {}
}

/** A problem of one field: a text of ours, or a zod issue (kept with its input until worded). */
export type FieldProblem = ApiText | z.core.$ZodIssue;
export type FieldProblems = Record<string, FieldProblem[]>;

/**
 * An empty map of problems by name. The names come from requests (query keys, body fields), so
 * the map has no prototype: `__proto__`, `constructor` or `toString` are names like any other.
 */
export const problemMap = <T = FieldProblem>(): Record<string, T[]> => Object.create(null) as Record<string, T[]>;

export const fieldText = (key: FieldKey, params?: Params) => new ApiText('fields', key, params);
export const errorText = (key: ErrorKey, params?: Params) => new ApiText('errors', key, params);
export const mailText = (key: MailKey, params?: Params) => new ApiText('mail', key, params);

/** The first supported language of an Accept-Language header, by weight; English otherwise. */
export function languageOf(header: string | undefined): ApiLanguage {
  if (!header) return 'en';
  const ranked = header
    .slice(0, 500)
    .split(',')
    .map((part, index) => {
      const [tag = '', ...rest] = part.trim().split(';');
      const q = rest.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find(Boolean);
      return { language: tag.slice(0, 2).toLowerCase(), weight: q === undefined ? 1 : Number(q), index };
    })
    .filter((entry) => entry.weight > 0)
    .sort((a, b) => b.weight - a.weight || a.index - b.index);
  return (ranked.find((entry) => (API_LANGUAGES as readonly string[]).includes(entry.language))?.language ??
    'en') as ApiLanguage;
}

function formatParam(value: Param, language: ApiLanguage): string {
  if (typeof value === 'string') return value;
  if (typeof value === 'number') return String(value);
  if (value instanceof ApiText) return render(value, language);
  // A choice of values reads as one: "new or returned", "nouveau ou renvoyé".
  return new Intl.ListFormat(language, { type: 'disjunction' }).format(value);
}

export function render(text: ApiText, language: ApiLanguage): string {
  const catalog = CATALOGS[language][text.group] as Record<string, string | undefined>;
  const english = CATALOGS.en[text.group] as Record<string, string | undefined>;
  const template = catalog[text.key] ?? english[text.key] ?? text.key;
  return template.replace(/\{\{(\w+)\}\}/g, (whole, name: string) => {
    const value = text.params[name];
    return value === undefined ? whole : formatParam(value, language);
  });
}

/** English field texts by their words: a shared schema's own message (regex) is one of them. */
const FIELD_KEY_BY_ENGLISH = new Map(Object.entries(en.fields).map(([key, words]) => [words, key]));

function zodWords(map: z.core.$ZodErrorMap, issue: z.core.$ZodIssue): string | undefined {
  const said = map(issue as unknown as Parameters<typeof map>[0]);
  return typeof said === 'string' ? said : said?.message;
}

function renderIssue(issue: z.core.$ZodIssue, language: ApiLanguage): string {
  if (language === 'en') return issue.message;
  const own = FIELD_KEY_BY_ENGLISH.get(issue.message);
  if (own) return render(new ApiText('fields', own), language);
  // zod's default words are replaced by its locale's; a schema's custom words stay as written.
  if (zodWords(ZOD_LOCALES.en, issue) !== issue.message) return issue.message;
  return zodWords(ZOD_LOCALES[language], issue) ?? issue.message;
}

export function renderField(problem: FieldProblem, language: ApiLanguage): string {
  return problem instanceof ApiText ? render(problem, language) : renderIssue(problem, language);
}

export function renderFields(fields: FieldProblems, language: ApiLanguage): Record<string, string[]> {
  // fromEntries defines each name as an own property, `__proto__` included.
  return Object.fromEntries(
    Object.entries(fields).map(([name, problems]) => [name, problems.map((p) => renderField(p, language))]),
  );
}
