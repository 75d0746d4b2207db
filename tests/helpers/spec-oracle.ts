/**
 * The test oracle: SPEC.md's own lists, copied by hand from SPEC sections 2, 3 and 6.
 * Deliberately NOT imported from policies/pages-by-role.json or src/: if the product's data
 * drifts from the SPEC, the tests that compare against these lists fail.
 */

/** SPEC section 3: the eight role strings. */
export const SPEC_ROLES = [
  'isDbbs',
  'isDbo',
  'isDbs',
  'isUploader',
  'isClientHq',
  'ClientSupervisor',
  'isDbAdmin',
  'isGuest',
] as const;
export type SpecRole = (typeof SPEC_ROLES)[number];

/** SPEC section 2, "Pages per role (the first is the landing page)". isDbbs has no list. */
export const SPEC_PAGES_BY_ROLE: Record<SpecRole, readonly string[]> = {
  isClientHq: ['/client/hq', '/client/hqreports', '/client/hqexecutive', '/dbbs/archives'],
  ClientSupervisor: [
    '/client/review',
    '/client/details',
    '/client/uploadhistory',
    '/dbbs/ProcessDocs',
    '/dbbs/dbsarea/document',
    '/dbbs/dbsarea/docuitem',
    '/dbbs/dbsarea/resolution',
    '/dbbs/archives',
  ],
  isDbAdmin: [
    '/dbbs/admin',
    '/dbbs/ad/setup',
    '/dbbs/ad/team',
    '/dbbs/ad/content',
    '/dbbs/ad/tenant',
    '/dbbs/ad/locations',
    '/dbbs/ad/assignments',
    '/dbbs/ProcessDocs',
    '/dbbs/ad/reports',
    '/dbbs/ad/fileuploads',
    '/dbbs/ad/useraccounts',
    '/dbbs/dbsarea/approve',
    '/dbbs/dbsarea/docuitem',
    '/client/hq',
    '/client/hqreports',
    '/client/hqexecutive',
    '/dbbs/archives',
  ],
  isDbo: [
    '/dbbs/dbo',
    '/dbbs/dboarea/processing',
    '/dbbs/ResolutionCenter',
    '/dbbs/ProcessDocs',
    '/dbbs/dbsarea/resolution',
    '/dbbs/dbsarea/document',
    '/dbbs/dbsarea/docuitem',
    '/dbbs/dboarea/dboreports',
    '/dbbs/archives',
  ],
  isDbs: [
    '/dbbs/dbs',
    '/dbbs/dbsarea/assignWork',
    '/dbbs/dbsarea/resolution',
    '/dbbs/dbsarea/approve',
    '/dbbs/dbsarea/document',
    '/dbbs/dbsarea/docuitem',
    '/dbbs/archives',
  ],
  isGuest: ['/client/guest'],
  isUploader: ['/client/location', '/client/uploads', '/client/today-uploads'],
  isDbbs: [],
};

/** SPEC section 6: the role-group order of a multi-role user's union. */
export const SPEC_ROLE_GROUP_ORDER: readonly SpecRole[] = [
  'isClientHq',
  'ClientSupervisor',
  'isDbAdmin',
  'isDbo',
  'isDbs',
  'isGuest',
  'isUploader',
];

/** The blog page is open to every role (brief); a concrete path that passes its validity check. */
export const BLOG_PATTERN = '/blog/:slug';
export const BLOG_SAMPLE = '/blog/hello-world';

/**
 * My account: not in SPEC's lists but open to every signed-in role (the issue "Every way in"),
 * a personal page reached from the header, never a landing page nor a menu entry.
 */
export const ACCOUNT_PATH = '/account';
/** The pages every role may open beside its SPEC list. */
export const EVERY_ROLE_PAGES: readonly string[] = [BLOG_PATTERN, ACCOUNT_PATH];

/** A concrete pathname for a page pattern (only /blog/:slug has a parameter). */
export function concretePath(pattern: string): string {
  return pattern === BLOG_PATTERN ? BLOG_SAMPLE : pattern;
}

/** The oracle's answer: may a user with only `role` open the page `pattern`? */
export function specAllows(role: SpecRole, pattern: string): boolean {
  return EVERY_ROLE_PAGES.includes(pattern) || SPEC_PAGES_BY_ROLE[role].includes(pattern);
}

/** The oracle's union of pages for several roles (SPEC section 6), without the blog and account pages. */
export function specUnion(roles: readonly string[]): string[] {
  const union: string[] = [];
  for (const role of SPEC_ROLE_GROUP_ORDER) {
    if (!roles.includes(role)) continue;
    for (const page of SPEC_PAGES_BY_ROLE[role]) if (!union.includes(page)) union.push(page);
  }
  return union;
}

/**
 * SPEC section 2 route table, one path per route (the /dbbs/ad/ row expanded), plus
 * /dbbs/dbsarea/document and My account (/account).
 */
export const SPEC_ROUTES: readonly string[] = [
  '/account',
  '/auth/login',
  '/blog/:slug',
  '/client/details',
  '/client/hq',
  '/client/hqexecutive',
  '/client/hqreports',
  '/client/location',
  '/client/review',
  '/client/today-uploads',
  '/client/training',
  '/client/uploadhistory',
  '/client/uploads',
  '/client/guest',
  '/dbbs/ad/assignments',
  '/dbbs/ad/content',
  '/dbbs/ad/fileuploads',
  '/dbbs/ad/locations',
  '/dbbs/ad/reports',
  '/dbbs/ad/setup',
  '/dbbs/ad/team',
  '/dbbs/ad/tenant',
  '/dbbs/ad/useraccounts',
  '/dbbs/admin',
  '/dbbs/archives',
  '/dbbs/dbo',
  '/dbbs/dboarea/dboreports',
  '/dbbs/dboarea/processing',
  '/dbbs/dbs',
  '/dbbs/dbsarea/approve',
  '/dbbs/dbsarea/assignWork',
  '/dbbs/dbsarea/document',
  '/dbbs/dbsarea/docuitem',
  '/dbbs/dbsarea/resolution',
  '/dbbs/ProcessDocs',
  '/dbbs/ResolutionCenter',
];
