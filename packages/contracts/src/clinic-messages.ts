import { MESSAGE_PAGE_SIZE, MESSAGE_TITLE_MAX } from '@portal/domain';
import { idSchema, isoDateTimeSchema, storedTranslationSchema, translationSchema } from './common';
import { dateRangeQuerySchema, pageOf, pageQuerySchema } from './lists';
import { messageCategorySchema, messagePartySchema, messagePatientSchema, messageSchema, checkMessageRecipientsAndTitle, sendMessageFields } from './messages';
import { characters } from './plural-pl';
import { z } from './zod-pl';

/*
 * The clinic console's side of messages (/api/clinic/messages...): each member's own inbox and the
 * inboxes of the mailboxes she belongs to, the thread, replies, messages to patients (optionally to be
 * confirmed), mailboxes and categories kept by the administrator, and a patient's correspondence on the
 * patient card (an audited read).
 */

export const clinicMessageParamsSchema = z.object({ messageId: idSchema });
export const clinicMessageAttachmentParamsSchema = z.object({ messageId: idSchema, fileId: idSchema });
export const mailboxParamsSchema = z.object({ mailboxId: idSchema });
export const messageCategoryParamsSchema = z.object({ code: z.string().trim().min(1).max(30) });

/** One of the member's inboxes: her own (mailboxId null) or a mailbox's. */
export const clinicMessageBoxSchema = z
  .object({ mailboxId: z.number().int().nullable(), name: z.string(), unread: z.number().int() })
  .meta({ id: 'ClinicMessageBox' });
export const clinicMessageBoxesSchema = z.array(clinicMessageBoxSchema).meta({ id: 'ClinicMessageBoxes' });
export type ClinicMessageBox = z.infer<typeof clinicMessageBoxSchema>;

/**
 * A message as the console shows it: the patient's view of it with the patient's PESEL, the sender's account
 * and every recipient's read state (`isOwn`: the member sent it, herself or on behalf of one of her mailboxes).
 */
export const clinicMessageSchema = messageSchema
  .omit({ recipients: true, patient: true, changeable: true })
  .extend({
    /** The patient's account that sent it: its login (null when staff sent it). */
    senderAccount: z.object({ id: z.number().int(), username: z.string() }).nullable(),
    /** The staff member who wrote it on behalf of a mailbox (sender kind MAILBOX). */
    writtenBy: z.string().nullable(),
    recipients: z.array(messagePartySchema.extend({ readDate: isoDateTimeSchema.nullable() })),
    patient: messagePatientSchema.extend({ pesel: z.string().nullable() }).nullable(),
    /** In an inbox: when this box read it (null: unread); in the outbox and on the patient card: when a recipient first read it. */
    readDate: isoDateTimeSchema.nullable(),
  })
  .meta({ id: 'ClinicMessage' });
export type ClinicMessage = z.infer<typeof clinicMessageSchema>;
export const clinicMessagePageSchema = pageOf(clinicMessageSchema).meta({ id: 'ClinicMessagePage' });
export type ClinicMessagePage = z.infer<typeof clinicMessagePageSchema>;
export const clinicMessageListSchema = z.array(clinicMessageSchema).meta({ id: 'ClinicMessageList' });

const clinicFilters = {
  category: z.string().trim().max(30).optional(),
  title: z.string().trim().max(MESSAGE_TITLE_MAX).optional(),
};
/** GET /api/clinic/messages/inbox: the member's own inbox (no mailboxId) or one of her mailboxes'. */
export const clinicInboxQuerySchema = pageQuerySchema({ default: MESSAGE_PAGE_SIZE, max: 50 })
  .extend(dateRangeQuerySchema.shape)
  .extend({
    ...clinicFilters,
    mailboxId: idSchema.optional(),
    sender: z.string().trim().max(100).optional(),
    unreadOnly: z.enum(['true', 'false']).optional(),
  });
export type ClinicInboxQuery = z.input<typeof clinicInboxQuerySchema>;
/** GET /api/clinic/messages/outbox: what the member sent, herself or on behalf of her mailboxes. */
export const clinicOutboxQuerySchema = pageQuerySchema({ default: MESSAGE_PAGE_SIZE, max: 50 }).extend(dateRangeQuerySchema.shape).extend(clinicFilters);
/** GET /api/clinic/patients/{patientId}/messages: the patient's correspondence (audited). */
export const clinicPatientMessagesQuerySchema = pageQuerySchema({ default: MESSAGE_PAGE_SIZE, max: 50 }).extend(dateRangeQuerySchema.shape);

/** Staff write to a patient (her own account, or the guardians' who act for her), to colleagues and to mailboxes. */
export const clinicRecipientKinds = ['PATIENT', 'STAFF', 'MAILBOX'] as const;
export const clinicRecipientSchema = z.object({ kind: z.enum(clinicRecipientKinds), id: idSchema });
export type ClinicRecipient = z.infer<typeof clinicRecipientSchema>;

/**
 * POST /api/clinic/messages: a new message or a reply (`inResponseTo`: recipients default to the
 * answered message's sender). `fromMailboxId`: sent on behalf of one of the member's mailboxes.
 * `mustConfirm`: the patient has to confirm reading it at her next sign-in.
 */
