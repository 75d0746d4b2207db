/**
 * Sign-in errors (SPEC sections 5 and 8), the persisted sign-in store (SPEC section 3) and the
 * choice of Firebase environment (SPEC section 1).
 */
import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { UserRecord } from '../../src/common/user.js';
import { chooseFirebaseEnvironment, FirebaseConfigError } from '../../src/web/config.js';
import {
  notAValidUserId,
  SignInError,
  toSignInError,
  userNotFound,
  type SignInErrorInfo,
} from '../../src/web/providers/auth-errors.js';
import { createSignInStore, SIGN_IN_STORAGE_KEY } from '../../src/web/providers/auth-store.js';

/** SPEC section 8: the provider codes handled. */
const SPEC_PROVIDER_CODES = [
  'multi-factor-auth-required',
  'user-mismatch',
  'user-not-found',
  'popup-blocked',
  'popup-closed-by-user',
  'cancelled-popup-request',
  'web-storage-unsupported',
  'unauthorized-domain',
  'network-request-failed',
  'internal-error',
  'invalid-api-key',
  'argument-error',
  'invalid-auth-event',
  'auth-domain-config-required',
  'password-does-not-meet-requirements',
].map((code) => `auth/${code}`);

/** What Firebase throws: an Error with a `code`. */
const providerError = (code: string, message = `Firebase: Error (${code}).`) =>
  Object.assign(new Error(message), { code, name: 'FirebaseError' });

describe('provider error codes', () => {
  for (const code of SPEC_PROVIDER_CODES) {
    it(`${code} maps to its own key`, () => {
      const info = toSignInError(providerError(code, `message for ${code}`));
      expect(info.key).not.toBe('unknown');
      expect(info.key).toMatch(/^[a-zA-Z]+$/);
      expect(info.code).toBe(code);
      expect(info.message).toBe(`message for ${code}`);
    });
  }

  it('the SPEC codes map to distinct keys', () => {
    const keys = SPEC_PROVIDER_CODES.map((code) => toSignInError(providerError(code)).key);
    expect(new Set(keys).size).toBe(SPEC_PROVIDER_CODES.length);
  });

  it('an unknown code maps to unknown, keeping code and message', () => {
    expect(toSignInError(providerError('auth/some-new-thing', 'odd'))).toEqual({
      key: 'unknown',
      code: 'auth/some-new-thing',
      message: 'odd',
    });
  });

  it('a code without the auth/ prefix is unknown', () => {
    expect(toSignInError(providerError('popup-blocked')).key).toBe('unknown');
  });

  it('a thrown value without a code is unknown', () => {
    expect(toSignInError(new Error('boom'))).toMatchObject({ key: 'unknown', message: 'boom' });
    expect(toSignInError('plain string')).toMatchObject({ key: 'unknown', message: 'plain string' });
  });
});

describe('English texts for the sign-in error keys', () => {
  it('every key the SPEC codes and product errors map to has a text (when locales/en/auth.json exists)', () => {
    const keys = [
      ...SPEC_PROVIDER_CODES.map((code) => toSignInError(providerError(code)).key),
      toSignInError(userNotFound()).key,
      toSignInError(notAValidUserId('abc')).key,
      toSignInError(new Error('x')).key,
    ];
    expect(keys).toContain('unknown');
    const file = new URL('../../locales/en/auth.json', import.meta.url);
    if (fs.existsSync(file)) {
      const auth = JSON.parse(fs.readFileSync(file, 'utf8')) as { errors?: Record<string, unknown> };
      for (const key of keys) expect(typeof auth.errors?.[key], key).toBe('string');
      expect(auth.errors?.[toSignInError(userNotFound()).key]).toBe('User not found');
    }
  });
});

