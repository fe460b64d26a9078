import { mailHtml } from '../../../lib/mail-layout';
import type { Deps } from '../../../deps';
import { mailFrameTexts } from '../../../i18n/mail-frame-texts';
import { fill } from '../../../i18n/texts';
import { patientsMessageTexts } from '../patients.message-texts';
import type { MailMessage } from '../../../integrations/mail/index';
import { accountContact } from '../../contacts/contacts-service';

/**
 * The e-mails that tell the other side of a link about a change (texts: patients.message-texts.ts `links`,
 * in the recipient account's language). Sent only to a live account with a confirmed e-mail address;
 * an account without one learns of it in its lists.
 */

type Texts = ReturnType<typeof patientsMessageTexts.for>['links'];

/** An e-mail of the portal's look: greeting, paragraphs, a button with its link, the automatic-message footer. */
export function mail(language: string, to: string, subject: string, paragraphs: string[], link: { href: string; label: string }): MailMessage {
  const { greeting, linkFallback, footer } = mailFrameTexts.for(language);
  const html = mailHtml({ language, title: subject, paragraphs: [greeting, ...paragraphs], link: { ...link, fallback: linkFallback }, footer });
  const text = [greeting, '', ...paragraphs, '', link.href, '', footer].join('\n');
  return { to, subject, text, html };
}

/** The recipient's address and language, when the account is live and its e-mail confirmed. */
export async function mailbox(deps: Pick<Deps, 'db'>, accountId: number) {
  const contact = await accountContact(deps, accountId);
  if (!contact?.email || !contact.emailConfirmed || contact.status === 'DELETED') return null;
  return { to: contact.email, language: contact.language };
}

/** To the ward's own account: a guardian asks to be confirmed, with the link /ward/confirm/{patientId}/{accountId}. */
export async function mailWardLinkRequest(
  deps: Pick<Deps, 'db' | 'mail'>,
  input: { wardAccountId: number; patientId: number; guardianAccountId: number; guardianName: string; baseUrl: string },
): Promise<boolean> {
  const box = await mailbox(deps, input.wardAccountId);
  if (!box) return false;
  const t = patientsMessageTexts.for(box.language).links;
  const href = `${input.baseUrl}/ward/confirm/${input.patientId}/${input.guardianAccountId}`;
  await deps.mail.send(
    mail(box.language, box.to, t.requestSubject, [fill(t.requestIntro, { guardian: input.guardianName }), t.requestOpenLink, t.requestNote, t.requestIgnore], {
      href,
      label: t.requestButton,
    }),
  );
  return true;
}

/** The title of the ward's in-portal notice of a guardian's request, in the ward's language. */
export async function wardLinkNoticeTitle(deps: Pick<Deps, 'db'>, wardAccountId: number, guardianName: string): Promise<string> {
  const contact = await accountContact(deps, wardAccountId);
  return fill(patientsMessageTexts.for(contact?.language).links.noticeTitle, { guardian: guardianName });
}

export type LinkChange = 'wardenC' | 'wardenJ' | 'wardenP' | 'wardenD' | 'parentRemoved' | 'profileDeleted' | 'clinicC' | 'clinicJ';
const tabOf: Record<LinkChange, string> = {
  wardenC: '/account/ward',
  wardenJ: '/account/ward',
  wardenP: '/account/ward',
  wardenD: '/account/ward',
  parentRemoved: '/account/child',
  profileDeleted: '/account',
  clinicC: '/account',
  clinicJ: '/account',
};

/** To the other side of a changed link: what changed, naming the person on the changing side. */
export async function mailLinkChange(
  deps: Pick<Deps, 'db' | 'mail'>,
  input: { accountId: number; change: LinkChange; name: string; baseUrl: string },
): Promise<boolean> {
  const box = await mailbox(deps, input.accountId);
  if (!box) return false;
  const t: Texts = patientsMessageTexts.for(box.language).links;
  await deps.mail.send(mail(box.language, box.to, t.changeSubject, [fill(t[input.change], { name: input.name })], { href: `${input.baseUrl}${tabOf[input.change]}`, label: t.openPortal }));
  return true;
}
