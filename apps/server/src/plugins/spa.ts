import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import fastifyStatic from '@fastify/static';
import { apiNotFound } from './errors';
import { declarePages } from './session';

/** Where the clinic console is served (apps/clinic, Vite `base: '/clinic/'`). */
export const CLINIC_PREFIX = '/clinic';

interface Spa {
  /** The build folder (index.html, assets/). */
  root: string;
  /** The URL prefix its files are served under ('/' or '/clinic/'). */
  prefix: string;
  index: string;
  built: boolean;
}

const spaAt = (dist: string, prefix: string): Spa => {
  // WEB_DIST and CLINIC_DIST may be given relative to where the server starts.
  const root = path.resolve(dist);
  const index = path.join(root, 'index.html');
  return { root, prefix, index, built: fs.existsSync(index) };
};

/** Whether a request's path (as sent, percent-encoded) can name a file of the build: not a folder, not climbing out. */
function isFilePath(pathname: string): boolean {
  let decoded: string;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return false;
  }
  return !decoded.endsWith('/') && !decoded.split(/[/\\]/).includes('..');
}

/**
 * Serves one build's files: hashed assets cached for good, everything else (index.html) revalidated.
 * The build wrote a Brotli and a gzip copy beside each text file (the apps' vite.config.ts): the copy the
 * request's Accept-Encoding prefers is sent as it is (Brotli first), the plain file to a client that
 * accepts neither, and `Vary: Accept-Encoding` tells caches the answer depends on it.
 */
async function serveFiles(app: FastifyInstance, spa: Spa, decorateReply: boolean) {
  if (!spa.built) return;
  await app.register(async (files) => {
    declarePages(files);
    await files.register(fastifyStatic, {
      root: spa.root,
      prefix: spa.prefix,
      decorateReply,
      // One route for every file under the prefix, looked up on disk when asked for: a route per file
      // (some 1,300 with the compressed copies) took a third of a second of every start to register.
      wildcard: true,
      // A folder or a path climbing out of the build is no file: it goes to the not-found handler below
      // (the app's page, or a JSON 404 under /assets), as any missing file does.
      allowedPath: isFilePath,
      // Hidden files (a stray .env beside the build) are never served.
      dotfiles: 'ignore',
      index: false,
      preCompressed: true,
      // Without cacheControl: false the static plugin's own "public, max-age=0" replaces what setHeaders says.
      cacheControl: false,
      setHeaders: (res, file) => {
        res.setHeader('vary', 'accept-encoding');
        res.setHeader('cache-control', file.includes(`${path.sep}assets${path.sep}`) ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  });
}

function sendIndex(reply: FastifyReply, spa: Spa, notBuilt: string) {
  if (!spa.built) return reply.status(503).type('text/plain; charset=utf-8').send(notBuilt);
  return reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(fs.createReadStream(spa.index));
}

/**
 * Serves the two built SPAs, each with a history fallback: the clinic console (`clinicRoot`) under
 * /clinic/ — /clinic and any /clinic/... address get its index.html — and the patient portal (`root`)
 * everywhere else. Anything under /api that no route takes is a JSON 404, and so is a missing file
 * under /assets or /clinic/assets (an old hashed bundle must fail to load, not receive a page).
 */
export default fp(async function spaPlugin(app: FastifyInstance, opts: { root: string; clinicRoot: string }) {
  const web = spaAt(opts.root, '/');
  const clinic = spaAt(opts.clinicRoot, `${CLINIC_PREFIX}/`);
  await serveFiles(app, web, true);
  await serveFiles(app, clinic, false);

  app.setNotFoundHandler((request, reply) => {
    const pathname = request.url.split('?')[0];
    const isClinic = pathname === CLINIC_PREFIX || pathname.startsWith(`${CLINIC_PREFIX}/`);
    if (
      pathname.startsWith('/api/') ||
      pathname === '/api' ||
      pathname.startsWith('/assets/') ||
      pathname.startsWith(`${CLINIC_PREFIX}/assets/`) ||
      request.method !== 'GET'
    ) {
      return reply.status(404).send(apiNotFound());
    }
    if (isClinic) return sendIndex(reply, clinic, 'Konsola kliniki nie została zbudowana. Uruchom "npm run build" (lub "npm start").');
    return sendIndex(reply, web, 'Aplikacja WWW nie została zbudowana. Uruchom "npm run build" (lub "npm start").');
  });
});
