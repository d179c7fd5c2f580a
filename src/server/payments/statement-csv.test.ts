// Reading bank statements as BSP's and Kina Bank's internet banking export them: their header names, day-first
// dates, amounts with thousands separators, quoted descriptions, debits left out, and unreadable files refused with
// the line of the file to look at.
import { describe, expect, it } from 'vitest';
import { AppError } from '../errors';
import { readAmount, readDay, readStatement } from './statement-csv';

const file = (text: string) => Buffer.from(text, 'utf8');

/** The 400 a file is refused with. */
function refusal(text: string | Buffer): string {
  try {
    readStatement(typeof text === 'string' ? file(text) : text);
  } catch (error) {
    expect(error).toBeInstanceOf(AppError);
    expect((error as AppError).statusCode).toBe(400);
    return (error as AppError).message;
  }
  throw new Error('The file was read');
}

describe('a BSP export', () => {
  const bsp = [
    '\uFEFFDate,Description,Debit,Credit,Balance',
    '05/12/2026,"TFR PMBC-7KX2QA MOREA, KILA",,"1,250.00","11,250.00"',
    '06/12/2026,BANK FEE,2.50,,"11,247.50"',
    '07/12/2026,"MARY ""MAMA"" TAU",,150.00,"11,397.50"',
    '',
  ].join('\r\n');

  it('reads the credits, with quoted commas and quotes, and leaves the debit out', () => {
    expect(readStatement(file(bsp))).toEqual([
      {
        line: 2,
        date: '2026-12-05',
        description: 'TFR PMBC-7KX2QA MOREA, KILA',
        amountToea: 125_000,
        balanceToea: 1_125_000,
      },
      { line: 4, date: '2026-12-07', description: 'MARY "MAMA" TAU', amountToea: 15_000, balanceToea: 1_139_750 },
    ]);
  });

  it('counts lines of the file, a description over two lines included', () => {
    const text = 'Date,Details,Credit,Balance\n05/12/2026,"FIRST\nSECOND",10.00,10.00\n06/12/2026,THIRD,5.00,15.00\n';
    expect(readStatement(file(text)).map((credit) => [credit.line, credit.description])).toEqual([
      [2, 'FIRST SECOND'],
      [4, 'THIRD'],
    ]);
  });
});

describe('a Kina Bank export', () => {
  it('reads a signed amount, named months and a preamble above the header', () => {
    const kina = [
      'Account,1234567',
      'Period,01-Dec-2026 to 31-Dec-2026',
      'Transaction Date,Narrative,Amount (signed),Balance',
      '05-Dec-2026,TRANSFER PMBC-7KX2QA,"1,250.00","5,000.00"',
      '06-Dec-2026,ATM WITHDRAWAL,-200.00,"4,800.00"',
      '07/12/2026,SCHOOL FEES,(50.00),"4,750.00"',
      '8 December 2026,KAUPA,75.5,"4,825.50"',
    ].join('\n');
    expect(readStatement(file(kina)).map((c) => [c.line, c.date, c.amountToea])).toEqual([
      [4, '2026-12-05', 125_000],
      [7, '2026-12-08', 7_550],
    ]);
  });

  it('recognises header names whatever their case and words', () => {
    const text = 'VALUE DATE,Transaction Details,Money In,Withdrawal,Running Balance\n31/01/2027,PAY,10.00,,10.00\n';
    expect(readStatement(file(text))).toEqual([
      { line: 2, date: '2027-01-31', description: 'PAY', amountToea: 1000, balanceToea: 1000 },
    ]);
  });

  it('leaves out an amount its debit column says went out', () => {
    const text = 'Date,Particulars,Withdrawal,Amount,Balance\n01/02/2027,OUT,20.00,20.00,0\n02/02/2027,IN,,30.00,30\n';
    expect(readStatement(file(text)).map((credit) => credit.description)).toEqual(['IN']);
  });

  it('reads a statement without a balance column', () => {
    expect(readStatement(file('Date,Description,Amount\n01/02/2027,IN,30\n'))[0]?.balanceToea).toBeNull();
  });
});

describe('days and amounts', () => {
  it('reads days day first, and refuses what is not a day', () => {
    expect(readDay('31/01/2027')).toBe('2027-01-31');
    expect(readDay('31-01-2027')).toBe('2027-01-31');
    expect(readDay('31 Jan 2027')).toBe('2027-01-31');
    expect(readDay('05-Dec-26')).toBe('2026-12-05');
    expect(readDay('2027-01-31')).toBe('2027-01-31');
    expect(readDay('31/01/2027 14:05')).toBe('2027-01-31');
    for (const bad of ['31/13/2027', '30/02/2027', '12/31/2026', '5 Decembre 2026', 'yesterday', '']) {
      expect(readDay(bad)).toBeNull();
    }
  });

  it('reads amounts in toea, with separators, signs, brackets and CR/DR', () => {
    expect(readAmount('1,250.00')).toBe(125_000);
    expect(readAmount('1,234,567.8')).toBe(123_456_780);
    expect(readAmount('K150')).toBe(15_000);
    expect(readAmount('-2.50')).toBe(-250);
    expect(readAmount('(2.50)')).toBe(-250);
    expect(readAmount('2.50 DR')).toBe(-250);
    expect(readAmount('2.50 CR')).toBe(250);
    expect(readAmount('')).toBeNull();
    for (const bad of ['1,25.00', '12.345', 'abc', '1.2.3']) expect(readAmount(bad)).toBeNaN();
  });
});

describe('a file that cannot be read', () => {
  it('is refused when it is not CSV', () => {
    expect(refusal(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]))).toMatch(
      /not a CSV file/,
    );
    expect(refusal('just some words\non lines\n')).toMatch(/not a CSV file/);
    expect(refusal('')).toBe('The file is empty');
  });

  it('names the missing column', () => {
    expect(refusal('Date,Description,Debit,Balance\n01/02/2027,X,1.00,1.00\n')).toMatch(
      /^Line 1: the header names no Credit \(or Amount\) column/,
    );
    expect(refusal('When,Description,Credit\n01/02/2027,X,1.00\n')).toMatch(/^Line 1: the file names no Date column/);
    expect(refusal('Date,Credit\n01/02/2027,1.00\n')).toMatch(/^Line 1: the header names no Description/);
  });

  it('names the line of an unreadable day, amount or balance', () => {
    const head = 'Date,Description,Credit,Balance\n01/02/2027,A,1.00,1.00\n02/02/2027,B,2.00,3.00\n';
    expect(refusal(`${head}31/13/2027,C,1.00,4.00\n`)).toBe('Line 4: the date "31/13/2027" is not a day');
    expect(refusal(`${head},C,1.00,4.00\n`)).toBe('Line 4: the date is missing');
    expect(refusal(`${head}03/02/2027,C,1.0.0,4.00\n`)).toBe('Line 4: the amount "1.0.0" is not an amount');
    expect(refusal(`${head}03/02/2027,C,1.00,four\n`)).toBe('Line 4: the balance "four" is not an amount');
    expect(refusal(`${head}03/02/2027,"C,1.00,4.00\n`)).toBe('Line 4: a quoted cell is never closed');
  });

  it('is refused when no money came in', () => {
    expect(refusal('Date,Description,Debit,Credit\n01/02/2027,FEE,1.00,\n')).toMatch(/no money coming in/);
  });
});
