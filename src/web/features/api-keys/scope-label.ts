/** A scope's label key: `documents:read` → `scopes.documentsRead` (a colon would name an i18next namespace). */
export const scopeLabelKey = (scope: string): string =>
  `scopes.${scope.replace(/:(.)/, (_match, letter: string) => letter.toUpperCase())}`;
