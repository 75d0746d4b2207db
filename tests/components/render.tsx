/**
 * Renders a component as the app does: antd's ConfigProvider with the app's theme, antd's App
 * (for message/notification), a router, and i18next over the real locale files of one language.
 */
import { render, type RenderResult } from '@testing-library/react';
import { App as AntApp, ConfigProvider } from 'antd';
import fs from 'node:fs';
import path from 'node:path';
import i18next, { type i18n } from 'i18next';
import type { ReactElement } from 'react';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import type { ThemePreset } from '../../src/common/theme';
import { antdThemeFor } from '../../src/web/providers/theme';

// jsdom's URL cannot make a file path, so the locales are found from Vitest's root, the project.
const LOCALES_DIR = path.resolve(process.cwd(), 'locales');

/** An i18next instance holding every namespace of the language, read from locales/. */
export async function testI18n(language = 'en'): Promise<i18n> {
  const resources: Record<string, Record<string, Record<string, unknown>>> = {};
  for (const lng of new Set([language, 'en'])) {
    resources[lng] = {};
    for (const file of fs.readdirSync(path.join(LOCALES_DIR, lng)).filter((name) => name.endsWith('.json'))) {
      resources[lng][file.slice(0, -'.json'.length)] = JSON.parse(
        fs.readFileSync(path.join(LOCALES_DIR, lng, file), 'utf8'),
      ) as Record<string, unknown>;
    }
  }
  const instance = i18next.createInstance();
  await instance.use(initReactI18next).init({
    lng: language,
    fallbackLng: 'en',
    defaultNS: 'common',
    ns: Object.keys(resources.en ?? {}),
    resources,
    interpolation: { escapeValue: false },
  });
  return instance;
}

export interface RenderOptions {
  language?: string;
  theme?: ThemePreset;
  route?: string;
}

export async function renderWithApp(
  ui: ReactElement,
  { language = 'en', theme = 'light', route = '/' }: RenderOptions = {},
): Promise<RenderResult & { i18n: i18n }> {
  const instance = await testI18n(language);
  const result = render(
    <I18nextProvider i18n={instance}>
      <ConfigProvider theme={antdThemeFor(theme)}>
        <AntApp>
          <MemoryRouter initialEntries={[route]}>{ui}</MemoryRouter>
        </AntApp>
      </ConfigProvider>
    </I18nextProvider>,
  );
  return { ...result, i18n: instance };
}
