/** The Range header of downloads: one byte range, or the whole file, or unsatisfiable. */
import { describe, expect, it } from 'vitest';
import { byteRange } from '../../src/server/http/byte-range.js';

describe('byteRange', () => {
  it.each([
    [undefined, 100, { kind: 'whole' }],
    ['bytes=0-9', 100, { kind: 'part', start: 0, end: 9 }],
    ['bytes=90-', 100, { kind: 'part', start: 90, end: 99 }],
    ['bytes=90-500', 100, { kind: 'part', start: 90, end: 99 }],
    ['bytes=-10', 100, { kind: 'part', start: 90, end: 99 }],
    ['bytes=-500', 100, { kind: 'part', start: 0, end: 99 }],
    ['bytes=99-99', 100, { kind: 'part', start: 99, end: 99 }],
    ['bytes=100-', 100, { kind: 'unsatisfiable' }],
    ['bytes=-0', 100, { kind: 'unsatisfiable' }],
    ['bytes=0-', 0, { kind: 'unsatisfiable' }],
    // Ignored, so the whole file: several ranges, another unit, garbage, a reversed range.
    ['bytes=0-1,5-6', 100, { kind: 'whole' }],
    ['items=0-9', 100, { kind: 'whole' }],
    ['bytes=abc', 100, { kind: 'whole' }],
    ['bytes=-', 100, { kind: 'whole' }],
    ['bytes=9-3', 100, { kind: 'whole' }],
    ['bytes=1234567890123456789-', 100, { kind: 'whole' }],
  ])('reads %j of %i bytes', (header, size, expected) => {
    expect(byteRange(header, size)).toEqual(expected);
  });
});
