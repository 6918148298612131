// CSV as RFC 4180 writes it, made safe for spreadsheets: a cell that a spreadsheet would run as a
// formula (starting with =, +, -, @, tab or carriage return) is written inert with a leading
// apostrophe, as OWASP's "CSV injection" advice says. Every cell is quoted when it needs to be.

/** Spreadsheets open a UTF-8 file with its accents intact only when it starts with this mark. */
export const UTF8_BOM = "\uFEFF";

const FORMULA_START = /^[=+\-@\t\r]/;
const NEEDS_QUOTES = /[",\r\n]/;

/** One cell, inert and quoted as needed. */
export function csvCell(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return "";
  // Numbers the file itself writes (a party size, a place in line) are never negative: no prefix.
  const text = typeof value === "number" ? String(value) : FORMULA_START.test(value) ? `'${value}` : value;
  return NEEDS_QUOTES.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** One line, CRLF-terminated as RFC 4180 has it. */
export function csvLine(cells: readonly (string | number | null | undefined)[]): string {
  return `${cells.map(csvCell).join(",")}\r\n`;
}
