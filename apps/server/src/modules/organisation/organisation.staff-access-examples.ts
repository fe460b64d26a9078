import { npwzCheckDigit } from '@portal/domain';
import { eq } from 'drizzle-orm';
import { partnerPersonnel, partners, practitioners, services } from '../../db/schema/index';
import { DEMO_GP_PRACTICE_NUMBER } from '../../demo';
import { demoUnitIds } from '../../test/clinic-members';
import type { TestApp } from '../../test/helper';
import type { StaffAccessExamples, UnitScopedWrite } from '../../test/staff-access-examples';
import { changeLog } from '../../test/staff-examples-kit';
import { makeUnit } from '../../test/staff-kit';

let serial = 0;
/** A doctor's practice number no seeded practitioner has: a counter's six digits behind their check digit. */
function freshPracticeNumber(): string {
  for (;;) {
    const six = String(800_000 + (serial++ % 200_000)).padStart(6, '0');
    const check = npwzCheckDigit(six);
    if (check !== 0 && check !== 10) return `${check}${six}`;
  }
}

/** Valid bodies by "METHOD url" (the route's own url), given the seeded units' ids: a new one per call, so an administrator's second POST is a 201 again, not a 409. */
async function organisationBodies(t: TestApp): Promise<Record<string, () => unknown>> {
  const { primaryCare } = await demoUnitIds(t);
  const unit = (code: string) => ({
    name: 'Punkt szczepień',
    code,
    city: 'Kraków',
    street: 'ul. Zakopiańska',
    houseNumber: '62',
    postalCode: '30-418',
    phone: '12 265 40 10',
    active: true,
  });
  const practitioner = (practiceNumber: string) => ({
    name: 'Ewa',
    lastName: 'Przykładowa',
    degree: 'lek.',
    occupation: 'DOCTOR',
    specialities: ['MEDYCYNA_RODZINNA'],
    practiceNumber,
    primaryCareRoles: ['GP'],
    unitIds: [primaryCare],
    active: true,
  });
  const service = (code: string) => ({ code, name: 'Porada lekarza POZ', type: 'VISIT', speciality: 'MEDYCYNA_RODZINNA', commercial: false, price: null, durationMinutes: 15, unitIds: [primaryCare], active: true });
  return {
    'POST /api/clinic/units': () => unit(`EX-${++serial}`),
    'PUT /api/clinic/units/:unitId': () => ({ ...unit('POZ-KRK-1'), name: 'Przychodnia Podstawowej Opieki Zdrowotnej Portal Zdrowia' }),
    'POST /api/clinic/practitioners': () => practitioner(freshPracticeNumber()),
    'PUT /api/clinic/practitioners/:practitionerId': () => ({ ...practitioner(DEMO_GP_PRACTICE_NUMBER), name: 'Tomasz', lastName: 'Lewandowski' }),
    'POST /api/clinic/services': () => service(`EX-${++serial}`),
    'PUT /api/clinic/services/:serviceId': () => service('POZ-PORADA'),
    'POST /api/clinic/partners': () => ({ name: `Partner przykładowy ${++serial}`, kind: 'OTHER', nip: null }),
    'PUT /api/clinic/partners/:partnerId': () => ({ name: `Partner zmieniony ${++serial}`, kind: 'INSURER', active: true }),
    'POST /api/clinic/partners/:partnerId/personnel': () => ({ name: 'Ewa', lastName: 'Przykładowa', position: 'koordynatorka' }),
    'PUT /api/clinic/partners/:partnerId/personnel/:personnelId': () => ({ name: 'Ewa', lastName: 'Zmieniona', active: true }),
  };
}

