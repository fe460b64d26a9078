import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { SSO_COOKIE_NAME } from '@portal/contracts';
import type { Deps } from '../../deps';
import { escapeHtml, htmlPage } from '../../lib/html';
import { redeemForOtherApp } from './sso-service';

const style = 'body{font-family:Arial,Helvetica,sans-serif;margin:0;padding:24px;background:#f4f6f8;color:#1a1a1a}main{max-width:560px;margin:0 auto;background:#fff;border-radius:8px;padding:24px}h1{font-size:22px}p{line-height:1.5}';

/**
 * Demo mode only (and only for this machine): a stand-in for the provider's other application, the
 * target of the seeded top-bar link marked `sso`. It reads the `ssotoken` cookie the portal left just
 * before opening it, redeems it once and says whose session it received — or that none came.
 */
export const ssoOtherAppPages =
  (deps: Deps): FastifyPluginAsyncZod =>
  async (app) => {
    if (deps.config.PORTAL_MODE !== 'demo') return;
    app.get('/sim/other-app', { config: { demoOnly: true }, schema: { hide: true } }, async (request, reply) => {
      const token = request.cookies[SSO_COOKIE_NAME];
      const who = token ? await redeemForOtherApp(deps, token) : null;
      const body = who
        ? `<p data-testid="sso-user">Zalogowano jako <strong>${escapeHtml(who.username)}</strong> — sesja przekazana z Portalu Pacjenta jednorazowym tokenem SSO.</p>`
        : '<p data-testid="sso-user">Nie przekazano sesji: brak ważnego tokenu SSO. Otwórz tę aplikację odnośnikiem z górnego paska Portalu Pacjenta.</p>';
      reply.clearCookie(SSO_COOKIE_NAME, { path: '/' });
      return reply
        .header('cache-control', 'no-store')
        .type('text/html; charset=utf-8')
        .send(htmlPage({ title: 'Inna aplikacja przychodni (demo)', style, body: `<main><h1>Inna aplikacja przychodni (demo)</h1>${body}</main>` }));
    });
  };
