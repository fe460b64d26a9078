import { characters } from './plural-pl';
import { z } from './zod-pl';

/** The largest id the database keeps (PostgreSQL integer); an id outside 1..ID_MAX names nothing and is refused by the schema. */
export const ID_MAX = 2_147_483_647;
/** A row's id in a path or a query (text coerced to a number), 1..ID_MAX. */
export const idSchema = z.coerce.number().int().positive().max(ID_MAX);
/** A row's id in a JSON body (a number, never text), 1..ID_MAX. */
export const bodyIdSchema = z.number().int().positive().max(ID_MAX);
/**
 * An id that may come from another system (a booking's or a visit's id in an external HIS need not be
 * a number): text, but an all-digit one is one of our ids and bounded like them.
 */
export const textIdSchema = z
  .string()
  .trim()
  .min(1)
  .max(100)
  .refine((v) => !/^\d+$/.test(v) || (Number(v) >= 1 && Number(v) <= ID_MAX), `Identyfikator musi być liczbą od 1 do ${ID_MAX}`);
export const patientParamsSchema = z.object({ patientId: idSchema });
/** Many calls of the spec answer `{ value }` (a PIN, a flag, a URL, a login suggestion). */
export const valueOf = <T extends z.ZodType>(schema: T) => z.object({ value: schema });
export const okSchema = z.object({ ok: z.literal(true) });

/**
 * The years a calendar date of the API may carry. PostgreSQL has no year 0 and the portal has no use
 * for dates outside living memory and the clinic's plans; the rules of each date (a birth date at most
 * 120 years back, an occurrence not in the future) narrow it further.
 */
export const DATE_MIN_YEAR = 1900;
export const DATE_MAX_YEAR = 2100;
export const dateOutOfRangeMessage = `Podaj datę z lat ${DATE_MIN_YEAR}–${DATE_MAX_YEAR}`;

/** Calendar date as sent over the wire: YYYY-MM-DD, a real day, within DATE_MIN_YEAR..DATE_MAX_YEAR. */
export const isoDate = (message?: string) =>
  z.iso.date(message).refine((v) => {
    const year = Number(v.slice(0, 4));
    return year >= DATE_MIN_YEAR && year <= DATE_MAX_YEAR;
  }, dateOutOfRangeMessage);
export const isoDateSchema = isoDate();
export const isoDateTimeSchema = z.iso.datetime({ offset: true });

/**
 * No text of the API may hold a NUL character (PostgreSQL cannot store one in text). The server checks
 * every string and key of every request's params, query, headers and body with `nulPath` before the
 * route's schema runs, so the rule holds for every schema without repeating it per field.
 */
export const nulMessage = 'Tekst zawiera niedozwolony znak (NUL)';

/** Where the first string or object key holding a NUL character is (a path of keys), or null. */
export const nulPath = (value: unknown): Array<string | number> | null => stringPath(value, (s) => s.includes('\u0000'));

/**
 * Text must be well-formed Unicode: a lone UTF-16 surrogate (`"\ud800"` in JSON) is no character,
 * PostgreSQL refuses it in json and text, and no client of ours sends one. Checked like NUL, everywhere.
 */
export const illFormedTextMessage = 'Tekst zawiera niedozwolony znak (niesparowany surogat UTF-16)';
// With the u flag a pair is one code point: only a lone surrogate matches.
const loneSurrogate = /\p{Surrogate}/u;
/** Where the first string or object key holding a lone UTF-16 surrogate is (a path of keys), or null. */
export const illFormedTextPath = (value: unknown): Array<string | number> | null => stringPath(value, (s) => loneSurrogate.test(s));

/** Where the first string or object key failing `bad` is (a path of keys), or null. */
function stringPath(value: unknown, bad: (s: string) => boolean): Array<string | number> | null {
  // Iterative, each node pointing to its parent: a deeply nested body costs neither stack nor copies.
  interface Node {
    value: unknown;
    key: string | number | null;
    parent: Node | null;
  }
  const pathOf = (node: Node | null, last?: string): Array<string | number> => {
    const path: Array<string | number> = last === undefined ? [] : [last];
    for (let n = node; n && n.key !== null; n = n.parent) path.unshift(n.key);
    return path;
  };
  const stack: Node[] = [{ value, key: null, parent: null }];
  for (let node = stack.pop(); node; node = stack.pop()) {
    const v = node.value;
    if (typeof v === 'string') {
      if (bad(v)) return pathOf(node);
    } else if (Array.isArray(v)) {
      for (let i = v.length - 1; i >= 0; i--) stack.push({ value: v[i], key: i, parent: node });
    } else if (v !== null && typeof v === 'object') {
      const keys = Object.keys(v);
      const badKey = keys.find(bad);
      if (badKey !== undefined) return pathOf(node, badKey);
      for (let i = keys.length - 1; i >= 0; i--) stack.push({ value: (v as Record<string, unknown>)[keys[i]], key: keys[i], parent: node });
    }
  }
  return null;
}

/**
 * The English or Ukrainian version of a name the clinic configures (a category, a document type, a
 * service, a link, an answer option; domain `configuredName`): optional, trimmed, at most as long as
 * the Polish one; empty means none given (the reader then sees English, else Polish).
 */
export const translationSchema = (max: number) =>
  z
    .string()
    .trim()
    .max(max, `Tłumaczenie może mieć najwyżej ${characters(max)}`)
    .nullish()
    .transform((v) => v || null);
/** A stored translation as the console reads it: the text, or null where the clinic has given none. */
export const storedTranslationSchema = z.string().nullable();
