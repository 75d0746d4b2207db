/**
 * The rule of SPEC section 5 for every navigation: a URL to another origin needs an explicit
 * external flag, and script-bearing protocols are refused outright.
 */
const DANGEROUS = /^(javascript|data|vbscript):/i;

export type NavigationCheck =
  | { ok: true; href: string; external: boolean }
  | { ok: false; reason: 'dangerousProtocol' | 'externalNotFlagged' | 'invalid' };

export function checkNavigation(target: string, origin: string, options: { external?: boolean } = {}): NavigationCheck {
  // Browsers ignore control characters and spaces inside a scheme ("java\tscript:"), so do we.
  // eslint-disable-next-line no-control-regex -- stripping control characters is the point
  const compact = target.replace(/[\u0000-\u0020]/g, '');
  if (DANGEROUS.test(compact)) return { ok: false, reason: 'dangerousProtocol' };
  let url: URL;
  try {
    url = new URL(target, origin);
  } catch {
    return { ok: false, reason: 'invalid' };
  }
  if (DANGEROUS.test(url.protocol)) return { ok: false, reason: 'dangerousProtocol' };
  if (url.origin === new URL(origin).origin) {
    return { ok: true, href: url.pathname + url.search + url.hash, external: false };
  }
  if (!options.external) return { ok: false, reason: 'externalNotFlagged' };
  if (url.protocol !== 'https:' && url.protocol !== 'http:' && url.protocol !== 'mailto:') {
    return { ok: false, reason: 'dangerousProtocol' };
  }
  return { ok: true, href: url.href, external: true };
}
