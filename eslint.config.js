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

const webFromServer = { group: ['**/web', '**/web/**'], message: 'This layer must not import src/web.' };
const upward = (layer, why) => ({ group: [`**/${layer}`, `**/${layer}/**`], message: why });
const noRoutes = upward('routes', 'Nothing imports a route: move what is shared into src/server/services or src/server/http.');
const noHttp = upward('http', 'The route kit (src/server/http) is for routes: move what a service needs below it.');
const noServices = upward('services', 'The foundations must not import src/server/services: pass what they need in.');
const FOUNDATIONS = ['db', 'storage', 'auth', 'policy', 'live', 'jobs', 'mail', 'text', 'capture', 'edge'];
const SERVER_ZONES = [
  { files: ['src/server/http/**/*.ts'], forbidden: [noRoutes] },
  { files: ['src/server/services/**/*.ts'], forbidden: [noRoutes, noHttp] },
  {
    files: [...FOUNDATIONS.map((name) => `src/server/${name}/**/*.ts`), 'src/server/*.ts'],
    ignores: ['src/server/app.ts', 'src/server/main.ts'],
    forbidden: [noRoutes, noHttp, noServices],
  },
];

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
  // Inside the server: routes -> http (the route kit) -> services -> the foundations (db, storage,
  // auth, policy, live, jobs, mail, text, capture, edge and the root's errors, texts, config) ->
  // common. Nothing imports a route but the app that registers them (app.ts).
  ...SERVER_ZONES.map(({ files, ignores = [], forbidden }) => ({
    files,
    ignores,
    rules: { 'no-restricted-imports': ['error', { patterns: [webFromServer, ...forbidden] }] },
  })),
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
