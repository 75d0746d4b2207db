/**
 * One hook guards every /api route: it verifies the bearer ID token before the body is even
 * parsed, so a caller without a valid token learns nothing but 401. Routes opt out with
 * `config: { public: true }` (health only).
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { HttpError } from '../errors.js';
import type { IdentityProvider } from './firebase.js';

export interface Caller {
  uid: string;
  /** Lower-cased; undefined when the account has no email. */
  email?: string;
  /** Whether the provider has verified that the caller owns the email. */
  emailVerified: boolean;
  /** The name the provider knows (a Google account's), if any. */
  name?: string;
}

declare module 'fastify' {
  interface FastifyRequest {
    caller: Caller | null;
  }
  interface FastifyContextConfig {
    public?: boolean;
  }
}

export function installAuthentication(app: FastifyInstance, identity: IdentityProvider): void {
  app.decorateRequest('caller', null);
  app.addHook('onRequest', async (request) => {
    // Only the API needs a token; the web app's files and shell are public.
    if (!request.url.startsWith('/api/') || request.routeOptions.config?.public) return;
    request.caller = await authenticate(request, identity);
  });
}

async function authenticate(request: FastifyRequest, identity: IdentityProvider): Promise<Caller> {
  const header = request.headers.authorization ?? '';
  const match = /^Bearer ([A-Za-z0-9._-]+)$/.exec(header);
  if (!match?.[1]) throw new HttpError(401, 'tokenRequired');
  try {
    const token = await identity.verify(match[1]);
    return {
      uid: token.uid,
      email: token.email?.toLowerCase(),
      emailVerified: token.email_verified === true,
      name: typeof token.name === 'string' ? token.name : undefined,
    };
  } catch (error) {
    request.log.info({ code: (error as { code?: string }).code }, 'ID token refused');
    throw new HttpError(401, 'tokenInvalid');
  }
}

export function requireCaller(request: FastifyRequest): Caller {
  if (!request.caller) throw new HttpError(401, 'tokenRequired');
  return request.caller;
}
