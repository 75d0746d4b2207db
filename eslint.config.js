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
