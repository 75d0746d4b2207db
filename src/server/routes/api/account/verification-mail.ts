/**
 * POST /api/account/verification-mail: a new account's mail that confirms its email, asked for
 * by the account itself (signed in, verified or not), right after sign-up or again later. It
 * is counted with the other mails of the ways in.
 */
import type { FastifyInstance } from 'fastify';
import { API_PATHS } from '../../../../common/api-paths.js';
import { LOGIN_PATH } from '../../../../common/pages.js';
import { accountMailAnswer } from '../../../../common/schemas/account-mail.js';
import { languageOf } from '../../../api-texts.js';
import type { AppContext } from '../../../context.js';
import { HttpError } from '../../../errors.js';
import { portalUrl } from '../../../http/portal-url.js';
import { route } from '../../../http/route.js';
import { sendAccountMail } from '../../../services/accounts/account-mail.js';
import type { AccountMailOptions } from '../public/account-mail.js';

export function verificationMailRoutes(app: FastifyInstance, context: AppContext, options: AccountMailOptions): void {
  route(app, context, {
    method: 'POST',
    url: API_PATHS.account.verificationMail,
    action: 'signed-in',
    summary: "Mail the link that confirms my account's email",
    optionalBody: true,
    answer: accountMailAnswer,
    handle: async ({ caller }, request, reply) => {
      if (!caller.email) throw new HttpError(400, 'noEmail');
      await options.limit(request, reply);
      if (!caller.emailVerified) {
        await sendAccountMail(context.identity, context.mail, {
          kind: 'verifyEmail',
          email: caller.email,
          continueUrl: portalUrl(request, options.appUrl, LOGIN_PATH),
          language: languageOf(request.headers['accept-language']),
        });
      }
      return { accepted: true as const };
    },
  });
}
