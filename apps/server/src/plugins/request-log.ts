import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { logSafeUrl } from '../log-safe-url';

/** One request as demo mode prints it: method, URL without its secrets, status and time taken. */
export const shortRequestLine = (method: string, url: string, status: number, ms: number) =>
  `${method} ${logSafeUrl(url)} ${status} ${Math.round(ms)} ms\n`;

/**
 * Demo mode (`npm start`): a short line per answered request, written to the log's stream, instead of
 * pino's two JSON entries (Fastify's request logging is off there, see app.ts). Production keeps JSON.
 */
export default fp(async function requestLogPlugin(app: FastifyInstance, opts: { write: (line: string) => void }) {
  app.addHook('onResponse', async (request, reply) => {
    opts.write(shortRequestLine(request.method, request.url, reply.statusCode, reply.elapsedTime));
  });
});
