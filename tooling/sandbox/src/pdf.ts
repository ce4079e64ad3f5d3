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

/** A column of a document's table: its heading and where it starts on the page. */
interface Column {
  label: string;
  x: number;
}

/**
 * An A4 document in Helvetica (whose WinAnsi encoding has å, ä and ö): a title, labelled facts,
 * then a table whose heading repeats on each new page. The order PDF and the delivery note are
 * both this shape.
 */
async function tableDocument(title: string, heading: string, facts: readonly (readonly [string, string])[]) {
  const pdf = await PDFDocument.create();
  pdf.setTitle(title);
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
  /** A new page when fewer than `room` points are left. */
  const keepRoom = (room: number, onNewPage?: () => void) => {
    if (y >= room) return;
    page = pdf.addPage([595.28, 841.89]);
    y = 790;
    onNewPage?.();
  };
  text(heading, 50, 20, bold);
  y -= 30;
  for (const [label, value] of facts) {
    text(`${label}:`, 50, 10, bold);
    text(value, 160, 10);
    y -= 16;
  }
  y -= 14;
  return {
    font,
    bold,
    text,
    keepRoom,
    /** Moves down `points`. */
    down: (points: number) => {
      y -= points;
    },
    /** The table: its heading, then one row of cells (text, and a size when not 10) per entry. */
    table(columns: readonly Column[], rows: readonly (readonly (string | readonly [string, number])[])[]) {
      const header = () => {
        for (const column of columns) text(column.label, column.x, 10, bold);
        y -= 18;
      };
      header();
      for (const row of rows) {
        keepRoom(80, header);
        row.forEach((cell, i) => {
          const [value, size] = typeof cell === 'string' ? [cell, 10] : cell;
          text(value, columns[i]?.x ?? 50, size);
        });
        y -= 15;
      }
    },
    save: () => pdf.save(),
  };
}

/** A real, printable PDF of an order (A4, Helvetica, whose WinAnsi encoding has å, ä and ö). */
export async function orderPdf(doc: OrderDocument): Promise<Uint8Array> {
  const pdf = await tableDocument(`${doc.title} ${doc.orderId}`, doc.title, [
    ['Ordernummer', doc.orderId],
    ['Orderdatum', doc.createdAt.slice(0, 10)],
    ['Kund', doc.customerName],
    ['Leveranssätt', doc.deliveryName],
    ['Er referens', doc.reference ?? '–'],
  ]);
  pdf.table(
    [
      { label: 'Artikelnr', x: 50 },
      { label: 'Benämning', x: 130 },
      { label: 'Antal', x: 400 },
      { label: 'Á-pris', x: 460 },
    ],
    doc.lines.map((line) => [
      line.articleNumber,
      line.name.length > 48 ? `${line.name.slice(0, 47)}…` : line.name,
      formatUnitQuantity(line.quantity, line.unit),
      line.netPrice === null ? '–' : kr(line.netPrice),
    ]),
  );
  if (doc.total !== null && doc.vat !== null) {
    pdf.down(10);
    for (const [label, amount, f] of [
      ['Summa exkl. moms', doc.total, pdf.font],
      [`Moms ${VAT_PERCENTAGE} %`, doc.vat, pdf.font],
      ['Att betala inkl. moms', Math.round((doc.total + doc.vat) * 100) / 100, pdf.bold],
    ] as const) {
      pdf.keepRoom(60);
      pdf.text(`${label}:`, 330, 11, f);
      pdf.text(kr(amount), 470, 11, f);
      pdf.down(16);
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
  const pdf = await tableDocument(`Följesedel ${doc.consignmentId}`, 'Följesedel', [
    ['Följesedel', doc.consignmentId],
    ['Ordernummer', doc.orderId],
    ['Skickad', doc.shippedAt],
    ['Transportör', doc.carrier],
    ['Kollinummer', doc.trackingNumber ?? '–'],
    ['Kund', doc.customerName],
    ['Er referens', doc.reference ?? '–'],
  ]);
  pdf.table(
    [
      { label: 'Artikelnr', x: 50 },
      { label: 'Benämning', x: 120 },
      { label: 'Beställt', x: 330 },
      { label: 'Levereras nu', x: 395 },
      { label: 'Återstår', x: 480 },
    ],
    doc.lines.map((line) => [
      line.articleNumber,
      line.name.length > 38 ? `${line.name.slice(0, 37)}…` : line.name,
      formatUnitQuantity(line.ordered, line.unit),
      line.inConsignment > 0 ? formatUnitQuantity(line.inConsignment, line.unit) : '–',
      [
        line.remaining > 0
          ? `${formatUnitQuantity(line.remaining, line.unit)}${line.expectedDate ? ` (${line.expectedDate})` : ''}`
          : '–',
        9,
      ],
    ]),
  );
  return pdf.save();
}