describe('product sign-in errors (SPEC section 5)', () => {
  it("userNotFound(): message is exactly 'User not found'", () => {
    const error = userNotFound();
    expect(error).toBeInstanceOf(SignInError);
    expect(error).toBeInstanceOf(Error);
    expect(error.message).toBe('User not found');
    expect(toSignInError(error).message).toBe('User not found');
    expect(toSignInError(error).key).not.toBe('unknown');
  });

  it("notAValidUserId('abc'): message is 'Not a valid user id abc'", () => {
    const error = notAValidUserId('abc');
    expect(error).toBeInstanceOf(SignInError);
    expect(error.message).toBe('Not a valid user id abc');
    const info = toSignInError(error);
    expect(info.message).toBe('Not a valid user id abc');
    expect(info.key).not.toBe('unknown');
    expect(info.key).not.toBe(toSignInError(userNotFound()).key);
  });

  it('the uid is part of the message for other uids too', () => {
    expect(notAValidUserId('X9f-2').message).toBe('Not a valid user id X9f-2');
  });
});

/** A Storage kept in memory, so the store's persistence can be read back. */
class MemoryStorage implements Storage {
  private readonly items = new Map<string, string>();
  get length(): number {
    return this.items.size;
  }
  clear(): void {
    this.items.clear();
  }
  getItem(key: string): string | null {
    return this.items.get(key) ?? null;
  }
  key(index: number): string | null {
    return [...this.items.keys()][index] ?? null;
  }
  removeItem(key: string): void {
    this.items.delete(key);
  }
  setItem(key: string, value: string): void {
    this.items.set(key, String(value));
  }
}

const USER: UserRecord = {
  id: 'u-1',
  email: 'multi@demo.dbbs.test',
  name: 'Milo Tran',
  roles: ['isDbo', 'isUploader'],
  tenantId: null,
  active: true,
  createdAt: '2025-01-01T00:00:00.000Z',
};
const ERROR: SignInErrorInfo = { key: 'invalidCredential', message: 'Wrong password', code: 'auth/invalid-credential' };

const persisted = (storage: Storage): Record<string, unknown> | undefined => {
  const raw = storage.getItem(SIGN_IN_STORAGE_KEY);
  if (raw === null) return undefined;
  return (JSON.parse(raw) as { state: Record<string, unknown> }).state;
};

describe('sign-in store', () => {
  it('starts empty and not verified', () => {
    const store = createSignInStore(() => new MemoryStorage());
    expect(store.getState()).toMatchObject({ user: null, roles: [], error: null, verified: false });
  });

  it('setUser stores the user and its roles, and persists them under SIGN_IN_STORAGE_KEY', () => {
    const storage = new MemoryStorage();
    const store = createSignInStore(() => storage);
    store.getState().setUser(USER);
    expect(store.getState()).toMatchObject({ user: USER, roles: ['isDbo', 'isUploader'], error: null, verified: true });
    const saved = persisted(storage);
    expect(saved).toBeDefined();
    expect(saved?.user).toEqual(USER);
    expect(saved?.roles).toEqual(['isDbo', 'isUploader']);
  });

  it('setUser clears a previous error', () => {
    const store = createSignInStore(() => new MemoryStorage());
    store.getState().setError(ERROR);
    store.getState().setUser(USER);
    expect(store.getState().error).toBeNull();
  });

  it('setError stores the error and clears the user and roles', () => {
    const storage = new MemoryStorage();
    const store = createSignInStore(() => storage);
    store.getState().setUser(USER);
    store.getState().setError(ERROR);
    expect(store.getState()).toMatchObject({ user: null, roles: [], error: ERROR, verified: false });
    expect(persisted(storage)).toMatchObject({ user: null, roles: [], error: ERROR });
  });

  it('signedOut forgets the user and roles but keeps the error', () => {
    const storage = new MemoryStorage();
    const store = createSignInStore(() => storage);
    store.getState().setError(ERROR);
    store.getState().signedOut();
    expect(store.getState()).toMatchObject({ user: null, roles: [], error: ERROR, verified: false });
    expect(persisted(storage)?.error).toEqual(ERROR);

    store.getState().setUser(USER);
    store.getState().signedOut();
    expect(store.getState()).toMatchObject({ user: null, roles: [], verified: false });
  });

  it('clear empties everything, in memory and in storage', () => {
    const storage = new MemoryStorage();
    const store = createSignInStore(() => storage);
    store.getState().setUser(USER);
    store.getState().setError(ERROR);
    store.getState().clear();
    expect(store.getState()).toMatchObject({ user: null, roles: [], error: null, verified: false });
    expect(persisted(storage)).toMatchObject({ user: null, roles: [], error: null });
  });

  it('verified is not persisted: a new store over the same storage has the user but verified false', () => {
    const storage = new MemoryStorage();
    createSignInStore(() => storage)
      .getState()
      .setUser(USER);
    expect(persisted(storage)).not.toHaveProperty('verified');

    const reloaded = createSignInStore(() => storage);
    expect(reloaded.getState().user).toEqual(USER);
    expect(reloaded.getState().roles).toEqual(['isDbo', 'isUploader']);
    expect(reloaded.getState().verified).toBe(false);
  });

  it('a new store over the same storage keeps a persisted error', () => {
    const storage = new MemoryStorage();
    createSignInStore(() => storage)
      .getState()
      .setError(ERROR);
    expect(createSignInStore(() => storage).getState().error).toEqual(ERROR);
  });
});

