/**
 * Adding email sign-in to an account that has none (someone who came in by Google only): the
 * provider mails a sign-in link to the account's email, the link returns to My account, and
 * opening it there links the email to the signed-in account, so a link sent to that email signs
 * in to the same account from then on.
 */
import { EmailAuthProvider, isSignInWithEmailLink, linkWithCredential, sendSignInLinkToEmail } from 'firebase/auth';
import { ACCOUNT_PATH } from '../../../common/pages';
import { auth } from '../../firebase';
import { NotSignedIn } from './account-auth';

/** The email a link would go to: the signed-in account's own, or null when it has none. */
export function accountEmail(): string | null {
  return auth.currentUser?.email ?? null;
}

/** Mails the provider's sign-in link to the account's email; the link comes back to My account. */
export async function sendEmailMethodLink(): Promise<void> {
  const email = accountEmail();
  if (!email) throw new NotSignedIn('The account has no email');
  await sendSignInLinkToEmail(auth, email, {
    url: `${window.location.origin}${ACCOUNT_PATH}`,
    handleCodeInApp: true,
  });
}

/** Whether this page was opened from such a link. */
export function openedEmailMethodLink(): boolean {
  return isSignInWithEmailLink(auth, window.location.href);
}

/** Links the email of the opened link to the signed-in account. */
export async function linkEmailFromLink(): Promise<void> {
  const user = auth.currentUser;
  if (!user?.email) throw new NotSignedIn('No one is signed in');
  await linkWithCredential(user, EmailAuthProvider.credentialWithLink(user.email, window.location.href));
}
