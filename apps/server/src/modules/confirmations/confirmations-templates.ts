import type { InterfaceLanguage } from '@portal/contracts';
import { fill, textsFor } from '../../i18n/message-texts';
import type { MailMessage } from '../../integrations/mail/index';
import { escapeHtml } from '../../lib/html';

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
  const p = (text: string) => `<p style="margin:0 0 16px">${escapeHtml(text)}</p>`;
  return [
    '<!doctype html>',
    `<html lang="${language}"><head><meta charset="utf-8"><title>` + escapeHtml(title) + '</title></head>',
    '<body style="margin:0;padding:24px;background:#f4f6f8;font-family:Arial,Helvetica,sans-serif;color:#1a1a1a;font-size:16px;line-height:1.5">',
    '<div style="max-width:560px;margin:0 auto;background:#ffffff;border-radius:8px;padding:24px">',
    `<h1 style="font-size:20px;margin:0 0 16px">${escapeHtml(title)}</h1>`,
    ...paragraphs.map(p),
    `<p style="margin:0 0 16px"><a href="${escapeHtml(link.href)}" style="display:inline-block;background:#1864ab;color:#ffffff;text-decoration:none;padding:12px 20px;border-radius:6px">${escapeHtml(link.label)}</a></p>`,
    p(texts.linkFallback),
    `<p style="margin:0 0 16px;word-break:break-all"><a href="${escapeHtml(link.href)}" style="color:#1864ab">${escapeHtml(link.href)}</a></p>`,
    ...after.map(p),
    `<p style="margin:24px 0 0;font-size:13px;color:#555">${escapeHtml(texts.footer)}</p>`,
    '</div></body></html>',
  ].join('\n');
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

export function emailConfirmationMail(input: { to: string; link: string; validHours: number; language: InterfaceLanguage }): MailMessage {
  const texts = textsFor(input.language).emailConfirmation;
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
