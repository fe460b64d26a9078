import { describe, expect, it } from 'vitest';
import {
  bmiOf,
  bodySurfaceOf,
  measurementDateIssue,
  measurementKey,
  measurementValueIssues,
  normaliseCsvHeader,
  parseCsvDay,
  parseCsvNumber,
  parseMeasurementsCsv,
  pressureCategory,
} from './measurements';

describe('BMI and body surface (spec part 2 §5)', () => {
  it('BMI is weight over height in metres squared, to 2 decimals', () => {
    expect(bmiOf(72.5, 168)).toBe(25.69);
    expect(bmiOf(60, 170)).toBe(20.76);
    expect(bmiOf(24.2, 128)).toBe(14.77);
  });
  it('body surface is 0.01666667 × √height × √weight, to 2 decimals (Mosteller)', () => {
    expect(bodySurfaceOf(72.5, 168)).toBe(1.84);
    expect(bodySurfaceOf(60, 170)).toBe(1.68);
  });
  it('without both values (or with a zero) there is none', () => {
    expect(bmiOf(70, null)).toBeNull();
    expect(bmiOf(null, 170)).toBeNull();
    expect(bodySurfaceOf(0, 170)).toBeNull();
  });
});

describe('value rules', () => {
  it('needs at least one value', () => {
    expect(measurementValueIssues({})).toEqual(['MEASUREMENT_EMPTY']);
    expect(measurementValueIssues({ weight: 70 })).toEqual([]);
  });
  it('both pressures or neither, the systolic above the diastolic', () => {
    expect(measurementValueIssues({ pressureHigh: 120 })).toEqual(['MEASUREMENT_PRESSURE_PAIR']);
    expect(measurementValueIssues({ pressureLow: 80 })).toEqual(['MEASUREMENT_PRESSURE_PAIR']);
    expect(measurementValueIssues({ pressureHigh: 80, pressureLow: 80 })).toEqual(['MEASUREMENT_PRESSURE_ORDER']);
    expect(measurementValueIssues({ pressureHigh: 70, pressureLow: 90 })).toEqual(['MEASUREMENT_PRESSURE_ORDER']);
    expect(measurementValueIssues({ pressureHigh: 121, pressureLow: 80 })).toEqual([]);
  });
  it('refuses implausible values', () => {
    expect(measurementValueIssues({ pressureHigh: 400, pressureLow: 80 })).toEqual(['MEASUREMENT_PRESSURE_RANGE']);
    expect(measurementValueIssues({ weight: 0.2 })).toEqual(['MEASUREMENT_WEIGHT_RANGE']);
    expect(measurementValueIssues({ height: 300 })).toEqual(['MEASUREMENT_HEIGHT_RANGE']);
  });
});

describe('date rules', () => {
  const now = { now: Date.parse('2026-12-06T12:00:00Z'), today: '2026-12-06' };
  it('not in the future, not before 20 years ago', () => {
    expect(measurementDateIssue({ measuredAt: Date.parse('2026-12-06T12:00:01Z'), measuredDay: '2026-12-06' }, now)).toBe('MEASUREMENT_DATE_FUTURE');
    expect(measurementDateIssue({ measuredAt: Date.parse('2026-12-06T11:59:00Z'), measuredDay: '2026-12-06' }, now)).toBeNull();
    expect(measurementDateIssue({ measuredAt: Date.parse('2006-12-06T10:00:00Z'), measuredDay: '2006-12-06' }, now)).toBeNull();
    expect(measurementDateIssue({ measuredAt: Date.parse('2006-12-05T10:00:00Z'), measuredDay: '2006-12-05' }, now)).toBe('MEASUREMENT_TOO_OLD');
  });
});

describe('ESC/ESH 2018 blood pressure categories', () => {
  it('takes the higher category of the two values', () => {
    expect(pressureCategory(115, 75)).toBe('OPTIMAL');
    expect(pressureCategory(125, 75)).toBe('NORMAL');
    expect(pressureCategory(118, 84)).toBe('NORMAL');
    expect(pressureCategory(135, 80)).toBe('HIGH_NORMAL');
    expect(pressureCategory(142, 85)).toBe('GRADE_1');
    expect(pressureCategory(130, 95)).toBe('GRADE_1');
    expect(pressureCategory(165, 95)).toBe('GRADE_2');
    expect(pressureCategory(150, 112)).toBe('GRADE_3');
    expect(pressureCategory(180, 70)).toBe('GRADE_3');
  });
});

