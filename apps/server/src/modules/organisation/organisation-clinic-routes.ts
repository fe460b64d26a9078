import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  apiErrorSchema,
  organisationDictionariesSchema,
  practitionerInputSchema,
  practitionerListQuerySchema,
  practitionerPageSchema,
  practitionerParamsSchema,
  practitionerSchema,
  serviceInputSchema,
  serviceListQuerySchema,
  servicePageSchema,
  serviceParamsSchema,
  serviceSchema,
  staffRoleValues,
  unitInputSchema,
  unitListQuerySchema,
  unitPageSchema,
  unitParamsSchema,
  unitSchema,
} from '@portal/contracts';
import type { Deps } from '../../deps';
import { requestLanguage } from '../../i18n/request-language';
import { staffOf } from '../../plugins/staff-access';
import * as organisation from './organisation-service';

const tags = ['clinic: organisation'];
/** Every member reads the organisation; only an administrator changes it. */
const read = { staff: { roles: staffRoleValues } } as const;
const write = { staff: { roles: ['ADMIN'] } } as const;
const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema } as const;
const writeErrors = { ...errors, 409: apiErrorSchema } as const;

/** The clinic console's units, practitioners and services (read by every role, written by ADMIN). */
export const organisationClinicRoutes =
  (deps: Deps): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/clinic/organisation/dictionaries',
      { config: read, schema: { tags, summary: 'Słowniki formularzy: specjalności, tytuły, zawody, role w POZ, rodzaje świadczeń', response: { 200: organisationDictionariesSchema, ...errors } } },
      async (request) => organisation.getOrganisationDictionaries(deps, requestLanguage(request)),
    );

    // Units. `unit: 'params'`: a member limited to units gets 404 for another unit, as for an unknown one.
    app.get(
      '/clinic/units',
      { config: read, schema: { tags, summary: 'Jednostki (wg nazwy); q: fragment nazwy, kodu lub miejscowości', querystring: unitListQuerySchema, response: { 200: unitPageSchema, ...errors } } },
      async (request) => organisation.listUnits(deps, staffOf(request).units, request.query),
    );
    app.post(
      '/clinic/units',
      { config: write, schema: { tags, summary: 'Nowa jednostka; 409 przy zajętym kodzie', body: unitInputSchema, response: { 201: unitSchema, ...writeErrors } } },
      async (request, reply) => reply.status(201).send(await organisation.createUnit(deps, staffOf(request).units, request.body)),
    );
    app.get(
      '/clinic/units/:unitId',
      { config: { staff: { ...read.staff, unit: 'params' } }, schema: { tags, summary: 'Jednostka', params: unitParamsSchema, response: { 200: unitSchema, ...errors } } },
      async (request) => organisation.getUnit(deps, staffOf(request).units, request.params.unitId),
    );
    app.put(
      '/clinic/units/:unitId',
      {
        config: { staff: { ...write.staff, unit: 'params' } },
        schema: { tags, summary: 'Zmiana jednostki (cały formularz, także aktywność)', params: unitParamsSchema, body: unitInputSchema, response: { 200: unitSchema, ...writeErrors } },
      },
      async (request) => organisation.updateUnit(deps, staffOf(request).units, request.params.unitId, request.body),
    );

    // Practitioners: a member limited to units sees those working in her units.
    app.get(
      '/clinic/practitioners',
      {
        config: { staff: { ...read.staff, unit: 'query' } },
        schema: {
          tags,
          summary: 'Personel medyczny (wg nazwiska i imienia); q: początek nazwiska lub imienia albo numer prawa wykonywania zawodu',
          querystring: practitionerListQuerySchema,
          response: { 200: practitionerPageSchema, ...errors },
        },
      },
      async (request) => organisation.listPractitioners(deps, staffOf(request).units, request.query),
    );
    app.post(
      '/clinic/practitioners',
      { config: write, schema: { tags, summary: 'Nowa osoba personelu; 409 przy zajętym numerze PWZ', body: practitionerInputSchema, response: { 201: practitionerSchema, ...writeErrors } } },
      async (request, reply) => reply.status(201).send(await organisation.createPractitioner(deps, staffOf(request).units, request.body)),
    );
    app.get(
      '/clinic/practitioners/:practitionerId',
      { config: read, schema: { tags, summary: 'Osoba personelu', params: practitionerParamsSchema, response: { 200: practitionerSchema, ...errors } } },
      async (request) => organisation.getPractitioner(deps, staffOf(request).units, request.params.practitionerId),
    );
    app.put(
      '/clinic/practitioners/:practitionerId',
      {
        config: write,
        schema: {
          tags,
          summary: 'Zmiana osoby personelu (cały formularz); jednostki spoza zakresu administratora zostają bez zmian',
          params: practitionerParamsSchema,
          body: practitionerInputSchema,
          response: { 200: practitionerSchema, ...writeErrors },
        },
      },
      async (request) => organisation.updatePractitioner(deps, staffOf(request).units, request.params.practitionerId, request.body),
    );

    // Services.
    app.get(
      '/clinic/services',
      {
        config: { staff: { ...read.staff, unit: 'query' } },
        schema: { tags, summary: 'Świadczenia (wg nazwy); q: fragment nazwy lub początek kodu', querystring: serviceListQuerySchema, response: { 200: servicePageSchema, ...errors } },
      },
      async (request) => organisation.listServices(deps, staffOf(request).units, request.query),
    );
    app.post(
      '/clinic/services',
      {
        config: write,
        schema: { tags, summary: 'Nowe świadczenie; cena jako tekst "150.00" (tylko komercyjne); 409 przy zajętym kodzie', body: serviceInputSchema, response: { 201: serviceSchema, ...writeErrors } },
      },
      async (request, reply) => reply.status(201).send(await organisation.createService(deps, staffOf(request).units, request.body)),
    );
    app.get(
      '/clinic/services/:serviceId',
      { config: read, schema: { tags, summary: 'Świadczenie', params: serviceParamsSchema, response: { 200: serviceSchema, ...errors } } },
      async (request) => organisation.getService(deps, staffOf(request).units, request.params.serviceId),
    );
    app.put(
      '/clinic/services/:serviceId',
      {
        config: write,
        schema: { tags, summary: 'Zmiana świadczenia (cały formularz)', params: serviceParamsSchema, body: serviceInputSchema, response: { 200: serviceSchema, ...writeErrors } },
      },
      async (request) => organisation.updateService(deps, staffOf(request).units, request.params.serviceId, request.body),
    );
  };
