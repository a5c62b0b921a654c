import { describe, expect, it } from 'vitest';
import { bookingsExportFileName, customersExportFileName, spreadsheetCell } from './spreadsheet';

describe('spreadsheetCell', () => {
  it.each([
    ['=HYPERLINK("http://x","y")', `'=HYPERLINK("http://x","y")`],
    ['+1 555 0100', "'+1 555 0100"],
    ['-5', "'-5"],
    ['@SUM(A1:A2)', "'@SUM(A1:A2)"],
    ['\t=1+1', "'\t=1+1"],
    ['\r=1+1', "'\r=1+1"],
  ])('marks %j, which a spreadsheet could run, as text', (text, cell) => {
    expect(spreadsheetCell(text)).toBe(cell);
  });

  it.each([
    ['', ''],
    ['Zoë Ämmerlein', 'Zoë Ämmerlein'],
    ['a=b', 'a=b'],
    [' =1', ' =1'],
    ["'quoted", "'quoted"],
    ['2026-06-02', '2026-06-02'],
    ['Line one\nline two', 'Line one\nline two'],
  ])('leaves %j as it is', (text, cell) => {
    expect(spreadsheetCell(text)).toBe(cell);
  });
});

describe('export file names', () => {
  it('name the business and the range or the day', () => {
    expect(bookingsExportFileName('luxe-hair', '2026-06-01', '2026-06-30')).toBe(
      'booklane-bookings-luxe-hair-2026-06-01-2026-06-30.csv',
    );
    expect(customersExportFileName('luxe-hair', '2026-06-02')).toBe(
      'booklane-customers-luxe-hair-2026-06-02.csv',
    );
  });
});
