import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ClinicTakenDrug, RegisterDrug, RegisterDrugPage, TakenDrug } from '@portal/contracts';
import { addDays } from '@portal/domain';
import { and, eq } from 'drizzle-orm';
import { drugPackages, eventLog, patientTakenDrugs, staffReads } from '../../db/schema/index';
import { clinicToday } from '../../lib/clinic-time';
import { clinicMember } from '../../test/clinic-members';
import { createTestApp, type TestApp } from '../../test/helper';

/*
 * The clinic's record of a patient's taken drugs in the console (issue 31): the list (audited), a drug
 * recorded from the register in force and ended, the register search for the picker; the error codes,
 * who may call what, a stranger's patient and another patient's record answered as unknown ids, and the
 * patient's own taken-drugs list following the record.
 */

let t: TestApp;
let anna: string;
let annaId: number;
let doctor: { id: number; cookie: string };
let nurse: { id: number; cookie: string };
let admin: string;
let desk: string;
const UNKNOWN = 2_000_000_000;

const url = (patientId: number) => `/api/clinic/patients/${patientId}/taken-drugs`;
const list = async (patientId: number, cookie = doctor.cookie) => (await t.request({ method: 'GET', url: url(patientId), cookie })).json() as ClinicTakenDrug[];
const record = (patientId: number, payload: object, cookie = doctor.cookie) => t.request({ method: 'POST', url: url(patientId), payload, cookie });
const remove = (patientId: number, takenDrugId: number, cookie = doctor.cookie) => t.request({ method: 'DELETE', url: `${url(patientId)}/${takenDrugId}`, cookie });
const search = (query: string, cookie = doctor.cookie) => t.request({ method: 'GET', url: `/api/clinic/drugs?${query}`, cookie });
const own = async () => (await t.request({ method: 'GET', url: `/api/mppd/api/interactions/${annaId}/taken-drugs`, cookie: anna })).json() as TakenDrug[];
const drug = async (name: string): Promise<RegisterDrug> => {
  const found = ((await search(`drugName=${encodeURIComponent(name)}`)).json() as RegisterDrugPage).items.find((d) => d.name === name);
  if (!found) throw new Error(`no ${name} in the register`);
  return found;
};
const today = () => clinicToday(t.clock.now());

beforeAll(async () => {
  t = await createTestApp();
  anna = await t.login('anna');
  annaId = (await t.request({ method: 'GET', url: '/api/mpi/accounts/mpi-user/patients/me', cookie: anna })).json().id;
  doctor = await clinicMember(t, ['DOCTOR']);
  nurse = await clinicMember(t, ['NURSE']);
  admin = (await clinicMember(t, ['ADMIN'])).cookie;
  desk = (await clinicMember(t, ['REGISTRAR'])).cookie;
});
afterAll(() => t.close());

