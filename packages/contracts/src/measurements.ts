// CONTRACT READY
import {
  CSV_IMPORT_MAX_BYTES,
  MEASUREMENT_LIMITS,
  MEASUREMENTS_PAGE_MAX,
  MEASUREMENTS_PAGE_SIZE,
  measurementKinds,
  measurementSources,
  pressureCategories,
  type CsvFileIssueCode,
  type CsvRowIssueCode,
  type MeasurementIssueCode,
} from '@portal/domain';
import { bodyIdSchema, idSchema, isoDateSchema, isoDateTimeSchema } from './common';
import { pageOf, pageQuerySchema } from './lists';
import { z } from './zod-pl';

/*
 * The patient's diary of measurements (spec part 2 §2 "Measurements", §3 "Measurement", §5, §7, §8
 * "Measurements save", §9; issue 31). The rules (BMI, body surface, pressure pair and order, ranges,
 * dates, ESC/ESH 2018 categories `pressureBands`/`pressureCategory`, the CSV format) are domain's
 * `measurements.ts`; these are the API's shapes. Days are YYYY-MM-DD, instants ISO with offset.
 *
 * Patient routes (prefix /api; endpoints.tsv module `measurements`):
 *   GET    /mpi/measurements/mpi-user/measurements                      → MeasurementConfiguration
 *   GET    /mpi/measurements/mpi-user/{patientId}?after&before&pageIndex&pageSize → MeasurementPage (newest first)
 *   GET    /mpi/measurements/mpi-user/{patientId}/series?after&before   → MeasurementSeries (the chart, oldest first)
 *   GET    /mpi/measurements/mpi-user/{patientId}/measurement/{id}      → Measurement
 *   POST   /mpi/measurements/mpi-user                  MeasurementCreate → Measurement (201)
 *   PUT    /mpi/measurements/mpi-user/{id}             MeasurementInput  → Measurement
 *   DELETE /mpi/measurements/mpi-user/{id}                                → { ok: true }
 *   GET    /mpi/measurements/mpi-user/report?patientId&dateFrom&dateTo  → application/pdf (a window)
 *   POST   /mpi/measurements/mpi-user/import/preview   MeasurementImport → MeasurementImportPreview
 *   POST   /mpi/measurements/mpi-user/import/commit    MeasurementImport → MeasurementImportResult
 * Console routes (DOCTOR, NURSE, ADMIN; audited reads):
 *   GET    /clinic/patients/{patientId}/measurements?after&before&pageIndex&pageSize → MeasurementPage
 *   GET    /clinic/patients/{patientId}/measurements/series?after&before            → MeasurementSeries
 *   GET    /clinic/patients/{patientId}/measurements/report?dateFrom&dateTo         → application/pdf
 *   GET    /clinic/bookings/{bookingId}/measurements                                → BookingMeasurements
 * The administrator's configuration of shown kinds: settings group `measurements`
 *   (GET/PUT /clinic/settings/measurements, `measurementSettingsSchema`).
 * Refused saves answer 409 with the codes of `measurementIssueMessages` (spec §8: the web shows
 * 'Wystąpił błąd walidacji: ' + message); a malformed import answers 400 MEASUREMENT_IMPORT_FORMAT.
 */

export const measurementKindSchema = z.enum(measurementKinds);
export type { MeasurementKind } from '@portal/domain';
export const measurementSourceSchema = z.enum(measurementSources);
export const pressureCategorySchema = z.enum(pressureCategories);

/** Spec part 2 §3 "Measurement": id, patientId, dateMeasurement, pressureHigh, pressureLow, weight, height, bmi, surface. */
export const measurementSchema = z
  .object({
    id: z.number().int(),
    patientId: z.number().int(),
    /** When it was measured (instant with offset). */
    dateMeasurement: isoDateTimeSchema,
    /** Systolic, mmHg. */
    pressureHigh: z.number().int().nullable(),
    /** Diastolic, mmHg. */
    pressureLow: z.number().int().nullable(),
    /** kg, one decimal. */
    weight: z.number().nullable(),
    /** cm, one decimal. */
    height: z.number().nullable(),
    /** kg/m², 2 decimals (weight and height of this measurement), null without both. */
    bmi: z.number().nullable(),
    /** Body surface m², 2 decimals, null without both. */
    surface: z.number().nullable(),
    /** ESC/ESH 2018 category of the pressure, null without it. */
    pressureCategory: pressureCategorySchema.nullable(),
    /** Entered in the form or imported from a CSV file. */
    source: measurementSourceSchema,
    createdAt: isoDateTimeSchema,
  })
  .meta({ id: 'Measurement' });
