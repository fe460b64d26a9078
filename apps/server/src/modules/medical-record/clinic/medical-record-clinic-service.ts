import {
  SPECIALITY_DICTIONARY,
  type ClinicEncounter,
  type ClinicRecordsQuery,
  type Page,
  type WrittenBy,
  type encounterOpenSchema,
  type encounterUpdateSchema,
  type z,
  type InterfaceLanguage,
} from '@portal/contracts';
import { withTransaction, type DbOrTx } from '../../../db/client';
import { encounters } from '../../../db/schema/index';
import type { Deps } from '../../../deps';
import { AppError, Conflict, NotFound, Validation } from '../../../errors';
import { clinicToday } from '../../../lib/clinic-time';
import { checkRange, readPage } from '../../../lib/lists';
import { writeAuthor } from '../../../lib/written-by';
import type { StaffContext, StaffPatient } from '../../../plugins/staff-access';
import { defineStaffResource, type UnitScope } from '../../../plugins/staff-resources';
import { knownUnitIds, practitionerExists, serviceRefs } from '../../organisation/organisation-service';
import { clinicDateTime } from '../core/document-render';
import { renderClinicalDocument, storeRenderedDocument } from '../core/document-filing';
import * as docs from '../core/documents-repository';
import * as visits from '../core/encounters-repository';
import { fileClinicalDocument, publishDocuments } from '../medical-record-service';
import { encounterViews, REGISTER_LANGUAGE } from '../core/record-views';
import { patientOfRow } from '../../../lib/checked-patient';

/*
 * Visits in the clinic console: opened (by the console, later by bookings), written while open
 * (practitioner, diagnoses, recommendations), closed by a doctor, nurse or midwife — which publishes
 * the visit with its documents, adds the visit card and tells the patient.
 */

type EncounterOpen = z.output<typeof encounterOpenSchema>;
type EncounterUpdate = z.output<typeof encounterUpdateSchema>;
type ClinicDeps = Pick<Deps, 'db' | 'clock' | 'his' | 'jobs' | 'printer' | 'storage'>;
export const ICD10_DICTIONARY = 'ICD10';

/** A visit by id through the member's units (`units.where` on its unit, in the WHERE); `lock`: FOR UPDATE, in a change's transaction. */
const encounterOfUnits = (db: DbOrTx, units: UnitScope, encounterId: number, lock = false) => visits.findEncounterById(db, encounterId, lock, units.where(encounters.unitId));

/**
 * A visit a console route addresses by its id, read through the member's units: one of a unit outside
 * hers reads as none, 404 as an unknown id. Its patient is the read audit's.
 */
export const encounterResource = defineStaffResource({
  name: 'encounter',
  load: (db: DbOrTx, units: UnitScope, params: { encounterId: number }) => encounterOfUnits(db, units, params.encounterId),
  patientOf: (row) => row.patientId,
});

/** The visit's row for the member (the seed's closing), or 404 — also when it is of a unit outside hers. */
async function encounterRow(deps: Pick<Deps, 'db'>, staff: StaffContext, encounterId: number) {
  const row = await encounterOfUnits(deps.db, staff.units, encounterId);
  if (!row) throw NotFound();
  return row;
}

const staffName = (staff: StaffContext) => writeAuthor(staff).name;

/**
 * The diagnoses as written now, named from the ICD-10 dictionary (an unknown code is 400). A
 * diagnosis already on the visit with the same code and rank keeps its author; a new or changed one
 * is the writing member's, now.
 */
async function authoredDiagnoses(db: DbOrTx, staff: StaffContext, encounterId: number, input: EncounterUpdate['diagnoses'], now: Date): Promise<visits.DiagnosisValues[]> {
  const names = await visits.dictionaryNames(db, ICD10_DICTIONARY, input.map((d) => d.code));
  const unknown = input.findIndex((d) => !names.has(d.code));
  if (unknown >= 0) {
    const message = `Nie ma kodu ${input[unknown].code} w słowniku ICD-10.`;
    throw Validation(message, [{ path: `diagnoses.${unknown}.code`, message }]);
  }
  const before = await visits.diagnosesOf(db, [encounterId]);
  return input.map((d) => {
    const kept = before.find((b) => b.code === d.code && b.primary === d.primary);
    const author = kept ? { writtenByStaffId: kept.writtenByStaffId, writtenByName: kept.writtenByName, writtenAt: kept.writtenAt } : { writtenByStaffId: staff.member.id, writtenByName: staffName(staff), writtenAt: now };
    return { code: d.code, name: names.get(d.code)!, primary: d.primary, ...author };
  });
}

export async function clinicEncounterView(deps: Pick<Deps, 'db' | 'his' | 'clock'>, row: visits.EncounterRow, language: InterfaceLanguage): Promise<ClinicEncounter> {
  return (await encounterViews(deps, patientOfRow(row), [row], false, language))[0];
}

