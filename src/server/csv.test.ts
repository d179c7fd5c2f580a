import { describe, expect, it } from 'vitest';
import { csvCell, toCsv } from './csv';

describe('csvCell', () => {
  it('leaves plain text as it is', () => {
    expect(csvCell('Ana Kila')).toBe('Ana Kila');
    expect(csvCell('')).toBe('');
    expect(csvCell(null)).toBe('');
  });

  it('quotes commas, quotes and line breaks, doubling the quotes (RFC 4180)', () => {
    expect(csvCell('Kila, Ana')).toBe('"Kila, Ana"');
    expect(csvCell('She said "yes"')).toBe('"She said ""yes"""');
    expect(csvCell('line one\nline two')).toBe('"line one\nline two"');
    expect(csvCell('line one\r\nline two')).toBe('"line one\r\nline two"');
  });

  it('keeps a cell Excel would run as a formula as text', () => {
    for (const formula of ['=1+2', '+675 000', '-2', '@SUM(A1)', '\tx', '\rx']) {
      expect(csvCell(formula).replace(/^"/, '')).toMatch(/^'/);
    }
    expect(csvCell('=HYPERLINK("http://x","a")')).toBe(`"'=HYPERLINK(""http://x"",""a"")"`);
    expect(csvCell('a=b')).toBe('a=b');
  });
});

describe('toCsv', () => {
  it('starts with a byte order mark and ends each row with CRLF', () => {
    const text = toCsv(
      ['Name', 'Note'],
      [
        ['Zoë', 'ok'],
        ['Ana', null],
      ],
    );
    expect(text).toBe('\uFEFFName,Note\r\nZoë,ok\r\nAna,\r\n');
  });

  it('writes only the header for no rows', () => {
    expect(toCsv(['A', 'B'], [])).toBe('\uFEFFA,B\r\n');
  });
});
