// The business's exports (decisions.md 9.4): what a cell of a CSV file may start with, and the
// names the files are saved under, for the server that writes them and the web that saves them.

/**
 * What a cell's text may not start with: a spreadsheet (Excel, Numbers, LibreOffice) takes `=`,
 * `+`, `-` and `@` as the start of a formula, and some also after a tab or a carriage return; a
 * customer's name such as `=HYPERLINK("http://x","y")` would run as one when the owner opens the
 * file (CSV injection).
 */
const FORMULA_STARTS: ReadonlySet<string> = new Set(['=', '+', '-', '@', '\t', '\r']);

/**
 * Put before such a text, the spreadsheet shows it as text, unchanged after the mark.
 */
const SPREADSHEET_TEXT_MARK = "'";

/** A cell's text as it goes into a CSV file: one that could start a formula gets `'` before it. */
export function spreadsheetCell(text: string): string {
  return FORMULA_STARTS.has(text.charAt(0)) ? `${SPREADSHEET_TEXT_MARK}${text}` : text;
}

/** `booklane-bookings-{username}-{from}-{to}.csv`: a range of the business's bookings. */
export function bookingsExportFileName(username: string, from: string, to: string): string {
  return `booklane-bookings-${username}-${from}-${to}.csv`;
}

/** `booklane-customers-{username}-{date}.csv`: the business's customers as of a day (business local). */
export function customersExportFileName(username: string, date: string): string {
  return `booklane-customers-${username}-${date}.csv`;
}
