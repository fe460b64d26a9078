import { mailHtml } from '../../../lib/mail-layout';
import type { InterfaceLanguage } from '@portal/contracts';
import { mailFrameTexts } from '../../../i18n/mail-frame-texts';
import { fill } from '../../../i18n/texts';
import { confirmationsMessageTexts } from '../confirmations.message-texts';
import type { MailMessage } from '../../../integrations/mail/index';

/**
 * The messages this module sends, in the recipient account's language (texts: confirmations.message-texts.ts, the frame i18n/mail-frame-texts.ts):
 * a plain-text and an HTML part for e-mail.
 */

function layout(
  language: InterfaceLanguage,
  title: string,
  paragraphs: string[],
  link: { href: string; label: string },
  after: string[],
): string {
  const texts = mailFrameTexts.for(language);
  return mailHtml({ language, title, paragraphs, link: { ...link, fallback: texts.linkFallback }, after, footer: texts.footer });
}

/** A mail with one link: greeting, intro, the link (as a button in HTML), validity and what to do if unasked. */
function linkMail(
  language: InterfaceLanguage,
  to: string,
  link: string,
  texts: { subject: string; intro: string; openLink: string; button: string; validity: string; ignore: string },
): MailMessage {
  const { greeting, footer } = mailFrameTexts.for(language);
  return {
    to,
    subject: texts.subject,
    text: [greeting, '', texts.intro, texts.openLink, link, '', texts.validity, texts.ignore, '', footer].join('\n'),
    html: layout(language, texts.subject, [greeting, texts.intro], { href: link, label: texts.button }, [texts.validity, texts.ignore]),
  };
}

/** The e-mail confirmation link; `change` when the address is a new one waiting to replace the account's e-mail. */
export function emailConfirmationMail(input: { to: string; link: string; validHours: number; language: InterfaceLanguage; change?: boolean }): MailMessage {
  const all = confirmationsMessageTexts.for(input.language);
  const texts = input.change ? all.emailChange : all.emailConfirmation;
  return linkMail(input.language, input.to, input.link, { ...texts, validity: fill(texts.validity, { hours: input.validHours }) });
}

export function passwordResetMail(input: { to: string; username: string; link: string; validMinutes: number; language: InterfaceLanguage }): MailMessage {
  const texts = confirmationsMessageTexts.for(input.language).passwordReset;
  return linkMail(input.language, input.to, input.link, {
    ...texts,
    intro: fill(texts.intro, { username: input.username }),
    validity: fill(texts.validity, { minutes: input.validMinutes }),
  });
}

export function smsCodeText(code: string, purpose: 'PHONE_CONFIRM' | 'PASSWORD_RESET', validMinutes: number, language: InterfaceLanguage): string {
  return fill(confirmationsMessageTexts.for(language).smsCode[purpose], { code, minutes: validMinutes });
}
