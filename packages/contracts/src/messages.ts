import {
  MESSAGE_CONTENT_MAX,
  MESSAGE_PAGE_SIZE,
  MESSAGE_TITLE_CUT,
  MESSAGE_TITLE_MAX,
  RECIPIENT_PAGE_SIZE,
  titleLength,
} from '@portal/domain';
import { staffRoleSchema } from './clinic-auth';
import { interfaceLanguageSchema } from './accounts';
import { idSchema, isoDateTimeSchema, valueOf } from './common';
import { dateRangeQuerySchema, pageOf, pageQuerySchema } from './lists';
import { characters } from './plural-pl';
import { z } from './zod-pl';

/*
 * Messages between patients' accounts and the clinic (spec part 1 §2 "Messages", §3 "Message",
 * "Recipient account", "Person search", §4, §5, §8 "Message errors", §9; part 2 §4 "Messages to
 * confirm"). A message belongs to accounts, not to patients: its sender and each of its recipients
 * see it, nobody else. Text is plain text, stored as given and never rendered as HTML.
 * The clinic console's side is in clinic-messages.ts.
 */

/** The spec's §8 texts, word for word (the web shows them from i18n under the same wording). */
export const messageTexts = {
  deleteRead: 'Nie mozna usunąć wiadomości już przeczytanej',
  editRead: 'Nie można edytować wiadomości już przeczytanej',
  sendFailed: 'Nie udało się wysłać wiadomości',
  sent: 'Wiadomość została wysłana',
  saved: 'Wiadomość została zapisana',
  editReadConfirm: 'Nie można edytować wiadomości już przeczytanej. Czy chcesz wysłać nową?',
} as const;

export const messageParamsSchema = z.object({ id: idSchema });
export const messageAttachmentParamsSchema = z.object({ id: idSchema, fileId: idSchema });

export const messageCategorySchema = z
  .object({ code: z.string(), name: z.string(), description: z.string().nullable() })
  .meta({ id: 'MessageCategory' });
export type MessageCategory = z.infer<typeof messageCategorySchema>;
export const messageCategoriesSchema = z.array(messageCategorySchema).meta({ id: 'MessageCategories' });

/**
 * Who sent or receives a message: a patient's account, a staff member, a clinic mailbox, or the
 * clinic itself (a message the portal sent, e.g. a programme invitation; id null).
 */
export const messagePartyKinds = ['ACCOUNT', 'STAFF', 'MAILBOX', 'CLINIC'] as const;
export const messagePartyKindSchema = z.enum(messagePartyKinds);
export type MessagePartyKind = z.infer<typeof messagePartyKindSchema>;
/** Who sent or received a message: a staff member by name and (in the patient's portal) her roles, never her login. */
export const messagePartySchema = z
  .object({ kind: messagePartyKindSchema, id: z.number().int().nullable(), name: z.string(), roles: z.array(staffRoleSchema).optional() })
  .meta({ id: 'MessageParty' });
export type MessageParty = z.infer<typeof messagePartySchema>;

export const messageAttachmentSchema = z
  .object({ id: z.number().int(), fileName: z.string(), mimeType: z.string(), size: z.number().int() })
  .meta({ id: 'MessageAttachment' });
export type MessageAttachment = z.infer<typeof messageAttachmentSchema>;

/** The patient a message concerns (a guardian writes about a ward; the clinic writes about a patient). */
export const messagePatientSchema = z
  .object({ id: z.number().int(), name: z.string(), lastName: z.string() })
  .meta({ id: 'MessagePatient' });

/** A message as the patient's portal shows it (inbox, outbox, thread, to-confirm). */
export const messageSchema = z
  .object({
    id: z.number().int(),
    title: z.string(),
    /** Plain text. */
    content: z.string(),
    category: messageCategorySchema,
    sender: messagePartySchema,
    /** Names of the recipients (GET {id}/recipients has their read state, for the sender). */
    recipients: z.array(messagePartySchema),
    patient: messagePatientSchema.nullable(),
    /** The message this one answers. */
    inResponseTo: z.number().int().nullable(),
    /** The first message of its thread (its own id for a thread's first). */
    threadId: z.number().int(),
    createdAt: isoDateTimeSchema,
    /**
     * In the inbox and to-confirm: when the signed-in account read it (null: unread). In the outbox:
     * when a recipient first read it (null: nobody has yet).
     */
    readDate: isoDateTimeSchema.nullable(),
    /** Changed by its sender after it was sent. */
    isEdit: z.boolean(),
    /** Staff asked the patient to confirm reading it (part 2 §4). */
    mustConfirm: z.boolean(),
    /** The signed-in account sent it. */
    isOwn: z.boolean(),
    /** Its sender may still edit or delete it (own, and nobody has read it). */
    changeable: z.boolean(),
    attachments: z.array(messageAttachmentSchema),
  })
  .meta({ id: 'Message' });
