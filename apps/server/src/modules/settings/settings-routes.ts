import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  apiErrorSchema,
  applicationSettingsSchema,
  fileSettingsSchema,
  helpSettingsSchema,
  identificationSchema,
  identificationSettingsSchema,
  loginSettingsSchema,
  messageComponentSettingsSchema,
  patientAccountSettingsSchema,
  questionnaireSettingsSchema,
  encountersSettingsSchema,
  resultsSettingsSchema,
  registerAccountDescSchema,
  registrationSettingsSchema,
  smsConfirmationSettingsSchema,
  systemInstallationSchema,
  topBarLinkSchema,
  z,
} from '@portal/contracts';
import type { Deps } from '../../deps';
import {
  entityTag,
  getFileSettings,
  getLoginSettings,
  getIdentification,
  getRegistrationSettings,
  getSettings,
  getSmsConfirmationSettings,
  listTopBarLinks,
  matchesIfNoneMatch,
} from './settings-service';

/**
 * A public settings answer the browser may keep but must revalidate (`no-cache`) by its ETag, so a
 * change made in the clinic console shows on the next read: unchanged, the answer is 304 without a body.
 */
function revalidated<T>(request: FastifyRequest, reply: FastifyReply, body: T): T | FastifyReply {
  const tag = entityTag(body);
  reply.header('etag', tag).header('cache-control', 'no-cache');
  if (matchesIfNoneMatch(request.headers['if-none-match'], tag)) return reply.status(304).send(null);
  return body;
}
const ifNoneMatch = z.object({ 'if-none-match': z.string().optional() });
const notModified = z.null().describe('Bez zmian: użyj zapamiętanej kopii');
const tags = ['settings'];
const publicConfig = { public: true };
const sessionErrors = { 401: apiErrorSchema };

/** Every settings call of the client, the identification of the installation and the top-bar links. */
export const settingsRoutes =
  (deps: Deps): FastifyPluginAsyncZod =>
  async (app) => {
    /** A public settings call: no session; the browser revalidates its copy by the ETag. */
    const publicRead = <S extends z.ZodType>(url: string, summary: string, schema: S, read: () => Promise<z.output<S>>, routeTags = tags) => {
      const handler = async (request: FastifyRequest, reply: FastifyReply) => revalidated(request, reply, await read());
      // The answer is checked against `schema` when it is sent; the generic handler type cannot say so.
      app.get(
        url,
        {
          config: publicConfig,
          schema: { tags: routeTags, summary: `${summary}; ETag, a przy zgodnym If-None-Match 304 bez treści`, headers: ifNoneMatch, response: { 200: schema, 304: notModified } },
        },
        handler as never,
      );
    };

    app.get(
      '/mpi/accounts/mpi-user/application-settings',
      { schema: { tags, summary: 'Flagi modułów', response: { 200: applicationSettingsSchema, ...sessionErrors } } },
      async () => getSettings(deps, 'application'),
    );
    app.get(
      '/mpi/accounts/mpi-user/patient-account-settings',
      { schema: { tags, summary: 'Ustawienia danych pacjenta', response: { 200: patientAccountSettingsSchema, ...sessionErrors } } },
      async () => getSettings(deps, 'patient-account'),
    );
    app.get(
      '/mpi/accounts/mpi-user/sms-confirmation-settings',
      { schema: { tags, summary: 'Ustawienia potwierdzania SMS', response: { 200: smsConfirmationSettingsSchema, ...sessionErrors } } },
      async () => getSmsConfirmationSettings(deps),
    );
    app.get(
      '/mpi/accounts/mpi-user/file-settings',
      { schema: { tags, summary: 'Limity załączników', response: { 200: fileSettingsSchema, ...sessionErrors } } },
      async () => getFileSettings(deps),
    );
    app.get(
      '/mpi/accounts/mpi-user/questionnaire-settings',
      {
        schema: {
          tags,
          summary: 'Ustawienia samooceny objawów: czy jest dostępna (selfAssessmentQuestionaire) i czy wynik może zawierać położenie (selfAssessmentGps)',
          response: { 200: questionnaireSettingsSchema, ...sessionErrors },
        },
      },
      async () => getSettings(deps, 'questionnaire'),
    );
    app.get(
      '/mpi/accounts/mpi-user/encounters-settings',
      { schema: { tags, summary: 'Ustawienia zakładki wizyt: rozpoznania, zalecenia, ankiety po wizycie', response: { 200: encountersSettingsSchema, ...sessionErrors } } },
      async () => getSettings(deps, 'encounters'),
    );
    app.get(
      '/mpi/accounts/mpi-user/results-settings',
      {
        schema: {
          tags,
          summary: 'Ustawienia wyników: wyniki jako tekst (viewResultsAsText), archiwum HL7 CDA (edmEnabled), import plików DICOM i jego limity',
          response: { 200: resultsSettingsSchema, ...sessionErrors },
        },
      },
      async () => getSettings(deps, 'results'),
    );

    publicRead('/mpi/accounts/login-settings', 'Ustawienia strony logowania', loginSettingsSchema, () => getLoginSettings(deps));
    publicRead('/mpi/accounts/registration-settings', 'Ustawienia rejestracji', registrationSettingsSchema, () => getRegistrationSettings(deps));
    publicRead('/mpi/accounts/system-installation', 'Ustawienia instalacji', systemInstallationSchema, () =>
      getSettings(deps, 'system-installation'),
    );
    publicRead('/mpi/accounts/identification-settings', 'Co pokazać z danych placówki', identificationSettingsSchema, () =>
      getSettings(deps, 'identification-settings'),
    );
    publicRead('/mpi/accounts/message-component-settings', 'Ustawienia listy wiadomości', messageComponentSettingsSchema, () =>
      getSettings(deps, 'message-component'),
    );
    publicRead('/mpi/accounts/help-settings/e-patient', 'Adres pomocy i pomoc kontekstowa', helpSettingsSchema, () => getSettings(deps, 'help'));
    publicRead('/mpi/accounts/register-account-desc', 'Informacja dla konta niepotwierdzonego', registerAccountDescSchema, () =>
      getSettings(deps, 'register-account-desc'),
    );
    publicRead('/mppd/api/links', 'Odnośniki górnego paska (rodzaje O i H)', z.array(topBarLinkSchema), () => listTopBarLinks(deps), [
      'links',
    ]);

    app.get(
      '/mpi/identification',
      {
        config: publicConfig,
        schema: {
          tags,
          summary: 'Dane placówki i wersja; ETag, a przy zgodnym If-None-Match odpowiedź 304 bez treści',
          headers: ifNoneMatch,
          response: { 200: identificationSchema, 304: notModified },
        },
      },
      // The tag is computed from the body: it follows the stored group (and the running version).
      async (request, reply) => revalidated(request, reply, await getIdentification(deps)),
    );

  };
