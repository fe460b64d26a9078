import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  apiErrorSchema,
  clinicConsultantAvailabilityInputSchema,
  clinicConsultantAvailabilitySchema,
  clinicTeleconsultationPageSchema,
  clinicTeleconsultationParamsSchema,
  clinicTeleconsultationQueueSchema,
  clinicTeleconsultationSchema,
  clinicTeleconsultationsQuerySchema,
  clinicCaseAttachmentParamsSchema,
  z,
} from '@portal/contracts';
import type { StaffRole } from '../../../db/schema/index';
import type { Deps } from '../../../deps';
import { sendDownload } from '../../../lib/downloads';
import { staffListsPatients, staffOf } from '../../../plugins/staff-access';
import * as service from './clinic-teleconsultations-service';

const tags = ['clinic: teleconsultations'];
/** Who reads teleconsultations: the clinicians who hold them and the administrator; the registration desk books them in bookings and sees no clinical content here. */
const readers: StaffRole[] = ['DOCTOR', 'NURSE', 'MIDWIFE', 'ADMIN'];
/** Who holds them: the consultants (availability, end). */
const consultants: StaffRole[] = ['DOCTOR', 'NURSE', 'MIDWIFE'];
/** Who takes an unplanned one from the queue: a doctor who consults for its service (teleconsultation-service's rule). */
const takers: StaffRole[] = ['DOCTOR'];
const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema } as const;

/**
 * The console's teleconsultation routes (issue 32 item 6). A teleconsultation is no unit's row: the
 * member reaches it as its consultant, from her queue, or as an administrator of its booking's unit (the
 * rule is in the repository's WHERE); another is 404 as an unknown id. Reads of patients' data are in
 * their read audit (`auditList`: the patients of the answer).
 */
export const teleconsultationClinicRoutes =
  (deps: Deps): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/clinic/teleconsultations',
      {
        config: { staff: { roles: readers, auditList: 'TELECONSULTATIONS' } },
        schema: { tags, summary: 'Teleporady dnia (domyślnie dziś): własne, a administratora — jej jednostek; według początku', querystring: clinicTeleconsultationsQuerySchema, response: { 200: clinicTeleconsultationPageSchema, ...errors } },
      },
      async (request) => {
        const page = await service.dayList(deps, staffOf(request), request.query);
        staffListsPatients(request, page.items.map((i) => i.patient.id));
        return page;
      },
    );
    app.get(
      '/clinic/teleconsultations/queue',
      {
        config: { staff: { roles: consultants, auditList: 'TELECONSULTATION_QUEUE' } },
        schema: { tags, summary: 'Kolejka teleporad bez terminu czekających na konsultanta usług, które konsultuje (najdłużej czekające pierwsze)', response: { 200: clinicTeleconsultationQueueSchema, ...errors } },
      },
      async (request) => {
        const answer = await service.queue(deps, staffOf(request));
        staffListsPatients(request, answer.items.map((i) => i.patient.id));
        return answer;
      },
    );
    app.get(
      '/clinic/teleconsultations/availability',
      {
        config: { staff: { roles: consultants } },
        schema: { tags, summary: 'Czy jest dostępna do teleporad bez terminu teraz', response: { 200: clinicConsultantAvailabilitySchema, ...errors } },
      },
      (request) => service.availability(deps, staffOf(request)),
    );
    app.put(
      '/clinic/teleconsultations/availability',
      {
        config: { staff: { roles: consultants } },
        schema: { tags, summary: 'Ustawienie dostępności do teleporad bez terminu („Dostępna do teleporad teraz”)', body: clinicConsultantAvailabilityInputSchema, response: { 200: clinicConsultantAvailabilitySchema, ...errors } },
      },
      (request) => service.setAvailability(deps, staffOf(request), request.body.available),
    );
    app.get(
      '/clinic/teleconsultations/:id',
      {
        config: { staff: { roles: readers, auditList: 'TELECONSULTATION' } },
        schema: { tags, summary: 'Teleporada z przypadkiem medycznym (opis, notatki, załączniki)', params: clinicTeleconsultationParamsSchema, response: { 200: clinicTeleconsultationSchema, ...errors } },
      },
      async (request) => {
        const answer = await service.details(deps, staffOf(request), request.params.id);
        staffListsPatients(request, [answer.patient.id]);
        return answer;
      },
    );
    app.get(
      '/clinic/teleconsultations/:id/attachments/:attachmentId',
      {
        config: { staff: { roles: readers, auditList: 'MEDICAL_CASE_ATTACHMENT' } },
        schema: { tags, summary: 'Pobranie załącznika przypadku medycznego teleporady', params: clinicCaseAttachmentParamsSchema, response: { 200: z.any().describe('Plik'), ...errors } },
      },
      async (request, reply) => {
        const { file, patientId } = await service.attachment(deps, staffOf(request), request.params.id, request.params.attachmentId);
        staffListsPatients(request, [patientId]);
        return sendDownload(reply, file);
      },
    );
    app.post(
      '/clinic/teleconsultations/:id/take',
      {
        config: { staff: { roles: takers } },
        schema: {
          tags,
          summary: 'Przyjęcie teleporady bez terminu z kolejki (409 TELECONSULTATION_TAKEN, gdy przyjął ją już inny konsultant)',
          params: clinicTeleconsultationParamsSchema,
          response: { 200: clinicTeleconsultationSchema, ...errors, 409: apiErrorSchema },
        },
      },
      (request) => service.take(deps, staffOf(request), request.params.id),
    );
    app.post(
      '/clinic/teleconsultations/:id/end',
      {
        config: { staff: { roles: consultants } },
        schema: {
          tags,
          summary: 'Zakończenie własnej teleporady (409 TELECONSULTATION_NOT_ACTIVE, gdy już zakończona lub odwołana)',
          params: clinicTeleconsultationParamsSchema,
          response: { 200: clinicTeleconsultationSchema, ...errors, 409: apiErrorSchema },
        },
      },
      (request) => service.end(deps, staffOf(request), request.params.id),
    );
  };
