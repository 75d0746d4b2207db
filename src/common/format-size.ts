/**
 * The one way the portal writes a size (issue 15): binary steps of 1024, the units people read
 * on their own computers (B, KB, MB, GB; o, Ko, Mo, Go in French), the number in the reader's
 * language. The setup screen's "MB" field uses the same step, so a limit of 25 MB reads 25 MB
 * on the setup screen, the upload page and the upload history alike.
 */
export const BYTES_PER_KB = 1024;
export const BYTES_PER_MB = BYTES_PER_KB * BYTES_PER_KB;

const SYMBOLS: Record<string, readonly string[]> = {
  en: ['B', 'KB', 'MB', 'GB', 'TB'],
  fr: ['o', 'Ko', 'Mo', 'Go', 'To'],
};

function symbolsFor(language: string): readonly string[] {
  return SYMBOLS[language.slice(0, 2)] ?? (SYMBOLS.en as readonly string[]);
}

export function formatSize(bytes: number, language: string): string {
  const symbols = symbolsFor(language);
  let value = Math.max(0, bytes);
  let step = 0;
  while (value >= BYTES_PER_KB && step < symbols.length - 1) {
    value /= BYTES_PER_KB;
    step += 1;
  }
  const number = new Intl.NumberFormat(language, { maximumFractionDigits: step === 0 ? 0 : 1 }).format(value);
  // A no-break space keeps the number and its unit on one line.
  return `${number}\u00a0${symbols[step]}`;
}
