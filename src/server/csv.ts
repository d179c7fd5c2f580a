// CSV as spreadsheets read it (RFC 4180): comma separated, CRLF line ends, a cell quoted when it holds a comma, a
// quote or a line break. Written for Excel as staff use it: a byte order mark so it reads UTF-8 (names with
// accents), and no cell that Excel would run as a formula.

/** Excel, LibreOffice and Google Sheets read a cell starting with one of these as a formula (or a DDE call). */
const FORMULA_START = /^[=+\-@\t\r]/;

const BYTE_ORDER_MARK = '\uFEFF';

/** One cell: text a visitor typed stays text, even '=HYPERLINK(...)' (shown with a leading apostrophe). */
export function csvCell(value: string | null | undefined): string {
  let text = value ?? '';
  if (FORMULA_START.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** A whole file: the header row, then one row per record. */
export function toCsv(header: readonly string[], rows: readonly (readonly (string | null | undefined)[])[]): string {
  const lines = [header, ...rows].map((row) => row.map(csvCell).join(','));
  return `${BYTE_ORDER_MARK}${lines.join('\r\n')}\r\n`;
}

/** One record of a CSV file read back, with the line of the file it starts on (the first line is 1). */
export type CsvRecord = { line: number; cells: string[] };

/** A quoted cell that never closes: the file is cut short or is not CSV. */
export class CsvError extends Error {
  constructor(readonly line: number) {
    super(`Line ${line}: a quoted cell is never closed`);
  }
}

/**
 * Reads CSV as spreadsheets and banks write it: a byte order mark, CRLF, LF or CR line ends, quoted cells holding
 * commas, line breaks and doubled quotes. Rows with no text at all are left out.
 */
export function readCsv(text: string): CsvRecord[] {
  const source = text.startsWith(BYTE_ORDER_MARK) ? text.slice(1) : text;
  const records: CsvRecord[] = [];
  let cells: string[] = [];
  let cell = '';
  let line = 1;
  let recordLine = 1;
  let quoted = false;
  let quoteLine = 1;
  const endRecord = () => {
    cells.push(cell);
    if (cells.some((value) => value.trim() !== '')) records.push({ line: recordLine, cells });
    cells = [];
    cell = '';
    recordLine = line;
  };
  for (let i = 0; i < source.length; i++) {
    const char = source[i]!;
    if (quoted) {
      if (char === '"') {
        if (source[i + 1] === '"') {
          cell += '"';
          i++;
        } else quoted = false;
      } else {
        if (char === '\n' || (char === '\r' && source[i + 1] !== '\n')) line++;
        cell += char;
      }
    } else if (char === '"') {
      quoted = true;
      quoteLine = line;
    } else if (char === ',') {
      cells.push(cell);
      cell = '';
    } else if (char === '\r' || char === '\n') {
      if (char === '\r' && source[i + 1] === '\n') i++;
      line++;
      endRecord();
    } else cell += char;
  }
  if (quoted) throw new CsvError(quoteLine);
  if (cell !== '' || cells.length) endRecord();
  return records;
}
