import { parse } from 'csv-parse/browser/esm/sync';
import { addYears, isCalendarDay, RANGE_MIN_YEARS_BACK } from './date-range';

/*
 * The patient's diary of measurements (spec part 2 §2 "Measurements", §3 "Measurement", §5, §9;
 * issue 31): blood pressure, weight, height and what follows from them (BMI, body surface). The
 * rules here are shared by the web form, the server and the CSV import.
 */

/** The kinds the clinic may show to patients (the administrator's configuration). */
export const measurementKinds = ['PRESSURE', 'WEIGHT', 'HEIGHT', 'BMI', 'SURFACE'] as const;
export type MeasurementKind = (typeof measurementKinds)[number];

/** Who entered a measurement: the patient (or her guardian) in the form, or a CSV import. */
export const measurementSources = ['PATIENT', 'IMPORT'] as const;
export type MeasurementSource = (typeof measurementSources)[number];

/** Spec part 2 §9: page of 10, last year by default, nothing older than 20 years. */
export const MEASUREMENTS_PAGE_SIZE = 10;
export const MEASUREMENTS_PAGE_MAX = 50;
export const MEASUREMENTS_MAX_YEARS_BACK = RANGE_MIN_YEARS_BACK;
/** The chart and the report read at most this many measurements of a range (newest first). */
export const MEASUREMENTS_SERIES_MAX = 3000;

/** Plausible values: outside them a value is a typing error, not a measurement. */
export const MEASUREMENT_LIMITS = {
  pressureHigh: { min: 50, max: 300 },
  pressureLow: { min: 30, max: 200 },
  /** kg, one decimal (a newborn to the heaviest adults). */
  weight: { min: 0.5, max: 400 },
  /** cm, one decimal. */
  height: { min: 20, max: 250 },
} as const;

const round = (value: number, decimals: number) => {
  const factor = 10 ** decimals;
  return Math.round((value + Number.EPSILON) * factor) / factor;
};

/** Spec part 2 §5: bmi = weight / (height in metres)², to 2 decimals. Null without both values. */
export function bmiOf(weightKg: number | null | undefined, heightCm: number | null | undefined): number | null {
  if (weightKg == null || heightCm == null || weightKg <= 0 || heightCm <= 0) return null;
  const metres = heightCm / 100;
  return round(weightKg / (metres * metres), 2);
}

/** Spec part 2 §5: surface = 0.01666667 × √height(cm) × √weight(kg), to 2 decimals (Mosteller, m²). */
export function bodySurfaceOf(weightKg: number | null | undefined, heightCm: number | null | undefined): number | null {
  if (weightKg == null || heightCm == null || weightKg <= 0 || heightCm <= 0) return null;
  return round(0.01666667 * Math.sqrt(heightCm) * Math.sqrt(weightKg), 2);
}

export interface MeasurementValues {
  pressureHigh?: number | null;
  pressureLow?: number | null;
  weight?: number | null;
  height?: number | null;
}

/** What is wrong with a measurement; the web translates the code, the server answers its Polish message. */
export const measurementIssueCodes = [
  'MEASUREMENT_EMPTY',
  'MEASUREMENT_PRESSURE_PAIR',
  'MEASUREMENT_PRESSURE_ORDER',
  'MEASUREMENT_PRESSURE_RANGE',
  'MEASUREMENT_WEIGHT_RANGE',
  'MEASUREMENT_HEIGHT_RANGE',
  'MEASUREMENT_DATE_FUTURE',
  'MEASUREMENT_TOO_OLD',
] as const;
export type MeasurementIssueCode = (typeof measurementIssueCodes)[number];

const present = (value: number | null | undefined): value is number => value != null && !Number.isNaN(value);
const within = (value: number, limits: { min: number; max: number }) => value >= limits.min && value <= limits.max;

