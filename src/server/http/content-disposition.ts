/**
 * A Content-Disposition a browser cannot be tricked by (RFC 6266): a plain-ASCII fallback name
 * with quotes, backslashes and control characters removed, and the real name in filename*
 * (RFC 8187, UTF-8, percent-encoded).
 */
export function contentDisposition(kind: 'inline' | 'attachment', fileName: string): string {
  const isControl = (c: string) => c.charCodeAt(0) < 0x20 || c.charCodeAt(0) === 0x7f;
  const clean =
    [...fileName]
      .map((c) => (isControl(c) || c === '/' || c === '\\' ? '_' : c))
      .join('')
      .trim() || 'file';
  const ascii = clean.replace(/[^\x20-\x7e]/g, '_').replace(/["%;]/g, '_');
  const encoded = encodeURIComponent(clean).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `${kind}; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}
