import { describe, expect, it } from 'vitest';
import { z } from './zod-pl';

/** The message of the first problem a schema finds in a value. */
const messageOf = (schema: z.ZodType, value: unknown) => {
  const result = schema.safeParse(value);
  if (result.success) throw new Error('expected a problem');
  return result.error.issues[0].message;
};

describe('Polish messages for every check', () => {
  it('required and wrong types', () => {
    expect(messageOf(z.object({ name: z.string() }), {})).toBe('To pole jest wymagane.');
    expect(messageOf(z.string(), null)).toBe('To pole jest wymagane.');
    expect(messageOf(z.string(), 5)).toBe('Oczekiwano tekstu.');
    expect(messageOf(z.number(), 'x')).toBe('Oczekiwano liczby.');
    expect(messageOf(z.number().int(), 1.5)).toBe('Oczekiwano liczby całkowitej.');
    expect(messageOf(z.boolean(), 'tak')).toBe('Oczekiwano wartości tak albo nie.');
    expect(messageOf(z.array(z.string()), 'a')).toBe('Oczekiwano listy.');
    expect(messageOf(z.object({}), 'a')).toBe('Oczekiwano obiektu.');
    expect(messageOf(z.date(), 'a')).toBe('Oczekiwano daty.');
  });

  it('lengths of texts, with the forms of "znak"', () => {
    expect(messageOf(z.string().max(1), 'ab')).toBe('Tekst może mieć najwyżej 1 znak.');
    expect(messageOf(z.string().max(3), 'abcd')).toBe('Tekst może mieć najwyżej 3 znaki.');
    expect(messageOf(z.string().max(5), 'abcdef')).toBe('Tekst może mieć najwyżej 5 znaków.');
    expect(messageOf(z.string().max(12), 'a'.repeat(13))).toBe('Tekst może mieć najwyżej 12 znaków.');
    expect(messageOf(z.string().max(22), 'a'.repeat(23))).toBe('Tekst może mieć najwyżej 22 znaki.');
    expect(messageOf(z.string().min(1), '')).toBe('To pole nie może być puste.');
    expect(messageOf(z.string().min(3), 'ab')).toBe('Tekst musi mieć co najmniej 3 znaki.');
    expect(messageOf(z.string().length(11), 'ab')).toBe('Tekst musi mieć dokładnie 11 znaków.');
  });

  it('numbers', () => {
    expect(messageOf(z.number().max(10), 11)).toBe('Wartość może wynosić najwyżej 10.');
    expect(messageOf(z.number().lt(10), 10)).toBe('Wartość musi być mniejsza niż 10.');
    expect(messageOf(z.number().min(0), -1)).toBe('Wartość musi wynosić co najmniej 0.');
    expect(messageOf(z.number().gt(0), 0)).toBe('Wartość musi być większa niż 0.');
    expect(messageOf(z.number().multipleOf(5), 7)).toBe('Wartość musi być wielokrotnością liczby 5.');
  });

  it('lists, with the forms of "pozycja"', () => {
    expect(messageOf(z.array(z.string()).max(1), ['a', 'b'])).toBe('Można wybrać najwyżej 1 pozycję.');
    expect(messageOf(z.array(z.string()).max(2), ['a', 'b', 'c'])).toBe('Można wybrać najwyżej 2 pozycje.');
    expect(messageOf(z.array(z.string()).max(5), Array(6).fill('a'))).toBe('Można wybrać najwyżej 5 pozycji.');
    expect(messageOf(z.array(z.string()).min(1), [])).toBe('Należy wybrać co najmniej 1 pozycję.');
  });

  it('dates', () => {
    expect(messageOf(z.date().max(new Date('2026-01-31T00:00:00Z')), new Date('2026-02-01T00:00:00Z'))).toBe(
      'Data nie może być późniejsza niż 2026-01-31.',
    );
    expect(messageOf(z.date().min(new Date('1900-01-01T00:00:00Z')), new Date('1899-12-31T00:00:00Z'))).toBe(
      'Data nie może być wcześniejsza niż 1900-01-01.',
    );
    expect(messageOf(z.iso.date(), '2026-13-01')).toBe('Podaj datę w formacie RRRR-MM-DD.');
  });

  it('formats: e-mail, UUID, a pattern, prefixes', () => {
    expect(messageOf(z.email(), 'anna@')).toBe('Podaj poprawny adres e-mail.');
    expect(messageOf(z.uuid(), '123')).toBe('Oczekiwano identyfikatora UUID.');
    expect(messageOf(z.string().regex(/^\d+$/), 'a1')).toBe('Wartość ma niepoprawny format.');
    expect(messageOf(z.string().startsWith('PL'), 'DE1')).toBe('Tekst musi zaczynać się od „PL”.');
  });

  it('values and choices', () => {
    expect(messageOf(z.enum(['EMAIL', 'SMS']), 'FAX')).toBe('Wybierz jedną z wartości: "EMAIL", "SMS".');
    expect(messageOf(z.literal('pl'), 'en')).toBe('Oczekiwano wartości "pl".');
    expect(messageOf(z.strictObject({ a: z.string() }), { a: 'x', b: 1 })).toBe('Nieznane pole: b.');
    expect(messageOf(z.union([z.string(), z.number()]), true)).toBe('Wartość nie pasuje do żadnego z dozwolonych wariantów.');
  });

  it("a schema's own message still wins", () => {
    expect(messageOf(z.string().min(1, 'Podaj imię'), '')).toBe('Podaj imię');
  });

  it('no message offers grammatical alternatives in brackets', () => {
    const samples: Array<[z.ZodType, unknown]> = [
      [z.number().max(1), 2],
      [z.number().min(1), 0],
      [z.string().max(1), 'ab'],
      [z.array(z.number()).max(1), [1, 2]],
      [z.email(), 'x'],
      [z.ipv4(), 'x'],
      [z.date().max(new Date(0)), new Date(1)],
      [z.bigint().max(1n), 2n],
    ];
    for (const [schema, value] of samples) expect(messageOf(schema, value)).not.toMatch(/[()]/);
  });
});
