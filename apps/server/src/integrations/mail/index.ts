/** Outgoing e-mail. Demo mode: the outbox table (see /dev/outbox); production: SMTP via nodemailer. */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
}
export interface MailSender {
  send(message: MailMessage): Promise<void>;
}
