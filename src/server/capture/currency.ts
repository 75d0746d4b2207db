/**
 * The currency a document is in, from the signs and ISO codes it prints. A dollar sign alone is
 * read as US dollars, less surely than a code: Canada, Australia and Mexico write it too.
 */
const SIGNS: readonly (readonly [RegExp, string, number])[] = [
  [/US\$/i, 'USD', 0.95],
  [/(?:CA\$|C\$)/i, 'CAD', 0.95],
  [/A\$/i, 'AUD', 0.95],
  [/€/, 'EUR', 0.97],
  [/£/, 'GBP', 0.97],
  [/¥/, 'JPY', 0.8],
  [/\$/, 'USD', 0.8],
];

export const ISO_CURRENCIES = [
  'EUR',
  'USD',
  'GBP',
  'CHF',
  'CAD',
  'AUD',
  'JPY',
  'MXN',
  'SEK',
  'NOK',
  'DKK',
  'PLN',
  'CZK',
  'HUF',
  'RON',
  'BGN',
  'MAD',
  'CNY',
  'BRL',
  'ARS',
  'CLP',
  'COP',
  'NZD',
  'XOF',
] as const;

const CODE = new RegExp(`(?:^|[^A-Z])(${ISO_CURRENCIES.join('|')})(?:[^A-Z]|$)`);

/** The ISO code a piece of text names (a code, or a sign), or null. */
export function currencyInText(text: string): string | null {
  return currencyWithConfidence(text)?.code ?? null;
}

/** The ISO code a piece of text names, and how sure that reading is. */
export function currencyWithConfidence(text: string): { code: string; confidence: number } | null {
  const code = CODE.exec(text.toUpperCase());
  if (code) return { code: code[1]!, confidence: 0.97 };
  if (/\bFr\.?\s?\d|\bSFr\b/i.test(text)) return { code: 'CHF', confidence: 0.85 };
  for (const [sign, iso, confidence] of SIGNS) if (sign.test(text)) return { code: iso, confidence };
  return null;
}
