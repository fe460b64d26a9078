import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrorSchema, clinicCaseNoteCreateSchema, clinicCaseNoteParamsSchema, clinicCaseNoteSchema, clinicCaseNoteUpdateSchema, clinicMedicalCaseParamsSchema } from '@portal/contracts';
import type { StaffRole } from '../../../db/schema/index';
import type { Deps } from '../../../deps';
import { staffOf } from '../../../plugins/staff-access';
import * as notes from './clinic-case-notes-service';

const tags = ['clinic: medical cases'];
/** The clinicians who hold teleconsultations write to their cases; the administrator reads, the registration desk sees no clinical content. */
const roles: StaffRole[] = ['DOCTOR', 'NURSE', 'MIDWIFE'];
const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema, 409: apiErrorSchema } as const;

/**
 * The console's notes to a medical case (issue 32 item 6): the consultant of one of its teleconsultations
 * adds hers and changes her own. A case is no unit's row: she reaches it through her teleconsultation; any
 * other case or note is 404, as an unknown id. The note keeps the member (`staff_id`).
 */
export const medicalCasesClinicRoutes =
  (deps: Deps): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      '/clinic/medical-cases/:caseId/notes',
      {
        config: { staff: { roles } },
        schema: {
          tags,
          summary: 'Notatka konsultanta do przypadku medycznego jej teleporady (409 MEDICAL_CASE_CLOSED, gdy przypadek zamknięty)',
          params: clinicMedicalCaseParamsSchema,
          body: clinicCaseNoteCreateSchema,
          response: { 201: clinicCaseNoteSchema, ...errors },
        },
      },
      async (request, reply) => reply.status(201).send(await notes.addStaffNote(deps, staffOf(request), request.params.caseId, request.body)),
    );
    app.post(
      '/clinic/medical-cases/:caseId/close',
      {
        config: { staff: { roles } },
        schema: {
          tags,
          summary: 'Zamknięcie przypadku medycznego jej teleporady (409 MEDICAL_CASE_CONSULTATION_PENDING, gdy ma teleporadę do odbycia)',
          params: clinicMedicalCaseParamsSchema,
          response: { 204: z.null(), ...errors },
        },
      },
      async (request, reply) => {
        await notes.closeStaffCase(deps, staffOf(request), request.params.caseId);
        return reply.status(204).send(null);
      },
    );
    app.put(
      '/clinic/medical-cases/:caseId/notes/:noteId',
      {
        config: { staff: { roles } },
        schema: {
          tags,
          summary: 'Zmiana własnej notatki w otwartym przypadku medycznym',
          params: clinicCaseNoteParamsSchema,
          body: clinicCaseNoteUpdateSchema,
          response: { 200: clinicCaseNoteSchema, ...errors },
        },
      },
      (request) => notes.updateStaffNote(deps, staffOf(request), request.params.caseId, request.params.noteId, request.body.text),
    );
  };
