import { DrizzleQueryError } from 'drizzle-orm';

/**
 * An error as the log may keep it. A failed query keeps its SQL text but never its parameters (they
 * hold e-mails, names, allergy text); a database error keeps its code and the names of the table,
 * column and constraint, but not its detail ("Key (email)=(...) already exists", "Failing row
 * contains (...)") nor the value a data error quotes. E-mail addresses and long digit runs (PESEL,
 * phone numbers) are masked in every message, whatever threw it.
 */
export interface SafeError {
  type: string;
  message: string;
  stack: string;
  code?: string | number;
  statusCode?: number;
  /** The SQL text of a failed query, with its parameter markers ($1, $2, ...). */
  query?: string;
  severity?: string;
  table?: string;
  column?: string;
  constraint?: string;
  dataType?: string;
  routine?: string;
  cause?: SafeError;
}

const KEPT = ['code', 'statusCode', 'severity', 'table', 'column', 'constraint', 'dataType', 'routine'] as const;
const MAX_CAUSES = 5;
const EMAIL = /[^\s@"'<>()[\]{},;:]+@[^\s@"'<>()[\]{},;:]+/g;
const DIGIT_RUN = /\d{9,}/g;

const mask = (text: string) => text.replace(EMAIL, '***').replace(DIGIT_RUN, '***');

/** SQLSTATE class 22 (data exception) quotes the offending value: `invalid input syntax for type date: "..."`. */
const isDataException = (code: unknown) => typeof code === 'string' && /^22[0-9A-Z]{3}$/.test(code);

function messageOf(err: Error & Record<string, unknown>): string {
  // drizzle's message is "Failed query: <sql>\nparams: <values>".
  if (err instanceof DrizzleQueryError) return `Failed query: ${err.query}`;
  const message = String(err.message ?? '');
  return isDataException(err.code) ? message.replace(/"[^"]*"/g, '"***"') : message;
}

function toSafe(err: unknown, depth: number): SafeError | undefined {
  if (!(err instanceof Error)) {
    if (err === undefined) return undefined;
    const message = typeof err === 'string' ? mask(err) : '(not an Error)';
    return { type: typeof err, message, stack: message };
  }
  const e = err as Error & Record<string, unknown>;
  const type = e.constructor?.name || e.name || 'Error';
  const message = mask(messageOf(e));
  const frames = (e.stack ?? '').split('\n').filter((line) => /^\s+at /.test(line));
  const safe: SafeError = { type, message, stack: [`${type}: ${message}`, ...frames].join('\n') };
  if (typeof e.query === 'string') safe.query = e.query;
  for (const key of KEPT) {
    const value = e[key];
    if (typeof value === 'string' || typeof value === 'number') (safe as unknown as Record<string, unknown>)[key] = value;
  }
  if (e.cause !== undefined && depth < MAX_CAUSES) safe.cause = toSafe(e.cause, depth + 1);
  return safe;
}

/** The `err` serializer of the app's logger. */
export function logSafeError(err: unknown): SafeError & Record<string, unknown> {
  return (toSafe(err, 0) ?? { type: 'undefined', message: '', stack: '' }) as SafeError & Record<string, unknown>;
}

/** One line for the console (start-up failures): the message and the reason beneath it. */
export function logSafeErrorText(err: unknown): string {
  const safe = toSafe(err, 0);
  if (!safe) return String(err);
  let text = safe.message;
  for (let cause = safe.cause; cause; cause = cause.cause) text += ` (${cause.message})`;
  return text;
}
