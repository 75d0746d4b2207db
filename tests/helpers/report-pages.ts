/**
 * The pages that draw charts, each with a demo account that may open it, that account's landing
 * page, and the page's root element: the report tests and the charts benchmark walk the same set.
 */
export const REPORT_PAGES = [
  { email: 'hq@demo.dbbs.test', landing: '/client/hq', path: '/client/hq', root: 'report-client-hq' },
  { email: 'hq@demo.dbbs.test', landing: '/client/hq', path: '/client/hqreports', root: 'report-client-reports' },
  { email: 'hq@demo.dbbs.test', landing: '/client/hq', path: '/client/hqexecutive', root: 'report-client-executive' },
  { email: 'dbo@demo.dbbs.test', landing: '/dbbs/dbo', path: '/dbbs/dboarea/dboreports', root: 'report-dbo' },
  { email: 'admin@demo.dbbs.test', landing: '/dbbs/admin', path: '/dbbs/ad/reports', root: 'report-admin' },
  { email: 'dbs@demo.dbbs.test', landing: '/dbbs/dbs', path: '/dbbs/dbs', root: 'queue-over-time' },
] as const;
