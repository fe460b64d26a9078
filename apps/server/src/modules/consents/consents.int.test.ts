import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '@portal/domain';
import { partnerPersonnel, partners, staffReads } from '../../db/schema/index';
import { DEMO_PERSONS } from '../../demo';
import { clinicToday } from '../../lib/clinic-time';
import { clinicMember } from '../../test/clinic-members';
import { ownPatientIdOf } from '../../test/fixtures';
import { createTestApp, type TestApp } from '../../test/helper';
import { simulatorAnswer } from '../e-signing/e-signing-service';

/*
 * The consents module's routes (spec part 2 §2–§8; issue 30): the seeded consents, a new consent and
 * its rules, cancelling, partner consents and both conflicts, their edit and system id, signing through
 * the e-service simulator, the printout, the settings, the partners a patient picks, and the console's
 * patient card and partners.
 */

let t: TestApp;
let anna: string;
let annaId: number;
let janId: number;
let occupational: number;
let insurer: number;
let doctor: number;
let nurse: number;
const today = () => clinicToday(t.clock.now());

beforeAll(async () => {
  t = await createTestApp();
  anna = await t.login('anna');
  annaId = await ownPatientIdOf(t, 'anna.kowalska@example.com');
  janId = await ownPatientIdOf(t, 'jan.kowalski@example.com');
  const partnerId = async (name: string) => (await t.deps.db.select({ id: partners.id }).from(partners).where(eq(partners.name, name)))[0].id;
  occupational = await partnerId('Medycyna Pracy BHP-Med sp. z o.o.');
  insurer = await partnerId('Towarzystwo Ubezpieczeń Zdrowie S.A.');
  const person = async (lastName: string) => (await t.deps.db.select({ id: partnerPersonnel.id }).from(partnerPersonnel).where(eq(partnerPersonnel.lastName, lastName)))[0].id;
  doctor = await person('Malinowski');
  nurse = await person('Sikora');
});
afterAll(() => t.close());

const get = (url: string, cookie = anna) => t.request({ method: 'GET', url: `/api${url}`, cookie });
const send = (method: 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, payload: object | undefined, cookie = anna) => t.request({ method, url: `/api${url}`, payload, cookie });

/** A fresh person with her own verified record: her session and record id. */
async function freshPatient() {
  const account = await t.make.account();
  const record = await t.make.patient({ accountId: account.id, identityStatus: 'VERIFIED' });
  return { cookie: await t.as(account.id), id: record.id };
}

