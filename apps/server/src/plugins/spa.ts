import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import fastifyStatic from '@fastify/static';
import { apiNotFound } from './errors';
import { declarePages } from './session';

/**
 * Serves the built SPA with a history fallback; anything under /api that no route takes is a JSON 404,
 * and so is a missing file under /assets (an old hashed bundle must fail to load, not receive the page).
 */
export default fp(async function spaPlugin(app: FastifyInstance, opts: { root: string }) {
  const index = path.join(opts.root, 'index.html');
  const built = fs.existsSync(index);
  if (built) {
    await app.register(async (files) => {
      declarePages(files);
      await files.register(fastifyStatic, {
        root: opts.root,
        wildcard: false,
        index: false,
        // Hashed assets never change; index.html always revalidates. Without cacheControl: false the
        // static plugin's own "public, max-age=0" replaces what setHeaders says.
        cacheControl: false,
        setHeaders: (res, file) => {
          res.setHeader('cache-control', file.includes(`${path.sep}assets${path.sep}`) ? 'public, max-age=31536000, immutable' : 'no-cache');
        },
      });
    });
  }
  app.setNotFoundHandler((request, reply) => {
    const pathname = request.url.split('?')[0];
    if (pathname.startsWith('/api/') || pathname === '/api' || pathname.startsWith('/assets/') || request.method !== 'GET') {
      return reply.status(404).send(apiNotFound());
    }
    if (!built) {
      return reply
        .status(503)
        .type('text/plain; charset=utf-8')
        .send('Aplikacja WWW nie została zbudowana. Uruchom "npm run build" (lub "npm start").');
    }
    return reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(fs.createReadStream(index));
  });
});
