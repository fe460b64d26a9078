import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  apiErrorSchema,
  declarationEditSchema,
  declarationIdParamsSchema,
  declarationInputSchema,
  declarationPageSchema,
  declarationPatientDataInputSchema,
  declarationPatientDataSchema,
  declarationSchema,
  declarationsQuerySchema,
  declarationsSchema,
  healthcareProviderSchema,
  patientParamsSchema,
  pozDeclarationAddIdSchema,
  pozDeclarationSchema,
  pozDeclarationsQuerySchema,
  pozDeclarationsSchema,
  pozStaffListSchema,
  signUrlQuerySchema,
  signUrlSchema,
} from '@portal/contracts';
import type { FastifyRequest } from 'fastify';
import type { Deps } from '../../deps';
import { callersPatients, patientInBody, patientInPath, recordOf, recordRoutes } from '../../lib/record-routes';
import { patientScopeOf, resourceOf } from '../../plugins/patient-access';
import { askingOrigin } from '../../public-origin';
import { clinicCopyPrintout, declarationPrintout } from './declaration-printouts';
import * as data from './declaration-data';
import * as declarations from './declarations-service';

const tags = ['declarations'];
const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 404: apiErrorSchema } as const;
/** A declaration of the caller's patients, read before the handler through the caller's scope. */
const ownDeclaration = recordOf(declarations.declarationResource);
const idParams = declarationIdParamsSchema;
/** The signed-in account (every route here needs a session). */
const accountIdOf = (request: FastifyRequest) => request.auth!.account.id;
/** The POZ staff lists are the clinic's public data: a browser may keep them a short while. */
const STAFF_CACHE = 'private, max-age=60';

/**
 * Declarations of choice of a POZ doctor, nurse or midwife (spec part 2 §2, §7 "Declarations"), of every
 * patient the account acts for: the lists, one declaration and the clinic system's copy, the new one,
 * its edit, signing through the e-service and its printouts; the patient's declaration data; the
 * provider and its POZ staff the wizard offers.
 */
