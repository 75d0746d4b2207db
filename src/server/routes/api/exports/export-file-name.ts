/** An export's download name: what it holds and its period, e.g. archived-documents-2024-01-01-to-2024-03-31.csv. */
export function exportFileName(what: string, period: { from?: string; to?: string }, extension: string): string {
  const from = period.from ?? 'start';
  const to = period.to ?? new Date().toISOString().slice(0, 10);
  return `${what}-${from}-to-${to}.${extension}`;
}
