/**
 * The session's reaction to provider failures. The Auth Emulator cannot enforce a password
 * policy, so here the provider is a stand-in: only what cannot run for real is mocked.
 */
import { beforeEach, describe, expect, it, vi } from 'vitest';

const provider = vi.hoisted(() => ({
  signIn: vi.fn(),
  signOut: vi.fn(async () => {}),
  validatePassword: vi.fn(async () => ({ isValid: false })),
}));

vi.mock('firebase/auth', () => ({
  onAuthStateChanged: () => () => {},
  signInWithEmailAndPassword: provider.signIn,
  signOut: provider.signOut,
  validatePassword: provider.validatePassword,
}));

const { createSession } = await import('../../src/web/providers/session');
const { createSignInStore } = await import('../../src/web/providers/auth-store');

function memoryStorage(): Storage {
  const map = new Map<string, string>();
  return {
    get length() {
      return map.size;
    },
    clear: () => map.clear(),
    getItem: (key) => map.get(key) ?? null,
    key: (index) => [...map.keys()][index] ?? null,
    removeItem: (key) => void map.delete(key),
    setItem: (key, value) => void map.set(key, value),
  };
}

describe('session sign-in failures', () => {
  beforeEach(() => vi.clearAllMocks());

  it('refreshes the password policy on a password-policy failure, stores the error and stays signed out', async () => {
    const error = Object.assign(new Error('Firebase: password does not meet requirements'), {
      code: 'auth/password-does-not-meet-requirements',
    });
    provider.signIn.mockRejectedValueOnce(error);
    const store = createSignInStore(memoryStorage);
    const auth = { currentUser: null } as never;
    const session = createSession(auth, store);

    await expect(session.signIn('a@b.test', 'short')).rejects.toThrow(/password/);
    expect(provider.validatePassword).toHaveBeenCalledWith(auth, 'short');
    expect(store.getState()).toMatchObject({ user: null, roles: [], error: { key: 'passwordPolicy' } });
  });

  it("stores 'User not found' when the provider returns no user", async () => {
    provider.signIn.mockResolvedValueOnce({ user: null });
    const store = createSignInStore(memoryStorage);
    const session = createSession({ currentUser: null } as never, store);
    await expect(session.signIn('a@b.test', 'pw')).rejects.toThrow('User not found');
    expect(store.getState().error).toMatchObject({ message: 'User not found' });
    expect(provider.validatePassword).not.toHaveBeenCalled();
  });

  it("stores 'Not a valid user id' with the uid when the provider user has no email, and signs out", async () => {
    const user = { uid: 'u-123', email: null };
    provider.signIn.mockResolvedValueOnce({ user });
    const store = createSignInStore(memoryStorage);
    const session = createSession({ currentUser: user } as never, store);
    await expect(session.signIn('a@b.test', 'pw')).rejects.toThrow('Not a valid user id u-123');
    expect(store.getState().error).toMatchObject({ message: 'Not a valid user id u-123', params: { uid: 'u-123' } });
    expect(provider.signOut).toHaveBeenCalled();
  });
});
