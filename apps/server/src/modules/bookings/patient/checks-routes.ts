import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  apiErrorSchema,
  blockTimeSlotSchema,
  blockedTimeSlotSchema,
  bookingPossibilitySchema,
  bookingValidationSchema,
  drugPageSchema,
  drugSearchQuerySchema,
  drugsSchema,
  flagSchema,
  idSchema,
  patientServiceParamsSchema,
  patientSystemParamsSchema,
  prebookingQuerySchema,
  prescriptionParamsSchema,
  referralInstitutionParamsSchema,
  referralInstitutionSchema,
  referralPractitionerParamsSchema,
  referralPractitionerSchema,
  referralSettingsSchema,
  z,
} from '@portal/contracts';
import type { Deps } from '../../../deps';
import { patientOf } from '../../../plugins/patient-access';
import * as checks from './checks-service';
import * as drugs from './drugs-service';
import * as referrals from './referrals-service';

const tags = ['bookings'];
const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 404: apiErrorSchema } as const;
const patientParams = z.object({ patientId: idSchema });

/** The wizard's checks, the slot hold, the drug register and the referral registers (spec part 2 §5, §7 bookings, referrals). */
export const checksRoutes =
  (deps: Deps): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      '/mppd/api/bookings/blockTimeSlotForBooking',
      {
        config: { patient: 'body' },
        schema: {
          tags,
          summary: 'Zablokowanie wybranego terminu dla pacjenta na czas rezerwacji (najwyżej 15 minut)',
          description: 'Zajęty lub zablokowany dla innego pacjenta: 409 TIME_SLOT_TAKEN; pacjent z blokadą rezerwacji online: 403 BOOKING_LOCKED.',
          body: blockTimeSlotSchema,
          response: { 200: blockedTimeSlotSchema, ...errors, 403: apiErrorSchema, 409: apiErrorSchema },
        },
      },
      async (request) => checks.blockTimeSlot(deps, patientOf(request).id, request.body.timeSlotId, request.body.blockDuration),
    );
    app.get(
      '/mppd/api/bookings/possibility/:patientId',
      { config: { patient: 'params' }, schema: { tags, summary: 'Czy pacjent może zarezerwować wizytę przez portal', params: patientParams, response: { 200: bookingPossibilitySchema, ...errors } } },
      async (request) => checks.bookingPossibility(deps, patientOf(request).id),
    );
    app.get(
      '/mppd/api/bookings/:patientId/validations/prebooking',
      {
        config: { patient: 'params' },
        schema: {
          tags,
          summary: 'Walidacje przed rezerwacją (kody 101–206 z ostrzeżeniami)',
          description: 'Bez terminu (timeSlotId) reguły odstępu od wizyty nie są sprawdzane.',
          params: patientParams,
          querystring: prebookingQuerySchema,
          response: { 200: bookingValidationSchema, ...errors },
        },
      },
      async (request) => checks.prebookingValidation(deps, { patientId: patientOf(request).id, accountId: request.auth!.account.id, ...request.query }),
    );
    app.get(
      '/mppd/api/bookings/:patientId/:serviceCode/phone-required',
      {
        config: { patient: 'params' },
        schema: { tags, summary: 'Czy rezerwacja usługi wymaga (potwierdzonego) numeru telefonu', params: patientServiceParamsSchema, response: { 200: flagSchema, ...errors } },
      },
      async (request) => ({ value: await checks.phoneRequired(deps, request.auth!.account.id, request.params.serviceCode) }),
    );
    app.get(
      '/mppd/api/bookings/:patientId/create-prescriptions/:system/:serviceCode',
      { config: { patient: 'params' }, schema: { tags, summary: 'Czy usługa jest wizytą receptową', params: prescriptionParamsSchema, response: { 200: flagSchema, ...errors } } },
      async (request) => ({ value: await checks.createsPrescriptions(deps, request.params.system, request.params.serviceCode) }),
    );
    app.get(
      '/mppd/api/bookings/:patientId/:system/frequently-taken-drugs',
      {
        config: { patient: 'params' },
        schema: { tags, summary: 'Leki z wcześniejszych wizyt receptowych pacjenta, najczęstsze pierwsze', params: patientSystemParamsSchema, response: { 200: drugsSchema, ...errors } },
      },
      async (request) => drugs.frequentlyTakenDrugs(deps, patientOf(request).id, request.params.system),
    );
    app.get(
      '/mppd/api/drugs',
      {
        schema: {
          tags,
          summary: 'Wyszukiwanie leków w rejestrze po początku nazwy (lub nazwy międzynarodowej)',
          description: 'Specyfikacja wspomina wyszukiwarkę leków bez podania ścieżki; ta jest naszą.',
          querystring: drugSearchQuerySchema,
          response: { 200: drugPageSchema, ...errors },
        },
      },
      async (request) => drugs.searchDrugs(deps, request.query),
    );
    app.get(
      '/mppd/api/referrals/institutions/:a/:b',
      {
        schema: {
          tags,
          summary: 'Instytucja kierująca z rejestru (a: rejestr, np. RPWDL; b: kod)',
          params: referralInstitutionParamsSchema,
          response: { 200: referralInstitutionSchema, ...errors },
        },
      },
      async (request) => referrals.referralInstitution(deps, request.params.a, request.params.b),
    );
    app.get(
      '/mppd/api/referrals/practitioners/:system/:practiceNumber',
      {
        schema: { tags, summary: 'Lekarz kierujący z rejestru (NPWZ)', params: referralPractitionerParamsSchema, response: { 200: referralPractitionerSchema, ...errors } },
      },
      async (request) => referrals.referralPractitioner(deps, request.params.system, request.params.practiceNumber),
    );
    app.get(
      '/mpi/accounts/mpi-user/referral-settings',
      { schema: { tags, summary: 'Jakie skierowania przyjmuje kreator rezerwacji', response: { 200: referralSettingsSchema, 401: apiErrorSchema } } },
      async () => referrals.referralSettings(deps),
    );
  };
