import { SPECIALITY_DICTIONARY, type ClinicalDocument, type ClinicEncounter, type Encounter, type InterfaceLanguage, type WaitingListEntry } from '@portal/contracts';
import { configuredName, type ConfiguredName } from '@portal/domain';
import { dictionaryName } from '../../../i18n/dictionary-labels';
import type { DbOrTx } from '../../../db/client';
import type { Deps } from '../../../deps';
import { clinicToday } from '../../../lib/clinic-time';
import { writtenBy } from '../../../lib/written-by';
import { organisationRefs, type ServiceRef } from '../../organisation/organisation-service';
import { encounterQuestionnaireFacts } from '../../questionnaires/questionnaires-service';
import * as docs from './documents-repository';
import * as visits from './encounters-repository';
import { patientOfRow, type CheckedPatientId } from '../../../lib/checked-patient';
import { sharedDocumentIds } from '../../consents/consents-service';

/*
 * Rows as the API answers them, built for a whole page at once: names, diagnoses, documents, note
 * counts and questionnaire facts each come in one query for the page, never one per row.
 */

type ViewDeps = Pick<Deps, 'his' | 'clock'> & { db: DbOrTx };

export type ClinicDocumentView = ClinicalDocument & { publishedAt: string | null; status: 'DRAFT' | 'PUBLISHED' };

/** Documents as read in `language`: their type named in the reader's language, else English, else Polish (domain `configuredName`). */
export async function documentViews(deps: { db: DbOrTx }, rows: readonly docs.ClinicalDocumentRow[], language: InterfaceLanguage): Promise<ClinicDocumentView[]> {
  if (rows.length === 0) return [];
  const [types, notes, shared] = await Promise.all([docs.typeNames(deps.db), docs.noteCounts(deps.db, rows.map((r) => r.id)), sharedDocuments(deps, rows)]);
  return rows.map((r) => ({
    id: r.id,
    patientId: r.patientId,
    contextId: r.contextId,
    type: r.typeCode,
    typeName: typeNameIn(types.get(r.typeCode), r.typeCode, language),
    title: r.title,
    documentDate: r.documentDate.toISOString(),
    authorName: r.authorName,
    signedAt: r.signedAt?.toISOString() ?? null,
    encounterId: r.encounterId,
    hasContent: r.contentFileId !== null,
    hasArchive: r.archiveFileId !== null,
    archiveKind: r.archiveKind,
    noteCount: notes.get(r.id) ?? 0,
    selected: false,
    consentDocShared: shared.has(r.id),
    publishedBy: writtenBy(r.publishedByName, r.publishedAt),
    publishedAt: r.publishedAt?.toISOString() ?? null,
    status: r.publishedAt ? 'PUBLISHED' : 'DRAFT',
  }));
}

/** Which of the documents their patient shares with partners now (module consents): one query for a patient's page. */
async function sharedDocuments(deps: { db: DbOrTx }, rows: readonly docs.ClinicalDocumentRow[]): Promise<Set<number>> {
  const byPatient = new Map<number, docs.ClinicalDocumentRow[]>();
  for (const r of rows) byPatient.set(r.patientId, [...(byPatient.get(r.patientId) ?? []), r]);
  const sets = await Promise.all([...byPatient.values()].map((own) => sharedDocumentIds(deps.db, patientOfRow(own[0]), 'DOC', own.map((r) => r.id))));
  return new Set(sets.flatMap((set) => [...set]));
}

/** A document type's name in `language` (its code where the type is unknown). */
export const typeNameIn = (name: ConfiguredName | undefined, code: string, language: InterfaceLanguage): string => (name ? configuredName(name, language) : code);

/** A service's name in `language` (null for none). */
const serviceNameIn = (service: ServiceRef | undefined, language: InterfaceLanguage): string | null => (service ? configuredName(service.names, language) : null);

/**
 * The words the register itself is kept in: its Polish names, which a stored document (the visit card)
 * and a document request's summary carry. Views answer in the reader's language (the console's
 * `StaffContext.language`, the patient's request language).
 */
export const REGISTER_LANGUAGE: InterfaceLanguage = 'pl';

/** The document types offered, named in `language`. */
export const documentTypesIn = (types: readonly docs.DocumentTypeRow[], language: InterfaceLanguage) =>
  types.map((t) => ({ code: t.code, name: configuredName({ pl: t.name, en: t.nameEn, uk: t.nameUk }, language) }));

