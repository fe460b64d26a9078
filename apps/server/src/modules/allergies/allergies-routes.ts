import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  allergyInputSchema,
  allergyParamsSchema,
  allergySchema,
  apiErrorSchema,
  dictionaryItemRequestSchema,
  dictionaryItemSchema,
  patientParamsSchema,
  z,
} from '@portal/contracts';
import type { Deps } from '../../deps';
import { requestLanguage } from '../../i18n/request-language';
import { requireAuth } from '../../plugins/session';
import { patientOf } from '../../plugins/patient-access';
import {
  createAllergy,
  deleteAllergy,
  getAllergy,
  listAllergies,
  searchDictionary,
  updateAllergy,
} from './allergies-service';
import { allergyInLanguage, dictionaryItemsInLanguage } from './allergy-words';

const noContent = z.null().describe('Brak treści');
const tags = ['allergies'];

/** Allergy list of a patient and the allergy dictionaries (spec part 1 §7, "Allergies"). */
export const allergiesRoutes =
  (deps: Deps): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/mpi/allergies/all/:patientId',
      {
        config: { patient: 'params' },
        schema: {
          tags,
          summary: 'Uczulenia pacjenta, od najnowszego wpisu',
          params: patientParamsSchema,
          response: { 200: z.array(allergySchema), 400: apiErrorSchema, 401: apiErrorSchema, 404: apiErrorSchema },
        },
      },
      async (request) => listAllergies(deps, patientOf(request), requestLanguage(request)),
    );

    // The static "dict" segment wins over ":patientId" in the router, so this never reads as a patient id.
    app.post(
      '/mpi/allergies/dict',
      {
        schema: {
          tags,
          summary: 'Pozycje słownika uczuleń (rodzaje, leki, pokarmy, inne, nasilenie) wg fragmentu nazwy lub substancji',
          body: dictionaryItemRequestSchema,
          response: { 200: z.array(dictionaryItemSchema), 400: apiErrorSchema, 401: apiErrorSchema },
        },
      },
      async (request) => dictionaryItemsInLanguage(request.body.code, await searchDictionary(deps, request.body), requestLanguage(request)),
    );

    app.get(
      '/mpi/allergies/:patientId/:allergyId',
      {
        config: { patient: 'params' },
        schema: {
          tags,
          summary: 'Szczegóły uczulenia',
          params: allergyParamsSchema,
          response: { 200: allergySchema, 400: apiErrorSchema, 401: apiErrorSchema, 404: apiErrorSchema },
        },
      },
      async (request) => {
        return allergyInLanguage(await getAllergy(deps, patientOf(request), request.params.allergyId), requestLanguage(request));
      },
    );

    app.post(
      '/mpi/allergies/:patientId',
      {
        config: { patient: 'params' },
        schema: {
          tags,
          summary: 'Nowe uczulenie; 400 VALIDATION_ERROR z komunikatem do pokazania; 409 ALLERGY_DUPLICATE bez confirmDuplicate',
          params: patientParamsSchema,
          body: allergyInputSchema,
          response: { 201: allergySchema, 400: apiErrorSchema, 401: apiErrorSchema, 404: apiErrorSchema, 409: apiErrorSchema },
        },
      },
      async (request, reply) => {
        const allergy = await createAllergy(deps, patientOf(request), request.body, requireAuth(request).account);
        return reply.status(201).send(allergyInLanguage(allergy, requestLanguage(request)));
      },
    );

    app.patch(
      '/mpi/allergies/:patientId/:allergyId',
      {
        config: { patient: 'params' },
        schema: {
          tags,
          summary: 'Zmiana uczulenia (cały formularz); data wpisu bez zmian; 409 ALLERGY_DUPLICATE bez confirmDuplicate',
          params: allergyParamsSchema,
          body: allergyInputSchema,
          response: { 200: allergySchema, 400: apiErrorSchema, 401: apiErrorSchema, 404: apiErrorSchema, 409: apiErrorSchema },
        },
      },
      async (request) => {
        return allergyInLanguage(
          await updateAllergy(deps, patientOf(request), request.params.allergyId, request.body, requireAuth(request).account),
          requestLanguage(request),
        );
      },
    );

    app.delete(
      '/mpi/allergies/:patientId/:allergyId',
      {
        config: { patient: 'params' },
        schema: {
          tags,
          summary: 'Usunięcie uczulenia',
          params: allergyParamsSchema,
          response: { 204: noContent, 400: apiErrorSchema, 401: apiErrorSchema, 404: apiErrorSchema },
        },
      },
      async (request, reply) => {
        await deleteAllergy(deps, patientOf(request), request.params.allergyId);
        return reply.status(204).send(null);
      },
    );
  };
