/**
 * Security headers on every answer (@fastify/helmet), including errors, 429 and 503. The
 * Content-Security-Policy is the one the built app works under:
 * - scripts only from this origin, plus the app shell's own inline script (the theme read
 *   before first paint) by its hash; 'wasm-unsafe-eval' lets pdf.js's worker decode JPEG 2000
 *   scans with WebAssembly (it allows compiling WebAssembly, not eval of JavaScript);
 * - styles from this origin and inline: antd's CSS-in-JS writes <style> tags at run time;
 * - images, fonts and media also from data: and blob: (previews, pdf.js, charts' exports);
 * - workers from this origin and blob: (pdf.js);
 * - calls to this origin (the API, tus uploads, the live stream, builds/latest.json) and to
 *   Firebase Auth: Google's identity hosts, and the Auth Emulator outside production;
 * - Google's script loader for Firebase's sign-in helper frame, which a Google sign-in by popup
 *   or redirect needs (the Auth Emulator's too);
 * - frames only from Firebase's auth domain (its sign-in helper), and no one may frame us.
 * HSTS is sent in production only (development and tests run on plain http).
 */
import { createHash } from 'node:crypto';
import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import type { EdgeSettings } from './edge-settings.js';

/** Firebase Auth's REST hosts (sign-in, token refresh, project config). */
export const FIREBASE_HOSTS = [
  'https://identitytoolkit.googleapis.com',
  'https://securetoken.googleapis.com',
  'https://www.googleapis.com',
];

/** The loader of the frame through which Firebase hears a popup's or a redirect's sign-in. */
export const FIREBASE_HELPER_SCRIPT = 'https://apis.google.com';

/** 'sha256-…' of each inline <script> of an HTML page, for script-src. */
export function inlineScriptHashes(html: string): string[] {
  const hashes: string[] = [];
  for (const match of html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/gi)) {
    const body = match[1] ?? '';
    if (body.trim()) hashes.push(`'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`);
  }
  return hashes;
}

export function contentSecurityPolicy(settings: EdgeSettings, shellScriptHashes: string[] = []) {
  const { csp, production } = settings;
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    'script-src': ["'self'", "'wasm-unsafe-eval'", FIREBASE_HELPER_SCRIPT, ...shellScriptHashes],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:'],
    'font-src': ["'self'", 'data:'],
    'media-src': ["'self'", 'blob:'],
    'worker-src': ["'self'", 'blob:'],
    'connect-src': ["'self'", ...FIREBASE_HOSTS, ...csp.emulatorOrigins, ...csp.extraConnect],
    'frame-src': [...(csp.authDomain ? [csp.authDomain] : []), ...csp.emulatorOrigins],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
    'manifest-src': ["'self'"],
  };
  if (directives['frame-src']?.length === 0) directives['frame-src'] = ["'none'"];
  if (production) directives['upgrade-insecure-requests'] = [];
  return directives;
}

export async function installSecurityHeaders(
  app: FastifyInstance,
  settings: EdgeSettings,
  shellScriptHashes: string[] = [],
): Promise<void> {
  await app.register(helmet, {
    global: true,
    contentSecurityPolicy: { useDefaults: false, directives: contentSecurityPolicy(settings, shellScriptHashes) },
    hsts: settings.production ? { maxAge: 365 * 24 * 3600, includeSubDomains: true } : false,
    frameguard: { action: 'deny' },
    // Firebase's sign-in popups (if ever used) need their opener; everything else stays isolated.
    crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
    crossOriginResourcePolicy: { policy: 'same-origin' },
    crossOriginEmbedderPolicy: false,
    // The origin (not the path) still reaches Google, where an API key may be restricted by referrer.
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  });
}
