/**
 * Landing pages and page unions (SPEC sections 2 and 6) from the shipped policy, against the
 * SPEC lists copied in ./spec-oracle.ts.
 */
import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { landingPage, parsePolicy, permittedPages } from '../../src/common/policy.js';
import {
  ACCOUNT_PATH,
  BLOG_PATTERN,
  EVERY_ROLE_PAGES,
  SPEC_PAGES_BY_ROLE,
  SPEC_ROLES,
  specUnion,
  type SpecRole,
} from '../helpers/spec-oracle.js';

const policy = parsePolicy(fs.readFileSync(new URL('../../policies/policy.csv', import.meta.url), 'utf8'));
const withoutBlog = (pages: readonly string[]) => pages.filter((page) => !EVERY_ROLE_PAGES.includes(page));

describe('single-role users', () => {
  for (const role of SPEC_ROLES) {
    const list = SPEC_PAGES_BY_ROLE[role];
    it(`${role}: permitted pages are its SPEC list in order (plus the blog and account pages)`, () => {
      const pages = permittedPages(policy, [role]);
      expect(withoutBlog(pages)).toEqual(list);
      expect(pages).toContain(BLOG_PATTERN);
      expect(pages).toContain(ACCOUNT_PATH);
      expect(new Set(pages).size).toBe(pages.length);
    });
    it(`${role}: lands on ${list[0] ?? 'no page'}`, () => {
      expect(landingPage(policy, [role])).toBe(list[0]);
    });
  }

  it('isDbbs alone has no landing page (neither the blog pattern nor My account is a landing page)', () => {
    expect(SPEC_PAGES_BY_ROLE.isDbbs).toEqual([]);
    expect(landingPage(policy, ['isDbbs'])).toBeUndefined();
  });

  it('no roles, or only unknown role strings, give no pages and no landing page', () => {
    expect(permittedPages(policy, [])).toEqual([]);
    expect(landingPage(policy, [])).toBeUndefined();
    expect(permittedPages(policy, ['isNobody', 'admin'])).toEqual([]);
    expect(landingPage(policy, ['isNobody'])).toBeUndefined();
  });
});

describe('multi-role users: union ordered by role group', () => {
  it('isDbo + isUploader lands on /dbbs/dbo', () => {
    expect(landingPage(policy, ['isDbo', 'isUploader'])).toBe('/dbbs/dbo');
    expect(landingPage(policy, ['isUploader', 'isDbo'])).toBe('/dbbs/dbo');
  });

  it('isUploader + isClientHq lands on /client/hq', () => {
    expect(landingPage(policy, ['isUploader', 'isClientHq'])).toBe('/client/hq');
  });

  it('isDbbs with another role lands on that role’s first page', () => {
    expect(landingPage(policy, ['isDbbs', 'isGuest'])).toBe('/client/guest');
    expect(landingPage(policy, ['isUploader', 'isDbbs'])).toBe('/client/location');
  });

  it('isDbo + isUploader: exact union, DBO pages first then uploader pages', () => {
    expect(withoutBlog(permittedPages(policy, ['isUploader', 'isDbo']))).toEqual([
      ...SPEC_PAGES_BY_ROLE.isDbo,
      ...SPEC_PAGES_BY_ROLE.isUploader,
    ]);
  });

  it('isDbAdmin + isClientHq: shared pages appear once, at their first position', () => {
    const pages = withoutBlog(permittedPages(policy, ['isDbAdmin', 'isClientHq']));
    expect(pages.slice(0, 4)).toEqual(SPEC_PAGES_BY_ROLE.isClientHq);
    expect(pages.filter((page) => page === '/client/hq')).toHaveLength(1);
    expect(pages.filter((page) => page === '/dbbs/archives')).toHaveLength(1);
    expect(pages).toEqual(specUnion(['isDbAdmin', 'isClientHq']));
  });

  const combos: SpecRole[][] = [];
  for (let i = 0; i < SPEC_ROLES.length; i += 1) {
    for (let j = i + 1; j < SPEC_ROLES.length; j += 1) combos.push([SPEC_ROLES[i]!, SPEC_ROLES[j]!]);
  }
  combos.push(['isDbs', 'isDbo', 'ClientSupervisor'], ['isGuest', 'isUploader', 'isDbAdmin'], [...SPEC_ROLES]);

  for (const roles of combos) {
    const expected = specUnion(roles);
    it(`${roles.join(' + ')}: union without duplicates, in role-group order, lands on ${expected[0] ?? 'no page'}`, () => {
      for (const order of [roles, [...roles].reverse()]) {
        const pages = permittedPages(policy, order);
        expect(withoutBlog(pages)).toEqual(expected);
        expect(new Set(pages).size).toBe(pages.length);
        expect(landingPage(policy, order)).toBe(expected[0]);
      }
    });
  }
});
