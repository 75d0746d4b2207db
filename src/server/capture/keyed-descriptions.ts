/**
 * Descriptions as the back office keyed them. A scan's OCR drops accents and misreads a letter
 * ("Etablissement", "Ad copy paper"); a line read close to a description keyed before for the
 * vendor (or, failing that, at the tenant's other vendors) is suggested as it was keyed.
 */
import { fold } from './layout.js';
import { descriptionWords } from './profile.js';

/** How close (0..1, by edit distance on the folded letters and digits) a reading must be. */
const CLOSE = 0.8;
/** Descriptions kept per vendor profile, newest first. */
export const KEPT_DESCRIPTIONS = 200;

const compact = (text: string) => fold(text).replace(/[^a-z0-9]/g, '');

function distance(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, k) => k);
  for (let i = 1; i <= a.length; i += 1) {
    const current = [i];
    for (let j = 1; j <= b.length; j += 1) {
      current[j] = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1));
    }
    previous = current;
  }
  return previous[b.length]!;
}

/** The newest descriptions first, each once, at most KEPT_DESCRIPTIONS. */
export function keepDescriptions(newest: readonly string[], before: readonly string[] = []): string[] {
  const seen = new Set<string>();
  const kept: string[] = [];
  for (const description of [...newest, ...before]) {
    const key = compact(description);
    if (!key || seen.has(key)) continue;
    seen.add(key);
    kept.push(description);
    if (kept.length === KEPT_DESCRIPTIONS) break;
  }
  return kept;
}

interface Prepared {
  text: string;
  other: string;
  otherWords: string[];
}

/** A list's descriptions folded once, for every line of a document read against it. */
const preparedLists = new WeakMap<readonly string[], Prepared[]>();
function prepared(keyed: readonly string[]): Prepared[] {
  let found = preparedLists.get(keyed);
  if (!found) {
    found = keyed.map((text) => ({ text, other: compact(text), otherWords: descriptionWords(text) }));
    preparedLists.set(keyed, found);
  }
  return found;
}

/** The keyed description the reading is close to, when one is; the closest wins. */
export function closestKeyed(reading: string, keyed: readonly string[]): string | null {
  const read = compact(reading);
  if (!read || !keyed.length) return null;
  const words = new Set(descriptionWords(reading));
  let best: { text: string; similarity: number } | null = null;
  for (const { text: candidate, other, otherWords } of prepared(keyed)) {
    // Only candidates sharing a word with the reading, or of about its length, are compared.
    if (Math.abs(other.length - read.length) > read.length * (1 - CLOSE)) continue;
    if (words.size && !otherWords.some((word) => words.has(word)) && other.length > 12) continue;
    const similarity = 1 - distance(read, other) / Math.max(read.length, other.length);
    if (similarity >= CLOSE && (!best || similarity > best.similarity)) best = { text: candidate, similarity };
    if (similarity === 1) break;
  }
  return best?.text ?? null;
}
