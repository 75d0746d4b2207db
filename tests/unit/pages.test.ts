/**
 * The page table (SPEC section 2 and 3): routes, layouts, page-config defaults and matching.
 */
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_PAGE_CONFIG,
  LAYOUTS,
  matchPage,
  pageById,
  pageConfig,
  PAGES,
  type Page,
} from '../../src/common/pages.js';
import { SPEC_ROUTES } from '../helpers/spec-oracle.js';

const byPath = (path: string): Page => {
  const page = PAGES.find((candidate) => candidate.path === path);
  if (!page) throw new Error(`no page ${path}`);
  return page;
};

describe('routes', () => {
  for (const route of SPEC_ROUTES) {
    it(`${route} is in PAGES exactly once`, () => {
      expect(PAGES.filter((page) => page.path === route)).toHaveLength(1);
    });
  }

  it('PAGES holds no route the SPEC does not name', () => {
    expect(PAGES.map((page) => page.path).sort()).toEqual([...SPEC_ROUTES].sort());
  });

  it('page ids are unique and pageById finds each page', () => {
    expect(new Set(PAGES.map((page) => page.id)).size).toBe(PAGES.length);
    for (const page of PAGES) expect(pageById(page.id)).toBe(page);
    expect(pageById('no-such-id')).toBeUndefined();
  });

  it('the SPEC layouts are the available ones, and every page uses one', () => {
    expect([...LAYOUTS].sort()).toEqual(['blank', 'dash', 'default', 'inside', 'insidenone']);
    for (const page of PAGES) expect(LAYOUTS).toContain(page.layout);
  });
});

describe('layouts the SPEC names', () => {
  const cases: [string, string][] = [
    ['/auth/login', 'blank'],
    ['/client/hq', 'dash'],
    ['/client/training', 'default'],
    ['/client/details', 'inside'],
    ['/client/review', 'inside'],
    ['/dbbs/ResolutionCenter', 'insidenone'],
  ];
  for (const [path, layout] of cases) {
    it(`${path} uses ${layout}`, () => {
      expect(byPath(path).layout).toBe(layout);
    });
  }

  it('/client/training has the page title Training and is exempt from the guard', () => {
    expect(pageConfig(byPath('/client/training')).title).toBe('Training');
    expect(byPath('/client/training').guardExempt).toBe(true);
  });

  it('only /client/training is exempt from the guard', () => {
    expect(PAGES.filter((page) => page.guardExempt).map((page) => page.path)).toEqual(['/client/training']);
  });
});

describe('pageConfig defaults (SPEC section 3)', () => {
  it('the defaults are title Default, a folder icon and rntPage /client/location', () => {
    expect(DEFAULT_PAGE_CONFIG).toEqual({ title: 'Default', icon: 'FolderOutlined', rntPage: '/client/location' });
  });

  it('an unknown page gets the defaults', () => {
    expect(pageConfig(undefined)).toEqual({ title: 'Default', icon: 'FolderOutlined', rntPage: '/client/location' });
  });

  it('a page without title, icon or rntPage gets each default', () => {
    const bare: Page = { id: 'bare', path: '/bare', area: 'public', layout: 'blank' };
    expect(pageConfig(bare)).toEqual({ title: 'Default', icon: 'FolderOutlined', rntPage: '/client/location' });
  });

  it('a page’s own values win over the defaults, field by field', () => {
    const partial: Page = {
      id: 'p',
      path: '/p',
      area: 'public',
      layout: 'blank',
      title: 'Mine',
      rntPage: '/client/hq',
    };
    expect(pageConfig(partial)).toEqual({ title: 'Mine', icon: 'FolderOutlined', rntPage: '/client/hq' });
    const full: Page = { ...partial, icon: 'ReadOutlined' };
    expect(pageConfig(full)).toEqual({ title: 'Mine', icon: 'ReadOutlined', rntPage: '/client/hq' });
  });
});

describe('matchPage', () => {
  it('matches every page by its concrete path', () => {
    for (const page of PAGES) {
      if (page.path.includes('/:')) continue;
      expect(matchPage(page.path)?.page).toBe(page);
    }
  });

  it('is case-sensitive', () => {
    expect(matchPage('/dbbs/ProcessDocs')?.page.path).toBe('/dbbs/ProcessDocs');
    expect(matchPage('/dbbs/processdocs')).toBeUndefined();
    expect(matchPage('/client/HQ')).toBeUndefined();
    expect(matchPage('/dbbs/resolutioncenter')).toBeUndefined();
    expect(matchPage('/dbbs/dbsarea/assignwork')).toBeUndefined();
    expect(matchPage('/Auth/login')).toBeUndefined();
  });

  it('tolerates one trailing slash, not two', () => {
    expect(matchPage('/client/hq/')?.page.path).toBe('/client/hq');
    expect(matchPage('/dbbs/ad/setup/')?.page.path).toBe('/dbbs/ad/setup');
    expect(matchPage('/blog/hello-world/')).toMatchObject({
      page: { path: '/blog/:slug' },
      params: { slug: 'hello-world' },
    });
    expect(matchPage('/client/hq//')).toBeUndefined();
  });

  it('extracts the blog slug and refuses a missing one', () => {
    expect(matchPage('/blog/hello-world')).toMatchObject({
      page: { path: '/blog/:slug' },
      params: { slug: 'hello-world' },
    });
    expect(matchPage('/blog/')).toBeUndefined();
    expect(matchPage('/blog')).toBeUndefined();
    expect(matchPage('/blog/a/b')).toBeUndefined();
  });

  it('matches no unknown or partial path', () => {
    for (const pathname of ['/nope', '/dbbs/ad', '/dbbs', '/client', '/client/hq/extra', '']) {
      expect(matchPage(pathname), pathname).toBeUndefined();
    }
  });

  it('the blog validity check accepts slugs and refuses bad ones', () => {
    const blog = byPath('/blog/:slug');
    expect(blog.isValid).toBeTypeOf('function');
    expect(blog.isValid?.({ slug: 'hello-world' })).toBe(true);
    expect(blog.isValid?.({ slug: 'Bad_Slug!' })).toBe(false);
    expect(blog.isValid?.({ slug: '' })).toBe(false);
    expect(blog.isValid?.({})).toBe(false);
  });
});