/** A fresh partner with one person of its personnel (a write may rename or deactivate them). */
async function partnerWithPerson(t: TestApp) {
  const [partner] = await t.deps.db.insert(partners).values({ name: `Partner macierzy ${++serial}`, kind: 'OTHER' }).returning({ id: partners.id });
  const [person] = await t.deps.db.insert(partnerPersonnel).values({ partnerId: partner.id, name: 'Jan', lastName: 'Macierzowy' }).returning({ id: partnerPersonnel.id });
  unclaimedPerson = person.id;
  return partner.id;
}
/** The person of the partner made last, for the route's `:personnelId` after its `:partnerId` (a person of that partner). */
let unclaimedPerson: number | null = null;
async function personOfLastPartner(t: TestApp) {
  if (unclaimedPerson === null) await partnerWithPerson(t);
  const person = unclaimedPerson!;
  unclaimedPerson = null;
  return person;
}
const partnersOfClinic: UnitScopedWrite = { roles: ['ADMIN'], scope: { by: 'none', why: "the clinic's partners and their personnel, of no unit" } };

const anyUnit: UnitScopedWrite = { roles: ['ADMIN'], scope: { by: 'none', why: 'a practitioner works in any unit (schedules bind her to one)' } };
const catalogue: UnitScopedWrite = { roles: ['ADMIN'], scope: { by: 'none', why: "the catalogue of services is the clinic's" } };
const configuration = changeLog("the organisation's configuration keeps no author");

/**
 * The organisation's routes: a fresh unit (also the unit a route names in its query or body), the seeded
 * family doctor and service, and valid forms.
 */
export const staffAccessExamples: StaffAccessExamples = {
  staffIdFactories: {
    unitId: async (t) => String(await makeUnit(t)),
    practitionerId: async (t) =>
      String((await t.deps.db.select({ id: practitioners.id }).from(practitioners).where(eq(practitioners.practiceNumber, DEMO_GP_PRACTICE_NUMBER)))[0].id),
    serviceId: async (t) => String((await t.deps.db.select({ id: services.id }).from(services).where(eq(services.code, 'POZ-PORADA')))[0].id),
    partnerId: async (t) => String(await partnerWithPerson(t)),
    personnelId: async (t) => String(await personOfLastPartner(t)),
  },
  staffBodiesFor: organisationBodies,
  idsWithoutUnit: {
    // The organisation's catalogue: read by every member, written by an administrator.
    practitionerId: "a practitioner works in several units; the catalogue is the whole clinic's",
    serviceId: 'a service of the catalogue (its booking rules and price list), of the whole clinic',
    partnerId: "a partner of the clinic (module consents' partner consents), of no unit",
    personnelId: "a person of a partner's personnel, of no unit",
  },
  unitScopedWrites: {
    'POST /api/clinic/units': { roles: ['ADMIN'], scope: { by: 'everyUnit' } },
    'PUT /api/clinic/units/:unitId': { roles: ['ADMIN'], scope: { by: 'declared' } },
    'POST /api/clinic/practitioners': anyUnit,
    'PUT /api/clinic/practitioners/:practitionerId': anyUnit,
    'POST /api/clinic/services': catalogue,
    'PUT /api/clinic/services/:serviceId': catalogue,
    'POST /api/clinic/partners': partnersOfClinic,
    'PUT /api/clinic/partners/:partnerId': partnersOfClinic,
    'POST /api/clinic/partners/:partnerId/personnel': partnersOfClinic,
    'PUT /api/clinic/partners/:partnerId/personnel/:personnelId': partnersOfClinic,
  },
  authoredWrites: {
    'POST /api/clinic/units': configuration,
    'PUT /api/clinic/units/:unitId': configuration,
    'POST /api/clinic/practitioners': configuration,
    'PUT /api/clinic/practitioners/:practitionerId': configuration,
    'POST /api/clinic/services': configuration,
    'PUT /api/clinic/services/:serviceId': configuration,
    'POST /api/clinic/partners': configuration,
    'PUT /api/clinic/partners/:partnerId': configuration,
    'POST /api/clinic/partners/:partnerId/personnel': configuration,
    'PUT /api/clinic/partners/:partnerId/personnel/:personnelId': configuration,
  },
};