/** The field each issue belongs to (for the form's messages). */
export const measurementIssueField: Record<MeasurementIssueCode, 'dateMeasurement' | 'pressureHigh' | 'pressureLow' | 'weight' | 'height' | null> = {
  MEASUREMENT_EMPTY: null,
  MEASUREMENT_PRESSURE_PAIR: 'pressureLow',
  MEASUREMENT_PRESSURE_ORDER: 'pressureLow',
  MEASUREMENT_PRESSURE_RANGE: 'pressureHigh',
  MEASUREMENT_WEIGHT_RANGE: 'weight',
  MEASUREMENT_HEIGHT_RANGE: 'height',
  MEASUREMENT_DATE_FUTURE: 'dateMeasurement',
  MEASUREMENT_TOO_OLD: 'dateMeasurement',
};

/** The value rules of §5: at least one value; both pressures or neither, systolic above diastolic; plausible ranges. */
export function measurementValueIssues(values: MeasurementValues): MeasurementIssueCode[] {
  const issues: MeasurementIssueCode[] = [];
  const { pressureHigh, pressureLow, weight, height } = values;
  if (!present(pressureHigh) && !present(pressureLow) && !present(weight) && !present(height)) return ['MEASUREMENT_EMPTY'];
  if (present(pressureHigh) !== present(pressureLow)) issues.push('MEASUREMENT_PRESSURE_PAIR');
  if (present(pressureHigh) && present(pressureLow)) {
    if (!within(pressureHigh, MEASUREMENT_LIMITS.pressureHigh) || !within(pressureLow, MEASUREMENT_LIMITS.pressureLow)) {
      issues.push('MEASUREMENT_PRESSURE_RANGE');
    } else if (pressureHigh <= pressureLow) issues.push('MEASUREMENT_PRESSURE_ORDER');
  }
  if (present(weight) && !within(weight, MEASUREMENT_LIMITS.weight)) issues.push('MEASUREMENT_WEIGHT_RANGE');
  if (present(height) && !within(height, MEASUREMENT_LIMITS.height)) issues.push('MEASUREMENT_HEIGHT_RANGE');
  return issues;
}

/**
 * The date rules of §5: not later than now, and its day not before 20 years ago (the clinic's today).
 * `measuredAt` and `now` are instants (ms); `measuredDay` and `today` the clinic's calendar days.
 */
export function measurementDateIssue(
  when: { measuredAt: number; measuredDay: string },
  now: { now: number; today: string },
): MeasurementIssueCode | null {
  if (when.measuredAt > now.now) return 'MEASUREMENT_DATE_FUTURE';
  if (when.measuredDay < addYears(now.today, -MEASUREMENTS_MAX_YEARS_BACK)) return 'MEASUREMENT_TOO_OLD';
  return null;
}

// ---------------------------------------------------------------------------------------------------
// Blood pressure categories (2018 ESC/ESH guidelines, office blood pressure, mmHg)

export const pressureCategories = ['OPTIMAL', 'NORMAL', 'HIGH_NORMAL', 'GRADE_1', 'GRADE_2', 'GRADE_3'] as const;
export type PressureCategory = (typeof pressureCategories)[number];

/** Lower bounds of each category: systolic and diastolic; the higher category of the two wins. */
export const pressureBands: ReadonlyArray<{ category: PressureCategory; systolicFrom: number; diastolicFrom: number; colour: string }> = [
  { category: 'OPTIMAL', systolicFrom: 0, diastolicFrom: 0, colour: '#2f9e44' },
  { category: 'NORMAL', systolicFrom: 120, diastolicFrom: 80, colour: '#74b816' },
  { category: 'HIGH_NORMAL', systolicFrom: 130, diastolicFrom: 85, colour: '#f59f00' },
  { category: 'GRADE_1', systolicFrom: 140, diastolicFrom: 90, colour: '#f76707' },
  { category: 'GRADE_2', systolicFrom: 160, diastolicFrom: 100, colour: '#e03131' },
  { category: 'GRADE_3', systolicFrom: 180, diastolicFrom: 110, colour: '#a61e4d' },
];

/** Polish names of the categories (the report; the web has them in i18n). */
export const pressureCategoryNames: Record<PressureCategory, string> = {
  OPTIMAL: 'optymalne',
  NORMAL: 'prawidłowe',
  HIGH_NORMAL: 'wysokie prawidłowe',
  GRADE_1: 'nadciśnienie 1. stopnia',
  GRADE_2: 'nadciśnienie 2. stopnia',
  GRADE_3: 'nadciśnienie 3. stopnia',
};

