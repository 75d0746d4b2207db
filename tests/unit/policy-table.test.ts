/**
 * The policy table test (STYLE.md): every SPEC role x every page of PAGES, against the SHIPPED
 * policies/policy.csv, through both the ordered lists (mayOpen) and Casbin (enforcePage).
 * The oracle is SPEC section 2, copied in ./spec-oracle.ts, never the product's own JSON.
 */
import fs from 'node:fs';
import type { Enforcer } from 'casbin';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildEnforcer, enforcePage } from '../../src/common/enforcer.js';
import { PAGES } from '../../src/common/pages.js';
import {
  formatPolicy,
  generatePolicy,
  mayOpen,
  parsePolicy,
  parsePolicyFile,
  PolicyError,
  type PagesByRole,
  type PolicyLine,
} from '../../src/common/policy.js';
import { ROLES } from '../../src/common/roles.js';
import { generatedPolicyText } from '../../scripts/policy.js';
import {
  BLOG_SAMPLE,
  concretePath,
  SPEC_PAGES_BY_ROLE,
  SPEC_ROLES,
  specAllows,
  type SpecRole,
} from '../helpers/spec-oracle.js';

const read = (relative: string) => fs.readFileSync(new URL(relative, import.meta.url), 'utf8');
const SHIPPED_POLICY = read('../../policies/policy.csv');
const MODEL = read('../../policies/model.conf');

let policy: PolicyLine[];
let enforcer: Enforcer;

beforeAll(async () => {
  // The enforcer gets the whole shipped file, API-action (g2) lines included, as in production.
  const parsed = parsePolicyFile(SHIPPED_POLICY);
  policy = parsePolicy(SHIPPED_POLICY);
  expect(parsed.pages).toEqual(policy);
  enforcer = await buildEnforcer(MODEL, parsed.pages, parsed.actions);
});

describe('the oracle itself', () => {
  it('names exactly the role strings the code knows', () => {
    expect([...ROLES].sort()).toEqual([...SPEC_ROLES].sort());
  });

  it('only lists pages that exist in PAGES', () => {
    const known = new Set(PAGES.map((page) => page.path));
    for (const role of SPEC_ROLES) {
      for (const path of SPEC_PAGES_BY_ROLE[role]) expect(known.has(path), `${role}: ${path}`).toBe(true);
    }
  });
});

describe('shipped policies/policy.csv: role x page table', () => {
  for (const role of SPEC_ROLES) {
    for (const page of PAGES) {
      const expected = specAllows(role, page.path);
      const pathname = concretePath(page.path);
      it(`${role} ${expected ? 'may' : 'may not'} open ${pathname}`, async () => {
        const byList = mayOpen(policy, [role], pathname);
        const byCasbin = await enforcePage(enforcer, [role], pathname);
        expect(byList).toBe(expected);
        expect(byCasbin).toBe(expected);
      });
    }
  }

  it('grants every role the blog page for other valid slugs too, with both checkers', async () => {
    for (const role of SPEC_ROLES) {
      for (const pathname of [BLOG_SAMPLE, '/blog/a', '/blog/release-2025-notes']) {
        expect(mayOpen(policy, [role], pathname), `${role} ${pathname}`).toBe(true);
        expect(await enforcePage(enforcer, [role], pathname), `${role} ${pathname}`).toBe(true);
      }
    }
  });

  it('mayOpen and Casbin agree on paths that are not pages (wrong case, extra segments, no role)', async () => {
    const probes = ['/client/HQ', '/dbbs/processdocs', '/blog/a/b', '/blog', '/dbbs/ad', '/dbbs/admin/x', '/nope'];
    for (const role of SPEC_ROLES) {
      for (const pathname of probes) {
        expect(mayOpen(policy, [role], pathname), `${role} ${pathname}`).toBe(false);
        expect(await enforcePage(enforcer, [role], pathname), `${role} ${pathname}`).toBe(false);
      }
    }
    for (const page of PAGES) {
      const pathname = concretePath(page.path);
      expect(mayOpen(policy, [], pathname)).toBe(false);
      expect(await enforcePage(enforcer, [], pathname)).toBe(false);
      expect(mayOpen(policy, ['isNobody'], pathname)).toBe(false);
      expect(await enforcePage(enforcer, ['isNobody'], pathname)).toBe(false);
    }
  });

  it('a multi-role user may open a page when any of its roles may, with both checkers', async () => {
    const pairs: [SpecRole, SpecRole][] = [];
    for (const a of SPEC_ROLES) for (const b of SPEC_ROLES) if (a < b) pairs.push([a, b]);
    for (const [a, b] of pairs) {
      for (const page of PAGES) {
        const pathname = concretePath(page.path);
        const expected = specAllows(a, page.path) || specAllows(b, page.path);
        expect(mayOpen(policy, [a, b], pathname), `${a}+${b} ${pathname}`).toBe(expected);
        expect(await enforcePage(enforcer, [a, b], pathname), `${a}+${b} ${pathname}`).toBe(expected);
      }
    }
  });
});

