/**
 * The words invoices, receipts and credit notes label their fields and columns with, in English,
 * Spanish and French, folded (lowercase, no accents, º and ° as "o"). A label is matched against
 * the start of a run of words on a line.
 */
import { fold, type Line } from './layout.js';

export type HeaderLabel = 'docNumber' | 'docDate' | 'total' | 'notTotal' | 'notDate';

export const HEADER_LABELS: Record<HeaderLabel, readonly string[]> = {
  docNumber: [
    'invoice no',
    'invoice number',
    'invoice #',
    'invoice nr',
    'invoice',
    'receipt no',
    'receipt number',
    'receipt #',
    'credit note no',
    'credit note number',
    'credit note #',
    'credit note',
    'document no',
    'bill no',
    'factura no',
    'factura n o',
    'factura n',
    'no factura',
    'no de factura',
    'n o de factura',
    'n o factura',
    'numero de factura',
    'numero factura',
    'factura',
    'recibo no',
    'recibo n o',
    'ticket no',
    'ticket n o',
    'nota de credito no',
    'nota de credito n o',
    'abono no',
    'abono n o',
    'factura rectificativa no',
    'factura rectificativa n o',
    'facture no',
    'facture n o',
    'no de facture',
    'n o de facture',
    'numero de facture',
    'facture',
    'avoir no',
    'avoir n o',
    'no d avoir',
    'recu no',
    'recu n o',
    'ticket',
    'ref',
    'reference',
    'referencia',
  ],
  docDate: [
    'date',
    'invoice date',
    'receipt date',
    'issue date',
    'date of issue',
    'dated',
    'issued',
    'fecha',
    'fecha de factura',
    'fecha de emision',
    'fecha factura',
    'date de facture',
    'date d emission',
    'date de l avoir',
    'le',
  ],
  total: [
    'total',
    'total due',
    'amount due',
    'grand total',
    'total amount',
    'balance due',
    'total to pay',
    'total eur',
    'total ttc',
    'montant ttc',
    'net a payer',
    'total a payer',
    'montant total',
    'total general',
    'importe total',
    'total a pagar',
    'total factura',
    'total iva incluido',
    'total con iva',
    'total credit',
    'total refund',
    'total a rembourser',
    'total abono',
    'total avoir',
  ],
  notTotal: [
    'subtotal',
    'sub total',
    'sous total',
    'total ht',
    'total net',
    'net total',
    'total tax',
    'total vat',
    'total iva',
    'total tva',
    'base imponible',
    'total sin iva',
    'montant ht',
    'total excl',
    'total before tax',
    'total hors taxes',
    'total items',
    'total lines',
    'total qty',
    'tax',
    'vat',
    'iva',
    'tva',
  ],
  notDate: [
    'due date',
    'due',
    'payment due',
    'fecha de vencimiento',
    'vencimiento',
    'date d echeance',
    'echeance',
    'delivery date',
    'fecha de entrega',
    'date de livraison',
    'order date',
    'period',
    'periodo',
    'periode',
  ],
};

/** How strongly a total label names the grand total (a higher one wins over "Total"). */
export function totalStrength(label: string): number {
  if (label === 'total') return 1;
  if (/ttc|due|grand|pagar|payer|importe|general|incluido|con iva|refund|rembourser/.test(label)) return 3;
  return 2;
}

export type ColumnRole = 'description' | 'qty' | 'unit' | 'tax' | 'taxRate' | 'amount' | 'date' | 'code';

const COLUMN_WORDS: readonly (readonly [string, ColumnRole])[] = [
  ['description', 'description'],
  ['item', 'description'],
  ['items', 'description'],
  ['details', 'description'],
  ['concepto', 'description'],
  ['descripcion', 'description'],
  ['articulo', 'description'],
  ['designation', 'description'],
  ['libelle', 'description'],
  ['article', 'description'],
  ['produit', 'description'],
  ['product', 'description'],
  ['service', 'description'],
  ['qty', 'qty'],
  ['quantity', 'qty'],
  ['cant', 'qty'],
  ['cantidad', 'qty'],
  ['uds', 'qty'],
  ['qte', 'qty'],
  ['quantite', 'qty'],
  ['units', 'qty'],
  ['unit price', 'unit'],
  ['price', 'unit'],
  ['rate', 'unit'],
  ['precio', 'unit'],
  ['precio unit', 'unit'],
  ['p unit', 'unit'],
  ['prix unitaire', 'unit'],
  ['prix', 'unit'],
  ['pu', 'unit'],
  ['p u', 'unit'],
  ['pu ht', 'unit'],
  ['vat %', 'taxRate'],
  ['tax %', 'taxRate'],
  ['iva %', 'taxRate'],
  ['tva %', 'taxRate'],
  ['% vat', 'taxRate'],
  ['% iva', 'taxRate'],
  ['% tva', 'taxRate'],
  ['tax rate', 'taxRate'],
  ['tipo', 'taxRate'],
  ['taux', 'taxRate'],
  ['taux tva', 'taxRate'],
  ['tipo iva', 'taxRate'],
  ['vat rate', 'taxRate'],
  ['vat', 'tax'],
  ['tax', 'tax'],
  ['iva', 'tax'],
  ['tva', 'tax'],
  ['cuota iva', 'tax'],
  ['montant tva', 'tax'],
  ['vat amount', 'tax'],
  ['tax amount', 'tax'],
  ['impuesto', 'tax'],
  ['amount', 'amount'],
  ['total', 'amount'],
  ['line total', 'amount'],
  ['importe', 'amount'],
  ['montant', 'amount'],
  ['montant ht', 'amount'],
  ['total ht', 'amount'],
  ['subtotal', 'amount'],
  ['net', 'amount'],
  ['net amount', 'amount'],
  ['base', 'amount'],
  ['importe neto', 'amount'],
  ['date', 'date'],
  ['fecha', 'date'],
  ['day', 'date'],
  ['code', 'code'],
  ['ref', 'code'],
  ['sku', 'code'],
  ['codigo', 'code'],
  ['reference', 'code'],
  ['cod', 'code'],
];
const COLUMNS = new Map(COLUMN_WORDS.map(([words, role]) => [words, role]));

/** The column a heading names, or null when the words are not a column heading. */
export function columnRole(words: string): ColumnRole | null {
  // "Amount (EUR)", "Importe €": the currency in a heading does not change the column.
  const folded = fold(words.replace(/[€$£]/g, ''))
    .replace(/\b(eur|usd|gbp|chf|cad|mxn)\b/g, '')
    .trim();
  return folded ? (COLUMNS.get(folded) ?? null) : null;
}

/** Does the line start (from word `start`) with one of the labels? The longest match wins. */
export function labelAt(line: Line, start: number, labels: readonly string[]): { label: string; end: number } | null {
  const folded = foldedWords(line);
  let best: { label: string; end: number } | null = null;
  let text = '';
  for (let end = start + 1; end <= Math.min(line.words.length, start + 6); end += 1) {
    const word = folded[end - 1]!;
    text = word ? (text ? `${text} ${word}` : word) : text;
    if (labels.includes(text) && (!best || text.length > best.label.length)) best = { label: text, end };
  }
  return best;
}

const foldCache = new WeakMap<Line, string[]>();

/** Each word of the line folded once: labels are looked for at every word. */
function foldedWords(line: Line): string[] {
  let folded = foldCache.get(line);
  if (!folded) {
    folded = line.words.map((w) => fold(w.text));
    foldCache.set(line, folded);
  }
  return folded;
}
