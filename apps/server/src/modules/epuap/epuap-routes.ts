import type { FastifyInstance, FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  apiErrorSchema,
  eServiceLogoutParamsSchema,
  eServiceLogoutQuerySchema,
  eServiceResponseFormSchema,
  eServiceSignInQuerySchema,
  z,
} from '@portal/contracts';
import type { Deps } from '../../deps';
import { perMinute } from '../../plugins/rate-limit';
import { sessionCookieOptions } from '../../plugins/session';
import { publicOrigin } from '../../public-origin';
import {
  finishSignIn,
  isSimulatorOn,
  readSimulatorRequest,
  signOutByEService,
  simulatorAnswer,
  simulatorChoices,
  simulatorLogout,
  simulatorSignedAuthorisation,
  startSignIn,
} from './epuap-service';
import {
  SIMULATOR_SCRIPT,
  SIMULATOR_SCRIPT_PATH,
  renderSimulatorAnswer,
  renderSimulatorError,
  renderSimulatorLogin,
  renderSimulatorLogout,
  renderSimulatorSign,
} from './epuap-simulator-page';

/** The cookie that ties an e-service answer to the browser that started the sign-in. */
const BINDING_COOKIE = 'pp_epuap';
const redirect = z.null().describe('Przekierowanie przeglądarki (nagłówek Location)');

/**
 * The e-service answers with a cross-site form post (in production from its own domain), which
 * carries only SameSite=None cookies; on localhost (demo, same origin) Lax does, and works over http.
 */
function bindingCookieOptions(deps: Deps) {
  const base = sessionCookieOptions(deps.config);
  return { ...base, path: '/api/mpi/epuap', maxAge: 5 * 60, sameSite: base.secure ? ('none' as const) : ('lax' as const) };
}

/** Form posts of the SAML HTTP-POST binding (urlencoded), for the routes of one plugin. */
function acceptForms(app: FastifyInstance) {
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 64 * 1024 }, (_request, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(String(body))));
  });
}

/**
 * Sign-in through the public e-service (ePUAP / Profil Zaufany): redirects, not calls (spec part 1
 * §7). The browser goes to /mpi/epuap/sso, on to the e-service, comes back with a form post to
 * /mpi/epuap/sso-confirm and lands on /epuap/success or /epuap/error?code=2|3 (or /confirmemail,
 * /mergeaccount). /mpi/epuap/slo/{param} is the e-service's single logout.
 */
export const epuapRoutes =
  (deps: Deps): FastifyPluginAsyncZod =>
  async (app) => {
    acceptForms(app as unknown as FastifyInstance);

    app.get(
      '/mpi/epuap/sso',
      {
        // Not `writes`: it only starts a sign-in (a request to the e-service); the answer is accepted only
        // in the browser holding the binding cookie set here, so a cross-site start signs nobody in.
        config: { public: true, rateLimit: perMinute(deps.config.SIGN_IN_RATE_LIMIT_PER_MINUTE) },
        schema: {
          tags: ['e-service'],
          summary: 'Logowanie przez e-usługę publiczną (ePUAP / Profil Zaufany): przekierowanie do niej z żądaniem logowania',
          querystring: eServiceSignInQuerySchema,
          response: { 302: redirect, 400: apiErrorSchema, 429: apiErrorSchema },
        },
      },
      async (request, reply) => {
        const { location, binding } = await startSignIn(deps, {
          query: request.query,
          origin: publicOrigin(deps.config, app.server),
          signedInAccountId: request.auth?.scope === 'FULL' ? request.auth.account.id : null,
        });
        if (binding) reply.setCookie(BINDING_COOKIE, binding, bindingCookieOptions(deps));
        return reply.header('cache-control', 'no-store').redirect(location, 302);
      },
    );

    app.post(
      '/mpi/epuap/sso-confirm',
      {
        config: { public: true, crossSiteForm: true, rateLimit: perMinute(deps.config.SIGN_IN_RATE_LIMIT_PER_MINUTE) },
        schema: {
          tags: ['e-service'],
          summary: 'Odpowiedź e-usługi (formularz SAMLResponse, RelayState): logowanie i przekierowanie na stronę wyniku',
          body: eServiceResponseFormSchema,
          response: { 302: redirect, 400: apiErrorSchema, 429: apiErrorSchema },
        },
      },
      async (request, reply) => {
        const location = await finishSignIn(
          deps,
          { samlResponse: request.body.SAMLResponse, relayState: request.body.RelayState, binding: request.cookies[BINDING_COOKIE] },
          { ip: request.ip, sessions: app.sessions.portFor(request, reply) },
        );
        reply.clearCookie(BINDING_COOKIE, bindingCookieOptions(deps));
        return reply.header('cache-control', 'no-store').redirect(location, 302);
      },
    );

    app.get(
      '/mpi/epuap/slo/:param',
      {
        // Not `writes`: the e-service's single logout arrives cross-site by design, and ends a session
        // only on its signed, single-use SAMLRequest.
        config: { public: true, rateLimit: perMinute(deps.config.SIGN_IN_RATE_LIMIT_PER_MINUTE) },
        schema: {
          tags: ['e-service'],
          summary:
            'Wylogowanie zlecone przez e-usługę (single logout): kończy sesję tylko na podpisane przez e-usługę, ' +
            'jednorazowe i ważne żądanie wylogowania (SAMLRequest) osoby zalogowanej w tej sesji; bez niego nic nie kończy. ' +
            'Zawsze przekierowuje do logowania',
          params: eServiceLogoutParamsSchema,
          querystring: eServiceLogoutQuerySchema,
          response: { 302: redirect, 400: apiErrorSchema, 429: apiErrorSchema },
        },
      },
      async (request, reply) => {
        await signOutByEService(
          deps,
          { samlRequest: request.query.SAMLRequest },
          { ip: request.ip, account: request.auth?.account ?? null, close: () => app.sessions.close(reply, request) },
        );
        return reply.header('cache-control', 'no-store').redirect('/login', 302);
      },
    );
  };

