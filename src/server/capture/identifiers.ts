/**
 * What names a vendor on its documents whatever the layout: tax numbers (VAT, NIF/CIF, SIRET,
 * SIREN, EIN), IBANs, e-mail and web domains. Normalised (uppercase, no spaces) so a number
 * printed "ES B1234 5678" and "ESB12345678" is one identifier.
 */
import type { CaptureWords } from '../../common/schemas/capture.js';
import { pageLines } from './layout.js';

const TAX_LABEL = /\b(?:vat|tva|iva|nif|cif|siret|siren|ein|tax id|vat no|vat number|n[°o] tva|abn|gst)\b/i;
const IBAN = /\b([A-Z]{2}\d{2}(?:[ ]?[A-Z0-9]{4}){2,7}(?:[ ]?[A-Z0-9]{1,4})?)\b/;
const EMAIL = /[A-Z0-9._%+-]+@([A-Z0-9.-]+\.[A-Z]{2,})/i;
const WEB = /\b(?:https?:\/\/)?(?:www\.)([a-z0-9-]+(?:\.[a-z0-9-]+)*\.[a-z]{2,})\b/i;

function ibanValid(iban: string): boolean {
  if (iban.length < 15 || iban.length > 34) return false;
  const moved = iban.slice(4) + iban.slice(0, 4);
  let remainder = 0;
  for (const char of moved) {
    const value = /\d/.test(char) ? char : String(char.charCodeAt(0) - 55);
    for (const digit of value) remainder = (remainder * 10 + Number(digit)) % 97;
  }
  return remainder === 1;
}

/** The identifiers on the page, each once, in the order first seen. */
export function vendorIdentifiers(words: CaptureWords): string[] {
  const found = new Set<string>();
  for (const line of pageLines(words)) {
    const text = line.text;
    const iban = IBAN.exec(text.toUpperCase());
    if (iban) {
      const compact = iban[1]!.replace(/\s/g, '');
      if (ibanValid(compact)) found.add(`IBAN:${compact}`);
    }
    const email = EMAIL.exec(text);
    if (email) found.add(`DOMAIN:${email[1]!.toLowerCase().replace(/^www\./, '')}`);
    const web = WEB.exec(text);
    if (web) found.add(`DOMAIN:${web[1]!.toLowerCase()}`);
    if (TAX_LABEL.test(text)) {
      // The tax number follows its label: letters and digits, at least 8 of them, some digits.
      const after = text.replace(/^.*?\b(?:vat|tva|iva|nif|cif|siret|siren|ein|tax id|abn|gst)\b/i, '');
      for (const match of after.toUpperCase().matchAll(/[A-Z0-9][A-Z0-9 .-]{6,22}[A-Z0-9]/g)) {
        const compact = match[0].replace(/[\s.-]/g, '');
        const digits = compact.replace(/\D/g, '').length;
        if (compact.length >= 8 && compact.length <= 20 && digits >= 6 && !found.has(`IBAN:${compact}`)) {
          if (/^(NO|NUMBER|NUM)/.test(compact)) continue;
          found.add(`TAX:${compact}`);
          break;
        }
      }
    }
  }
  return [...found];
}
