/**
 * The one table of pages. The router, Refine's resources, the menu, the page config and the
 * policy generator all read it: a path is written here and nowhere else.
 *
 * `id` names the page's component file (src/web/areas/<area>/<id>.tsx) and its locale keys
 * (locales/<lang>/pages.json: <title>, and <id>Purpose for the one-line description).
 */
export const LAYOUTS = ['blank', 'dash', 'default', 'inside', 'insidenone'] as const;
export type Layout = (typeof LAYOUTS)[number];

export const AREAS = [
  'auth',
  'public',
  'clientHq',
  'clientSupervisor',
  'uploader',
  'admin',
  'dbo',
  'dbs',
  'documents',
] as const;
export type Area = (typeof AREAS)[number];

/** The antd icon names pages may use; the web maps each to its component (typed, so none is missing). */
export const PAGE_ICONS = [
  'ApartmentOutlined',
  'AuditOutlined',
  'BankOutlined',
  'BarChartOutlined',
  'CalendarOutlined',
  'CheckCircleOutlined',
  'CloudServerOutlined',
  'CloudUploadOutlined',
  'ControlOutlined',
  'DashboardOutlined',
  'EditOutlined',
  'EnvironmentOutlined',
  'FileOutlined',
  'FileSyncOutlined',
  'FileTextOutlined',
  'FolderOutlined',
  'FormOutlined',
  'FundOutlined',
  'HistoryOutlined',
  'InboxOutlined',
  'LoginOutlined',
  'MessageOutlined',
  'ProfileOutlined',
  'QuestionCircleOutlined',
  'ReadOutlined',
  'SettingOutlined',
  'SmileOutlined',
  'TeamOutlined',
  'UnorderedListOutlined',
  'UserOutlined',
  'UserSwitchOutlined',
] as const;
export type PageIconName = (typeof PAGE_ICONS)[number];

export interface Page {
  id: string;
  path: string;
  area: Area;
  layout: Layout;
  /** Locale key under `pages:`; the page-config default is 'Default'. */
  title?: string;
  /** An antd icon name; the page-config default is a folder icon. */
  icon?: PageIconName;
  /** The back link of the page; the page-config default is '/client/location'. */
  rntPage?: string;
  /**
   * The person's own page ("My account"): reached from the header's user menu, not the side
   * menu, and never a landing page, though every signed-in role may open it.
   */
  personal?: boolean;
  /** Open to signed-out users too (SPEC: the training page is exempt from the guard). */
  guardExempt?: boolean;
  /** Validity check of the path's parameters; a failing check shows the 404 page. */
  isValid?: (params: Record<string, string | undefined>) => boolean;
}

export interface PageConfig {
  title: string;
  icon: PageIconName;
  rntPage: string;
}

export const LOGIN_PATH = '/auth/login';
/** My account: every signed-in person's own page, opened from the header's user menu. */
export const ACCOUNT_PATH = '/account';
export const DEFAULT_PAGE_CONFIG: PageConfig = {
  title: 'Default',
  icon: 'FolderOutlined',
  rntPage: '/client/location',
};

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

