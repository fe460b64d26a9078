import { describe, expect, it } from 'vitest';
import { numericResult, polishPlural, resultFlag, resultValueExample, resultValueFormat, resultValueIssue, type ResultValueFormat } from './index';

const numeric = (decimals: number): ResultValueFormat => ({ kind: 'NUMERIC', decimals });

describe("an analyte's value format", () => {
  it("takes the catalogue's format, else a number for a numeric range and text otherwise", () => {
    const range = { referenceLow: null, referenceHigh: 150, referenceText: null };
    expect(resultValueFormat(numeric(0), range)).toEqual(numeric(0));
    expect(resultValueFormat({ kind: 'TEXT' }, range)).toEqual({ kind: 'TEXT' });
    expect(resultValueFormat(null, range)).toEqual(numeric(3));
    expect(resultValueFormat(null, { referenceLow: null, referenceHigh: null, referenceText: 'ujemny' })).toEqual({ kind: 'TEXT' });
    expect(resultValueFormat(undefined, { referenceLow: null, referenceHigh: null, referenceText: null })).toEqual({ kind: 'TEXT' });
  });

  it('refuses "abc" for a numeric analyte, naming an example in the format', () => {
    expect(resultValueIssue('abc', numeric(2))).toEqual({ code: 'NOT_A_NUMBER', decimals: 2, example: '1,25' });
    expect(resultValueIssue('12 mg', numeric(0))).toEqual({ code: 'NOT_A_NUMBER', decimals: 0, example: '120' });
    expect(resultValueIssue('', numeric(1))?.code).toBe('NOT_A_NUMBER');
    expect(resultValueIssue('1,2,3', numeric(1))?.code).toBe('NOT_A_NUMBER');
  });

  it('takes the decimal comma and the dot, up to the decimal places of the unit', () => {
    expect(resultValueIssue('1,25', numeric(2))).toBeNull();
    expect(resultValueIssue(' 1.25 ', numeric(2))).toBeNull();
    expect(resultValueIssue('162', numeric(0))).toBeNull();
    expect(resultValueIssue('-2,5', numeric(1))).toBeNull();
    expect(resultValueIssue('162,5', numeric(0))).toEqual({ code: 'TOO_MANY_DECIMALS', decimals: 0, example: '120' });
    expect(resultValueIssue('1,255', numeric(2))?.code).toBe('TOO_MANY_DECIMALS');
  });

  it('takes any text for a text analyte', () => {
    expect(resultValueIssue('ujemny', { kind: 'TEXT' })).toBeNull();
  });

  it('writes examples with the decimal comma', () => {
    expect([0, 1, 2, 3, 4].map(resultValueExample)).toEqual(['120', '5,4', '1,25', '0,125', '0,1250']);
  });

  it('reads a number from a value, the flag from it against the range', () => {
    expect(numericResult('5,2')).toBe(5.2);
    expect(numericResult('abc')).toBeNull();
    expect(resultFlag('162', null, 115)).toBe('H');
    expect(resultFlag('abc', null, 115)).toBeNull();
  });
});

describe('Polish plural forms', () => {
  const files = { one: 'plik', few: 'pliki', many: 'plików', other: 'pliku' };
  it.each([
    [1, 'plik'],
    [2, 'pliki'],
    [4, 'pliki'],
    [5, 'plików'],
    [11, 'plików'],
    [12, 'plików'],
    [21, 'plików'],
    [22, 'pliki'],
    [25, 'plików'],
    [0, 'plików'],
    [1.5, 'pliku'],
  ])('%s → %s', (n, form) => expect(polishPlural(n, files)).toBe(form));
});
