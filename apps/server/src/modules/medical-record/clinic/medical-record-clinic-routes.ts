import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  apiErrorSchema,
  clinicalDocumentInputSchema,
  clinicalDocumentTypesSchema,
  clinicClinicalDocumentPageSchema,
  clinicClinicalDocumentSchema,
  clinicDocumentParamsSchema,
  clinicEncounterPageSchema,
  clinicEncounterParamsSchema,
  clinicEncounterSchema,
  clinicRecordsQuerySchema,
  clinicWaitingEntryParamsSchema,
  clinicWaitingListSchema,
  documentNoteInputSchema,
  documentNoteSchema,
  documentNotesSchema,
  encounterOpenSchema,
  encounterUpdateSchema,
  icd10ListSchema,
  icd10QuerySchema,
  partnerSharedClinicalDocumentSchema,
  partnerSharedDocumentParamsSchema,
  patientParamsSchema,
  waitingListEntrySchema,
  waitingListInputSchema,
  waitingListUpdateSchema,
  z,
} from '@portal/contracts';
import type { StaffRole } from '../../../db/schema/index';
import type { Deps } from '../../../deps';
import { staffListsPatients, staffOf, staffPatientOf } from '../../../plugins/staff-access';
import { partnerOf, partnerSharedDocument } from '../../consents/consents-service';
import { staffResourceOf, type StaffResource } from '../../../plugins/staff-resources';
import { sendDownload } from '../../../lib/downloads';
import * as documents from './clinic-documents-service';
import * as clinic from './medical-record-clinic-service';

