import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { sql } from 'drizzle-orm';
import { errorMessages, errorStatus, type ApiError, type ErrorCode } from '@portal/contracts';
import type { Db } from '../db/client';
import { AppError } from '../errors';
import { watchOutages, type OutageWatch } from '../lib/outage';

declare module 'fastify' {
  interface FastifyInstance {
    /** Outages of the database (lib/outage): readiness checks through it. */
    outage: OutageWatch;
  }
}

/** Seconds a client is asked to wait before trying again during an outage. */
const RETRY_AFTER_SECONDS = 30;

const body = (code: ErrorCode, message?: string, extra: Partial<ApiError> = {}): ApiError => ({
  errorCode: code,
  message: message ?? errorMessages[code],
  ...extra,
});

/**
 * The database answers a query and takes a write: a transaction given an id of its own commits, which
 * writes its commit record (a table-free write, nothing kept).
 */
export const databaseProbe = (db: Db) => () =>
  db.transaction(async (tx) => {
    await tx.execute(sql`select pg_current_xact_id()`);
  });

/**
 * Maps every failure to the API's one error shape; a 5xx never carries a stack, SQL or a path. A
 * database that does not answer, or whose disk is full, is a 503 SERVICE_UNAVAILABLE, logged once per
 * outage (lib/outage) rather than a stack per request.
 */
export default fp(async function errorsPlugin(app: FastifyInstance, opts: { db: Db }) {
  const outage = watchOutages(databaseProbe(opts.db), app.log);
  app.decorate('outage', outage);
  app.addHook('onClose', async () => outage.stop());
  app.setErrorHandler((err: FastifyError, request, reply) => {
    if (outage.report(err)) {
      return reply.status(503).header('retry-after', String(RETRY_AFTER_SECONDS)).send(body('SERVICE_UNAVAILABLE'));
    }
    if (err instanceof AppError) {
      if (err.extra.headers) reply.headers(err.extra.headers);
      return reply
        .status(errorStatus[err.code])
        .send(body(err.code, err.message, { errors: err.extra.errors, details: err.extra.details }));
    }
    if (hasZodFastifySchemaValidationErrors(err)) {
      // Paths of the body are relative to it (`patient.birthDate`), as the form's fields are named;
      // a query string or path parameter keeps its part in front (`query.after`, `params.patientId`).
      const context = err.validationContext === 'body' ? [] : [err.validationContext];
      const errors = err.validation.map((v) => ({
        path: [...context, ...String(v.instancePath ?? '').split('/').filter(Boolean)].join('.'),
        message: v.message ?? 'Niepoprawna wartość',
      }));
      const first = errors[0];
      return reply
        .status(400)
        // The message is shown to people as is; the fields at fault travel in `errors`.
        .send(body('VALIDATION_ERROR', first?.message, { errors }));
    }
    if (isResponseSerializationError(err)) {
      request.log.error({ err }, 'response does not match its schema');
      return reply.status(500).send(body('INTERNAL_ERROR'));
    }
    const status = err.statusCode ?? 500;
    if (status === 413) return reply.status(413).send(body('PAYLOAD_TOO_LARGE'));
    if (status === 429) return reply.status(429).send(body('RATE_LIMITED'));
    if (status >= 400 && status < 500) {
      // Fastify's own 4xx (malformed JSON, wrong content type, ...): no internals leak into the message.
      return reply.status(status === 415 || status === 406 ? status : 400).send(body('BAD_REQUEST'));
    }
    request.log.error({ err }, 'unhandled error');
    return reply.status(500).send(body('INTERNAL_ERROR'));
  });
});

export const apiNotFound = (): ApiError => body('NOT_FOUND');

/**
 * Fastify's `frameworkErrors`: a URL the router cannot decode, or a path parameter too long. Answered
 * in the one error shape, without echoing the URL; no route ran, so the headers of the security hooks
 * are set here.
 */
export function onFrameworkError(_err: FastifyError, _request: FastifyRequest, reply: FastifyReply): void {
  void reply.status(400).header('cache-control', 'no-store').header('x-content-type-options', 'nosniff').send(body('BAD_REQUEST'));
}
