/** Client paths of the messages module (spec part 1 §2 "Messages", part 2 §4), built in one place. */
export const messagesPath = '/messages';
export const outboxPath = '/messages?tab=outbox';
export const messagePath = (id: number) => `/messages/${id}`;
export const messagesToConfirmPath = '/messages-to-confirm';
/** A received or sent file of a message (the server names it and sends it as a download). */
export const attachmentUrl = (messageId: number, fileId: number) => `/api/mpi/messages/${messageId}/attachments/${fileId}`;
