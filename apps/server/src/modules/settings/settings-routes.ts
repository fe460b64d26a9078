import type { FastifyReply } from 'fastify';
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

/** Public settings change rarely and say nothing personal; the browser may reuse them for a minute. */
const cachedBriefly = (reply: FastifyReply) => reply.header('cache-control', 'private, max-age=60');
const tags = ['settings'];
const publicConfig = { public: true };
const sessionErrors = { 401: apiErrorSchema };

/** Every settings call of the client, the identification of the installation and the top-bar links. */
export const settingsRoutes =
  (deps: Deps): FastifyPluginAsyncZod =>
  async (app) => {
    /** A public settings call: no session, and the browser may keep the answer for a minute. */
    const publicRead = <S extends z.ZodType>(url: string, summary: string, schema: S, read: () => Promise<z.output<S>>, routeTags = tags) => {
      const handler = async (_request: unknown, reply: FastifyReply) => {
        cachedBriefly(reply);
        return read();
      };
      // The answer is checked against `schema` when it is sent; the generic handler type cannot say so.
      app.get(url, { config: publicConfig, schema: { tags: routeTags, summary, response: { 200: schema } } }, handler as never);
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
          headers: z.object({ 'if-none-match': z.string().optional() }),
          response: { 200: identificationSchema, 304: z.null().describe('Bez zmian: użyj zapamiętanej kopii') },
        },
      },
      async (request, reply) => {
        const body = await getIdentification(deps);
        const tag = entityTag(body);
        // no-cache: the browser keeps the copy but asks every time, so a new version shows at once.
        reply.header('etag', tag).header('cache-control', 'no-cache');
        if (matchesIfNoneMatch(request.headers['if-none-match'], tag)) return reply.status(304).send(null);
        return body;
      },
    );
  };
