import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  apiErrorSchema,
  carerAuthorisationEditSchema,
  carerAuthorisationInputSchema,
  carerAuthorisationParamsSchema,
  carerAuthorisationSchema,
  carerAuthorisationsSchema,
  consentDocButtonSchema,
  consentDocInputSchema,
  consentDocSwitchSchema,
  consentIdParamsSchema,
  consentInputSchema,
  consentPageSchema,
  consentSchema,
  consentsQuerySchema,
  consentsSettingsSchema,
  consentSystemInputSchema,
  partnerConsentEditSchema,
  partnerConsentInputSchema,
  partnerDictSchema,
  partnerIdParamsSchema,
  partnerInputSchema,
  partnerPersonnelSchema,
  partnerUpdateInputSchema,
  patientParamsSchema,
  sharedDocumentSchema,
  sharedDocumentsQuerySchema,
  sharedDocumentsSchema,
  signUrlQuerySchema,
  signUrlSchema,
  z,
} from '@portal/contracts';
import type { FastifyRequest } from 'fastify';
import type { Deps } from '../../deps';
import { AppError } from '../../errors';
import { contentDisposition } from '../../lib/downloads';
import { callersPatients, patientInBody, patientInPath, recordOf, recordRoutes } from '../../lib/record-routes';
import { patientOf, resourceOf } from '../../plugins/patient-access';
import { askingOrigin } from '../../public-origin';
import { activePersonnel, partnerDictionary } from '../organisation/partners-service';
import { addCarer, carerAuthorisationResource, editCarer, listCarers, removeCarer } from './carer-authorisations';
import { consentPrintout } from './consent-printouts';
import * as signing from './consent-signing';
import * as consents from './consents-service';

const tags = ['consents'];
const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 404: apiErrorSchema } as const;
/** A consent of the caller's patients, read before the handler through the caller's scope. */
const ownConsent = recordOf(consents.consentResource);
/** A partner consent (CPAR) of the caller's patients, the same way. */
const ownPartnerConsent = recordOf(consents.partnerConsentResource);
const ownCarer = recordOf(carerAuthorisationResource);
const idParams = consentIdParamsSchema;
/** The signed-in account (every route here needs a session). */
const accountIdOf = (request: FastifyRequest) => request.auth!.account.id;
/** Why a patient's session may not change partners. */
const PARTNERS_KEPT_BY_CLINIC = 'Partnerów i ich personel zmienia administrator przychodni w konsoli.';

/**
 * Consents, partner consents, carer authorisations, document sharing and the partners a patient picks
 * (spec part 2 §2, §7 "Consents and carer authorisations"; part 1 §7 "Partners"), of every patient the
 * account acts for. A new consent or authorisation is given by the patient herself (role PATIENT).
 */
