/**
 * Every text a report page names exists in every offered language: the charts' titles, notes
 * and table columns, and the series names, which the shared chart shapes look up only when a
 * chart's rows are built (so no static scan of t() calls sees them).
 */
import { describe, expect, it } from 'vitest';
import type { ChartContext, ReportPageSpec } from '../../src/web/features/reports/chart-spec';
import { ADMIN_PAGE } from '../../src/web/features/reports/pages/admin-page';
import { BREAKDOWNS_PAGE } from '../../src/web/features/reports/pages/breakdowns-page';
import { CLIENT_HQ_PAGE } from '../../src/web/features/reports/pages/client-hq-page';
import { DBO_PAGE } from '../../src/web/features/reports/pages/dbo-page';
import { EXECUTIVE_PAGE } from '../../src/web/features/reports/pages/executive-page';
import { QUEUE_PAGE } from '../../src/web/features/reports/pages/queue-page';
import { testI18n } from './render';

const PAGES = [
  ADMIN_PAGE,
  BREAKDOWNS_PAGE,
  CLIENT_HQ_PAGE,
  DBO_PAGE,
  EXECUTIVE_PAGE,
  QUEUE_PAGE,
] as ReportPageSpec<never>[];

/** The keys of the reports texts the pages name, series names included. */
function namedKeys(): { keys: Set<string>; series: string[] } {
  const keys = new Set<string>();
  const series: string[] = [];
  const t = ((key: string) => {
    // A name built from the row's own field (an age bucket, a kind of reason) is the answer's
    // word, not the page's: with an empty row it reads "undefined" and is left out.
    if (key.startsWith('reports:') && !key.endsWith('.undefined')) series.push(key.slice('reports:'.length));
    return key;
  }) as unknown as ChartContext['t'];
  // An answer whose every table holds one empty row: each series chart names its series.
  const answer = new Proxy({}, { get: () => [{}] }) as never;
  const context = { t, formats: {}, filters: { from: '2026-11-01', to: '2026-11-30' }, audience: 'client' };
  for (const chart of PAGES.flatMap((page) => page.charts)) {
    keys.add(chart.title);
    if (chart.note) keys.add(chart.note);
    for (const column of chart.columns) keys.add(column.title);
    if (chart.chart.series) chart.rows(answer, context as unknown as ChartContext);
  }
  return { keys, series };
}

describe('the report pages’ texts', () => {
  it('name their series when their rows are built', () => {
    const { series } = namedKeys();
    expect(series).toEqual(expect.arrayContaining(['series.arrivals', 'series.completions', 'series.reopened']));
  });

  it.each(['en', 'es', 'fr'])('exist in %s', async (language) => {
    const i18n = await testI18n(language);
    const { keys, series } = namedKeys();
    // A key is the reports texts' own, unless it names another namespace ("shared:due.rule").
    const text = (named: string) => {
      const [ns, key] = named.includes(':') ? named.split(':') : ['reports', named];
      const bundle = i18n.getResourceBundle(language, ns!) as Record<string, unknown>;
      return key!.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)?.[part], bundle);
    };
    const missing = [...keys, ...series].filter((key) => typeof text(key) !== 'string' || text(key) === '');
    expect(missing).toEqual([]);
  });
});
