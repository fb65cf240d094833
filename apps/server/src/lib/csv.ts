/** A cell for CSV: quoted when needed, and never read as a formula by a spreadsheet. */
export function csvCell(value: string | number): string {
  let text = String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** A cell as a spreadsheet or csvCell wrote it: the quote that kept a formula inert comes off. */
export function csvCellValue(text: string): string {
  return /^'[=+\-@\t\r]/.test(text) ? text.slice(1) : text;
}

/** Rows as CSV text: CRLF lines, each cell through csvCell. */
export function csvText(rows: readonly (readonly (string | number)[])[]): string {
  return `${rows.map((r) => r.map(csvCell).join(',')).join('\r\n')}\r\n`;
}

/**
 * UTF-8 with a byte-order mark, which Excel opens with the Chinese intact (without the BOM it
 * guesses the locale's code page and shows mojibake).
 */
export function utf8WithBom(text: string): Buffer {
  return Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(text, 'utf8')]);
}
