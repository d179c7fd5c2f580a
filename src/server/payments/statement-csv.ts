// Reading a bank statement exported from internet banking (BSP, Kina Bank) as CSV: a header row names the columns
// (the day, the description or narrative, the credit or a signed amount, the balance), in whatever words the bank
// uses; days are written day first ('31/01/2027', '31-Jan-2027'), amounts with thousands separators ('1,250.00').
// Only money coming in is kept: a debit column's lines and negative amounts are the club's own spending. Anything
// that cannot be read is refused with the line of the file it is on, so a person can look at that line.
import { CsvError, readCsv } from '../csv';
import { AppError } from '../errors';

/** One credit of the statement, as read: the amount and balance in toea. */
export type StatementCredit = {
  /** The line of the file (the header is line 1 when nothing comes before it). */
  line: number;
  /** 'YYYY-MM-DD'. */
  date: string;
  description: string;
  amountToea: number;
  balanceToea: number | null;
};

/** More lines than a month's statement ever has: a bigger file is a mistake, or should be imported in parts. */
export const MAX_STATEMENT_ROWS = 5000;

/** Column names as banks write them, after lower-casing and dropping brackets and punctuation. */
const COLUMN_NAMES = {
  date: ['date', 'transaction date', 'trans date', 'txn date', 'value date', 'posting date', 'posted date'],
  description: [
    'description',
    'narrative',
    'details',
    'particulars',
    'transaction details',
    'transaction description',
    'transaction narrative',
    'memo',
  ],
  credit: ['credit', 'credits', 'credit amount', 'deposit', 'deposits', 'deposit amount', 'money in', 'paid in'],
  debit: ['debit', 'debits', 'debit amount', 'withdrawal', 'withdrawals', 'withdrawal amount', 'money out', 'paid out'],
  amount: ['amount', 'transaction amount', 'signed amount'],
  balance: ['balance', 'running balance', 'closing balance', 'ledger balance', 'available balance'],
} as const;

type Column = keyof typeof COLUMN_NAMES;
type Columns = Partial<Record<Column, number>>;

/** 'Amount (PGK)' -> 'amount', 'Transaction  Date:' -> 'transaction date'. */
const headerWords = (cell: string) =>
  cell
    .toLowerCase()
    .replace(/\(.*?\)|\[.*?\]/g, ' ')
    .replace(/[^a-z]+/g, ' ')
    .trim();

/** Each column's index, the first name in COLUMN_NAMES' order winning ('Transaction Date' over 'Value Date'). */
function columnsOf(cells: string[]): Columns {
  const words = cells.map(headerWords);
  const columns: Columns = {};
  for (const [column, names] of Object.entries(COLUMN_NAMES) as [Column, readonly string[]][]) {
    for (const name of names) {
      const index = words.indexOf(name);
      if (index >= 0) {
        columns[column] = index;
        break;
      }
    }
  }
  return columns;
}

/** Some exports put the account and the period above the header: it is the first row naming a date column. */
const HEADER_SEARCH_ROWS = 15;

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];

const fail = (line: number, message: string) => new AppError(400, `Line ${line}: ${message}`);

/** A real day of the calendar as 'YYYY-MM-DD', or null (31/13, 30/02). */
function dayOf(year: number, month: number, day: number): string | null {
  if (year < 100) year += 2000;
  if (month < 1 || month > 12 || day < 1 || year < 1900 || year > 2999) return null;
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
  return date.toISOString().slice(0, 10);
}

/**
 * '31/01/2027', '31-01-27', '31.01.2027', '31 Jan 2027', '31-January-2027' (day first, as banks in Papua New Guinea
 * write it) or '2027-01-31', perhaps followed by a time; null when it is not a day.
 */
export function readDay(text: string): string | null {
  const value = text.trim().replace(/[\sT]+\d{1,2}:\d{2}(:\d{2})?(\s*[ap]\.?m\.?)?$/i, '');
  const iso = /^(\d{4})-(\d{1,2})-(\d{1,2})$/.exec(value);
  if (iso) return dayOf(Number(iso[1]), Number(iso[2]), Number(iso[3]));
  const numeric = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4}|\d{2})$/.exec(value);
  if (numeric) return dayOf(Number(numeric[3]), Number(numeric[2]), Number(numeric[1]));
  const named = /^(\d{1,2})[\s/-]*([a-z]{3,9})\.?[\s/,-]*(\d{4}|\d{2})$/i.exec(value);
  if (named) {
    const month = MONTHS.indexOf(named[2]!.slice(0, 3).toLowerCase());
    const spelled =
      month >= 0 &&
      'january february march april may june july august september october november december'
        .split(' ')
        [month]!.startsWith(named[2]!.toLowerCase());
    if (spelled) return dayOf(Number(named[3]), month + 1, Number(named[1]));
  }
  return null;
}

/**
 * '1,250.00', '-50.00', '(50.00)', '50.00 CR', '50.00 DR', 'K1,250.00' as toea (negative for money going out); ''
 * as null; NaN when it is not an amount.
 */
