/**
 * A small real invoice as a PDF with a text layer (pdfkit): the vendor and its tax number at the
 * top, the number and date under their labels, a table of lines, and the total. Enough for the
 * capture API tests; the capture benchmark generates its own corpus (bench/capture).
 */
import PDFDocument from 'pdfkit';

export interface InvoiceLine {
  description: string;
  amount: string;
}

export interface Invoice {
  vendor: string;
  taxId: string;
  number: string;
  date: string;
  lines: InvoiceLine[];
  total: string;
  currency: string;
}

export function invoicePdf(invoice: Invoice): Promise<Buffer> {
  const pdf = new PDFDocument({ size: 'A4', margin: 50 });
  const chunks: Buffer[] = [];
  pdf.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve) => pdf.on('end', () => resolve(Buffer.concat(chunks))));
  pdf.fontSize(18).text(invoice.vendor, 50, 50);
  pdf.fontSize(10).text(`VAT ${invoice.taxId}`, 50, 75);
  pdf.fontSize(12).text('Invoice no.', 350, 110).text(invoice.number, 450, 110);
  pdf.text('Date', 350, 130).text(invoice.date, 450, 130);
  pdf.text('Description', 50, 190).text('Amount', 450, 190);
  invoice.lines.forEach((line, index) => {
    const y = 215 + index * 20;
    pdf.text(line.description, 50, y).text(line.amount, 450, y);
  });
  const totalY = 230 + invoice.lines.length * 20;
  pdf.text('Total', 350, totalY).text(`${invoice.total} ${invoice.currency}`, 450, totalY);
  pdf.end();
  return done;
}
