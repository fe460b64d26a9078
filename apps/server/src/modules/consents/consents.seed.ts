import { and, desc, eq, isNotNull } from 'drizzle-orm';
import { carerAuthorisationInputSchema, consentInputSchema, partnerConsentInputSchema, partnerInputSchema, partnerPersonnelInputSchema } from '@portal/contracts';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { accounts, patients, resultOrders, staffMembers } from '../../db/schema/index';
import { DEMO_ACCOUNTS, DEMO_PARTNER_STAFF, DEMO_PERSONS, DEMO_STAFF } from '../../demo';
import { systemClock } from '../../deps';
import { clinicToday } from '../../lib/clinic-time';
import { reachOfAccount, type ReachablePatient } from '../../plugins/patient-access';
import { createPartner, createPerson } from '../organisation/partners-service';
import { createKeptSettings, getSettings, saveSettings } from '../settings/settings-service';
import { addEnrolledStaffMember } from '../staff/staff-service';
import { addCarer } from './carer-authorisations';
import { importConsent } from './consents-service';
import { switchSharing } from './document-sharing';

/*
 * The demo's consents, made through the module's own services: the two partners (an occupational-
 * medicine company and an insurer) with their personnel, switched on for patients by the administrator
 * (partners and occupational medicine); Anna's consents in every state — her consent to the processing
 * of her data signed, the teleconsultation consent waiting for her signature, a partner consent to the
 * occupational-medicine company's doctor limited to selected documents, signed, with her latest
 * published result shared, and a whole-record consent to the insurer she withdrew; Jan's authorisation
 * of his daughter Anna as his carer. The signed ones were handed in signed at the desk (no e-signature):
 * e-signing's accepting path needs the running server's e-service, which the seed has not.
 */

const DAY_MS = 86_400_000;
const DEMO_PARTNERS = {
  occupational: DEMO_PARTNER_STAFF.partnerName,
  insurer: 'Towarzystwo Ubezpieczeń Zdrowie S.A.',
} as const;