export function readAmount(text: string): number | null {
  let value = text.trim().replace(/\s+/g, ' ');
  if (value === '' || value === '-') return null;
  let sign = 1;
  const suffix = /\s?(cr|dr)$/i.exec(value);
  if (suffix) {
    if (suffix[1]!.toLowerCase() === 'dr') sign = -1;
    value = value.slice(0, suffix.index).trim();
  }
  const bracketed = /^\((.*)\)$/.exec(value);
  if (bracketed) {
    sign = -sign;
    value = bracketed[1]!.trim();
  }
  const signed = /^([+-])\s?(.*)$/.exec(value);
  if (signed) {
    if (signed[1] === '-') sign = -sign;
    value = signed[2]!;
  }
  value = value.replace(/^(pgk|k)\s?/i, '');
  const number = /^(\d{1,3}(?:,\d{3})+|\d+)(?:\.(\d{1,2}))?$/.exec(value);
  if (!number) return Number.NaN;
  const kina = Number(number[1]!.replaceAll(',', ''));
  const toea = Number((number[2] ?? '').padEnd(2, '0'));
  const total = kina * 100 + toea;
  return Number.isSafeInteger(total) ? sign * total : Number.NaN;
}

/** Bytes that are not text (a spreadsheet, a PDF, a picture) are not a CSV file. */
function textOf(bytes: Buffer): string {
  if (bytes.includes(0)) throw notCsv();
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    // Excel on Windows saves CSV in its own code page: the descriptions still read.
    return new TextDecoder('windows-1252').decode(bytes);
  }
}

const notCsv = () =>
  new AppError(400, 'This is not a CSV file: export the statement from internet banking as CSV (comma separated)');

function headerOf(rows: { line: number; cells: string[] }[]): { index: number; columns: Columns } {
  for (const [index, row] of rows.slice(0, HEADER_SEARCH_ROWS).entries()) {
    const columns = columnsOf(row.cells);
    if (columns.date === undefined) continue;
    const at = `Line ${row.line}`;
    if (columns.credit === undefined && columns.amount === undefined) {
      throw new AppError(
        400,
        `${at}: the header names no Credit (or Amount) column, so no money coming in can be read`,
      );
    }
    if (columns.description === undefined) {
      throw new AppError(400, `${at}: the header names no Description (or Narrative) column`);
    }
    return { index, columns };
  }
  if (rows.length === 0) throw new AppError(400, 'The file is empty');
  if (rows.slice(0, HEADER_SEARCH_ROWS).every((row) => row.cells.length < 2)) throw notCsv();
  throw new AppError(
    400,
    'Line 1: the file names no Date column: its header should name the date, the description, the credit and the balance',
  );
}

const cellAt = (cells: string[], index: number | undefined) => (index === undefined ? '' : (cells[index] ?? ''));

/**
 * The statement's credits, in the file's order. Throws a 400 naming the line of anything unreadable: a day that is
 * not a day, an amount or a balance that is not an amount.
 */
export function readStatement(bytes: Buffer): StatementCredit[] {
  let rows: { line: number; cells: string[] }[];
  try {
    rows = readCsv(textOf(bytes));
  } catch (error) {
    if (error instanceof CsvError) throw new AppError(400, error.message);
    throw error;
  }
  const { index, columns } = headerOf(rows);
  const body = rows.slice(index + 1);
  if (body.length > MAX_STATEMENT_ROWS) {
    throw new AppError(400, `The file has more than ${MAX_STATEMENT_ROWS} lines: import a shorter period`);
  }
  const credits: StatementCredit[] = [];
  for (const { line, cells } of body) {
    const dateText = cellAt(cells, columns.date).trim();
    const date = readDay(dateText);
    if (!date) {
      throw fail(line, dateText ? `the date "${dateText}" is not a day` : 'the date is missing');
    }
    const amount = creditOf(line, cells, columns);
    if (amount === null || amount <= 0) continue;
    const balanceText = cellAt(cells, columns.balance);
    const balance = readAmount(balanceText);
    if (Number.isNaN(balance)) throw fail(line, `the balance "${balanceText.trim()}" is not an amount`);
    credits.push({
      line,
      date,
      description: cellAt(cells, columns.description).trim().replace(/\s+/g, ' '),
      amountToea: amount,
      balanceToea: balance,
    });
  }
  if (credits.length === 0) throw new AppError(400, 'The statement has no money coming in: nothing to import');
  return credits;
}

/**
 * The money in on a line: its credit cell, or its amount when positive; null or negative for a debit (an amount on a
 * line whose debit column holds one is the debit's).
 */
function creditOf(line: number, cells: string[], columns: Columns): number | null {
  if (columns.credit === undefined && columns.debit !== undefined) {
    const debit = readAmount(cellAt(cells, columns.debit));
    if (debit !== null && debit !== 0 && !Number.isNaN(debit)) return null;
  }
  const text = cellAt(cells, columns.credit ?? columns.amount);
  const amount = readAmount(text);
  if (Number.isNaN(amount)) throw fail(line, `the amount "${text.trim()}" is not an amount`);
  return amount;
}