describe('the seeded consents and reading them', () => {
  it("lists Anna's consents in every state, the withdrawn one last, with partners and persons named", async () => {
    const res = await get(`/mpi/consents/mpi-user?patientId=${annaId}`);
    expect(res.statusCode, res.body).toBe(200);
    const items = res.json().items as Array<Record<string, unknown>>;
    expect(items.map((c) => [c.consentType, c.consentStatus])).toEqual(
      expect.arrayContaining([
        ['CDPM', 'SIGNED'],
        ['CTEL', 'REGISTERED'],
        ['CPAR', 'SIGNED'],
        ['CPAR', 'CANCELLED'],
      ]),
    );
    expect(items.at(-1)).toMatchObject({ consentStatus: 'CANCELLED', partnerName: 'Towarzystwo Ubezpieczeń Zdrowie S.A.', active: false, onlySelectedDocuments: false });
    expect(items.find((c) => c.consentType === 'CPAR' && c.consentStatus === 'SIGNED')).toMatchObject({
      partnerName: 'Medycyna Pracy BHP-Med sp. z o.o.',
      personnelName: 'Krzysztof Malinowski',
      onlySelectedDocuments: true,
      active: true,
      patient: { name: 'Anna', lastName: 'Kowalska' },
      // Handed in signed at the desk: no e-signature.
      signature: null,
    });
    const partnerOnly = await get('/mpi/consents/partner/mpi-user/');
    expect(partnerOnly.json().items.every((c: { consentType: string }) => c.consentType === 'CPAR')).toBe(true);
    expect((await get('/mpi/consents/partner/mpi-user')).json()).toEqual(partnerOnly.json());
    const one = await get(`/mpi/consents/mpi-user/${items[0].id}`);
    expect(one.json()).toEqual(items[0]);
    const printout = await get(`/mpi/consents/mpi-user/${items[0].id}/printout`);
    expect(printout.statusCode).toBe(200);
    expect(printout.headers['content-type']).toBe('application/pdf');
    expect(printout.rawPayload.subarray(0, 4).toString()).toBe('%PDF');
  });

  it('answers a stranger\'s consent as an unknown one, and the settings and partners a patient picks', async () => {
    const stranger = await freshPatient();
    const annas = (await get(`/mpi/consents/mpi-user?patientId=${annaId}`)).json().items[0].id;
    const theirs = await get(`/mpi/consents/mpi-user/${annas}`, stranger.cookie);
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json()).toEqual((await get('/mpi/consents/mpi-user/2000000000', stranger.cookie)).json());
    expect((await get('/mpi/consents/occupational/consents-settings')).json()).toEqual({ consentTypes: ['CDPM', 'CTEL', 'CINF', 'CDOC'], partnersModule: true, occupationalMedicineModule: true });
    const dict = (await get('/mpi/partners/dict')).json();
    expect(dict).toEqual(expect.arrayContaining([{ id: occupational, name: 'Medycyna Pracy BHP-Med sp. z o.o.', kind: 'OCCUPATIONAL_MEDICINE' }, { id: insurer, name: 'Towarzystwo Ubezpieczeń Zdrowie S.A.', kind: 'INSURER' }]));
    const people = (await get(`/mpi/partners/${occupational}/personnel`)).json();
    expect(people.map((p: { lastName: string }) => p.lastName)).toEqual(['Malinowski', 'Sikora']);
    expect((await get('/mpi/partners/2000000000/personnel')).statusCode).toBe(404);
    // Partners are the administrator's, in the console.
    const form = { name: 'Nowy partner', kind: 'OTHER' };
    expect((await send('POST', '/mpi/partners', form)).json()).toMatchObject({ errorCode: 'FORBIDDEN' });
    expect((await send('PUT', '/mpi/partners', { ...form, id: occupational })).statusCode).toBe(403);
    expect((await get('/mpi/partners/dict', '')).statusCode).toBe(401);
  });
});

describe('giving and withdrawing a consent', () => {
  it('gives one of her own, with the rules of its person and dates, and withdraws it once', async () => {
    const given = await send('POST', '/mpi/consents/mpi-user', { patientId: annaId, consentType: 'CTEL', validFrom: today() });
    expect(given.statusCode, given.body).toBe(201);
    expect(given.json()).toMatchObject({ consentType: 'CTEL', consentStatus: 'REGISTERED', validTo: null, active: true, authorizedPerson: null, signature: null });

    const person = { name: 'Jan', lastName: 'Kowalski', identity: { nationalIdentificationNumber: '48050212358' }, address: { houseNumber: '15', postalCode: '31-147', city: 'Kraków' } };
    const named = await send('POST', '/mpi/consents/mpi-user', { patientId: annaId, consentType: 'CINF', validFrom: today(), validTo: addDays(today(), 30), authorizedPerson: person });
    expect(named.statusCode, named.body).toBe(201);
    expect(named.json().authorizedPerson).toMatchObject({ name: 'Jan', identity: { nationalIdentificationNumber: '48050212358', country: 'PL' }, address: { city: 'Kraków', countryCode: 'PL', countryName: 'Polska' } });
    const unnamed = await send('POST', '/mpi/consents/mpi-user', { patientId: annaId, consentType: 'CDOC', validFrom: today() });
    expect(unnamed.json()).toMatchObject({ errorCode: 'VALIDATION_ERROR', errors: [{ path: 'authorizedPerson' }] });
    const ended = await send('POST', '/mpi/consents/mpi-user', { patientId: annaId, consentType: 'CDPM', validFrom: addDays(today(), -10), validTo: addDays(today(), -1) });
    expect(ended.json()).toMatchObject({ errorCode: 'VALIDATION_ERROR', errors: [{ path: 'validTo' }] });
    // Only a patient of role PATIENT (her own record) is picked for a new consent: not her ward Jan.
    const forWard = await send('POST', '/mpi/consents/mpi-user', { patientId: janId, consentType: 'CTEL', validFrom: today() });
    expect(forWard.statusCode).toBe(403);
    expect(forWard.json().errorCode).toBe('CONSENT_PATIENT_ROLE');
    expect((await send('POST', '/mpi/consents/mpi-user', { patientId: (await freshPatient()).id, consentType: 'CTEL', validFrom: today() })).statusCode).toBe(404);

    const cancelled = await send('PUT', `/mpi/consents/mpi-user/${named.json().id}`, undefined);
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json()).toMatchObject({ consentStatus: 'CANCELLED', validTo: today(), active: false });
    expect(cancelled.json().cancelledAt).not.toBeNull();
    const again = await send('PUT', `/mpi/consents/mpi-user/${named.json().id}`, undefined);
    expect(again.statusCode).toBe(409);
    expect(again.json().errorCode).toBe('CONSENT_STATE');
  });
});

