/**
 * An address in the portal for a mail's link: at APP_URL when the server knows it, so a forged
 * Host header cannot send a person's link elsewhere; else at the host the request came to (the
 * tests' servers, which learn their port only when they listen).
 */
import type { FastifyRequest } from 'fastify';

export function portalUrl(request: FastifyRequest, appUrl: string | undefined, path: string): string {
  return new URL(path, appUrl ?? `${request.protocol}://${request.host}`).toString();
}
