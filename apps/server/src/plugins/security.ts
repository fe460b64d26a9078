import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet from '@fastify/helmet';
import type { Deps } from '../deps';
import { AppError } from '../errors';
import moduleFlagsPlugin from './module-flags';

/** Header our client sends on every call; a cross-site form or fetch cannot set it without CORS. */
export const CLIENT_HEADER = 'x-portal-client';
const UNSAFE = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The route takes a form another site's page posts (the public e-service's answers: the sign-in's
     * SAML HTTP-POST binding, a signed document's return to /api/mpi/e-sign/confirm): the same-origin
     * check is skipped, so the route must prove the request itself (a signed, single-use answer bound to
     * the browser that asked; a single-use request token and a verified XAdES signature).
     */
    crossSiteForm?: boolean;
    /**
     * A GET that changes something (the spec names a few writes as GET: the mobile app's PIN and
     * unpairing, a printout that records a new number): it gets the same-origin check of the unsafe
     * methods, since a cross-site link or image carries the SameSite=Lax session cookie to a GET.
     */
    writes?: boolean;
  }
  interface FastifyInstance {
    /** `METHOD url` of every route declaring `writes` (for the test that lists them). */
    writingGets: string[];
  }
}

export default fp(async function securityPlugin(app: FastifyInstance, opts: { deps: Deps }) {
  const publicOrigin = opts.deps.config.PUBLIC_URL ? new URL(opts.deps.config.PUBLIC_URL).origin : null;

  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // Mantine writes its CSS variables into style attributes and tags.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        // The captcha's recording is fetched with its token and played from a blob: URL.
        mediaSrc: ["'self'", 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        // The self-assessment's interview frame: our own triage service is on this origin; an external
        // one (TRIAGE_SERVICE=http) adds exactly its origin; so does an external imaging viewer (IMAGING_ARCHIVE=dicomweb).
        frameSrc: ["'self'", ...[opts.deps.triage.frameOrigin, opts.deps.imaging.viewerOrigin].filter((o): o is string => o !== null)],
        frameAncestors: ["'self'"],
        formAction: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        upgradeInsecureRequests: null,
      },
    },
    strictTransportSecurity: publicOrigin?.startsWith('https:') ? { maxAge: 31536000, includeSubDomains: true } : false,
    crossOriginEmbedderPolicy: false,
  });

  // After the headers and before the same-origin and session checks: a route of a switched-off
  // module reads as a miss to everyone, with the headers of a miss.
  await app.register(moduleFlagsPlugin, { deps: opts.deps });

  app.decorate('writingGets', [] as string[]);
  app.addHook('onRoute', (route) => {
    if (!route.config?.writes) return;
    const methods = [route.method].flat();
    if (methods.some((m) => m !== 'GET' && m !== 'HEAD')) throw new Error(`${route.url}: config.writes is for GET routes; other writes are checked anyway`);
    for (const m of methods) app.writingGets.push(`${m} ${route.url}`);
  });

  // State-changing calls must come from our own pages: a same-origin Origin header, or our client
  // header, or the browser's own word that the request comes from our origin (Sec-Fetch-Site: a
  // printout opened in a new window is a navigation, without our header). Decided on the matched
  // route, whatever its URL looks like (`/%61pi/...` and `http://host/api/...` reach the same routes as
  // `/api/...`): every unsafe API call and every GET declaring `writes` is checked; pages for the
  // browser (the demo simulator's own form) and a route that declares a cross-site form are not.
  app.addHook('onRequest', async (request) => {
    const config = request.routeOptions.config;
    if (!UNSAFE.has(request.method) && !((request.method === 'GET' || request.method === 'HEAD') && config?.writes)) return;
    // No route matched: nothing to protect, and a miss must read the same for every client (404).
    if (!request.routeOptions.url) return;
    if (config?.page || config?.crossSiteForm) return;
    const origin = request.headers.origin;
    if (origin) {
      const own = publicOrigin ?? `${request.protocol}://${request.headers.host}`;
      if (origin !== own) throw new AppError('ORIGIN_REJECTED');
      return;
    }
    if (request.headers[CLIENT_HEADER] !== '1' && request.headers['sec-fetch-site'] !== 'same-origin') throw new AppError('ORIGIN_REJECTED');
  });

  // API answers hold personal data: no browser or proxy keeps them, unless a route says otherwise
  // (public settings for a minute, the identification revalidated by its ETag). Pages set their own.
  app.addHook('onSend', async (request, reply) => {
    if (!request.routeOptions.config?.page && !reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
  });
});
