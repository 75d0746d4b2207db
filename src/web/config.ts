/**
 * The two environments of SPEC section 1, chosen by the public flag VITE_DEV (default: true).
 * Development uses its own Firebase project: the local Auth Emulator with a demo- project id
 * unless VITE_DEV_FIREBASE_* name a real one. Production's values come only from the
 * environment at build time (VITE_FIREBASE_*); the repo holds none.
 */
import type { FirebaseOptions } from 'firebase/app';

export interface FirebaseEnvironment {
  name: 'development' | 'production';
  options: FirebaseOptions;
  /** The Auth Emulator's URL, in development with a demo- project only. */
  emulatorUrl?: string;
}

type Env = Record<string, string | boolean | undefined>;

export class FirebaseConfigError extends Error {}

export function chooseFirebaseEnvironment(env: Env, hostname: string): FirebaseEnvironment {
  const get = (key: string) => {
    const value = env[key];
    return typeof value === 'string' && value !== '' ? value : undefined;
  };
  if (get('VITE_DEV') !== 'false') {
    const projectId = get('VITE_DEV_FIREBASE_PROJECT_ID') ?? 'demo-dbbs';
    return {
      name: 'development',
      options: {
        apiKey: get('VITE_DEV_FIREBASE_API_KEY') ?? 'demo-api-key',
        authDomain: get('VITE_DEV_FIREBASE_AUTH_DOMAIN') ?? `${projectId}.firebaseapp.com`,
        projectId,
        appId: get('VITE_DEV_FIREBASE_APP_ID'),
      },
      emulatorUrl: projectId.startsWith('demo-')
        ? (get('VITE_AUTH_EMULATOR_URL') ?? `http://${hostname}:9099`)
        : undefined,
    };
  }
  const apiKey = get('VITE_FIREBASE_API_KEY');
  const projectId = get('VITE_FIREBASE_PROJECT_ID');
  if (!apiKey || !projectId) {
    throw new FirebaseConfigError(
      'VITE_FIREBASE_API_KEY and VITE_FIREBASE_PROJECT_ID are required when VITE_DEV=false',
    );
  }
  return {
    name: 'production',
    options: {
      apiKey,
      projectId,
      authDomain: get('VITE_FIREBASE_AUTH_DOMAIN') ?? `${projectId}.firebaseapp.com`,
      appId: get('VITE_FIREBASE_APP_ID'),
    },
  };
}