export function pressureCategory(systolic: number, diastolic: number): PressureCategory {
  let index = 0;
  pressureBands.forEach((band, i) => {
    if (systolic >= band.systolicFrom || diastolic >= band.diastolicFrom) index = i;
  });
  return pressureBands[index].category;
}

// ---------------------------------------------------------------------------------------------------
// CSV import of home blood-pressure monitors and health apps

/**
 * The documented format: a header row, then one measurement a row. Separator `;`, `,` or a tab (the
 * one of the header line); a decimal comma or point; UTF-8 (with or without BOM). Columns, in any
 * order, recognised by their header in Polish or English (case, Polish letters, units in brackets and
 * spaces ignored):
 * - date: `Data`, `Date`, `Dzień`, `Day`, `Data pomiaru`, `Measurement date` — YYYY-MM-DD, DD.MM.YYYY,
 *   DD-MM-YYYY, DD/MM/YYYY, YYYY/MM/DD, or a date and time in one cell (`2026-03-01 07:30`, ISO `T`);
 * - time: `Godzina`, `Czas`, `Time`, `Godzina pomiaru` — HH:MM or HH:MM:SS (default 00:00 without it);
 * - `Data i godzina`, `Date time`, `Datetime`, `Timestamp`, `Measured at` — date and time in one cell;
 * - systolic: `SYS`, `Systolic`, `Skurczowe`, `Ciśnienie skurczowe`, `SBP`;
 * - diastolic: `DIA`, `Diastolic`, `Rozkurczowe`, `Ciśnienie rozkurczowe`, `DBP`;
 * - pulse: `Puls`, `Pulse`, `Tętno`, `HR`, `Heart rate` — read and ignored (the diary keeps no pulse);
 * - weight (kg): `Waga`, `Weight`, `Masa ciała`, `Masa`; height (cm): `Wzrost`, `Height`.
 * Other columns are ignored. Empty cells are no value.
 */
export const CSV_IMPORT_MAX_ROWS = 5000;
export const CSV_IMPORT_MAX_BYTES = 1024 * 1024;

type CsvColumn = 'date' | 'time' | 'dateTime' | 'pressureHigh' | 'pressureLow' | 'pulse' | 'weight' | 'height';
const headerNames: Record<CsvColumn, string[]> = {
  date: ['data', 'date', 'dzien', 'day', 'datapomiaru', 'measurementdate'],
  time: ['godzina', 'czas', 'time', 'godzinapomiaru', 'measurementtime', 'hour'],
  dateTime: ['dataigodzina', 'datagodzina', 'datetime', 'dateandtime', 'timestamp', 'measuredat', 'datacz', 'dataiczas'],
  pressureHigh: ['sys', 'systolic', 'skurczowe', 'cisnienieskurczowe', 'sbp', 'systolicpressure', 'skurcz'],
  pressureLow: ['dia', 'diastolic', 'rozkurczowe', 'cisnienierozkurczowe', 'dbp', 'diastolicpressure', 'rozkurcz'],
  pulse: ['puls', 'pulse', 'tetno', 'hr', 'heartrate', 'pul'],
  weight: ['waga', 'weight', 'masaciala', 'masa', 'bodyweight'],
  height: ['wzrost', 'height', 'bodyheight'],
};

/** "Ciśnienie skurczowe [mmHg]" → "cisnienieskurczowe". */
export function normaliseCsvHeader(header: string): string {
  return header
    .replace(/^\uFEFF/, '')
    .toLowerCase()
    .replace(/ł/g, 'l')
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/\(.*?\)|\[.*?\]/g, '')
    .replace(/[^a-z0-9]/g, '')
    .replace(/(mmhg|kg|cm|bpm|1min)$/, '');
}

export type CsvRowIssueCode =
  | MeasurementIssueCode
  | 'IMPORT_DATE_INVALID'
  | 'IMPORT_TIME_INVALID'
  | 'IMPORT_NUMBER_INVALID';

