/** PESEL, the Polish national identification number: 11 digits, a check digit, birth date and sex encoded. */
const WEIGHTS = [1, 3, 7, 9, 1, 3, 7, 9, 1, 3];

export interface PeselFacts {
  birthDate: string; // YYYY-MM-DD
  gender: 'MALE' | 'FEMALE';
}

/** The birth date and sex a valid PESEL encodes, or null when it is not a valid PESEL. */
export function decodePesel(value: string): PeselFacts | null {
  if (!/^\d{11}$/.test(value)) return null;
  const d = [...value].map(Number);
  const sum = WEIGHTS.reduce((acc, w, i) => acc + w * d[i], 0);
  if ((10 - (sum % 10)) % 10 !== d[10]) return null;
  const yy = d[0] * 10 + d[1];
  let mm = d[2] * 10 + d[3];
  const dd = d[4] * 10 + d[5];
  // The month carries the century: +80 for 1800s, +0 for 1900s, +20 for 2000s, +40, +60 beyond.
  const centuries: Array<[number, number]> = [
    [80, 1800],
    [60, 2200],
    [40, 2100],
    [20, 2000],
    [0, 1900],
  ];
  const [offset, century] = centuries.find(([o]) => mm > o && mm <= o + 12) ?? [0, 1900];
  mm -= offset;
  const year = century + yy;
  const date = new Date(Date.UTC(year, mm - 1, dd));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== mm - 1 || date.getUTCDate() !== dd) return null;
  const iso = `${String(year).padStart(4, '0')}-${String(mm).padStart(2, '0')}-${String(dd).padStart(2, '0')}`;
  return { birthDate: iso, gender: d[9] % 2 === 1 ? 'MALE' : 'FEMALE' };
}

export const isValidPesel = (value: string) => decodePesel(value) !== null;
