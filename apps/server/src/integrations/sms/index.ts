/** Outgoing SMS. Demo mode: the outbox table; production: an HTTP SMS gateway. */
export interface SmsSender {
  send(message: { to: string; text: string }): Promise<void>;
}
