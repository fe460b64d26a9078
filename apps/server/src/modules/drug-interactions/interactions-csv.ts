import { canonicalPair, isSeverity, type SeverityValue } from '@portal/domain';
import { substanceKey } from './register-xml';

/*
 * The interaction data's CSV (documented in this folder's README.md): UTF-8, a header line naming the
 * columns substance_a, substance_b, severity, description, source (in this order), separated by ';'
 * or ',' (the header's first separator decides), fields with a separator, quote or line break in
 * double quotes ("" inside for a quote). Substance ids as the register's (`substanceKey`: case and
 * spaces do not matter). Read as a stream of records, each with its line number.
 */

export const INTERACTION_COLUMNS = ['substance_a', 'substance_b', 'severity', 'description', 'source'] as const;

export interface ImportedPair {
  substanceA: string;
  substanceB: string;
  severity: SeverityValue;
  description: string;
  source: string;
}

export class CsvFormatError extends Error {
  constructor(
    message: string,
    readonly line: number,
  ) {
    super(message);
  }
}

/** The records of a CSV stream: fields and the line each record starts on. */
export async function* csvRecords(chunks: AsyncIterable<Buffer | string>): AsyncGenerator<{ fields: string[]; line: number }> {
  const decoder = new TextDecoder('utf-8');
  let separator: string | null = null;
  let field = '';
  let fields: string[] = [];
  let quoted = false;
  let afterQuote = false;
  let line = 1;
  let recordLine = 1;
  let pendingQuote = false;
  let first = true;
  const out: Array<{ fields: string[]; line: number }> = [];
  const endRecord = () => {
    fields.push(field);
    field = '';
    if (!(fields.length === 1 && fields[0].trim() === '')) out.push({ fields, line: recordLine });
    fields = [];
  };
  const feed = (text: string) => {
    for (let i = 0; i < text.length; i++) {
      let ch = text[i];
      if (first) {
        first = false;
        if (ch === '\uFEFF') continue;
      }
      if (pendingQuote) {
        pendingQuote = false;
        if (ch === '"') {
          field += '"';
          continue;
        }
        quoted = false;
        afterQuote = true;
      }
      if (quoted) {
        if (ch === '"') pendingQuote = true;
        else {
          if (ch === '\n') line++;
          field += ch;
        }
        continue;
      }
      if (separator === null && (ch === ';' || ch === ',')) separator = ch;
      if (ch === '"' && field.length === 0 && !afterQuote) {
        quoted = true;
        continue;
      }
      if (ch === separator) {
        fields.push(field);
        field = '';
        afterQuote = false;
        continue;
      }
      if (ch === '\r') continue;
      if (ch === '\n') {
        endRecord();
        afterQuote = false;
        line++;
        recordLine = line;
        continue;
      }
      if (afterQuote) throw new CsvFormatError(`Wiersz ${line}: znak po zamykającym cudzysłowie.`, line);
      ch = ch === '\t' ? ' ' : ch;
      field += ch;
    }
  };
  for await (const chunk of chunks) {
    feed(typeof chunk === 'string' ? chunk : decoder.decode(chunk, { stream: true }));
    yield* out.splice(0);
  }
  if (pendingQuote) {
    pendingQuote = false;
    quoted = false;
  }
  if (quoted) throw new CsvFormatError(`Wiersz ${recordLine}: niezamknięty cudzysłów.`, recordLine);
  if (field !== '' || fields.length > 0) endRecord();
  yield* out.splice(0);
}

/**
 * The pairs of an interaction CSV, checked: the header, five fields a line, two different non-empty
 * substance ids, a severity of the §4 scale, a description and a source, no pair twice (in either order).
 * Throws CsvFormatError naming the line.
 */
export async function readInteractionsCsv(chunks: AsyncIterable<Buffer | string>, onPair: (pair: ImportedPair, line: number) => void): Promise<number> {
  let header = true;
  const seen = new Map<string, number>();
  let count = 0;
  for await (const { fields, line } of csvRecords(chunks)) {
    if (header) {
      header = false;
      const names = fields.map((f) => f.trim().toLowerCase());
      if (names.length !== INTERACTION_COLUMNS.length || names.some((n, i) => n !== INTERACTION_COLUMNS[i])) {
        throw new CsvFormatError(`Wiersz ${line}: nagłówek musi mieć kolumny ${INTERACTION_COLUMNS.join(';')}.`, line);
      }
      continue;
    }
    if (fields.length !== INTERACTION_COLUMNS.length) throw new CsvFormatError(`Wiersz ${line}: oczekiwano 5 pól, jest ${fields.length}.`, line);
    const [a, b, severityText, description, source] = fields.map((f) => f.trim());
    if (!a || !b) throw new CsvFormatError(`Wiersz ${line}: brak identyfikatora substancji.`, line);
    if (substanceKey(a) === substanceKey(b)) throw new CsvFormatError(`Wiersz ${line}: para musi łączyć dwie różne substancje.`, line);
    const severity = /^-?\d$/.test(severityText) ? Number(severityText) : NaN;
    if (!isSeverity(severity)) throw new CsvFormatError(`Wiersz ${line}: istotność „${severityText}” spoza skali od -2 do 3.`, line);
    if (!description) throw new CsvFormatError(`Wiersz ${line}: brak opisu interakcji.`, line);
    if (!source) throw new CsvFormatError(`Wiersz ${line}: brak źródła informacji.`, line);
    const [substanceA, substanceB] = canonicalPair(substanceKey(a), substanceKey(b));
    const key = `${substanceA}\u0000${substanceB}`;
    const earlier = seen.get(key);
    if (earlier !== undefined) throw new CsvFormatError(`Wiersz ${line}: para ${substanceA} + ${substanceB} powtarza wiersz ${earlier}.`, line);
    seen.set(key, line);
    count++;
    onPair({ substanceA, substanceB, severity, description, source }, line);
  }
  if (header) throw new CsvFormatError('Wiersz 1: plik jest pusty (brak nagłówka).', 1);
  return count;
}
