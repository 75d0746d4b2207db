import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

// web and server import only common; common imports neither (ARCHITECTURE.md).
const noImport = (what) => ({
  'no-restricted-imports': [
    'error',
    { patterns: [{ group: [`**/${what}`, `**/${what}/**`], message: `This layer must not import src/${what}.` }] },
  ],
});

// Inside the web: areas -> features -> shared -> common (ARCHITECTURE.md). The shell folders
// (components, providers, layouts, routing) stay reachable from all of them, as before.
const WEB_FEATURES = [
  ...new Set([
    'admin',
    'documents',
    'issues',
    'reports',
    'uploads',
    ...readdirSync(new URL('./src/web/features', import.meta.url), { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name),
  ]),
];
const serverPattern = { group: ['**/server', '**/server/**'], message: 'This layer must not import src/server.' };
const areasPattern = {
  group: ['**/areas', '**/areas/**'],
  message: 'Only the page table loads area pages: move what is shared into a feature or src/web/shared.',
};
const webZone = (files, ...patterns) => ({
  files,
  rules: { 'no-restricted-imports': ['error', { patterns: [serverPattern, ...patterns] }] },
});
// A feature reaches a sibling by "../<other>/...", so the rule matches the folder name as a path
// segment; src/common has files named like features (common/uploads, common/admin), which stay allowed.
const otherFeaturesPattern = (feature) => {
  const others = WEB_FEATURES.filter((name) => name !== feature);
  return {
    regex: `^(?!.*(^|/)common/)(.*/)?(${others.join('|')})(/|$)`,
    message: `A feature must not import another feature (src/web/features/${feature} -> ${others.join(', ')}): move what both need into src/web/shared.`,
  };
};

export default tseslint.config(
  { ignores: ['dist/**', 'node_modules/**', 'data/**', '.tmp/**', 'coverage/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['src/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules, ...noImport('server') },
  },
  webZone(['src/web/shared/**/*.{ts,tsx}'], areasPattern, {
    group: ['**/features', '**/features/**'],
    message: 'src/web/shared is used by every feature and must not import one.',
  }),
  ...WEB_FEATURES.map((feature) =>
    webZone([`src/web/features/${feature}/**/*.{ts,tsx}`], areasPattern, otherFeaturesPattern(feature)),
  ),
  { files: ['src/server/**/*.ts'], rules: noImport('web') },
  {
    files: ['src/common/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/web', '**/web/**', '**/server', '**/server/**'],
              message: 'common imports neither web nor server.',
            },
          ],
        },
      ],
    },
  },
);
