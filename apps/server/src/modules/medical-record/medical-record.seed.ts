import { addDays } from '@portal/domain';
import { eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { patients, staffMembers, units } from '../../db/schema/index';
import { createStorage } from '../../compose';
import { portalHis } from '../../integrations/his/portal';
import { clinicInstant, clinicToday } from '../../lib/clinic-time';
import type { JobQueue } from '../../lib/jobs';
import { createPrinter } from '../../lib/printout';
import { importDocumentRequest } from '../document-requests/document-requests-service';
import { closeEncounter, openEncounter, updateEncounter } from './clinic/medical-record-clinic-service';
import { addNote, createWaitingEntry } from './clinic/clinic-documents-service';
import { fileClinicalDocument, renderClinicalDocument, storeRenderedDocument } from './medical-record-service';
import { getIdentification } from '../settings/settings-service';
import { findPractitionerIdByPracticeNumber } from '../organisation/organisation-service';
import type { StaffContext, StaffPatient } from '../../plugins/staff-access';
import { unitScope } from '../../plugins/staff-resources';
import { DEMO_GP_PRACTICE_NUMBER, DEMO_PERSONS, DEMO_STAFF, DEMO_UNITS } from '../../demo';
import type { Config as SeedConfig } from '../../config';
import { systemPatient } from '../../lib/checked-patient';

/*
 * The demo medical register, made through the medical-record services as the console would: Anna's
 * visits over three years (care episodes shared by follow-ups, diagnoses, recommendations, visit cards
 * rendered to PDF with CDA archives), a few more documents with notes, the blood-test document her demo
 * notice DOC-2026-000417 points at, two places on waiting lists; fewer for Piotr and Zuzanna. All in
 * the past of the seed's clock, filed as history (no notices, no e-mails).
 */

const DAY_MS = 86_400_000;
const noJobs: JobQueue = { send: async () => {}, work: async () => {}, runDue: async () => 0, stop: async () => {} };

interface SeedVisit {
  daysAgo: number;
  unit: 'primaryCare' | 'specialist';
  speciality: string;
  diagnoses: Array<[string, string]>;
  recommendations: string;
  /** Index of an earlier visit of the list whose care episode this one continues. */
  followUpOf?: number;
}

const annasVisits: SeedVisit[] = [
  { daysAgo: 1050, unit: 'primaryCare', speciality: 'MEDYCYNA_RODZINNA', diagnoses: [['Z00.0', 'Ogólne badanie lekarskie']], recommendations: 'Badania kontrolne raz w roku.' },
  { daysAgo: 980, unit: 'specialist', speciality: 'DERMATOLOGIA', diagnoses: [['L20.9', 'Atopowe zapalenie skóry, nieokreślone']], recommendations: 'Emolienty dwa razy dziennie, unikać długich gorących kąpieli.' },
  { daysAgo: 900, unit: 'primaryCare', speciality: 'MEDYCYNA_RODZINNA', diagnoses: [['J01.9', 'Ostre zapalenie zatok, nieokreślone']], recommendations: 'Inhalacje, płukanie nosa solą fizjologiczną, kontrola w razie gorączki.' },
  { daysAgo: 760, unit: 'specialist', speciality: 'KARDIOLOGIA', diagnoses: [['I10', 'Samoistne (pierwotne) nadciśnienie tętnicze'], ['E78.0', 'Czysta hipercholesterolemia']], recommendations: 'Pomiary ciśnienia w domu rano i wieczorem, dieta z ograniczeniem soli. Kontrola za 3 miesiące.' },
  { daysAgo: 670, unit: 'specialist', speciality: 'KARDIOLOGIA', diagnoses: [['I10', 'Samoistne (pierwotne) nadciśnienie tętnicze']], recommendations: 'Kontynuacja leczenia, kontrola lipidogramu za pół roku.', followUpOf: 3 },
  { daysAgo: 600, unit: 'specialist', speciality: 'ENDOKRYNOLOGIA', diagnoses: [['E04.1', 'Pojedynczy guzek tarczycy nietoksyczny']], recommendations: 'USG tarczycy za 12 miesięcy, TSH co pół roku.' },
  { daysAgo: 520, unit: 'specialist', speciality: 'OKULISTYKA', diagnoses: [['H52.1', 'Krótkowzroczność'], ['H04.1', 'Zespół suchego oka']], recommendations: 'Nowa korekcja okularowa, sztuczne łzy w razie potrzeby.' },
  { daysAgo: 430, unit: 'specialist', speciality: 'KARDIOLOGIA', diagnoses: [['I10', 'Samoistne (pierwotne) nadciśnienie tętnicze'], ['E78.0', 'Czysta hipercholesterolemia']], recommendations: 'Włączono statynę. Lipidogram kontrolny za 3 miesiące.', followUpOf: 3 },
  { daysAgo: 330, unit: 'primaryCare', speciality: 'MEDYCYNA_RODZINNA', diagnoses: [['R73.0', 'Stan przedcukrzycowy']], recommendations: 'Redukcja masy ciała, więcej ruchu, HbA1c za 3 miesiące.' },
  { daysAgo: 240, unit: 'specialist', speciality: 'ENDOKRYNOLOGIA', diagnoses: [['E04.1', 'Pojedynczy guzek tarczycy nietoksyczny']], recommendations: 'Obraz USG stabilny. Kontrola za rok.', followUpOf: 5 },
  { daysAgo: 180, unit: 'specialist', speciality: 'DERMATOLOGIA', diagnoses: [['L70.0', 'Trądzik pospolity']], recommendations: 'Leczenie miejscowe, kontrola za 8 tygodni.' },
  { daysAgo: 120, unit: 'specialist', speciality: 'KARDIOLOGIA', diagnoses: [['I10', 'Samoistne (pierwotne) nadciśnienie tętnicze']], recommendations: 'Ciśnienie dobrze kontrolowane, LDL w normie. Kontrola za pół roku.', followUpOf: 3 },
  { daysAgo: 60, unit: 'primaryCare', speciality: 'MEDYCYNA_RODZINNA', diagnoses: [['J06.9', 'Ostre zakażenie górnych dróg oddechowych, nieokreślone']], recommendations: 'Odpoczynek, dużo płynów, paracetamol w razie gorączki.' },
  { daysAgo: 25, unit: 'primaryCare', speciality: 'MEDYCYNA_RODZINNA', diagnoses: [['M54.5', 'Ból okolicy lędźwiowo-krzyżowej']], recommendations: 'Ćwiczenia rozciągające, fizjoterapia według skierowania.' },
  // Recent: within the deadline of the family medicine visit questionnaire, so Anna can fill it in.
  { daysAgo: 2, unit: 'primaryCare', speciality: 'MEDYCYNA_RODZINNA', diagnoses: [['Z00.0', 'Ogólne badanie lekarskie'], ['I10', 'Samoistne (pierwotne) nadciśnienie tętnicze']], recommendations: 'Wyniki badań okresowych prawidłowe. Kontynuacja leczenia.' },
];
const fewVisits: SeedVisit[] = [
  { daysAgo: 400, unit: 'primaryCare', speciality: 'MEDYCYNA_RODZINNA', diagnoses: [['M54.5', 'Ból okolicy lędźwiowo-krzyżowej']], recommendations: 'Ćwiczenia, leki przeciwbólowe doraźnie.' },
  { daysAgo: 40, unit: 'primaryCare', speciality: 'MEDYCYNA_RODZINNA', diagnoses: [['J20.9', 'Ostre zapalenie oskrzeli, nieokreślone']], recommendations: 'Syrop, inhalacje, kontrola za tydzień.' },
];
const childVisits: SeedVisit[] = [
  { daysAgo: 200, unit: 'primaryCare', speciality: 'PEDIATRIA', diagnoses: [['Z00.1', 'Rutynowe badanie stanu zdrowia dziecka']], recommendations: 'Rozwój prawidłowy. Szczepienia według kalendarza.' },
  { daysAgo: 30, unit: 'primaryCare', speciality: 'PEDIATRIA', diagnoses: [['H66.9', 'Zapalenie ucha środkowego, nieokreślone']], recommendations: 'Antybiotyk przez 7 dni, kontrola po leczeniu.' },
];

export async function seedMedicalRecords(db: Db, config: SeedConfig): Promise<void> {
  const seededAt = Date.now();
  let now = new Date(seededAt);
  const clock = { now: () => now };
  const deps = { db, clock, jobs: noJobs, storage: await createStorage(config), his: portalHis({ db }), printer: createPrinter({ clinic: () => getIdentification({ db }), now: () => now }) };
  const [doctorRow] = await db.select().from(staffMembers).where(eq(staffMembers.login, DEMO_STAFF.lekarz.login));
  const doctor: StaffContext = { member: { ...doctorRow, practitionerId: doctorRow.practitionerId, partner: null }, units: unitScope(null), sessionIdHash: 'seed', language: 'pl' };
  const unitIds = Object.fromEntries(
    (await db.select({ id: units.id, code: units.code }).from(units).where(inArray(units.code, Object.values(DEMO_UNITS)))).map((u) => [u.code === DEMO_UNITS.primaryCare ? 'primaryCare' : 'specialist', u.id]),
  ) as Record<'primaryCare' | 'specialist', number>;
  const gp = await findPractitionerIdByPracticeNumber({ db }, DEMO_GP_PRACTICE_NUMBER);
  const patientId = async (nationalId: string) => (await db.select({ id: patients.id }).from(patients).where(eq(patients.nationalId, nationalId)))[0]?.id;
  // The clinic's day and hour (Europe/Warsaw), as the bookings' seed counts them: between 23:00 and 24:00 UTC
  // the clinic is already on the next day, and a visit must fall on its booking's day to be linked to it.
  const seededDay = clinicToday(new Date(seededAt));
  const at = (daysAgo: number, hour = 10) => clinicInstant(addDays(seededDay, -daysAgo), `${String(hour).padStart(2, '0')}:00`);

  async function visits(patient: StaffPatient, list: SeedVisit[]) {
    const made: Array<{ id: number; careId: string }> = [];
    for (const v of list) {
      now = at(v.daysAgo, 9);
      const opened = await openEncounter(deps, doctor, patient, {
        unitId: unitIds[v.unit],
        speciality: v.speciality,
        practitionerId: v.unit === 'primaryCare' ? gp : null,
        serviceCode: null,
        startTime: at(v.daysAgo, 10).toISOString(),
        careId: v.followUpOf === undefined ? null : made[v.followUpOf].careId,
      });
      await updateEncounter(deps, doctor, opened.id, {
        practitionerId: opened.practitioner?.id ?? null,
        endTime: new Date(at(v.daysAgo, 10).getTime() + 20 * 60_000).toISOString(),
        diagnoses: v.diagnoses.map(([code], i) => ({ code, primary: i === 0 })),
        recommendations: v.recommendations,
      });
      now = at(v.daysAgo, 11);
      await closeEncounter(deps, doctor, opened.id, { notify: false });
      made.push({ id: opened.id, careId: opened.careId });
    }
    return made;
  }

  async function document(patient: number, o: { typeCode: string; title: string; text: string; daysAgo: number; encounterId?: number; contextId?: string; author?: string }) {
    now = at(o.daysAgo, 12);
    const authorName = o.author ?? 'lek. Tomasz Lewandowski';
    const rendered = await renderClinicalDocument(deps, { patientId: systemPatient(patient, 'seed'), typeCode: o.typeCode, title: o.title, documentDate: now, authorName, sections: [{ title: o.title, text: o.text }] });
    return db.transaction(async (tx) => {
      const files = await storeRenderedDocument(deps, rendered, { tx });
      return fileClinicalDocument(
        deps,
        { patientId: patient, typeCode: o.typeCode, title: o.title, documentDate: now, authorName, authorStaffId: doctorRow.id, encounterId: o.encounterId ?? null, ...files, publish: true, notify: false, contextId: o.contextId },
        { tx },
      );
    });
  }

  const anna = await patientId(DEMO_PERSONS.anna.nationalId);
  if (anna === undefined) return;
  const annaP = { id: systemPatient(anna, 'seed') } as StaffPatient;
  // The document of the demo notice comes first, so the year's numbering continues after it.
  const blood = await document(anna, {
    typeCode: 'WYNIK',
    title: 'Wynik badania krwi',
    text: 'Morfologia krwi: hemoglobina 13,1 g/dl, leukocyty 6,4 tys./µl, płytki krwi 251 tys./µl.\n\nLipidogram: cholesterol całkowity 212 mg/dl, LDL 131 mg/dl.',
    daysAgo: Math.round((seededAt - Date.parse('2026-02-10T08:00:00Z')) / DAY_MS),
    contextId: 'DOC-2026-000417',
    author: 'diag. lab. Barbara Sowa',
  });
  const annas = await visits(annaP, annasVisits);
  const referral = await document(anna, { typeCode: 'SKIEROWANIE', title: 'Skierowanie na fizjoterapię', text: 'Rozpoznanie: M54.5 Ból okolicy lędźwiowo-krzyżowej. Proszę o 10 zabiegów kinezyterapii.', daysAgo: 25, encounterId: annas[13].id });
  const echo = await document(anna, { typeCode: 'SKIEROWANIE', title: 'Skierowanie na echokardiografię', text: 'Nadciśnienie tętnicze, ocena przerostu lewej komory.', daysAgo: 760, encounterId: annas[3].id });
  await document(anna, { typeCode: 'ZASWIADCZENIE', title: 'Zaświadczenie o zdolności do pracy', text: 'Brak przeciwwskazań zdrowotnych do wykonywania pracy na stanowisku biurowym.', daysAgo: 1050, encounterId: annas[0].id });
  now = at(24, 9);
  await addNote(deps, doctor, referral.id, 'Skierowanie ważne 30 dni. Termin zabiegów proszę uzgodnić w rejestracji.');
  await addNote(deps, doctor, echo.id, 'Badanie wykonano; opis w karcie kolejnej wizyty.');
  await addNote(deps, doctor, blood.id, 'LDL nieco podwyższony — proszę omówić wynik na wizycie kontrolnej.');

  now = at(20, 9);
  await createWaitingEntry(deps, doctor, annaP, { serviceCode: 'POZ-EKG', unitId: unitIds.primaryCare, category: 'STABLE', registeredAt: at(20).toISOString().slice(0, 10), plannedDate: at(-30).toISOString().slice(0, 10), position: 4 });
  await createWaitingEntry(deps, doctor, annaP, { serviceCode: 'POZ-KREW', unitId: unitIds.primaryCare, category: 'URGENT', registeredAt: at(5).toISOString().slice(0, 10), plannedDate: null, position: 12 });

  const annasAccount = (await db.select({ accountId: patients.accountId }).from(patients).where(eq(patients.id, anna)))[0].accountId;
  const description = 'Na podstawie art. 26 ustawy o prawach pacjenta i Rzeczniku Praw Pacjenta wnoszę o udostępnienie kopii wskazanej dokumentacji medycznej.';
  now = at(290, 12);
  const copy = await deps.printer.render({ title: 'Kopia dokumentacji medycznej', content: [{ text: 'Kopia skierowania na echokardiografię, zgodna z oryginałem.' }], language: 'pl' });
  await importDocumentRequest(deps, {
    patientId: systemPatient(anna, 'seed'), accountId: annasAccount, documentIds: [echo.id], description, deliveryMethod: 'PORTAL',
    registeredAt: at(300, 12), status: 'COMPLETED', completedAt: now, clinicComment: 'Kopia dokumentacji jest do pobrania w portalu.', copies: [{ fileName: 'Kopia dokumentacji.pdf', pdf: copy }],
  });
  now = at(3, 12);
  await importDocumentRequest(deps, { patientId: systemPatient(anna, 'seed'), accountId: annasAccount, documentIds: [referral.id], description, deliveryMethod: 'IN_PERSON', registeredAt: now, status: 'REGISTERED', completedAt: null, clinicComment: null, copies: [] });

  for (const nationalId of [DEMO_PERSONS.piotr.nationalId, '16230512468']) {
    const id = await patientId(nationalId);
    if (id !== undefined) await visits({ id: systemPatient(id, 'seed') } as StaffPatient, nationalId === '16230512468' ? childVisits : fewVisits);
  }
}