export type Measurement = z.infer<typeof measurementSchema>;

const L = MEASUREMENT_LIMITS;
const optionalNumber = (min: number, max: number, message: string, int = false) =>
  (int ? z.number().int(message) : z.number()).min(min, message).max(max, message).nullish();

/** Body of PUT (and, with patientId, POST). Empty values are null or absent; BMI and surface are computed. */
export const measurementInputSchema = z.object({
  dateMeasurement: isoDateTimeSchema,
  pressureHigh: optionalNumber(L.pressureHigh.min, L.pressureHigh.max, `Ciśnienie skurczowe: od ${L.pressureHigh.min} do ${L.pressureHigh.max} mmHg`, true),
  pressureLow: optionalNumber(L.pressureLow.min, L.pressureLow.max, `Ciśnienie rozkurczowe: od ${L.pressureLow.min} do ${L.pressureLow.max} mmHg`, true),
  weight: optionalNumber(L.weight.min, L.weight.max, `Waga: od ${L.weight.min} do ${L.weight.max} kg`.replace('.', ',')),
  height: optionalNumber(L.height.min, L.height.max, `Wzrost: od ${L.height.min} do ${L.height.max} cm`),
});
export type MeasurementInput = z.input<typeof measurementInputSchema>;

export const measurementCreateSchema = measurementInputSchema.extend({ patientId: bodyIdSchema });
export type MeasurementCreate = z.input<typeof measurementCreateSchema>;

export const measurementParamsSchema = z.object({ patientId: idSchema, id: idSchema });
export const measurementIdParamsSchema = z.object({ id: idSchema });

/** GET list: `after`/`before` inclusive days (default: the last year; not before 20 years ago, not in the future). */
export const measurementsQuerySchema = pageQuerySchema({ default: MEASUREMENTS_PAGE_SIZE, max: MEASUREMENTS_PAGE_MAX }).extend({
  after: isoDateSchema.optional(),
  before: isoDateSchema.optional(),
});
export type MeasurementsQuery = z.input<typeof measurementsQuerySchema>;

export const measurementPageSchema = pageOf(measurementSchema).meta({ id: 'MeasurementPage' });
export type MeasurementPage = z.infer<typeof measurementPageSchema>;

/** GET series: the same range, every measurement oldest first for the charts (at most MEASUREMENTS_SERIES_MAX, the newest). */
export const measurementSeriesQuerySchema = z.object({ after: isoDateSchema.optional(), before: isoDateSchema.optional() });
export type MeasurementSeriesQuery = z.input<typeof measurementSeriesQuerySchema>;
export const measurementSeriesSchema = z
  .object({
    /** The range actually read (the defaults filled in). */
    after: isoDateSchema,
    before: isoDateSchema,
    items: z.array(measurementSchema),
    /** More measurements than the cap were in the range: the oldest are left out. */
    truncated: z.boolean(),
  })
  .meta({ id: 'MeasurementSeries' });
export type MeasurementSeries = z.infer<typeof measurementSeriesSchema>;

/** The clinic's configuration (settings group `measurements`): which kinds patients see and enter. */
export const measurementSettingsSchema = z
  .object({
    shownKinds: z.array(measurementKindSchema),
  })
  .meta({ id: 'MeasurementSettings' });
export type MeasurementSettings = z.infer<typeof measurementSettingsSchema>;

