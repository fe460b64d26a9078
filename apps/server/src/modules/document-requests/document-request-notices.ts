import type { Config } from '../../config';
import type { Tx } from '../../db/client';
import type { Deps } from '../../deps';
import { mailFrameTexts } from '../../i18n/mail-frame-texts';
import type { JobDefinition } from '../../lib/jobs';
import { mailHtml } from '../../lib/mail-layout';
import { publicBaseUrl } from '../../public-origin';
import { accountContact } from '../contacts/contacts-service';
import { sendNotice } from '../contacts/contacts-service';
import { documentRequestsMessageTexts } from './document-requests.message-texts';

/*
 * A request completed or rejected is told to the account that asked: an in-portal notice (target
 * DOCUMENT_REQUESTS, the request's id as contextId; the web opens /benefits/cdocrequests) left in the
 * deciding transaction, and an e-mail job queued in it. The e-mail names no document and no reason.
 */

export const REQUEST_MAIL_JOB = 'document-requests.decision-mail';

export async function announceDecision(deps: Pick<Deps, 'db' | 'clock' | 'jobs'>, tx: Tx, request: { id: number; patientId: number; accountId: number | null; status: 'COMPLETED' | 'REJECTED' }) {
  if (request.accountId === null) return;
  const contact = await accountContact(deps, request.accountId, { tx });
  if (!contact || contact.status === 'DELETED') return;
  const t = documentRequestsMessageTexts.for(contact.language).documentRequestNotice;
  const title = request.status === 'COMPLETED' ? t.completedTitle : t.rejectedTitle;
  const guid = await sendNotice(deps, { accountId: request.accountId, patientId: request.patientId, target: 'DOCUMENT_REQUESTS', contextId: String(request.id), title }, { tx });
  await deps.jobs.send(REQUEST_MAIL_JOB, { accountId: request.accountId, guid }, { tx });
}

type MailDeps = Pick<Deps, 'db' | 'mail'> & { config: Pick<Config, 'PUBLIC_URL' | 'HOST' | 'PORT'> };

export const requestDecisionMailJob: JobDefinition<{ accountId: number; guid: string }, MailDeps> = {
  name: REQUEST_MAIL_JOB,
  async run(deps, { accountId, guid }) {
    const contact = await accountContact(deps, accountId);
    if (!contact || contact.status === 'DELETED' || !contact.email || !contact.emailConfirmed) return;
    const frame = mailFrameTexts.for(contact.language);
    const t = documentRequestsMessageTexts.for(contact.language).documentRequestNotice;
    const link = `${publicBaseUrl(deps.config)}/login?nguid=${guid}`;
    const paragraphs = [frame.greeting, t.intro, t.open];
    const html = mailHtml({ language: contact.language, title: t.subject, paragraphs, link: { href: link, label: t.button, fallback: frame.linkFallback }, footer: frame.footer });
    await deps.mail.send({ to: contact.email, subject: t.subject, text: [...paragraphs, '', link, '', frame.footer].join('\n'), html });
  },
};