export const declarationsRoutes =
  (deps: Deps): FastifyPluginAsyncZod =>
  async (app) => {
    const kit = recordRoutes(app, { tags, access: ownDeclaration });

    kit.list(
      '/declarations/mpi-user/declarations',
      {
        summary: 'Deklaracje pacjentów, w których imieniu działa konto: aktywne najpierw, potem od najnowszej',
        description: 'patientId (jeden z pacjentów konta), type (GP, NURSE, MIDWIFE), onlyActive (tylko REGISTERED i SUBMITTED).',
        access: callersPatients,
        query: declarationsQuerySchema,
        response: declarationPageSchema,
      },
      ({ reach, query }) => declarations.listDeclarations(deps, reach, query),
    );
    kit.read('/declarations/mpi-user/declarations/:id', { summary: 'Deklaracja', params: idParams, response: declarationSchema }, ({ reach }) => declarations.getDeclaration(deps, reach));
    kit.list(
      '/declarations/mpi-user/declarationspatient/:patientId',
      { summary: 'Aktywne deklaracje pacjenta (każdego rodzaju): kreator pyta o zastąpienie przed złożeniem nowej', access: patientInPath, params: patientParamsSchema, response: declarationsSchema },
      ({ reach }) => declarations.activeDeclarations(deps, reach),
    );
    kit.create(
      '/declarations/mpi-user/declarations',
      {
        summary: 'Nowa deklaracja (stan REGISTERED)',
        description:
          '409 DECLARATION_EXISTS: pacjent ma aktywną deklarację tego rodzaju (komunikat ją nazywa), a replaceActive jest fałszywe; z replaceActive poprzednia zostaje wycofana (CANCELED, REPLACED) w tej samej transakcji. 409 DECLARATION_LIST_FULL: lista wybranej osoby jest pełna. 400 DECLARATION_PATIENT_DATA_MISSING: brak adresu lub oddziału NFZ pacjenta. 400 VALIDATION_ERROR: osoba lub placówka spoza POZ tego rodzaju, zasady pól wyboru (§5).',
        access: patientInBody,
        body: declarationInputSchema,
        response: declarationSchema,
        errors: [409],
      },
      async ({ reach, body, request }) => declarations.getDeclaration(deps, await declarations.registerDeclaration(deps, reach, accountIdOf(request), body)),
    );
    kit.update(
      '/declarations/mpi-user/declarations/:id',
      {
        method: 'PATCH',
        summary: 'Zmiana podsumowania deklaracji: stan REGISTERED (podpisaną trzeba podpisać ponownie), eksport N; 409 DECLARATION_NOT_ACTIVE dla anulowanej',
        params: idParams,
        body: declarationEditSchema,
        response: declarationSchema,
        errors: [409],
      },
      async ({ reach, body, request }) => declarations.getDeclaration(deps, await declarations.editDeclaration(deps, reach, accountIdOf(request), body)),
    );
    // A state change answered 200 with where to go, not a record of the kit: hand-written with its access.
    app.post(
      '/declarations/mpi-user/:id/ePUAPSignURL',
      {
        config: ownDeclaration.config,
        schema: {
          tags,
          summary: 'Adres podpisania deklaracji w usłudze podpisu (tylko zarejestrowanej: 409 DECLARATION_STATE)',
          description: 'errorUrl i successUrl: adresy portalu (ścieżka albo adres w jego domenie), inaczej 400 SIGN_URL_FOREIGN. Usługa wraca z epuapstatus=ok albo epuapstatus=error&reason=…',
          params: idParams,
          querystring: signUrlQuerySchema,
          response: { 200: signUrlSchema, 409: apiErrorSchema, ...errors },
        },
      },
      async (request) =>
        declarations.signingUrl(deps, resourceOf(request, declarations.declarationResource), accountIdOf(request), request.query, askingOrigin(deps.config, app.server, request.headers.host)),
    );
    kit.printout('/declarations/mpi-user/declarations/:id/printout', { summary: 'Wydruk deklaracji na formularzu NFZ (PDF)', params: idParams }, ({ reach, language }) => declarationPrintout(deps, reach, language));
    kit.printout('/declarations/mpi-user/declarationsother/:id/printout', { summary: 'Wydruk deklaracji z systemu przychodni (PDF)', params: idParams }, ({ reach, language }) => clinicCopyPrintout(deps, reach, language));

    // The clinic system's copies (page /declarations/{id}/amms).
    kit.list('/mpi/poz-declarations/all', { summary: 'Deklaracje w systemie przychodni: wszyscy pacjenci konta, od najnowszej', access: callersPatients, response: pozDeclarationsSchema }, ({ reach }) =>
      declarations.pozDeclarations(deps, reach.ids),
    );
    kit.list(
      '/mpi/poz-declarations/patient/:patientId',
      { summary: 'Deklaracje pacjenta w systemie przychodni (types: lista rodzajów po przecinku)', access: patientInPath, params: patientParamsSchema, query: pozDeclarationsQuerySchema, response: pozDeclarationsSchema },
      ({ reach, query }) => declarations.pozDeclarations(deps, [reach.id], query.types),
    );
    kit.read('/mpi/poz-declarations/:id', { summary: 'Deklaracja w systemie przychodni', params: idParams, response: pozDeclarationSchema }, ({ reach }) => declarations.pozDeclaration(reach));
    kit.update(
      '/mpi/poz-declarations/:id',
      { method: 'PATCH', summary: 'Zmiana podsumowania deklaracji w systemie przychodni (jak PATCH deklaracji)', params: idParams, body: declarationEditSchema, response: pozDeclarationSchema, errors: [409] },
      async ({ reach, body, request }) => declarations.pozDeclaration(await declarations.editDeclaration(deps, reach, accountIdOf(request), body)),
    );
    // The declaration is named in the body, found within the caller's patients: an idempotent change answered 200.
    app.post(
      '/mpi/poz-declarations/addId',
      {
        config: callersPatients.config,
        schema: {
          tags,
          summary: 'Przyjęcie deklaracji do systemu przychodni (nadaje jej identyfikator raz; ponowne wywołanie odpowiada tym samym)',
          description: '409 DECLARATION_NOT_ACTIVE: anulowanej deklaracji nie przyjmuje się.',
          body: pozDeclarationAddIdSchema,
          response: { 200: pozDeclarationSchema, 409: apiErrorSchema, ...errors },
        },
      },
      async (request) => declarations.takeIntoClinicSystem(deps, patientScopeOf(request), accountIdOf(request), request.body.declarationId),
    );

    kit.read(
      '/mpi/accounts/mpi-user/patients/:patientId/declaration-data',
      { summary: 'Dane pacjenta do deklaracji (complete: czy wystarczą do złożenia)', access: patientInPath, params: patientParamsSchema, response: declarationPatientDataSchema },
      ({ reach }) => data.getDeclarationData(deps, reach),
    );
    kit.update(
      '/mpi/accounts/mpi-user/patients/:patientId/declaration-data',
      { summary: 'Oddział NFZ i adres pacjenta do deklaracji', access: patientInPath, params: patientParamsSchema, body: declarationPatientDataInputSchema, response: declarationPatientDataSchema },
      ({ reach, body, request }) => data.saveDeclarationData(deps, reach, accountIdOf(request), body),
    );

    app.get(
      '/declarations/healthcare-provider',
      { schema: { tags, summary: 'Świadczeniodawca, którego dotyczą deklaracje', response: { 200: healthcareProviderSchema, 401: apiErrorSchema } } },
      async () => data.healthcareProvider(deps),
    );
    for (const [segment, type] of Object.entries(data.POZ_STAFF_SEGMENTS)) {
      app.get(
        `/declarations/primary-healthcare-staff/${segment}`,
        { schema: { tags, summary: `Personel POZ przychodni przyjmujący deklaracje (${type}): osoba i placówka, rozmiar listy wobec limitu`, response: { 200: pozStaffListSchema, 401: apiErrorSchema } } },
        async (_request, reply) => {
          reply.header('cache-control', STAFF_CACHE);
          return data.pozStaff(deps, type);
        },
      );
    }
  };
