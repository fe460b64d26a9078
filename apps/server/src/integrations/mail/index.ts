/** Outgoing e-mail. Demo mode: the outbox table (see /dev/outbox); production: SMTP via nodemailer. */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** Files sent with the message (a booking's calendar file). */
  attachments?: MailAttachment[];
}
export interface MailAttachment {
  filename: string;
  contentType: string;
  content: string;
}
export interface MailSender {
  send(message: MailMessage): Promise<void>;
}
