/**
 * The guard of SPEC section 2 (`decide`), for every role x every page of PAGES, with the
 * shipped policy and the SPEC lists of ./spec-oracle.ts as the oracle.
 */
import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { decide, type GuardDecision } from '../../src/common/guard.js';
import { PAGES } from '../../src/common/pages.js';
import { parsePolicy } from '../../src/common/policy.js';
import {
  concretePath,
  SPEC_PAGES_BY_ROLE,
  SPEC_ROLES,
  specAllows,
  specUnion,
  type SpecRole,
} from '../helpers/spec-oracle.js';

const policy = parsePolicy(fs.readFileSync(new URL('../../policies/policy.csv', import.meta.url), 'utf8'));

const LOGIN = '/auth/login';
const TRAINING = '/client/training';

const signedIn = (roles: readonly string[], pathname: string, search?: string) =>
  decide({ pathname, search, roles, policy });
const signedOut = (pathname: string, search?: string) => decide({ pathname, search, roles: null, policy });

/** Where a signed-in user is sent when it may not stay: its SPEC landing page, or noPages. */
const toLanding = (roles: readonly SpecRole[]): GuardDecision => {
  const landing = specUnion(roles)[0];
  return landing ? { kind: 'redirect', to: landing } : { kind: 'noPages' };
};

describe('signed-in users, every role x every page', () => {
  for (const role of SPEC_ROLES) {
    for (const page of PAGES) {
      const pathname = concretePath(page.path);
      let expected: string;
      if (page.path === TRAINING) expected = 'render (exempt)';
      else if (page.path === LOGIN) expected = 'sent to landing';
      else expected = specAllows(role, page.path) ? 'render' : 'sent to landing';

      it(`${role} on ${pathname}: ${expected}`, () => {
        const decision = signedIn([role], pathname);
        if (expected.startsWith('render')) {
          expect(decision.kind).toBe('render');
          if (decision.kind === 'render') expect(decision.page.path).toBe(page.path);
        } else {
          expect(decision).toEqual(toLanding([role]));
        }
      });
    }
  }

  it('renders the blog page with its slug param', () => {
    const decision = signedIn(['isGuest'], '/blog/hello-world');
    expect(decision).toMatchObject({ kind: 'render', params: { slug: 'hello-world' } });
  });

  it('a multi-role user renders a page of any of its roles and is otherwise sent to the union’s first page', () => {
    expect(signedIn(['isDbo', 'isUploader'], '/client/uploads').kind).toBe('render');
    expect(signedIn(['isDbo', 'isUploader'], '/dbbs/ResolutionCenter').kind).toBe('render');
    expect(signedIn(['isDbo', 'isUploader'], '/dbbs/admin')).toEqual({ kind: 'redirect', to: '/dbbs/dbo' });
    expect(signedIn(['isUploader', 'isClientHq'], '/dbbs/dbs')).toEqual({ kind: 'redirect', to: '/client/hq' });
  });

  it('an allowed page with one trailing slash renders, since matchPage tolerates it', () => {
    const decision = signedIn(['isClientHq'], '/client/hqreports/');
    expect(decision.kind).toBe('render');
    if (decision.kind === 'render') expect(decision.page.path).toBe('/client/hqreports');
  });
});

describe('signed-out users', () => {
  for (const page of PAGES) {
    const pathname = concretePath(page.path);
    const exempt = page.path === LOGIN || page.path === TRAINING;
    it(`on ${pathname}: ${exempt ? 'render' : 'redirect to /auth/login'}`, () => {
      const decision = signedOut(pathname);
      if (exempt) {
        expect(decision.kind).toBe('render');
        if (decision.kind === 'render') expect(decision.page.path).toBe(page.path);
      } else {
        expect(decision).toEqual({ kind: 'redirect', to: LOGIN });
      }
    });
  }
});

describe('the index page /', () => {
  it('sends a signed-out user to /auth/login', () => {
    expect(signedOut('/')).toEqual({ kind: 'redirect', to: LOGIN });
  });
  for (const role of SPEC_ROLES) {
    it(`sends a signed-in ${role} to ${SPEC_PAGES_BY_ROLE[role][0] ?? 'noPages'}`, () => {
      expect(signedIn([role], '/')).toEqual(toLanding([role]));
    });
  }
  it('sends a multi-role user to its union’s first page', () => {
    expect(signedIn(['isUploader', 'isDbo'], '/')).toEqual({ kind: 'redirect', to: '/dbbs/dbo' });
  });
});

describe('signed-in user on /auth/login', () => {
  it('goes to the landing page, for single and multi-role users', () => {
    expect(signedIn(['isDbs'], LOGIN)).toEqual({ kind: 'redirect', to: '/dbbs/dbs' });
    expect(signedIn(['isUploader', 'isClientHq'], LOGIN)).toEqual({ kind: 'redirect', to: '/client/hq' });
  });
});

describe('unmatched and invalid paths give notFound with the full path', () => {
  const bad = [
    '/nope',
    '/client/HQ',
    '/dbbs/ad',
    '/dbbs/processdocs',
    '/blog/Bad_Slug!',
    '/blog/',
    '/blog',
    '/client/hq/extra',
  ];
  for (const pathname of bad) {
    it(`${pathname} (signed out and every role)`, () => {
      expect(signedOut(pathname)).toEqual({ kind: 'notFound', path: pathname });
      for (const role of SPEC_ROLES) {
        expect(signedIn([role], pathname)).toEqual({ kind: 'notFound', path: pathname });
      }
    });
  }

  it('keeps the query string (and hash) in the path', () => {
    expect(signedOut('/nope', '?a=1&b=2')).toEqual({ kind: 'notFound', path: '/nope?a=1&b=2' });
    expect(signedIn(['isGuest'], '/blog/Bad_Slug!', '?x=y#top')).toEqual({
      kind: 'notFound',
      path: '/blog/Bad_Slug!?x=y#top',
    });
    expect(signedIn(['isDbAdmin'], '/dbbs/ad', '?tab=1')).toEqual({ kind: 'notFound', path: '/dbbs/ad?tab=1' });
  });
});

describe('a signed-in user with no pages', () => {
  it('isDbbs only gets noPages on / , /auth/login and on any listed page', () => {
    expect(signedIn(['isDbbs'], '/')).toEqual({ kind: 'noPages' });
    expect(signedIn(['isDbbs'], LOGIN)).toEqual({ kind: 'noPages' });
    expect(signedIn(['isDbbs'], '/client/hq')).toEqual({ kind: 'noPages' });
    expect(signedIn([], '/client/hq')).toEqual({ kind: 'noPages' });
  });

  it('isDbbs only may still open the training and blog pages', () => {
    expect(signedIn(['isDbbs'], TRAINING).kind).toBe('render');
    expect(signedIn(['isDbbs'], '/blog/hello-world').kind).toBe('render');
  });
});
