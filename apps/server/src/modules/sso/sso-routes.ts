import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { accountSchema, apiErrorSchema, ssoGenerateRequestSchema, ssoTokenLoginRequestSchema, valueOf, z } from '@portal/contracts';
import type { Deps } from '../../deps';
import { requireAuth } from '../../plugins/session';
import { perMinute } from '../../plugins/rate-limit';
import type { SessionPort } from '../accounts/sign-in-service';
import { generateToken, signInWithToken, ssoSettings } from './sso-service';

/**
 * Single sign-on between the provider's applications (spec part 1 §7 "Partners, single sign-on"):
 * a signed-in person gets a one-time token another application hands back to /login?ssotoken=…,
 * which signs in with it. The sign-in call follows the style of the other sign-in paths.
 */
export const ssoRoutes =
  (deps: Deps): FastifyPluginAsyncZod =>
  async (app) => {
    const sessionPort = (request: FastifyRequest, reply: FastifyReply): SessionPort => app.sessions.portFor(request, reply);

    app.post(
      '/mpi/sso/generate',
      {
        config: { rateLimit: perMinute(deps.config.SIGN_IN_RATE_LIMIT_PER_MINUTE) },
        schema: {
          tags: ['sso'],
          summary: 'Jednorazowy token logowania (SSO) dla zalogowanego konta: ważny 2 minuty; userId musi być własnym kontem',
          body: ssoGenerateRequestSchema,
          response: { 200: valueOf(z.string()), 400: apiErrorSchema, 401: apiErrorSchema, 404: apiErrorSchema, 429: apiErrorSchema },
        },
      },
      async (request) => {
        const auth = requireAuth(request);
        return generateToken(deps, request.body, { accountId: auth.account.id, sessionIdHash: auth.sessionIdHash });
      },
    );

    app.get(
      '/mpi/sso/sso-settings',
      {
        config: { public: true },
        schema: {
          tags: ['sso'],
          summary: 'Domena ciasteczka ssotoken; null: tylko host portalu',
          response: { 200: valueOf(z.string().nullable()) },
        },
      },
      async () => ssoSettings(deps),
    );

    app.post(
      '/mpi/accounts/login/sso-token',
      {
        config: { public: true, rateLimit: perMinute(deps.config.SIGN_IN_RATE_LIMIT_PER_MINUTE) },
        schema: {
          tags: ['accounts'],
          summary: 'Logowanie jednorazowym tokenem SSO (/login?ssotoken=…); otwiera sesję',
          body: ssoTokenLoginRequestSchema,
          response: { 200: accountSchema, 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 429: apiErrorSchema },
        },
      },
      async (request, reply) => signInWithToken(deps, request.body.token, { ip: request.ip, sessions: sessionPort(request, reply) }),
    );
  };
