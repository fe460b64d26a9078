import type { Db } from '../../db/client';
import { outbox } from '../../db/schema/index';
import type { SmsSender } from './index';

export const createOutboxSms = (db: Db): SmsSender => ({
  async send(m) {
    await db.insert(outbox).values({ channel: 'SMS', recipient: m.to, subject: null, body: m.text, html: null });
  },
});