export const consentsRoutes =
  (deps: Deps): FastifyPluginAsyncZod =>
  async (app) => {
    const kit = recordRoutes(app, { tags, access: ownConsent });

    kit.list(
      '/mpi/consents/mpi-user',
      {
        summary: 'Zgody pacjentów, w których imieniu działa konto: niewycofane najpierw, potem od najnowszej',
        description: 'patientId (jeden z pacjentów konta), consentType, consentStatus, onlyActive (tylko REGISTERED i SIGNED).',
        access: callersPatients,
        query: consentsQuerySchema,
        response: consentPageSchema,
      },
      ({ reach, query }) => consents.listConsents(deps, reach, query),
    );
    kit.read('/mpi/consents/mpi-user/:id', { summary: 'Zgoda', params: idParams, response: consentSchema }, ({ reach }) => consents.getConsent(deps, reach));
    kit.create(
      '/mpi/consents/mpi-user',
      {
        summary: 'Nowa zgoda pacjenta (stan REGISTERED): CDPM, CTEL, CINF, CDOC',
        description: '403 CONSENT_PATIENT_ROLE: zgodę składa tylko pacjent we własnym imieniu (rola PATIENT). CINF i CDOC wskazują osobę upoważnioną. 400: daty ważności.',
        access: patientInBody,
        body: consentInputSchema,
        response: consentSchema,
        errors: [403],
      },
      async ({ reach, body, request }) => consents.getConsent(deps, await consents.giveConsent(deps, reach, accountIdOf(request), body)),
    );
    kit.update(
      '/mpi/consents/mpi-user/:id',
      { summary: 'Wycofanie zgody (stan CANCELLED, validTo: dzień wycofania); 409 CONSENT_STATE dla już wycofanej', params: idParams, response: consentSchema, errors: [409] },
      async ({ reach, request }) => consents.getConsent(deps, await consents.cancelConsent(deps, reach, accountIdOf(request))),
    );
    // A state change answered 200 with where to go, not a record of the kit: hand-written with its access.
    app.post(
      '/mpi/consents/mpi-user/:id/ePUAPSignURL',
      {
        config: ownConsent.config,
        schema: {
          tags,
          summary: 'Adres podpisania zgody w usłudze podpisu (tylko zgody REGISTERED: 409 CONSENT_STATE)',
          description: 'errorUrl i successUrl: adresy portalu (ścieżka albo adres w jego domenie), inaczej 400 SIGN_URL_FOREIGN. Usługa wraca z epuapstatus=ok albo epuapstatus=error&reason=…; podpisana zgoda ma stan SIGNED.',
          params: idParams,
          querystring: signUrlQuerySchema,
          response: { 200: signUrlSchema, 409: apiErrorSchema, ...errors },
        },
      },
      async (request) =>
        signing.signingUrl(deps, resourceOf(request, consents.consentResource), accountIdOf(request), request.query, askingOrigin(deps.config, app.server, request.headers.host)),
    );
    // A download of the signed file, not a record of the kit.
    app.get(
      '/mpi/consents/mpi-user/:id/ePUAPSignURL',
      {
        config: ownConsent.config,
        schema: {
          tags,
          summary: 'Podpisany dokument zgody (XAdES, XML) tak, jak zwróciła go usługa podpisu; 409 CONSENT_STATE dla zgody bez podpisu elektronicznego',
          params: idParams,
          response: { 200: z.any().describe('Plik XML'), 409: apiErrorSchema, ...errors },
        },
      },
      async (request, reply) => {
        const { xml, filename } = await signing.signedConsentDocument(deps, resourceOf(request, consents.consentResource));
        return reply
          .header('content-type', 'application/xml; charset=utf-8')
          .header('content-disposition', contentDisposition(filename))
          .header('cache-control', 'no-store')
          .header('x-content-type-options', 'nosniff')
          .send(xml);
      },
    );
    kit.printout('/mpi/consents/mpi-user/:id/printout', { summary: 'Wydruk zgody (PDF)', params: idParams }, ({ reach, language }) => consentPrintout(deps, reach, language));

    // Partner consents (CPAR).
    kit.create(
      '/mpi/consents/partner/mpi-user',
      {
        summary: 'Nowa zgoda dla partnera (CPAR, stan REGISTERED): cały partner albo osoba z jego personelu, zakres, daty',
        description:
          '409 CONSENT_CONFLICT z details.conflict = existsConsentPersonnel (jest już aktywna zgoda dla tego partnera i tej osoby, o tym samym zakresie) albo existsConsentAll (zgoda dla osoby, gdy jest zgoda dla całego partnera o tym samym zakresie). 403 CONSENT_PATIENT_ROLE. 400: partner lub osoba spoza listy, daty.',
        access: patientInBody,
        body: partnerConsentInputSchema,
        response: consentSchema,
        errors: [403, 409],
      },
      async ({ reach, body, request }) => consents.getConsent(deps, await consents.givePartnerConsent(deps, reach, accountIdOf(request), body)),
    );
    for (const url of ['/mpi/consents/partner/mpi-user/', '/mpi/consents/partner/mpi-user']) {
      kit.list(
        url,
        { summary: 'Zgody dla partnerów (CPAR) pacjentów konta: niewycofane najpierw, potem od najnowszej', access: callersPatients, query: consentsQuerySchema, response: consentPageSchema },
        ({ reach, query }) => consents.listConsents(deps, reach, query, { partner: true }),
      );
    }
    kit.update(
      '/mpi/consents/partner/mpi-user/:id',
      {
        summary: 'Zmiana niepodpisanej zgody dla partnera (osoba, zakres, daty); 409 CONSENT_STATE dla podpisanej lub wycofanej, 409 CONSENT_CONFLICT',
        access: ownPartnerConsent,
        params: idParams,
        body: partnerConsentEditSchema,
        response: consentSchema,
        errors: [409],
      },
      async ({ reach, body, request }) => consents.getConsent(deps, await consents.editPartnerConsent(deps, reach, accountIdOf(request), body)),
    );
    kit.update(
      '/mpi/consents/partner/mpi-user/:id/system',
      {
        method: 'PATCH',
        summary: 'Identyfikator zgody w systemie partnera; 409 CONSENT_STATE dla wycofanej',
        access: ownPartnerConsent,
        params: idParams,
        body: consentSystemInputSchema,
        response: consentSchema,
        errors: [409],
      },
      async ({ reach, body, request }) => consents.getConsent(deps, await consents.setConsentSystem(deps, reach, accountIdOf(request), body)),
    );

    app.get(
      '/mpi/consents/occupational/consents-settings',
      { schema: { tags, summary: 'Ustawienia zgód: rodzaje zgód, partnerzy, medycyna pracy', response: { 200: consentsSettingsSchema, 401: apiErrorSchema } } },
      async () => consents.consentsSettings(deps),
    );

    // Document sharing with partners.
    kit.read(
      '/mpi/partners/mpi-user/:patientId/consent-doc-button-enabled',
      {
        summary: 'Czy wyniki i dokumenty pacjenta pokazują przełącznik udostępniania (partnerzy włączeni i podpisana, obowiązująca zgoda CPAR na wybrane dokumenty)',
        access: patientInPath,
        params: patientParamsSchema,
        response: consentDocButtonSchema,
      },
      ({ reach }) => consents.consentDocButtonEnabled(deps, reach),
    );
    const consentDoc = '/mpi/consents/mpi-user/consentDoc/:patientId';
    kit.list(
      consentDoc,
      { summary: 'Dokumenty udostępniane teraz przez pacjenta partnerom (docType: RES wynik, DOC dokument)', access: patientInPath, params: patientParamsSchema, query: sharedDocumentsQuerySchema, response: sharedDocumentsSchema },
      ({ reach, query }) => consents.sharedDocumentsOf(deps, reach, query.docType),
    );
    // A switch answered 200 with its state (a repeat changes nothing), not a creation of the kit.
    const switchErrors = { 200: sharedDocumentSchema, 409: apiErrorSchema, ...errors };
    app.post(
      consentDoc,
      {
        config: patientInPath.config,
        schema: {
          tags,
          summary: 'Udostępnienie dokumentu partnerom podpisanych zgód CPAR na wybrane dokumenty',
          description: '409 CONSENT_DOC_NO_CONSENT: brak takiej zgody; 400: dokument nie jest opublikowanym dokumentem pacjenta.',
          params: patientParamsSchema,
          body: consentDocInputSchema,
          response: switchErrors,
        },
      },
      async (request) => consents.switchSharing(deps, patientOf(request), accountIdOf(request), { ...request.body, shared: true }),
    );
    app.put(
      consentDoc,
      {
        config: patientInPath.config,
        schema: {
          tags,
          summary: 'Włączenie albo wstrzymanie udostępniania dokumentu (shared)',
          description: '409 CONSENT_DOC_NO_CONSENT przy włączaniu bez zgody; 400: dokument nie jest opublikowanym dokumentem pacjenta.',
          params: patientParamsSchema,
          body: consentDocSwitchSchema,
          response: switchErrors,
        },
      },
      async (request) => consents.switchSharing(deps, patientOf(request), accountIdOf(request), request.body),
    );

    // Carer authorisations.
    kit.list(
      '/mpi/patient-entries/mpi-user/:patientId/carer-auth',
      { summary: 'Upoważnienia opiekunów pacjenta, od najnowszego', access: patientInPath, params: patientParamsSchema, response: carerAuthorisationsSchema },
      ({ reach }) => listCarers(deps, reach),
    );
    kit.create(
      '/mpi/patient-entries/mpi-user/carer-auth',
      {
        summary: 'Nowe upoważnienie opiekuna (tylko pacjent we własnym imieniu: 403 CONSENT_PATIENT_ROLE)',
        description: '400: PESEL albo numer i kraj dokumentu, adres, daty (od wymagana; do nie wcześniejsza niż od i niż dzisiaj).',
        access: patientInBody,
        body: carerAuthorisationInputSchema,
        response: carerAuthorisationSchema,
        errors: [403],
      },
      ({ reach, body, request }) => addCarer(deps, reach, accountIdOf(request), body),
    );
    kit.update(
      '/mpi/patient-entries/mpi-user/carer-auth/:id',
      { method: 'PATCH', summary: 'Zmiana upoważnienia opiekuna (cały formularz)', access: ownCarer, params: idParams, body: carerAuthorisationEditSchema, response: carerAuthorisationSchema },
      ({ reach, body, request }) => editCarer(deps, reach, accountIdOf(request), body),
    );
    kit.remove(
      '/mpi/patient-entries/mpi-user/:patientId/carer-auth/:id',
      { summary: 'Usunięcie upoważnienia opiekuna', access: patientInPath, params: carerAuthorisationParamsSchema },
      ({ reach, params, request }) => removeCarer(deps, reach, accountIdOf(request), params.id),
    );

    // The partners a patient picks for a partner consent; changed only by the clinic's administrator.
    app.get('/mpi/partners/dict', { schema: { tags, summary: 'Aktywni partnerzy przychodni (do zgody CPAR)', response: { 200: partnerDictSchema, 401: apiErrorSchema } } }, async () =>
      partnerDictionary(deps),
    );
    app.get(
      '/mpi/partners/:id/personnel',
      { schema: { tags, summary: 'Aktywny personel aktywnego partnera (do zgody CPAR)', params: partnerIdParamsSchema, response: { 200: partnerPersonnelSchema, ...errors } } },
      async (request) => activePersonnel(deps, request.params.id),
    );
    const refused = async (): Promise<never> => {
      throw new AppError('FORBIDDEN', PARTNERS_KEPT_BY_CLINIC);
    };
    app.post(
      '/mpi/partners',
      { schema: { tags, summary: `Nowy partner: ${PARTNERS_KEPT_BY_CLINIC} (POST /api/clinic/partners); sesja pacjenta dostaje 403`, body: partnerInputSchema, response: { 403: apiErrorSchema, ...errors } } },
      refused,
    );
    app.put(
      '/mpi/partners',
      { schema: { tags, summary: `Zmiana partnera: ${PARTNERS_KEPT_BY_CLINIC} (PUT /api/clinic/partners/{partnerId}); sesja pacjenta dostaje 403`, body: partnerUpdateInputSchema, response: { 403: apiErrorSchema, ...errors } } },
      refused,
    );
  };