export async function seedConsents(db: Db, config: Config): Promise<void> {
  const started = systemClock.now().getTime();
  const at = (daysAgo: number, hour = 10) => new Date(Math.floor((started - daysAgo * DAY_MS) / DAY_MS) * DAY_MS + (hour - 1) * 3_600_000);
  const dayOf = (daysAgo: number) => clinicToday(at(daysAgo));
  const deps = { db, clock: systemClock };

  // The administrator turns partners (and occupational medicine) on for patients.
  const [admin] = await db.select().from(staffMembers).where(eq(staffMembers.login, DEMO_STAFF.admin.login));
  const application = await getSettings(deps, 'application');
  await saveSettings({ ...deps, keptSettings: createKeptSettings(deps, 0) }, 'application', { ...application, partnersModule: true, occupationalMedicineModule: true }, { staffId: admin.id, login: admin.login, ip: null });

  const occupational = await createPartner(
    deps,
    partnerInputSchema.parse({ name: DEMO_PARTNERS.occupational, kind: 'OCCUPATIONAL_MEDICINE', nip: '6762468530', address: 'ul. Bezpieczna 12, 30-702 Kraków', email: 'kontakt@bhp-med.example', phone: '+48 12 411 22 33' }),
  );
  const doctor = await createPerson(deps, occupational.id, partnerPersonnelInputSchema.parse({ name: 'Krzysztof', lastName: 'Malinowski', position: 'lekarz medycyny pracy', email: 'k.malinowski@bhp-med.example' }));
  await createPerson(deps, occupational.id, partnerPersonnelInputSchema.parse({ name: 'Barbara', lastName: 'Sikora', position: 'pielęgniarka medycyny pracy', email: 'b.sikora@bhp-med.example' }));
  const insurer = await createPartner(
    deps,
    partnerInputSchema.parse({ name: DEMO_PARTNERS.insurer, kind: 'INSURER', nip: '5252816471', address: 'al. Jerozolimskie 100, 00-807 Warszawa', email: 'likwidacja@tu-zdrowie.example', phone: '+48 22 500 60 70' }),
  );
  await createPerson(deps, insurer.id, partnerPersonnelInputSchema.parse({ name: 'Marek', lastName: 'Górski', position: 'lekarz orzecznik', email: 'm.gorski@tu-zdrowie.example' }));
  // The doctor signs in to the console as the partner's staff (role PARTNER): "Udostępnione dokumenty".
  await addEnrolledStaffMember(
    { ...deps, config },
    {
      login: DEMO_PARTNER_STAFF.login,
      password: DEMO_PARTNER_STAFF.password,
      name: DEMO_PARTNER_STAFF.name,
      lastName: DEMO_PARTNER_STAFF.lastName,
      email: 'k.malinowski@bhp-med.example',
      roles: [...DEMO_PARTNER_STAFF.roles],
      unitIds: [],
      practitionerId: null,
      partnerId: occupational.id,
      partnerPersonnelId: doctor.id,
      totpSecret: DEMO_PARTNER_STAFF.totpSecret,
    },
  );

  const accountOf = async (username: string) => (await db.select({ id: accounts.id }).from(accounts).where(eq(accounts.username, username)))[0].id;
  /** A person's own record as her account reaches it. */
  const own = async (username: string, nationalId: string): Promise<{ patient: ReachablePatient; accountId: number }> => {
    const accountId = await accountOf(username);
    const [record] = await db.select({ id: patients.id }).from(patients).where(eq(patients.nationalId, nationalId));
    const patient = await reachOfAccount(db, accountId, record.id);
    if (!patient) throw new Error(`consents seed: ${username} does not reach ${nationalId}`);
    return { patient, accountId };
  };

  const anna = await own(DEMO_ACCOUNTS.anna.username, DEMO_PERSONS.anna.nationalId);
  const consent = (consentType: 'CDPM' | 'CTEL', validFrom: string) => ({ kind: 'consent' as const, value: consentInputSchema.parse({ patientId: anna.patient.id, consentType, validFrom }) });
  // Her consent to the processing of her data, given a year ago and handed in signed the next day.
  await importConsent(deps, anna.patient, anna.accountId, consent('CDPM', dayOf(365)), { registeredAt: at(365), signedAt: at(364, 11) });
  // Her teleconsultation consent, given in the portal yesterday: waiting for her signature.
  await importConsent(deps, anna.patient, anna.accountId, consent('CTEL', dayOf(1)), { registeredAt: at(1, 19) });
  // The occupational-medicine doctor sees the documents she shares, for a year from a month ago; signed.
  await importConsent(
    deps,
    anna.patient,
    anna.accountId,
    { kind: 'partner', value: partnerConsentInputSchema.parse({ patientId: anna.patient.id, authorizedPartnerId: occupational.id, personnelId: doctor.id, onlySelectedDocuments: true, validFrom: dayOf(30), validTo: clinicToday(new Date(started + 335 * DAY_MS)) }) },
    { registeredAt: at(30), signedAt: at(29, 12) },
  );
  // The insurer saw her whole record for a claim; she withdrew the consent two months ago.
  await importConsent(
    deps,
    anna.patient,
    anna.accountId,
    { kind: 'partner', value: partnerConsentInputSchema.parse({ patientId: anna.patient.id, authorizedPartnerId: insurer.id, personnelId: null, onlySelectedDocuments: false, validFrom: dayOf(200) }) },
    { registeredAt: at(200), signedAt: at(199), cancelledAt: at(60, 15) },
  );
  // Her latest published result, shared with the occupational-medicine doctor.
  const [latest] = await db
    .select({ id: resultOrders.id })
    .from(resultOrders)
    .where(and(eq(resultOrders.patientId, anna.patient.id), isNotNull(resultOrders.publishedAt)))
    .orderBy(desc(resultOrders.orderedAt), desc(resultOrders.id))
    .limit(1);
  if (latest) await switchSharing({ ...deps, clock: { now: () => at(20, 16) } }, anna.patient, anna.accountId, { documentId: latest.id, docType: 'RES', systemName: 'PORTAL', shared: true });

  // Jan authorised his daughter Anna as his carer, by a written authorisation, two years ago.
  const jan = await own(DEMO_ACCOUNTS.jan.username, '48050212358');
  await addCarer(
    { db, clock: { now: () => at(730) } },
    jan.patient,
    jan.accountId,
    carerAuthorisationInputSchema.parse({
      patientId: jan.patient.id,
      name: DEMO_PERSONS.anna.name,
      lastName: DEMO_PERSONS.anna.lastName,
      patientCarerNationalId: DEMO_PERSONS.anna.nationalId,
      typeAuthorizationDocument: 'WRITTEN',
      dateFrom: dayOf(730),
      address: { street: 'ul. Długa', houseNumber: '15', apartmentNumber: '4', postalCode: '31-147', city: 'Kraków' },
    }),
  );
}
