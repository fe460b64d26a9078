import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema, triageFullDataSchema, triageLevelSchema, z } from '@portal/contracts';
import { triageLevels, type TriageLevel } from '@portal/domain';
import type { Deps } from '../../deps';
import { AppError, Validation } from '../../errors';
import { triageLanguages, triageLevelNames, type TriageLanguage } from '../../integrations/triage/decision-tree';
import { INTERVIEW_SCRIPT, INTERVIEW_SCRIPT_PATH, renderInterview, renderInvalidTicket, renderRecommendation, renderUnknownLevel } from './triage-page';

const tags = ['triage'];

const languageOf = (value: string | undefined): TriageLanguage => triageLanguages.find((l) => l === value) ?? 'pl';
const isLevel = (value: string): value is TriageLevel => (triageLevels as readonly string[]).includes(value);

const html = (reply: FastifyReply, status: number, page: string) =>
  reply.status(status).header('cache-control', 'no-store').type('text/html; charset=utf-8').send(page);

const interviewQuerySchema = z.object({ ticket: z.string().max(1000).optional(), lang: z.string().max(5).optional() });
const finishBodySchema = z.object({
  ticket: z.string().min(1).max(1000),
  lang: z.enum(triageLanguages),
  answers: z.record(z.string().max(20), z.array(z.string().max(40)).max(20)),
});
const finishedSchema = z.object({
  triageLevel: triageLevelSchema,
  levelName: z.string(),
  fullData: triageFullDataSchema,
  resultToken: z.string(),
});

/**
 * Our own triage service's pages under /sim/triage (TRIAGE_SERVICE=local; nothing is registered with an
 * external service): the interview shown in the self-assessment's frame (it needs the signed ticket of
 * GET /api/mpi/questionnaires/infermedica/url/{language}), its script, the call that ends it (the
 * service's own API: the decision tree runs here, on the server, and signs the result) and the advice
 * of each level. They read no portal session: the ticket is what binds an interview to an account.
 * They are the service, not a demo tool, so they answer every client.
 */
export const triagePages =
  (deps: Deps): FastifyPluginAsyncZod =>
  async (app) => {
    const service = deps.triageService;
    if (!service) return;

    app.get(
      '/sim/triage/interview',
      {
        schema: { tags, summary: 'Usługa triażu: strona wywiadu w ramce samooceny (bilet z adresu ramki, język pl, en lub uk)', querystring: interviewQuerySchema },
      },
      async (request, reply) => {
        const lang = languageOf(request.query.lang);
        const ticket = request.query.ticket ? service.readTicket(request.query.ticket) : null;
        if (!ticket || !request.query.ticket) return html(reply, 400, renderInvalidTicket(lang));
        // Framed only by the portal the ticket was issued for (the page of its origin that asked for it).
        const policy = reply.getHeader('content-security-policy');
        if (typeof policy === 'string') reply.header('content-security-policy', policy.replace(/frame-ancestors [^;]*/, `frame-ancestors ${ticket.portalOrigin}`));
        return html(reply, 200, renderInterview({ ticket: request.query.ticket, lang, portalOrigin: ticket.portalOrigin }));
      },
    );

    app.get(INTERVIEW_SCRIPT_PATH, { schema: { hide: true } }, async (_request, reply) =>
      reply.header('cache-control', 'no-cache').type('text/javascript; charset=utf-8').send(INTERVIEW_SCRIPT),
    );

    app.post(
      '/sim/triage/api/finish',
      {
        schema: {
          tags,
          summary: 'Usługa triażu: koniec wywiadu; poziom z drzewa decyzyjnego na serwerze, zapis wywiadu (fullData) i podpisany token wyniku',
          description:
            'Token wyniku (ważny 30 minut) wiąże identyfikator wywiadu, konto z biletu, poziom i skrót fullData; portal przyjmuje go raz. ' +
            'Nieprawidłowy lub wygasły bilet: 400 BAD_REQUEST; niepełne odpowiedzi: 400 VALIDATION_ERROR.',
          body: finishBodySchema,
          response: { 200: finishedSchema, 400: apiErrorSchema },
        },
      },
      async (request) => {
        const { ticket, lang, answers } = request.body;
        if (!service.readTicket(ticket)) throw new AppError('BAD_REQUEST', 'Bilet wywiadu jest nieprawidłowy albo wygasł. Rozpocznij samoocenę ponownie.');
        const finished = service.finish(ticket, lang, answers);
        if (!finished) throw Validation('Odpowiedz na wszystkie pytania wywiadu.');
        return { ...finished, levelName: triageLevelNames[finished.triageLevel][lang] };
      },
    );

    app.get(
      '/sim/triage/recommendation/:level',
      {
        schema: {
          tags,
          summary: 'Usługa triażu: pełne zalecenie dla poziomu (język pl, en lub uk)',
          params: z.object({ level: z.string().max(40) }),
          querystring: z.object({ lang: z.string().max(5).optional() }),
        },
      },
      async (request, reply) => {
        const lang = languageOf(request.query.lang);
        const { level } = request.params;
        if (!isLevel(level)) return html(reply, 404, renderUnknownLevel(lang));
        return html(reply, 200, renderRecommendation(level, lang));
      },
    );
  };
