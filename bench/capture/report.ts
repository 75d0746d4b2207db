/**
 * The capture benchmark's table, the same for the engine run offline and through the API: the
 * accuracy rows from the scores, then the timings each run measures its own way.
 */
import { percent, type Scores, type Tally } from './score.js';

/** What one corpus kind (digital PDF or scan) measured. */
export interface Measured {
  scores: Scores;
  /** The same repeat documents, each learned after it is measured (the profile keeps learning). */
  sequential: Scores;
  documents: number;
  matched: Tally;
}

/** A timing row: its label, its values for a run, whether its upper figure is the p95 or the max, its target. */
export type Timing<R extends Measured> = [
  label: string,
  values: (run: R) => number[],
  upper: 'p95' | 'max',
  target: string,
];

export const quantile = (values: number[], q: number): number => {
  if (!values.length) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
};

export const ms = (value: number) =>
  Number.isNaN(value) || !Number.isFinite(value)
    ? 'n/a'
    : value >= 1000
      ? `${(value / 1000).toFixed(2)} s`
      : `${value.toFixed(1)} ms`;

function timing<R extends Measured>([, values, upper]: Timing<R>, run: R | null): string {
  if (!run) return 'n/a';
  const all = values(run);
  return `${ms(quantile(all, 0.5))} / ${ms(upper === 'p95' ? quantile(all, 0.95) : all.length ? Math.max(...all) : NaN)}`;
}

/** The accuracy rows: label, the figure from a run, target. */
const ACCURACY: [string, (run: Measured) => string, string][] = [
  ['header fields exact, repeat vendor', (r) => percent(r.scores.header), '≥ 95 % / ≥ 85 %'],
  [
    'item fields exact (date, description, amount, tax, currency), repeat',
    (r) => percent(r.scores.items),
    '≥ 90 % / ≥ 75 %',
  ],
  ['items: right number of rows, repeat (documents)', (r) => percent(r.scores.rows), '≥ 90 % / ≥ 75 %'],
  ['category, repeat vendor', (r) => percent(r.scores.category), '≥ 80 % / ≥ 80 %'],
  ['category, repeat vendor, every submitted document learned', (r) => percent(r.sequential.category), ''],
  [
    'header / items exact, repeat vendor, every submitted document learned',
    (r) => `${percent(r.sequential.header)} / ${percent(r.sequential.items)}`,
    '',
  ],
  ['total, date and currency, first-seen vendor (rules only)', (r) => percent(r.scores.firstSeen), '≥ 85 % / ≥ 70 %'],
  [
    '"sure" suggestions (≥ SURE) that are right',
    (r) => `${percent(r.scores.sure)} of ${r.scores.sure.total}`,
    '≥ 98 % / ≥ 98 %',
  ],
  ['profile matched to the right vendor, repeat', (r) => `${r.matched.right}/${r.matched.total}`, ''],
];

export function captureTable<R extends Measured>(pdf: R, scan: R | null, sure: number, timings: Timing<R>[]): string {
  const row = (label: string, a: string, b: string, target: string) => `| ${label} | ${a} | ${b} | ${target} |`;
  return [
    `| measure | digital PDF (${pdf.documents} documents) | scan (${scan?.documents ?? 0} documents) | target pdf / scan |`,
    '|---|---|---|---|',
    ...ACCURACY.map(([label, figure, target]) =>
      row(label.replace('SURE', String(sure)), figure(pdf), scan ? figure(scan) : 'n/a', target),
    ),
    ...timings.map((t) => row(`${t[0]}, p50 / ${t[2]}`, timing(t, pdf), timing(t, scan), t[3])),
  ].join('\n');
}

/** The figures behind the table, field by field, and the sure suggestions that were wrong. */
export function captureDetails(label: string, run: Measured): string {
  const by = (tallies: Record<string, Tally>) =>
    Object.entries(tallies)
      .map(([k, t]) => `${k} ${percent(t)}`)
      .join(', ');
  return [
    `${label}: header by field: ${by(run.scores.headerByField)}`,
    `${label}: items by field: ${by(run.scores.itemsByField)}`,
    `${label}: first seen by field: ${by(run.scores.firstSeenByField)}`,
    `${label}: sure and wrong (${run.scores.sureWrong.length}): ${run.scores.sureWrong.slice(0, 15).join('; ')}`,
  ].join('\n');
}