export type Message = z.infer<typeof messageSchema>;

const bareFilters = {
  category: z.string().trim().max(30).optional(),
  title: z.string().trim().max(MESSAGE_TITLE_MAX).optional(),
};

/** GET .../inbox (spec part 1 §7): a page of 15 (+1 probe), newest first, with the spec's filters. */
export const inboxQuerySchema = pageQuerySchema({ default: MESSAGE_PAGE_SIZE, max: 50 })
  .extend(dateRangeQuerySchema.shape)
  .extend({
    ...bareFilters,
    /** Part of the sender's name. */
    sender: z.string().trim().max(100).optional(),
    /** Part of a recipient's name (the messages of a mailbox or member the account wrote to as well). */
    recipient: z.string().trim().max(100).optional(),
  });
export type InboxQuery = z.input<typeof inboxQuerySchema>;
/** GET .../outbox: the same without sender and recipient. */
export const outboxQuerySchema = pageQuerySchema({ default: MESSAGE_PAGE_SIZE, max: 50 }).extend(dateRangeQuerySchema.shape).extend(bareFilters);
export type OutboxQuery = z.input<typeof outboxQuerySchema>;
export const messagePageSchema = pageOf(messageSchema).meta({ id: 'MessagePage' });
export type MessagePage = z.infer<typeof messagePageSchema>;

const titleSchema = (max: number) =>
  z
    .string({ error: 'Podaj tytuł wiadomości' })
    .trim()
    .min(1, 'Podaj tytuł wiadomości')
    .refine((v) => titleLength(v) <= max, `Tytuł może mieć najwyżej ${characters(max)}`);
const contentSchema = z
  .string({ error: 'Wpisz treść wiadomości' })
  .refine((v) => v.trim().length > 0, 'Wpisz treść wiadomości')
  .refine((v) => v.length <= MESSAGE_CONTENT_MAX, `Treść może mieć najwyżej ${characters(MESSAGE_CONTENT_MAX)}`);
const categoryCodeSchema = z.string({ error: 'Wybierz kategorię' }).trim().min(1, 'Wybierz kategorię').max(30);
/** Files uploaded with POST .../attachments and not yet sent (their ids). */
const attachmentIdsSchema = z
  .array(idSchema)
  .max(20)
  .default([])
  .transform((v) => [...new Set(v)]);

/** A patient writes to clinic staff and to mailboxes that accept patient messages — never to another patient. */
export const patientRecipientKinds = ['STAFF', 'MAILBOX'] as const;
export const patientRecipientSchema = z.object({ kind: z.enum(patientRecipientKinds), id: idSchema });
export type PatientRecipient = z.infer<typeof patientRecipientSchema>;

/**
 * POST .../portal: a new message, or a reply (`inResponseTo`; its recipients default to the answered
 * message's sender, and its title is cut to 149). `patientId`: the patient it concerns, one the account
 * acts for (its own record when absent and it has one).
 */
export const sendMessageFields = z.object({
  category: categoryCodeSchema,
  title: titleSchema(MESSAGE_TITLE_MAX),
  content: contentSchema,
  recipients: z.array(patientRecipientSchema).max(20).default([]),
  inResponseTo: idSchema.nullish(),
  patientId: idSchema.nullish(),
  attachmentIds: attachmentIdsSchema,
});
/** The rules of a new message or reply that span fields (both apps' forms and both servers' routes). */
export function checkMessageRecipientsAndTitle(v: { inResponseTo?: number | null; title: string; recipients: unknown[] }, ctx: z.RefinementCtx) {
  if (v.inResponseTo && titleLength(v.title) > MESSAGE_TITLE_CUT) {
    ctx.addIssue({ code: 'custom', path: ['title'], message: `Tytuł może mieć najwyżej ${characters(MESSAGE_TITLE_CUT)}` });
  }
  if (!v.inResponseTo && v.recipients.length === 0) ctx.addIssue({ code: 'custom', path: ['recipients'], message: 'Wybierz co najmniej jednego adresata' });
}
export const sendMessageRequestSchema = sendMessageFields.superRefine(checkMessageRecipientsAndTitle).meta({ id: 'SendMessageRequest' });
export type SendMessageRequest = z.input<typeof sendMessageRequestSchema>;

