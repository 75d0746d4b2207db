/**
 * A DBO's own throughput (submits per day), average handling time (from taking a document up —
 * the last step into processing — to its submit) and send-back rate (the send-backs of documents
 * whose last submit was theirs, over their submits), beside the median of the members of their
 * teams. Per person and day in SQL; the median of those few rows here.
 */
import { sql, type RawBuilder } from 'kysely';
import type { DboReport } from '../../../common/schemas/reports.js';
import { teamsOf } from '../../auth/scope.js';
import { automationRows } from './automation-rate.js';
import { STEPS } from './document-amounts.js';
import type { ReportDefinition } from './report-definition.js';
import { bucketCase, median, periodOf, withinBuckets } from './report-scope.js';

type Row = Record<string, unknown>;

export const dboReport: ReportDefinition<DboReport> = {
  csvName: 'dbo',
  build: async (context, scope) => {
    const me = scope.principal.id;
    const { days, start, end } = periodOf(scope);
    const teams = teamsOf(me);
    const members = await sql<{ user_id: string }>`select user_id from team_member where team_id in (${teams})`.execute(
      context.db,
    );
    const people = [...new Set([me, ...members.rows.map((row) => String(row.user_id))])];
    // Each submit's person and handling hours, and each send-back's DBO (the document's last
    // submitter), were decided when the step happened (the step rollup, migration 0017).
    const perPerson = (action: string, extra: RawBuilder<unknown>) => sql<Row>`select
      ${bucketCase(sql`at_qh`, days)} as k, person, sum(n) as n${extra}
    from ${STEPS}
    where action = ${action} and ${withinBuckets(sql`at_qh`, days)} and person in (${sql.join(people)})
      and ${scope.where('document_step_count')}
    group by 1, person`;
    const [submits, sendBacks] = await Promise.all([
      perPerson('submit', sql`, sum(hours) as hours, sum(timed) as timed`).execute(context.db),
      perPerson('send-back', sql``).execute(context.db),
    ]);
    const key = (day: string, person: string) => `${day}|${person}`;
    const submitted = new Map(submits.rows.map((row) => [key(String(row.k), String(row.person)), row]));
    const backs = new Map(sendBacks.rows.map((row) => [key(String(row.k), String(row.person)), Number(row.n)]));
    const totals = new Map(people.map((person) => [person, { n: 0, hours: 0, timed: 0, backs: 0 }]));
    const answerDays = days.map(({ key: day }) => {
      for (const person of people) {
        const row = submitted.get(key(day, person));
        const total = totals.get(person)!;
        total.n += Number(row?.n ?? 0);
        total.hours += Number(row?.hours ?? 0);
        total.timed += Number(row?.timed ?? 0);
        total.backs += backs.get(key(day, person)) ?? 0;
      }
      const mine = submitted.get(key(day, me));
      const n = Number(mine?.n ?? 0);
      const timed = Number(mine?.timed ?? 0);
      const sentBack = backs.get(key(day, me)) ?? 0;
      return {
        day,
        submitted: n,
        avgHandlingHours: timed ? Number(mine?.hours ?? 0) / timed : null,
        sentBack,
        sendBackRate: n ? sentBack / n : null,
        teamMedianSubmitted: median(people.map((person) => Number(submitted.get(key(day, person))?.n ?? 0))),
      };
    });
    const mine = totals.get(me)!;
    const all = [...totals.values()];
    const automation = await automationRows(
      context,
      scope,
      start,
      end,
      ['vendor'],
      me,
    );
    return {
      ...scope.meta,
      days: answerDays,
      mine: {
        submitted: mine.n,
        avgHandlingHours: mine.timed ? mine.hours / mine.timed : null,
        sentBack: mine.backs,
        sendBackRate: mine.n ? mine.backs / mine.n : null,
      },
      team: {
        members: people.length,
        medianSubmitted: median(all.map((total) => total.n)),
        medianHandlingHours: median(all.filter((total) => total.timed).map((total) => total.hours / total.timed)),
        medianSendBackRate: median(all.filter((total) => total.n).map((total) => total.backs / total.n)),
      },
      automation,
    };
  },
  tables: (answer) => ({ days: answer.days, automation: answer.automation }),
};