/**
 * The simulator's pages post forms to the portal. Under the portal's `no-referrer` policy the browser
 * would send `Origin: null` with them, which the portal's same-origin check refuses; `same-origin`
 * lets it send the real origin (the simulator shares the portal's origin in demo mode).
 */
const html = (reply: FastifyReply, status: number, page: string) =>
  reply
    .status(status)
    .header('cache-control', 'no-store')
    .header('referrer-policy', 'same-origin')
    .type('text/html; charset=utf-8')
    .send(page);

const simulatorQuerySchema = z.object({ SAMLRequest: z.string().max(8_000).optional(), RelayState: z.string().max(1_000).optional() });
const simulatorFormSchema = simulatorQuerySchema.extend({ choice: z.string().max(20).optional() });
const simulatorSignFormSchema = z.object({
  choice: z.string().max(20).optional(),
  nationalId: z.string().max(20).optional(),
  name: z.string().max(100).optional(),
  lastName: z.string().max(100).optional(),
});

/**
 * The e-service simulator's pages under /sim/epuap (demo mode only; in production nothing is
 * registered; in demo mode only for this machine, `demoOnly`): the sign-in page with the test
 * identities and cancel, the answer posted back, and the single logout of a test person.
 */
export const epuapSimulatorPages =
  (deps: Deps): FastifyPluginAsyncZod =>
  async (app) => {
    if (!isSimulatorOn(deps)) return;
    acceptForms(app as unknown as FastifyInstance);

    app.get(
      '/sim/epuap/login',
      {
        config: { demoOnly: true },
        schema: { tags: ['e-service'], summary: 'Tryb demonstracyjny: symulator e-usługi, wybór osoby testowej', querystring: simulatorQuerySchema },
      },
      async (request, reply) => {
        const samlRequest = request.query.SAMLRequest;
        if (!samlRequest || !(await readSimulatorRequest(deps, samlRequest))) return html(reply, 400, renderSimulatorError());
        const choices = await simulatorChoices(deps);
        return html(reply, 200, renderSimulatorLogin({ samlRequest, relayState: request.query.RelayState ?? '', choices }));
      },
    );

    app.post(
      '/sim/epuap/login',
      {
        config: { demoOnly: true },
        schema: { tags: ['e-service'], summary: 'Tryb demonstracyjny: symulator e-usługi, podpisana odpowiedź', body: simulatorFormSchema },
      },
      async (request, reply) => {
        const samlRequest = await readSimulatorRequest(deps, request.body.SAMLRequest);
        const answer = samlRequest && request.body.choice ? await simulatorAnswer(deps, samlRequest, request.body.choice) : null;
        if (!samlRequest || !answer) return html(reply, 400, renderSimulatorError());
        return html(reply, 200, renderSimulatorAnswer({ action: samlRequest.assertionConsumerUrl, samlResponse: answer, relayState: request.body.RelayState ?? '' }));
      },
    );

    app.get(
      '/sim/epuap/logout',
      {
        config: { demoOnly: true },
        schema: { tags: ['e-service'], summary: 'Tryb demonstracyjny: symulator e-usługi, wylogowanie (single logout) osoby testowej' },
      },
      async (_request, reply) => {
        // Each link carries a freshly signed, single-use logout request: another site cannot read them, so it cannot log anyone out.
        const people = await Promise.all(
          (await simulatorChoices(deps))
            .filter((c) => c.account !== 'NONE')
            .map(async (c) => ({ ...c, href: (await simulatorLogout(deps, c.nationalId))! })),
        );
        return html(reply, 200, renderSimulatorLogout({ people }));
      },
    );

    app.get(
      '/sim/epuap/sign',
      {
        config: { demoOnly: true },
        schema: { tags: ['e-service'], summary: 'Tryb demonstracyjny: symulator podpisu zaufanego, wybór osoby podpisującej oświadczenie do autoryzacji konta' },
      },
      async (_request, reply) => html(reply, 200, renderSimulatorSign({ people: await simulatorChoices(deps) })),
    );

    app.post(
      '/sim/epuap/sign',
      {
        config: { demoOnly: true },
        schema: {
          tags: ['e-service'],
          summary: 'Tryb demonstracyjny: oświadczenie do autoryzacji konta podpisane przez symulator (plik XML z podpisem) do pobrania',
          body: simulatorSignFormSchema,
        },
      },
      async (request, reply) => {
        const choices = await simulatorChoices(deps);
        const chosen = request.body.choice ? choices.find((c) => c.nationalId === request.body.choice) : undefined;
        const { nationalId, name, lastName } = chosen ?? request.body;
        if (!nationalId || !/^\d{11}$/.test(nationalId) || !name?.trim() || !lastName?.trim()) {
          return html(reply, 400, renderSimulatorSign({ people: choices, error: 'Podaj PESEL (11 cyfr), imię i nazwisko osoby podpisującej.' }));
        }
        const xml = await simulatorSignedAuthorisation(deps, { nationalId, name: name.trim(), lastName: lastName.trim() });
        return reply
          .header('cache-control', 'no-store')
          .header('content-disposition', `attachment; filename="upowaznienie-podpisane-${nationalId}.xml"`)
          .type('application/xml; charset=utf-8')
          .send(xml);
      },
    );

    app.get(SIMULATOR_SCRIPT_PATH, { config: { demoOnly: true }, schema: { hide: true } }, async (_request, reply) =>
      reply.header('cache-control', 'no-cache').type('text/javascript; charset=utf-8').send(SIMULATOR_SCRIPT),
    );
  };
