import type { DocumentKind } from '@shop/commerce-client/contract';
import {
  concatTransformationMatrix,
  drawObject,
  PDFDocument,
  type PDFName,
  popGraphicsState,
  pushGraphicsState,
  rgb,
  StandardFonts,
} from 'pdf-lib';

/**
 * Product documents, as a manufacturer's document service would have them: derived from the
 * product (every variant of a product shares its documents), deterministic, and generated as a
 * real PDF when asked for, so the sandbox stores no blobs for its 480 products. Which kinds a
 * product has, their language, date and the size of their figure all follow from a hash of the
 * product id: the same product always has the same documents, byte for byte.
 */
export interface DocumentMeta {
  documentId: string;
  kind: DocumentKind;
  productId: string;
  productName: string;
  title: string;
  language: 'sv' | 'en';
  date: string;
  /** The drawing's pixel rows: what makes one document larger than another. */
  figureRows: number;
}

const KIND_CODES: Record<DocumentKind, string> = {
  PRODUCT_DATA_SHEET: 'pdb',
  SAFETY_DATA_SHEET: 'sdb',
  INSTALLATION_GUIDE: 'mon',
  ENVIRONMENTAL_DECLARATION: 'epd',
};
const KIND_TITLES: Record<DocumentKind, { sv: string; en: string }> = {
  PRODUCT_DATA_SHEET: { sv: 'Produktdatablad', en: 'Product data sheet' },
  SAFETY_DATA_SHEET: { sv: 'Säkerhetsdatablad', en: 'Safety data sheet' },
  INSTALLATION_GUIDE: { sv: 'Monteringsanvisning', en: 'Installation guide' },
  ENVIRONMENTAL_DECLARATION: { sv: 'Miljövarudeklaration', en: 'Environmental product declaration' },
};
const CODE_KINDS = new Map(Object.entries(KIND_CODES).map(([kind, code]) => [code, kind as DocumentKind]));

/** FNV-1a, 32 bits: a stable spread of a product id. */
function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h;
}

const FIGURE_WIDTH = 500;
const DAY = 86_400_000;

/**
 * The documents of a product, in the order of the contract's DOCUMENT_KINDS. About one product
 * in thirteen has none; every other has a product data sheet, a third a safety data sheet,
 * half an installation guide and three in four an environmental declaration.
 *
 * @example
 * productDocuments('p00001', 'Träskruv').map((d) => d.kind);
 */
export function productDocuments(productId: string, productName: string): DocumentMeta[] {
  const h = hash(productId);
  if (h % 13 === 0) return [];
  const has: Record<DocumentKind, boolean> = {
    PRODUCT_DATA_SHEET: true,
    SAFETY_DATA_SHEET: h % 3 === 0,
    INSTALLATION_GUIDE: (h >>> 3) % 2 === 0,
    ENVIRONMENTAL_DECLARATION: (h >>> 5) % 4 !== 0,
  };
  const language: Record<DocumentKind, 'sv' | 'en'> = {
    PRODUCT_DATA_SHEET: 'sv',
    SAFETY_DATA_SHEET: 'sv',
    INSTALLATION_GUIDE: (h >>> 7) % 3 === 0 ? 'en' : 'sv',
    ENVIRONMENTAL_DECLARATION: (h >>> 9) % 2 === 0 ? 'en' : 'sv',
  };
  return (Object.keys(KIND_CODES) as DocumentKind[])
    .filter((kind) => has[kind])
    .map((kind, i) => {
      const spread = hash(`${productId}/${kind}`);
      return {
        documentId: `${productId}-${KIND_CODES[kind]}`,
        kind,
        productId,
        productName,
        title: `${KIND_TITLES[kind][language[kind]]} – ${productName}`,
        language: language[kind],
        // Issued on a day between 2019 and late 2026, fixed per document.
        date: new Date(Date.UTC(2019, 0, 2) + (spread % 2800) * DAY).toISOString().slice(0, 10),
        // 60–300 kB of drawing: a pack of 500 articles weighs a few hundred MB, as real ones do.
        figureRows: 120 + ((spread >>> 12) % 481) + i,
      };
    });
}

