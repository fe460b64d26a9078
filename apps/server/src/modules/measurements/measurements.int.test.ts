import { and, asc, eq, gt } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultRange } from '@portal/domain';
import type { BookingMeasurements, Measurement, MeasurementImportPreview, MeasurementPage, MeasurementSeries } from '@portal/contracts';
import { bookings, eventLog, measurements, patients, staffReads } from '../../db/schema/index';
import { clinicToday } from '../../lib/clinic-time';
import { pdfText } from '../../test/pdf-text';
import { createTestApp, type TestApp } from '../../test/helper';

let t: TestApp;
let anna: string;
let piotr: string;
let annaId: number;
let zofiaId: number;
let piotrId: number;
let doctor: { id: number; cookie: string };
let registrar: { id: number; cookie: string };
let admin: { id: number; cookie: string };

const base = '/api/mpi/measurements/mpi-user';
const api = (cookie: string, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) => t.request({ method, url: `${base}${url}`, cookie, ...(payload ? { payload } : {}) });
const hoursAgo = (h: number) => new Date(t.clock.now().getTime() - h * 3_600_000).toISOString();
const daysAgo = (d: number) => {
  const at = new Date(t.clock.now().getTime() - d * 86_400_000);
  return clinicToday(at);
};
const b64 = (text: string) => Buffer.from(text, 'utf8').toString('base64');

async function member(roles: Array<'DOCTOR' | 'REGISTRAR' | 'ADMIN' | 'NURSE'>) {
  const row = await t.make.staff({ roles });
  return { id: row.id, cookie: await t.asStaff(row.id) };
}

beforeAll(async () => {
  t = await createTestApp();
  anna = await t.login('anna');
  piotr = await t.login('piotr');
  annaId = (await t.request({ method: 'GET', url: '/api/mpi/accounts/mpi-user/patients/me', cookie: anna })).json().id;
  piotrId = (await t.request({ method: 'GET', url: '/api/mpi/accounts/mpi-user/patients/me', cookie: piotr })).json().id;
  zofiaId = (await t.deps.db.select({ id: patients.id }).from(patients).where(eq(patients.nationalId, '17261002469')))[0].id;
  doctor = await member(['DOCTOR']);
  registrar = await member(['REGISTRAR']);
  admin = await member(['ADMIN']);
});
afterAll(() => t.close());

