import { mailHtml } from '../../../lib/mail-layout';
import type { Config } from '../../../config';
import type { Deps } from '../../../deps';
import { mailFrameTexts } from '../../../i18n/mail-frame-texts';
import type { MailMessage } from '../../../integrations/mail/index';
import type { JobDefinition } from '../../../lib/jobs';
import { publicBaseUrl } from '../../../public-origin';
import { accountContact } from '../../contacts/contacts-service';
import { sendNotice } from '../../contacts/contacts-service';
import { messagesMessageTexts } from '../messages.message-texts';
import * as repo from './messages-repository';

/*
 * The notice of a new message to a patient's account: queued in the sending transaction, run by the
 * job queue. For each account the message went to it leaves an in-portal notice (target MESSAGES, the
 * message's id as contextId, the patient it concerns) and, when the account is live with a confirmed
 * e-mail, mails the notice's link in the account's language. The e-mail says only that a message from
 * the clinic waits: never its title, text, category or attachments (medical data stay in the portal).
 * Staff are not mailed.
 */

export const MESSAGE_NOTICE_JOB = 'messages.notice';

/** The notice e-mail: subject, two sentences, the sign-in link with the notice's guid. */
export function messageNoticeMail(input: { to: string; language: string; link: string }): MailMessage {
  const frame = mailFrameTexts.for(input.language);
  const t = messagesMessageTexts.for(input.language).messageNotice;
  const paragraphs = [frame.greeting, t.intro, t.open];
  const html = mailHtml({ language: input.language, title: t.subject, paragraphs, link: { href: input.link, label: t.button, fallback: frame.linkFallback }, footer: frame.footer });
  return { to: input.to, subject: t.subject, text: [...paragraphs, '', input.link, '', frame.footer].join('\n'), html };
}

type NoticeDeps = Pick<Deps, 'db' | 'clock' | 'mail'> & { config: Pick<Config, 'PUBLIC_URL' | 'HOST' | 'PORT'> };

export const messageNoticeJob: JobDefinition<{ messageId: number }, NoticeDeps> = {
  name: MESSAGE_NOTICE_JOB,
  async run(deps, { messageId }) {
    const message = await repo.findMessage(deps.db, messageId);
    // Deleted before the job ran (its sender took it back while nobody had read it): nothing to tell.
    if (!message) return;
    const recipients = (await repo.recipientsOf(deps.db, [messageId])).filter((r) => r.accountId !== null && r.readAt === null);
    for (const r of recipients) {
      const accountId = r.accountId!;
      const contact = await accountContact(deps, accountId);
      if (!contact || contact.status === 'DELETED') continue;
      const t = messagesMessageTexts.for(contact.language).messageNotice;
      const guid = await sendNotice(deps, { accountId, patientId: message.patientId, target: 'MESSAGES', contextId: String(messageId), title: t.noticeTitle });
      if (!contact.email || !contact.emailConfirmed) continue;
      const link = `${publicBaseUrl(deps.config)}/login?nguid=${guid}`;
      await deps.mail.send(messageNoticeMail({ to: contact.email, language: contact.language, link }));
    }
  },
};
