import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  apiErrorSchema,
  medicalCaseAttachmentListSchema,
  medicalCaseAttachmentParamsSchema,
  medicalCaseCreateSchema,
  medicalCaseDetailsSchema,
  medicalCaseListSchema,
  medicalCaseNoteCreateSchema,
  medicalCaseNoteSchema,
  medicalCaseNoteUpdateSchema,
  medicalCaseParamsSchema,
  medicalCasePatientParamsSchema,
  medicalCaseSchema,
  medicalCasesParamsSchema,
  medicalCasesQuerySchema,
  z,
} from '@portal/contracts';
import type { Deps } from '../../deps';
import { NotFound } from '../../errors';
import { sendDownload } from '../../lib/downloads';
import { recordRoutes, type RecordAccess } from '../../lib/record-routes';
import { accountOf, patientOf, type ReachablePatient } from '../../plugins/patient-access';
import { perMinute } from '../../plugins/rate-limit';
import { requireAuth } from '../../plugins/session';
import * as cases from './medical-cases-service';

const tags = ['medical-cases'];
const base = '/amts/medical-cases/:accountId/:patientId';

/** The patient of the path, reached by the signed-in account, and that account as the path names it. */
interface CaseReach {
  patient: ReachablePatient;
  caller: cases.CaseCaller;
}

/**
 * The spec's addresses name the account and the patient: the account must be the signed-in one and the
 * patient one it reaches (else 404, as an unknown id). A guardian acting for a ward or a child acts in
 * her own record's context (the warden).
 */
const accountAndPatientInPath: RecordAccess<CaseReach> = {
  config: { patient: 'params', account: 'own' },
  reach: (request: FastifyRequest) => {
    const account = accountOf(request);
    if ((request.params as { accountId: number }).accountId !== account.id) throw NotFound();
    const patient = patientOf(request);
    const own = requireAuth(request).ownPatientId;
    return { patient, caller: { accountId: account.id, wardenId: patient.relation === 'SELF' ? null : own } };
  },
};

/**
 * Medical cases (spec part 2 §7 "Teleconsultation and telehealth", endpoints.tsv module `medical-cases`):
 * the patient's cases in a window, a new case, the case page (our addition), notes added and changed,
 * attachments uploaded, downloaded and removed. The case's teleconsultations are the teleconsultation
 * module's routes.
 */
export const medicalCasesRoutes =
  (deps: Deps): FastifyPluginAsyncZod =>
  async (app) => {
    const kit = recordRoutes(app, { tags, access: accountAndPatientInPath });
    const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 404: apiErrorSchema };

    kit.read(
      `${base}/case/:caseId`,
      { summary: 'Przypadek medyczny pacjenta: opis, notatki i załączniki (strona przypadku)', params: medicalCaseParamsSchema, response: medicalCaseDetailsSchema },
      ({ reach, params }) => cases.getCase(deps, reach.patient.id, reach.caller, params.caseId),
    );
    kit.list(
      `${base}/:patientContextId`,
      {
        summary: 'Przypadki medyczne pacjenta utworzone w okresie dateFrom–dateTo (domyślnie ostatni rok, nie dawniej niż 20 lat, bez przyszłości), od najnowszego',
        description: 'patientContextId: ten sam pacjent, gdy konto działa we własnym imieniu, albo własny rekord konta, gdy działa jako opiekun (kontekst opiekuna); inny: 404.',
        params: medicalCasesParamsSchema,
        query: medicalCasesQuerySchema,
        response: medicalCaseListSchema,
      },
      ({ reach, params, query }) => {
        const context = reach.caller.wardenId ?? reach.patient.id;
        if (params.patientContextId !== context) throw NotFound();
        return cases.listCases(deps, reach.patient.id, reach.caller, query);
      },
    );
    kit.create(
      base,
      { summary: 'Nowy przypadek medyczny (tytuł do 200 znaków, opis do 2000, nazwa usługi)', params: medicalCasePatientParamsSchema, body: medicalCaseCreateSchema, response: medicalCaseSchema },
      ({ reach, body }) => cases.createCase(deps, reach.patient.id, reach.caller, body),
    );
    kit.create(
      `${base}/:caseId/notes`,
      { summary: 'Nowa notatka w przypadku medycznym (do 2000 znaków); 409 MEDICAL_CASE_CLOSED', params: medicalCaseParamsSchema, body: medicalCaseNoteCreateSchema, response: medicalCaseNoteSchema, errors: [409] },
      ({ reach, params, body }) => cases.addNote(deps, reach.patient.id, reach.caller, params.caseId, body),
    );
    kit.update(
      `${base}/notes`,
      {
        summary: 'Zmiana własnej notatki (noteId, text) w otwartym przypadku; niezmieniona treść nie jest zapisywana ponownie; 409 MEDICAL_CASE_CLOSED / MEDICAL_CASE_NOTE_NOT_OWN',
        params: medicalCasePatientParamsSchema,
        body: medicalCaseNoteUpdateSchema,
        response: medicalCaseNoteSchema,
        errors: [409],
      },
      ({ reach, body }) => cases.updateNote(deps, reach.patient.id, reach.caller, body),
    );

    // Uploads and downloads are not a record's JSON: hand-written, with the kit's access.
    app.post(
      `${base}/:caseId/attachments`,
      {
        config: { ...accountAndPatientInPath.config, rateLimit: perMinute(20) },
        schema: {
          tags,
          summary: 'Dodanie załączników do przypadku medycznego (multipart/form-data)',
          description: 'Limity z ustawień plików (maxFiles liczone dla przypadku, maxFileSize, fileTypes); brak pliku: 400 „Nie dodano załącznika”; zamknięty przypadek: 409.',
          consumes: ['multipart/form-data'],
          params: medicalCaseParamsSchema,
          response: { 201: medicalCaseAttachmentListSchema, ...errors, 409: apiErrorSchema, 413: apiErrorSchema },
        },
      },
      async (request, reply) => {
        const reach = accountAndPatientInPath.reach(request);
        const answer = await cases.addAttachments(deps, request, reach.patient.id, reach.caller, request.params.caseId);
        return reply.status(201).send(answer);
      },
    );
    app.get(
      `${base}/:caseId/attachments/:attachmentId`,
      {
        config: { ...accountAndPatientInPath.config },
        schema: { tags, summary: 'Pobranie załącznika przypadku medycznego', params: medicalCaseAttachmentParamsSchema, response: { 200: z.any().describe('Plik'), ...errors } },
      },
      async (request, reply) => {
        const reach = accountAndPatientInPath.reach(request);
        return sendDownload(reply, await cases.openAttachment(deps, reach.patient.id, request.params.caseId, request.params.attachmentId));
      },
    );
    kit.remove(
      `${base}/:caseId/attachments/:attachmentId`,
      {
        summary: 'Usunięcie załącznika: tylko w otwartym przypadku i tylko nieprzekazanego w telekonsultacji (409 MEDICAL_CASE_CLOSED / MEDICAL_CASE_ATTACHMENT_LINKED)',
        params: medicalCaseAttachmentParamsSchema,
        errors: [409],
      },
      ({ reach, params }) => cases.removeAttachment(deps, reach.patient.id, params.caseId, params.attachmentId),
    );
  };
