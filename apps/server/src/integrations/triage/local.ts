import crypto from 'node:crypto';
import { triageFullDataSchema, type TriageFullData } from '@portal/contracts';
import { triageLevels, type TriageLevel } from '@portal/domain';
import { newToken, openSealed, sealValues } from '../../lib/secrets';
import { answeredItems, answersIssue, triageLevelOf, triageRecommendations, type TriageAnswers, type TriageLanguage } from './decision-tree';
import { TRIAGE_RESULT_TTL_MS, TRIAGE_TICKET_TTL_MS, TriageResultInvalid, canonicalJson, type Triage } from './index';

/**
 * Our own triage service (TRIAGE_SERVICE=local, the default): both sides in one process, sharing only
 * a signing key, as the portal and an external service share only their API keys. `triage` is what the
 * portal uses (the interface an external adapter implements too); `service` is the triage service
 * itself behind its pages under /sim/triage (modules/triage): it reads the ticket of the frame's
 * address, runs the decision tree on the answers (never trusting a level from the browser) and signs
 * the result.
 *
 * - The ticket: `sealValues` of (interview id, account id, the portal's origin), for an hour.
 * - The result token: `sealValues` of (interview id, account id, level, SHA-256 of the interview's
 *   record in canonical JSON), for 30 minutes. The portal accepts it only for the account it was made
 *   for and only with that very record; it is saved once (the interview id is unique).
 */

export const TRIAGE_PAGES = '/sim/triage';
export const interviewPath = `${TRIAGE_PAGES}/interview`;
export const recommendationPath = (level: TriageLevel, language: TriageLanguage) => `${TRIAGE_PAGES}/recommendation/${level}?lang=${language}`;

/** The frame's ticket, as the triage service read it. */
export interface InterviewTicket {
  interviewId: string;
  accountId: number;
  /** The origin the frame reports its result to (`postMessage` target). */
  portalOrigin: string;
}

export interface FinishedInterview {
  triageLevel: TriageLevel;
  fullData: TriageFullData;
  resultToken: string;
}

export interface LocalTriageService {
  /** The ticket's content when it is genuine and unexpired; null otherwise. */
  readTicket(ticket: string): InterviewTicket | null;
  /**
   * Ends the interview of a genuine ticket: the level of the answers by the decision tree, the
   * interview's record in its language, and the signed result token. Null for a bad ticket or answers
   * the tree cannot judge.
   */
  finish(ticket: string, language: TriageLanguage, answers: Record<string, unknown>): FinishedInterview | null;
}

const digestOf = (fullData: TriageFullData) => crypto.createHash('sha256').update(canonicalJson(fullData)).digest('base64url');
const isLevel = (value: string): value is TriageLevel => (triageLevels as readonly string[]).includes(value);

export function createLocalTriage(options: { secret: string; now: () => Date }): { triage: Triage; service: LocalTriageService } {
  const TICKET = 'triage interview ticket';
  const RESULT = 'triage result';

  const service: LocalTriageService = {
    readTicket(ticket) {
      const values = openSealed(options.secret, TICKET, ticket, options.now());
      if (!values || values.length !== 3) return null;
      const [interviewId, account, origin] = values;
      const accountId = Number(account);
      if (!Number.isSafeInteger(accountId) || accountId <= 0) return null;
      return { interviewId, accountId, portalOrigin: Buffer.from(origin, 'base64url').toString('utf8') };
    },

    finish(ticket, language, answers) {
      const read = service.readTicket(ticket);
      if (!read || answersIssue(answers)) return null;
      const given = answers as TriageAnswers;
      const now = options.now();
      const triageLevel = triageLevelOf(given);
      const fullData: TriageFullData = {
        interviewId: read.interviewId,
        language,
        items: answeredItems(given, language),
        recommendation: triageRecommendations[triageLevel][language],
        finishedAt: now.toISOString(),
      };
      const resultToken = sealValues(
        options.secret,
        RESULT,
        [read.interviewId, read.accountId, triageLevel, digestOf(fullData)],
        new Date(now.getTime() + TRIAGE_RESULT_TTL_MS),
      );
      return { triageLevel, fullData, resultToken };
    },
  };

  const triage: Triage = {
    frameOrigin: null,
    async interviewUrl({ accountId, language, portalOrigin }) {
      const origin = new URL(portalOrigin).origin;
      const ticket = sealValues(
        options.secret,
        TICKET,
        [newToken(), accountId, Buffer.from(origin, 'utf8').toString('base64url')],
        new Date(options.now().getTime() + TRIAGE_TICKET_TTL_MS),
      );
      // The service lives on the portal's own origin: the frame is a page of it.
      return `${origin}${interviewPath}?ticket=${encodeURIComponent(ticket)}&lang=${language}`;
    },

    async verifyResult(resultToken, { accountId, fullData }) {
      const values = openSealed(options.secret, RESULT, resultToken, options.now());
      if (!values || values.length !== 4) throw new TriageResultInvalid('not a genuine, unexpired result');
      const [interviewId, account, level, digest] = values;
      if (Number(account) !== accountId) throw new TriageResultInvalid('made for another account');
      if (!isLevel(level)) throw new TriageResultInvalid('unknown level');
      const parsed = triageFullDataSchema.safeParse(fullData);
      if (!parsed.success || parsed.data.interviewId !== interviewId || digestOf(parsed.data) !== digest) {
        throw new TriageResultInvalid('the record is not the one the service signed');
      }
      return { interviewId, triageLevel: level, fullData: parsed.data, recommendationUrl: recommendationPath(level, parsed.data.language) };
    },
  };

  return { triage, service };
}
