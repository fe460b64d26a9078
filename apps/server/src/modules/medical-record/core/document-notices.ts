import type { Config } from '../../../config';
import type { Tx } from '../../../db/client';
import type { Deps } from '../../../deps';
import { mailFrameTexts } from '../../../i18n/mail-frame-texts';
import type { MailMessage } from '../../../integrations/mail/index';
import type { JobDefinition } from '../../../lib/jobs';
import { mailHtml } from '../../../lib/mail-layout';
import { publicBaseUrl } from '../../../public-origin';
import { accountContact } from '../../contacts/contacts-service';
import { sendNotice } from '../../contacts/contacts-service';
import { medicalRecordMessageTexts } from '../medical-record.message-texts';
import { accountsActingForPatient } from '../../patients/patients-service';
import { patientOfRow } from '../../../lib/checked-patient';

/*
 * A published document is announced to every account acting for its patient (the own account once
 * its identity is confirmed, confirmed guardians — the rule messages use): an in-portal notice
 * (target CLINICAL_DOCUMENTS, the document's number as contextId) left in the publishing
 * transaction, and an e-mail job per account queued in it. The e-mail says only that a new document
 * waits: never its title, type or content.
 */

export const DOCUMENT_MAIL_JOB = 'medical-record.document-mail';

export function documentNoticeMail(input: { to: string; language: string; link: string }): MailMessage {
  const frame = mailFrameTexts.for(input.language);
  const t = medicalRecordMessageTexts.for(input.language).documentNotice;
  const paragraphs = [frame.greeting, t.intro, t.open];
  const html = mailHtml({ language: input.language, title: t.subject, paragraphs, link: { href: input.link, label: t.button, fallback: frame.linkFallback }, footer: frame.footer });
  return { to: input.to, subject: t.subject, text: [...paragraphs, '', input.link, '', frame.footer].join('\n'), html };
}

/** Leaves the notices of published documents and queues their e-mails, in the publishing transaction. */
export async function announceDocuments(deps: Pick<Deps, 'db' | 'clock' | 'jobs'>, tx: Tx, documents: ReadonlyArray<{ patientId: number; contextId: string }>): Promise<void> {
  const accountsOf = new Map<number, Awaited<ReturnType<typeof accountsActingForPatient>>>();
  for (const doc of documents) {
    let accounts = accountsOf.get(doc.patientId);
    if (!accounts) accountsOf.set(doc.patientId, (accounts = await accountsActingForPatient(deps, patientOfRow(doc), { tx })));
    for (const account of accounts) {
      const contact = await accountContact(deps, account.id, { tx });
      const title = medicalRecordMessageTexts.for(contact?.language ?? 'pl').documentNotice.noticeTitle;
      const guid = await sendNotice(deps, { accountId: account.id, patientId: doc.patientId, target: 'CLINICAL_DOCUMENTS', contextId: doc.contextId, title }, { tx });
      await deps.jobs.send(DOCUMENT_MAIL_JOB, { accountId: account.id, guid }, { tx });
    }
  }
}

type MailDeps = Pick<Deps, 'db' | 'mail'> & { config: Pick<Config, 'PUBLIC_URL' | 'HOST' | 'PORT'> };

export const documentMailJob: JobDefinition<{ accountId: number; guid: string }, MailDeps> = {
  name: DOCUMENT_MAIL_JOB,
  async run(deps, { accountId, guid }) {
    const contact = await accountContact(deps, accountId);
    if (!contact || contact.status === 'DELETED' || !contact.email || !contact.emailConfirmed) return;
    const link = `${publicBaseUrl(deps.config)}/login?nguid=${guid}`;
    await deps.mail.send(documentNoticeMail({ to: contact.email, language: contact.language, link }));
  },
};
