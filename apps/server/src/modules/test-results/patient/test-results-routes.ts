import type { FastifyError, FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import {
  apiErrorSchema,
  imagingViewerSchema,
  patientParamsSchema,
  recordParamsSchema,
  recordsListQuerySchema,
  resultDocumentParamsSchema,
  resultTrendQuerySchema,
  resultTrendSchema,
  testResultPageSchema,
  z,
} from '@portal/contracts';
import { requestLanguage } from '../../../i18n/request-language';
import type { Deps } from '../../../deps';
import { AppError } from '../../../errors';
import { sendPrintout } from '../../../lib/printout';
import { patientOf } from '../../../plugins/patient-access';
import { requireAuth } from '../../../plugins/session';
import { imagingRoutes } from './imaging-routes';
import { viewerAddress, viewerHolderCookie, viewerLanguages } from '../core/imaging-viewer-service';
import { sendDownload } from '../../../lib/downloads';
import * as results from '../core/test-results-service';

const tags = ['test-results'];
const base = '/mpi/test-results/mpi-user/:patientId';
const patient = { patient: 'params' } as const;
const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 404: apiErrorSchema } as const;
const noBody = z.null().describe('Bez treści');
const kinds = ['content', 'archive'] as const;
const kindWords = { content: 'dokument wyniku (PDF)', archive: 'archiwum wyniku (HL7 CDA, gdy placówka prowadzi EDM)' };

/**
 * Bad parameters of the results' calls answer 400 BAD_REQUEST "Błędne parametry wywołania" (spec part 1
 * §8, part 2 §8), with the fields at fault in `errors`: the schema's validation and a wrong date range alike.
 */
function badParameters(app: FastifyInstance) {
  app.setErrorHandler((err: FastifyError, _request, _reply) => {
    if (hasZodFastifySchemaValidationErrors(err)) {
      const context = err.validationContext === 'body' ? [] : [err.validationContext];
      const fields = err.validation.map((v) => ({ path: [...context, ...String(v.instancePath ?? '').split('/').filter(Boolean)].join('.'), message: v.message ?? 'Niepoprawna wartość' }));
      throw new AppError('BAD_REQUEST', undefined, { errors: fields });
    }
    if (err instanceof AppError && err.code === 'VALIDATION_ERROR' && err.extra.errors?.every((e) => e.path.startsWith('query.'))) {
      throw new AppError('BAD_REQUEST', undefined, { errors: err.extra.errors });
    }
    throw err;
  });
}

/**
 * The patient's test results (spec part 1 §7 "Test results", part 2 §2 "Test results with imaging", §7):
 * published orders only; documents behind a HEAD check; the imaging viewer's address; the extended
 * printout; one analyte's trend; and the imaging files of part 2 §3–§5 (imaging-routes.ts).
 */
export const testResultsRoutes =
  (deps: Deps): FastifyPluginAsyncZod =>
  async (app) => {
    badParameters(app);

    app.get(
      base,
      {
        config: patient,
        schema: {
          tags,
          summary: 'Wyniki badań pacjenta (opublikowane), od najnowszego zlecenia, 10 na stronę',
          description: 'after/before: dni przychodni (domyślnie ostatni rok do dziś; najwyżej 20 lat wstecz, bez przyszłości). Błędne parametry: 400 BAD_REQUEST.',
          params: patientParamsSchema,
          querystring: recordsListQuerySchema,
          response: { 200: testResultPageSchema, ...errors },
        },
      },
      async (request) => results.listResults(deps, patientOf(request), request.query),
    );

    app.get(
      `${base}/trend`,
      {
        config: patient,
        schema: {
          tags,
          summary: 'Przebieg jednego parametru (kod badania): opublikowane wartości liczbowe z 20 lat, najwyżej 100 ostatnich, od najstarszej',
          params: patientParamsSchema,
          // `code` is checked past the access check, so an unknown patient answers 404 whatever the query.
          querystring: resultTrendQuerySchema.partial(),
          response: { 200: resultTrendSchema, ...errors },
        },
      },
      async (request) => {
        const { code } = request.query;
        if (!code) throw new AppError('BAD_REQUEST', undefined, { errors: [{ path: 'query.code', message: 'Podaj kod badania' }] });
        return results.resultTrend(deps, patientOf(request), code);
      },
    );

    for (const kind of kinds) {
      // The order's own document; and the fallback addresses: `elementary` (id: an elementary result) or `main` (id: its order).
      for (const [path, paramsSchema, target] of [
        [`${base}/order/:id/${kind}`, recordParamsSchema, (p: { id: number }) => ({ type: 'order' as const, id: p.id })],
        [`${base}/order/:id/:type/${kind}`, resultDocumentParamsSchema, (p: { id: number; type?: 'elementary' | 'main' }) => ({ type: p.type ?? 'main', id: p.id })],
      ] as const) {
        app.head(
          path,
          { config: patient, schema: { tags, summary: `Czy istnieje ${kindWords[kind]} (200 albo 404, bez treści)`, params: paramsSchema, response: { 200: noBody, ...errors } } },
          async (request, reply) => {
            await results.documentExists(deps, patientOf(request), target(request.params), kind);
            return reply.status(200).send(null);
          },
        );
        app.get(
          path,
          {
            config: patient,
            exposeHeadRoute: false,
            schema: { tags, summary: `Pobranie: ${kindWords[kind]}`, params: paramsSchema, produces: ['application/pdf', 'application/xml'], response: errors },
          },
          async (request, reply) => {
            const { opened, inline } = await results.openDocument(deps, patientOf(request), target(request.params), kind);
            return sendDownload(reply, opened, { inline });
          },
        );
      }
    }

    app.get(
      `${base}/order/:id/agfa`,
      {
        config: patient,
        schema: {
          tags,
          summary: 'Adres przeglądarki obrazów badania (ramka /benefits/agfaresult); 404: archiwum nie ma badania',
          params: recordParamsSchema,
          querystring: z.object({ lang: z.enum(viewerLanguages).optional() }),
          response: { 200: imagingViewerSchema, ...errors },
        },
      },
      async (request, reply) => {
        const holder = { kind: 'P', sessionIdHash: requireAuth(request).sessionIdHash } as const;
        const address = await viewerAddress(deps, patientOf(request), request.params.id, holder, { publishedOnly: true, lang: request.query.lang });
        const cookie = viewerHolderCookie(deps, holder);
        reply.setCookie(cookie.name, cookie.value, cookie.options);
        return address;
      },
    );

    app.get(
      `${base}/extended/:id/printout`,
      {
        config: patient,
        schema: { tags, summary: 'Wydruk rozszerzony wyniku (PDF): wartości, zakresy, ocena i poprzednie wyniki', params: recordParamsSchema, produces: ['application/pdf'], response: errors },
      },
      async (request, reply) => {
        const { pdf, fileName } = await results.resultPrintout(deps, patientOf(request), request.params.id, requestLanguage(request));
        return sendPrintout(reply, pdf, fileName);
      },
    );

    await app.register(imagingRoutes(deps));
  };