/** A visit as the person reads it in `language`: the unit's speciality in her words (see i18n/dictionary-labels). */
export const encounterInLanguage = <E extends Encounter>(encounter: E, language: InterfaceLanguage): E => ({
  ...encounter,
  unitSpeciality: { ...encounter.unitSpeciality, name: dictionaryName(SPECIALITY_DICTIONARY, encounter.unitSpeciality.code, language, encounter.unitSpeciality.name) },
});

/** The patient's view of documents: without the console's publication facts. */
export const patientDocuments = (views: readonly ClinicDocumentView[]): ClinicalDocument[] => views.map(({ publishedAt: _p, status: _s, ...view }) => view);

/**
 * Visits of one patient as the console sees them (`published` false: open ones and drafts too) or
 * as the patient does (published visits and documents only).
 */
export async function encounterViews(deps: ViewDeps, patientId: CheckedPatientId, rows: readonly visits.EncounterRow[], published: boolean, language: InterfaceLanguage): Promise<ClinicEncounter[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const [diagnoses, documentRows, refs, specialities, questionnaires] = await Promise.all([
    visits.diagnosesOf(deps.db, ids),
    docs.documentsOfEncounters(deps.db, patientId, ids, published),
    organisationRefs(deps, {
      unitIds: rows.map((r) => r.unitId),
      practitionerIds: rows.flatMap((r) => (r.practitionerId === null ? [] : [r.practitionerId])),
      serviceIds: rows.flatMap((r) => (r.serviceId === null ? [] : [r.serviceId])),
    }),
    visits.dictionaryNames(deps.db, SPECIALITY_DICTIONARY, rows.map((r) => r.speciality)),
    encounterQuestionnaireFacts(deps, patientId, rows.map((r) => ({ id: r.id, unitId: r.unitId, speciality: r.speciality, visitDate: clinicToday(r.startTime) }))),
  ]);
  const documents = await documentViews(deps, documentRows, language);
  return rows.map((r) => {
    const unit = refs.units.get(r.unitId);
    const practitioner = r.practitionerId === null ? undefined : refs.practitioners.get(r.practitionerId);
    const facts = questionnaires.get(r.id);
    return {
      id: r.id,
      patientId: r.patientId,
      careId: r.careId,
      unitSpeciality: { code: r.speciality, name: specialities.get(r.speciality) ?? r.speciality },
      unit: unit ?? { id: r.unitId, name: '', code: '' },
      practitioner: practitioner ?? null,
      serviceName: serviceNameIn(r.serviceId === null ? undefined : refs.services.get(r.serviceId), language),
      startTime: r.startTime.toISOString(),
      endTime: r.endTime?.toISOString() ?? null,
      diagnoses: diagnoses
        .filter((d) => d.encounterId === r.id)
        .map((d) => ({ code: d.code, name: d.name, primary: d.primary, writtenBy: writtenBy(d.writtenByName, d.writtenAt) })),
      recommendations: r.recommendations,
      recommendationsWrittenBy: writtenBy(r.recommendationsByName, r.recommendationsAt),
      documents: documents.filter((d) => d.encounterId === r.id),
      questionnaire: facts?.questionnaire ?? false,
      lastQuestionnaireFulfillment: facts?.lastFulfilledAt?.toISOString() ?? null,
      questionnaireLastDay: facts?.lastDay ?? null,
      status: r.status,
      publishedAt: r.publishedAt?.toISOString() ?? null,
    };
  });
}

/** The patient's view of a visit: without the console's status and publication facts. */
export function patientEncounter(view: ClinicEncounter): Encounter {
  const { status: _s, publishedAt: _p, documents, ...rest } = view;
  return { ...rest, documents: patientDocuments(documents.map((d) => ({ ...d, status: d.publishedAt ? 'PUBLISHED' : 'DRAFT' }))) };
}

export async function waitingListViews(deps: { db: DbOrTx }, rows: readonly visits.WaitingListRow[], language: InterfaceLanguage): Promise<WaitingListEntry[]> {
  if (rows.length === 0) return [];
  const refs = await organisationRefs(deps, { unitIds: rows.map((r) => r.unitId), serviceIds: rows.map((r) => r.serviceId) });
  return rows.map((r) => {
    const service = refs.services.get(r.serviceId);
    return {
      id: r.id,
      patientId: r.patientId,
      service: { code: service?.code ?? '', name: serviceNameIn(service, language) ?? '' },
      unit: refs.units.get(r.unitId) ?? { id: r.unitId, name: '', code: '' },
      category: r.category,
      registeredAt: r.registeredAt,
      plannedDate: r.plannedDate,
      position: r.position,
      status: r.status,
      placedBy: writtenBy(r.createdByName, r.createdAt),
      changedBy: writtenBy(r.changedByName, r.changedAt),
    };
  });
}
