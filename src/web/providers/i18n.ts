/**
 * i18next over the JSON files in locales/<language>/<namespace>.json. The shell's namespaces in
 * English are bundled with the entry; every other file (other languages, area namespaces such as
 * `admin` or `uploads`) loads on demand. The choice is kept in a cookie for 365 days.
 */
import type { I18nProvider } from '@refinedev/core';
import i18next, { type BackendModule } from 'i18next';
import Cookies from 'js-cookie';
import { initReactI18next } from 'react-i18next';
import auth from '../../../locales/en/auth.json';
import common from '../../../locales/en/common.json';
import pages from '../../../locales/en/pages.json';

export const LANGUAGES = ['en', 'es', 'fr'] as const;
export type Language = (typeof LANGUAGES)[number];
/** Namespaces the shell needs on every page; area pages load their own with useTranslation. */
export const SHELL_NAMESPACES = ['common', 'auth', 'pages'] as const;
export const LOCALE_COOKIE = 'locale';
export const LOCALE_COOKIE_DAYS = 365;

const files = import.meta.glob<{ default: Record<string, unknown> }>([
  '../../../locales/*/*.json',
  '!../../../locales/en/common.json',
  '!../../../locales/en/auth.json',
  '!../../../locales/en/pages.json',
  // The glossaries are for the translators and their test, not for the app.
  '!../../../locales/*/glossary.json',
]);

const lazyFiles: BackendModule = {
  type: 'backend',
  init: () => {},
  read(language, namespace, callback) {
    const load = files[`../../../locales/${language}/${namespace}.json`];
    if (!load) return callback(null, {});
    load().then(
      (module) => callback(null, module.default),
      (error: Error) => callback(error, null),
    );
  },
};

function savedLanguage(): Language {
  const saved = Cookies.get(LOCALE_COOKIE);
  if (saved && (LANGUAGES as readonly string[]).includes(saved)) return saved as Language;
  const browser = navigator.language.slice(0, 2);
  return (LANGUAGES as readonly string[]).includes(browser) ? (browser as Language) : 'en';
}

export async function initI18n(): Promise<void> {
  await i18next
    .use(lazyFiles)
    .use(initReactI18next)
    .init({
      lng: savedLanguage(),
      fallbackLng: 'en',
      supportedLngs: [...LANGUAGES],
      ns: [...SHELL_NAMESPACES],
      defaultNS: 'common',
      resources: { en: { common, auth, pages } },
      partialBundledLanguages: true,
      interpolation: { escapeValue: false },
    });
  document.documentElement.lang = i18next.language;
}

/**
 * The language the API words its errors in: the one chosen in the app, which the browser's own
 * Accept-Language does not know. Sent with every API call that can show the user an error.
 */
export function apiLanguage(): Language {
  const language = i18next.language?.slice(0, 2);
  return (LANGUAGES as readonly string[]).includes(language) ? (language as Language) : 'en';
}

export async function changeLanguage(language: Language): Promise<void> {
  await i18next.changeLanguage(language);
  document.documentElement.lang = language;
  Cookies.set(LOCALE_COOKIE, language, { expires: LOCALE_COOKIE_DAYS, sameSite: 'lax' });
}

export const i18nProvider: I18nProvider = {
  translate: (key, options) => String(i18next.t(key, options as Record<string, unknown>)),
  changeLocale: (language) => changeLanguage(language as Language),
  getLocale: () => i18next.language,
};
