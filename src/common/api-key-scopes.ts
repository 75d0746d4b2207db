/**
 * What an API key may do: its scopes, and the API actions each scope opens. A key is checked by
 * the same policy as a person (server/auth/api-key.ts); its scopes only narrow what that allows,
 * and no scope reaches an administration action.
 */
export const API_KEY_SCOPES = ['documents:read', 'uploads:create', 'exports:read'] as const;
export type ApiKeyScope = (typeof API_KEY_SCOPES)[number];

export const SCOPE_ACTIONS: Record<ApiKeyScope, readonly string[]> = {
  // Documents with their items, and the cursor sync that reads both.
  'documents:read': ['documents:read', 'doc-items:read'],
  // The upload routes (the records and the resumable tus intake share this action).
  'uploads:create': ['uploads:create'],
  'exports:read': ['exports:read'],
};

/** The API actions the scopes open, together. */
export function actionsOfScopes(scopes: readonly string[]): Set<string> {
  const actions = new Set<string>();
  for (const scope of scopes) {
    for (const action of SCOPE_ACTIONS[scope as ApiKeyScope] ?? []) actions.add(action);
  }
  return actions;
}

/** A key's secret starts with this, which tells it apart from a Firebase ID token (a JWT). */
export const API_KEY_PREFIX = 'dbbs_';
