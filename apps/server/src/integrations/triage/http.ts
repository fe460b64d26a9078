import crypto from 'node:crypto';
import { triageFullDataSchema, z } from '@portal/contracts';
import { triageLevels } from '@portal/domain';
import { TRIAGE_RESULT_TTL_MS, TriageResultInvalid, type Triage } from './index';

/**
 * An external triage API (TRIAGE_SERVICE=http), in the style of Infermedica's: every call carries
 * the application's id and key (`App-Id`, `App-Key`), the provider hosts the interview page itself,
 * and the portal learns a result only by asking the provider, server to server, for the interview's
 * record by its id; what the browser reports is never taken as the level. The provider's API:
 *
 * - `POST {TRIAGE_API_URL}/interviews` `{ language, externalUserId, parentOrigin }` → 200/201
 *   `{ interviewId, url }`: a new interview for the person (`externalUserId` is a pseudonym of the
 *   account, an HMAC with the server's secret, so the provider never learns our ids), its hosted page
 *   `url` (on the API's origin, the frame's origin) that reports to `parentOrigin` with `postMessage`
 *   `{ type: 'pp-triage-finished', triageLevel, fullData, resultToken: <interviewId> }`.
 * - `GET {TRIAGE_API_URL}/interviews/{interviewId}` → 200 `{ interviewId, externalUserId, status:
 *   'FINISHED' | 'IN_PROGRESS', triageLevel, fullData, recommendationUrl, finishedAt }`, 404 when
 *   unknown. The portal accepts a FINISHED interview of the same pseudonym, finished less than 30
 *   minutes ago, with one of the five levels and a record of the portal's `TriageFullData` shape.
 *
 * A provider with another shape needs only this file changed (see README.md).
 */

export interface HttpTriageOptions {
  /** TRIAGE_API_URL: the API's base address. */
  apiUrl: string;
  appId: string;
  appKey: string;
  /** Key of the account pseudonyms (the server's secret). */
  pseudonymKey: string;
  now: () => Date;
  /** The global fetch; tests pass a fake. */
  fetch?: typeof fetch;
  /** Per call; 10 s by default. */
  timeoutMs?: number;
}

const createdSchema = z.object({ interviewId: z.string().min(1).max(100), url: z.string().url() });
const resultSchema = z.object({
  interviewId: z.string(),
  externalUserId: z.string(),
  status: z.string(),
  triageLevel: z.string(),
  fullData: triageFullDataSchema,
  recommendationUrl: z.string().url(),
  finishedAt: z.string(),
});

export function createHttpTriage(options: HttpTriageOptions): Triage {
  const base = options.apiUrl.replace(/\/+$/, '');
  const frameOrigin = new URL(base).origin;
  const doFetch = options.fetch ?? fetch;
  const timeoutMs = options.timeoutMs ?? 10_000;
  const pseudonym = (accountId: number) =>
    crypto.createHmac('sha256', options.pseudonymKey).update(`triage pseudonym:${accountId}`).digest('base64url');
  const headers = { 'app-id': options.appId, 'app-key': options.appKey, accept: 'application/json' };

  return {
    frameOrigin,

    async interviewUrl({ accountId, language, portalOrigin }) {
      const res = await doFetch(`${base}/interviews`, {
        method: 'POST',
        headers: { ...headers, 'content-type': 'application/json' },
        body: JSON.stringify({ language, externalUserId: pseudonym(accountId), parentOrigin: new URL(portalOrigin).origin }),
        signal: AbortSignal.timeout(timeoutMs),
      });
      if (!res.ok) throw new Error(`triage service: new interview answered ${res.status}`);
      const created = createdSchema.safeParse(await res.json());
      if (!created.success) throw new Error('triage service: new interview answer has an unexpected shape');
      // The frame may come only from the origin the portal's Content-Security-Policy allows.
      if (new URL(created.data.url).origin !== frameOrigin) throw new Error('triage service: interview page outside the API origin');
      return created.data.url;
    },

    async verifyResult(resultToken, { accountId }) {
      // The browser's token is only the interview's id: the record is the provider's.
      if (!/^[\w-]{1,100}$/.test(resultToken)) throw new TriageResultInvalid('not an interview id');
      const res = await doFetch(`${base}/interviews/${encodeURIComponent(resultToken)}`, { headers, signal: AbortSignal.timeout(timeoutMs) });
      if (res.status === 404) throw new TriageResultInvalid('unknown interview');
      if (!res.ok) throw new Error(`triage service: interview result answered ${res.status}`);
      const parsed = resultSchema.safeParse(await res.json());
      if (!parsed.success) throw new TriageResultInvalid('unexpected result shape');
      const result = parsed.data;
      if (result.interviewId !== resultToken || result.fullData.interviewId !== resultToken) throw new TriageResultInvalid('another interview');
      if (result.externalUserId !== pseudonym(accountId)) throw new TriageResultInvalid('made for another account');
      if (result.status !== 'FINISHED') throw new TriageResultInvalid('interview not finished');
      const level = triageLevels.find((l) => l === result.triageLevel);
      if (!level) throw new TriageResultInvalid('unknown level');
      const finishedAt = Date.parse(result.finishedAt);
      if (!Number.isFinite(finishedAt) || options.now().getTime() - finishedAt > TRIAGE_RESULT_TTL_MS) throw new TriageResultInvalid('expired');
      return { interviewId: result.interviewId, triageLevel: level, fullData: result.fullData, recommendationUrl: result.recommendationUrl };
    },
  };
}