describe('the diary', () => {
  it('answers the clinic’s shown kinds and the form’s limits', async () => {
    const res = await api(anna, 'GET', '/measurements');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ shownKinds: ['PRESSURE', 'WEIGHT', 'HEIGHT', 'BMI', 'SURFACE'], limits: { pressureHigh: { min: 50, max: 300 } } });
  });

  it('lists a page of 10 of the last year, newest first, with BMI, surface and the pressure category; the range is checked', async () => {
    const res = await api(anna, 'GET', `/${annaId}`);
    expect(res.statusCode).toBe(200);
    const page: MeasurementPage = res.json();
    expect(page.items).toHaveLength(10);
    expect(page.hasNextPage).toBe(true);
    const times = page.items.map((m) => m.dateMeasurement);
    expect([...times].sort().reverse()).toEqual(times);
    expect(page.items.every((m) => m.patientId === annaId && m.source === 'PATIENT')).toBe(true);
    const weighed = (await api(anna, 'GET', `/${annaId}?pageSize=50&after=${daysAgo(365)}`)).json().items.find((m: Measurement) => m.weight !== null);
    expect(weighed).toMatchObject({ height: 168 });
    expect(weighed.bmi).toBeCloseTo(weighed.weight / 1.68 ** 2, 2);
    expect(page.items.find((m) => m.pressureHigh !== null)!.pressureCategory).toEqual(expect.any(String));

    const narrow: MeasurementPage = (await api(anna, 'GET', `/${annaId}?after=${daysAgo(30)}&before=${daysAgo(0)}&pageSize=50`)).json();
    expect(narrow.items.length).toBeGreaterThan(3);
    expect(narrow.items.every((m) => m.dateMeasurement >= new Date(`${daysAgo(31)}T00:00:00Z`).toISOString())).toBe(true);

    const tooOld = await api(anna, 'GET', `/${annaId}?after=${daysAgo(365 * 21)}`);
    expect(tooOld.statusCode).toBe(400);
    expect(tooOld.json()).toMatchObject({ errorCode: 'VALIDATION_ERROR', message: 'Można wybrać datę nie wcześniejszą niż 20 lat temu.' });
    expect((await api(anna, 'GET', `/${annaId}?before=2099-01-01`)).json().message).toBe('Nie można wybrać daty z przyszłości.');
    expect((await api(anna, 'GET', `/${annaId}?pageSize=51`)).statusCode).toBe(400);
  });

  it('answers the whole range for the charts, oldest first', async () => {
    const series: MeasurementSeries = (await api(anna, 'GET', `/${annaId}/series`)).json();
    expect(series).toMatchObject(defaultRange('lastYear', clinicToday(t.clock.now())));
    expect(series.items.length).toBeGreaterThan(60);
    expect(series.truncated).toBe(false);
    const times = series.items.map((m) => m.dateMeasurement);
    expect([...times].sort()).toEqual(times);
  });

  it('adds, reads, changes and deletes her own measurement, each in the event log', async () => {
    const created = await api(anna, 'POST', '', { patientId: annaId, dateMeasurement: hoursAgo(2), pressureHigh: 142, pressureLow: 91, weight: 72.46, height: 168 });
    expect(created.statusCode, created.body).toBe(201);
    const m: Measurement = created.json();
    expect(m).toMatchObject({ patientId: annaId, pressureHigh: 142, pressureLow: 91, weight: 72.5, height: 168, bmi: 25.69, surface: 1.84, pressureCategory: 'GRADE_1', source: 'PATIENT' });

    expect((await api(anna, 'GET', `/${annaId}/measurement/${m.id}`)).json()).toEqual(m);
    const changed = await api(anna, 'PUT', `/${m.id}`, { dateMeasurement: m.dateMeasurement, pressureHigh: 118, pressureLow: 76, weight: null, height: null });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json()).toMatchObject({ id: m.id, pressureHigh: 118, pressureLow: 76, weight: null, bmi: null, surface: null, pressureCategory: 'OPTIMAL' });

    const removed = await api(anna, 'DELETE', `/${m.id}`);
    expect(removed.statusCode).toBe(204);
    expect((await api(anna, 'GET', `/${annaId}/measurement/${m.id}`)).statusCode).toBe(404);
    expect((await api(anna, 'DELETE', `/${m.id}`)).statusCode).toBe(404);

    const events = await t.deps.db.select({ type: eventLog.eventType, description: eventLog.description }).from(eventLog).where(eq(eventLog.eventType, 'MEASUREMENT_EDIT'));
    expect(events.map((e) => e.description)).toContain(`Pomiar ${m.id} pacjenta ${annaId}`);
    const types = (await t.deps.db.select({ type: eventLog.eventType }).from(eventLog)).map((e) => e.type);
    expect(types).toEqual(expect.arrayContaining(['MEASUREMENT_ADD', 'MEASUREMENT_EDIT', 'MEASUREMENT_DELETE']));
  });

  it('refuses a save against the rules with 409 and the rule’s Polish message', async () => {
    const save = (values: object) => api(anna, 'POST', '', { patientId: annaId, dateMeasurement: hoursAgo(1), ...values });
    const cases: Array<[object, string, string]> = [
      [{ pressureHigh: 120 }, 'MEASUREMENT_PRESSURE_PAIR', 'Podaj oba ciśnienia: skurczowe i rozkurczowe.'],
      [{ pressureHigh: 80, pressureLow: 90 }, 'MEASUREMENT_PRESSURE_ORDER', 'Ciśnienie skurczowe musi być wyższe od rozkurczowego.'],
      [{}, 'MEASUREMENT_EMPTY', 'Podaj przynajmniej jedną wartość pomiaru.'],
      [{ weight: 70, dateMeasurement: new Date(t.clock.now().getTime() + 600_000).toISOString() }, 'MEASUREMENT_DATE_FUTURE', 'Data i godzina pomiaru nie mogą być z przyszłości.'],
      [{ weight: 70, dateMeasurement: `${daysAgo(365 * 20 + 10)}T10:00:00+01:00` }, 'MEASUREMENT_TOO_OLD', 'Data pomiaru nie może być wcześniejsza niż 20 lat temu.'],
    ];
    for (const [values, errorCode, message] of cases) {
      const res = await save(values);
      expect(res.statusCode, errorCode).toBe(409);
      expect(res.json()).toMatchObject({ errorCode, message });
    }
    const implausible = await save({ pressureHigh: 400, pressureLow: 80 });
    expect(implausible.statusCode).toBe(400);
    expect(implausible.json()).toMatchObject({ errorCode: 'VALIDATION_ERROR', errors: [{ path: 'pressureHigh', message: 'Ciśnienie skurczowe: od 50 do 300 mmHg' }] });
    expect((await save({ weight: 'ciężka' })).statusCode).toBe(400);
  });

  it('a guardian keeps her child’s diary; a stranger’s patient and measurement are 404, as unknown ones', async () => {
    const zofia = await api(anna, 'POST', '', { patientId: zofiaId, dateMeasurement: hoursAgo(3), weight: 26.4, height: 134.5 });
    expect(zofia.statusCode, zofia.body).toBe(201);
    expect(zofia.json()).toMatchObject({ patientId: zofiaId, bmi: 14.59 });

    const piotrs = await t.make.measurement(piotrId, { weight: 81 });
    expect((await api(anna, 'GET', `/${piotrId}`)).statusCode).toBe(404);
    expect((await api(anna, 'GET', `/${annaId}/measurement/${piotrs.id}`)).statusCode).toBe(404);
    expect((await api(anna, 'GET', `/${piotrId}/measurement/${piotrs.id}`)).statusCode).toBe(404);
    expect((await api(anna, 'PUT', `/${piotrs.id}`, { dateMeasurement: hoursAgo(1), weight: 60 })).statusCode).toBe(404);
    expect((await api(anna, 'DELETE', `/${piotrs.id}`)).statusCode).toBe(404);
    expect((await api(anna, 'POST', '', { patientId: piotrId, dateMeasurement: hoursAgo(1), weight: 60 })).statusCode).toBe(404);
    expect((await api(anna, 'GET', `/report?patientId=${piotrId}`)).statusCode).toBe(404);
    expect((await api(piotr, 'GET', `/${piotrId}/measurement/${piotrs.id}`)).json()).toMatchObject({ weight: 81 });
  });

  it('the report is a PDF of the period with the table, its summary and Polish letters', async () => {
    const res = await api(anna, 'GET', `/report?patientId=${annaId}&dateFrom=${daysAgo(90)}&dateTo=${daysAgo(0)}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const text = await pdfText(res.rawPayload);
    expect(text).toContain('Raport pomiarów');
    expect(text).toContain('Anna Kowalska');
    expect(text).toContain('Ciśnienie tętnicze [mmHg]');
    expect(text).toContain('Pomiary ciśnienia według kategorii');
    const inRange: MeasurementPage = (await api(anna, 'GET', `/${annaId}?after=${daysAgo(90)}&pageSize=1`)).json();
    const newest = inRange.items[0];
    if (newest.pressureHigh !== null) expect(text).toContain(`${newest.pressureHigh}/${newest.pressureLow}`);
    expect((await api(anna, 'GET', `/report?patientId=${annaId}&dateFrom=2000-01-01`)).statusCode).toBe(400);
  });
});

describe('the CSV import', () => {
  const file = [
    'Data;Godzina;SYS;DIA;Puls;Waga',
    `${daysAgoDots(3)};07:30;131;84;70;71,8`,
    `${daysAgoDots(3)};07:30;131;84;70;71,8`,
    `${daysAgoDots(2)};19:00;126;80;66;`,
    `${daysAgoDots(2)};20:00;80;126;66;`,
    '31.02.2026;07:00;120;80;60;',
    `${daysAgoDots(1)};06:45;abc;80;60;`,
  ].join('\r\n');
  function daysAgoDots(d: number) {
    const [y, m, day] = new Date(Date.now() - d * 86_400_000).toISOString().slice(0, 10).split('-');
    return `${day}.${m}.${y}`;
  }
  const body = (content: string, patientId = annaId) => ({ patientId, fileName: 'cisnieniomierz.csv', content });

  it('previews new rows, duplicates and bad lines with reasons, saving nothing; the commit saves the new ones once', async () => {
    const before = (await t.deps.db.select().from(measurements).where(eq(measurements.patientId, annaId))).length;
    const res = await api(anna, 'POST', '/import/preview', body(b64(file)));
    expect(res.statusCode, res.body).toBe(200);
    const preview: MeasurementImportPreview = res.json();
    expect(preview.separator).toBe(';');
    expect(preview.columns).toEqual(['date', 'time', 'pressureHigh', 'pressureLow', 'pulse', 'weight']);
    expect(preview.rows.map((r) => [r.line, r.status, r.pressureHigh, r.weight])).toEqual([
      [2, 'NEW', 131, 71.8],
      [3, 'DUPLICATE', 131, 71.8],
      [4, 'NEW', 126, null],
    ]);
    expect(preview.errors.map((e) => [e.line, e.code, e.reason])).toEqual([
      [5, 'MEASUREMENT_PRESSURE_ORDER', 'Ciśnienie skurczowe musi być wyższe od rozkurczowego.'],
      [6, 'IMPORT_DATE_INVALID', 'Nieczytelna data (oczekiwano np. 2026-03-01 lub 01.03.2026).'],
      [7, 'IMPORT_NUMBER_INVALID', 'Wartość nie jest liczbą.'],
    ]);
    expect(preview.counts).toEqual({ total: 6, new: 2, duplicates: 1, invalid: 3 });
    expect((await t.deps.db.select().from(measurements).where(eq(measurements.patientId, annaId))).length).toBe(before);

    const commit = await api(anna, 'POST', '/import/commit', body(b64(file)));
    expect(commit.statusCode, commit.body).toBe(201);
    expect(commit.json()).toEqual({ saved: 2, duplicates: 1, invalid: 3 });
    const again = await api(anna, 'POST', '/import/commit', body(b64(file)));
    expect(again.json()).toEqual({ saved: 0, duplicates: 3, invalid: 3 });
    const rows = await t.deps.db.select().from(measurements).where(and(eq(measurements.patientId, annaId), eq(measurements.source, 'IMPORT')));
    expect(rows).toHaveLength(2);
    expect((await api(anna, 'POST', '/import/preview', body(b64(file)))).json().counts).toEqual({ total: 6, new: 0, duplicates: 3, invalid: 3 });
  });

  it('reads an English app export in Windows-1250 or UTF-8; refuses a file it cannot read with a clear 400 and saves nothing', async () => {
    const english = 'Date,Time,Systolic,Diastolic,Weight (kg)\n' + `${daysAgo(4)},08:00,122,79,"70,9"\n`;
    expect((await api(anna, 'POST', '/import/preview', body(b64(english)))).json().rows).toMatchObject([{ pressureHigh: 122, weight: 70.9, status: 'NEW' }]);
    const cp1250 = Buffer.from([...Buffer.from('Data;Ci'), 0x9c, ...Buffer.from('nienie skurczowe;Ci'), 0x9c, ...Buffer.from(`nienie rozkurczowe\n${daysAgo(4)};121;78\n`)]);
    const latin = await api(anna, 'POST', '/import/preview', body(cp1250.toString('base64')));
    expect(latin.json().columns).toEqual(['date', 'pressureHigh', 'pressureLow']);

    const before = (await t.deps.db.select().from(measurements)).length;
    const noHeader = await api(anna, 'POST', '/import/commit', body(b64('Imię;Miasto\nAnna;Kraków\n')));
    expect(noHeader.statusCode).toBe(400);
    expect(noHeader.json().errorCode).toBe('MEASUREMENT_IMPORT_FORMAT');
    expect(noHeader.json().message).toContain('Nie rozpoznano kolumn pliku');
    const broken = await api(anna, 'POST', '/import/commit', body(b64('Date;SYS;DIA\n"2026-03-01;120;80\n')));
    expect(broken.json()).toMatchObject({ errorCode: 'MEASUREMENT_IMPORT_FORMAT' });
    expect((await api(anna, 'POST', '/import/preview', body(b64('')))).statusCode).toBe(400);
    expect((await api(anna, 'POST', '/import/preview', body('nie*base64'))).json().errorCode).toBe('VALIDATION_ERROR');
    const huge = await api(anna, 'POST', '/import/preview', body(b64('Date;SYS;DIA\n' + `${daysAgo(5)};120;80\n`.repeat(5001))));
    expect(huge.json()).toMatchObject({ errorCode: 'MEASUREMENT_IMPORT_TOO_LARGE' });
    expect((await t.deps.db.select().from(measurements)).length).toBe(before);
    expect((await api(anna, 'POST', '/import/preview', body(b64(english), piotrId))).statusCode).toBe(404);
  });
});

describe('the clinic', () => {
  it('clinicians read a patient’s measurements, audited; the desk may not; an unknown patient is 404', async () => {
    const res = await t.request({ method: 'GET', url: `/api/clinic/patients/${annaId}/measurements`, cookie: doctor.cookie });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().items).toHaveLength(10);
    expect((await t.request({ method: 'GET', url: `/api/clinic/patients/${annaId}/measurements/series`, cookie: doctor.cookie })).json().items.length).toBeGreaterThan(60);
    const report = await t.request({ method: 'GET', url: `/api/clinic/patients/${annaId}/measurements/report?dateFrom=${daysAgo(30)}`, cookie: doctor.cookie });
    expect(report.headers['content-type']).toBe('application/pdf');
    const reads = await t.deps.db.select().from(staffReads).where(eq(staffReads.staffId, doctor.id));
    expect(reads.filter((r) => r.what === 'MEASUREMENTS' && r.patientId === annaId)).toHaveLength(3);
    expect((await t.request({ method: 'GET', url: `/api/clinic/patients/${annaId}/measurements`, cookie: registrar.cookie })).statusCode).toBe(403);
    expect((await t.request({ method: 'GET', url: `/api/clinic/patients/99999999/measurements`, cookie: doctor.cookie })).statusCode).toBe(404);
  });

  it('shows the measurements attached to a visit: since the chosen day up to the visit', async () => {
    const [visit] = await t.deps.db
      .select()
      .from(bookings)
      .where(and(eq(bookings.patientId, annaId), eq(bookings.status, 'SCHEDULED'), gt(bookings.startsAt, t.clock.now())))
      .orderBy(asc(bookings.startsAt))
      .limit(1);
    await t.deps.db.update(bookings).set({ measurement: { isAddMeasurement: false, dateFromMeasurement: null } }).where(eq(bookings.id, visit.id));
    const url = `/api/clinic/bookings/${visit.id}/measurements`;
    expect((await t.request({ method: 'GET', url, cookie: doctor.cookie })).json()).toMatchObject({ bookingId: visit.id, isAddMeasurement: false, items: [] });

    await t.deps.db.update(bookings).set({ measurement: { isAddMeasurement: true, dateFromMeasurement: daysAgo(14) } }).where(eq(bookings.id, visit.id));
    const res = await t.request({ method: 'GET', url, cookie: doctor.cookie });
    expect(res.statusCode, res.body).toBe(200);
    const attached: BookingMeasurements = res.json();
    expect(attached).toMatchObject({ patientId: annaId, isAddMeasurement: true, dateFromMeasurement: daysAgo(14), visitDate: visit.startsAt.toISOString(), truncated: false });
    expect(attached.items.length).toBeGreaterThan(2);
    expect(attached.items.every((m) => m.dateMeasurement >= new Date(Date.parse(`${daysAgo(14)}T00:00:00Z`) - 7_200_000).toISOString())).toBe(true);
    const reads = await t.deps.db.select().from(staffReads).where(and(eq(staffReads.staffId, doctor.id), eq(staffReads.what, 'BOOKING_MEASUREMENTS')));
    expect(reads.map((r) => r.patientId)).toEqual([annaId, annaId]);
    expect((await t.request({ method: 'GET', url, cookie: registrar.cookie })).statusCode).toBe(403);
    expect((await t.request({ method: 'GET', url: '/api/clinic/bookings/99999999/measurements', cookie: doctor.cookie })).statusCode).toBe(404);
  });

  it('the administrator chooses the kinds patients see; a hidden kind is refused in a new measurement and kept in an edit', async () => {
    const settingsUrl = '/api/clinic/settings/measurements';
    const invalid = await t.request({ method: 'PUT', url: settingsUrl, cookie: admin.cookie, payload: { shownKinds: ['BMI', 'WEIGHT'] } });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().errors).toEqual([{ path: 'shownKinds', message: 'BMI i powierzchnia ciała wymagają pokazania wagi i wzrostu' }]);
    const m = await t.make.measurement(annaId, { pressureHigh: 130, pressureLow: 85, weight: 72 });
    const saved = await t.request({ method: 'PUT', url: settingsUrl, cookie: admin.cookie, payload: { shownKinds: ['PRESSURE'] } });
    expect(saved.statusCode, saved.body).toBe(200);
    try {
      expect((await api(anna, 'GET', '/measurements')).json().shownKinds).toEqual(['PRESSURE']);
      const hidden = await api(anna, 'POST', '', { patientId: annaId, dateMeasurement: hoursAgo(1), weight: 70 });
      expect(hidden.statusCode).toBe(409);
      expect(hidden.json()).toMatchObject({ errorCode: 'MEASUREMENT_KIND_HIDDEN', message: 'Przychodnia nie prowadzi pomiarów tego rodzaju w portalu.' });
      const edited = await api(anna, 'PUT', `/${m.id}`, { dateMeasurement: m.dateMeasurement, pressureHigh: 125, pressureLow: 80 });
      expect(edited.json()).toMatchObject({ pressureHigh: 125, weight: 72 });
    } finally {
      await t.request({ method: 'PUT', url: settingsUrl, cookie: admin.cookie, payload: { shownKinds: ['PRESSURE', 'WEIGHT', 'HEIGHT', 'BMI', 'SURFACE'] } });
    }
  });
});
