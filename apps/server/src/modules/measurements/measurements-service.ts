import {
  BOOKING_MEASUREMENTS_MAX,
  measurementImportFileMessages,
  measurementImportRowMessages,
  measurementIssueMessages,
  type BookingMeasurements,
  type Measurement,
  type MeasurementConfiguration,
  type MeasurementImportError,
  type MeasurementImportPreview,
  type MeasurementImportResult,
  type MeasurementImportRow,
  type MeasurementKind,
  type MeasurementPage,
  type MeasurementSeries,
  type measurementImportSchema,
  type measurementInputSchema,
  type measurementsQuerySchema,
  type measurementSeriesQuerySchema,
  type z,
} from '@portal/contracts';
import {
  CSV_IMPORT_MAX_BYTES,
  MEASUREMENT_LIMITS,
  MEASUREMENTS_MAX_YEARS_BACK,
  MEASUREMENTS_SERIES_MAX,
  bmiOf,
  bodySurfaceOf,
  defaultRange,
  measurementDateIssue,
  measurementIssueField,
  measurementKey,
  measurementValueIssues,
  parseMeasurementsCsv,
  pressureCategory,
  type MeasurementIssueCode,
  type RangeLimits,
} from '@portal/domain';
import { withTransaction } from '../../db/client';
import type { Deps } from '../../deps';
import { AppError, NotFound } from '../../errors';
import { patientOfRow, type CheckedPatient, type CheckedPatientId } from '../../lib/checked-patient';
import { clinicInstant, clinicToday } from '../../lib/clinic-time';
import { recordDays, recordPage } from '../../lib/record-lists';
import { defineResource, type PatientScope } from '../../plugins/patient-access';
import { defineStaffResource, type UnitScope } from '../../plugins/staff-resources';
import { bookings } from '../../db/schema/index';
import { recordEvent } from '../event-log/event-log-service';
import * as repo from './measurements-repository';

type MeasurementsDeps = Pick<Deps, 'db' | 'clock' | 'keptSettings'>;
export type MeasurementInputData = z.output<typeof measurementInputSchema>;
export type MeasurementsQueryData = z.output<typeof measurementsQuerySchema>;
export type MeasurementSeriesQueryData = z.output<typeof measurementSeriesQuerySchema>;
export type MeasurementImportData = z.output<typeof measurementImportSchema>;

/** Spec part 2 §9: days not in the future and not before 20 years ago; the last year by default. */
export const MEASUREMENT_RANGE_LIMITS: RangeLimits = { allowFuture: false, maxYearsBack: MEASUREMENTS_MAX_YEARS_BACK };
const days = { limits: MEASUREMENT_RANGE_LIMITS, otherwise: 'lastYear' as const };

const round1 = (value: number | null | undefined): number | null => (value == null ? null : Math.round(value * 10) / 10);

/** A stored measurement as the API answers it: BMI, body surface and the pressure's category computed. */
export function toMeasurement(row: repo.MeasurementRow): Measurement {
  return {
    id: row.id,
    patientId: row.patientId,
    dateMeasurement: row.measuredAt.toISOString(),
    pressureHigh: row.pressureHigh,
    pressureLow: row.pressureLow,
    weight: row.weight,
    height: row.height,
    bmi: bmiOf(row.weight, row.height),
    surface: bodySurfaceOf(row.weight, row.height),
    pressureCategory: row.pressureHigh != null && row.pressureLow != null ? pressureCategory(row.pressureHigh, row.pressureLow) : null,
    source: row.source,
    createdAt: row.createdAt.toISOString(),
  };
}

/** A measurement addressed by its own id among the caller's patients (another patient's: 404, as unknown). */
export const measurementResource = defineResource({
  name: 'measurement',
  load: (db, scope: PatientScope, params: { id: number }) => repo.findInScope(db, scope, params.id),
});

/** 409 with the rule's Polish message (spec §8: the web shows 'Wystąpił błąd walidacji: ' before it). */
const refused = (code: MeasurementIssueCode) => {
  const field = measurementIssueField[code];
  return new AppError(code, measurementIssueMessages[code], field ? { errors: [{ path: field, message: measurementIssueMessages[code] }] } : {});
};

/** The kinds the clinic shows (settings group `measurements`). */
export async function shownKinds(deps: Pick<Deps, 'keptSettings'>): Promise<ReadonlySet<MeasurementKind>> {
  return new Set((await deps.keptSettings.current('measurements')).shownKinds);
}

