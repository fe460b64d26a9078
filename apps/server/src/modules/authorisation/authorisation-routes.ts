import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema, authorizeParamsSchema, copyDataParamsSchema, signatureMessages, signatureVerificationSchema, z } from '@portal/contracts';
import type { Deps } from '../../deps';
import { sendPrintout } from '../../lib/printout';
import { requestLanguage } from '../../i18n/request-language';
import { accountOf, patientOf } from '../../plugins/patient-access';
import { perMinute } from '../../plugins/rate-limit';
import { requireAuth } from '../../plugins/session';
import { printAuthorisationForm, printCopyData, verifySignedDocuments } from './authorisation-service';

const pdf = z.any().describe('Plik PDF (application/pdf, inline, bez zapisu w pamięci podręcznej)');

/** Printouts of the account area and the verification of an electronically signed document. */
export const authorisationRoutes =
  (deps: Deps): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/mpi/accounts/mpi-user/copy-data/:patientId/printout',
      {
        config: { patient: 'params', account: 'own' },
        schema: {
          tags: ['authorisation'],
          summary: 'Wydruk danych pacjenta (PDF): dane, które przechowuje placówka',
          description:
            'Pacjent, za którego konto może działać (własne dane, podopieczny, dziecko); inny lub nieznany identyfikator: 404. ' +
            'Dane osobowe, adres, stan potwierdzenia tożsamości, opiekunowie i rodzice, alergie; przy własnych danych także dane kontaktowe konta oraz jego podopieczni i dzieci. ' +
            'Otwierany w nowym oknie (content-disposition: inline). HEAD działa tak samo, bez treści.',
          params: copyDataParamsSchema,
          response: { 200: pdf, 400: apiErrorSchema, 401: apiErrorSchema, 404: apiErrorSchema },
        },
      },
      async (request, reply) => {
        const { pdf: bytes, filename } = await printCopyData(deps, accountOf(request), patientOf(request), requestLanguage(request));
        return sendPrintout(reply, bytes, filename);
      },
    );

    app.get(
      '/mpi/accounts/authorize/:id',
      {
        // Records a new form number with every print: only from our own pages (opened in a new window, it
        // passes on the browser's Sec-Fetch-Site: same-origin).
        config: { account: 'own', writes: true },
        schema: {
          tags: ['authorisation'],
          summary: 'Formularz autoryzacji konta do podpisania w placówce (PDF) z unikalnym numerem',
          description:
            '`id` to identyfikator zalogowanego konta (GET /mpi/accounts/mpi-user, pole id); każdy inny: 404. ' +
            'Każdy wydruk dostaje nowy numer UPO/<rok>/<numer>, zapisany w placówce. Dane konta, PESEL własnego rekordu pacjenta, dane placówki, oświadczenie i miejsca na podpisy. ' +
            'HEAD działa tak samo, bez treści (ale też zapisuje numer).',
          params: authorizeParamsSchema,
          response: { 200: pdf, 400: apiErrorSchema, 401: apiErrorSchema, 404: apiErrorSchema },
        },
      },
      async (request, reply) => {
        const { account } = requireAuth(request);
        const form = await printAuthorisationForm(deps, accountOf(request), account, request.params.id);
        return sendPrintout(reply, form.pdf, form.filename);
      },
    );

    app.post(
      '/mpi/accounts/signatures/verify',
      {
        // Ten tries a minute per account (each one is an upload and a signature check).
        config: { account: 'own', rateLimit: { ...perMinute(10), keyGenerator: (request) => `signature:${request.auth?.account.id ?? request.ip}` } },
        schema: {
          tags: ['authorisation'],
          summary: 'Weryfikacja dokumentu podpisanego elektronicznie; podpis osoby konta autoryzuje konto',
          description:
            'multipart/form-data: pliki w polach typu plik (dowolna nazwa pola), najwyżej maxFiles plików po maxFileSize bajtów (GET /mpi/accounts/mpi-user/file-settings), ' +
            'typ: xml — dokument z podpisem XML (XAdES/XMLDSig, otoczony), np. z Profilu Zaufanego. Podpis musi być ważny, złożony certyfikatem zaufanego wystawcy, ' +
            'a PESEL w certyfikacie (serialNumber PNOPL-…) musi być PESEL-em własnego rekordu pacjenta konta. ' +
            'Wynik 200 { verified, reason }: verified true — konto AUTHORIZED, tożsamość rekordu potwierdzona, dokument zostaje przy koncie; false — nic się nie zmienia, pliki są usuwane. ' +
            `Błędy: 400 VALIDATION_ERROR („${signatureMessages.noAttachment}”, typ, pusty plik, za dużo plików), 413 PAYLOAD_TOO_LARGE (plik ponad limit), 429 RATE_LIMITED.`,
          consumes: ['multipart/form-data'],
          response: { 200: signatureVerificationSchema, 400: apiErrorSchema, 401: apiErrorSchema, 413: apiErrorSchema, 429: apiErrorSchema },
        },
      },
      async (request) => {
        const { account } = requireAuth(request);
        const result = await verifySignedDocuments(deps, request, account, request.ip);
        // The account's type and own record changed: its sessions read them afresh.
        if (result.verified) app.sessions.forgetReach(account.id);
        return result;
      },
    );
  };
