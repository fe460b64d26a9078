import {
  digitsOnly,
  fileLimitIssue,
  isCountryCode,
  nameError,
  normalizePhone,
  phoneError,
  type CodedIssue,
  type FileFacts,
  type NameErrorKey,
  type PhoneErrorKey,
  type RegistrationIssueCode,
  CAPTCHA_ANSWER_LENGTH,
  CAPTCHA_ANSWER_MAX,
} from '@portal/domain';
import { characters } from './plural-pl';
import { z } from './zod-pl';
import { interfaceLanguageSchema, newPasswordSchema, preferredChannelSchema } from './accounts';
import { isoDate } from './common';
import { redirectContextSchema } from './confirmations';
import { genderSchema } from './patients';
import type { RegistrationSettings } from './settings';

/*
 * Self-service registration (spec part 1 §3 "Registration request", §5 "Registration and patient data").
 * The schemas hold the rules that do not depend on settings; `registrationIssues` of packages/domain
 * adds those that do (registration settings, the role, today), as codes whose Polish messages are below.
 * The server and the web form apply both.
 */

/** Messages of the name rules (spec part 2 §5: nameInvalid, dashFirst, dashLast). */
export const nameErrorMessages: Record<NameErrorKey, string> = {
  nameInvalid: 'Dozwolone są tylko litery, apostrof, przecinek, łącznik i spacja',
  dashFirst: 'Nie może zaczynać się od łącznika',
  dashLast: 'Nie może kończyć się łącznikiem',
};

/** Messages of the phone rules (spec part 2 §5). */
export const phoneErrorMessages: Record<PhoneErrorKey, string> = {
  phoneInvalidCountryCode: 'Niepoprawny numer kierunkowy kraju',
  phoneTooShort: 'Numer telefonu jest za krótki',
  phoneTooLong: 'Numer telefonu jest za długi',
  phoneInvalidNumber: 'Niepoprawny numer telefonu',
  notSelectedCountry: 'Numer telefonu nie należy do wybranego kraju',
  selectedPremiumNumber: 'Numery o podwyższonej opłacie (premium) są niedozwolone',
};

export const NAME_MAX_LENGTH = 100;

const checkName = (value: string, ctx: z.RefinementCtx) => {
  const key = nameError(value);
  if (key) ctx.addIssue({ code: 'custom', message: nameErrorMessages[key] });
};

/** A required part of a person's name (first name, last name). */
export const personNameSchema = (requiredMessage: string) =>
  z
    .string({ error: requiredMessage })
    .trim()
    .min(1, requiredMessage)
    .max(NAME_MAX_LENGTH, `Może mieć najwyżej ${characters(NAME_MAX_LENGTH)}`)
    .superRefine(checkName);

/** An optional part of a name (the middle name): empty travels as null. */
export const optionalPersonNameSchema = z
  .string()
  .trim()
  .max(NAME_MAX_LENGTH, `Może mieć najwyżej ${characters(NAME_MAX_LENGTH)}`)
  .superRefine(checkName)
  .nullish()
  .transform((v) => v || null);

/**
 * A phone as typed, in international form (country code first; the plus is optional). Fewer than
 * 4 digits is no phone (null); otherwise the number must be valid for its country and not a premium
 * one. The output is normalised: "+48601234567".
 */
export const optionalPhoneSchema = z
  .string()
  .trim()
  .max(32, phoneErrorMessages.phoneTooLong)
  .nullish()
  .superRefine((value, ctx) => {
    if (!value) return;
    if (/[^\d\s+-]/.test(value)) {
      ctx.addIssue({ code: 'custom', message: 'Numer telefonu może zawierać tylko cyfry' });
      return;
    }
    const normalized = normalizePhone(value);
    // Spec part 1 §9: at least 4 digits. A few typed digits are a number too short, not "no phone".
    if (!normalized) {
      if (digitsOnly(value).length > 0) ctx.addIssue({ code: 'custom', message: phoneErrorMessages.phoneTooShort });
      return;
    }
    const key = phoneError(normalized);
    if (key) ctx.addIssue({ code: 'custom', message: phoneErrorMessages[key] });
  })
  .transform((v) => normalizePhone(v));

