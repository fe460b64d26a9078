import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import '@portal/contracts';
import type { Deps } from './deps';
import { modules } from './modules/index';
import { devPagesRoutes } from './modules/dev/dev-routes';
import { epuapSimulatorPages } from './modules/epuap/epuap-routes';
import errorsPlugin from './plugins/errors';
import multipartPlugin from './plugins/multipart';
import openapiPlugin from './plugins/openapi';
import rateLimitPlugin from './plugins/rate-limit';
import securityPlugin from './plugins/security';
import sessionPlugin from './plugins/session';
import spaPlugin from './plugins/spa';
import { logSafeUrl } from './log-safe-url';
import { repoRoot } from './paths';
import { APP_VERSION } from './version';

const defaultWebDist = path.join(repoRoot, 'apps/web/dist');

/** Personal data never reaches the logs. */
const redact = [
  'req.headers.cookie',
  'req.headers.authorization',
  'res.headers["set-cookie"]',
  '*.password',
  '*.oldPassword',
  '*.newPassword',
  '*.token',
  '*.email',
  '*.phoneNumber',
  '*.nationalIdentificationNumber',
  '*.pesel',
];

export async function buildApp(deps: Deps): Promise<FastifyInstance> {
  const app = Fastify({
    logger:
      deps.config.LOG_LEVEL === 'silent'
        ? false
        : {
            level: deps.config.LOG_LEVEL,
            redact,
            // Links from e-mails and SSO carry their secret in the URL; the log keeps the URL without it.
            serializers: {
              req: (req: { method: string; url: string; ip?: string }) => ({ method: req.method, url: logSafeUrl(req.url), remoteAddress: req.ip }),
            },
          },
    trustProxy: deps.config.TRUST_PROXY,
    // JSON bodies are small: files never travel inside them (multipart, plugins/multipart).
    bodyLimit: 1024 * 1024,
    genReqId: () => crypto.randomUUID(),
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  await app.register(errorsPlugin);
  await app.register(securityPlugin, { deps });
  await app.register(sessionPlugin, { deps });
  await app.register(rateLimitPlugin);
  await app.register(multipartPlugin);
  await app.register(openapiPlugin, { version: APP_VERSION });
  for (const m of modules) await app.register(m.routes(deps), { prefix: '/api' });
  // The demo outbox page lives outside /api (it is opened in the browser); it registers nothing in production.
  await app.register(devPagesRoutes(deps));
  // The e-service simulator's pages (/sim/epuap), demo mode only, like the outbox page.
  await app.register(epuapSimulatorPages(deps));
  await app.register(spaPlugin, { root: deps.config.WEB_DIST ?? defaultWebDist });
  await app.ready();
  return app as unknown as FastifyInstance;
}
