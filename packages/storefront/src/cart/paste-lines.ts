/**
 * Reading order lines pasted from a spreadsheet (Excel, Google Sheets), an e-mail or an ERP
 * export: one line an article number (ours or the customer's own), a quantity and optionally a
 * unit. Pure: what the paste pad previews before anything is looked up.
 */

/** One line read from the paste: the number as written, the quantity, the unit if one was given. */
export interface PastedLine {
  /** The number as the customer wrote it, trimmed (ours, an EAN or their own). */
  number: string;
  quantity: number;
  unit: string | null;
  /** The pasted rows (1-based) this line came from: more than one when duplicates were summed. */
  rows: number[];
}

/** A row that is not an order line, and why. */
export interface SkippedRow {
  row: number;
  text: string;
  reason: 'header' | 'no-quantity' | 'no-number';
}

export interface PasteResult {
  lines: PastedLine[];
  skipped: SkippedRow[];
}

/** Units a trade customer writes after a quantity (lower case). */
const UNITS = new Set([
  'st',
  'm',
  'kg',
  'l',
  'förp',
  'fp',
  'pkt',
  'rl',
  'm2',
  'm²',
  'm3',
  'm³',
  'par',
  'set',
  'tim',
]);

const HEADER_WORDS =
  /\b(art(ikel)?(nr|nummer)?|art\.?\s*nr|antal|kvantitet|qty|quantity|enhet|unit|sku|benämning)\b/i;

/**
 * A quantity as a Swedish buyer writes it: a decimal comma ('2,5'), thousands separated by
 * spaces ('1 000') or dots ('1.000'); a point with one or two decimals is read as a decimal too
 * (a sheet with English settings). Null when it is not a number above zero.
 *
 * @example
 * readQuantity('2,5') // 2.5
 * readQuantity('1 000') // 1000
 * readQuantity('1.000') // 1000
 */
export function readQuantity(text: string): number | null {
  let value = text.replace(/[\s\u00a0\u202f]/g, '');
  if (!/^\d[\d.,]*$/.test(value)) return null;
  const comma = value.lastIndexOf(',');
  const dot = value.lastIndexOf('.');
  if (comma >= 0 && dot >= 0) {
    // Both: the last one is the decimal mark, the other groups thousands.
    const decimal = comma > dot ? ',' : '.';
    const group = decimal === ',' ? '.' : ',';
    value = value.split(group).join('').replace(decimal, '.');
  } else if (comma >= 0) {
    if (value.indexOf(',') !== comma) return null;
    value = value.replace(',', '.');
  } else if (dot >= 0 && /^\d{1,3}(\.\d{3})+$/.test(value)) {
    value = value.split('.').join('');
  } else if (dot >= 0 && value.indexOf('.') !== dot) return null;
  const number = Number(value);
  return Number.isFinite(number) && number > 0 ? number : null;
}

/** The cells of one pasted row: tab, semicolon, comma or spaces between them. */
function cellsOf(row: string): string[] {
  if (row.includes('\t')) return row.split('\t').map((cell) => cell.trim());
  if (row.includes(';')) return row.split(';').map((cell) => cell.trim());
  if (row.includes(',') && /,\s*\S/.test(row)) {
    const cells = row.split(',').map((cell) => cell.trim());
    // 'nummer,2,5' is a decimal comma inside the quantity, not a third cell.
    if (cells.length === 3 && /^\d+$/.test(cells[1] ?? '') && /^\d+$/.test(cells[2] ?? ''))
      return [cells[0] ?? '', `${cells[1]},${cells[2]}`];
    if (cells.length >= 2 && readQuantity(cells[1] ?? '') !== null) return cells;
  }
  return spaceCells(row.trim());
}

/**
 * A row with spaces only: the unit is the last word if it is one, the quantity the number before
 * it (which may itself hold a thousands space, '1 000'), the article number everything before.
 */
function spaceCells(row: string): string[] {
  const words = row.split(/\s+/);
  const unit = words.length > 2 && UNITS.has((words.at(-1) ?? '').toLowerCase()) ? (words.pop() ?? '') : null;
  // The quantity: the longest run of number-like words at the end that reads as one quantity.
  for (let take = Math.min(3, words.length - 1); take >= 1; take--) {
    const tail = words.slice(-take).join(' ');
    if (readQuantity(tail) !== null && (take === 1 || /^\d{1,3}$/.test(words.at(-take) ?? ''))) {
      return [words.slice(0, -take).join(' '), tail, ...(unit ? [unit] : [])];
    }
  }
  return [row];
}

/** The key two rows of the same article share: ours without spaces and dashes, theirs as written. */
export function numberKey(number: string): string {
  const compact = number.replace(/[\s-]/g, '');
  return /^\d+$/.test(compact) ? compact : number.trim().toLowerCase();
}

/**
 * Reads a paste into order lines: empty rows are ignored; a first row of column names is
 * skipped; a row without a quantity or a number is named; rows of the same number are summed
 * into one line that names its rows.
 *
 * @example
 * readPaste('Artikelnr\tAntal\n1000001\t2\n1000001\t3\nKABEL-7;2,5;m')
 * // lines: 1000001 × 5 (rows 2, 3), KABEL-7 × 2.5 m (row 4); skipped: row 1 (header)
 */
export function readPaste(text: string): PasteResult {
  const lines = new Map<string, PastedLine>();
  const skipped: SkippedRow[] = [];
  let seenLine = false;
  text.split(/\r\n|\r|\n/).forEach((raw, index) => {
    const row = index + 1;
    if (!raw.trim()) return;
    const [number = '', quantityText = '', unitText = ''] = cellsOf(raw);
    const quantity = readQuantity(quantityText);
    if (quantity === null) {
      const header = !seenLine && HEADER_WORDS.test(raw);
      skipped.push({
        row,
        text: raw.trim(),
        reason: header ? 'header' : number ? 'no-quantity' : 'no-number',
      });
      return;
    }
    if (!number) {
      skipped.push({ row, text: raw.trim(), reason: 'no-number' });
      return;
    }
    seenLine = true;
    const key = numberKey(number);
    const unit = unitText.trim() || null;
    const same = lines.get(key);
    if (same) {
      same.quantity = Math.round((same.quantity + quantity) * 1000) / 1000;
      same.rows.push(row);
      same.unit ??= unit;
    } else lines.set(key, { number: number.trim(), quantity, unit, rows: [row] });
  });
  return { lines: [...lines.values()], skipped };
}