export const PAGES: readonly Page[] = [
  { id: 'login', path: LOGIN_PATH, area: 'auth', layout: 'blank', title: 'SignIn', icon: 'LoginOutlined' },
  {
    id: 'training',
    path: '/client/training',
    area: 'public',
    layout: 'default',
    title: 'Training',
    icon: 'ReadOutlined',
    guardExempt: true,
  },
  {
    id: 'blogPost',
    path: '/blog/:slug',
    area: 'public',
    layout: 'default',
    title: 'Blog',
    icon: 'FileTextOutlined',
    isValid: ({ slug }) => typeof slug === 'string' && slug.length <= 120 && SLUG.test(slug),
  },
  {
    id: 'myAccount',
    path: ACCOUNT_PATH,
    area: 'auth',
    layout: 'default',
    title: 'MyAccount',
    icon: 'UserOutlined',
    personal: true,
  },
  { id: 'guest', path: '/client/guest', area: 'public', layout: 'default', title: 'Guest', icon: 'SmileOutlined' },

  {
    id: 'clientHq',
    path: '/client/hq',
    area: 'clientHq',
    layout: 'dash',
    title: 'ClientHq',
    icon: 'DashboardOutlined',
  },
  {
    id: 'clientHqReports',
    path: '/client/hqreports',
    area: 'clientHq',
    layout: 'dash',
    title: 'HqReports',
    icon: 'BarChartOutlined',
    rntPage: '/client/hq',
  },
  {
    id: 'clientHqExecutive',
    path: '/client/hqexecutive',
    area: 'clientHq',
    layout: 'dash',
    title: 'HqExecutive',
    icon: 'FundOutlined',
    rntPage: '/client/hq',
  },

  {
    id: 'clientReview',
    path: '/client/review',
    area: 'clientSupervisor',
    layout: 'inside',
    title: 'Review',
    icon: 'AuditOutlined',
  },
  {
    id: 'clientDetails',
    path: '/client/details',
    area: 'clientSupervisor',
    layout: 'inside',
    title: 'Details',
    icon: 'ProfileOutlined',
    rntPage: '/client/review',
  },
  {
    id: 'clientUploadHistory',
    path: '/client/uploadhistory',
    area: 'clientSupervisor',
    layout: 'inside',
    title: 'UploadHistory',
    icon: 'HistoryOutlined',
    rntPage: '/client/review',
  },

  {
    id: 'clientLocation',
    path: '/client/location',
    area: 'uploader',
    layout: 'inside',
    title: 'Location',
    icon: 'EnvironmentOutlined',
  },
  {
    id: 'clientUploads',
    path: '/client/uploads',
    area: 'uploader',
    layout: 'inside',
    title: 'Uploads',
    icon: 'CloudUploadOutlined',
  },
  {
    id: 'clientTodayUploads',
    path: '/client/today-uploads',
    area: 'uploader',
    layout: 'inside',
    title: 'TodayUploads',
    icon: 'CalendarOutlined',
  },

  { id: 'admin', path: '/dbbs/admin', area: 'admin', layout: 'dash', title: 'Admin', icon: 'ControlOutlined' },
  {
    id: 'adSetup',
    path: '/dbbs/ad/setup',
    area: 'admin',
    layout: 'inside',
    title: 'Setup',
    icon: 'SettingOutlined',
    rntPage: '/dbbs/admin',
  },
  {
    id: 'adTeam',
    path: '/dbbs/ad/team',
    area: 'admin',
    layout: 'inside',
    title: 'Team',
    icon: 'TeamOutlined',
    rntPage: '/dbbs/admin',
  },
  {
    id: 'adContent',
    path: '/dbbs/ad/content',
    area: 'admin',
    layout: 'inside',
    title: 'Content',
    icon: 'EditOutlined',
    rntPage: '/dbbs/admin',
  },
  {
    id: 'adTenant',
    path: '/dbbs/ad/tenant',
    area: 'admin',
    layout: 'inside',
    title: 'Tenant',
    icon: 'BankOutlined',
    rntPage: '/dbbs/admin',
  },
  {
    id: 'adLocations',
    path: '/dbbs/ad/locations',
    area: 'admin',
    layout: 'inside',
    title: 'Locations',
    icon: 'EnvironmentOutlined',
    rntPage: '/dbbs/admin',
  },
  {
    id: 'adAssignments',
    path: '/dbbs/ad/assignments',
    area: 'admin',
    layout: 'inside',
    title: 'Assignments',
    icon: 'ApartmentOutlined',
    rntPage: '/dbbs/admin',
  },
  {
    id: 'adReports',
    path: '/dbbs/ad/reports',
    area: 'admin',
    layout: 'dash',
    title: 'Reports',
    icon: 'BarChartOutlined',
    rntPage: '/dbbs/admin',
  },
  {
    id: 'adFileUploads',
    path: '/dbbs/ad/fileuploads',
    area: 'admin',
    layout: 'inside',
    title: 'FileUploads',
    icon: 'CloudServerOutlined',
    rntPage: '/dbbs/admin',
  },
  {
    id: 'adUserAccounts',
    path: '/dbbs/ad/useraccounts',
    area: 'admin',
    layout: 'inside',
    title: 'UserAccounts',
    icon: 'UserOutlined',
    rntPage: '/dbbs/admin',
  },

  { id: 'dbo', path: '/dbbs/dbo', area: 'dbo', layout: 'dash', title: 'Dbo', icon: 'DashboardOutlined' },
  {
    id: 'dboProcessing',
    path: '/dbbs/dboarea/processing',
    area: 'dbo',
    layout: 'inside',
    title: 'Processing',
    icon: 'FormOutlined',
    rntPage: '/dbbs/dbo',
  },
  {
    id: 'dboReports',
    path: '/dbbs/dboarea/dboreports',
    area: 'dbo',
    layout: 'dash',
    title: 'DboReports',
    icon: 'BarChartOutlined',
    rntPage: '/dbbs/dbo',
  },
  {
    id: 'resolutionCenter',
    path: '/dbbs/ResolutionCenter',
    area: 'dbo',
    layout: 'insidenone',
    title: 'ResolutionCenter',
    icon: 'QuestionCircleOutlined',
    rntPage: '/dbbs/dbo',
  },

  { id: 'dbs', path: '/dbbs/dbs', area: 'dbs', layout: 'dash', title: 'Dbs', icon: 'DashboardOutlined' },
  {
    id: 'dbsAssignWork',
    path: '/dbbs/dbsarea/assignWork',
    area: 'dbs',
    layout: 'inside',
    title: 'AssignWork',
    icon: 'UserSwitchOutlined',
    rntPage: '/dbbs/dbs',
  },
  {
    id: 'dbsApprove',
    path: '/dbbs/dbsarea/approve',
    area: 'dbs',
    layout: 'inside',
    title: 'Approve',
    icon: 'CheckCircleOutlined',
    rntPage: '/dbbs/dbs',
  },
  {
    id: 'dbsResolution',
    path: '/dbbs/dbsarea/resolution',
    area: 'dbs',
    layout: 'inside',
    title: 'Resolution',
    icon: 'MessageOutlined',
    rntPage: '/dbbs/dbs',
  },
  {
    id: 'dbsDocument',
    path: '/dbbs/dbsarea/document',
    area: 'dbs',
    layout: 'inside',
    title: 'Document',
    icon: 'FileOutlined',
    rntPage: '/dbbs/dbs',
  },
  {
    id: 'dbsDocItem',
    path: '/dbbs/dbsarea/docuitem',
    area: 'dbs',
    layout: 'inside',
    title: 'DocItem',
    icon: 'UnorderedListOutlined',
    rntPage: '/dbbs/dbs',
  },

  {
    id: 'processDocs',
    path: '/dbbs/ProcessDocs',
    area: 'documents',
    layout: 'inside',
    title: 'ProcessDocs',
    icon: 'FileSyncOutlined',
  },
  {
    id: 'archives',
    path: '/dbbs/archives',
    area: 'documents',
    layout: 'inside',
    title: 'Archives',
    icon: 'InboxOutlined',
  },
];

