/** The messages: her boxes and the outbox, a thread, a new message or reply, and the administrator's mailboxes and categories. */
export const MESSAGES_PATH = '/messages';
export const NEW_MESSAGE_PATH = '/messages/new';
export const MAILBOXES_PATH = '/messages/mailboxes';
export const CATEGORIES_PATH = '/messages/categories';
/** The list's box in the address: a mailbox's id, or SENT for the outbox (none: her own inbox). */
export const SENT_BOX = 'sent';

export const threadPath = (messageId: number) => `${MESSAGES_PATH}/${messageId}`;
/** A reply to a message (compose prefilled from it). */
export const replyPath = (messageId: number) => `${NEW_MESSAGE_PATH}?replyTo=${messageId}`;
/** A new message to a patient (the patient card links here by this same address). */
export const newMessageToPatientPath = (patientId: number) => `${NEW_MESSAGE_PATH}?patientId=${patientId}`;
/** One patient's correspondence (the patient card links here by this same address). */
export const patientMessagesPath = (patientId: number) => `/patients/${patientId}/messages`;
/** The clinic's patient card (the patients feature's page, named by its address only). */
export const patientCardPath = (patientId: number) => `/patients/${patientId}`;
/** An attachment as a download (only the message's parties get it). */
export const attachmentUrl = (messageId: number, fileId: number) => `/api/clinic/messages/${messageId}/attachments/${fileId}`;
/** The live channel of the signed-in member (one per tab). */
export const EVENTS_URL = '/api/clinic/messages/events';
