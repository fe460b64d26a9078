/**
 * A CSV file read the way a spreadsheet imports it (RFC 4180: `"` quotes a cell, `""` inside is a quote;
 * a leading byte-order mark is dropped). Each cell comes back as the text the spreadsheet gets, so a test
 * can check what it would evaluate: a cell starting with `=`, `+`, `-`, `@`, a tab or a carriage return.
 */
export function readCsv(text: string, delimiter = ';'): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  const endCell = () => {
    row.push(cell);
    cell = '';
  };
  const endRow = () => {
    endCell();
    rows.push(row);
    row = [];
  };
  const src = text.replace(/^\uFEFF/, '');
  for (let i = 0; i < src.length; i++) {
    const c = src[i];
    if (quoted) {
      if (c === '"' && src[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (c === '"') quoted = false;
      else cell += c;
    } else if (c === '"' && cell === '') quoted = true;
    else if (c === delimiter) endCell();
    else if (c === '\r' && src[i + 1] === '\n') {
      endRow();
      i++;
    } else if (c === '\n') endRow();
    else cell += c;
  }
  if (cell !== '' || row.length > 0) endRow();
  return rows;
}

/** True when a spreadsheet would evaluate the cell as a formula. */
export const isFormula = (cell: string): boolean => /^[=+\-@\t\r\uFF1D\uFF0B\uFF0D\uFF20]/.test(cell);
