import { z } from './zod-pl';
import { newPasswordSchema } from './accounts';

/**
 * Where to take a person after a confirmation or sign-in (spec part 1 §2: the query of /login,
 * /confirm …): the service, organisational unit, employee and occupation of a booking in progress.
 */
export const redirectContextSchema = z
  .object({
    medicalServiceCode: z.string().trim().max(64).nullable().optional(),
    organizationalUnitId: z.union([z.string().trim().max(64), z.number().int()]).nullable().optional(),
    employeeId: z.union([z.string().trim().max(64), z.number().int()]).nullable().optional(),
    occupationCode: z.string().trim().max(64).nullable().optional(),
  })
  .meta({ id: 'RedirectContext' });
export type RedirectContext = z.infer<typeof redirectContextSchema>;

const emailField = z
  .string({ error: 'Podaj adres e-mail' })
  .trim()
  .min(1, 'Podaj adres e-mail')
  .max(254, 'Adres e-mail może mieć najwyżej 254 znaki')
  .pipe(z.email('Podaj poprawny adres e-mail'));

/** A phone as typed: digits, spaces and a plus; the server normalises it (normalizePhone). */
export const phoneInputSchema = z
  .string({ error: 'Podaj numer telefonu' })
  .trim()
  .min(1, 'Podaj numer telefonu')
  .max(32, 'Numer telefonu jest za długi')
  .regex(/^\+?[\d\s-]+$/, 'Numer telefonu może zawierać tylko cyfry')
  .refine((v) => v.replace(/\D/g, '').length >= 4, 'Numer telefonu musi mieć co najmniej 4 cyfry');

export const CONFIRMATION_CODE_LENGTH = 6;
export const confirmationCodeSchema = z
  .string({ error: 'Podaj kod potwierdzenia' })
  .trim()
  .regex(/^\d{6}$/, 'Kod potwierdzenia składa się z 6 cyfr');

/** The link token of an e-mail (base64url, ≥128 bits). */
export const linkTokenSchema = z
  .string()
  .trim()
  .min(16, 'Link jest nieprawidłowy')
  .max(200, 'Link jest nieprawidłowy')
  .regex(/^[A-Za-z0-9_-]+$/, 'Link jest nieprawidłowy');

export const emailConfirmationParamsSchema = z.object({ code: linkTokenSchema });
/** PUT confirmations/e-mail/{code}: the context stored with the link, to go on to sign-in keeping it. */
export const emailConfirmedResponseSchema = z
  .object({ email: z.string(), context: redirectContextSchema.nullable() })
  .meta({ id: 'EmailConfirmed' });
export type EmailConfirmedResponse = z.infer<typeof emailConfirmedResponseSchema>;

export const resendEmailRequestSchema = z.object({ email: emailField });
export type ResendEmailRequest = z.infer<typeof resendEmailRequestSchema>;

export const phoneRequestSchema = z.object({ phoneNumber: phoneInputSchema });
export type PhoneRequest = z.infer<typeof phoneRequestSchema>;

export const phoneConfirmRequestSchema = z.object({ phoneNumber: phoneInputSchema, confirmationCode: confirmationCodeSchema });
export type PhoneConfirmRequest = z.infer<typeof phoneConfirmRequestSchema>;

/** GET confirmations/channels/unconfirmed: the signed-in account's phone to prefill /resendactivationcode (none without a session; username is ignored). */
export const unconfirmedChannelsQuerySchema = z.object({ username: z.string().trim().max(254).optional() });
export const unconfirmedChannelsResponseSchema = z
  .object({
    /** The full number for the signed-in account; for a username without a session, masked (+48*****4567). */
    phoneNumber: z.string().nullable(),
    masked: z.boolean(),
  })
  .meta({ id: 'UnconfirmedChannels' });
export type UnconfirmedChannelsResponse = z.infer<typeof unconfirmedChannelsResponseSchema>;

/** Password recovery: by e-mail (a link) or by a confirmed phone (an SMS code) — exactly one of them. */
export const passwordRecoveryRequestSchema = z
  .object({ email: emailField.optional(), phoneNumber: phoneInputSchema.optional() })
  .refine((v) => (v.email ? 1 : 0) + (v.phoneNumber ? 1 : 0) === 1, {
    message: 'Podaj adres e-mail albo numer telefonu',
    path: ['email'],
  });
export type PasswordRecoveryRequest = z.infer<typeof passwordRecoveryRequestSchema>;

/** Password reset: with the e-mail link token, or with the phone and its SMS code. */
export const passwordResetRequestSchema = z
  .object({
    token: linkTokenSchema.optional(),
    phoneNumber: phoneInputSchema.optional(),
    confirmationCode: confirmationCodeSchema.optional(),
    /** Older clients send the SMS code as `code`. */
    code: confirmationCodeSchema.optional(),
    newPassword: newPasswordSchema,
  })
  .refine((v) => Boolean(v.token) || (Boolean(v.phoneNumber) && Boolean(v.confirmationCode ?? v.code)), {
    message: 'Podaj link z wiadomości albo numer telefonu i kod z SMS',
    path: ['token'],
  });
export type PasswordResetRequest = z.infer<typeof passwordResetRequestSchema>;

/* Forms of the web pages (the repeat field is the browser's concern only). */

const repeatMessage = 'Hasła muszą być takie same';
export const resetPasswordFormSchema = z
  .object({ newPassword: newPasswordSchema, repeatPassword: z.string().min(1, 'Powtórz nowe hasło') })
  .refine((v) => v.newPassword === v.repeatPassword, { message: repeatMessage, path: ['repeatPassword'] });
export type ResetPasswordForm = z.infer<typeof resetPasswordFormSchema>;

export const resetPasswordByPhoneFormSchema = z
  .object({
    phoneNumber: phoneInputSchema,
    confirmationCode: confirmationCodeSchema,
    newPassword: newPasswordSchema,
    repeatPassword: z.string().min(1, 'Powtórz nowe hasło'),
  })
  .refine((v) => v.newPassword === v.repeatPassword, { message: repeatMessage, path: ['repeatPassword'] });
export type ResetPasswordByPhoneForm = z.infer<typeof resetPasswordByPhoneFormSchema>;