/** PUT .../update: the sender changes a message nobody has read (title cut to 149); the attachments listed are those it keeps and adds. */
export const updateMessageRequestSchema = z
  .object({
    id: idSchema,
    category: categoryCodeSchema,
    title: titleSchema(MESSAGE_TITLE_CUT),
    content: contentSchema,
    recipients: z.array(patientRecipientSchema).min(1, 'Wybierz co najmniej jednego adresata').max(20),
    attachmentIds: attachmentIdsSchema,
  })
  .meta({ id: 'UpdateMessageRequest' });
export type UpdateMessageRequest = z.input<typeof updateMessageRequestSchema>;

/** A recipient's read state (GET {id}/recipients). */
export const messageRecipientSchema = messagePartySchema.extend({ readDate: isoDateTimeSchema.nullable() }).meta({ id: 'MessageRecipient' });
export const messageRecipientsSchema = z.array(messageRecipientSchema).meta({ id: 'MessageRecipients' });

export const isReadSchema = valueOf(z.boolean()).meta({ id: 'MessageIsRead' });
export const markReadSchema = z.object({ readDate: isoDateTimeSchema }).meta({ id: 'MessageMarkedRead' });
export const messageListSchema = z.array(messageSchema).meta({ id: 'MessageList' });
export const messageAttachmentsSchema = z.array(messageAttachmentSchema).meta({ id: 'MessageAttachments' });

/** GET .../unread: the menu's count and how many of them must be confirmed. */
export const unreadCountSchema = z.object({ unread: z.number().int(), toConfirm: z.number().int() }).meta({ id: 'MessageUnreadCount' });
export type UnreadCount = z.infer<typeof unreadCountSchema>;

/**
 * GET /mpi/accounts/mpi-user/recipients/info (spec part 1 §3 "Person search"): 5 a page. Patients find
 * staff by name, never by login: `q` is a first name, a last name or both (each word found in either);
 * `name` and `lastname` narrow by one of them.
 */
export const recipientSearchQuerySchema = pageQuerySchema({ default: RECIPIENT_PAGE_SIZE, max: 20 }).extend({
  q: z.string().trim().max(100).optional(),
  name: z.string().trim().max(100).optional(),
  lastname: z.string().trim().max(100).optional(),
});
export type RecipientSearchQuery = z.input<typeof recipientSearchQuerySchema>;
/**
 * Spec part 1 §3 "Recipient account" — a staff member or a mailbox the patient may write to. A member is
 * shown by name and role (the roles' words are the interface's, in its language), never by login.
 */
export const recipientAccountSchema = z
  .object({
    kind: z.enum(patientRecipientKinds),
    id: z.number().int(),
    /** A member's first name, or a mailbox's name. */
    name: z.string(),
    lastname: z.string().nullable(),
    /** A member's roles (none for a mailbox). */
    roles: z.array(staffRoleSchema),
    /** What a mailbox is for, in the reader's language, else English, else Polish (null for a member, or a mailbox the clinic has not described). */
    description: z.string().nullable(),
    /** The language of a mailbox's `name` as given (the clinic may not have translated it); null for a member, whose name is a person's. */
    nameLang: interfaceLanguageSchema.nullable(),
    /** The language of `description` as given; null with no description. */
    descriptionLang: interfaceLanguageSchema.nullable(),
  })
  .meta({ id: 'RecipientAccount' });
export type RecipientAccount = z.infer<typeof recipientAccountSchema>;
export const recipientPageSchema = pageOf(recipientAccountSchema).meta({ id: 'RecipientPage' });

/**
 * What the live channel (server-sent events, GET /api/mpi/messages/events and /api/clinic/messages/events)
 * says: the reader's unread count changed (a message came, was read, edited or deleted). The client
 * refreshes its inbox and sets the count; while the channel is down it refreshes every 60 s instead.
 */
export const liveMessageEventSchema = z
  .object({ type: z.literal('messages'), unread: z.number().int(), toConfirm: z.number().int() })
  .meta({ id: 'LiveMessageEvent' });
export type LiveMessageEvent = z.infer<typeof liveMessageEventSchema>;