export const clinicSendMessageRequestSchema = sendMessageFields
  .omit({ recipients: true, patientId: true })
  .extend({
    recipients: z.array(clinicRecipientSchema).max(20).default([]),
    fromMailboxId: idSchema.nullish(),
    mustConfirm: z.boolean().default(false),
  })
  .superRefine((v, ctx) => {
    checkMessageRecipientsAndTitle(v, ctx);
    if (v.recipients.filter((r) => r.kind === 'PATIENT').length > 1) ctx.addIssue({ code: 'custom', path: ['recipients'], message: 'Wiadomość może dotyczyć tylko jednego pacjenta' });
  })
  .meta({ id: 'ClinicSendMessageRequest' });
export type ClinicSendMessageRequest = z.input<typeof clinicSendMessageRequestSchema>;

/** GET /api/clinic/messages/recipients?q=: colleagues and mailboxes (patients are found with the patient search). */
export const clinicRecipientSearchQuerySchema = pageQuerySchema({ default: 10, max: 50 }).extend({ q: z.string().trim().max(100).optional() });
export const clinicRecipientOptionSchema = z
  .object({ kind: z.enum(['STAFF', 'MAILBOX']), id: z.number().int(), name: z.string(), description: z.string().nullable() })
  .meta({ id: 'ClinicRecipientOption' });
export const clinicRecipientPageSchema = pageOf(clinicRecipientOptionSchema).meta({ id: 'ClinicRecipientPage' });

// ---------------------------------------------------------------------------------------------------
// Mailboxes and categories (the administrator)

/**
 * A mailbox as the console edits it: its Polish words (`name`, `description`) and their English and
 * Ukrainian versions (null: none given).
 */
export const mailboxSchema = z
  .object({
    id: z.number().int(),
    name: z.string(),
    nameEn: storedTranslationSchema,
    nameUk: storedTranslationSchema,
    description: z.string().nullable(),
    descriptionEn: storedTranslationSchema,
    descriptionUk: storedTranslationSchema,
    acceptsPatientMessages: z.boolean(),
    active: z.boolean(),
    members: z.array(z.object({ id: z.number().int(), name: z.string(), lastName: z.string() })),
  })
  .meta({ id: 'Mailbox' });
export type Mailbox = z.infer<typeof mailboxSchema>;
export const mailboxesSchema = z.array(mailboxSchema).meta({ id: 'Mailboxes' });

const required = (message: string, max: number) => z.string({ error: message }).trim().min(1, message).max(max, `Może mieć najwyżej ${characters(max)}`);
const optional = (max: number) =>
  z
    .string()
    .trim()
    .max(max, `Może mieć najwyżej ${characters(max)}`)
    .nullish()
    .transform((v) => v || null);

export const mailboxInputSchema = z
  .object({
    name: required('Podaj nazwę skrzynki', 100),
    nameEn: translationSchema(100),
    nameUk: translationSchema(100),
    description: optional(500),
    descriptionEn: translationSchema(500),
    descriptionUk: translationSchema(500),
    acceptsPatientMessages: z.boolean(),
    active: z.boolean().default(true),
    memberIds: z
      .array(idSchema)
      .max(500)
      .transform((v) => [...new Set(v)]),
  })
  .meta({ id: 'MailboxForm' });
export type MailboxInput = z.input<typeof mailboxInputSchema>;

/** A category as the console edits it: its Polish words (`name`, `description`) and their English and Ukrainian versions. */
export const clinicMessageCategorySchema = messageCategorySchema
  .extend({
    nameEn: storedTranslationSchema,
    nameUk: storedTranslationSchema,
    descriptionEn: storedTranslationSchema,
    descriptionUk: storedTranslationSchema,
    active: z.boolean(),
    sortOrder: z.number().int(),
  })
  .meta({ id: 'ClinicMessageCategory' });
export type ClinicMessageCategory = z.infer<typeof clinicMessageCategorySchema>;
export const clinicMessageCategoriesSchema = z.array(clinicMessageCategorySchema).meta({ id: 'ClinicMessageCategories' });
export const messageCategoryInputSchema = z
  .object({
    name: required('Podaj nazwę kategorii', 100),
    nameEn: translationSchema(100),
    nameUk: translationSchema(100),
    description: optional(300),
    descriptionEn: translationSchema(300),
    descriptionUk: translationSchema(300),
    active: z.boolean().default(true),
    sortOrder: z.number().int().min(0).max(1000).default(0),
  })
  .meta({ id: 'MessageCategoryForm' });
/** A new category also names its code: capital letters, digits and _ (the code travels in messages and never changes). */
export const newMessageCategorySchema = messageCategoryInputSchema
  .extend({ code: z.string({ error: 'Podaj kod kategorii' }).trim().regex(/^[A-Z0-9_]{1,30}$/, 'Kod: wielkie litery, cyfry i _, najwyżej 30 znaków') })
  .meta({ id: 'NewMessageCategory' });
export type MessageCategoryInput = z.input<typeof messageCategoryInputSchema>;
export type NewMessageCategory = z.input<typeof newMessageCategorySchema>;

export const clinicMessageSentSchema = z.object({ id: z.number().int() }).meta({ id: 'ClinicMessageSent' });
