import ExcelJS from 'exceljs';
import Papa from 'papaparse';

export interface CartFileLine {
  articleNumber: string;
  quantity: number;
}

/** A quantity as typed in a file: decimal comma allowed. */
function quantityOf(value: unknown): number {
  const text = String(value ?? '')
    .trim()
    .replace(/\s/g, '')
    .replace(',', '.');
  return /^\d+(\.\d+)?$/.test(text) ? Number(text) : Number.NaN;
}

function toLines(rows: unknown[][]): { lines: CartFileLine[]; error?: string } {
  const data = rows.filter((row) => row.some((cell) => String(cell ?? '').trim() !== ''));
  // A header row is recognised by a quantity column that is not a number.
  const first = data[0];
  if (first && Number.isNaN(quantityOf(first[1])) && /artikel|article/i.test(String(first[0]))) data.shift();
  const lines: CartFileLine[] = [];
  for (const [index, row] of data.entries()) {
    const articleNumber = String(row[0] ?? '')
      .trim()
      .toUpperCase();
    const quantity = quantityOf(row[1]);
    if (!articleNumber || Number.isNaN(quantity) || quantity <= 0) {
      return { lines: [], error: `Rad ${index + 1} ska ha artikelnummer;antal` };
    }
    lines.push({ articleNumber, quantity });
  }
  if (lines.length === 0) return { lines, error: 'Filen innehåller inga rader' };
  return { lines };
}

/** Reads a cart file: CSV `artikelnummer;antal` (header optional) or an .xlsx with the same two columns. */
export async function readCartFile(file: File): Promise<{ lines: CartFileLine[]; error?: string }> {
  const name = file.name.toLowerCase();
  if (name.endsWith('.xlsx')) {
    const workbook = new ExcelJS.Workbook();
    try {
      await workbook.xlsx.load(await file.arrayBuffer());
    } catch {
      return { lines: [], error: 'Excel-filen kunde inte läsas' };
    }
    const sheet = workbook.worksheets[0];
    if (!sheet) return { lines: [], error: 'Excel-filen har inget blad' };
    const rows: unknown[][] = [];
    sheet.eachRow((row) => {
      rows.push([row.getCell(1).text, row.getCell(2).text]);
    });
    return toLines(rows);
  }
  if (!name.endsWith('.csv') && !name.endsWith('.txt') && file.type !== 'text/csv') {
    return { lines: [], error: 'Filen ska vara .csv eller .xlsx' };
  }
  const parsed = Papa.parse<string[]>(await file.text(), { delimiter: ';', skipEmptyLines: true });
  return toLines(parsed.data);
}
