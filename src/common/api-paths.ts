/**
 * Every API path, written once. The server declares its routes with these templates and the web
 * calls them through `apiPath(template, params, query)`, so a path renamed here moves on both
 * sides and a typo fails `npm run typecheck`. Flat CRUD resources (`/api/<resource>`) are reached
 * through Refine's data provider by their resource name instead.
 */
export const API_PATHS = {
  authUser: '/api/authuser',
  health: '/api/health',
  accessPolicy: '/api/access/policy',
  live: '/api/live',
  apiKeys: {
    list: '/api/api-keys',
    revoke: '/api/api-keys/:id/revoke',
  },
  sync: {
    documents: '/api/sync/documents',
  },
  account: {
    one: '/api/account',
    signOutEverywhere: '/api/account/sign-out-everywhere',
    verificationMail: '/api/account/verification-mail',
  },
  admin: {
    policy: '/api/admin/policy',
    policyExplain: '/api/admin/policy/explain',
    policyHistory: '/api/admin/policy/history',
    policyRevert: '/api/admin/policy/revert/:changeId',
    summary: '/api/admin/summary',
    textBackfill: '/api/admin/text-backfill',
    userAccounts: '/api/admin/user-accounts',
    userAccount: '/api/admin/user-accounts/:id',
    userAccountActive: '/api/admin/user-accounts/:id/active',
  },
  documents: {
    one: '/api/documents/:id',
    step: '/api/documents/:id/:step',
    draft: '/api/documents/:id/draft',
    timeline: '/api/documents/:id/timeline',
    suggestions: '/api/documents/:id/suggestions',
    work: '/api/documents/:id/work',
    acceptMany: '/api/documents/accept-many',
    approveMany: '/api/documents/approve-many',
    assignMany: '/api/documents/assign-many',
    dashboard: '/api/documents/dashboard',
    distribute: '/api/documents/distribute',
    myQueue: '/api/documents/my-queue',
    reasonCodes: '/api/documents/reason-codes',
    search: '/api/documents/search',
    startNext: '/api/documents/start-next',
    workload: '/api/documents/workload',
  },
  docItems: {
    across: '/api/doc-items/across',
    acrossTotals: '/api/doc-items/across/totals',
    acrossCsv: '/api/doc-items/across.csv',
  },
  exports: {
    archivedDocuments: '/api/exports/archived-documents',
    files: '/api/exports/files',
  },
  issues: {
    inbox: '/api/issues/inbox',
    thread: '/api/issues/:id/thread',
    read: '/api/issues/:id/read',
    messages: '/api/issues/:id/messages',
    resolve: '/api/issues/:id/resolve',
    reopen: '/api/issues/:id/reopen',
  },
  mailIntake: {
    location: '/api/mail-intake/locations/:id',
    rotate: '/api/mail-intake/locations/:id/rotate',
    senders: '/api/mail-intake/locations/:id/senders',
    sender: '/api/mail-intake/senders/:id',
    refusals: '/api/mail-intake/refusals',
  },
  webhooks: {
    list: '/api/webhooks',
    one: '/api/webhooks/:id',
    deliveries: '/api/webhooks/:id/deliveries',
    test: '/api/webhooks/:id/test',
    replay: '/api/webhook-deliveries/:id/replay',
  },
  notifications: {
    list: '/api/notifications',
    read: '/api/notifications/:id/read',
    readAll: '/api/notifications/read-all',
    unreadCount: '/api/notifications/unread-count',
    preferences: '/api/notifications/preferences',
  },
  public: {
    guest: '/api/public/guest',
    passwordReset: '/api/public/password-reset',
    signInLink: '/api/public/sign-in-link',
    screenHelp: '/api/public/screen-help',
    signInMethods: '/api/public/sign-in-methods',
    training: '/api/public/training',
  },
  reports: {
    admin: '/api/reports/admin',
    clientBreakdowns: '/api/reports/client-breakdowns',
    clientHq: '/api/reports/client-hq',
    dbo: '/api/reports/dbo',
    executive: '/api/reports/executive',
    queue: '/api/reports/queue',
  },
  uploadHistory: {
    list: '/api/upload-history',
    exportCsv: '/api/upload-history/export.csv',
    uploaders: '/api/upload-history/uploaders',
  },
  uploads: {
    content: '/api/uploads/:id/content',
    previewUrl: '/api/uploads/:id/preview-url',
    preview: '/api/uploads/preview/:id',
    tus: '/api/uploads/tus',
    tusUpload: '/api/uploads/tus/:id',
    tusResult: '/api/uploads/tus-result/:id',
  },
} as const;

/** Where the flat CRUD resources live (`/api/<resource>`): the base of Refine's data provider. */
export const API_BASE = '/api';

type Query = Record<string, string | number | boolean | readonly (string | number)[] | null | undefined>;

/**
 * A path template filled in: each `:name` from params (URL-encoded), then the query's defined
 * values (arrays repeat the name, as the list filters read them).
 */
export function apiPath(template: string, params: Record<string, string | number> = {}, query: Query = {}): string {
  const path = template.replace(/:([A-Za-z0-9_]+)/g, (_match, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`apiPath: ${template} needs ${name}`);
    return encodeURIComponent(String(value));
  });
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) {
    if (value === undefined || value === null || value === '') continue;
    for (const one of Array.isArray(value) ? value : [value]) search.append(name, String(one));
  }
  const text = search.toString();
  return text ? `${path}?${text}` : path;
}