describe('partner consents (CPAR)', () => {
  it('answers both conflicts with the spec\'s codes, and lets another scope or person through', async () => {
    const me = await freshPatient();
    const cpar = (over: object) => send('POST', '/mpi/consents/partner/mpi-user', { patientId: me.id, authorizedPartnerId: occupational, personnelId: null, onlySelectedDocuments: true, validFrom: today(), ...over }, me.cookie);
    const whole = await cpar({});
    expect(whole.statusCode, whole.body).toBe(201);
    expect(whole.json()).toMatchObject({ consentType: 'CPAR', consentStatus: 'REGISTERED', authorizedPartnerId: occupational, personnelId: null, onlySelectedDocuments: true });

    const same = await cpar({ validTo: addDays(today(), 90) });
    expect(same.statusCode).toBe(409);
    expect(same.json()).toMatchObject({ errorCode: 'CONSENT_CONFLICT', details: { conflict: 'existsConsentPersonnel' } });
    const person = await cpar({ personnelId: doctor });
    expect(person.statusCode).toBe(409);
    expect(person.json()).toMatchObject({ errorCode: 'CONSENT_CONFLICT', details: { conflict: 'existsConsentAll' } });
    expect(person.json().message).toContain('całego personelu');

    // The whole record is another scope: the person's consent goes through, then meets itself.
    const wholeRecord = await cpar({ personnelId: doctor, onlySelectedDocuments: false });
    expect(wholeRecord.statusCode, wholeRecord.body).toBe(201);
    expect((await cpar({ personnelId: doctor, onlySelectedDocuments: false })).json().details).toEqual({ conflict: 'existsConsentPersonnel' });
    // Another partner is no conflict; a partner or a person not on the list is refused.
    expect((await cpar({ authorizedPartnerId: insurer })).statusCode).toBe(201);
    expect((await cpar({ authorizedPartnerId: 2_000_000_000 })).json()).toMatchObject({ errorCode: 'VALIDATION_ERROR', errors: [{ path: 'authorizedPartnerId' }] });
    const foreignPerson = await t.deps.db.select({ id: partnerPersonnel.id }).from(partnerPersonnel).where(eq(partnerPersonnel.partnerId, insurer));
    expect((await cpar({ personnelId: foreignPerson[0].id })).json()).toMatchObject({ errorCode: 'VALIDATION_ERROR', errors: [{ path: 'personnelId' }] });

    // A withdrawn consent is no conflict any more.
    expect((await send('PUT', `/mpi/consents/mpi-user/${whole.json().id}`, undefined, me.cookie)).statusCode).toBe(200);
    expect((await cpar({ personnelId: nurse })).statusCode).toBe(201);
  });

  it('changes a partner consent while it waits for the signature, and keeps its system id', async () => {
    const me = await freshPatient();
    const made = await send('POST', '/mpi/consents/partner/mpi-user', { patientId: me.id, authorizedPartnerId: insurer, personnelId: null, onlySelectedDocuments: false, validFrom: today() }, me.cookie);
    const id = made.json().id;
    const edited = await send('PUT', `/mpi/consents/partner/mpi-user/${id}`, { personnelId: null, onlySelectedDocuments: true, validFrom: today(), validTo: addDays(today(), 10) }, me.cookie);
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json()).toMatchObject({ onlySelectedDocuments: true, validTo: addDays(today(), 10) });
    const system = await send('PATCH', `/mpi/consents/partner/mpi-user/${id}/system`, { systemId: 'TUZ-2026-0042' }, me.cookie);
    expect(system.json()).toMatchObject({ systemId: 'TUZ-2026-0042' });
    // Not a partner consent: unknown on the partner routes.
    const other = await send('POST', '/mpi/consents/mpi-user', { patientId: me.id, consentType: 'CDPM', validFrom: today() }, me.cookie);
    expect((await send('PATCH', `/mpi/consents/partner/mpi-user/${other.json().id}/system`, { systemId: 'X' }, me.cookie)).statusCode).toBe(404);
    // Withdrawn: neither changes.
    await send('PUT', `/mpi/consents/mpi-user/${id}`, undefined, me.cookie);
    expect((await send('PUT', `/mpi/consents/partner/mpi-user/${id}`, { personnelId: null, onlySelectedDocuments: true, validFrom: today() }, me.cookie)).json().errorCode).toBe('CONSENT_STATE');
    expect((await send('PATCH', `/mpi/consents/partner/mpi-user/${id}/system`, { systemId: 'Y' }, me.cookie)).json().errorCode).toBe('CONSENT_STATE');
  });
});

