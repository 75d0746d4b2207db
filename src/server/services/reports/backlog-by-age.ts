/**
 * The open documents now, by state and age (BACKLOG_AGES), exact and without reading every open
 * document: the quarter hours wholly inside one age come from the upload rollup (migration 0015),
 * and only the four quarter hours an age's edge falls in are counted from the documents
 * themselves (by created_at, indexed), so a document uploaded a minute either side of an edge
 * still lands in its own age.
 */
import { sql, type RawBuilder } from 'kysely';
import type { AppContext } from '../../context.js';
import type { ReportScope } from './report-scope.js';
import { DOCUMENT_DAYS } from './document-amounts.js';

const DAY = 86_400_000;
const QUARTER = 15 * 60_000;
/** The ages' edges in days: lt1d | d1to3 | d3to7 | d7to30 | gt30d. */
const EDGE_DAYS = [1, 3, 7, 30] as const;
const AGES = ['lt1d', 'd1to3', 'd3to7', 'd7to30'] as const;

type Row = Record<string, unknown>;

export async function backlogByAge(
  context: Pick<AppContext, 'db'>,
  scope: Pick<ReportScope, 'where'>,
  nowTime: number,
) {
  const edges = EDGE_DAYS.map((days) => nowTime - days * DAY);
  const quarters = edges.map((edge) => Math.floor(edge / QUARTER) * QUARTER);
  const iso = (time: number) => new Date(time).toISOString();
  const age = (column: RawBuilder<unknown>) =>
    sql`(case ${sql.join(
      edges.map((edge, index) => sql`when ${column} >= ${iso(edge)} then ${AGES[index]}`),
      sql` `,
    )} else 'gt30d' end)`;
  const [whole, edge] = await Promise.all([
    sql<Row>`select document.status as status, ${age(sql`document.created_qh`)} as age, sum(document.n) as n
      from ${DOCUMENT_DAYS}
      where document.status <> 'archived' and document.created_qh not in (${sql.join(quarters.map(iso))})
        and ${scope.where('document')}
      group by 1, 2`.execute(context.db),
    sql<Row>`select document.status as status, ${age(sql`document.created_at`)} as age, count(*) as n
      from document
      where (${sql.join(
        quarters.map(
          (quarter) =>
            sql`(document.created_at >= ${iso(quarter)} and document.created_at < ${iso(quarter + QUARTER)})`,
        ),
        sql` or `,
      )}) and document.status <> 'archived' and ${scope.where('document')}
      group by 1, 2`.execute(context.db),
  ]);
  const counts = new Map<string, number>();
  for (const row of [...whole.rows, ...edge.rows]) {
    const key = `${String(row.status)}|${String(row.age)}`;
    counts.set(key, (counts.get(key) ?? 0) + Number(row.n));
  }
  return counts;
}
