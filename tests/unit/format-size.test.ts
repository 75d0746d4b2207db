/** One size formatter and one unit system for the whole portal (issue 15 section 5). */
import { describe, expect, it } from 'vitest';
import { BYTES_PER_MB, formatSize } from '../../src/common/format-size';

const plain = (text: string) => text.replace(/\u00a0/g, ' ');

describe('formatSize', () => {
  it('writes bytes with a unit symbol, never the word byte', () => {
    expect(plain(formatSize(603, 'en'))).toBe('603 B');
    expect(plain(formatSize(232, 'es'))).toBe('232 B');
    expect(plain(formatSize(0, 'en'))).toBe('0 B');
  });

  it('steps by 1024, as the setup screen does: 25 MB is 25 MB everywhere', () => {
    expect(plain(formatSize(25 * BYTES_PER_MB, 'en'))).toBe('25 MB');
    expect(plain(formatSize(1536, 'en'))).toBe('1.5 KB');
    expect(plain(formatSize(3 * 1024 * BYTES_PER_MB, 'en'))).toBe('3 GB');
  });

  it('uses the reader language for the number and, in French, the octet symbols', () => {
    expect(plain(formatSize(1536, 'es'))).toBe('1,5 KB');
    expect(plain(formatSize(25 * BYTES_PER_MB, 'fr'))).toBe('25 Mo');
    expect(formatSize(25 * BYTES_PER_MB, 'en')).toContain('\u00a0');
  });
});
