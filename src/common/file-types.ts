/**
 * Which label a file type is shown by: the API keeps MIME types (`application/pdf`), people read
 * "PDF document". The key names a label under `common:labels.fileTypes`; an unknown type falls
 * back to its short name ("XML file").
 */
const KEYS: Record<string, string> = {
  'application/pdf': 'pdf',
  'image/png': 'png',
  'image/jpeg': 'jpeg',
  'image/jpg': 'jpeg',
  'image/tiff': 'tiff',
  'image/gif': 'gif',
  'image/webp': 'webp',
  'image/heic': 'heic',
  'text/csv': 'csv',
  'text/plain': 'text',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': 'xlsx',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': 'docx',
  'application/zip': 'zip',
};

/** The MIME types that have a label of their own, for pickers. */
export const LABELLED_FILE_TYPES = Object.keys(KEYS).filter((type) => type !== 'image/jpg');

export function fileTypeLabelKey(mimeType: string): { key: string; type: string } {
  const bare = mimeType.split(';')[0]?.trim().toLowerCase() ?? '';
  const known = KEYS[bare];
  if (known) return { key: known, type: known.toUpperCase() };
  const subtype = bare.split('/')[1] ?? bare;
  // `vnd.ms-excel` → EXCEL, `x-foo+xml` → XML: the most telling part of the subtype.
  const short = subtype.split('+').pop()?.split(/[.-]/).pop() ?? subtype;
  return { key: 'other', type: (short || bare || '?').toUpperCase() };
}
