import nodemailer from 'nodemailer';
import type { MailSender } from './index';

/** Production mail over SMTP (SMTP_URL, e.g. smtps://user:pass@mail.example.pl:465). */
export function createSmtpMail(url: string, from: string): MailSender {
  const transport = nodemailer.createTransport(url);
  return {
    async send(m) {
      await transport.sendMail({ from, to: m.to, subject: m.subject, text: m.text, html: m.html, attachments: m.attachments?.map((a) => ({ filename: a.filename, contentType: a.contentType, content: a.content })) });
    },
  };
}
