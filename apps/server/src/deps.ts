import type { Config } from './config';
import type { Db } from './db/client';
import type { MailSender } from './integrations/mail/index';
import type { SmsSender } from './integrations/sms/index';

export interface Clock {
  now(): Date;
}
export const systemClock: Clock = { now: () => new Date() };

/** What every module receives: built once in buildApp, replaceable in tests. */
export interface Deps {
  config: Config;
  db: Db;
  dbKind: 'pglite' | 'postgres';
  clock: Clock;
  mail: MailSender;
  sms: SmsSender;
}
