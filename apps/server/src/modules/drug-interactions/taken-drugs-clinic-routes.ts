import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  apiErrorSchema,
  clinicDrugSearchQuerySchema,
  clinicTakenDrugInputSchema,
  clinicTakenDrugParamsSchema,
  clinicTakenDrugSchema,
  clinicTakenDrugsSchema,
  patientParamsSchema,
  registerDrugPageSchema,
  z,
} from '@portal/contracts';
import type { StaffRole } from '../../db/schema/index';
import type { Deps } from '../../deps';
import { writeAuthor } from '../../lib/written-by';
import { staffOf, staffPatientOf } from '../../plugins/staff-access';
import { clinicTakenDrugs, recordTakenDrug, removeTakenDrug, searchRegister } from './drug-interactions-service';

const tags = ['clinic: taken drugs'];
/** Who records and ends a drug the patient takes: the clinicians who treat her. */
const writers: StaffRole[] = ['DOCTOR', 'NURSE', 'MIDWIFE'];
/** Who reads the record: the clinicians and the administrator (as a patient's measurements). */
const readers: StaffRole[] = [...writers, 'ADMIN'];
const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema } as const;
const byPatient = (roles: StaffRole[], audit?: string) => ({ staff: { roles, patient: 'params' as const, ...(audit ? { audit } : {}) } });

/**
 * The clinic's record of the drugs a patient takes (`patient_taken_drugs`, issue 31): the console reads
 * it (audited), records a package of the register in force and ends one; the patient's own taken-drugs
 * list (and so her interaction check) merges it with her prescriptions. The register search is the
 * patient side's, for the console's picker.
 */
export const takenDrugsClinicRoutes =
  (deps: Deps): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/clinic/patients/:patientId/taken-drugs',
      {
        config: byPatient(readers, 'TAKEN_DRUGS'),
        schema: { tags, summary: 'Leki przyjmowane przez pacjenta zapisane przez placówkę, od najnowszego', params: patientParamsSchema, response: { 200: clinicTakenDrugsSchema, ...errors } },
      },
      async (request) => clinicTakenDrugs(deps, staffPatientOf(request)),
    );
    app.post(
      '/clinic/patients/:patientId/taken-drugs',
      {
        config: byPatient(writers),
        schema: {
          tags,
          summary: 'Zapisanie leku przyjmowanego przez pacjenta (opakowanie z obowiązującego rejestru)',
          description: 'recordedOn domyślnie dzisiejsza data placówki, nie z przyszłości; note do 500 znaków. 400 TAKEN_DRUG_UNKNOWN_PACKAGE, 409 TAKEN_DRUG_DUPLICATE.',
          params: patientParamsSchema,
          body: clinicTakenDrugInputSchema,
          response: { 201: clinicTakenDrugSchema, 409: apiErrorSchema, ...errors },
        },
      },
      async (request, reply) => reply.code(201).send(await recordTakenDrug(deps, writeAuthor(staffOf(request)), staffPatientOf(request), request.body)),
    );
    app.delete(
      '/clinic/patients/:patientId/taken-drugs/:takenDrugId',
      {
        config: byPatient(writers),
        schema: { tags, summary: 'Usunięcie leku z zapisu placówki (pacjent go już nie przyjmuje)', params: clinicTakenDrugParamsSchema, response: { 204: z.null(), ...errors } },
      },
      async (request, reply) => {
        await removeTakenDrug(deps, writeAuthor(staffOf(request)), staffPatientOf(request), request.params.takenDrugId);
        return reply.status(204).send(null);
      },
    );
    app.get(
      '/clinic/drugs',
      {
        config: { staff: { roles: writers } },
        schema: {
          tags,
          summary: 'Wyszukiwanie leków w rejestrze do zapisu leku przyjmowanego (co najmniej 3 znaki; 10 na stronę); 400 DRUG_QUERY_SHORT',
          description: 'isInternationalName: szuka po nazwie międzynarodowej i substancjach czynnych zamiast nazwy handlowej.',
          querystring: clinicDrugSearchQuerySchema,
          response: { 200: registerDrugPageSchema, ...errors },
        },
      },
      async (request) => searchRegister(deps, request.query),
    );
  };