describe('chooseFirebaseEnvironment', () => {
  it('defaults to development with the demo-dbbs project and the emulator on the page’s host', () => {
    const env = chooseFirebaseEnvironment({}, 'localhost');
    expect(env.name).toBe('development');
    expect(env.options.projectId).toBe('demo-dbbs');
    expect(env.emulatorUrl).toBe('http://localhost:9099');
  });

  it('uses the given hostname in the emulator URL', () => {
    expect(chooseFirebaseEnvironment({}, '192.168.1.20').emulatorUrl).toBe('http://192.168.1.20:9099');
  });

  it('VITE_DEV unset, empty or true is development, even when production values are present', () => {
    const prodValues = { VITE_FIREBASE_API_KEY: 'real-key', VITE_FIREBASE_PROJECT_ID: 'real-project' };
    for (const env of [
      { VITE_DEV: undefined },
      { VITE_DEV: '' },
      { VITE_DEV: 'true' },
      { VITE_DEV: undefined, ...prodValues },
    ]) {
      const chosen = chooseFirebaseEnvironment(env, 'dev.local');
      expect(chosen.name).toBe('development');
      expect(chosen.options.projectId).toBe('demo-dbbs');
      expect(chosen.emulatorUrl).toBe('http://dev.local:9099');
    }
  });

  it("VITE_DEV='false' without VITE_FIREBASE_API_KEY or VITE_FIREBASE_PROJECT_ID throws", () => {
    expect(() => chooseFirebaseEnvironment({ VITE_DEV: 'false' }, 'localhost')).toThrow(FirebaseConfigError);
    expect(() =>
      chooseFirebaseEnvironment({ VITE_DEV: 'false', VITE_FIREBASE_API_KEY: 'real-key' }, 'localhost'),
    ).toThrow(FirebaseConfigError);
    expect(() =>
      chooseFirebaseEnvironment({ VITE_DEV: 'false', VITE_FIREBASE_PROJECT_ID: 'real-project' }, 'localhost'),
    ).toThrow(FirebaseConfigError);
    expect(() =>
      chooseFirebaseEnvironment(
        { VITE_DEV: 'false', VITE_FIREBASE_API_KEY: '', VITE_FIREBASE_PROJECT_ID: '' },
        'localhost',
      ),
    ).toThrow(FirebaseConfigError);
  });

  it("VITE_DEV='false' with both values is production, with no emulator", () => {
    const env = chooseFirebaseEnvironment(
      { VITE_DEV: 'false', VITE_FIREBASE_API_KEY: 'real-key', VITE_FIREBASE_PROJECT_ID: 'real-project' },
      'app.example.com',
    );
    expect(env.name).toBe('production');
    expect(env.options.apiKey).toBe('real-key');
    expect(env.options.projectId).toBe('real-project');
    expect(env.emulatorUrl).toBeUndefined();
  });

  it('production never uses the development project', () => {
    const env = chooseFirebaseEnvironment(
      {
        VITE_DEV: 'false',
        VITE_FIREBASE_API_KEY: 'real-key',
        VITE_FIREBASE_PROJECT_ID: 'real-project',
        VITE_DEV_FIREBASE_PROJECT_ID: 'demo-other',
      },
      'localhost',
    );
    expect(env.options.projectId).toBe('real-project');
    expect(env.emulatorUrl).toBeUndefined();
  });
});
