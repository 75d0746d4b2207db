/**
 * The identity provider's calls behind each way in. Every sign-in goes through the session, so
 * the roles are loaded and a failure is stored exactly as for a password sign-in.
 */
import {
  browserPopupRedirectResolver,
  createUserWithEmailAndPassword,
  getRedirectResult,
  GoogleAuthProvider,
  isSignInWithEmailLink,
  linkWithCredential,
  signInWithEmailLink,
  signInWithPopup,
  signInWithRedirect,
  type AuthCredential,
  type UserCredential,
} from 'firebase/auth';
import { API_PATHS } from '../../../common/api-paths';
import { toSignInError, type SignInErrorInfo } from '../../providers/auth-errors';
import { api } from '../../shared/http/api-client';
import { session, signInStore } from '../../providers/services';
import { auth } from '../../firebase';

/** Where the link's email waits between asking for the link and opening it, in this browser. */
const LINK_EMAIL_KEY = 'dbbs.signInLinkEmail';
/** Set while a Google sign-in went by redirect, so only a return from it asks for its result. */
const REDIRECT_KEY = 'dbbs.googleRedirect';

/** Popup outcomes that are the person's own doing: the page returns to rest with a word. */
export const QUIET_CODES = new Set(['auth/popup-closed-by-user', 'auth/cancelled-popup-request']);

const codeOf = (error: unknown) =>
  typeof error === 'object' && error !== null ? (error as { code?: unknown }).code : undefined;

/**
 * Asks the server to mail a reset link. The server counts such requests per address and per
 * email, and answers the same for an email with no account, so the page never says which
 * emails have one.
 */
export async function requestPasswordReset(email: string): Promise<void> {
  await api.post(API_PATHS.public.passwordReset, { body: { email: email.trim() } });
}

export async function requestSignInLink(email: string): Promise<void> {
  await api.post(API_PATHS.public.signInLink, { body: { email: email.trim() } });
  localStorage.setItem(LINK_EMAIL_KEY, email.trim());
}

/** Whether the page was opened from a sign-in link, and the email asked for here if so. */
export function openedSignInLink(): { email: string | null } | null {
  if (!isSignInWithEmailLink(auth, window.location.href)) return null;
  return { email: localStorage.getItem(LINK_EMAIL_KEY) };
}

export async function completeSignInLink(email: string): Promise<void> {
  const link = window.location.href;
  await session.signInWith(() => signInWithEmailLink(auth, email.trim(), link));
  localStorage.removeItem(LINK_EMAIL_KEY);
  await linkPendingCredential();
}

/**
 * A Google sign-in the provider refused because the email already signs in another way: kept
 * until the person proves that way, then linked, so both reach the same account.
 */
let pendingCredential: AuthCredential | null = null;

async function linkPendingCredential(): Promise<void> {
  const credential = pendingCredential;
  pendingCredential = null;
  if (credential && auth.currentUser) await linkWithCredential(auth.currentUser, credential).catch(() => undefined);
}

function keepPendingCredential(error: unknown): void {
  if (codeOf(error) !== 'auth/account-exists-with-different-credential') return;
  pendingCredential = GoogleAuthProvider.credentialFromError(error as never);
}

export async function signInWithPassword(email: string, password: string): Promise<void> {
  await session.signIn(email, password);
  await linkPendingCredential();
}

/**
 * Google by popup; a blocked popup falls back to a redirect, which leaves the page and comes
 * back to it. Resolves with the quiet word's key when the person closed or replaced the popup.
 */
export async function signInWithGoogle(): Promise<'popupClosed' | 'popupCancelled' | undefined> {
  const provider = new GoogleAuthProvider();
  try {
    await session.signInWith(async (): Promise<UserCredential> => {
      try {
        return await signInWithPopup(auth, provider, browserPopupRedirectResolver);
      } catch (error) {
        keepPendingCredential(error);
        if (codeOf(error) !== 'auth/popup-blocked') throw error;
        sessionStorage.setItem(REDIRECT_KEY, '1');
        await signInWithRedirect(auth, provider, browserPopupRedirectResolver);
        // The browser is leaving for the provider's page; nothing here finishes.
        return new Promise<never>(() => {});
      }
    });
    return undefined;
  } catch (error) {
    const code = (error as { info?: SignInErrorInfo }).info?.code;
    if (code && QUIET_CODES.has(code)) {
      signInStore.getState().clear();
      return code === 'auth/popup-closed-by-user' ? 'popupClosed' : 'popupCancelled';
    }
    throw error;
  }
}

/** After a redirect to Google, its result: signs in, stores its failure, or does nothing. */
export async function finishGoogleRedirect(): Promise<boolean> {
  if (!sessionStorage.getItem(REDIRECT_KEY)) return false;
  sessionStorage.removeItem(REDIRECT_KEY);
  let result: UserCredential | null;
  try {
    result = await getRedirectResult(auth, browserPopupRedirectResolver);
  } catch (error) {
    keepPendingCredential(error);
    await session.signInWith(() => Promise.reject(error));
    return false;
  }
  if (!result) return false;
  const credential = result;
  await session.signInWith(() => Promise.resolve(credential));
  return true;
}

/**
 * A new account of one's own, checked against the provider's password policy as it is made:
 * signed in as a guest, then the server mails the link that confirms the email.
 */
export async function createAccount(email: string, password: string): Promise<void> {
  await session.signInWith(() => createUserWithEmailAndPassword(auth, email.trim(), password), password);
  // The account exists either way; the confirmation can be asked for again later.
  await api.post(API_PATHS.account.verificationMail).catch(() => undefined);
}

/** What a failed request (not a sign-in) shows, as the sign-in errors are worded. */
export const requestError = (error: unknown): SignInErrorInfo => toSignInError(error);
