/**
 * `npm run bench:capture`: the capture engine on the generated corpus, with no server.
 *
 * For each vendor the first document's ground truth is learned (learnProfile); the other nine are
 * matched to a profile (matchProfile) and suggested from it (repeat vendor). Every document is
 * also suggested from the rules alone, as if its vendor were new (first seen). Digital PDFs are
 * all measured; scans (OCR) on CAPTURE_SCANS documents per vendor (default 3: the first and two
 * repeats; 0 for none). CAPTURE_SEED (default 7) picks the corpus, generated into .tmp/.
 * CAPTURE_WORDS_CACHE=1 keeps each file's words (and the time they took) beside it, to re-run the
 * rules without OCR; CAPTURE_DEBUG=1 writes each document's truth and suggestions to .tmp/.
 */
import fs from 'node:fs';
import { performance } from 'node:perf_hooks';
import type { CaptureWords } from '../../src/common/schemas/capture.js';
import {
  closeCaptureOcr,
  learnProfile,
  matchProfile,
  readWords,
  suggest,
  tenantLines,
  type VendorProfile,
} from '../../src/server/capture/index.js';
import { loadCorpus, type CorpusDocument } from './corpus.js';
import { emptyScores, percent, scoreFirstSeen, scoreRepeat, type Scores } from './score.js';

const SEED = Number(process.env.CAPTURE_SEED ?? 7);
const SCANS = Number(process.env.CAPTURE_SCANS ?? 3);
/** Scans for the first this many vendors only (OCR takes seconds a page on a shared machine). */
const SCAN_VENDORS = Number(process.env.CAPTURE_SCAN_VENDORS ?? 99);
const SURE = 0.9;
const DEBUG = !!process.env.CAPTURE_DEBUG;
const CACHE = !!process.env.CAPTURE_WORDS_CACHE;

interface Run {
  scores: Scores;
  /** The same repeat documents, each learned after it is measured (the profile keeps learning). */
  sequential: Scores;
  documents: number;
  readMs: number[];
  readMsPerPage: number[];
  suggestMs: number[];
  readyMsTwoPages: number[];
  learnMs: number[];
  matched: { right: number; total: number };
}

const quantile = (values: number[], q: number): number => {
  if (!values.length) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
};
const ms = (value: number) =>
  Number.isNaN(value) ? 'n/a' : value >= 1000 ? `${(value / 1000).toFixed(2)} s` : `${value.toFixed(1)} ms`;

async function measure(documents: CorpusDocument[], file: (d: CorpusDocument) => string | null): Promise<Run> {
  const run: Run = {
    scores: emptyScores(),
    sequential: emptyScores(),
    documents: 0,
    readMs: [],
    readMsPerPage: [],
    suggestMs: [],
    readyMsTwoPages: [],
    learnMs: [],
    matched: { right: 0, total: 0 },
  };
  const words = new Map<CorpusDocument, { words: CaptureWords; readMs: number }>();
  for (const document of documents) {
    const path = file(document);
    if (!path) continue;
    // The scans' words are kept (CAPTURE_WORDS_CACHE=1) so the rules can be tuned without OCR again.
    const cached = `${path}.words.json`;
    let read: CaptureWords;
    let elapsed: number;
    if (CACHE && fs.existsSync(cached) && fs.statSync(cached).mtimeMs > fs.statSync(path).mtimeMs) {
      ({ read, elapsed } = JSON.parse(fs.readFileSync(cached, 'utf8')) as { read: CaptureWords; elapsed: number });
    } else {
      const started = performance.now();
      read = await readWords(fs.readFileSync(path), 'application/pdf');
      elapsed = performance.now() - started;
      if (CACHE) fs.writeFileSync(cached, JSON.stringify({ read, elapsed }));
    }
    words.set(document, { words: read, readMs: elapsed });
    run.readMs.push(elapsed);
    run.readMsPerPage.push(elapsed / Math.max(1, read.pages.length));
    run.documents += 1;
  }
  // Learn each vendor's first document.
  const profiles = new Map<string, VendorProfile>();
  for (const [document, read] of words) {
    if (!document.truth.document.endsWith('-01')) continue;
    const started = performance.now();
    profiles.set(document.truth.vendorId, learnProfile(read.words, document.truth.keyed, null));
    run.learnMs.push(performance.now() - started);
  }
  // As the product does it: every submitted document teaches its vendor's profile.
  const learning = new Map(profiles);
  for (const [document, read] of words) {
    const id = document.truth.vendorId;
    if (document.truth.document.endsWith('-01') || !learning.has(id)) continue;
    const others = [...learning.entries()].filter(([other]) => other !== id).map(([, profile]) => profile);
    const got = suggest(read.words, learning.get(id)!, tenantLines(others));
    scoreRepeat(run.sequential, document.truth.document, got, document.truth.keyed, SURE);
    learning.set(id, learnProfile(read.words, document.truth.keyed, learning.get(id)!));
  }
  const all = [...profiles.values()];
  const owner = new Map([...profiles.entries()].map(([id, profile]) => [profile, id]));
  for (const [document, read] of words) {
    const name = document.truth.document;
    const first = suggest(read.words, null);
    scoreFirstSeen(run.scores, name, first, document.truth.keyed, SURE);
    if (name.endsWith('-01') || !profiles.has(document.truth.vendorId)) continue;
    const started = performance.now();
    const match = matchProfile(read.words, all);
    const got = suggest(read.words, match?.profile ?? null, tenantLines(all.filter((p) => p !== match?.profile)));
    const elapsed = performance.now() - started;
    run.suggestMs.push(elapsed);
    if (read.words.pages.length === 2) run.readyMsTwoPages.push(read.readMs + elapsed);
    run.matched.total += 1;
    if (match && owner.get(match.profile) === document.truth.vendorId) run.matched.right += 1;
    scoreRepeat(run.scores, name, got, document.truth.keyed, SURE);
    if (DEBUG) {
      fs.mkdirSync('.tmp/capture-debug', { recursive: true });
      fs.writeFileSync(
        `.tmp/capture-debug/${name}-${file === pdfFile ? 'pdf' : 'scan'}.json`,
        JSON.stringify({ truth: document.truth.keyed, got, profile: match?.profile ?? null }, null, 1),
      );
    }
  }
  return run;
}

