import { z } from 'zod';

/**
 * Polish messages for every check zod makes, in whole sentences with the right grammatical forms
 * ("Tekst może mieć najwyżej 5 znaków", "Można wybrać najwyżej 2 pozycje") — zod's own Polish locale
 * answers "Zbyt duż(y/a/e)…". A schema's own message (`.min(1, 'Podaj imię')`) still wins: this is
 * only the locale every schema falls back to, on the server and in the browser alike.
 */

/** The form of a noun after a number: 1 znak, 2–4 znaki (not 12–14), 5+ znaków. */
function counted(n: number | bigint, forms: [one: string, few: string, many: string]): string {
  const value = Number(n);
  const units = value % 10;
  const tens = value % 100;
  if (value === 1) return `1 ${forms[0]}`;
  if (Number.isInteger(value) && units >= 2 && units <= 4 && (tens < 12 || tens > 14)) return `${value} ${forms[1]}`;
  return `${value} ${forms[2]}`;
}
const CHARACTERS: [string, string, string] = ['znak', 'znaki', 'znaków'];
const ITEMS: [string, string, string] = ['pozycję', 'pozycje', 'pozycji'];
const BYTES: [string, string, string] = ['bajt', 'bajty', 'bajtów'];

const day = (value: number | bigint) => new Date(Number(value)).toISOString().slice(0, 10);

const TYPES: Record<string, string> = {
  string: 'Oczekiwano tekstu.',
  number: 'Oczekiwano liczby.',
  int: 'Oczekiwano liczby całkowitej.',
  bigint: 'Oczekiwano liczby całkowitej.',
  boolean: 'Oczekiwano wartości tak albo nie.',
  date: 'Oczekiwano daty.',
  array: 'Oczekiwano listy.',
  tuple: 'Oczekiwano listy.',
  set: 'Oczekiwano listy.',
  object: 'Oczekiwano obiektu.',
  record: 'Oczekiwano obiektu.',
  map: 'Oczekiwano obiektu.',
  file: 'Oczekiwano pliku.',
  null: 'Oczekiwano wartości pustej.',
  nan: 'Oczekiwano wartości NaN.',
};

const FORMATS: Record<string, string> = {
  email: 'Podaj poprawny adres e-mail.',
  url: 'Podaj poprawny adres URL.',
  uuid: 'Oczekiwano identyfikatora UUID.',
  uuidv4: 'Oczekiwano identyfikatora UUID.',
  uuidv6: 'Oczekiwano identyfikatora UUID.',
  uuidv7: 'Oczekiwano identyfikatora UUID.',
  guid: 'Oczekiwano identyfikatora GUID.',
  regex: 'Wartość ma niepoprawny format.',
  date: 'Podaj datę w formacie RRRR-MM-DD.',
  datetime: 'Podaj datę i godzinę w formacie ISO 8601.',
  time: 'Podaj godzinę w formacie GG:MM:SS.',
  duration: 'Podaj czas trwania w formacie ISO 8601.',
  ipv4: 'Podaj poprawny adres IPv4.',
  ipv6: 'Podaj poprawny adres IPv6.',
  cidrv4: 'Podaj poprawny zakres adresów IPv4.',
  cidrv6: 'Podaj poprawny zakres adresów IPv6.',
  base64: 'Oczekiwano tekstu zakodowanego w base64.',
  base64url: 'Oczekiwano tekstu zakodowanego w base64url.',
  json_string: 'Oczekiwano tekstu w formacie JSON.',
  e164: 'Podaj numer telefonu w formacie E.164.',
  jwt: 'Oczekiwano tokenu JWT.',
};

/** Sizes of texts, lists and files are whole numbers, so "< n" is "at most n − 1" and "> n" "at least n + 1". */
const atMost = (issue: { maximum: number | bigint; inclusive?: boolean }) => (issue.inclusive === false ? Number(issue.maximum) - 1 : issue.maximum);
const atLeast = (issue: { minimum: number | bigint; inclusive?: boolean }) => (issue.inclusive === false ? Number(issue.minimum) + 1 : issue.minimum);

