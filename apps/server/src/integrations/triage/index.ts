import type { TriageFullData } from '@portal/contracts';
import type { TriageLevel } from '@portal/domain';

/** The levels in words and the "triage aid, not a diagnosis" note, in the interview's languages (reports use them too). */
export { triageDisclaimer, triageLevelNames } from './decision-tree';

/**
 * The symptom-triage interview (spec part 2 §4 "Self-assessment"; NOTES.md item 5): a service whose
 * interview the portal shows in an embedded frame. When the person finishes, the frame tells the
 * portal's page (`postMessage`, type `pp-triage-finished`) the level, the interview's record
 * (`fullData`) and a result token; the page sends them to POST /mpi/questionnaires/infermedica/questionnaire
 * and the portal believes none of it until the triage service vouches for it (`verifyResult`): the
 * browser never chooses a level. Each result is saved once (self_assessments.interview_id is unique).
 *
 * Adapters (chosen in compose.ts `createDeps` by TRIAGE_SERVICE; see README.md):
 * - `local.ts` (default): our own triage service, its interview served by this server under
 *   /sim/triage (modules/triage), its decision tree in `decision-tree.ts`, its tickets and results
 *   signed with a key derived from the server's secret.
 * - `http.ts`: an external triage API (Infermedica-style: app id and key headers, the provider's own
 *   hosted interview, the result fetched server to server by the interview's id).
 */

export type TriageInterviewLanguage = 'pl' | 'en' | 'uk';

/** What the triage service vouches for. */
export interface VerifiedTriageResult {
  interviewId: string;
  triageLevel: TriageLevel;
  /** The interview's record as the service holds it (local: the body's record, once its signed hash matched). */
  fullData: TriageFullData;
  /** The page with the level's full advice (absolute, or a path of the portal's own origin). */
  recommendationUrl: string;
}

export interface Triage {
  /**
   * The origin the interview's frame is served from, for the portal's Content-Security-Policy
   * `frame-src`; null when it is the portal's own origin (the local service).
   */
  readonly frameOrigin: string | null;
  /**
   * The frame's address for this account: it carries a signed, short-lived interview ticket bound to
   * the account, and the portal's origin the frame reports to.
   */
  interviewUrl(input: { accountId: number; language: TriageInterviewLanguage; portalOrigin: string }): Promise<string>;
  /**
   * Checks a result the browser brought: issued by the service for this account, unexpired, and (local)
   * for exactly this `fullData`. Throws `TriageResultInvalid` for anything else.
   */
  verifyResult(resultToken: string, context: { accountId: number; fullData: TriageFullData }): Promise<VerifiedTriageResult>;
}

/** A result the triage service does not vouch for (forged, another account's, expired, altered, unknown). */
export class TriageResultInvalid extends Error {
  constructor(reason: string) {
    super(`triage result refused: ${reason}`);
    this.name = 'TriageResultInvalid';
  }
}

/** A result is accepted for this long after the interview ended. */
export const TRIAGE_RESULT_TTL_MS = 30 * 60_000;
/** An interview ticket (the frame's address) is good for this long. */
export const TRIAGE_TICKET_TTL_MS = 60 * 60_000;

/** JSON with the keys of every object sorted: one text for one value, whatever order its keys came in. */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}