const tags = ['clinic: medical record'];
const clinicians: StaffRole[] = ['DOCTOR', 'NURSE', 'MIDWIFE'];
/** Diagnoses and recommendations, and the close that publishes them: a doctor of the visit's unit. */
const writers: StaffRole[] = ['DOCTOR'];
const readers: StaffRole[] = [...clinicians, 'REGISTRAR'];
const queueKeepers: StaffRole[] = ['REGISTRAR', 'ADMIN', 'DOCTOR'];
const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema } as const;
const byPatient = (roles: StaffRole[], audit?: string) => ({ staff: { roles, patient: 'params' as const, ...(audit ? { audit } : {}) } });
const encounter = clinic.encounterResource;
const document = documents.clinicalDocumentResource;
const waitingEntry = documents.waitingEntryResource;
/** A route on one visit, document or queue place, read through the member's units before the handler. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each resource's own row and params
const byResource = (roles: StaffRole[], resource: StaffResource<any, any>, audit?: string) => ({ staff: { roles, resource, ...(audit ? { audit } : {}) } });

/** The clinic console's visits, documents and waiting list (every read of a patient's register audited). */
export const medicalRecordClinicRoutes =
  (deps: Deps): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/clinic/patients/:patientId/encounters',
      {
        config: byPatient(readers, 'ENCOUNTERS'),
        schema: { tags, summary: 'Wizyty pacjenta (także otwarte), od najnowszej', params: patientParamsSchema, querystring: clinicRecordsQuerySchema, response: { 200: clinicEncounterPageSchema, ...errors } },
      },
      async (request) => clinic.listPatientEncounters(deps, staffOf(request), staffPatientOf(request), request.query),
    );
    app.post(
      '/clinic/patients/:patientId/encounters',
      {
        config: byPatient(readers),
        schema: {
          tags,
          summary: 'Otwarcie wizyty',
          description: 'careId null: nowy epizod opieki EP-<rok>-<numer>; podany musi być epizodem pacjenta.',
          params: patientParamsSchema,
          body: encounterOpenSchema,
          response: { 201: clinicEncounterSchema, ...errors },
        },
      },
      async (request, reply) => reply.code(201).send(await clinic.openEncounter(deps, staffOf(request), staffPatientOf(request), request.body)),
    );
    app.get(
      '/clinic/encounters/:encounterId',
      { config: byResource(readers, encounter, 'ENCOUNTER'), schema: { tags, summary: 'Wizyta', params: clinicEncounterParamsSchema, response: { 200: clinicEncounterSchema, ...errors } } },
      async (request) => clinic.clinicEncounterView(deps, staffResourceOf(request, encounter), staffOf(request).language),
    );
    app.put(
      '/clinic/encounters/:encounterId',
      {
        config: byResource(writers, encounter),
        schema: { tags, summary: 'Zapis otwartej wizyty przez lekarza (409 ENCOUNTER_CLOSED po zamknięciu)', params: clinicEncounterParamsSchema, body: encounterUpdateSchema, response: { 200: clinicEncounterSchema, 409: apiErrorSchema, ...errors } },
      },
      async (request) => clinic.updateEncounter(deps, staffOf(request), staffResourceOf(request, encounter).id, request.body),
    );
    app.post(
      '/clinic/encounters/:encounterId/close',
      {
        config: byResource(writers, encounter),
        schema: {
          tags,
          summary: 'Zamknięcie wizyty: publikacja wizyty i jej dokumentów, karta wizyty, powiadomienie pacjenta',
          description: 'Wymaga co najmniej jednego rozpoznania (400). 409 ENCOUNTER_CLOSED, gdy już zamknięta.',
          params: clinicEncounterParamsSchema,
          response: { 200: clinicEncounterSchema, 409: apiErrorSchema, ...errors },
        },
      },
      async (request) => clinic.closeEncounter(deps, staffOf(request), staffResourceOf(request, encounter)),
    );
    app.get(
      '/clinic/icd10',
      { config: { staff: { roles: readers } }, schema: { tags, summary: 'Słownik ICD-10: początek kodu albo fragment nazwy (najwyżej 20)', querystring: icd10QuerySchema, response: { 200: icd10ListSchema, ...errors } } },
      async (request) => clinic.searchIcd10(deps, request.query.q),
    );

    // ---------------------------------------------------------------------------- documents

    app.get(
      '/clinic/clinical-document-types',
      { config: { staff: { roles: readers } }, schema: { tags, summary: 'Rodzaje dokumentów', response: { 200: clinicalDocumentTypesSchema, ...errors } } },
      async (request) => documents.clinicDocumentTypes(deps, staffOf(request).language),
    );
    app.get(
      '/clinic/patients/:patientId/clinical-documents',
      {
        config: byPatient(readers, 'CLINICAL_DOCUMENTS'),
        schema: { tags, summary: 'Dokumenty pacjenta (także nieopublikowane), od najnowszego', params: patientParamsSchema, querystring: clinicRecordsQuerySchema, response: { 200: clinicClinicalDocumentPageSchema, ...errors } },
      },
      async (request) => documents.listPatientDocuments(deps, staffOf(request), staffPatientOf(request), request.query),
    );
    app.post(
      '/clinic/patients/:patientId/clinical-documents',
      {
        config: byPatient(clinicians),
        schema: {
          tags,
          summary: 'Nowy dokument: treść renderowana do PDF (i HL7 CDA przy elektronicznej dokumentacji)',
          params: patientParamsSchema,
          body: clinicalDocumentInputSchema,
          response: { 201: clinicClinicalDocumentSchema, ...errors },
        },
      },
      async (request, reply) => reply.code(201).send(await documents.createDocument(deps, staffOf(request), staffPatientOf(request), request.body)),
    );
    app.post(
      '/clinic/patients/:patientId/clinical-documents/upload',
      {
        config: byPatient(clinicians),
        schema: {
          tags,
          summary: 'Nowy dokument z pliku PDF (multipart: pole file oraz typeCode, title, encounterId, publish)',
          consumes: ['multipart/form-data'],
          params: patientParamsSchema,
          response: { 201: clinicClinicalDocumentSchema, 413: apiErrorSchema, ...errors },
        },
      },
      async (request, reply) => reply.code(201).send(await documents.uploadDocument(deps, staffOf(request), staffPatientOf(request), request)),
    );
    app.post(
      '/clinic/clinical-documents/:documentId/publish',
      {
        config: byResource(clinicians, document),
        schema: { tags, summary: 'Publikacja dokumentu (powiadomienie pacjenta); 409 DOCUMENT_PUBLISHED', params: clinicDocumentParamsSchema, response: { 200: clinicClinicalDocumentSchema, 409: apiErrorSchema, ...errors } },
      },
      async (request) => documents.publishDocument(deps, staffOf(request), staffResourceOf(request, document)),
    );
    app.get(
      '/clinic/clinical-documents/:documentId/notes',
      { config: byResource(readers, document, 'DOCUMENT_NOTES'), schema: { tags, summary: 'Notatki do dokumentu', params: clinicDocumentParamsSchema, response: { 200: documentNotesSchema, ...errors } } },
      async (request) => documents.notesOfDocument(deps, staffResourceOf(request, document).id),
    );
    app.post(
      '/clinic/clinical-documents/:documentId/notes',
      {
        config: byResource(clinicians, document),
        schema: { tags, summary: 'Nowa notatka do dokumentu (widoczna dla pacjenta)', params: clinicDocumentParamsSchema, body: documentNoteInputSchema, response: { 201: documentNoteSchema, ...errors } },
      },
      async (request, reply) => reply.code(201).send(await documents.addNote(deps, staffOf(request), staffResourceOf(request, document).id, request.body.content)),
    );
    for (const which of ['content', 'archive'] as const) {
      app.get(
        `/clinic/clinical-documents/:documentId/${which}`,
        {
          config: byResource(readers, document, which === 'content' ? 'CLINICAL_DOCUMENT' : 'CLINICAL_DOCUMENT_ARCHIVE'),
          schema: { tags, summary: which === 'content' ? 'Treść dokumentu (PDF)' : 'Archiwum dokumentu (CDA albo oryginał)', params: clinicDocumentParamsSchema, response: { 200: z.any().describe('Plik'), ...errors } },
        },
        async (request, reply) =>
          sendDownload(reply, await documents.openDocumentFileForStaff(deps, staffPatientOf(request), staffResourceOf(request, document), which), { inline: which === 'content' }),
      );
    }

    // A partner's staff member (role PARTNER) opens a clinical document a patient shares with her partner:
    // consents decides (another, or one not shared with her: 404 as an unknown id); the read is in the patient's audit.
    const partnerRead = { staff: { roles: ['PARTNER'] as StaffRole[], auditList: 'PARTNER_DOCUMENT' } };
    app.get(
      '/clinic/shared-documents/DOC/:sharedDocumentId',
      {
        config: partnerRead,
        schema: { tags, summary: 'Dokument udostępniony partnerowi pracownika: dane dokumentu i pacjenta', params: partnerSharedDocumentParamsSchema, response: { 200: partnerSharedClinicalDocumentSchema, ...errors } },
      },
      async (request) => {
        const shared = await partnerSharedDocument(deps, partnerOf(staffOf(request)), 'DOC', request.params.sharedDocumentId);
        const document = await documents.partnerDocumentView(deps, shared.patientId, request.params.sharedDocumentId, staffOf(request).language);
        staffListsPatients(request, [shared.patientId]);
        return { patient: shared.patient, document };
      },
    );
    app.get(
      '/clinic/shared-documents/DOC/:sharedDocumentId/file',
      {
        config: partnerRead,
        schema: { tags, summary: 'Plik PDF dokumentu udostępnionego partnerowi pracownika', params: partnerSharedDocumentParamsSchema, response: { 200: z.any().describe('Plik'), ...errors } },
      },
      async (request, reply) => {
        const shared = await partnerSharedDocument(deps, partnerOf(staffOf(request)), 'DOC', request.params.sharedDocumentId);
        const file = await documents.openPartnerDocumentFile(deps, shared.patientId, request.params.sharedDocumentId);
        staffListsPatients(request, [shared.patientId]);
        return sendDownload(reply, file, { inline: false });
      },
    );

    // ---------------------------------------------------------------------------- waiting list

    app.get(
      '/clinic/patients/:patientId/waiting-list',
      { config: byPatient(queueKeepers, 'WAITING_LIST'), schema: { tags, summary: 'Miejsca pacjenta w kolejkach', params: patientParamsSchema, response: { 200: clinicWaitingListSchema, ...errors } } },
      async (request) => documents.listWaitingEntries(deps, staffOf(request), staffPatientOf(request)),
    );
    app.post(
      '/clinic/patients/:patientId/waiting-list',
      {
        config: byPatient(queueKeepers),
        schema: { tags, summary: 'Wpis na listę oczekujących', params: patientParamsSchema, body: waitingListInputSchema, response: { 201: waitingListEntrySchema, ...errors } },
      },
      async (request, reply) => reply.code(201).send(await documents.createWaitingEntry(deps, staffOf(request), staffPatientOf(request), request.body)),
    );
    app.put(
      '/clinic/waiting-list/:entryId',
      {
        config: byResource(queueKeepers, waitingEntry),
        schema: { tags, summary: 'Zmiana wpisu na liście oczekujących', params: clinicWaitingEntryParamsSchema, body: waitingListUpdateSchema, response: { 200: waitingListEntrySchema, ...errors } },
      },
      async (request) => documents.updateWaitingEntry(deps, staffOf(request), staffResourceOf(request, waitingEntry), request.body),
    );
  };