/** Every visit of a patient (open ones too), newest first; a range only when asked. */
export async function listPatientEncounters(deps: Pick<Deps, 'db' | 'clock' | 'his'>, staff: StaffContext, patient: StaffPatient, query: ClinicRecordsQuery & { pageIndex: number; pageSize: number }): Promise<Page<ClinicEncounter>> {
  const bounds = checkRange({ after: query.after, before: query.before }, { allowFuture: true, maxYearsBack: 20, maxYearsAhead: 1 }, deps.clock.now());
  const page = await readPage(query, (limit, offset) => visits.selectEncounters(deps.db, patient.id, false, bounds, limit, offset, staff.units.where(encounters.unitId)));
  return { ...page, items: await encounterViews(deps, patient.id, page.items, false, staff.language) };
}

async function checkOrganisation(deps: Pick<Deps, 'db'>, staff: StaffContext, input: { unitId: number; speciality: string; practitionerId: number | null; serviceCode: string | null }) {
  if (!(await knownUnitIds(deps, staff.units, [input.unitId])).has(input.unitId)) throw Validation('Nie ma takiej jednostki.', [{ path: 'unitId', message: 'Nie ma takiej jednostki.' }]);
  if (!(await visits.dictionaryNames(deps.db, SPECIALITY_DICTIONARY, [input.speciality])).has(input.speciality)) {
    throw Validation('Nie ma takiej specjalności.', [{ path: 'speciality', message: 'Nie ma takiej specjalności.' }]);
  }
  if (input.practitionerId !== null && !(await practitionerExists(deps, input.practitionerId))) {
    throw Validation('Nie ma takiego lekarza.', [{ path: 'practitionerId', message: 'Nie ma takiego lekarza.' }]);
  }
  if (input.serviceCode === null) return null;
  const [service] = await serviceRefs(deps, { codes: [input.serviceCode] });
  if (!service) throw Validation('Nie ma takiego świadczenia.', [{ path: 'serviceCode', message: 'Nie ma takiego świadczenia.' }]);
  return service.id;
}

/**
 * Opens a visit of the patient. Without a care episode a new one is named after the visit itself
 * (`EP-<year>-<the visit's id, 6 digits or more>`), so episode numbers never repeat; a given one
 * must be one of the patient's episodes.
 */
export async function openEncounter(deps: ClinicDeps, staff: StaffContext, patient: StaffPatient, input: EncounterOpen): Promise<ClinicEncounter> {
  const serviceId = await checkOrganisation(deps, staff, input);
  if (input.careId !== null && !(await visits.careExists(deps.db, patient.id, input.careId))) {
    throw Validation('Pacjent nie ma takiego epizodu opieki.', [{ path: 'careId', message: 'Pacjent nie ma takiego epizodu opieki.' }]);
  }
  const now = deps.clock.now();
  const row = await withTransaction(deps.db, async (tx) => {
    const created = await visits.insertEncounter(tx, {
      patientId: patient.id,
      unitId: input.unitId,
      speciality: input.speciality,
      practitionerId: input.practitionerId,
      serviceId,
      careId: input.careId ?? `PENDING-${now.getTime()}`,
      startTime: new Date(input.startTime),
      createdByStaffId: staff.member.id,
      createdAt: now,
      updatedAt: now,
    });
    if (input.careId !== null) return created;
    const careId = `EP-${clinicToday(created.startTime).slice(0, 4)}-${String(created.id).padStart(6, '0')}`;
    return visits.updateEncounter(tx, created.id, { careId });
  });
  return clinicEncounterView(deps, row, staff.language);
}

/**
 * The doctor's record of an open visit (a visit of the member's units; the route admits doctors);
 * each diagnosis and the recommendations keep who wrote them and when. 409 ENCOUNTER_CLOSED once closed.
 */
export async function updateEncounter(deps: ClinicDeps, staff: StaffContext, encounterId: number, input: EncounterUpdate): Promise<ClinicEncounter> {
  const row = await withTransaction(deps.db, async (tx) => {
    const current = await encounterOfUnits(tx, staff.units, encounterId, true);
    if (!current) throw NotFound();
    if (current.status === 'CLOSED') throw new AppError('ENCOUNTER_CLOSED');
    if (input.practitionerId !== null && input.practitionerId !== current.practitionerId && !(await practitionerExists({ db: tx }, input.practitionerId))) {
      throw Validation('Nie ma takiego lekarza.', [{ path: 'practitionerId', message: 'Nie ma takiego lekarza.' }]);
    }
    const endTime = input.endTime === null ? null : new Date(input.endTime);
    if (endTime && endTime < current.startTime) throw Validation('Koniec wizyty nie może być przed jej początkiem.', [{ path: 'endTime', message: 'Koniec wizyty nie może być przed jej początkiem.' }]);
    const now = deps.clock.now();
    await visits.replaceDiagnoses(tx, encounterId, await authoredDiagnoses(tx, staff, encounterId, input.diagnoses, now));
    const recommendationsAuthor =
      input.recommendations === current.recommendations
        ? {}
        : input.recommendations === null
          ? { recommendationsByStaffId: null, recommendationsByName: null, recommendationsAt: null }
          : { recommendationsByStaffId: staff.member.id, recommendationsByName: staffName(staff), recommendationsAt: now };
    return visits.updateEncounter(tx, encounterId, { practitionerId: input.practitionerId, endTime, recommendations: input.recommendations, ...recommendationsAuthor, updatedAt: now });
  });
  return clinicEncounterView(deps, row, staff.language);
}

