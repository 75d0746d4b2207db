/** The browser's single instances: the sign-in store and the session over Firebase Auth. */
import { auth } from '../firebase';
import { createSignInStore } from './auth-store';
import { changeLanguage } from './i18n';
import { createSession } from './session';

export const signInStore = createSignInStore();
export const session = createSession(auth, signInStore);

// A sign-in (no one signed in before, someone now) opens the portal in the language the person
// chose on My account, on any browser. A restored session keeps the browser's own choice, so
// the header's language switch still holds across reloads.
signInStore.subscribe((state, previous) => {
  const language = state.user?.language;
  if (!previous.user && state.user && state.verified && language) void changeLanguage(language);
});
