/**
 * One hook guards every /api route: it verifies the bearer ID token before the body is even
 * parsed, so a caller without a valid token learns nothing but 401. Routes opt out with
 * `config: { public: true }` (health only). A bearer that starts with `dbbs_` is a machine's API
 * key (auth/api-key.ts), verified against its stored hash instead of by Firebase.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import { HttpError } from '../errors.js';
import { isApiKeySecret, verifyApiKey, type ApiKeyIdentity } from './api-key.js';
import type { IdentityProvider } from './firebase.js';

export interface Caller {
  uid: string;
  /** Lower-cased; undefined when the account has no email. */
  email?: string;
  /** Whether the provider has verified that the caller owns the email. */
  emailVerified: boolean;
  /** The name the provider knows (a Google account's), if any. */
  name?: string;
  /** Set when the caller is a machine's API key rather than a person. */
  apiKey?: ApiKeyIdentity;
}

declare module 'fastify' {
  interface FastifyRequest {
    caller: Caller | null;
  }
  interface FastifyContextConfig {
    public?: boolean;
  }
}

export function installAuthentication(app: FastifyInstance, identity: IdentityProvider, db: Kysely<Database>): void {
  app.decorateRequest('caller', null);
  app.addHook('onRequest', async (request) => {
    // Only the API needs a token; the web app's files and shell are public.
    if (!request.url.startsWith('/api/') || request.routeOptions.config?.public) return;
    request.caller = await authenticate(request, identity, db);
  });
}

async function authenticate(
  request: FastifyRequest,
  identity: IdentityProvider,
  db: Kysely<Database>,
): Promise<Caller> {
  const header = request.headers.authorization ?? '';
  const match = /^Bearer ([A-Za-z0-9._-]+)$/.exec(header);
  if (!match?.[1]) throw new HttpError(401, 'tokenRequired');
  if (isApiKeySecret(match[1])) {
    const apiKey = await verifyApiKey(db, match[1]);
    return { uid: `api-key:${apiKey.id}`, emailVerified: false, apiKey };
  }
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

/**
 * The caller, who must be a person: what is open to any signed-in person (sign-in's roles, the
 * policy, the live stream, one's own account) is no business of a machine's key.
 */
export function requirePerson(request: FastifyRequest): Caller {
  const caller = requireCaller(request);
  if (caller.apiKey) throw new HttpError(403, 'apiKeyNotHere');
  return caller;
}
