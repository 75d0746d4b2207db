/**
 * The forced reload on a new build (once per path within 10 s) and the safe-navigation rule.
 */
import { describe, expect, it } from 'vitest';
import { isNewBuild, mayForceReload, recordReload, RELOAD_WINDOW_MS } from '../../src/common/reload';
import { checkNavigation } from '../../src/common/safe-url';

describe('forced reload', () => {
  it('reloads a path once, then not again within 10 s, then again after', () => {
    let record = {};
    const t0 = 1_000_000;
    expect(mayForceReload(record, '/client/hq', t0)).toBe(true);
    record = recordReload(record, '/client/hq', t0);
    expect(mayForceReload(record, '/client/hq', t0 + 1)).toBe(false);
    expect(mayForceReload(record, '/client/hq', t0 + RELOAD_WINDOW_MS - 1)).toBe(false);
    expect(mayForceReload(record, '/client/hq', t0 + RELOAD_WINDOW_MS)).toBe(true);
  });

  it('counts each path on its own', () => {
    const record = recordReload({}, '/client/hq', 5000);
    expect(mayForceReload(record, '/dbbs/admin', 5001)).toBe(true);
  });

  it('forgets records older than the window', () => {
    const record = recordReload(recordReload({}, '/a', 0), '/b', RELOAD_WINDOW_MS + 1);
    expect(Object.keys(record)).toEqual(['/b']);
  });

  it('sees a new build only when the deployed id differs', () => {
    expect(isNewBuild('b1', { buildId: 'b2' })).toBe(true);
    expect(isNewBuild('b1', { buildId: 'b1' })).toBe(false);
    expect(isNewBuild('b1', { buildId: '' })).toBe(false);
    expect(isNewBuild('b1', null)).toBe(false);
    expect(isNewBuild('b1', '<!doctype html>')).toBe(false);
  });
});

describe('safe navigation', () => {
  const origin = 'https://portal.example.test';

  it('allows in-app paths and gives back a router path', () => {
    expect(checkNavigation('/dbbs/admin?x=1#top', origin)).toEqual({
      ok: true,
      href: '/dbbs/admin?x=1#top',
      external: false,
    });
    expect(checkNavigation(`${origin}/client/hq`, origin)).toEqual({ ok: true, href: '/client/hq', external: false });
  });

  it('refuses another origin unless flagged external', () => {
    expect(checkNavigation('https://elsewhere.test/x', origin)).toEqual({ ok: false, reason: 'externalNotFlagged' });
    expect(checkNavigation('//elsewhere.test/x', origin)).toEqual({ ok: false, reason: 'externalNotFlagged' });
    expect(checkNavigation('https://elsewhere.test/x', origin, { external: true })).toMatchObject({
      ok: true,
      external: true,
    });
  });

  it.each([
    'javascript:alert(1)',
    'JAVASCRIPT:alert(1)',
    ' java\tscript:alert(1)',
    'data:text/html,<script>1</script>',
    'vbscript:msgbox(1)',
  ])('refuses %s even when flagged external', (target) => {
    expect(checkNavigation(target, origin, { external: true })).toEqual({ ok: false, reason: 'dangerousProtocol' });
  });

  it('refuses other non-web schemes for external links', () => {
    expect(checkNavigation('file:///etc/passwd', origin, { external: true })).toEqual({
      ok: false,
      reason: 'dangerousProtocol',
    });
  });
});
