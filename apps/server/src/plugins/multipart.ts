import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import multipart from '@fastify/multipart';

/**
 * Multipart uploads, streamed (never buffered whole). These limits hold for a route that sets none;
 * the files module passes each use's own (count, bytes per file) when it reads the parts. An
 * oversize file does not throw: it ends with `file.truncated` set, which the files module checks.
 */
export default fp(async function multipartPlugin(app: FastifyInstance) {
  await app.register(multipart, {
    throwFileSizeLimit: false,
    limits: { fieldNameSize: 100, fieldSize: 1_000, fields: 10, fileSize: 1024 * 1024, files: 1, parts: 20, headerPairs: 100 },
  });
});