/** The product id and kind a document id names, or null for an id of no document's shape. */
export function parseDocumentId(documentId: string): { productId: string; kind: DocumentKind } | null {
  const match = /^(p\d{5})-([a-z]{3})$/.exec(documentId);
  const kind = match?.[2] ? CODE_KINDS.get(match[2]) : undefined;
  return match?.[1] && kind ? { productId: match[1], kind } : null;
}

const sizes = new Map<string, number>();

/** The byte length of a document's PDF, generated once per process and remembered (not stored). */
export async function documentSize(meta: DocumentMeta): Promise<number> {
  const known = sizes.get(meta.documentId);
  if (known !== undefined) return known;
  const size = (await documentPdf(meta)).byteLength;
  sizes.set(meta.documentId, size);
  return size;
}

const FIXED_DATE = (date: string) => new Date(`${date}T08:00:00.000Z`);

/**
 * The document as a real PDF (A4, Helvetica): a text page naming the product, the kind, the
 * language and the date, and a page with a drawing (an uncompressed grey image), so sizes
 * differ as real documents' do. Byte-for-byte deterministic: fixed dates, no random ids.
 */
export async function documentPdf(meta: DocumentMeta): Promise<Uint8Array> {
  const pdf = await PDFDocument.create({ updateMetadata: false });
  pdf.setTitle(meta.title);
  pdf.setLanguage(meta.language === 'sv' ? 'sv-SE' : 'en-GB');
  pdf.setCreator('Sandbox dokumenttjänst');
  pdf.setProducer('Sandbox');
  pdf.setCreationDate(FIXED_DATE(meta.date));
  pdf.setModificationDate(FIXED_DATE(meta.date));
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const printable = new Set(font.getCharacterSet());
  const encodable = (value: string) =>
    [...value].map((ch) => (printable.has(ch.codePointAt(0) ?? 0) ? ch : '?')).join('');
  const page = pdf.addPage([595.28, 841.89]);
  let y = 780;
  const text = (value: string, size = 10, f = font) => {
    page.drawText(encodable(value), { x: 50, y, size, font: f, color: rgb(0.09, 0.13, 0.17) });
    y -= size + 8;
  };
  const sv = meta.language === 'sv';
  text(KIND_TITLES[meta.kind][meta.language], 20, bold);
  text(meta.productName, 14, bold);
  y -= 6;
  text(`${sv ? 'Dokument' : 'Document'}: ${meta.documentId}`);
  text(`${sv ? 'Utgåva' : 'Issued'}: ${meta.date}`);
  text(`${sv ? 'Språk' : 'Language'}: ${sv ? 'svenska' : 'English'}`);
  y -= 10;
  for (const line of sv
    ? [
        'Detta dokument kommer från sandlådans dokumenttjänst och står för tillverkarens',
        'dokumentation av produkten: underlag för FDV-överlämning och byggvarubedömning.',
      ]
    : [
        "This document comes from the sandbox's document service and stands for the",
        "manufacturer's documentation of the product, for the handover and assessment.",
      ])
    text(line);

  // The drawing: an image XObject of grey pixels, a pattern fixed by the document id.
  const rows = meta.figureRows;
  const pixels = new Uint8Array(FIGURE_WIDTH * rows);
  const seed = hash(meta.documentId);
  for (let r = 0; r < rows; r++)
    for (let c = 0; c < FIGURE_WIDTH; c++)
      pixels[r * FIGURE_WIDTH + c] = 160 + ((((r * 7) ^ (c * 3)) + seed) & 0x3f);
  const image = pdf.context.stream(pixels, {
    Type: 'XObject',
    Subtype: 'Image',
    Width: FIGURE_WIDTH,
    Height: rows,
    ColorSpace: 'DeviceGray',
    BitsPerComponent: 8,
  });
  const imageRef = pdf.context.register(image);
  const figure = pdf.addPage([595.28, 841.89]);
  figure.drawText(encodable(sv ? 'Måttritning' : 'Dimension drawing'), {
    x: 50,
    y: 780,
    size: 14,
    font: bold,
  });
  const name = figure.node.newXObject('Fig', imageRef);
  const height = Math.min(680, (495 * rows) / FIGURE_WIDTH);
  figure.pushOperators(
    pushGraphicsState(),
    concatTransformationMatrix(495, 0, 0, height, 50, 760 - height),
    drawObject(name as PDFName),
    popGraphicsState(),
  );
  return pdf.save({ useObjectStreams: false });
}
