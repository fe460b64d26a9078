import type { Db } from '../../db/client';
import { outbox } from '../../db/schema/index';
import type { MailSender } from './index';

/** Demo mail: stored in the outbox, shown at /dev/outbox. */
export const createOutboxMail = (db: Db): MailSender => ({
  async send(m) {
    await db.insert(outbox).values({ channel: 'EMAIL', recipient: m.to, subject: m.subject, body: m.text, html: m.html ?? null, attachments: m.attachments?.length ? m.attachments : null });
  },
});