export function pageConfig(page: Page | undefined): PageConfig {
  return {
    title: page?.title ?? DEFAULT_PAGE_CONFIG.title,
    icon: page?.icon ?? DEFAULT_PAGE_CONFIG.icon,
    rntPage: page?.rntPage ?? DEFAULT_PAGE_CONFIG.rntPage,
  };
}

/** Whether the page pattern is a personal page (My account): no menu entry, no landing page. */
export function isPersonalPage(path: string): boolean {
  return PAGES.some((page) => page.path === path && page.personal === true);
}

export function pageById(id: string): Page | undefined {
  return PAGES.find((page) => page.id === id);
}

/**
 * Matches a concrete pathname against the table, case-sensitively (SPEC paths mix cases,
 * such as /dbbs/ProcessDocs), with a single trailing slash tolerated.
 * Returns the page and its params, or undefined for no match.
 */
export function matchPage(pathname: string): { page: Page; params: Record<string, string> } | undefined {
  const path = withoutTrailingSlash(pathname);
  for (const page of PAGES) {
    const params = matchPattern(page.path, path);
    if (params) return { page, params };
  }
  return undefined;
}

export function withoutTrailingSlash(pathname: string): string {
  return pathname.length > 1 && pathname.endsWith('/') ? pathname.slice(0, -1) : pathname;
}

/** `/blog/:slug` against `/blog/hello` gives {slug: 'hello'}; no match gives undefined. */
export function matchPattern(pattern: string, path: string): Record<string, string> | undefined {
  const want = pattern.split('/');
  const got = path.split('/');
  if (want.length !== got.length) return undefined;
  const params: Record<string, string> = {};
  for (let i = 0; i < want.length; i += 1) {
    const w = want[i] ?? '';
    const g = got[i] ?? '';
    if (w.startsWith(':')) {
      if (g === '') return undefined;
      try {
        params[w.slice(1)] = decodeURIComponent(g);
      } catch {
        return undefined;
      }
    } else if (w !== g) {
      return undefined;
    }
  }
  return params;
}

export function hasParams(path: string): boolean {
  return path.includes('/:');
}
