import { mailHtml } from '../../lib/mail-layout';
import type { InterfaceLanguage } from '@portal/contracts';
import { fill, textsFor } from '../../i18n/message-texts';
import type { MailMessage } from '../../integrations/mail/index';

/**
 * The messages this module sends, in the recipient account's language (texts: i18n/message-texts.ts):
 * a plain-text and an HTML part for e-mail.
 */

function layout(
  language: InterfaceLanguage,
  title: string,
  paragraphs: string[],
  link: { href: string; label: string },
  after: string[],
): string {
  const texts = textsFor(language).mail;
  return mailHtml({ language, title, paragraphs, link: { ...link, fallback: texts.linkFallback }, after, footer: texts.footer });
}

/** A mail with one link: greeting, intro, the link (as a button in HTML), validity and what to do if unasked. */
function linkMail(
  language: InterfaceLanguage,
  to: string,
  link: string,
  texts: { subject: string; intro: string; openLink: string; button: string; validity: string; ignore: string },
): MailMessage {
  const { greeting, footer } = textsFor(language).mail;
  return {
    to,
    subject: texts.subject,
    text: [greeting, '', texts.intro, texts.openLink, link, '', texts.validity, texts.ignore, '', footer].join('\n'),
    html: layout(language, texts.subject, [greeting, texts.intro], { href: link, label: texts.button }, [texts.validity, texts.ignore]),
  };
}

/** The e-mail confirmation link; `change` when the address is a new one waiting to replace the account's e-mail. */
export function emailConfirmationMail(input: { to: string; link: string; validHours: number; language: InterfaceLanguage; change?: boolean }): MailMessage {
  const all = textsFor(input.language);
  const texts = input.change ? all.emailChange : all.emailConfirmation;
  return linkMail(input.language, input.to, input.link, { ...texts, validity: fill(texts.validity, { hours: input.validHours }) });
}

export function passwordResetMail(input: { to: string; username: string; link: string; validMinutes: number; language: InterfaceLanguage }): MailMessage {
  const texts = textsFor(input.language).passwordReset;
  return linkMail(input.language, input.to, input.link, {
    ...texts,
    intro: fill(texts.intro, { username: input.username }),
    validity: fill(texts.validity, { minutes: input.validMinutes }),
  });
}

export function smsCodeText(code: string, purpose: 'PHONE_CONFIRM' | 'PASSWORD_RESET', validMinutes: number, language: InterfaceLanguage): string {
  return fill(textsFor(language).smsCode[purpose], { code, minutes: validMinutes });
}
