import crypto from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { accounts } from '../../db/schema/index';
import { createLocalTriage } from '../../integrations/triage/local';
import type { TriageAnswers } from '../../integrations/triage/decision-tree';
import { saveSelfAssessment } from './self-assessment-service';
import { DEMO_ACCOUNTS } from '../../demo';

const DAY_MS = 24 * 60 * 60_000;

/** Anna's past self-assessments: when (days before the seed runs) and what she answered. */
const annasAssessments: Array<{ daysAgo: number; answers: TriageAnswers }> = [
  // Some months ago, well: no symptoms, no contact.
  {
    daysAgo: 150,
    answers: { emergency: ['none'], fever: ['no'], symptoms: ['none'], contact: ['no'], age: ['under65'], risk: ['none'] },
  },
  // Three weeks ago, a sore throat only: watch how it goes.
  {
    daysAgo: 21,
    answers: { emergency: ['none'], fever: ['no'], symptoms: ['sore_throat'], contact: ['no'], age: ['under65'], risk: ['none'] },
  },
];

/**
 * Anna's self-assessments, made through the real path: our own triage service (with a key of this
 * seed run) issues the interview ticket, ends the interview with her answers and signs the result; the
 * self-assessment service verifies and saves it, at the time of the interview.
 */
export async function seedSelfAssessments(db: DbOrTx): Promise<void> {
  const [anna] = await db.select({ id: accounts.id }).from(accounts).where(eq(accounts.username, DEMO_ACCOUNTS.anna.username));
  if (!anna) throw new Error('seed: Anna has no account');
  const secret = crypto.randomBytes(32).toString('base64url');
  for (const { daysAgo, answers } of annasAssessments) {
    const at = new Date(Date.now() - daysAgo * DAY_MS);
    const clock = { now: () => at };
    const { triage, service } = createLocalTriage({ secret, now: clock.now });
    const frame = new URL(await triage.interviewUrl({ accountId: anna.id, language: 'pl', portalOrigin: 'http://localhost' }));
    const finished = service.finish(frame.searchParams.get('ticket') ?? '', 'pl', answers);
    if (!finished) throw new Error('seed: the triage service refused the demo answers');
    await saveSelfAssessment({ db, clock, triage }, anna.id, { ...finished, lattitude: null, longtitude: null });
  }
}
