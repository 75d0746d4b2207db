/** How each vendor writes amounts and dates, in its language. */
import type { DateStyle, Language, Negative, NumberStyle } from './vendors.js';

const MONTHS = {
  en: [
    'January',
    'February',
    'March',
    'April',
    'May',
    'June',
    'July',
    'August',
    'September',
    'October',
    'November',
    'December',
  ],
  es: [
    'enero',
    'febrero',
    'marzo',
    'abril',
    'mayo',
    'junio',
    'julio',
    'agosto',
    'septiembre',
    'octubre',
    'noviembre',
    'diciembre',
  ],
  fr: [
    'janvier',
    'février',
    'mars',
    'avril',
    'mai',
    'juin',
    'juillet',
    'août',
    'septembre',
    'octobre',
    'novembre',
    'décembre',
  ],
};
const SHORT = {
  en: ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'],
  es: ['ene.', 'feb.', 'mar.', 'abr.', 'may.', 'jun.', 'jul.', 'ago.', 'sept.', 'oct.', 'nov.', 'dic.'],
  fr: ['janv.', 'févr.', 'mars', 'avr.', 'mai', 'juin', 'juil.', 'août', 'sept.', 'oct.', 'nov.', 'déc.'],
};

export function formatDate(iso: string, style: DateStyle, language: Language): string {
  const [y, m, d] = iso.split('-') as [string, string, string];
  const base = language === 'en-US' ? 'en' : language;
  const month = Number(m) - 1;
  const day = String(Number(d));
  switch (style) {
    case 'dmy/':
      return `${d}/${m}/${y}`;
    case 'mdy/':
      return `${m}/${d}/${y}`;
    case 'iso':
      return iso;
    case 'dmy.':
      return `${d}.${m}.${y}`;
    case 'dmy-':
      return `${d}-${m}-${y}`;
    case 'words-short':
      return `${day} ${SHORT[base][month]} ${y}`;
    case 'words-long':
      return base === 'es' ? `${day} de ${MONTHS.es[month]} de ${y}` : `${day} ${MONTHS[base][month]} ${y}`;
    case 'us-words':
      return base === 'en' ? `${SHORT.en[month]} ${day}, ${y}` : `${day} ${SHORT[base][month]} ${y}`;
  }
}

/** The number alone: 1,234.56 / 1.234,56 / 1 234,56 (no-break space between thousands). */
export function formatNumber(cents: number, style: NumberStyle): string {
  const whole = Math.floor(Math.abs(cents) / 100);
  const fraction = String(Math.abs(cents) % 100).padStart(2, '0');
  const group = style === 'en' ? ',' : style === 'es' ? '.' : '\u00a0';
  const decimal = style === 'en' ? '.' : ',';
  return `${String(whole).replace(/\B(?=(\d{3})+(?!\d))/g, group)}${decimal}${fraction}`;
}

const SYMBOLS: Record<string, string> = { EUR: '€', GBP: '£', USD: '$', CHF: 'CHF' };

/** An amount as the vendor prints it, with its currency (or none) and its negative sign. */
export function formatAmount(
  cents: number,
  options: { numbers: NumberStyle; currency: string; show: 'symbol' | 'code' | 'none'; negative: Negative },
): string {
  let text = formatNumber(cents, options.numbers);
  if (options.show === 'symbol') {
    const symbol = SYMBOLS[options.currency] ?? options.currency;
    text = options.numbers === 'en' && symbol.length === 1 ? `${symbol}${text}` : `${text} ${symbol}`;
  } else if (options.show === 'code') {
    text = `${text} ${options.currency}`;
  }
  if (cents >= 0) return text;
  if (options.negative === 'parens') return `(${text})`;
  if (options.negative === 'trailing') return `${text}-`;
  return `-${text}`;
}