describe('the shipped policy is not stale', () => {
  it('equals what the generator produces (scripts/policy.ts)', () => {
    expect(SHIPPED_POLICY).toBe(generatedPolicyText());
  });

  it('its page lines are exactly generatePolicy(pages-by-role.json), in order', () => {
    const input = JSON.parse(read('../../policies/pages-by-role.json')) as PagesByRole;
    expect(parsePolicy(SHIPPED_POLICY)).toEqual(generatePolicy(input));
  });

  it('its p lines, formatted back, are the shipped p lines', () => {
    const shippedPageLines = SHIPPED_POLICY.split('\n').filter((line) => line.startsWith('p,'));
    const formatted = formatPolicy(parsePolicy(SHIPPED_POLICY), '')
      .split('\n')
      .filter((line) => line.startsWith('p,'));
    expect(formatted).toEqual(shippedPageLines);
  });
});

describe('parsePolicy refuses bad input', () => {
  const good = 'p, isGuest, /client/guest, page';
  const withBadThirdLine = (bad: string) => ['# header', good, bad, good].join('\n');

  it('accepts a valid line (control case)', () => {
    expect(parsePolicy(withBadThirdLine(good))).toEqual([
      { role: 'isGuest', path: '/client/guest', act: 'page' },
      { role: 'isGuest', path: '/client/guest', act: 'page' },
      { role: 'isGuest', path: '/client/guest', act: 'page' },
    ]);
  });

  const cases: [string, string, RegExp][] = [
    ['a g2 line naming an unknown page', 'g2, /client/nowhere, tenants:read', /\/client\/nowhere/],
    ['a g2 line with a malformed action', 'g2, /client/hq, Tenants Read', /Tenants Read/],
    ['an unknown role', 'p, isSuperUser, /client/guest, page', /isSuperUser/],
    ['a role in the wrong case', 'p, isguest, /client/guest, page', /isguest/],
    ['an unknown page', 'p, isGuest, /client/nowhere, page', /\/client\/nowhere/],
    ['a page in the wrong case', 'p, isGuest, /client/Guest, page', /\/client\/Guest/],
    ['too few cells', 'p, isGuest, /client/guest', /./],
    ['too many cells', 'p, isGuest, /client/guest, page, extra', /./],
    ['a line that is not a p line', 'g, isGuest, /client/guest, page', /./],
    ['an unknown action', 'p, isGuest, /client/guest, write', /write/],
    ['free text', 'this is not csv', /./],
  ];
  for (const [what, bad, detail] of cases) {
    it(`refuses ${what}, naming line 3`, () => {
      const attempt = () => parsePolicy(withBadThirdLine(bad));
      expect(attempt).toThrow(PolicyError);
      expect(attempt).toThrow(/\bline 3\b/);
      expect(attempt).toThrow(detail);
    });
  }

  it('counts lines with CRLF endings the same way', () => {
    const text = ['# header', good, 'p, isNobody, /client/guest, page'].join('\r\n');
    expect(() => parsePolicy(text)).toThrow(/\bline 3\b/);
  });

  it('refuses an empty policy, and one with only comments and blank lines', () => {
    expect(() => parsePolicy('')).toThrow(PolicyError);
    expect(() => parsePolicy('# only a comment\n\n   \n# another\n')).toThrow(PolicyError);
  });
});

describe('the generator refuses bad input', () => {
  it('refuses an unknown role and an unknown page', () => {
    expect(() => generatePolicy({ roleGroupOrder: ['isNobody'], pagesByRole: {}, everyRole: [] })).toThrow(PolicyError);
    expect(() =>
      generatePolicy({ roleGroupOrder: ['isGuest'], pagesByRole: { isGuest: ['/client/nowhere'] }, everyRole: [] }),
    ).toThrow(/\/client\/nowhere/);
  });
});
