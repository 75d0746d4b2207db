/**
 * A hit's snippet: the field where the query's words matched best (most distinct words, then
 * the most telling field), cut around the first match, as parts with the matched words marked.
 * Built from the rows, not by the engine, so both engines answer the same snippet.
 */
import type { SearchSnippet, SnippetField, SnippetPart } from '../../../common/schemas/archive.js';

/** The fields in the order a tie prefers them (a number or vendor says more than file text). */
const ORDER: SnippetField[] = ['docNumber', 'vendor', 'item', 'fileName', 'issue', 'fileText'];
const AROUND = 60;

interface Token {
  start: number;
  end: number;
  word: string;
}

function tokens(text: string): Token[] {
  const found: Token[] = [];
  for (const match of text.matchAll(/[\p{L}\p{N}]+/gu)) {
    found.push({ start: match.index, end: match.index + match[0].length, word: match[0].toLowerCase() });
  }
  return found;
}

function matches(token: Token, words: readonly string[]): number {
  const last = words.length - 1;
  return words.findIndex((word, index) => token.word === word || (index === last && token.word.startsWith(word)));
}

export function buildSnippet(
  fields: Partial<Record<SnippetField, string | null>>,
  words: readonly string[],
): SearchSnippet | null {
  if (words.length === 0) return null;
  let best: { field: SnippetField; text: string; hits: Token[]; distinct: number } | undefined;
  for (const field of ORDER) {
    const text = fields[field];
    if (!text) continue;
    const hits: Token[] = [];
    const seen = new Set<number>();
    for (const token of tokens(text)) {
      const index = matches(token, words);
      if (index >= 0) {
        hits.push(token);
        seen.add(index);
      }
    }
    if (seen.size > (best?.distinct ?? 0)) best = { field, text, hits, distinct: seen.size };
  }
  if (!best) return null;
  const first = best.hits[0] as Token;
  const from = Math.max(0, first.start - AROUND);
  const to = Math.min(best.text.length, first.end + AROUND * 2);
  const parts: SnippetPart[] = [];
  let at = from;
  for (const hit of best.hits) {
    if (hit.start < from || hit.end > to) continue;
    if (hit.start > at) parts.push({ text: best.text.slice(at, hit.start) });
    parts.push({ text: best.text.slice(hit.start, hit.end), hit: true });
    at = hit.end;
  }
  if (at < to) parts.push({ text: best.text.slice(at, to) });
  if (from > 0) parts.unshift({ text: '… ' });
  if (to < best.text.length) parts.push({ text: ' …' });
  return { field: best.field, parts };
}