const pdfFile = (d: CorpusDocument) => d.pdfPath;
const scanFile = (d: CorpusDocument) => d.scanPath;

function table(pdf: Run, scan: Run | null): string {
  const row = (label: string, a: string, b: string, target: string) => `| ${label} | ${a} | ${b} | ${target} |`;
  const s = scan?.scores;
  const lines = [
    `| measure | digital PDF (${pdf.documents} documents) | scan (${scan?.documents ?? 0} documents) | target pdf / scan |`,
    '|---|---|---|---|',
    row(
      'header fields exact, repeat vendor',
      percent(pdf.scores.header),
      s ? percent(s.header) : 'n/a',
      '≥ 95 % / ≥ 85 %',
    ),
    row(
      'item fields exact (date, description, amount, tax, currency), repeat',
      percent(pdf.scores.items),
      s ? percent(s.items) : 'n/a',
      '≥ 90 % / ≥ 75 %',
    ),
    row(
      'items: right number of rows, repeat (documents)',
      percent(pdf.scores.rows),
      s ? percent(s.rows) : 'n/a',
      '≥ 90 % / ≥ 75 %',
    ),
    row('category, repeat vendor', percent(pdf.scores.category), s ? percent(s.category) : 'n/a', '≥ 80 % / ≥ 80 %'),
    row(
      'category, repeat vendor, every submitted document learned',
      percent(pdf.sequential.category),
      scan ? percent(scan.sequential.category) : 'n/a',
      '',
    ),
    row(
      'header / items exact, repeat vendor, every submitted document learned',
      `${percent(pdf.sequential.header)} / ${percent(pdf.sequential.items)}`,
      scan ? `${percent(scan.sequential.header)} / ${percent(scan.sequential.items)}` : 'n/a',
      '',
    ),
    row(
      'total, date and currency, first-seen vendor (rules only)',
      percent(pdf.scores.firstSeen),
      s ? percent(s.firstSeen) : 'n/a',
      '≥ 85 % / ≥ 70 %',
    ),
    row(
      `"sure" suggestions (≥ ${SURE}) that are right`,
      `${percent(pdf.scores.sure)} of ${pdf.scores.sure.total}`,
      s ? `${percent(s.sure)} of ${s.sure.total}` : 'n/a',
      '≥ 98 % / ≥ 98 %',
    ),
    row(
      'profile matched to the right vendor, repeat',
      `${pdf.matched.right}/${pdf.matched.total}`,
      scan ? `${scan.matched.right}/${scan.matched.total}` : 'n/a',
      '',
    ),
    row(
      'words -> suggestions (match + suggest), p50 / p95',
      `${ms(quantile(pdf.suggestMs, 0.5))} / ${ms(quantile(pdf.suggestMs, 0.95))}`,
      scan ? `${ms(quantile(scan.suggestMs, 0.5))} / ${ms(quantile(scan.suggestMs, 0.95))}` : 'n/a',
      '< 50 ms',
    ),
    row(
      'reading the words, per page, p50 / max',
      `${ms(quantile(pdf.readMsPerPage, 0.5))} / ${ms(Math.max(...pdf.readMsPerPage))}`,
      scan ? `${ms(quantile(scan.readMsPerPage, 0.5))} / ${ms(Math.max(...scan.readMsPerPage))}` : 'n/a',
      '',
    ),
    row(
      'ready (read + match + suggest) for 2-page documents, p50 / max',
      `${ms(quantile(pdf.readyMsTwoPages, 0.5))} / ${ms(Math.max(...pdf.readyMsTwoPages))}`,
      scan ? `${ms(quantile(scan.readyMsTwoPages, 0.5))} / ${ms(Math.max(...scan.readyMsTwoPages))}` : 'n/a',
      '≤ 2 s / ≤ 20 s a page',
    ),
    row(
      'learning time per submit, p50 / max',
      `${ms(quantile(pdf.learnMs, 0.5))} / ${ms(Math.max(...pdf.learnMs))}`,
      scan ? `${ms(quantile(scan.learnMs, 0.5))} / ${ms(Math.max(...scan.learnMs))}` : 'n/a',
      '',
    ),
  ];
  return lines.join('\n');
}

function details(label: string, run: Run): string {
  const by = (tallies: Record<string, { right: number; total: number }>) =>
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

const started = performance.now();
const { documents } = await loadCorpus(SEED, {
  scans: (vendor, index) => index < SCANS && Number(vendor.id.slice(1)) <= SCAN_VENDORS,
});
console.log(
  `corpus: ${documents.length} documents (seed ${SEED}), ${documents.filter((d) => d.scanPath).length} scans, generated in ${ms(performance.now() - started)}`,
);
const pdf = await measure(documents, pdfFile);
console.log(details('pdf', pdf));
const scan = SCANS > 0 ? await measure(documents, scanFile) : null;
if (scan) console.log(details('scan', scan));
await closeCaptureOcr();
console.log(`\n${table(pdf, scan)}\n`);