describe('CSV import', () => {
  it('recognises Polish and English headers with units and diacritics', () => {
    expect(normaliseCsvHeader('Ciśnienie skurczowe [mmHg]')).toBe('cisnienieskurczowe');
    expect(normaliseCsvHeader('\uFEFFData')).toBe('data');
    expect(normaliseCsvHeader('Tętno (1/min)')).toBe('tetno');
    expect(normaliseCsvHeader('Waga (kg)')).toBe('waga');
    expect(normaliseCsvHeader('SYS(mmHg)')).toBe('sys');
  });
  it('reads days and numbers in the usual formats', () => {
    expect(parseCsvDay('01.03.2026')).toBe('2026-03-01');
    expect(parseCsvDay('2026/3/1')).toBe('2026-03-01');
    expect(parseCsvDay('31.02.2026')).toBeNull();
    expect(parseCsvNumber('72,5')).toBe(72.5);
    expect(parseCsvNumber('')).toBeNull();
    expect(parseCsvNumber('abc')).toBeUndefined();
  });
  it('parses a Polish monitor export: semicolons, decimal comma, separate date and time, pulse ignored', () => {
    const csv = '\uFEFFData;Godzina;SYS;DIA;Puls;Waga\n01.03.2026;07:30;128;82;71;72,5\n\n02.03.2026;19:05;135;88;75;\n';
    const result = parseMeasurementsCsv(csv);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.separator).toBe(';');
    expect(result.columns).toEqual(['date', 'time', 'pressureHigh', 'pressureLow', 'pulse', 'weight']);
    expect(result.rows).toEqual([
      { line: 2, localDateTime: '2026-03-01T07:30:00', pressureHigh: 128, pressureLow: 82, weight: 72.5, height: null },
      { line: 4, localDateTime: '2026-03-02T19:05:00', pressureHigh: 135, pressureLow: 88, weight: null, height: null },
    ]);
    expect(result.errors).toEqual([]);
  });
  it('parses an English app export: commas, quoted decimals, one date-time column', () => {
    const csv = 'Date Time,Systolic (mmHg),Diastolic (mmHg),Pulse (bpm),Weight (kg)\n2026-03-01 07:30,128,82,71,"72,5"\n2026-03-01T20:00:00Z,,,,71.9\n';
    const result = parseMeasurementsCsv(csv);
    expect(result.ok && result.rows.map((r) => [r.localDateTime, r.pressureHigh, r.weight])).toEqual([
      ['2026-03-01T07:30:00', 128, 72.5],
      ['2026-03-01T20:00:00', null, 71.9],
    ]);
  });
  it('lists bad rows with their line and reason', () => {
    const csv = 'Date;Time;SYS;DIA\n2026-13-01;07:00;120;80\n2026-03-01;25:00;120;80\n2026-03-01;07:00;abc;80\n2026-03-01;07:00;120;\n2026-03-01;07:00;80;120\n2026-03-02;07:00;121;79\n';
    const result = parseMeasurementsCsv(csv);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.errors.map((e) => [e.line, e.code])).toEqual([
      [2, 'IMPORT_DATE_INVALID'],
      [3, 'IMPORT_TIME_INVALID'],
      [4, 'IMPORT_NUMBER_INVALID'],
      [5, 'MEASUREMENT_PRESSURE_PAIR'],
      [6, 'MEASUREMENT_PRESSURE_ORDER'],
    ]);
    expect(result.rows).toHaveLength(1);
  });
  it('refuses a file it cannot read as a whole', () => {
    expect(parseMeasurementsCsv('')).toEqual({ ok: false, code: 'IMPORT_EMPTY', line: null });
    expect(parseMeasurementsCsv('Name;City\nAnna;Kraków\n')).toEqual({ ok: false, code: 'IMPORT_NO_HEADER', line: 1 });
    expect(parseMeasurementsCsv('Date;SYS;DIA\n"2026-03-01;120;80\n')).toMatchObject({ ok: false, code: 'IMPORT_MALFORMED' });
  });
  it('the duplicate key is the instant and every value', () => {
    const at = Date.parse('2026-03-01T06:30:00Z');
    expect(measurementKey({ measuredAt: at, pressureHigh: 128, pressureLow: 82 })).toBe(measurementKey({ measuredAt: at, pressureHigh: 128, pressureLow: 82, weight: null }));
    expect(measurementKey({ measuredAt: at, pressureHigh: 128, pressureLow: 82 })).not.toBe(measurementKey({ measuredAt: at, pressureHigh: 128, pressureLow: 83 }));
  });
});