/**
 * Closes a visit: it needs a diagnosis; the end time is now unless written; the visit, its documents
 * and its visit card (rendered here: diagnoses, recommendations, practitioner) are published and
 * every account acting for the patient is told, all in one transaction (`notify` false: a past visit
 * entered as history, the demo's).
 */
export async function closeEncounter(deps: ClinicDeps, staff: StaffContext, visit: number | visits.EncounterRow, opts: { notify?: boolean } = {}): Promise<ClinicEncounter> {
  // The route's visit as its loader read it (`encounterResource`); the seed names it by id.
  const before = typeof visit === 'number' ? await encounterRow(deps, staff, visit) : visit;
  const encounterId = before.id;
  if (before.status === 'CLOSED') throw new AppError('ENCOUNTER_CLOSED');
  // The visit card is kept in the register's words, whatever the console shows.
  const view = await clinicEncounterView(deps, before, REGISTER_LANGUAGE);
  if (view.diagnoses.length === 0) {
    const message = 'Przed zamknięciem wizyty wpisz co najmniej jedno rozpoznanie.';
    throw Validation(message, [{ path: 'diagnoses', message }]);
  }
  const now = deps.clock.now();
  const endTime = before.endTime ?? (now > before.startTime ? now : before.startTime);
  // The card is signed by the member who closes the visit; each diagnosis and the recommendations name their own author.
  const author = staffName(staff);
  const rendered = await renderClinicalDocument(deps, {
    patientId: patientOfRow(before),
    typeCode: 'KARTA_WIZYTY',
    title: `Karta wizyty — ${view.unitSpeciality.name}`,
    documentDate: endTime,
    authorName: author,
    sections: visitCardSections(view, endTime),
  });
  const row = await withTransaction(deps.db, async (tx) => {
    const current = await encounterOfUnits(tx, staff.units, encounterId, true);
    if (!current) throw NotFound();
    if (current.status === 'CLOSED') throw new AppError('ENCOUNTER_CLOSED');
    if (current.updatedAt.getTime() !== before.updatedAt.getTime()) throw Conflict('Wizyta zmieniła się w trakcie zamykania. Spróbuj ponownie.');
    const closed = await visits.updateEncounter(tx, encounterId, { status: 'CLOSED', endTime, publishedAt: now, updatedAt: now });
    const files = await storeRenderedDocument(deps, rendered, { tx });
    await fileClinicalDocument(
      deps,
      { patientId: current.patientId, typeCode: 'KARTA_WIZYTY', title: rendered.title, documentDate: endTime, authorName: author, authorStaffId: staff.member.id, encounterId, ...files, publish: false },
      { tx },
    );
    const drafts = await docs.draftsOfEncounter(tx, encounterId);
    await publishDocuments(deps, drafts.map((d) => d.id), writeAuthor(staff), { tx, notify: opts.notify });
    return closed;
  });
  return clinicEncounterView(deps, row, staff.language);
}

function visitCardSections(view: ClinicEncounter, endTime: Date) {
  const writer = (w: WrittenBy | null) => (w ? `wpisał(a): ${w.name}, ${clinicDateTime(new Date(w.at))}` : null);
  const diagnoses = view.diagnoses
    .map((d) => [`${d.code} ${d.name}${d.primary ? ' (rozpoznanie zasadnicze)' : ''}`, writer(d.writtenBy)].filter(Boolean).join(' — '))
    .join('\n');
  const facts = [
    `Jednostka: ${view.unit.name}`,
    `Specjalność: ${view.unitSpeciality.name}`,
    view.serviceName ? `Świadczenie: ${view.serviceName}` : null,
    `Lekarz: ${view.practitioner?.displayName ?? '—'}`,
    `Początek: ${clinicDateTime(new Date(view.startTime))}`,
    `Koniec: ${clinicDateTime(endTime)}`,
    `Epizod opieki: ${view.careId}`,
  ].filter(Boolean);
  return [
    { title: 'Wizyta', text: facts.join('\n\n') },
    { title: 'Rozpoznania (ICD-10)', text: diagnoses.split('\n').join('\n\n') },
    { title: 'Zalecenia', text: view.recommendations ? [view.recommendations, writer(view.recommendationsWrittenBy)].filter(Boolean).join('\n\n') : 'Brak zaleceń.' },
  ];
}

/** The ICD-10 dictionary searched by the start of a code or a part of a name, at most 20. */
export const searchIcd10 = (deps: Pick<Deps, 'db'>, q: string) => visits.searchDictionary(deps.db, ICD10_DICTIONARY, q, 20);
