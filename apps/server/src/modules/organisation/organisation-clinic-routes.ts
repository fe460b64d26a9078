import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  clinicPartnerParamsSchema,
  clinicPartnerPersonnelParamsSchema,
  organisationDictionariesSchema,
  partnerInputSchema,
  partnerListQuerySchema,
  partnerPageSchema,
  partnerPersonnelInputSchema,
  partnerPersonnelMemberSchema,
  partnerPersonnelMembersSchema,
  partnerSchema,
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
import { clinicCatalogue } from '../../lib/clinic-catalogue-routes';
import * as organisation from './organisation-service';
import * as partners from './partners-service';

const tags = ['clinic: organisation'];

/** The clinic console's units, practitioners and services (read by every role, written by ADMIN), and the partners (the administrator's). */
export const organisationClinicRoutes =
  (deps: Deps): FastifyPluginAsyncZod =>
  async (app) => {
    // Every member reads the organisation; only an administrator changes it.
    const catalogue = clinicCatalogue(app, { tags, read: { roles: staffRoleValues }, write: { roles: ['ADMIN'] } });
    catalogue.read('/clinic/organisation/dictionaries', { summary: 'Słowniki formularzy: specjalności, tytuły, zawody, role w POZ, rodzaje świadczeń', response: organisationDictionariesSchema }, ({ language }) =>
      organisation.getOrganisationDictionaries(deps, language),
    );

    // Units. `unit: 'params'`: a member limited to units gets 404 for another unit, as for an unknown one.
    const unit = { access: { unit: 'params' }, params: unitParamsSchema, response: unitSchema } as const;
    catalogue.list('/clinic/units', { summary: 'Jednostki (wg nazwy); q: fragment nazwy, kodu lub miejscowości', query: unitListQuerySchema, response: unitPageSchema }, ({ reach, query }) =>
      organisation.listUnits(deps, reach.units, query),
    );
    catalogue.create('/clinic/units', { summary: 'Nowa jednostka; 409 przy zajętym kodzie', body: unitInputSchema, response: unitSchema }, ({ reach, body }) =>
      organisation.createUnit(deps, reach.units, body),
    );
    catalogue.read('/clinic/units/:unitId', { summary: 'Jednostka', ...unit }, ({ reach, params }) => organisation.getUnit(deps, reach.units, params.unitId));
    catalogue.update('/clinic/units/:unitId', { summary: 'Zmiana jednostki (cały formularz, także aktywność)', ...unit, body: unitInputSchema }, ({ reach, params, body }) =>
      organisation.updateUnit(deps, reach.units, params.unitId, body),
    );

    // Practitioners: a member limited to units sees those working in her units.
    const practitioner = { params: practitionerParamsSchema, response: practitionerSchema };
    catalogue.list(
      '/clinic/practitioners',
      {
        summary: 'Personel medyczny (wg nazwiska i imienia); q: początek nazwiska lub imienia albo numer prawa wykonywania zawodu',
        access: { unit: 'query' },
        query: practitionerListQuerySchema,
        response: practitionerPageSchema,
      },
      ({ reach, query }) => organisation.listPractitioners(deps, reach.units, query),
    );
    catalogue.create('/clinic/practitioners', { summary: 'Nowa osoba personelu; 409 przy zajętym numerze PWZ', body: practitionerInputSchema, response: practitionerSchema }, ({ reach, body }) =>
      organisation.createPractitioner(deps, reach.units, body),
    );
    catalogue.read('/clinic/practitioners/:practitionerId', { summary: 'Osoba personelu', ...practitioner }, ({ reach, params }) =>
      organisation.getPractitioner(deps, reach.units, params.practitionerId),
    );
    catalogue.update(
      '/clinic/practitioners/:practitionerId',
      { summary: 'Zmiana osoby personelu (cały formularz); jednostki spoza zakresu administratora zostają bez zmian', ...practitioner, body: practitionerInputSchema },
      ({ reach, params, body }) => organisation.updatePractitioner(deps, reach.units, params.practitionerId, body),
    );

    // Services.
    const service = { params: serviceParamsSchema, response: serviceSchema };
    catalogue.list(
      '/clinic/services',
      { summary: 'Świadczenia (wg nazwy); q: fragment nazwy lub początek kodu', access: { unit: 'query' }, query: serviceListQuerySchema, response: servicePageSchema },
      ({ reach, query }) => organisation.listServices(deps, reach.units, query),
    );
    catalogue.create(
      '/clinic/services',
      { summary: 'Nowe świadczenie; cena jako tekst "150.00" (tylko komercyjne); 409 przy zajętym kodzie', body: serviceInputSchema, response: serviceSchema },
      ({ reach, body }) => organisation.createService(deps, reach.units, body),
    );
    catalogue.read('/clinic/services/:serviceId', { summary: 'Świadczenie', ...service }, ({ reach, params }) => organisation.getService(deps, reach.units, params.serviceId));
    catalogue.update('/clinic/services/:serviceId', { summary: 'Zmiana świadczenia (cały formularz)', ...service, body: serviceInputSchema }, ({ reach, params, body }) =>
      organisation.updateService(deps, reach.units, params.serviceId, body),
    );

    // Partners and their personnel (spec part 1 §7): the administrator's, of no unit.
    const partnerCatalogue = clinicCatalogue(app, { tags: ['clinic: partners'], read: { roles: ['ADMIN'] }, write: { roles: ['ADMIN'] } });
    const partner = { params: clinicPartnerParamsSchema, response: partnerSchema };
    partnerCatalogue.list('/clinic/partners', { summary: 'Partnerzy przychodni (wg nazwy); q: fragment nazwy albo NIP', query: partnerListQuerySchema, response: partnerPageSchema }, ({ query }) =>
      partners.listPartners(deps, query),
    );
    partnerCatalogue.create('/clinic/partners', { summary: 'Nowy partner; 409 przy zajętej nazwie', body: partnerInputSchema, response: partnerSchema }, ({ body }) => partners.createPartner(deps, body));
    partnerCatalogue.read('/clinic/partners/:partnerId', { summary: 'Partner', ...partner }, ({ params }) => partners.getPartner(deps, params.partnerId));
    partnerCatalogue.update(
      '/clinic/partners/:partnerId',
      { summary: 'Zmiana partnera (cały formularz; nieaktywny nie jest oferowany pacjentom, jego zgody zostają); 409 przy zajętej nazwie', ...partner, body: partnerInputSchema },
      ({ params, body }) => partners.updatePartner(deps, params.partnerId, body),
    );
    partnerCatalogue.list(
      '/clinic/partners/:partnerId/personnel',
      { summary: 'Personel partnera (wg nazwiska i imienia)', params: clinicPartnerParamsSchema, response: partnerPersonnelMembersSchema },
      ({ params }) => partners.listPersonnel(deps, params.partnerId),
    );
    partnerCatalogue.create(
      '/clinic/partners/:partnerId/personnel',
      { summary: 'Nowa osoba personelu partnera', params: clinicPartnerParamsSchema, body: partnerPersonnelInputSchema, response: partnerPersonnelMemberSchema, conflict: false },
      ({ params, body }) => partners.createPerson(deps, params.partnerId, body),
    );
    partnerCatalogue.update(
      '/clinic/partners/:partnerId/personnel/:personnelId',
      { summary: 'Zmiana osoby personelu partnera (cały formularz)', params: clinicPartnerPersonnelParamsSchema, body: partnerPersonnelInputSchema, response: partnerPersonnelMemberSchema, conflict: false },
      ({ params, body }) => partners.updatePerson(deps, params.partnerId, params.personnelId, body),
    );
  };
