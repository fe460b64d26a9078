import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
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
export const perHour = (max: number) => ({ max, timeWindow: 60 * 60_000 });

/**
 * A second limit, with counters of its own, for a route whose `config.rateLimit` is already taken (the
 * plugin applies one limit a request). Added as the route's preHandler, it runs after the route's own
 * limit, so it counts only the requests that one let through. `keyGenerator`: what it counts by (the
 * client address unless given; e.g. the signed-in account).
 */
export function extraLimit(
  app: FastifyInstance,
  limit: { max: number; timeWindow: number; keyGenerator?: (request: FastifyRequest) => string },
): preHandlerAsyncHookHandler {
  const check = app.createRateLimit(limit);
  return async (request) => {
    const result = await check(request);
    if (!result.isAllowed && result.isExceeded) {
      throw new AppError('RATE_LIMITED', undefined, { headers: { 'retry-after': String(result.ttlInSeconds) } });
    }
  };
}
