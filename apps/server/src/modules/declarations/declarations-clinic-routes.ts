import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  apiErrorSchema,
  clinicDeclarationExportQuerySchema,
  clinicDeclarationPageSchema,
  clinicDeclarationParamsSchema,
  clinicDeclarationSchema,
  clinicDeclarationsQuerySchema,
  declarationReasonInputSchema,
  practitionerListLimitInputSchema,
  practitionerListParamsSchema,
  practitionerListSchema,
  practitionerListsSchema,
  z,
} from '@portal/contracts';
import type { FastifyReply } from 'fastify';
import type { StaffRole } from '../../db/schema/index';
import type { Deps } from '../../deps';
import { contentDisposition } from '../../lib/downloads';
import { writeAuthor } from '../../lib/written-by';
import { staffListsPatients, staffOf } from '../../plugins/staff-access';
import { staffResourceOf } from '../../plugins/staff-resources';
import * as clinic from './declarations-clinic-service';

const tags = ['clinic: declarations'];
const roles: StaffRole[] = ['REGISTRAR', 'ADMIN'];
const declaration = clinic.clinicDeclarationResource;
const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema } as const;
const csvFile = z.any().describe('Plik CSV');

/** A CSV file of the export, as a download. */
const sendCsv = (reply: FastifyReply, file: { csv: string; filename: string }) =>
  reply.header('content-type', 'text/csv; charset=utf-8').header('content-disposition', contentDisposition(file.filename)).header('cache-control', 'no-store').send(file.csv);

/**
 * The registration desk's declarations (issue 30 item 6): the register and the queue of signed ones
 * waiting for the decision, accepting, rejecting and withdrawing one, the practitioners' lists with
 * their limits, and the NFZ export. A member sees the declarations of her units.
 */
export const declarationsClinicRoutes =
  (deps: Deps): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/clinic/declarations',
      {
        config: { staff: { roles, auditList: 'DECLARATIONS' } },
        schema: {
          tags,
          summary: 'Deklaracje placówek członka personelu, od najnowszej (każdy pacjent na stronie w dzienniku odczytów)',
          description: 'decision, state, type, employeeId, patientId, stateExport; search: część nazwiska lub PESEL.',
          querystring: clinicDeclarationsQuerySchema,
          response: { 200: clinicDeclarationPageSchema, ...errors },
        },
      },
      async (request) => {
        const page = await clinic.clinicDeclarations(deps, staffOf(request).units, request.query);
        staffListsPatients(request, page.items.map((d) => d.patientId));
        return page;
      },
    );
    app.get(
      '/clinic/declarations/practitioner-lists',
      { config: { staff: { roles } }, schema: { tags, summary: 'Listy osób POZ placówek członka personelu: rozmiar wobec limitu, oczekujące', response: { 200: practitionerListsSchema, ...errors } } },
      async (request) => clinic.practitionerLists(deps, staffOf(request).units),
    );
    app.put(
      '/clinic/declarations/practitioner-lists/:employeeId/:declarationType',
      {
        config: { staff: { roles } },
        schema: {
          tags,
          summary: 'Limit listy osoby POZ danego rodzaju (null: bez limitu); osoba spoza placówek członka personelu albo bez tej roli: 404',
          params: practitionerListParamsSchema,
          body: practitionerListLimitInputSchema,
          response: { 200: practitionerListSchema, ...errors },
        },
      },
      async (request) =>
        clinic.setPractitionerListLimit(deps, staffOf(request).units, writeAuthor(staffOf(request)), request.params.employeeId, request.params.declarationType, request.body.listLimit),
    );
    app.get(
      '/clinic/declarations/export',
      {
        config: { staff: { roles, auditList: 'DECLARATIONS_EXPORT' } },
        schema: {
          tags,
          summary: 'Przyjęte aktywne deklaracje jako plik CSV dla NFZ, bez oznaczania (stateExport: A lub N; brak: obie)',
          querystring: clinicDeclarationExportQuerySchema,
          response: { 200: csvFile, ...errors },
        },
      },
      async (request, reply) => {
        const file = await clinic.exportPreview(deps, staffOf(request).units, request.query.stateExport);
        staffListsPatients(request, file.patientIds);
        return sendCsv(reply, file);
      },
    );
    app.post(
      '/clinic/declarations/export',
      {
        config: { staff: { roles, auditList: 'DECLARATIONS_EXPORT' } },
        schema: {
          tags,
          summary: 'Eksport do NFZ: plik CSV przyjętych aktywnych deklaracji jeszcze niewyeksportowanych (N), oznaczonych w tej samej transakcji jako wyeksportowane (A); brak: plik z samym nagłówkiem',
          response: { 200: csvFile, ...errors },
        },
      },
      async (request, reply) => {
        const file = await clinic.exportForNfz(deps, staffOf(request).units, writeAuthor(staffOf(request)));
        staffListsPatients(request, file.patientIds);
        return sendCsv(reply, file);
      },
    );
    app.get(
      '/clinic/declarations/:declarationId',
      { config: { staff: { roles, resource: declaration, audit: 'DECLARATION' } }, schema: { tags, summary: 'Deklaracja', params: clinicDeclarationParamsSchema, response: { 200: clinicDeclarationSchema, ...errors } } },
      async (request) => clinic.clinicDeclaration(deps, staffResourceOf(request, declaration)),
    );
    app.post(
      '/clinic/declarations/:declarationId/accept',
      {
        config: { staff: { roles, resource: declaration } },
        schema: { tags, summary: 'Przyjęcie podpisanej deklaracji oczekującej na decyzję (409 DECLARATION_STATE)', params: clinicDeclarationParamsSchema, response: { 200: clinicDeclarationSchema, 409: apiErrorSchema, ...errors } },
      },
      async (request) => clinic.acceptDeclaration(deps, staffOf(request).units, writeAuthor(staffOf(request)), staffResourceOf(request, declaration).id),
    );
    app.post(
      '/clinic/declarations/:declarationId/reject',
      {
        config: { staff: { roles, resource: declaration } },
        schema: {
          tags,
          summary: 'Odrzucenie deklaracji oczekującej na decyzję (CANCELED, REJECTED); pacjent dostaje wiadomość i e-mail z przyczyną (409 DECLARATION_STATE)',
          params: clinicDeclarationParamsSchema,
          body: declarationReasonInputSchema,
          response: { 200: clinicDeclarationSchema, 409: apiErrorSchema, ...errors },
        },
      },
      async (request) => clinic.rejectDeclaration(deps, staffOf(request).units, writeAuthor(staffOf(request)), staffResourceOf(request, declaration).id, request.body.reason),
    );
    app.post(
      '/clinic/declarations/:declarationId/withdraw',
      {
        config: { staff: { roles, resource: declaration } },
        schema: {
          tags,
          summary: 'Wycofanie aktywnej deklaracji przez przychodnię (CANCELED z przyczyną; 409 DECLARATION_STATE)',
          params: clinicDeclarationParamsSchema,
          body: declarationReasonInputSchema,
          response: { 200: clinicDeclarationSchema, 409: apiErrorSchema, ...errors },
        },
      },
      async (request) => clinic.withdrawDeclaration(deps, staffOf(request).units, writeAuthor(staffOf(request)), staffResourceOf(request, declaration).id, request.body.reason),
    );
  };
