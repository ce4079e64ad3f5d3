import { formatUnitQuantity } from '@shop/stock-rules';
import { PDFDocument, rgb, StandardFonts } from 'pdf-lib';
import { VAT_PERCENTAGE } from './views.ts';

export interface OrderDocument {
  title: string;
  orderId: string;
  createdAt: string;
  customerName: string;
  reference: string | null;
  deliveryName: string;
  lines: { articleNumber: string; name: string; quantity: number; unit: string; netPrice: number | null }[];
  /** The sum excluding VAT, and its VAT; null for a user who may not see prices. */
  total: number | null;
  vat: number | null;
}

const kr = (value: number) =>
  `${value
    .toFixed(2)
    .replace('.', ',')
    .replace(/\B(?=(\d{3})+(?!\d))/g, ' ')} kr`;

/** A real, printable PDF of an order (A4, Helvetica, whose WinAnsi encoding has å, ä and ö). */
export async function orderPdf(doc: OrderDocument): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(`${doc.title} ${doc.orderId}`);
  pdf.setCreator('Sandbox');
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  let page = pdf.addPage([595.28, 841.89]);
  let y = 790;
  // Helvetica speaks WinAnsi: a character it has no glyph for (a '✓' or a 'Ω' a customer typed
  // into a reference) would make pdf-lib throw, so it is printed as '?'.
  const printable = new Set(font.getCharacterSet());
  const encodable = (value: string) =>
    [...value].map((ch) => (printable.has(ch.codePointAt(0) ?? 0) ? ch : '?')).join('');
  const text = (value: string, x: number, size = 10, f = font) =>
    page.drawText(encodable(value), { x, y, size, font: f, color: rgb(0.09, 0.13, 0.17) });
  text(doc.title, 50, 20, bold);
  y -= 30;
  for (const [label, value] of [
    ['Ordernummer', doc.orderId],
    ['Orderdatum', doc.createdAt.slice(0, 10)],
    ['Kund', doc.customerName],
    ['Leveranssätt', doc.deliveryName],
    ['Er referens', doc.reference ?? '–'],
  ]) {
    text(`${label}:`, 50, 10, bold);
    text(String(value), 160, 10);
    y -= 16;
  }
  y -= 14;
  const header = () => {
    text('Artikelnr', 50, 10, bold);
    text('Benämning', 130, 10, bold);
    text('Antal', 400, 10, bold);
    text('Á-pris', 460, 10, bold);
    y -= 18;
  };
  header();
  for (const line of doc.lines) {
    if (y < 80) {
      page = pdf.addPage([595.28, 841.89]);
      y = 790;
      header();
    }
    text(line.articleNumber, 50);
    text(line.name.length > 48 ? `${line.name.slice(0, 47)}…` : line.name, 130);
    text(formatUnitQuantity(line.quantity, line.unit), 400);
    text(line.netPrice === null ? '–' : kr(line.netPrice), 460);
    y -= 15;
  }
  if (doc.total !== null && doc.vat !== null) {
    y -= 10;
    for (const [label, amount, f] of [
      ['Summa exkl. moms', doc.total, font],
      [`Moms ${VAT_PERCENTAGE} %`, doc.vat, font],
      ['Att betala inkl. moms', Math.round((doc.total + doc.vat) * 100) / 100, bold],
    ] as const) {
      if (y < 60) {
        page = pdf.addPage([595.28, 841.89]);
        y = 790;
      }
      text(`${label}:`, 330, 11, f);
      text(kr(amount), 470, 11, f);
      y -= 16;
    }
  }
  return pdf.save();
}

export interface DeliveryNoteDocument {
  orderId: string;
  consignmentId: string;
  shippedAt: string;
  carrier: string;
  trackingNumber: string | null;
  customerName: string;
  reference: string | null;
  /** Every line of the order: what this consignment carried, and what is still to come. */
  lines: {
    articleNumber: string;
    name: string;
    unit: string;
    ordered: number;
    inConsignment: number;
    remaining: number;
    expectedDate: string | null;
  }[];
}

/**
 * A delivery note (följesedel) for one consignment, as a real PDF: the consignment's facts and,
 * per line of the order, the quantity it carried and what remains (a delivery note lists the
 * back-ordered rest so the site can check the delivery against it).
 */
export async function deliveryNotePdf(doc: DeliveryNoteDocument): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(`Följesedel ${doc.consignmentId}`);
  pdf.setCreator('Sandbox');
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  let page = pdf.addPage([595.28, 841.89]);
  let y = 790;
  const printable = new Set(font.getCharacterSet());
  const encodable = (value: string) =>
    [...value].map((ch) => (printable.has(ch.codePointAt(0) ?? 0) ? ch : '?')).join('');
  const text = (value: string, x: number, size = 10, f = font) =>
    page.drawText(encodable(value), { x, y, size, font: f, color: rgb(0.09, 0.13, 0.17) });
  text('Följesedel', 50, 20, bold);
  y -= 30;
  for (const [label, value] of [
    ['Följesedel', doc.consignmentId],
    ['Ordernummer', doc.orderId],
    ['Skickad', doc.shippedAt],
    ['Transportör', doc.carrier],
    ['Kollinummer', doc.trackingNumber ?? '–'],
    ['Kund', doc.customerName],
    ['Er referens', doc.reference ?? '–'],
  ]) {
    text(`${label}:`, 50, 10, bold);
    text(String(value), 160, 10);
    y -= 16;
  }
  y -= 14;
  const header = () => {
    text('Artikelnr', 50, 10, bold);
    text('Benämning', 120, 10, bold);
    text('Beställt', 330, 10, bold);
    text('Levereras nu', 395, 10, bold);
    text('Återstår', 480, 10, bold);
    y -= 18;
  };
  header();
  for (const line of doc.lines) {
    if (y < 80) {
      page = pdf.addPage([595.28, 841.89]);
      y = 790;
      header();
    }
    text(line.articleNumber, 50);
    text(line.name.length > 38 ? `${line.name.slice(0, 37)}…` : line.name, 120);
    text(formatUnitQuantity(line.ordered, line.unit), 330);
    text(line.inConsignment > 0 ? formatUnitQuantity(line.inConsignment, line.unit) : '–', 395);
    text(
      line.remaining > 0
        ? `${formatUnitQuantity(line.remaining, line.unit)}${line.expectedDate ? ` (${line.expectedDate})` : ''}`
        : '–',
      480,
      9,
    );
    y -= 15;
  }
  return pdf.save();
}