describe('signing through the e-service', () => {
  it('signs a registered consent as the patient (SIGNED, with its signature and signed file), and refuses another start', async () => {
    const given = await send('POST', '/mpi/consents/mpi-user', { patientId: annaId, consentType: 'CDPM', validFrom: today() });
    const id = given.json().id;
    expect((await get(`/mpi/consents/mpi-user/${id}/ePUAPSignURL`)).json().errorCode).toBe('CONSENT_STATE');
    const foreign = await send('POST', `/mpi/consents/mpi-user/${id}/ePUAPSignURL?successUrl=${encodeURIComponent('https://evil.example/')}&errorUrl=/consents`, undefined);
    expect(foreign.json().errorCode).toBe('SIGN_URL_FOREIGN');

    const started = await send('POST', `/mpi/consents/mpi-user/${id}/ePUAPSignURL?successUrl=${encodeURIComponent(`/consents/${id}`)}&errorUrl=${encodeURIComponent(`/consents/${id}`)}`, undefined);
    expect(started.statusCode, started.body).toBe(200);
    const requestId = new URL(started.json().url, 'http://portal').searchParams.get('request')!;
    const answer = await simulatorAnswer(t.deps, requestId, { signAs: DEMO_PERSONS.anna });
    const confirmed = await t.request({ method: 'POST', url: '/api/mpi/e-sign/confirm', headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: new URLSearchParams(answer!.fields as Record<string, string>).toString() });
    expect(confirmed.statusCode, confirmed.body).toBe(303);
    expect(confirmed.headers.location).toBe(`/consents/${id}?epuapstatus=ok`);

    const signed = (await get(`/mpi/consents/mpi-user/${id}`)).json();
    expect(signed).toMatchObject({ consentStatus: 'SIGNED', signature: { signedBy: 'PATIENT', signerName: expect.stringContaining('Kowalska') } });
    const file = await get(`/mpi/consents/mpi-user/${id}/ePUAPSignURL`);
    expect(file.headers['content-type']).toContain('application/xml');
    expect(file.body).toContain('rodzaj="CONSENT"');
    expect(file.body).toContain('SignatureValue');
    expect((await send('POST', `/mpi/consents/mpi-user/${id}/ePUAPSignURL?successUrl=/consents&errorUrl=/consents`, undefined)).json().errorCode).toBe('CONSENT_STATE');
  });
});

