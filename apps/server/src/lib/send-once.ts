import crypto from 'node:crypto';
import { eq, lt } from 'drizzle-orm';
import type { Db } from '../db/client';
import { jobSends } from '../db/schema/index';
import type { MailSender } from '../integrations/mail/index';
import type { SmsSender } from '../integrations/sms/index';
import type { JobDefinition } from './jobs';

/*
 * A background job's e-mails and SMS go out once, across its retries (issue 27 item 14). A job that
 * sends an e-mail and then fails on its SMS is retried by the queue; without this its retry would
 * send the e-mail again. Each message a job sends is recorded, under a hash of the job's id and the
 * message (recipient and subject, or recipient and text, and its ordinal among such messages of the
 * run), right after the sender took it; a retry skips the messages recorded. What is left is the
 * moment between the sender taking a message and the record, in which a crash still repeats that one
 * message on the retry — at least once, never lost.
 */

/** Records older than this are swept: a job's retries end within minutes. */
const KEEP_MS = 7 * 24 * 3_600_000;

type Senders = { db: Db; mail: MailSender; sms: SmsSender };

/** The dependencies a job of id `jobId` runs with: its mail and SMS senders send each message once. */
export function sendingOnce<T extends Senders>(deps: T, jobId: string): T {
  const ordinals = new Map<string, number>();
  const once = async (message: string, send: () => Promise<void>) => {
    const ordinal = (ordinals.get(message) ?? 0) + 1;
    ordinals.set(message, ordinal);
    const key = crypto.createHash('sha256').update(`${jobId}\n${message}\n${ordinal}`).digest('base64url');
    const [sent] = await deps.db.select({ key: jobSends.key }).from(jobSends).where(eq(jobSends.key, key));
    if (sent) return;
    await send();
    await deps.db.insert(jobSends).values({ key }).onConflictDoNothing();
  };
  return {
    ...deps,
    mail: { send: (m) => once(`mail\n${m.to}\n${m.subject}`, () => deps.mail.send(m)) },
    sms: { send: (m) => once(`sms\n${m.to}\n${m.text}`, () => deps.sms.send(m)) },
  };
}

/** Daily: forgets the records of messages sent more than a week ago. */
export const jobSendsSweepJob: JobDefinition<object, Pick<Senders, 'db'> & { clock: { now(): Date } }> = {
  name: 'jobs.sends-sweep',
  schedule: '25 4 * * *',
  async run(deps) {
    await deps.db.delete(jobSends).where(lt(jobSends.sentAt, new Date(deps.clock.now().getTime() - KEEP_MS)));
  },
};
