/**
 * The capture engine: a file's words with their boxes, suggestions for its header and lines, and
 * the vendor profiles learned from what the back office keyed. A foundation: no database, no
 * services; the caller stores the words and the profiles.
 */
export { readWords } from './read-words.js';
export { wordsText } from './words-text.js';
export type { TenantLines, VendorProfile } from './profile.js';
export { tenantLines } from './profile.js';
export { vendorIdentifiers } from './identifiers.js';
export { matchProfile } from './match.js';
export { suggest } from './suggest.js';
export { learnProfile } from './learn.js';
export { closeCaptureOcr } from './ocr.js';
