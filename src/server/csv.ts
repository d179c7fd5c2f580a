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