/** GET configuration: the shown kinds and the form's limits. */
export async function configuration(deps: Pick<Deps, 'keptSettings'>): Promise<MeasurementConfiguration> {
  return { shownKinds: [...(await shownKinds(deps))], limits: MEASUREMENT_LIMITS };
}

/**
 * The row to store from the form: the values rounded (kg and cm to one decimal), the §5 rules checked
 * (409 with the first broken one). A kind the clinic does not show may not be given in a new
 * measurement; an edit keeps the stored value of such a kind (`kept`), whatever the form sent.
 */
function checked(deps: Pick<Deps, 'clock'>, input: MeasurementInputData, shown: ReadonlySet<MeasurementKind>, kept?: repo.MeasurementRow): repo.MeasurementWrite {
  const values = {
    pressureHigh: input.pressureHigh ?? null,
    pressureLow: input.pressureLow ?? null,
    weight: round1(input.weight),
    height: round1(input.height),
  };
  const hidden: Array<[MeasurementKind, Array<keyof typeof values>]> = [
    ['PRESSURE', ['pressureHigh', 'pressureLow']],
    ['WEIGHT', ['weight']],
    ['HEIGHT', ['height']],
  ];
  for (const [kind, fields] of hidden) {
    if (shown.has(kind)) continue;
    if (kept) for (const f of fields) values[f] = kept[f];
    else if (fields.some((f) => values[f] != null)) throw new AppError('MEASUREMENT_KIND_HIDDEN');
  }
  const issue = measurementValueIssues(values)[0];
  if (issue) throw refused(issue);
  const measuredAt = new Date(input.dateMeasurement);
  const now = deps.clock.now();
  const dateIssue = measurementDateIssue(
    { measuredAt: measuredAt.getTime(), measuredDay: clinicToday(measuredAt) },
    { now: now.getTime(), today: clinicToday(now) },
  );
  if (dateIssue) throw refused(dateIssue);
  return { measuredAt, ...values };
}

const describe = (row: Pick<repo.MeasurementRow, 'id' | 'patientId'>) => `Pomiar ${row.id} pacjenta ${row.patientId}`;

/** GET list: a page of the patient's measurements in the range (the last year by default), newest first. */
export function listMeasurements(deps: Pick<Deps, 'db' | 'clock'>, patient: CheckedPatient, query: MeasurementsQueryData): Promise<MeasurementPage> {
  return recordPage(query, { ...days, now: deps.clock.now() }, (within, limit, offset) => repo.pageOf(deps.db, patient.id, within, limit, offset), (rows) => rows.map(toMeasurement));
}

/** GET series: every measurement of the range for the charts (the newest MEASUREMENTS_SERIES_MAX), oldest first. */
export async function measurementSeries(deps: Pick<Deps, 'db' | 'clock'>, patient: CheckedPatient, query: MeasurementSeriesQueryData): Promise<MeasurementSeries> {
  const now = deps.clock.now();
  const within = recordDays(query, days, now);
  const today = clinicToday(now);
  const after = within.range.after ?? defaultRange('lastYear', today).after;
  const before = within.range.before ?? today;
  const rows = await repo.newestOf(deps.db, patient.id, { from: within.from ?? clinicInstant(after), to: within.to }, MEASUREMENTS_SERIES_MAX + 1);
  const truncated = rows.length > MEASUREMENTS_SERIES_MAX;
  return { after, before, items: rows.slice(0, MEASUREMENTS_SERIES_MAX).reverse().map(toMeasurement), truncated };
}

export async function getMeasurement(deps: Pick<Deps, 'db'>, patient: CheckedPatient, id: number): Promise<Measurement> {
  const row = await repo.findOfPatient(deps.db, patient.id, id);
  if (!row) throw NotFound();
  return toMeasurement(row);
}

/** POST: a new measurement of the patient, entered by the account (the patient or her guardian). */
export async function createMeasurement(deps: MeasurementsDeps, patient: CheckedPatient, input: MeasurementInputData, accountId: number | null): Promise<Measurement> {
  const values = checked(deps, input, await shownKinds(deps));
  return withTransaction(deps.db, async (tx) => {
    const [row] = await repo.insert(tx, patient.id, [{ ...values, source: 'PATIENT' }]);
    await recordEvent(deps, { eventType: 'MEASUREMENT_ADD', outcome: 'SUCCESS', accountId, description: describe(row) }, { tx });
    return toMeasurement(row);
  });
}

