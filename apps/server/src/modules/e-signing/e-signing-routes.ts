import type { FastifyInstance, FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema, eSignConfirmFormSchema, z } from '@portal/contracts';
import type { Deps } from '../../deps';
import { DEMO_PERSONS } from '../../demo';
import { SIMULATOR_SIGN_PATH } from '../../integrations/e-signature/index';
import { perMinute } from '../../plugins/rate-limit';
import { publicOrigin } from '../../public-origin';
import { acceptSignedDocument, simulatorAnswer, simulatorDocument, type SignablesByKind } from './e-signing-service';
import { SIGN_SCRIPT, SIGN_SCRIPT_PATH, renderSigningAnswer, renderSigningError, renderSigningPage } from './e-signing-simulator-page';

const redirect = z.null().describe('Przekierowanie przeglądarki (nagłówek Location)');

/** Form posts (urlencoded) for the routes of one plugin: the e-service's answer carries the signed document, base64. */
function acceptForms(app: FastifyInstance, bodyLimit: number) {
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit }, (_request, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(String(body))));
  });
}

/**
 * The e-service's answer to a signing the portal started (modules call `startSigning`): a form the
 * browser posts from the e-service's page, cross-site in production. It needs no session and skips the
 * same-origin check (`crossSiteForm`, plugins/security): the single-use request token it carries and
 * the XAdES signature it brings, checked against the document and the signer, protect it instead.
 */
export const eSigningRoutes =
  (deps: Deps, signables: () => SignablesByKind): FastifyPluginAsyncZod =>
  async (app) => {
    acceptForms(app as unknown as FastifyInstance, 2 * 1024 * 1024);

    app.post(
      '/mpi/e-sign/confirm',
      {
        config: { public: true, crossSiteForm: true, rateLimit: perMinute(deps.config.SIGN_IN_RATE_LIMIT_PER_MINUTE) },
        schema: {
          tags: ['e-signing'],
          summary:
            'Odpowiedź e-usługi podpisu (formularz: token żądania, wynik, podpisany dokument XML w base64): weryfikacja podpisu XAdES, ' +
            'certyfikatu, treści i osoby podpisującej, potem przekierowanie na adres powodzenia (epuapstatus=ok) albo błędu (epuapstatus=error&reason=…)',
          body: eSignConfirmFormSchema,
          response: { 303: redirect, 400: apiErrorSchema, 429: apiErrorSchema },
        },
      },
      async (request, reply) => {
        const location = await acceptSignedDocument(deps, signables(), request.body, publicOrigin(deps.config, app.server));
        return reply.header('cache-control', 'no-store').redirect(location, 303);
      },
    );
  };

const html = (reply: FastifyReply, status: number, page: string) =>
  reply.status(status).header('cache-control', 'no-store').header('referrer-policy', 'same-origin').type('text/html; charset=utf-8').send(page);

const signQuerySchema = z.object({ request: z.string().max(100).optional() });
const signFormSchema = signQuerySchema.extend({ choice: z.string().max(20).optional(), action: z.enum(['sign', 'cancel']).optional() });

/** The simulator signs as the fixed test persons only, never as anyone else the database holds. */
const TEST_PERSONS = Object.values(DEMO_PERSONS);

/**
 * The e-service simulator's signing page, /sim/epuap/sign-document (demo mode only; in production
 * nothing is registered; in demo mode only for this machine, `demoOnly`): the document waiting under
 * the page's request id with the test persons to sign as, and the answer the browser posts back.
 */
export const eSigningSimulatorPages =
  (deps: Deps): FastifyPluginAsyncZod =>
  async (app) => {
    if (!deps.eSignature.simulator) return;
    acceptForms(app as unknown as FastifyInstance, 64 * 1024);

    app.get(
      SIMULATOR_SIGN_PATH,
      {
        config: { demoOnly: true },
        schema: { tags: ['e-signing'], summary: 'Tryb demonstracyjny: symulator podpisu zaufanego, dokument do podpisu i wybór osoby testowej', querystring: signQuerySchema },
      },
      async (request, reply) => {
        const requestId = request.query.request ?? '';
        const pending = simulatorDocument(deps, requestId);
        if (!pending) return html(reply, 400, renderSigningError());
        return html(reply, 200, renderSigningPage({ requestId, title: pending.title, xml: pending.xml, people: TEST_PERSONS }));
      },
    );

    app.post(
      SIMULATOR_SIGN_PATH,
      {
        config: { demoOnly: true },
        schema: { tags: ['e-signing'], summary: 'Tryb demonstracyjny: symulator podpisu zaufanego, podpisany dokument (albo anulowanie) w formularzu do portalu', body: signFormSchema },
      },
      async (request, reply) => {
        const requestId = request.body.request ?? '';
        if (request.body.action === 'cancel') {
          const answer = await simulatorAnswer(deps, requestId, 'cancel');
          return answer ? html(reply, 200, renderSigningAnswer(answer)) : html(reply, 400, renderSigningError());
        }
        const pending = simulatorDocument(deps, requestId);
        if (!pending) return html(reply, 400, renderSigningError());
        const person = TEST_PERSONS.find((p) => p.nationalId === request.body.choice);
        if (!person) {
          return html(reply, 400, renderSigningPage({ requestId, title: pending.title, xml: pending.xml, people: TEST_PERSONS, error: 'Wybierz osobę testową, która podpisze dokument.' }));
        }
        const answer = await simulatorAnswer(deps, requestId, { signAs: person });
        return answer ? html(reply, 200, renderSigningAnswer(answer)) : html(reply, 400, renderSigningError());
      },
    );

    app.get(SIGN_SCRIPT_PATH, { config: { demoOnly: true }, schema: { hide: true } }, async (_request, reply) =>
      reply.header('cache-control', 'no-cache').type('text/javascript; charset=utf-8').send(SIGN_SCRIPT),
    );
  };