/** What the administrator may save: at least one kind, no repeats; BMI and surface need weight and height. */
export const measurementSettingsEditSchema = z
  .object({
    shownKinds: z
      .array(measurementKindSchema)
      .min(1, 'Wybierz przynajmniej jeden rodzaj pomiaru')
      .refine((kinds) => new Set(kinds).size === kinds.length, 'Rodzaje pomiarów nie mogą się powtarzać'),
  })
  .superRefine((value, ctx) => {
    const kinds = new Set(value.shownKinds);
    if ((kinds.has('BMI') || kinds.has('SURFACE')) && !(kinds.has('WEIGHT') && kinds.has('HEIGHT'))) {
      ctx.addIssue({ code: 'custom', path: ['shownKinds'], message: 'BMI i powierzchnia ciała wymagają pokazania wagi i wzrostu' });
    }
  });

/** GET /mpi/measurements/mpi-user/measurements (spec: "configuration of shown measurement types"). */
export const measurementConfigurationSchema = z
  .object({
    shownKinds: z.array(measurementKindSchema),
    /** The form's limits (the same as the server's). */
    limits: z.object({
      pressureHigh: z.object({ min: z.number(), max: z.number() }),
      pressureLow: z.object({ min: z.number(), max: z.number() }),
      weight: z.object({ min: z.number(), max: z.number() }),
      height: z.object({ min: z.number(), max: z.number() }),
    }),
  })
  .meta({ id: 'MeasurementConfiguration' });
export type MeasurementConfiguration = z.infer<typeof measurementConfigurationSchema>;

/** GET report: a window; dateFrom/dateTo default to the last year. */
export const measurementReportQuerySchema = z.object({
  patientId: idSchema,
  dateFrom: isoDateSchema.optional(),
  dateTo: isoDateSchema.optional(),
});
export type MeasurementReportQuery = z.input<typeof measurementReportQuerySchema>;
export const clinicMeasurementReportQuerySchema = measurementReportQuerySchema.omit({ patientId: true });

// ---------------------------------------------------------------------------------------------------
// CSV import

/** The file as its bytes in base64 (UTF-8 with or without BOM, or Windows-1250), at most 1 MB. */
export const measurementImportSchema = z.object({
  patientId: bodyIdSchema,
  fileName: z.string().trim().min(1).max(255),
  content: z
    .string()
    .min(1, 'Plik jest pusty')
    .max(Math.ceil((CSV_IMPORT_MAX_BYTES * 4) / 3) + 4, 'Plik może mieć najwyżej 1 MB')
    .regex(/^[A-Za-z0-9+/]*={0,2}$/, 'Plik nie został poprawnie przesłany'),
});
export type MeasurementImport = z.input<typeof measurementImportSchema>;

export const measurementImportRowStatusSchema = z.enum(['NEW', 'DUPLICATE']);
export const measurementImportRowSchema = z
  .object({
    /** Line of the file (1 = the header). */
    line: z.number().int(),
    dateMeasurement: isoDateTimeSchema,
    pressureHigh: z.number().nullable(),
    pressureLow: z.number().nullable(),
    weight: z.number().nullable(),
    height: z.number().nullable(),
    bmi: z.number().nullable(),
    surface: z.number().nullable(),
    /** DUPLICATE: the diary (or an earlier line of the file) has the same date-time and values. */
    status: measurementImportRowStatusSchema,
  })
  .meta({ id: 'MeasurementImportRow' });
export type MeasurementImportRow = z.infer<typeof measurementImportRowSchema>;

export const measurementImportErrorSchema = z
  .object({
    line: z.number().int(),
    code: z.string(),
    /** Polish reason (`measurementImportRowMessages`). */
    reason: z.string(),
    /** The cell as written in the file, when one is to blame. */
    value: z.string().nullable(),
  })
  .meta({ id: 'MeasurementImportError' });
export type MeasurementImportError = z.infer<typeof measurementImportErrorSchema>;

export const measurementImportPreviewSchema = z
  .object({
    separator: z.enum([';', ',', '\t']),
    /** The recognised columns in file order (date, time, dateTime, pressureHigh, pressureLow, pulse, weight, height). */
    columns: z.array(z.string()),
    rows: z.array(measurementImportRowSchema),
    errors: z.array(measurementImportErrorSchema),
    counts: z.object({ total: z.number().int(), new: z.number().int(), duplicates: z.number().int(), invalid: z.number().int() }),
  })
  .meta({ id: 'MeasurementImportPreview' });
export type MeasurementImportPreview = z.infer<typeof measurementImportPreviewSchema>;

