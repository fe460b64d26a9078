import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobSends } from '../db/schema/index';
import type { MailMessage } from '../integrations/mail/index';
import { createTestApp, type TestApp } from '../test/helper';
import { jobSendsSweepJob, sendingOnce } from './send-once';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** Senders that record what they sent; the SMS one fails while `smsDown` is set. */
function senders() {
  const mails: MailMessage[] = [];
  const sms: string[] = [];
  const state = { smsDown: false };
  return {
    mails,
    sms,
    state,
    deps: {
      db: t.deps.db,
      mail: { send: async (m: MailMessage) => void mails.push(m) },
      sms: {
        send: async (m: { to: string; text: string }) => {
          if (state.smsDown) throw new Error('SMS gateway down');
          sms.push(m.text);
        },
      },
    },
  };
}

/** A job like the visit reminder: an e-mail, then an SMS, to the same person. */
const remind = async (deps: ReturnType<typeof senders>['deps']) => {
  await deps.mail.send({ to: 'anna@example.com', subject: 'Przypomnienie o wizycie', text: 'Jutro o 9:00' });
  await deps.sms.send({ to: '+48600100200', text: 'Jutro o 9:00' });
};

describe('a job sends each message once across its retries (issue 27 item 14)', () => {
  it('a retry after the SMS failed sends the SMS, not the e-mail again', async () => {
    const s = senders();
    s.state.smsDown = true;
    await expect(remind(sendingOnce(s.deps, 'job-a'))).rejects.toThrow(/gateway down/);
    expect(s.mails).toHaveLength(1);
    expect(s.sms).toHaveLength(0);
    s.state.smsDown = false;
    await remind(sendingOnce(s.deps, 'job-a'));
    await remind(sendingOnce(s.deps, 'job-a'));
    expect(s.mails).toHaveLength(1);
    expect(s.sms).toEqual(['Jutro o 9:00']);
  });

  it('another job sends the same message again, and one run sends two equal messages twice', async () => {
    const s = senders();
    await remind(sendingOnce(s.deps, 'job-b'));
    await remind(sendingOnce(s.deps, 'job-c'));
    expect(s.mails).toHaveLength(2);
    const twice = sendingOnce(s.deps, 'job-d');
    await twice.mail.send({ to: 'anna@example.com', subject: 'Nowa wiadomość', text: '1' });
    await twice.mail.send({ to: 'anna@example.com', subject: 'Nowa wiadomość', text: '2' });
    expect(s.mails.map((m) => m.text)).toEqual(['Jutro o 9:00', 'Jutro o 9:00', '1', '2']);
  });

  it('a message its sender refused is not recorded: the retry sends it', async () => {
    const s = senders();
    const failing = { ...s.deps, mail: { send: async (_m: MailMessage) => Promise.reject(new Error('SMTP 451')) } };
    await expect(sendingOnce(failing, 'job-e').mail.send({ to: 'jan@example.com', subject: 'Wynik badania', text: 'x' })).rejects.toThrow(/451/);
    await sendingOnce(s.deps, 'job-e').mail.send({ to: 'jan@example.com', subject: 'Wynik badania', text: 'x' });
    expect(s.mails).toHaveLength(1);
  });

  it('keeps no address, and the daily sweep forgets records older than a week', async () => {
    const rows = await t.deps.db.select().from(jobSends);
    expect(rows.length).toBeGreaterThan(0);
    expect(JSON.stringify(rows)).not.toMatch(/example\.com|\+48/);
    await t.deps.db.insert(jobSends).values({ key: 'old', sentAt: new Date(t.clock.now().getTime() - 8 * 24 * 3_600_000) });
    await jobSendsSweepJob.run({ db: t.deps.db, clock: t.clock }, {});
    const left = await t.deps.db.select().from(jobSends);
    expect(left.map((r) => r.key)).not.toContain('old');
    expect(left).toHaveLength(rows.length);
  });
});
