import { formatDay } from '@portal/domain';
import type { Config } from '../../config';
import type { Tx } from '../../db/client';
import type { Deps } from '../../deps';
import { mailFrameTexts } from '../../i18n/mail-frame-texts';
import { fill } from '../../i18n/texts';
import { patientOfRow } from '../../lib/checked-patient';
import { clinicToday } from '../../lib/clinic-time';
import type { JobDefinition } from '../../lib/jobs';
import { mailHtml } from '../../lib/mail-layout';
import { publicBaseUrl } from '../../public-origin';
import { accountContact, sendNotice } from '../contacts/contacts-service';
import { sendClinicNotice } from '../messages/messages-service';
import { accountsActingForPatient } from '../patients/patients-service';
import { practitionerOf } from './declaration-views';
import { findById, type DeclarationRow } from './declarations-repository';
import { declarationsMessageTexts } from './declarations.message-texts';

/*
 * A declaration the clinic rejected is told to the patient's own account and to the account that filed
 * it (while it still acts for her), each in its language: a portal message of the clinic with the
 * reason (module messages), a notice pointing at it, and an e-mail job queued in the rejecting
 * transaction, whose run sends the e-mail with the reason and the notice's link.
 */

export const REJECTION_MAIL_JOB = 'declarations.rejection-mail';

type Texts = ReturnType<typeof declarationsMessageTexts.for>['rejected'];

/** The values the texts name: the type, the chosen person, the day it was submitted (or registered), the reason. */
function values(t: Texts, row: DeclarationRow) {
  return { type: t.types[row.type], practitioner: practitionerOf(row), date: formatDay(clinicToday(row.dateOfSubmission ?? row.registrationDate)), reason: row.decisionReason ?? '' };
}

export async function announceRejection(deps: Pick<Deps, 'db' | 'clock' | 'jobs' | 'live'>, tx: Tx, row: DeclarationRow): Promise<void> {
  const acting = await accountsActingForPatient(deps, patientOfRow(row), { tx });
  for (const account of acting.filter((a) => a.own || a.id === row.accountId)) {
    const t = declarationsMessageTexts.for(account.language).rejected;
    const v = values(t, row);
    const title = fill(t.title, v);
    const { id: messageId } = await sendClinicNotice(deps, { accountId: account.id, patientId: row.patientId, title, content: fill(t.content, v) }, { tx });
    const guid = await sendNotice(deps, { accountId: account.id, patientId: row.patientId, target: 'MESSAGES', contextId: String(messageId), title }, { tx });
    await deps.jobs.send(REJECTION_MAIL_JOB, { accountId: account.id, declarationId: row.id, guid }, { tx });
  }
}

type MailDeps = Pick<Deps, 'db' | 'mail'> & { config: Pick<Config, 'PUBLIC_URL' | 'HOST' | 'PORT'> };

export const rejectionMailJob: JobDefinition<{ accountId: number; declarationId: number; guid: string }, MailDeps> = {
  name: REJECTION_MAIL_JOB,
  async run(deps, { accountId, declarationId, guid }) {
    const [contact, row] = await Promise.all([accountContact(deps, accountId), findById(deps.db, declarationId)]);
    if (!row || !contact || contact.status === 'DELETED' || !contact.email || !contact.emailConfirmed) return;
    const frame = mailFrameTexts.for(contact.language);
    const t = declarationsMessageTexts.for(contact.language).rejected;
    const v = values(t, row);
    const link = `${publicBaseUrl(deps.config)}/login?nguid=${guid}`;
    const paragraphs = [frame.greeting, fill(t.intro, v), fill(t.reason, v), t.open];
    const html = mailHtml({ language: contact.language, title: t.subject, paragraphs, link: { href: link, label: t.button, fallback: frame.linkFallback }, footer: frame.footer });
    await deps.mail.send({ to: contact.email, subject: t.subject, text: [...paragraphs, '', link, '', frame.footer].join('\n'), html });
  },
};
