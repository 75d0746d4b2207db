/**
 * Where the page a list asks for ends (`_start` and `_end`, Refine's simple-rest paging): a list
 * without `_end` gets its most rows; an empty or reversed range, or more than the most, is 400.
 */
import { HttpError } from '../errors.js';

export function pageEnd(query: { _start: number; _end?: number | undefined }, maxRows: number): number {
  const end = query._end ?? query._start + maxRows;
  if (end <= query._start || end - query._start > maxRows) {
    throw new HttpError(400, 'tooManyRows', { params: { max: maxRows } });
  }
  return end;
}
