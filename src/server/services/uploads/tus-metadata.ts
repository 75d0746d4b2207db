/** The tus Upload-Metadata header: comma-separated "key base64value" pairs (tus 1.0.0, creation). */
export function parseMetadataHeader(header: string | string[] | undefined): Record<string, string> {
  const text = Array.isArray(header) ? header.join(',') : (header ?? '');
  const out: Record<string, string> = {};
  for (const pair of text.split(',')) {
    const [key, value, extra] = pair.trim().split(' ');
    if (!key || extra !== undefined || !/^[A-Za-z0-9_.-]{1,64}$/.test(key)) continue;
    out[key] = value ? Buffer.from(value, 'base64').toString('utf8') : '';
  }
  return out;
}
