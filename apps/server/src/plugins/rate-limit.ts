import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import rateLimit from '@fastify/rate-limit';
import { AppError } from '../errors';

/**
 * Per-IP request limits for the public calls a script would hammer (sign-in, password change, the
 * client event log). Routes opt in with `config: { rateLimit: perMinute(n) }`. The counters live in
 * this process: behind a load balancer each copy counts on its own, which still bounds an attacker
 * to N × the limit; the per-account lock after failed sign-ins is in the database and is exact.
 */
export default fp(async function rateLimitPlugin(app: FastifyInstance) {
  await app.register(rateLimit, {
    global: false,
    errorResponseBuilder: (_request, context) =>
      new AppError('RATE_LIMITED', undefined, { headers: { 'retry-after': String(Math.ceil(context.ttl / 1000)) } }),
  });
});

export const perMinute = (max: number) => ({ max, timeWindow: 60_000 });
