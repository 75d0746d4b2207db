/**
 * One generated document: its ground truth (what a DBO keys) and its PDF with a text layer,
 * drawn with pdfkit in the vendor's layout. Long documents run onto a second page, with or
 * without the table's headings repeated.
 */
import PDFDocument from 'pdfkit';
import type { KeyedDocument } from '../../src/common/schemas/capture.js';
import { formatAmount, formatDate } from './formats.js';
import { between, pick, random } from './random.js';
import type { Vendor } from './vendors.js';

export interface GroundTruth {
  vendorId: string;
  document: string;
  type: 'invoice' | 'receipt' | 'credit';
  language: string;
  pages: number;
  keyed: KeyedDocument;
}

type Words = Record<string, string>;
const TEXTS: Record<'en' | 'es' | 'fr', Words> = {
  en: {
    invoice: 'INVOICE',
    receipt: 'RECEIPT',
    credit: 'CREDIT NOTE',
    numberInvoice: 'Invoice no.',
    numberReceipt: 'Receipt no.',
    numberCredit: 'Credit note no.',
    date: 'Date',
    dateAlt: 'Invoice date',
    due: 'Due date',
    billTo: 'Bill to:',
    description: 'Description',
    qty: 'Qty',
    unit: 'Unit price',
    tax: 'VAT',
    rate: 'VAT %',
    amount: 'Amount',
    day: 'Date',
    subtotal: 'Subtotal',
    total: 'Total',
    totalAlt: 'Total due',
    included: 'VAT included',
    page: 'Page',
    continued: 'Continued on next page',
    currency: 'Currency:',
    thanks: 'Thank you for your business.',
    taxId: 'VAT No.:',
  },
  es: {
    invoice: 'FACTURA',
    receipt: 'TICKET',
    credit: 'FACTURA RECTIFICATIVA',
    numberInvoice: 'Factura nº',
    numberReceipt: 'Ticket nº',
    numberCredit: 'Abono nº',
    date: 'Fecha',
    dateAlt: 'Fecha de emisión',
    due: 'Vencimiento',
    billTo: 'Cliente:',
    description: 'Concepto',
    qty: 'Cant.',
    unit: 'Precio',
    tax: 'IVA',
    rate: 'IVA %',
    amount: 'Importe',
    day: 'Fecha',
    subtotal: 'Base imponible',
    total: 'Importe total',
    totalAlt: 'Total a pagar',
    included: 'IVA incluido',
    page: 'Página',
    continued: 'Continúa en la página siguiente',
    currency: 'Moneda:',
    thanks: 'Gracias por su confianza.',
    taxId: 'NIF:',
  },
  fr: {
    invoice: 'FACTURE',
    receipt: 'REÇU',
    credit: 'AVOIR',
    numberInvoice: 'N° de facture',
    numberReceipt: 'Reçu n°',
    numberCredit: 'Avoir n°',
    date: 'Date',
    dateAlt: 'Date de facture',
    due: 'Échéance',
    billTo: 'Client :',
    description: 'Désignation',
    qty: 'Qté',
    unit: 'Prix unitaire',
    tax: 'TVA',
    rate: 'TVA %',
    amount: 'Montant HT',
    day: 'Date',
    subtotal: 'Total HT',
    total: 'Total TTC',
    totalAlt: 'Net à payer',
    included: 'TVA incluse',
    page: 'Page',
    continued: 'Suite page suivante',
    currency: 'Devise :',
    thanks: 'Merci de votre confiance.',
    taxId: 'N° TVA :',
  },
};

const CUSTOMERS = ['Acme Holdings', 'Rivera Consulting', 'Dupont & Fils', 'Greenfield Studio', 'Iberia Trading S.A.'];
const STREETS = ['12 High Street', 'Calle Mayor 8', '4 rue de la Paix', '221 Baker Street', 'Avenida del Puerto 33'];

