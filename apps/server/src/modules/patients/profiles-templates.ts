import type { InterfaceLanguage } from '@portal/contracts';
import { fill, textsFor } from '../../i18n/message-texts';
import type { MailMessage } from '../../integrations/mail/index';
import { escapeHtml } from '../../lib/html';
import type { AdultChildLink } from './profiles-repository';

/* The coming-of-age e-mails (profiles-service `notifyChildrenComeOfAge`), in each recipient's language. */

function mail(language: string, to: string, subject: string, paragraphs: string[], link: { href: string; label: string }): MailMessage {
  const texts = textsFor(language);
  const p = (text: string) => `<p style="margin:0 0 16px">${escapeHtml(text)}</p>`;
  const html = [
    '<!doctype html>',
    `<html lang="${escapeHtml(language as InterfaceLanguage)}"><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>`,
    '<body style="margin:0;padding:24px;background:#f4f6f8;font-family:Arial,Helvetica,sans-serif;color:#1a1a1a;font-size:16px;line-height:1.5">',
    '<div style="max-width:560px;margin:0 auto;background:#ffffff;border-radius:8px;padding:24px">',
    `<h1 style="font-size:20px;margin:0 0 16px">${escapeHtml(subject)}</h1>`,
    p(texts.mail.greeting),
    ...paragraphs.map(p),
    `<p style="margin:0 0 16px"><a href="${escapeHtml(link.href)}" style="display:inline-block;background:#1864ab;color:#ffffff;text-decoration:none;padding:12px 20px;border-radius:6px">${escapeHtml(link.label)}</a></p>`,
    p(texts.mail.linkFallback),
    `<p style="margin:0 0 16px;word-break:break-all"><a href="${escapeHtml(link.href)}" style="color:#1864ab">${escapeHtml(link.href)}</a></p>`,
    `<p style="margin:24px 0 0;font-size:13px;color:#555">${escapeHtml(texts.mail.footer)}</p>`,
    '</div></body></html>',
  ].join('\n');
  const text = [texts.mail.greeting, '', ...paragraphs, '', link.href, '', texts.mail.footer].join('\n');
  return { to, subject, text, html };
}

/** The mails of one child come of age: to the grown-up child (own account with a confirmed e-mail) and to the parent (confirmed e-mail). */
export function adultNoticeMails(link: AdultChildLink, baseUrl: string): MailMessage[] {
  const child = `${link.childName} ${link.childLastName}`;
  const parent = `${link.parent.name} ${link.parent.lastName}`;
  const out: MailMessage[] = [];
  if (link.adult?.email) {
    const t = textsFor(link.adult.language).comingOfAge;
    out.push(
      mail(link.adult.language, link.adult.email, t.adultSubject, [fill(t.adultIntro, { parent }), fill(t.adultManage, { parent })], {
        href: `${baseUrl}/login`,
        label: t.adultButton,
      }),
    );
  }
  if (link.parent.email) {
    const t = textsFor(link.parent.language).comingOfAge;
    out.push(
      mail(link.parent.language, link.parent.email, fill(t.parentSubject, { child }), [fill(t.parentIntro, { child }), t.parentInvite], {
        href: `${baseUrl}/registration`,
        label: t.parentButton,
      }),
    );
  }
  return out;
}