/** An optional e-mail address: empty travels as null. */
export const optionalEmailSchema = z
  .string()
  .trim()
  .max(254, 'Adres e-mail może mieć najwyżej 254 znaki')
  .nullish()
  .transform((v) => v || null)
  .pipe(z.email('Podaj poprawny adres e-mail').nullable());

/** Username of LOGIN mode: letters, digits, dot, underscore, hyphen and @; empty means "suggest one". */
export const USERNAME_PATTERN = /^[A-Za-z0-9._@-]+$/;
const optionalUsernameSchema = z
  .string()
  .trim()
  .max(254, 'Login może mieć najwyżej 254 znaki')
  .nullish()
  .transform((v) => v || null)
  .pipe(
    z
      .string()
      .min(3, 'Login musi mieć co najmniej 3 znaki')
      .regex(USERNAME_PATTERN, 'Login może zawierać tylko litery bez polskich znaków, cyfry oraz znaki . _ - @')
      .nullable(),
  );

export const registrationAccountSchema = z.object({
  contactData: z.object({
    email: optionalEmailSchema,
    phoneNumber: optionalPhoneSchema,
    preferredCommunicationChannel: preferredChannelSchema.default('EMAIL'),
  }),
  credentials: z.object({
    username: optionalUsernameSchema,
    password: z.string({ error: 'Podaj hasło' }).pipe(newPasswordSchema),
  }),
  name: personNameSchema('Podaj imię'),
  lastName: personNameSchema('Podaj nazwisko'),
  middleName: optionalPersonNameSchema,
  settings: z.object({ marketingMessagesConsent: z.boolean().default(false) }).default({ marketingMessagesConsent: false }),
});

const optionalText = (max: number, tooLong: string) =>
  z
    .string()
    .trim()
    .max(max, tooLong)
    .nullish()
    .transform((v) => v || null);

const countryCodeSchema = z
  .string()
  .trim()
  .nullish()
  .transform((v) => (v ? v.toUpperCase() : null))
  // A code of ISO 3166-1 (domain countryCodes, the list the web app offers).
  .pipe(z.string().refine(isCountryCode, 'Wybierz kraj z listy').nullable());

export const registrationIdentitySchema = z.object({
  nationalIdentificationNumber: optionalText(20, 'Numer identyfikacyjny może mieć najwyżej 20 znaków').pipe(
    z.string().regex(/^[0-9A-Za-z]+$/, 'Numer identyfikacyjny może zawierać tylko cyfry i litery').nullable(),
  ),
  documentNumber: optionalText(30, 'Numer dokumentu może mieć najwyżej 30 znaków').pipe(
    z.string().regex(/^[0-9A-Za-z -]+$/, 'Numer dokumentu może zawierać tylko litery, cyfry, spacje i łączniki').nullable(),
  ),
  countryCode: countryCodeSchema,
});

export const POSTAL_CODE_PL = /^\d{2}-\d{3}$/;
export const registrationAddressSchema = z
  .object({
    countryCode: countryCodeSchema,
    city: z.string({ error: 'Podaj miejscowość' }).trim().min(1, 'Podaj miejscowość').max(100, 'Nazwa miejscowości może mieć najwyżej 100 znaków'),
    street: optionalText(100, 'Nazwa ulicy może mieć najwyżej 100 znaków'),
    houseNumber: optionalText(20, 'Numer domu może mieć najwyżej 20 znaków'),
    postalCode: optionalText(10, 'Kod pocztowy może mieć najwyżej 10 znaków'),
  })
  .superRefine((a, ctx) => {
    if (a.postalCode && (a.countryCode ?? 'PL') === 'PL' && !POSTAL_CODE_PL.test(a.postalCode)) {
      ctx.addIssue({ code: 'custom', path: ['postalCode'], message: 'Kod pocztowy ma postać 00-000' });
    }
  });