/** Commit: the good non-duplicate rows saved in one transaction. */
export const measurementImportResultSchema = z
  .object({ saved: z.number().int(), duplicates: z.number().int(), invalid: z.number().int() })
  .meta({ id: 'MeasurementImportResult' });
export type MeasurementImportResult = z.infer<typeof measurementImportResultSchema>;

// ---------------------------------------------------------------------------------------------------
// Console

export const clinicMeasurementsParamsSchema = z.object({ patientId: idSchema });
export const clinicBookingMeasurementsParamsSchema = z.object({ bookingId: idSchema });

/** The measurements attached to a booking: the patient's since dateFromMeasurement up to the visit (at most 200, newest first). */
export const bookingMeasurementsSchema = z
  .object({
    bookingId: z.number().int(),
    patientId: z.number().int(),
    isAddMeasurement: z.boolean(),
    dateFromMeasurement: isoDateSchema.nullable(),
    /** The visit's start: the attached measurements end there. */
    visitDate: isoDateTimeSchema,
    items: z.array(measurementSchema),
    truncated: z.boolean(),
  })
  .meta({ id: 'BookingMeasurements' });
export type BookingMeasurements = z.infer<typeof bookingMeasurementsSchema>;
export const BOOKING_MEASUREMENTS_MAX = 200;

// ---------------------------------------------------------------------------------------------------
// Messages

/** Polish messages of the save rules (409; the web shows §8's 'Wystąpił błąd walidacji: ' before them). */
export const measurementIssueMessages: Record<MeasurementIssueCode, string> = {
  MEASUREMENT_EMPTY: 'Podaj przynajmniej jedną wartość pomiaru.',
  MEASUREMENT_PRESSURE_PAIR: 'Podaj oba ciśnienia: skurczowe i rozkurczowe.',
  MEASUREMENT_PRESSURE_ORDER: 'Ciśnienie skurczowe musi być wyższe od rozkurczowego.',
  MEASUREMENT_PRESSURE_RANGE: `Ciśnienie poza zakresem: skurczowe ${L.pressureHigh.min}–${L.pressureHigh.max}, rozkurczowe ${L.pressureLow.min}–${L.pressureLow.max} mmHg.`,
  MEASUREMENT_WEIGHT_RANGE: `Waga poza zakresem ${String(L.weight.min).replace('.', ',')}–${L.weight.max} kg.`,
  MEASUREMENT_HEIGHT_RANGE: `Wzrost poza zakresem ${L.height.min}–${L.height.max} cm.`,
  MEASUREMENT_DATE_FUTURE: 'Data i godzina pomiaru nie mogą być z przyszłości.',
  MEASUREMENT_TOO_OLD: 'Data pomiaru nie może być wcześniejsza niż 20 lat temu.',
};

/** Polish reasons of a bad import row. */
export const measurementImportRowMessages: Record<CsvRowIssueCode, string> = {
  ...measurementIssueMessages,
  IMPORT_DATE_INVALID: 'Nieczytelna data (oczekiwano np. 2026-03-01 lub 01.03.2026).',
  IMPORT_TIME_INVALID: 'Nieczytelna godzina (oczekiwano np. 07:30).',
  IMPORT_NUMBER_INVALID: 'Wartość nie jest liczbą.',
};

/** Polish messages of a file the import refuses whole (400 MEASUREMENT_IMPORT_FORMAT / _TOO_LARGE). */
export const measurementImportFileMessages: Record<CsvFileIssueCode | 'IMPORT_ENCODING', string> = {
  IMPORT_EMPTY: 'Plik jest pusty.',
  IMPORT_NO_HEADER:
    'Nie rozpoznano kolumn pliku. Pierwszy wiersz musi zawierać nagłówki, np. Data;Godzina;SYS;DIA;Puls;Waga (lub Date,Time,Systolic,Diastolic,Pulse,Weight).',
  IMPORT_MALFORMED: 'Plik nie jest poprawnym plikiem CSV.',
  IMPORT_TOO_MANY_ROWS: 'Plik ma zbyt wiele wierszy (najwyżej 5000).',
  IMPORT_ENCODING: 'Nie udało się odczytać pliku: zapisz go w kodowaniu UTF-8.',
};