describe("the console's record of a patient's taken drugs", () => {
  it('lists the record newest first with the register data, the day, who recorded it and the note; each read is audited; the desk may not; a stranger is 404', async () => {
    const res = await t.request({ method: 'GET', url: url(annaId), cookie: doctor.cookie });
    expect(res.statusCode).toBe(200);
    const items: ClinicTakenDrug[] = res.json();
    expect(items.map((d) => d.name)).toEqual(expect.arrayContaining(['Verospiron', 'Acard', 'Ibuprom', 'Euthyrox N']));
    expect(items.map((d) => d.recordedOn)).toEqual([...items.map((d) => d.recordedOn)].sort().reverse());
    const verospiron = items.find((d) => d.name === 'Verospiron')!;
    expect(verospiron).toMatchObject({ dose: '25 mg', isBlozId: true, takenDrugId: expect.any(Number), recordedOn: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/) });
    expect(verospiron.substances[0].substanceId).toBe('SPIRONOLACTONUM');
    expect(verospiron).toHaveProperty('note');
    // The demo's record is the doctor's, written on each drug's day.
    expect(verospiron.recordedBy).toEqual({ name: 'Tomasz Lewandowski', at: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/) });
    expect(clinicToday(new Date(verospiron.recordedBy!.at))).toBe(verospiron.recordedOn);

    const reads = await t.deps.db.select().from(staffReads).where(and(eq(staffReads.staffId, doctor.id), eq(staffReads.what, 'TAKEN_DRUGS')));
    expect(reads.map((r) => r.patientId)).toEqual([annaId]);

    // The administrator reads; the registration desk has no need of clinical data.
    expect((await t.request({ method: 'GET', url: url(annaId), cookie: admin })).statusCode).toBe(200);
    const refused = await t.request({ method: 'GET', url: url(annaId), cookie: desk });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().errorCode).toBe('FORBIDDEN');
    expect((await t.request({ method: 'GET', url: url(annaId) })).statusCode).toBe(401);
    const stranger = await t.request({ method: 'GET', url: url(UNKNOWN), cookie: doctor.cookie });
    expect(stranger.statusCode).toBe(404);
    expect(stranger.json().errorCode).toBe('NOT_FOUND');
  });

  it('searches the register for the picker: at least 3 characters; clinicians only', async () => {
    const res = await search('drugName=warfin&pageSize=5');
    expect(res.statusCode).toBe(200);
    const page: RegisterDrugPage = res.json();
    expect(page.items.length).toBeGreaterThan(0);
    expect(page.items.every((d) => d.name.toLowerCase().startsWith('warfin'))).toBe(true);
    expect(page.pageSize).toBe(5);
    const inn = (await search('drugName=ramipril&isInternationalName=true')).json() as RegisterDrugPage;
    expect(inn.items.every((d) => d.substances.some((s) => s.substanceId === 'RAMIPRILUM'))).toBe(true);
    const short = await search('drugName=wa');
    expect(short.statusCode).toBe(400);
    expect(short.json()).toMatchObject({ errorCode: 'DRUG_QUERY_SHORT', message: 'Wpisz co najmniej 3 znaki nazwy leku.' });
    expect((await search('drugName=warfin', nurse.cookie)).statusCode).toBe(200);
    expect((await search('drugName=warfin', desk)).statusCode).toBe(403);
    expect((await search('drugName=warfin', admin)).statusCode).toBe(403);
  });

  it("records a drug (today by default), which the patient's own list then shows; the same package again is 409, an unknown one 400", async () => {
    const warfin = await drug('Warfin');
    expect((await own()).some((d) => d.id === warfin.id)).toBe(false);

    const res = await record(annaId, { packageId: warfin.id, note: '  od marca, zalecenie kardiologa  ' });
    expect(res.statusCode).toBe(201);
    const saved: ClinicTakenDrug = res.json();
    expect(saved).toMatchObject({ id: warfin.id, name: 'Warfin', fullName: warfin.fullName, recordedOn: today(), note: 'od marca, zalecenie kardiologa', takenDrugId: expect.any(Number) });
    expect(saved.recordedBy?.name).toBe('Ewa Testowa');
    expect(Math.abs(Date.parse(saved.recordedBy!.at) - Date.now())).toBeLessThan(60_000);
    expect((await list(annaId))[0]).toEqual(saved);
    expect((await own()).find((d) => d.id === warfin.id)).toMatchObject({ sources: ['RECORD'], lastDate: today(), drugPrescription: false });

    const events = await t.deps.db.select().from(eventLog).where(and(eq(eventLog.staffId, doctor.id), eq(eventLog.eventType, 'TAKEN_DRUG_RECORDED')));
    expect(events.map((e) => e.description)).toEqual([`Lek przyjmowany ${saved.takenDrugId} (opakowanie ${warfin.id}) pacjenta ${annaId}: zapisany przez Ewa Testowa`]);

    const again = await record(annaId, { packageId: warfin.id, recordedOn: '2026-01-02' }, nurse.cookie);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ errorCode: 'TAKEN_DRUG_DUPLICATE', message: 'Ten lek jest już zapisany jako przyjmowany.' });

    const unknown = await record(annaId, { packageId: '5909990000000' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toEqual({ errorCode: 'TAKEN_DRUG_UNKNOWN_PACKAGE', message: 'Nie ma takiego leku w obowiązującym rejestrze leków. Wybierz lek z wyszukiwarki.' });
    expect((await list(annaId)).filter((d) => d.id === warfin.id)).toHaveLength(1);
  });

  it('takes a past day but not a future one; a note of at most 500 characters; clinicians only; a stranger is 404', async () => {
    const patient = (await t.make.patient()).id;
    const acard = await drug('Acard');
    const future = await record(patient, { packageId: acard.id, recordedOn: addDays(today(), 1) });
    expect(future.statusCode).toBe(400);
    expect(future.json()).toMatchObject({ errorCode: 'VALIDATION_ERROR', errors: [{ path: 'recordedOn' }] });
    const long = await record(patient, { packageId: acard.id, note: 'x'.repeat(501) });
    expect(long.statusCode).toBe(400);
    expect(long.json()).toMatchObject({ errorCode: 'VALIDATION_ERROR', errors: [{ path: 'note', message: 'Uwaga może mieć najwyżej 500 znaków' }] });
    expect((await record(patient, { packageId: acard.id, recordedOn: '2026-13-01' })).statusCode).toBe(400);
    expect((await record(patient, {})).json().errorCode).toBe('VALIDATION_ERROR');

    for (const cookie of [admin, desk]) {
      const refused = await record(patient, { packageId: acard.id }, cookie);
      expect(refused.statusCode).toBe(403);
      expect(refused.json().errorCode).toBe('FORBIDDEN');
    }
    expect((await record(UNKNOWN, { packageId: acard.id })).statusCode).toBe(404);
    expect(await list(patient)).toEqual([]);

    const past = await record(patient, { packageId: acard.id, recordedOn: '2025-06-30', note: 'x'.repeat(500) }, nurse.cookie);
    expect(past.statusCode).toBe(201);
    expect(past.json()).toMatchObject({ recordedOn: '2025-06-30', note: 'x'.repeat(500) });
    const later = await record(patient, { packageId: (await drug('Ibuprom')).id, note: '' });
    expect(later.json()).toMatchObject({ recordedOn: today(), note: null });
    expect((await list(patient)).map((d) => d.name)).toEqual(['Ibuprom', 'Acard']);
  });

  it("ends a drug: 204, gone from the patient's own list; another patient's record and an unknown id are 404 alike; clinicians only", async () => {
    // A drug neither prescribed to her nor recorded before.
    const tritace = (await drug('Tritace')).id;
    expect((await own()).some((d) => d.id === tritace)).toBe(false);
    const saved: ClinicTakenDrug = (await record(annaId, { packageId: tritace })).json();
    expect((await own()).find((d) => d.id === tritace)!.sources).toEqual(['RECORD']);

    const other = (await t.make.patient()).id;
    const [theirs] = await t.deps.db.insert(patientTakenDrugs).values({ patientId: other, packageId: tritace, recordedOn: '2026-01-05' }).returning();
    const foreign = await remove(annaId, theirs.id);
    const unknown = await remove(annaId, UNKNOWN);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toEqual(unknown.json());
    expect(foreign.json().errorCode).toBe('NOT_FOUND');
    // Her record through the other patient's path is no more hers than an unknown id.
    expect((await remove(other, saved.takenDrugId)).json()).toEqual(unknown.json());
    expect((await remove(UNKNOWN, saved.takenDrugId)).statusCode).toBe(404);
    expect(await list(other)).toHaveLength(1);

    for (const cookie of [admin, desk]) expect((await remove(annaId, saved.takenDrugId, cookie)).statusCode).toBe(403);

    const done = await remove(annaId, saved.takenDrugId, nurse.cookie);
    expect(done.statusCode).toBe(204);
    expect(done.body).toBe('');
    expect((await list(annaId)).some((d) => d.takenDrugId === saved.takenDrugId)).toBe(false);
    expect((await own()).some((d) => d.id === tritace)).toBe(false);
    expect((await remove(annaId, saved.takenDrugId)).statusCode).toBe(404);

    const events = await t.deps.db.select().from(eventLog).where(and(eq(eventLog.staffId, nurse.id), eq(eventLog.eventType, 'TAKEN_DRUG_REMOVED')));
    expect(events.map((e) => e.description)).toEqual([`Lek przyjmowany ${saved.takenDrugId} (opakowanie ${tritace}) pacjenta ${annaId}: usunięty przez Ewa Testowa`]);
  });

  it('keeps a drug whose package a later register edition dropped: by the name it was recorded with, outside the register, and removable', async () => {
    const bisocard = await drug('Bisocard');
    const saved: ClinicTakenDrug = (await record(annaId, { packageId: bisocard.id })).json();
    expect(saved.inRegister).toBe(true);
    // What publishing an edition without this package does to the register in force.
    await t.deps.db.delete(drugPackages).where(eq(drugPackages.id, bisocard.id));
    const kept = (await list(annaId)).find((d) => d.takenDrugId === saved.takenDrugId)!;
    expect(kept).toMatchObject({ id: bisocard.id, name: bisocard.fullName, fullName: bisocard.fullName, inRegister: false, substances: [], recordedOn: saved.recordedOn });
    // The patient's own list (her interaction check) has only drugs of the register in force.
    expect((await own()).some((d) => d.id === bisocard.id)).toBe(false);
    expect((await remove(annaId, saved.takenDrugId)).statusCode).toBe(204);
    expect((await list(annaId)).some((d) => d.takenDrugId === saved.takenDrugId)).toBe(false);
  });
});