describe('the clinic console', () => {
  it("shows the patient card's consents and carers to the desk, each read in the patient's audit", async () => {
    const desk = await clinicMember(t, ['REGISTRAR']);
    const consents = await get(`/clinic/patients/${annaId}/consents`, desk.cookie);
    expect(consents.statusCode, consents.body).toBe(200);
    expect(consents.json().items.some((c: { consentType: string; filedBy: string | null }) => c.consentType === 'CPAR' && c.filedBy === 'Anna Kowalska')).toBe(true);
    const carers = await get(`/clinic/patients/${janId}/carer-authorisations`, desk.cookie);
    expect(carers.json()).toEqual([expect.objectContaining({ name: 'Anna', lastName: 'Kowalska', patientCarerNationalId: DEMO_PERSONS.anna.nationalId, patientCarerId: annaId, inForce: true })]);
    const audited = await t.deps.db.select().from(staffReads).where(and(eq(staffReads.staffId, desk.id), eq(staffReads.what, 'PATIENT_CARD')));
    expect(audited.map((r) => r.patientId).sort()).toEqual([annaId, janId].sort());
    const doctorMember = await clinicMember(t, ['DOCTOR']);
    expect((await get(`/clinic/patients/${annaId}/consents`, doctorMember.cookie)).statusCode).toBe(403);
    expect((await get('/clinic/patients/2000000000/consents', desk.cookie)).statusCode).toBe(404);
  });

  it("keeps the partners and their personnel (the administrator's)", async () => {
    const admin = await clinicMember(t, ['ADMIN']);
    const made = await send('POST', '/clinic/partners', { name: 'Fundacja Zdrowy Pracownik', kind: 'OTHER', nip: '527-000-00-03' }, admin.cookie);
    expect(made.statusCode, made.body).toBe(201);
    expect(made.json()).toMatchObject({ name: 'Fundacja Zdrowy Pracownik', nip: '5270000003', active: true, personnelCount: 0 });
    expect((await send('POST', '/clinic/partners', { name: 'fundacja zdrowy pracownik', kind: 'OTHER' }, admin.cookie)).statusCode).toBe(409);
    const id = made.json().id;
    const person = await send('POST', `/clinic/partners/${id}/personnel`, { name: 'Ewa', lastName: 'Lis', position: 'koordynatorka' }, admin.cookie);
    expect(person.statusCode, person.body).toBe(201);
    const changed = await send('PUT', `/clinic/partners/${id}/personnel/${person.json().id}`, { name: 'Ewa', lastName: 'Lis-Nowak', active: false }, admin.cookie);
    expect(changed.json()).toMatchObject({ lastName: 'Lis-Nowak', active: false });
    expect((await send('PUT', `/clinic/partners/${insurer}/personnel/${person.json().id}`, { name: 'Ewa', lastName: 'Lis' }, admin.cookie)).statusCode).toBe(404);
    expect((await get(`/clinic/partners/${id}/personnel`, admin.cookie)).json()).toHaveLength(1);
    // An inactive partner is offered to no patient.
    await send('PUT', `/clinic/partners/${id}`, { name: 'Fundacja Zdrowy Pracownik', kind: 'OTHER', active: false }, admin.cookie);
    expect((await get('/mpi/partners/dict')).json().some((p: { id: number }) => p.id === id)).toBe(false);
    expect((await get(`/clinic/partners?q=zdrowy`, admin.cookie)).json().items.map((p: { name: string }) => p.name)).toContain('Fundacja Zdrowy Pracownik');
    expect((await get('/clinic/partners', (await clinicMember(t, ['REGISTRAR'])).cookie)).statusCode).toBe(403);
  });
});
