import { characters } from './plural-pl';
import { z } from './zod-pl';

export const accountTypeSchema = z.enum(['AUTHORIZED', 'UNAUTHORIZED']);

/** The channel of confirmations and notices the person chose; EMAIL when phone confirmation is off. */
export const preferredChannelSchema = z.enum(['EMAIL', 'SMS']);
export type PreferredChannel = z.infer<typeof preferredChannelSchema>;

/**
 * The account's contact data. `restoreEmail` / `restorePhone`: a new address or number waiting for its
 * link or SMS code (spec part 1 §4 "E-mail or phone change"); until then `email` / `phoneNumber` stay
 * the account's, for sign-in and recovery too.
 */
export const contactDataSchema = z.object({
  email: z.string().nullable(),
  phoneNumber: z.string().nullable(),
  restoreEmail: z.string().nullable(),
  restorePhone: z.string().nullable(),
  preferredCommunicationChannel: preferredChannelSchema,
});

/** The interface languages: Polish (the default), English, Ukrainian. */
export const interfaceLanguages = ['pl', 'en', 'uk'] as const;
export const interfaceLanguageSchema = z.enum(interfaceLanguages);
export type InterfaceLanguage = z.infer<typeof interfaceLanguageSchema>;

export const accountSchema = z
  .object({
    id: z.number().int(),
    username: z.string(),
    type: accountTypeSchema,
    name: z.string(),
    lastName: z.string(),
    middleName: z.string().nullable(),
    emailConfirmed: z.boolean(),
    phoneConfirmed: z.boolean(),
    contactData: contactDataSchema,
    settings: z.object({ marketingMessagesConsent: z.boolean() }),
    /** The language its e-mails and SMS go out in, chosen in the interface. */
    language: interfaceLanguageSchema,
  })
  .meta({ id: 'Account' });
export type Account = z.infer<typeof accountSchema>;


/**
 * PUT /api/mpi/accounts/mpi-user/language (not in the spec): the language the signed-in person chose in
 * the interface; the e-mails and SMS messages to the account go out in it.
 */
export const accountLanguageRequestSchema = z.object({ language: interfaceLanguageSchema }).meta({ id: 'AccountLanguageRequest' });
export type AccountLanguageRequest = z.infer<typeof accountLanguageRequestSchema>;

export const loginRequestSchema = z.object({
  username: z.string().trim().min(1, 'Podaj login').max(254),
  password: z.string().min(1, 'Podaj hasło').max(256),
});
export type LoginRequest = z.infer<typeof loginRequestSchema>;

export const PASSWORD_MIN_LENGTH = 12;
export const PASSWORD_MAX_LENGTH = 128;
export const newPasswordSchema = z
  .string()
  .min(PASSWORD_MIN_LENGTH, `Hasło musi mieć co najmniej ${PASSWORD_MIN_LENGTH} znaków`)
  .max(PASSWORD_MAX_LENGTH, `Hasło może mieć najwyżej ${characters(PASSWORD_MAX_LENGTH)}`);

/**
 * Change of password with the old one. Signed in: the session's account. Not signed in (sign-in
 * answered MUST_CHANGE_PASSWORD or PASSWORD_EXPIRED): the username is required.
 */
export const changePasswordRequestSchema = z.object({
  username: z.string().trim().max(254).optional(),
  oldPassword: z.string().min(1, 'Podaj obecne hasło').max(256),
  newPassword: newPasswordSchema,
});
export type ChangePasswordRequest = z.infer<typeof changePasswordRequestSchema>;

export const eventLogTypes = ['LOGIN_SUCCESS', 'LOGIN_FAILURE', 'ACCOUNT_LOCK', 'LOGOUT', 'PASSWORD_CHANGE'] as const;
/** Types the client may report; sign-in and lock events are written only by the server. */
export const clientEventLogTypes = ['LOGOUT', 'LOGIN_FAILURE'] as const;
export const eventLogRequestSchema = z.object({
  eventLogType: z.string().trim().min(1).max(64),
  username: z.string().trim().max(254).optional().nullable(),
  description: z.string().max(2000).optional().nullable(),
});
export type EventLogRequest = z.infer<typeof eventLogRequestSchema>;
