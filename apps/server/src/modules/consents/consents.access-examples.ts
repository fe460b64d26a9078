import { asc } from 'drizzle-orm';
import { carerAuthorisations, consents, partners } from '../../db/schema/index';
import type { AccessExamples } from '../../test/access-examples';
import type { TestApp } from '../../test/helper';

/**
 * The consents module's rows for the access matrix, written straight for the patient being tried (as
 * the desk would register them): a consent, a partner consent to the first seeded partner, a carer
 * authorisation; and valid bodies of the routes naming a patient.
 */

const day = (t: TestApp) => t.clock.now().toISOString().slice(0, 10);

async function consentFor(t: TestApp, patientId: number, accountId: number | null, partner = false) {
  const [first] = await t.deps.db.select({ id: partners.id }).from(partners).orderBy(asc(partners.id)).limit(1);
  const [row] = await t.deps.db
    .insert(consents)
    .values({
      patientId,
      accountId,
      consentType: partner ? 'CPAR' : 'CTEL',
      status: 'REGISTERED',
      validFrom: day(t),
      ...(partner ? { partnerId: first.id, onlySelectedDocuments: true } : {}),
    })
    .returning({ id: consents.id });
  return String(row.id);
}

async function carerFor(t: TestApp, patientId: number, accountId: number | null) {
  const [row] = await t.deps.db
    .insert(carerAuthorisations)
    .values({
      patientId,
      accountId,
      name: 'Tomasz',
      lastName: 'Nowak',
      nationalId: '79070203178',
      country: 'PL',
      documentType: 'WRITTEN',
      dateFrom: day(t),
      address: { street: null, houseNumber: '1', apartmentNumber: null, postalCode: '30-001', city: 'Kraków', postalCity: null, countryCode: 'PL' },
    })
    .returning({ id: carerAuthorisations.id });
  return String(row.id);
}

const carerForm = () => ({
  name: 'Tomasz',
  lastName: 'Nowak',
  patientCarerNationalId: '79070203178',
  typeAuthorizationDocument: 'WRITTEN',
  dateFrom: new Date().toISOString().slice(0, 10),
  address: { houseNumber: '1', postalCode: '30-001', city: 'Kraków' },
});

export const accessExamples: AccessExamples = {
  idFactories: {
    '/api/mpi/patient-entries/mpi-user/:patientId/carer-auth/:id#id': (t, patientId) => carerFor(t, patientId, null),
  },
  bodies: {
    // A document nobody has: past the access check, refused by the sharing's own rules (409 without a consent, 400 otherwise).
    'POST /api/mpi/consents/mpi-user/consentDoc/:patientId': () => ({ documentId: 2_000_000_000, docType: 'RES' }),
    'PUT /api/mpi/consents/mpi-user/consentDoc/:patientId': () => ({ documentId: 2_000_000_000, docType: 'RES', shared: false }),
    'PUT /api/mpi/consents/partner/mpi-user/:id': () => ({ personnelId: null, onlySelectedDocuments: false, validFrom: new Date().toISOString().slice(0, 10) }),
    'PATCH /api/mpi/consents/partner/mpi-user/:id/system': () => ({ systemId: 'PARTNER-1' }),
    'PATCH /api/mpi/patient-entries/mpi-user/carer-auth/:id': carerForm,
  },
  queries: {
    'POST /api/mpi/consents/mpi-user/:id/ePUAPSignURL': () => 'successUrl=%2Fconsents&errorUrl=%2Fconsents',
  },
  resourceFactories: {
    consent: async (t, patientId, accountId) => ({ id: await consentFor(t, patientId, accountId) }),
    'partner-consent': async (t, patientId, accountId) => ({ id: await consentFor(t, patientId, accountId, true) }),
    'carer-authorisation': async (t, patientId, accountId) => ({ id: await carerFor(t, patientId, accountId) }),
  },
};
