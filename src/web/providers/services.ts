/** The browser's single instances: the sign-in store and the session over Firebase Auth. */
import { auth } from '../firebase';
import { createSignInStore } from './auth-store';
import { createSession } from './session';

export const signInStore = createSignInStore();
export const session = createSession(auth, signInStore);