export type CsvFileIssueCode = 'IMPORT_EMPTY' | 'IMPORT_NO_HEADER' | 'IMPORT_MALFORMED' | 'IMPORT_TOO_MANY_ROWS';

export interface CsvMeasurementRow {
  /** Line of the file (1 = the header). */
  line: number;
  /** The clinic's wall time, YYYY-MM-DDTHH:MM:SS (the server places it in the clinic's zone). */
  localDateTime: string;
  pressureHigh: number | null;
  pressureLow: number | null;
  weight: number | null;
  height: number | null;
}

export interface CsvRowError {
  line: number;
  code: CsvRowIssueCode;
  /** The cell or column the issue is about, as written in the file. */
  value: string | null;
}

export type CsvParseResult =
  | { ok: true; separator: ';' | ',' | '\t'; columns: CsvColumn[]; rows: CsvMeasurementRow[]; errors: CsvRowError[] }
  | { ok: false; code: CsvFileIssueCode; line: number | null };

function detectSeparator(firstLine: string): ';' | ',' | '\t' {
  const counts = { ';': 0, ',': 0, '\t': 0 };
  let quoted = false;
  for (const ch of firstLine) {
    if (ch === '"') quoted = !quoted;
    else if (!quoted && ch in counts) counts[ch as ';' | ',' | '\t'] += 1;
  }
  if (counts['\t'] > counts[';'] && counts['\t'] > counts[',']) return '\t';
  return counts[';'] >= counts[','] && counts[';'] > 0 ? ';' : ',';
}

const pad = (n: string) => n.padStart(2, '0');

/** A day in one of the formats above as YYYY-MM-DD, or null. */
export function parseCsvDay(text: string): string | null {
  const value = text.trim();
  let match = /^(\d{4})[-./](\d{1,2})[-./](\d{1,2})$/.exec(value);
  let day: string | null = null;
  if (match) day = `${match[1]}-${pad(match[2])}-${pad(match[3])}`;
  match = /^(\d{1,2})[-./](\d{1,2})[-./](\d{4})$/.exec(value);
  if (match) day = `${match[3]}-${pad(match[2])}-${pad(match[1])}`;
  return day && isCalendarDay(day) ? day : null;
}

/** HH:MM or HH:MM:SS (a.m./p.m. not accepted) as HH:MM:SS, or null. */
export function parseCsvTime(text: string): string | null {
  const match = /^(\d{1,2}):(\d{2})(?::(\d{2}))?$/.exec(text.trim());
  if (!match) return null;
  const [h, m, s] = [Number(match[1]), Number(match[2]), Number(match[3] ?? '0')];
  if (h > 23 || m > 59 || s > 59) return null;
  return `${pad(String(h))}:${match[2]}:${pad(String(s))}`;
}

/** A number with a decimal comma or point ("72,5", "72.5", "120"); "" is no value; anything else undefined. */
export function parseCsvNumber(text: string): number | null | undefined {
  const value = text.trim().replace(/\s/g, '');
  if (value === '' || value === '-' || value === '--') return null;
  if (!/^\d+([.,]\d+)?$/.test(value)) return undefined;
  return Number(value.replace(',', '.'));
}

