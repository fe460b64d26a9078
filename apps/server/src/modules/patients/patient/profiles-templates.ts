import { mailHtml } from '../../../lib/mail-layout';
import type { InterfaceLanguage } from '@portal/contracts';
import { mailFrameTexts } from '../../../i18n/mail-frame-texts';
import { fill } from '../../../i18n/texts';
import { patientsMessageTexts } from '../patients.message-texts';
import type { MailMessage } from '../../../integrations/mail/index';
import type { AdultChildLink } from './profiles-repository';

/* The coming-of-age e-mails (profiles-service `notifyChildrenComeOfAge`), in each recipient's language. */

function mail(language: string, to: string, subject: string, paragraphs: string[], link: { href: string; label: string }): MailMessage {
  const frame = mailFrameTexts.for(language);
  const html = mailHtml({
    language: language as InterfaceLanguage,
    title: subject,
    paragraphs: [frame.greeting, ...paragraphs],
    link: { ...link, fallback: frame.linkFallback },
    footer: frame.footer,
  });
  const text = [frame.greeting, '', ...paragraphs, '', link.href, '', frame.footer].join('\n');
  return { to, subject, text, html };
}

/** Who of a child come of age is told: the grown-up child, or the parent. */
export type AdultNoticeRecipient = 'ADULT' | 'PARENT';

/**
 * The mail of one child come of age to one side: the grown-up child (own account with a confirmed
 * e-mail) or the parent (confirmed e-mail); null when that side has no confirmed address.
 */
export function adultNoticeMail(link: AdultChildLink, to: AdultNoticeRecipient, baseUrl: string): MailMessage | null {
  const child = `${link.childName} ${link.childLastName}`;
  const parent = `${link.parent.name} ${link.parent.lastName}`;
  if (to === 'ADULT') {
    if (!link.adult?.email) return null;
    const t = patientsMessageTexts.for(link.adult.language).comingOfAge;
    return mail(link.adult.language, link.adult.email, t.adultSubject, [fill(t.adultIntro, { parent }), fill(t.adultManage, { parent })], {
      href: `${baseUrl}/login`,
      label: t.adultButton,
    });
  }
  if (!link.parent.email) return null;
  const t = patientsMessageTexts.for(link.parent.language).comingOfAge;
  return mail(link.parent.language, link.parent.email, fill(t.parentSubject, { child }), [fill(t.parentIntro, { child }), t.parentInvite], {
    href: `${baseUrl}/registration`,
    label: t.parentButton,
  });
}
