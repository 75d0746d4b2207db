/**
 * POST /api/public/password-reset and /api/public/sign-in-link: the sign-in page's requests for a
 * mail, open to everyone (the person is signed out), counted per address and per email, and
 * answered the same whether or not the email has an account.
 *
 * The link returns to the portal's sign-in page (http/portal-url.ts).
 */
import type { FastifyInstance } from 'fastify';
import { API_PATHS } from '../../../../common/api-paths.js';
import { LOGIN_PATH } from '../../../../common/pages.js';
import { accountMailAnswer, accountMailRequest } from '../../../../common/schemas/account-mail.js';
import { languageOf } from '../../../api-texts.js';
import type { AppContext } from '../../../context.js';
import { portalUrl } from '../../../http/portal-url.js';
import { route } from '../../../http/route.js';
import type { AccountMailLimiter } from '../../../services/accounts/account-mail-limits.js';
import { sendAccountMail, type AccountMailKind } from '../../../services/accounts/account-mail.js';

export interface AccountMailOptions {
  /** The portal's address for the links (APP_URL); without it, the request's own host. */
  appUrl?: string;
  /** One set of counters for every mail of the ways in. */
  limit: AccountMailLimiter;
}

export function publicAccountMailRoutes(app: FastifyInstance, context: AppContext, options: AccountMailOptions): void {
  const { limit } = options;
  const mailRoute = (url: string, kind: AccountMailKind, summary: string) =>
    route(app, context, {
      method: 'POST',
      url,
      action: 'public',
      summary,
      body: accountMailRequest,
      answer: accountMailAnswer,
      handle: async ({ body }, request, reply) => {
        await limit(request, reply);
        await sendAccountMail(context.identity, context.mail, {
          kind,
          email: body.email.trim(),
          continueUrl: portalUrl(request, options.appUrl, LOGIN_PATH),
          language: languageOf(request.headers['accept-language']),
        });
        return { accepted: true as const };
      },
    });
  mailRoute(
    API_PATHS.public.passwordReset,
    'passwordReset',
    'Mail a password reset link (the same answer for any email)',
  );
  mailRoute(API_PATHS.public.signInLink, 'signInLink', 'Mail a sign-in link');
}