export function polishError(issue: z.core.$ZodRawIssue): string {
  switch (issue.code) {
    case 'invalid_type':
      // Nothing given where something is required.
      if (issue.input === undefined || issue.input === null) return 'To pole jest wymagane.';
      return TYPES[issue.expected] ?? 'Nieprawidłowy typ wartości.';
    case 'too_big': {
      const max = atMost(issue);
      switch (issue.origin) {
        case 'string':
          return issue.exact ? `Tekst musi mieć dokładnie ${counted(issue.maximum, CHARACTERS)}.` : `Tekst może mieć najwyżej ${counted(max, CHARACTERS)}.`;
        case 'array':
        case 'set':
          return issue.exact ? `Należy wybrać dokładnie ${counted(issue.maximum, ITEMS)}.` : `Można wybrać najwyżej ${counted(max, ITEMS)}.`;
        case 'file':
          return `Plik może mieć najwyżej ${counted(max, BYTES)}.`;
        case 'date':
          return issue.inclusive === false ? `Data musi być wcześniejsza niż ${day(issue.maximum)}.` : `Data nie może być późniejsza niż ${day(issue.maximum)}.`;
        default:
          return issue.inclusive === false ? `Wartość musi być mniejsza niż ${issue.maximum}.` : `Wartość może wynosić najwyżej ${issue.maximum}.`;
      }
    }
    case 'too_small': {
      const min = atLeast(issue);
      switch (issue.origin) {
        case 'string':
          if (issue.exact) return `Tekst musi mieć dokładnie ${counted(issue.minimum, CHARACTERS)}.`;
          return Number(min) === 1 ? 'To pole nie może być puste.' : `Tekst musi mieć co najmniej ${counted(min, CHARACTERS)}.`;
        case 'array':
        case 'set':
          return issue.exact ? `Należy wybrać dokładnie ${counted(issue.minimum, ITEMS)}.` : `Należy wybrać co najmniej ${counted(min, ITEMS)}.`;
        case 'file':
          return `Plik musi mieć co najmniej ${counted(min, BYTES)}.`;
        case 'date':
          return issue.inclusive === false ? `Data musi być późniejsza niż ${day(issue.minimum)}.` : `Data nie może być wcześniejsza niż ${day(issue.minimum)}.`;
        default:
          return issue.inclusive === false ? `Wartość musi być większa niż ${issue.minimum}.` : `Wartość musi wynosić co najmniej ${issue.minimum}.`;
      }
    }
    case 'invalid_format': {
      if (issue.format === 'starts_with' && 'prefix' in issue) return `Tekst musi zaczynać się od „${String(issue.prefix)}”.`;
      if (issue.format === 'ends_with' && 'suffix' in issue) return `Tekst musi kończyć się na „${String(issue.suffix)}”.`;
      if (issue.format === 'includes' && 'includes' in issue) return `Tekst musi zawierać „${String(issue.includes)}”.`;
      return FORMATS[issue.format] ?? 'Wartość ma niepoprawny format.';
    }
    case 'invalid_value':
      if (issue.values.length === 1) return `Oczekiwano wartości ${JSON.stringify(issue.values[0])}.`;
      return `Wybierz jedną z wartości: ${issue.values.map((v) => JSON.stringify(v)).join(', ')}.`;
    case 'not_multiple_of':
      return `Wartość musi być wielokrotnością liczby ${issue.divisor}.`;
    case 'unrecognized_keys':
      return issue.keys.length === 1 ? `Nieznane pole: ${issue.keys[0]}.` : `Nieznane pola: ${issue.keys.join(', ')}.`;
    case 'invalid_key':
      return 'Nieprawidłowy klucz.';
    case 'invalid_element':
      return 'Nieprawidłowy element listy.';
    case 'invalid_union':
      return 'Wartość nie pasuje do żadnego z dozwolonych wariantów.';
    default:
      return 'Nieprawidłowa wartość.';
  }
}

// Every schema of the contract reports its problems in Polish, on the server and in the browser alike.
z.config({ localeError: polishError });

export { z };