function addDays(iso: string, days: number): string {
  const date = new Date(`${iso}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

interface Line {
  description: string;
  category: string;
  qty: number;
  unit: number;
  amount: number;
  tax: number;
  date: string;
}

/** The ground truth and the PDF of a vendor's document number `index` (0-based). */
export async function makeDocument(
  vendor: Vendor,
  index: number,
  seed: number,
): Promise<{ truth: GroundTruth; pdf: Buffer }> {
  const rng = random(seed * 1000 + Number(vendor.id.slice(1)) * 31 + index);
  const base = vendor.language === 'en-US' ? 'en' : vendor.language;
  const t = TEXTS[base];
  const type: GroundTruth['type'] = index > 0 && rng() < vendor.creditShare ? 'credit' : vendor.kind;
  const sign = type === 'credit' ? -1 : 1;
  const long = index > 0 && rng() < vendor.longShare;
  const docDate = addDays('2026-01-05', index * 29 + between(rng, 0, 12));
  const number = vendor.numberFormat(12 + index * between(rng, 1, 9) + index);
  const count = long ? between(rng, 36, 50) : between(rng, 1, type === 'credit' ? 2 : 6);
  const lines: Line[] = [];
  for (let k = 0; k < count; k += 1) {
    const product = pick(rng, vendor.products);
    const qty = vendor.table.qty ? between(rng, 1, 4) : 1;
    const unit = Math.round(product.cents * (0.9 + rng() * 0.2));
    const amount = sign * qty * unit;
    const tax = vendor.table.tax === 'none' ? 0 : Math.round((amount * vendor.taxRate) / 100);
    lines.push({
      description: product.description,
      category: product.category,
      qty,
      unit,
      amount,
      tax,
      date: vendor.table.date ? addDays(docDate, -between(rng, 0, 20)) : docDate,
    });
  }
  const subtotal = lines.reduce((sum, l) => sum + l.amount, 0);
  const taxTotal = lines.reduce((sum, l) => sum + l.tax, 0);
  const total = subtotal + taxTotal;
  const show = vendor.currencyStyle === 'heading' ? 'none' : vendor.currencyStyle;
  const money = (cents: number, withCurrency = true) =>
    formatAmount(cents, {
      numbers: vendor.numbers,
      currency: vendor.currency,
      show: withCurrency ? show : 'none',
      negative: vendor.negative,
    });
  const day = (iso: string) => formatDate(iso, vendor.dates, vendor.language);

  // A small bottom margin, so the footer stays on its page instead of opening a new one.
  const doc = new PDFDocument({
    size: 'A4',
    margins: { top: 40, left: 40, right: 40, bottom: 10 },
    info: { Title: number },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve) => doc.on('end', () => resolve(Buffer.concat(chunks))));
  const left = 40;
  const right = 555;
  let pages = 1;

  // The vendor's block.
  const nameX = vendor.nameSide === 'left' ? left : 315;
  doc.font('Helvetica-Bold').fontSize(16).text(vendor.name, nameX, 40, { width: 240, align: vendor.nameSide });
  doc.font('Helvetica').fontSize(8);
  const idsInHeader = Number(vendor.id.slice(1)) % 2 === 0;
  const vendorLines = [
    pick(rng, STREETS.slice(0, 1)) === '' ? '' : STREETS[Number(vendor.id.slice(1)) % STREETS.length]!,
    vendor.identifiers.web,
  ];
  if (idsInHeader) vendorLines.push(`${t.taxId} ${vendor.identifiers.tax}`, vendor.identifiers.email);
  vendorLines.forEach((text, k) =>
    doc.text(text, nameX, 62 + k * 10, { width: 240, align: vendor.nameSide, lineBreak: false }),
  );

  // Title, fields and customer.
  const metaX = vendor.metaSide === 'left' ? left : 330;
  const customerX = vendor.metaSide === 'left' ? 330 : left;
  doc.font('Helvetica-Bold').fontSize(14).text(t[type]!, metaX, 120, { lineBreak: false });
  const numberLabel = type === 'credit' ? t.numberCredit! : type === 'receipt' ? t.numberReceipt! : t.numberInvoice!;
  const dateLabel = Number(vendor.id.slice(1)) % 3 === 0 ? t.dateAlt! : t.date!;
  const fields: [string, string][] = [
    [numberLabel, number],
    [dateLabel, day(docDate)],
  ];
  if (type !== 'receipt') fields.push([t.due!, day(addDays(docDate, 30))]);
  if (vendor.currencyStyle === 'heading') fields.push([t.currency!, vendor.currency]);
  doc.font('Helvetica').fontSize(9);
  if (vendor.metaStyle === 'inline') {
    fields.forEach(([label, value], k) =>
      doc.text(`${label}: ${value}`.replace('::', ':').replace(' :: ', ' : '), metaX, 145 + k * 13, {
        lineBreak: false,
      }),
    );
  } else if (vendor.metaStyle === 'columns') {
    fields.forEach(([label, value], k) => {
      doc.font('Helvetica-Bold').text(label, metaX, 145 + k * 13, { lineBreak: false });
      doc.font('Helvetica').text(value, metaX + 95, 145 + k * 13, { lineBreak: false });
    });
  } else {
    fields.forEach(([label, value], k) => {
      const x = metaX + (k % 2) * 110;
      const y = 145 + Math.floor(k / 2) * 28;
      doc.font('Helvetica-Bold').text(label, x, y, { lineBreak: false });
      doc.font('Helvetica').text(value, x, y + 11, { lineBreak: false });
    });
  }
  const customer = pick(rng, CUSTOMERS);
  doc.font('Helvetica-Bold').fontSize(9).text(t.billTo!, customerX, 145, { lineBreak: false });
  doc.font('Helvetica').text(customer, customerX, 158, { lineBreak: false });
  doc.text(pick(rng, STREETS), customerX, 170, { lineBreak: false });

  // The table's columns, right to left.
  const columns: { key: string; title: string; x: number; width: number; align: 'left' | 'right' }[] = [];
  let edge = right;
  const add = (key: string, title: string, width: number) => {
    columns.unshift({ key, title, x: edge - width, width, align: 'right' });
    edge -= width + 12;
  };
  const amountTitle = vendor.currencyStyle === 'heading' ? `${t.amount} (${vendor.currency})` : t.amount!;
  add('amount', amountTitle, 78);
  if (vendor.table.tax === 'amount') add('tax', vendor.language === 'en-US' ? 'Tax' : t.tax!, 58);
  if (vendor.table.tax === 'rate') add('rate', vendor.language === 'en-US' ? 'Tax %' : t.rate!, 40);
  if (vendor.table.unit) add('unit', t.unit!, 66);
  if (vendor.table.qty) add('qty', t.qty!, 30);
  let descriptionX = left;
  if (vendor.table.date) {
    const width =
      vendor.dates === 'words-long' ? 105 : vendor.dates === 'words-short' || vendor.dates === 'us-words' ? 75 : 62;
    columns.unshift({ key: 'date', title: t.day!, x: left, width, align: 'left' });
    descriptionX = left + width + 12;
  }
  columns.splice(vendor.table.date ? 1 : 0, 0, {
    key: 'description',
    title: t.description!,
    x: descriptionX,
    width: edge - descriptionX,
    align: 'left',
  });

  const heading = (y: number) => {
    doc.font('Helvetica-Bold').fontSize(9);
    if (vendor.table.ruled)
      doc
        .moveTo(left, y - 4)
        .lineTo(right, y - 4)
        .lineWidth(0.8)
        .stroke();
    for (const column of columns)
      doc.text(column.title, column.x, y, { width: column.width, align: column.align, lineBreak: false });
    if (vendor.table.ruled)
      doc
        .moveTo(left, y + 13)
        .lineTo(right, y + 13)
        .lineWidth(0.5)
        .stroke();
    doc.font('Helvetica').fontSize(9);
    return y + 20;
  };
  const footer = () => {
    doc
      .font('Helvetica')
      .fontSize(8)
      .text(`${t.page} ${pages}`, left, 805, { width: right - left, align: 'center', lineBreak: false });
  };
  const wrap = (text: string, width: number): string[] => {
    const out: string[] = [];
    let current = '';
    for (const word of text.split(' ')) {
      const next = current ? `${current} ${word}` : word;
      if (doc.widthOfString(next) > width && current) {
        out.push(current);
        current = word;
      } else current = next;
    }
    if (current) out.push(current);
    return out;
  };

  let y = heading(vendor.metaStyle === 'stacked' ? 230 : 215);
  const description = columns.find((c) => c.key === 'description')!;
  for (const line of lines) {
    const texts = wrap(line.description, description.width);
    const height = texts.length * 11 + 4;
    if (y + height > 760) {
      doc.font('Helvetica-Oblique').fontSize(8).text(t.continued!, left, 775, { lineBreak: false });
      footer();
      doc.addPage();
      pages += 1;
      doc.font('Helvetica').fontSize(8).text(`${vendor.name} · ${number}`, left, 40, { lineBreak: false });
      y = vendor.table.repeatHeading ? heading(70) : 70;
    }
    doc.font('Helvetica').fontSize(9);
    for (const column of columns) {
      const value =
        column.key === 'amount'
          ? money(line.amount)
          : column.key === 'tax'
            ? money(line.tax, false)
            : column.key === 'rate'
              ? `${vendor.taxRate}%`
              : column.key === 'unit'
                ? money(sign * line.unit, false)
                : column.key === 'qty'
                  ? String(line.qty)
                  : column.key === 'date'
                    ? day(line.date)
                    : null;
      if (value !== null) doc.text(value, column.x, y, { width: column.width, align: column.align, lineBreak: false });
    }
    texts.forEach((text, k) => doc.text(text, description.x, y + k * 11, { lineBreak: false }));
    y += height;
  }

  // The totals.
  if (y + 70 > 790) {
    footer();
    doc.addPage();
    pages += 1;
    y = 60;
  }
  if (vendor.table.ruled)
    doc
      .moveTo(330, y + 2)
      .lineTo(right, y + 2)
      .lineWidth(0.5)
      .stroke();
  y += 10;
  const totalLine = (label: string, value: string, bold = false) => {
    doc.font(bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(bold ? 10 : 9);
    doc.text(label, 330, y, { width: 120, lineBreak: false });
    doc.text(value, 450, y, { width: right - 450, align: 'right', lineBreak: false });
    y += 14;
  };
  if (vendor.table.tax !== 'none') {
    totalLine(t.subtotal!, money(subtotal));
    totalLine(`${vendor.language === 'en-US' ? 'Sales tax' : t.tax} ${vendor.taxRate}%`, money(taxTotal));
  }
  const totalLabel = Number(vendor.id.slice(1)) % 2 === 0 ? t.totalAlt! : t.total!;
  totalLine(totalLabel, money(total), true);
  if (vendor.table.tax === 'none') {
    doc.font('Helvetica-Oblique').fontSize(8).text(t.included!, 330, y, { lineBreak: false });
    y += 12;
  }
  doc.font('Helvetica').fontSize(8);
  doc.text(t.thanks!, left, Math.max(y + 20, 740), { lineBreak: false });
  if (!idsInHeader) {
    doc.text(`${t.taxId} ${vendor.identifiers.tax}  ·  ${vendor.identifiers.email}`, left, 770, { lineBreak: false });
  }
  doc.text(`IBAN: ${vendor.identifiers.iban}`, left, 782, { lineBreak: false });
  footer();
  doc.end();

  const keyed: KeyedDocument = {
    header: { vendor: vendor.name, docNumber: number, docDate, totalCents: total, currency: vendor.currency },
    items: lines.map((l) => ({
      itemDate: l.date,
      description: l.description,
      category: l.category,
      amountCents: l.amount,
      taxCents: l.tax,
      currency: vendor.currency,
    })),
  };
  return {
    truth: {
      vendorId: vendor.id,
      document: `${vendor.id}-${String(index + 1).padStart(2, '0')}`,
      type,
      language: vendor.language,
      pages,
      keyed,
    },
    pdf: await done,
  };
}