/** PUT: the whole form again; the kinds the clinic hides keep their stored values. */
export async function updateMeasurement(deps: MeasurementsDeps, row: repo.MeasurementRow, input: MeasurementInputData, accountId: number | null): Promise<Measurement> {
  const values = checked(deps, input, await shownKinds(deps), row);
  return withTransaction(deps.db, async (tx) => {
    const updated = await repo.update(tx, patientOfRow(row), row.id, values, deps.clock.now());
    if (!updated) throw NotFound();
    await recordEvent(deps, { eventType: 'MEASUREMENT_EDIT', outcome: 'SUCCESS', accountId, description: describe(updated) }, { tx });
    return toMeasurement(updated);
  });
}

/** DELETE: the measurement the route read through the caller's patients. */
export async function deleteMeasurement(deps: Pick<Deps, 'db' | 'clock'>, row: repo.MeasurementRow, accountId: number | null): Promise<void> {
  await withTransaction(deps.db, async (tx) => {
    if (!(await repo.remove(tx, patientOfRow(row), row.id))) throw NotFound();
    await recordEvent(deps, { eventType: 'MEASUREMENT_DELETE', outcome: 'SUCCESS', accountId, description: describe(row) }, { tx });
  });
}

// ---------------------------------------------------------------------------------------------------
// CSV import

/** The file's text: UTF-8 (with or without BOM), else Windows-1250 (Polish Excel); 400 when it is neither. */
function fileText(content: string): string {
  const bytes = Buffer.from(content, 'base64');
  if (bytes.length > CSV_IMPORT_MAX_BYTES) throw new AppError('MEASUREMENT_IMPORT_TOO_LARGE');
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    try {
      return new TextDecoder('windows-1250', { fatal: true }).decode(bytes);
    } catch {
      throw new AppError('MEASUREMENT_IMPORT_FORMAT', measurementImportFileMessages.IMPORT_ENCODING);
    }
  }
}

interface ImportPlan {
  preview: MeasurementImportPreview;
  fresh: Array<repo.MeasurementWrite & { source: 'IMPORT' }>;
}

/**
 * Reads the file (domain `parseMeasurementsCsv`), places each row's wall time in the clinic's zone,
 * applies the date rules and the clinic's shown kinds (a hidden kind's column is left out), and marks
 * the rows the diary (or an earlier line) already has as duplicates. A file it cannot read is 400
 * MEASUREMENT_IMPORT_FORMAT (or _TOO_LARGE) with the reason; bad rows are listed with their line.
 */
async function plan(deps: MeasurementsDeps, db: Parameters<typeof repo.atInstants>[0], patientId: CheckedPatientId, input: MeasurementImportData): Promise<ImportPlan> {
  const parsed = parseMeasurementsCsv(fileText(input.content));
  if (!parsed.ok) {
    if (parsed.code === 'IMPORT_TOO_MANY_ROWS') throw new AppError('MEASUREMENT_IMPORT_TOO_LARGE', measurementImportFileMessages.IMPORT_TOO_MANY_ROWS);
    const where = parsed.line ? ` (wiersz ${parsed.line})` : '';
    throw new AppError('MEASUREMENT_IMPORT_FORMAT', `${measurementImportFileMessages[parsed.code].replace(/\.$/, '')}${where}. Nic nie zostało zapisane.`);
  }
  const shown = await shownKinds(deps);
  const now = deps.clock.now();
  const today = clinicToday(now);
  const errors: MeasurementImportError[] = parsed.errors.map((e) => ({ line: e.line, code: e.code, reason: measurementImportRowMessages[e.code], value: e.value }));
  const candidates: Array<{ line: number; values: repo.MeasurementWrite }> = [];
  for (const row of parsed.rows) {
    const [day, time] = row.localDateTime.split('T');
    const measuredAt = clinicInstant(day, time);
    const values: repo.MeasurementWrite = {
      measuredAt,
      pressureHigh: shown.has('PRESSURE') ? row.pressureHigh : null,
      pressureLow: shown.has('PRESSURE') ? row.pressureLow : null,
      weight: shown.has('WEIGHT') ? round1(row.weight) : null,
      height: shown.has('HEIGHT') ? round1(row.height) : null,
    };
    const issue = measurementValueIssues(values)[0] ?? measurementDateIssue({ measuredAt: measuredAt.getTime(), measuredDay: day }, { now: now.getTime(), today });
    if (issue) {
      errors.push({ line: row.line, code: issue, reason: measurementImportRowMessages[issue], value: null });
      continue;
    }
    candidates.push({ line: row.line, values });
  }
  const existing = await repo.atInstants(db, patientId, [...new Set(candidates.map((c) => c.values.measuredAt.getTime()))].map((t) => new Date(t)));
  const seen = new Set(existing.map((r) => measurementKey({ ...r, measuredAt: r.measuredAt.getTime() })));
  const rows: MeasurementImportRow[] = [];
  const fresh: ImportPlan['fresh'] = [];
  for (const { line, values } of candidates) {
    const key = measurementKey({ ...values, measuredAt: values.measuredAt.getTime() });
    const duplicate = seen.has(key);
    seen.add(key);
    if (!duplicate) fresh.push({ ...values, source: 'IMPORT' });
    rows.push({
      line,
      dateMeasurement: values.measuredAt.toISOString(),
      pressureHigh: values.pressureHigh,
      pressureLow: values.pressureLow,
      weight: values.weight,
      height: values.height,
      bmi: bmiOf(values.weight, values.height),
      surface: bodySurfaceOf(values.weight, values.height),
      status: duplicate ? 'DUPLICATE' : 'NEW',
    });
  }
  errors.sort((a, b) => a.line - b.line);
  const duplicates = rows.length - fresh.length;
  return {
    preview: {
      separator: parsed.separator,
      columns: parsed.columns,
      rows,
      errors,
      counts: { total: rows.length + errors.length, new: fresh.length, duplicates, invalid: errors.length },
    },
    fresh,
  };
}

