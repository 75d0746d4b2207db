/**
 * Which of the tenant's vendor profiles a file belongs to: a shared identifier (tax number, IBAN,
 * domain) settles it; otherwise the vendor's name printed near the top, and its table heading.
 */
import type { CaptureWords } from '../../common/schemas/capture.js';
import { fold, pageLines } from './layout.js';
import { vendorIdentifiers } from './identifiers.js';
import type { VendorProfile } from './profile.js';

export function matchProfile(
  words: CaptureWords,
  profiles: readonly VendorProfile[],
): { profile: VendorProfile; score: number } | null {
  if (!profiles.length) return null;
  const identifiers = new Set(vendorIdentifiers(words));
  const lines = pageLines(words);
  const top = lines.filter((l) => l.page === 1 && l.box[1] < 0.35).map((l) => fold(l.text));
  const all = new Set(lines.map((l) => fold(l.text)));
  let best: { profile: VendorProfile; score: number } | null = null;
  for (const profile of profiles) {
    const shared = profile.identifiers.filter((id) => identifiers.has(id));
    const taxOrIban = shared.some((id) => id.startsWith('TAX:') || id.startsWith('IBAN:'));
    let score = 0;
    if (shared.length) score = (taxOrIban ? 0.9 : 0.8) + 0.1 * Math.min(1, shared.length / 3);
    const name = profile.nameText ?? fold(profile.vendor);
    if (name && top.some((t) => t.includes(name))) score = Math.max(score, 0.7) + (score ? 0.05 : 0);
    if (profile.table && all.has(profile.table.heading)) score += score ? 0.02 : 0.2;
    if (score > (best?.score ?? 0)) best = { profile, score: Math.min(1, score) };
  }
  return best && best.score >= 0.6 ? best : null;
}
