/**
 * The corpus on disk: for each vendor its documents as PDF (text layer) and scan, with their
 * ground truth, generated once per seed into a temporary folder (never committed).
 */
import fs from 'node:fs';
import path from 'node:path';
import { makeDocument, type GroundTruth } from './document.js';
import { random } from './random.js';
import { scanPdf } from './scan.js';
import { makeVendors, type Vendor } from './vendors.js';

export interface CorpusDocument {
  truth: GroundTruth;
  pdfPath: string;
  scanPath: string | null;
}

export const DOCUMENTS_PER_VENDOR = 10;
/** Bumped when the generator changes, so an older corpus on disk is not reused. */
const GENERATOR_VERSION = 'v2';

export function corpusFolder(seed: number): string {
  return path.resolve(
    process.env.CAPTURE_CORPUS_DIR ?? path.join('.tmp', `capture-corpus-${GENERATOR_VERSION}-${seed}`),
  );
}

/** Generates what is missing and lists the corpus, vendor by vendor, document by document. */
export async function loadCorpus(
  seed: number,
  options: { scans: (vendor: Vendor, index: number) => boolean },
): Promise<{ vendors: Vendor[]; documents: CorpusDocument[] }> {
  const folder = corpusFolder(seed);
  fs.mkdirSync(folder, { recursive: true });
  const vendors = makeVendors(seed);
  const documents: CorpusDocument[] = [];
  for (const vendor of vendors) {
    for (let index = 0; index < DOCUMENTS_PER_VENDOR; index += 1) {
      const name = `${vendor.id}-${String(index + 1).padStart(2, '0')}`;
      const pdfPath = path.join(folder, `${name}.pdf`);
      const truthPath = path.join(folder, `${name}.json`);
      const scanPath = path.join(folder, `${name}.scan.pdf`);
      let truth: GroundTruth;
      if (!fs.existsSync(truthPath) || !fs.existsSync(pdfPath)) {
        const made = await makeDocument(vendor, index, seed);
        fs.writeFileSync(pdfPath, made.pdf);
        fs.writeFileSync(truthPath, JSON.stringify(made.truth, null, 2));
        truth = made.truth;
      } else {
        truth = JSON.parse(fs.readFileSync(truthPath, 'utf8')) as GroundTruth;
      }
      const wantScan = options.scans(vendor, index);
      if (wantScan && !fs.existsSync(scanPath)) {
        const rng = random(seed + index * 97 + Number(vendor.id.slice(1)));
        const degrees = (rng() < 0.5 ? -1 : 1) * (0.5 + rng() * 1.5);
        const dpi = 150 + Math.round(rng() * 5) * 10;
        fs.writeFileSync(scanPath, await scanPdf(fs.readFileSync(pdfPath), { dpi, degrees, seed: seed + index }));
      }
      documents.push({ truth, pdfPath, scanPath: wantScan ? scanPath : null });
    }
  }
  return { vendors, documents };
}

/**
 * The corpus a benchmark run measures, from the environment: CAPTURE_SEED (default 7) picks it;
 * CAPTURE_VENDORS (default all) keeps the first so many vendors; scans are made for the first
 * CAPTURE_SCANS documents of each vendor (default 3; 0 for none), of the first
 * CAPTURE_SCAN_VENDORS vendors (OCR takes seconds a page on a shared machine).
 */
export async function benchCorpus(): Promise<{ documents: CorpusDocument[]; scans: boolean }> {
  const seed = Number(process.env.CAPTURE_SEED ?? 7);
  const scans = Number(process.env.CAPTURE_SCANS ?? 3);
  const vendors = Number(process.env.CAPTURE_VENDORS ?? Infinity);
  const scanVendors = Math.min(vendors, Number(process.env.CAPTURE_SCAN_VENDORS ?? Infinity));
  const started = performance.now();
  const { documents } = await loadCorpus(seed, {
    scans: (vendor, index) => index < scans && Number(vendor.id.slice(1)) <= scanVendors,
  });
  const kept = documents.filter((d) => Number(d.truth.vendorId.slice(1)) <= vendors);
  console.log(
    `corpus: ${kept.length} documents (seed ${seed}), ${kept.filter((d) => d.scanPath).length} scans, ready in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );
  return { documents: kept, scans: scans > 0 };
}