/**
 * A file handed in with the registration (an identity document scan), uploaded beforehand to
 * POST /mpi/accounts/registration/attachments with the same challenge token: the id it got there.
 */
export const registrationAttachmentSchema = z.object({ fileId: z.number().int().positive().max(2_147_483_647) });
export type RegistrationAttachment = z.infer<typeof registrationAttachmentSchema>;

export const registrationPatientSchema = z.object({
  name: personNameSchema('Podaj imię'),
  lastName: personNameSchema('Podaj nazwisko'),
  middleName: optionalPersonNameSchema,
  birthDate: isoDate('Podaj datę urodzenia'),
  gender: z.enum(genderSchema.options, { error: 'Wybierz płeć' }).refine((g) => g !== 'UNKNOWN', 'Wybierz płeć'),
  identity: registrationIdentitySchema,
  address: registrationAddressSchema,
  attachments: z.array(registrationAttachmentSchema).max(50, 'Za dużo załączników').default([]),
  /** A person without a PESEL: identified by a document number and its country. */
  foreigner: z.boolean().default(false),
});

export const registrationPatientRoleSchema = z.enum(['WARD', 'CHILD']);
export type RegistrationPatientRole = z.infer<typeof registrationPatientRoleSchema>;

/**
 * POST /api/mpi/accounts. `patientRole` absent (or null): an account for the person in `patient`;
 * WARD / CHILD: the guardian's account (`account`) and the ward's or child's record (`patient`).
 * The anti-bot fields come from GET /api/mpi/accounts/registration/challenge.
 */
export const registrationRequestSchema = z
  .object({
    account: registrationAccountSchema,
    patient: registrationPatientSchema,
    patientRole: registrationPatientRoleSchema.nullish().transform((v) => v ?? null),
    redirectContext: redirectContextSchema.nullish().transform((v) => v ?? null),
    challengeToken: z.string().trim().max(200).nullish(),
    captchaAnswer: z.union([z.string().trim().max(CAPTCHA_ANSWER_LENGTH), z.number().int().min(0).max(CAPTCHA_ANSWER_MAX)]).nullish(),
    /** The phone entered a second time, required to match when phone confirmation is off. */
    phoneNumberRepeat: z.string().trim().max(32).nullish(),
    /** The registration terms (settings.registerConsents) accepted; required when the settings name terms. */
    registerConsentsAccepted: z.boolean().default(false),
    /** The interface language at registration: the account's messages go out in it (absent: Polish). */
    language: interfaceLanguageSchema.optional(),
  })
  .meta({ id: 'RegistrationRequest' });
export type RegistrationRequest = z.input<typeof registrationRequestSchema>;
export type RegistrationRequestParsed = z.output<typeof registrationRequestSchema>;

export const registrationResults = ['REGISTERED', 'ALREADY_EXIST', 'REQUESTED', 'REVERTED', 'WARD', 'CHILD'] as const;
export const registrationResultSchema = z.enum(registrationResults);
export type RegistrationResult = z.infer<typeof registrationResultSchema>;

/** What the summary of a registration shows (spec: params phoneNumber, isEmailAddress, preferredCommunicationChannel). */
export const registrationResponseSchema = z
  .object({
    result: registrationResultSchema,
    /** The login of the account; null for ALREADY_EXIST (nothing was created). */
    username: z.string().nullable(),
    /** The account's phone (+48…), to which the SMS code went when `smsCodeSent`. */
    phoneNumber: z.string().nullable(),
    /** The account has an e-mail address and a confirmation link was sent to it. */
    isEmailAddress: z.boolean(),
    preferredCommunicationChannel: preferredChannelSchema,
    /** An SMS code to confirm the phone was sent (phone confirmation on and a phone given). */
    smsCodeSent: z.boolean(),
    /** WARD / CHILD: the profile existed already, so the link waits for confirmation before it grants access. */
    linkPending: z.boolean(),
  })
  .meta({ id: 'RegistrationResponse' });
export type RegistrationResponse = z.infer<typeof registrationResponseSchema>;

