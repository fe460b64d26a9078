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
import { patientInPath, recordRoutes } from '../../lib/record-routes';
import { requireAuth } from '../../plugins/session';
import { createAllergy, deleteAllergy, getAllergy, listAllergies, searchDictionary, updateAllergy } from './allergies-service';
import { allergyInLanguage, dictionaryItemsInLanguage } from './allergy-words';

const tags = ['allergies'];

/** Allergy list of a patient and the allergy dictionaries (spec part 1 §7, "Allergies"). */
export const allergiesRoutes =
  (deps: Deps): FastifyPluginAsyncZod =>
  async (app) => {
    const allergies = recordRoutes(app, { tags, access: patientInPath });
    const record = { params: allergyParamsSchema, response: allergySchema };
    const form = { ...record, body: allergyInputSchema, errors: [409] } as const;

    allergies.list(
      '/mpi/allergies/all/:patientId',
      { summary: 'Uczulenia pacjenta, od najnowszego wpisu', params: patientParamsSchema, response: z.array(allergySchema) },
      ({ reach, language }) => listAllergies(deps, reach, language),
    );

    // Not a patient's record: the dictionaries. The static "dict" segment wins over ":patientId" in the router.
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

    allergies.read('/mpi/allergies/:patientId/:allergyId', { summary: 'Szczegóły uczulenia', ...record }, async ({ reach, params, language }) =>
      allergyInLanguage(await getAllergy(deps, reach, params.allergyId), language),
    );
    allergies.create(
      '/mpi/allergies/:patientId',
      { summary: 'Nowe uczulenie; 400 VALIDATION_ERROR z komunikatem do pokazania; 409 ALLERGY_DUPLICATE bez confirmDuplicate', ...form, params: patientParamsSchema },
      async ({ reach, body, language, request }) => allergyInLanguage(await createAllergy(deps, reach, body, requireAuth(request).account), language),
    );
    allergies.update(
      '/mpi/allergies/:patientId/:allergyId',
      { summary: 'Zmiana uczulenia (cały formularz); data wpisu bez zmian; 409 ALLERGY_DUPLICATE bez confirmDuplicate', method: 'PATCH', ...form },
      async ({ reach, params, body, language, request }) => allergyInLanguage(await updateAllergy(deps, reach, params.allergyId, body, requireAuth(request).account), language),
    );
    allergies.remove('/mpi/allergies/:patientId/:allergyId', { summary: 'Usunięcie uczulenia', params: allergyParamsSchema }, ({ reach, params }) =>
      deleteAllergy(deps, reach, params.allergyId),
    );
  };