/** Parses a CSV export (see the format above). Row problems are listed per line; a file problem fails it. */
export function parseMeasurementsCsv(text: string): CsvParseResult {
  const content = text.replace(/^\uFEFF/, '');
  if (content.trim() === '') return { ok: false, code: 'IMPORT_EMPTY', line: null };
  const firstLine = content.split(/\r?\n/, 1)[0];
  const separator = detectSeparator(firstLine);
  let parsed: Array<{ record: string[]; info: { lines: number } }>;
  try {
    parsed = parse(content, {
      delimiter: separator,
      relax_column_count: true,
      skip_empty_lines: true,
      trim: true,
      bom: true,
      info: true,
    }) as unknown as Array<{ record: string[]; info: { lines: number } }>;
  } catch (error) {
    const line = (error as { lines?: number }).lines ?? null;
    return { ok: false, code: 'IMPORT_MALFORMED', line };
  }
  const records = parsed.map((p) => p.record);
  if (records.length === 0) return { ok: false, code: 'IMPORT_EMPTY', line: null };
  const header = records[0].map(normaliseCsvHeader);
  const index: Partial<Record<CsvColumn, number>> = {};
  for (const [column, names] of Object.entries(headerNames) as Array<[CsvColumn, string[]]>) {
    const at = header.findIndex((name) => names.includes(name));
    if (at >= 0) index[column] = at;
  }
  const hasDate = index.date !== undefined || index.dateTime !== undefined;
  const hasValue = ['pressureHigh', 'pressureLow', 'weight', 'height'].some((c) => index[c as CsvColumn] !== undefined);
  if (!hasDate || !hasValue) return { ok: false, code: 'IMPORT_NO_HEADER', line: 1 };
  if (records.length - 1 > CSV_IMPORT_MAX_ROWS) return { ok: false, code: 'IMPORT_TOO_MANY_ROWS', line: null };

  const rows: CsvMeasurementRow[] = [];
  const errors: CsvRowError[] = [];
  for (let r = 1; r < records.length; r++) {
    const record = records[r];
    const line = parsed[r].info.lines;
    const cell = (column: CsvColumn) => (index[column] === undefined ? '' : (record[index[column]!] ?? ''));
    if (record.every((value) => value === '')) continue;
    let day: string | null = null;
    let time: string | null = '00:00:00';
    if (index.dateTime !== undefined || (index.date !== undefined && /\d[ T]\d/.test(cell('date')))) {
      const raw = index.dateTime !== undefined ? cell('dateTime') : cell('date');
      const [dayPart, timePart = '00:00'] = raw.replace('T', ' ').replace(/(Z|[+-]\d{2}:?\d{2})$/, '').split(/\s+/);
      day = parseCsvDay(dayPart);
      if (!day) {
        errors.push({ line, code: 'IMPORT_DATE_INVALID', value: raw });
        continue;
      }
      time = parseCsvTime(timePart.replace(/\.\d+$/, ''));
      if (!time) {
        errors.push({ line, code: 'IMPORT_TIME_INVALID', value: raw });
        continue;
      }
    } else {
      day = parseCsvDay(cell('date'));
      if (!day) {
        errors.push({ line, code: 'IMPORT_DATE_INVALID', value: cell('date') });
        continue;
      }
      if (index.time !== undefined && cell('time') !== '') {
        time = parseCsvTime(cell('time'));
        if (!time) {
          errors.push({ line, code: 'IMPORT_TIME_INVALID', value: cell('time') });
          continue;
        }
      }
    }
    const values: Record<'pressureHigh' | 'pressureLow' | 'weight' | 'height', number | null> = {
      pressureHigh: null,
      pressureLow: null,
      weight: null,
      height: null,
    };
    let bad: string | null = null;
    for (const column of ['pressureHigh', 'pressureLow', 'weight', 'height'] as const) {
      const parsed = parseCsvNumber(cell(column));
      if (parsed === undefined) {
        bad = cell(column);
        break;
      }
      values[column] = parsed;
    }
    if (bad !== null) {
      errors.push({ line, code: 'IMPORT_NUMBER_INVALID', value: bad });
      continue;
    }
    const issue = measurementValueIssues(values)[0];
    if (issue) {
      errors.push({ line, code: issue, value: null });
      continue;
    }
    rows.push({ line, localDateTime: `${day}T${time}`, ...values });
  }
  const columns = (Object.keys(index) as CsvColumn[]).sort((a, b) => index[a]! - index[b]!);
  return { ok: true, separator, columns, rows, errors };
}

/** Two measurements are the same when their instant and every value agree (the import's duplicate rule). */
export function measurementKey(m: { measuredAt: number } & MeasurementValues): string {
  const v = (n: number | null | undefined) => (n == null ? '' : String(round(n, 1)));
  return [m.measuredAt, v(m.pressureHigh), v(m.pressureLow), v(m.weight), v(m.height)].join('|');
}