/** POST import/preview: what the file holds, what is new, what repeats the diary, which lines are bad. Nothing is saved. */
export async function previewImport(deps: MeasurementsDeps, patient: CheckedPatient, input: MeasurementImportData): Promise<MeasurementImportPreview> {
  return (await plan(deps, deps.db, patient.id, input)).preview;
}

/** POST import/commit: the good non-duplicate rows saved in one transaction (imports of a patient one at a time). */
export async function commitImport(deps: MeasurementsDeps, patient: CheckedPatient, input: MeasurementImportData, accountId: number | null): Promise<MeasurementImportResult> {
  return withTransaction(deps.db, async (tx) => {
    await repo.lockPatientImports(tx, patient.id);
    const { preview, fresh } = await plan(deps, tx, patient.id, input);
    await repo.insert(tx, patient.id, fresh);
    await recordEvent(
      deps,
      { eventType: 'MEASUREMENT_IMPORT', outcome: 'SUCCESS', accountId, description: `Import pomiarów pacjenta ${patient.id} z pliku ${input.fileName}: ${fresh.length} zapisanych, ${preview.counts.duplicates} powtórzonych, ${preview.counts.invalid} błędnych` },
      { tx },
    );
    return { saved: fresh.length, duplicates: preview.counts.duplicates, invalid: preview.counts.invalid };
  });
}

// ---------------------------------------------------------------------------------------------------
// The console

/** A booking a console route addresses by its id, within the member's units (another unit's: 404, as unknown). */
export const bookingAttachmentResource = defineStaffResource({
  name: 'booking-measurements',
  load: (db, units: UnitScope, params: { bookingId: number }) => repo.bookingAttachment(db, params.bookingId, units.where(bookings.unitId)),
  patientOf: (row) => row.patientId,
});

/**
 * The measurements attached to a visit (spec part 2 §3 `measurementAttachment`): the patient's since
 * `dateFromMeasurement` (00:00 in the clinic) up to the visit's start, newest first, at most
 * BOOKING_MEASUREMENTS_MAX. A booking that attaches none answers an empty list.
 */
export async function bookingMeasurements(deps: Pick<Deps, 'db'>, booking: repo.BookingAttachment): Promise<BookingMeasurements> {
  const attachment = booking.measurement;
  const base = {
    bookingId: booking.id,
    patientId: booking.patientId,
    isAddMeasurement: attachment?.isAddMeasurement ?? false,
    dateFromMeasurement: attachment?.dateFromMeasurement ?? null,
    visitDate: booking.startsAt.toISOString(),
  };
  if (!attachment?.isAddMeasurement) return { ...base, items: [], truncated: false };
  const from = attachment.dateFromMeasurement ? clinicInstant(attachment.dateFromMeasurement) : undefined;
  const rows = await repo.newestOf(deps.db, patientOfRow(booking), { from, to: booking.startsAt }, BOOKING_MEASUREMENTS_MAX + 1);
  return { ...base, items: rows.slice(0, BOOKING_MEASUREMENTS_MAX).map(toMeasurement), truncated: rows.length > BOOKING_MEASUREMENTS_MAX };
}
