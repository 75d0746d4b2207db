/**
 * `npm run bench:capture:offline`: the capture engine on the generated corpus, with no server, to
 * tune the rules (`npm run bench:capture` measures the same through the API, bench/capture/http.ts).
 *
 * For each vendor the first document's ground truth is learned (learnProfile); the other nine are
 * matched to a profile (matchProfile) and suggested from it (repeat vendor). Every document is
 * also suggested from the rules alone, as if its vendor were new (first seen). Digital PDFs are
 * all measured; scans (OCR) on CAPTURE_SCANS documents per vendor (default 3: the first and two
 * repeats; 0 for none). CAPTURE_SEED (default 7) picks the corpus, generated into .tmp/, and
 * CAPTURE_VENDORS keeps its first so many vendors (corpus.ts benchCorpus).
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
import { benchCorpus, type CorpusDocument } from './corpus.js';
import { captureDetails, captureTable, type Measured, type Timing } from './report.js';
import { emptyScores, scoreFirstSeen, scoreRepeat } from './score.js';

const SURE = 0.9;
const DEBUG = !!process.env.CAPTURE_DEBUG;
const CACHE = !!process.env.CAPTURE_WORDS_CACHE;

interface Run extends Measured {
  readMs: number[];
  readMsPerPage: number[];
  suggestMs: number[];
  readyMsTwoPages: number[];
  learnMs: number[];
}

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

const TIMINGS: Timing<Run>[] = [
  ['words -> suggestions (match + suggest)', (r) => r.suggestMs, 'p95', '< 50 ms'],
  ['reading the words, per page', (r) => r.readMsPerPage, 'max', ''],
  ['ready (read + match + suggest) for 2-page documents', (r) => r.readyMsTwoPages, 'max', '≤ 2 s / ≤ 20 s a page'],
  ['learning time per submit', (r) => r.learnMs, 'max', ''],
];

const { documents, scans } = await benchCorpus();
const pdf = await measure(documents, pdfFile);
console.log(captureDetails('pdf', pdf));
const scan = scans ? await measure(documents, scanFile) : null;
if (scan) console.log(captureDetails('scan', scan));
await closeCaptureOcr();
console.log(`\n${captureTable(pdf, scan, SURE, TIMINGS)}\n`);
