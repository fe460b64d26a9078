import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  FIRST_FREE_DAY_HORIZON_DAYS,
  apiErrorSchema,
  availabilitySettingsQuerySchema,
  availabilitySettingsSchema,
  catalogSchema,
  catalogUnitsSchema,
  freeDaysQuerySchema,
  freeDaysSchema,
  idSchema,
  priceListSchema,
  timeSlotCommQuerySchema,
  timeSlotsQuerySchema,
  timeSlotsSchema,
  z,
} from '@portal/contracts';
import type { Deps } from '../../../deps';
import { NotFound } from '../../../errors';
import { requestLanguage } from '../../../i18n/request-language';
import { inScope, patientScopeOf } from '../../../plugins/patient-access';
import * as catalog from './catalog-service';

const tags = ['bookings'];
const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 404: apiErrorSchema } as const;

/** The wizard's catalogue, units, free slots, price lists and availability settings (spec part 2 §7 catalog, time-slots). */
export const catalogRoutes =
  (deps: Deps): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/mppd/api/catalog/for-booking',
      {
        config: { public: true },
        schema: { tags, summary: 'Katalog usług do rezerwacji dla odwiedzających (grafiki dostępne B)', response: { 200: catalogSchema } },
      },
      async (request) => catalog.catalog(deps, 'VISITOR', requestLanguage(request)),
    );
    app.get(
      '/mppd/api/catalog/for-patient/:patientId/for-booking',
      {
        config: { patient: 'params' },
        schema: {
          tags,
          summary: 'Katalog usług do rezerwacji dla zalogowanego pacjenta (grafiki dostępne B i P)',
          params: z.object({ patientId: idSchema }),
          response: { 200: catalogSchema, ...errors },
        },
      },
      async (request) => catalog.catalog(deps, 'PATIENT', requestLanguage(request)),
    );
    app.get(
      '/mppd/api/catalogs/units',
      { config: { public: true }, schema: { tags, summary: 'Placówki, w których można zarezerwować wizytę przez portal', response: { 200: catalogUnitsSchema } } },
      async () => catalog.catalogUnits(deps),
    );
    app.get(
      '/mppd/api/time-slots/',
      {
        config: { patient: 'scope' },
        schema: {
          tags,
          summary: 'Wolne terminy usługi',
          description: `Od późniejszej z dat: dateFrom, minBookDate usługi, teraz; do końca dnia dateTo; zakres najwyżej 62 dni (400). Najwyżej 500 terminów (hasMore).
            Terminy zablokowane dla pacjenta patientId (jednego z pacjentów konta) mają heldForPatient.`,
          querystring: timeSlotsQuerySchema,
          response: { 200: timeSlotsSchema, ...errors },
        },
      },
      async (request) => {
        const { patientId, ...query } = request.query;
        const patient = patientId === undefined ? null : inScope(patientScopeOf(request), patientId);
        if (patientId !== undefined && patient === null) throw NotFound();
        return catalog.freeTimeSlots(deps, query, patient);
      },
    );
    app.get(
      '/mppd/api/time-slots/free-days',
      {
        config: { patient: 'scope' },
        schema: {
          tags,
          summary: 'Dni z wolnymi terminami usługi i najbliższy wolny termin',
          description: `Dni (kalendarz placówki) zakresu dateFrom–dateTo z wolnym terminem, z tymi samymi filtrami i ograniczeniami co time-slots;
            firstFreeDay: najbliższy dzień z wolnym terminem od dateFrom (także po dateTo, najwyżej ${FIRST_FREE_DAY_HORIZON_DAYS} dni) albo null.`,
          querystring: freeDaysQuerySchema,
          response: { 200: freeDaysSchema, ...errors },
        },
      },
      async (request) => {
        const { patientId, ...query } = request.query;
        const patient = patientId === undefined ? null : inScope(patientScopeOf(request), patientId);
        if (patientId !== undefined && patient === null) throw NotFound();
        return catalog.freeDays(deps, query, patient);
      },
    );
    app.get(
      '/mppd/api/time-slot-comm/',
      {
        config: { patient: 'scope' },
        schema: {
          tags,
          summary: 'Cennik terminu komercyjnego',
          description: 'Pozycje cennika usługi terminu ważne w dniu terminu; brak cennika (lub termin NFZ): 404 PRICE_LIST_MISSING.',
          querystring: timeSlotCommQuerySchema,
          response: { 200: priceListSchema, ...errors },
        },
      },
      async (request) => {
        const { patientId, timeSlotId } = request.query;
        if (patientId !== undefined && inScope(patientScopeOf(request), patientId) === null) throw NotFound();
        return catalog.slotPriceList(deps, timeSlotId);
      },
    );
    app.get(
      '/mppd/api/availability-settings/',
      {
        schema: {
          tags,
          summary: 'Wymagania rezerwacji usługi terminu lub grafiku (skierowanie, potwierdzenie SMS, pomiary)',
          querystring: availabilitySettingsQuerySchema,
          response: { 200: availabilitySettingsSchema, ...errors },
        },
      },
      async (request) => catalog.availabilitySettings(deps, request.query),
    );
  };