/** GET /api/mpi/accounts/registration/challenge: the captcha and the token that starts the 5-second clock (valid 10 minutes). */
export const registrationChallengeSchema = z
  .object({
    challengeToken: z.string(),
    /** A raster image as a data URI (data:image/webp;base64,…) showing "a + b + c = ?", 480 × 160 pixels. */
    captchaImage: z.string(),
  })
  .meta({ id: 'RegistrationChallenge' });
export type RegistrationChallenge = z.infer<typeof registrationChallengeSchema>;

/** GET /api/mpi/accounts/login/prepare?name&surname → { value }: a free login. */
export const loginPrepareQuerySchema = z.object({
  name: z.string({ error: 'Podaj imię' }).trim().min(1, 'Podaj imię').max(NAME_MAX_LENGTH),
  surname: z.string({ error: 'Podaj nazwisko' }).trim().min(1, 'Podaj nazwisko').max(NAME_MAX_LENGTH),
});

/* Messages of the registration rules ------------------------------------------------------------- */

/**
 * The Polish message of each issue code of the registration rules (packages/domain
 * registration-issues.ts); `{{name}}` stands for a value of the issue's params.
 */
export const registrationIssueMessages: Record<RegistrationIssueCode, string> = {
  EMAIL_REQUIRED: 'Podaj adres e-mail',
  PHONE_REQUIRED: 'Podaj numer telefonu',
  PHONE_REQUIRED_FOR_SMS: 'Podaj numer telefonu, aby otrzymywać wiadomości SMS',
  PHONE_REPEAT_MISMATCH: 'Numery telefonu nie są identyczne',
  TERMS_NOT_ACCEPTED: 'Zaakceptuj regulamin, aby założyć konto',
  DOCUMENT_NUMBER_REQUIRED: 'Podaj numer dokumentu tożsamości',
  DOCUMENT_COUNTRY_INVALID: 'Wybierz kraj z listy',
  PESEL_REQUIRED: 'Podaj numer PESEL',
  NATIONAL_ID_REQUIRED: 'Podaj numer identyfikacyjny',
  PESEL_INVALID: 'Niepoprawny numer PESEL',
  BIRTH_DATE_PESEL_MISMATCH: 'Data urodzenia nie zgadza się z numerem PESEL',
  GENDER_PESEL_MISMATCH: 'Płeć nie zgadza się z numerem PESEL',
  CHILD_TOO_OLD: 'Dziecko musi mieć mniej niż 18 lat (data urodzenia od {{min}})',
  BIRTH_DATE_TOO_EARLY: 'Data urodzenia nie może być wcześniejsza niż {{min}}',
  // Worded so that any age reads right (no noun agreeing with the number).
  PATIENT_TOO_YOUNG: 'Konto może założyć osoba urodzona najpóźniej {{max}} (najniższy wiek: {{minAge}})',
  BIRTH_DATE_IN_FUTURE: 'Data urodzenia nie może być późniejsza niż dzisiejsza',
  ATTACHMENT_REQUIRED: 'Wymagane jest dodanie załącznika',
  ATTACHMENTS_DISABLED: 'Dodawanie załączników jest wyłączone',
  ATTACHMENTS_TOO_MANY: 'Za dużo plików (najwyżej {{maxFiles}})',
  ATTACHMENT_TYPE: 'Niedozwolony typ pliku {{filename}}. Dozwolone typy: {{types}}',
  ATTACHMENT_EMPTY: 'Plik {{filename}} jest pusty',
  ATTACHMENT_TOO_LARGE: 'Plik {{filename}} jest za duży (najwyżej {{maxSize}})',
};

/** The Polish message of an issue, its values filled in. */
export const registrationIssueMessage = (issue: CodedIssue): string =>
  registrationIssueMessages[issue.code].replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(issue.params?.[name] ?? ''));

/** One chosen file against the limits of the settings, as a Polish message (null when it fits). */
export function attachmentFileIssue(file: FileFacts, params: RegistrationSettings['fileUploadParams']): string | null {
  const issue = fileLimitIssue(file, params);
  return issue && registrationIssueMessage(issue);
}
