import path from 'node:path';
import Fastify, { LogController, type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import '@portal/contracts';
import type { Deps } from './deps';
import { modules as portalModules, type PortalModule } from './modules/index';
import demoOnlyPlugin from './plugins/demo-only';
import errorsPlugin, { onFrameworkError } from './plugins/errors';
import patientAccessPlugin from './plugins/patient-access';
import inputPlugin from './plugins/input';
import { flagRoutes } from './plugins/module-flags';
import multipartPlugin from './plugins/multipart';
import openapiPlugin from './plugins/openapi';
import rateLimitPlugin from './plugins/rate-limit';
import requestLogPlugin from './plugins/request-log';
import securityPlugin from './plugins/security';
import sessionPlugin, { declarePages } from './plugins/session';
import spaPlugin from './plugins/spa';
import staffAccessPlugin from './plugins/staff-access';
import staffChangeLogPlugin from './plugins/staff-change-log';
import websocketPlugin from './plugins/websocket';
import { logSafeError } from './log-safe-error';
import { logSafeUrl } from './log-safe-url';
import { repoRoot } from './paths';
import { APP_VERSION } from './version';

const defaultWebDist = path.join(repoRoot, 'apps/web/dist');
const defaultClinicDist = path.join(repoRoot, 'apps/clinic/dist');

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

export interface BuildOptions {
  /** Where the log goes (a pino destination); standard output when not given. */
  logStream?: { write(line: string): void };
  /** The modules to serve (modules/index.ts by default; a test may add one, e.g. a booking source for questionnaires). */
  modules?: readonly PortalModule[];
}

/** Levels at which requests are logged (Fastify logs them at info). */
const REQUEST_LEVELS = new Set(['info', 'debug', 'trace']);

export async function buildApp(deps: Deps, opts: BuildOptions = {}): Promise<FastifyInstance> {
  // Demo mode prints each request as one short line (plugins/request-log); production logs pino JSON.
  const shortRequestLog = deps.config.PORTAL_MODE === 'demo';
  const app = Fastify({
    logger:
      deps.config.LOG_LEVEL === 'silent'
        ? false
        : {
            // Demo mode at `info`: requests are the short lines, so pino keeps to warnings and errors
            // (no JSON "Server listening" line after the start banner).
            level: shortRequestLog && deps.config.LOG_LEVEL === 'info' ? 'warn' : deps.config.LOG_LEVEL,
            redact,
            stream: opts.logStream,
            serializers: {
              // Links from e-mails and SSO carry their secret in the URL; the log keeps the URL without it.
              req: (req: { method: string; url: string; ip?: string }) => ({ method: req.method, url: logSafeUrl(req.url), remoteAddress: req.ip }),
              // A failed query keeps its SQL, never its parameters (see log-safe-error).
              err: logSafeError,
            },
          },
    logController: new LogController({ disableRequestLogging: shortRequestLog }),
    trustProxy: deps.config.TRUST_PROXY,
    // JSON bodies are small: files never travel inside them (multipart, plugins/multipart).
    bodyLimit: 1024 * 1024,
    genReqId: () => crypto.randomUUID(),
    // A path parameter may be a list: the interaction printout's /printout/{patientId}/{ids} names up to 30 drugs (14-digit ids).
    routerOptions: { maxParamLength: 600 },
    // A URL the router cannot decode (`/%`, `/api/%E0%A4%A`) gets the API's error shape, not Fastify's echo of it.
    frameworkErrors: onFrameworkError,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  await app.register(errorsPlugin, { db: deps.db });
  if (shortRequestLog && REQUEST_LEVELS.has(deps.config.LOG_LEVEL)) {
    const stream = opts.logStream ?? process.stdout;
    await app.register(requestLogPlugin, { write: (line) => void stream.write(line) });
  }
  await app.register(inputPlugin);
  await app.register(securityPlugin, { deps });
  await app.register(sessionPlugin, { deps });
  await app.register(patientAccessPlugin, { db: deps.db });
  await app.register(staffAccessPlugin, { deps });
  await app.register(staffChangeLogPlugin, { deps });
  await app.register(rateLimitPlugin);
  await app.register(demoOnlyPlugin, { config: deps.config });
  await app.register(multipartPlugin);
  await app.register(websocketPlugin);
  await app.register(openapiPlugin, { version: APP_VERSION });
  const modules = opts.modules ?? portalModules;
  for (const m of modules) {
    const { flag, routes, clinicRoutes } = m;
    if (!routes && !clinicRoutes) continue;
    const declared = { patient: app.patientRoutes.length, staff: app.staffRoutes.length };
    await app.register(
      async (scope) => {
        if (flag) flagRoutes(scope, flag);
        if (routes) await scope.register(routes(deps, { modules }));
        if (clinicRoutes) await scope.register(clinicRoutes(deps, { modules }));
      },
      { prefix: '/api' },
    );
    // The routes this module declared, named after it (the access and role matrices run per module).
    for (const r of app.patientRoutes.slice(declared.patient)) r.module = m.name;
    for (const r of app.staffRoutes.slice(declared.staff)) r.module = m.name;
  }
  await app.register(async (pages) => {
    declarePages(pages);
    // Modules' own pages, outside /api: the demo outbox, the e-service simulator, the provider's "other
    // application" of the SSO link (demo mode only and local only, plugins/demo-only), our triage
    // service's interview, the imaging viewer.
    for (const m of modules) if (m.pages) await pages.register(m.pages(deps));
  });
  await app.register(spaPlugin, { root: deps.config.WEB_DIST ?? defaultWebDist, clinicRoot: deps.config.CLINIC_DIST ?? defaultClinicDist });
  await app.ready();
  return app as unknown as FastifyInstance;
}
