import { isCountryCode } from '@portal/domain';
import { characters } from './plural-pl';
import { z } from './zod-pl';
import { bodyIdSchema, idSchema, storedTranslationSchema, translationSchema } from './common';
import {
  adverseEventsSettingsSchema,
  applicationSettingsSchema,
  questionnaireSettingsSchema,
  fileUploadParamsSchema,
  helpSettingsSchema,
  identificationSchema,
  identificationSettingsSchema,
  messageComponentSettingsSchema,
  patientAccountSettingsSchema,
  registerAccountDescSchema,
  registrationSettingsSchema,
  smsConfirmationSettingsSchema,
  storedLoginSettingsSchema,
  systemInstallationSchema,
  usernamePromptModeSchema,
} from './settings';
import { CONFIRMATION_CODE_LENGTH } from './confirmations';
import { documentRequestSettingsSchema, encountersSettingsSchema, resultsSettingsSchema } from './medical-record';
import { bookingSettingsSchema } from './bookings';
import { measurementSettingsEditSchema, measurementSettingsSchema } from './measurements';

/*
 * The clinic console's settings (GET/PUT /clinic/settings/<key>, role ADMIN): every group the patient
 * portal reads, stored as one JSON row each in `settings`. `settingsGroupSchemas` is the shape of each
 * stored group (what the server reads and answers); `settingsEditSchemas` is what a PUT must satisfy —
 * the same fields with the limits an administrator is held to (Polish messages, field paths relative
 * to the body) — and is what the console's forms validate with.
 */

/** Every settings group the console edits, in the order the console lists them. */
export const settingsGroupKeys = [
  'application',
  'login',
  'registration',
  'patient-account',
  'sms-confirmation',
  'system-installation',
  'identification-settings',
  'identification',
  'file-upload',
  'message-component',
  'help',
  'register-account-desc',
  'adverse-events',
  'questionnaire',
  'encounters',
  'results',
  'document-requests',
  'bookings',
  'measurements',
] as const;
export type SettingsGroupKey = (typeof settingsGroupKeys)[number];

/** Each stored group's shape (merged over its defaults). Parts that come from elsewhere are left out. */
export const settingsGroupSchemas = {
  application: applicationSettingsSchema,
  login: storedLoginSettingsSchema,
  /** Without the parts answered from other groups (installation, file limits). */
  registration: registrationSettingsSchema.omit({ systemInstallationSettings: true, fileUploadParams: true }),
  'patient-account': patientAccountSettingsSchema,
  /** The code lifetime is config.SMS_CODE_VALID_MINUTES, which the codes obey: never stored. */
  'sms-confirmation': smsConfirmationSettingsSchema.omit({ codeValidityMinutes: true }),
  'system-installation': systemInstallationSchema,
  'identification-settings': identificationSettingsSchema,
  /** The running version comes from the build: never stored. */
  identification: identificationSchema.omit({ appVersion: true }),
  'file-upload': fileUploadParamsSchema,
  'message-component': messageComponentSettingsSchema,
  help: helpSettingsSchema,
  'register-account-desc': registerAccountDescSchema,
  'adverse-events': adverseEventsSettingsSchema,
  questionnaire: questionnaireSettingsSchema,
  encounters: encountersSettingsSchema,
  results: resultsSettingsSchema,
  'document-requests': documentRequestSettingsSchema,
  bookings: bookingSettingsSchema,
  measurements: measurementSettingsSchema,
} as const satisfies Record<SettingsGroupKey, z.ZodType>;
export type SettingsGroupValue<K extends SettingsGroupKey> = z.infer<(typeof settingsGroupSchemas)[K]>;

/** GET /clinic/settings: every group's current value, keyed by the group's key. */
export const clinicSettingsSchema = z.object(settingsGroupSchemas).meta({ id: 'ClinicSettings' });
export type ClinicSettings = z.infer<typeof clinicSettingsSchema>;

// ---------------------------------------------------------------------------------------------------
// Field rules of the editable groups

/**
 * The largest file the server takes in one upload part. Files are streamed to the storage, but a
 * signed document is read whole into memory to verify its signature (authorisation), so the clinic's
 * own limit (`file-upload.maxFileSize`) may not exceed this.
 */
export const MAX_UPLOAD_FILE_SIZE = 20 * 1024 * 1024;
/** The most files one upload request may carry (the multipart parser's part limit follows it). */
export const MAX_UPLOAD_FILES = 20;

const URL_MAX = 2000;
const HTTP_URL_MESSAGE = 'Podaj pełny adres zaczynający się od http:// albo https://';
const TARGET_MESSAGE = 'Podaj pełny adres zaczynający się od http:// albo https:// albo ścieżkę portalu zaczynającą się od /';
const LINK_URL_MESSAGE = 'Podaj adres zaczynający się od http:// albo https://, ścieżkę portalu zaczynającą się od / albo mailto:adres e-mail';

function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname.length > 0;
  } catch {
    return false;
  }
}
/** A path of this portal: one leading slash (`//host` would leave the portal), no spaces or backslashes. */
const isPortalPath = (value: string) => /^\/(?![/\\])[^\s\\]*$/.test(value);
const isMailto = (value: string) => {
  if (!value.toLowerCase().startsWith('mailto:')) return false;
  return z.email().safeParse(decodeURIComponentSafe(value.slice('mailto:'.length).split('?')[0])).success;
};
function decodeURIComponentSafe(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

/** An address outside the portal: http or https only (never javascript:, data: and the like). */
export const httpUrlSchema = z
  .string()
  .trim()
  .min(1, 'Podaj adres')
  .max(URL_MAX, `Adres może mieć najwyżej ${characters(URL_MAX)}`)
  .refine(isHttpUrl, HTTP_URL_MESSAGE);

/** Where a text of the portal leads: an http(s) address or a path of the portal (`/regulamin`). */
export const linkTargetSchema = z
  .string()
  .trim()
  .min(1, 'Podaj adres')
  .max(URL_MAX, `Adres może mieć najwyżej ${characters(URL_MAX)}`)
  .refine((v) => isHttpUrl(v) || isPortalPath(v), TARGET_MESSAGE);

/** Empty travels as null. */
const optional = <S extends z.ZodType<string, string>>(schema: S) =>
  z
    .string()
    .trim()
    .max(URL_MAX, `Adres może mieć najwyżej ${characters(URL_MAX)}`)
    .nullish()
    .transform((v) => v || null)
    .pipe(schema.nullable());

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, `Tekst może mieć najwyżej ${characters(max)}`)
    .nullish()
    .transform((v) => v || null);

/** An e-mail address, or empty when the clinic gives none. */
const emailOrEmpty = z
  .string()
  .trim()
  .max(254, 'Adres e-mail może mieć najwyżej 254 znaki')
  .refine((v) => v === '' || z.email().safeParse(v).success, 'Podaj poprawny adres e-mail');

/** A phone as shown to patients (digits, spaces, +, -, brackets), or empty. */
const phoneOrEmpty = z
  .string()
  .trim()
  .max(40, 'Numer telefonu może mieć najwyżej 40 znaków')
  .refine((v) => v === '' || (/^\+?[\d\s()-]+$/.test(v) && v.replace(/\D/g, '').length >= 4), 'Podaj numer telefonu (cyfry, spacje, znak +)');

const countryCode = z
  .string()
  .trim()
  .regex(/^[A-Za-z]{2}$/, 'Podaj dwuliterowy kod kraju (np. PL, DE)')
  .refine(isCountryCode, 'Nie ma kraju o takim kodzie (ISO 3166-1)')
  .transform((v) => v.toUpperCase());

const requiredText = (max: number, empty: string) =>
  z
    .string()
    .trim()
    .min(1, empty)
    .max(max, `Tekst może mieć najwyżej ${characters(max)}`);

/** A file type as allowed by the limits: an extension without the dot. */
const fileType = z
  .string()
  .trim()
  .toLowerCase()
  .regex(/^[a-z0-9]{1,10}$/, 'Podaj rozszerzenie pliku bez kropki (np. pdf, jpg)');

const intBetween = (min: number, max: number, what: string) =>
  z
    .number({ error: `Podaj ${what}` })
    .int('Podaj liczbę całkowitą')
    .min(min, `Wartość musi wynosić co najmniej ${min}`)
    .max(max, `Wartość może wynosić najwyżej ${max}`);

const unique = (values: readonly string[]) => new Set(values).size === values.length;

// ---------------------------------------------------------------------------------------------------
// What a PUT of each group must satisfy

const registrationEditSchema = z
  .object({
    usernamePromptMode: usernamePromptModeSchema,
    requirePatientConsent: z.boolean(),
    phoneIsRequired: z.boolean(),
    phoneConfirmationEnabled: z.boolean(),
    emailIsRequired: z.boolean(),
    supportedCountries: z
      .array(countryCode)
      .max(250, 'Można wybrać najwyżej 250 krajów')
      .refine(unique, 'Każdy kraj można podać tylko raz'),
    userMinAge: intBetween(0, 18, 'wiek'),
    registerConsents: optionalText(4000),
    registerConsentsLink: optionalText(200),
    registerConsentsLinkDest: optional(linkTargetSchema),
    registerConsentsEn: optionalText(4000),
    registerConsentsUk: optionalText(4000),
    registerConsentsLinkEn: optionalText(200),
    registerConsentsLinkUk: optionalText(200),
    attachmentsVisible: z.boolean(),
    attachmentsRequired: z.boolean(),
    confIdentQualifiedCert: z.boolean(),
  })
  .superRefine((v, ctx) => {
    if (v.attachmentsRequired && !v.attachmentsVisible) {
      ctx.addIssue({ code: 'custom', path: ['attachmentsRequired'], message: 'Załączniki mogą być wymagane tylko wtedy, gdy formularz je pokazuje' });
    }
    if (v.registerConsentsLink && !v.registerConsentsLinkDest) {
      ctx.addIssue({ code: 'custom', path: ['registerConsentsLinkDest'], message: 'Podaj adres, do którego prowadzi odnośnik w treści zgody' });
    }
    if (v.registerConsentsLink && !v.registerConsents) {
      ctx.addIssue({ code: 'custom', path: ['registerConsents'], message: 'Odnośnik jest częścią treści zgody: podaj jej treść' });
    }
    // A translation goes with the Polish text, and a translated consent with its link's translation (a
    // reader never sees an English sentence with a Polish link in it).
    for (const [text, link, language] of [
      ['registerConsentsEn', 'registerConsentsLinkEn', 'angielsku'],
      ['registerConsentsUk', 'registerConsentsLinkUk', 'ukraińsku'],
    ] as const) {
      if (v[text] && !v.registerConsents) {
        ctx.addIssue({ code: 'custom', path: ['registerConsents'], message: 'Tłumaczenie zgody wymaga jej treści po polsku' });
      }
      if (v[text] && v.registerConsentsLink && !v[link]) {
        ctx.addIssue({ code: 'custom', path: [link], message: `Podaj tekst odnośnika po ${language}` });
      }
      if (v[link] && !v[text]) {
        ctx.addIssue({ code: 'custom', path: [text], message: `Odnośnik jest częścią treści zgody: podaj jej treść po ${language}` });
      }
      if (v[link] && !v.registerConsentsLink) {
        ctx.addIssue({ code: 'custom', path: ['registerConsentsLink'], message: 'Tłumaczenie odnośnika wymaga jego tekstu po polsku' });
      }
    }
  });

const patientAccountEditSchema = z
  .object({ patientNamesDisabled: z.boolean(), attachmentsVisible: z.boolean(), attachmentsRequired: z.boolean() })
  .superRefine((v, ctx) => {
    if (v.attachmentsRequired && !v.attachmentsVisible) {
      ctx.addIssue({ code: 'custom', path: ['attachmentsRequired'], message: 'Załączniki mogą być wymagane tylko wtedy, gdy formularz je pokazuje' });
    }
  });

const systemInstallationEditSchema = z
  .object({
    extendedLogs: z.boolean(),
    phones: z
      .string()
      .trim()
      .regex(/^[A-Za-z]{2}$/, 'Podaj dwuliterowy kod kraju numerów telefonów (np. pl)')
      .transform((v) => v.toLowerCase()),
    region: countryCode,
    publicEAdministrationUrl: optional(httpUrlSchema),
    publicEAdministrationUrlVisible: z.boolean(),
    styleContrastTop: z.boolean(),
  })
  .superRefine((v, ctx) => {
    if (v.publicEAdministrationUrlVisible && !v.publicEAdministrationUrl) {
      ctx.addIssue({ code: 'custom', path: ['publicEAdministrationUrl'], message: 'Podaj adres serwisu, który ma być pokazany' });
    }
  });

export const settingsEditSchemas = {
  application: applicationSettingsSchema,
  login: storedLoginSettingsSchema,
  registration: registrationEditSchema,
  'patient-account': patientAccountEditSchema,
  'sms-confirmation': z.object({
    phoneConfirmationEnabled: z.boolean(),
    // The portal's SMS codes always have this length (contracts CONFIRMATION_CODE_LENGTH): the setting only tells the client.
    codeLength: z.literal(CONFIRMATION_CODE_LENGTH, { error: `Kody SMS portalu mają zawsze ${CONFIRMATION_CODE_LENGTH} cyfr` }),
  }),
  'system-installation': systemInstallationEditSchema,
  'identification-settings': identificationSettingsSchema,
  identification: z.object({
    portalName: requiredText(100, 'Podaj nazwę portalu'),
    providerName: z.string().trim().max(200, 'Nazwa może mieć najwyżej 200 znaków'),
    providerAddress: z.string().trim().max(300, 'Adres może mieć najwyżej 300 znaków'),
    contactPhone: phoneOrEmpty,
    contactEmail: emailOrEmpty,
    securityVersion: requiredText(20, 'Podaj wersję zabezpieczeń'),
  }),
  'file-upload': z.object({
    maxFiles: intBetween(1, MAX_UPLOAD_FILES, 'liczbę plików'),
    maxFileSize: intBetween(1024, MAX_UPLOAD_FILE_SIZE, 'rozmiar pliku w bajtach'),
    fileTypes: z
      .array(fileType)
      .min(1, 'Podaj co najmniej jeden dozwolony typ pliku')
      .max(30, 'Można podać najwyżej 30 typów plików')
      .refine(unique, 'Każdy typ pliku można podać tylko raz'),
  }),
  'message-component': z.object({
    pageSize: intBetween(5, 100, 'liczbę wiadomości na stronie'),
    inboxRefreshSeconds: intBetween(10, 3600, 'czas odświeżania w sekundach'),
    titleMaxLength: intBetween(10, 500, 'największą długość tytułu'),
    attachmentsEnabled: z.boolean(),
  }),
  help: z.object({ helpUrl: optional(httpUrlSchema), contextHelpEnabled: z.boolean() }),
  'register-account-desc': z.object({
    accountNotAuthorizedInfo: requiredText(2000, 'Podaj treść informacji'),
    accountNotAuthorizedInfoDest: optional(linkTargetSchema),
  }),
  'adverse-events': z.object({ url: httpUrlSchema }),
  questionnaire: questionnaireSettingsSchema,
  encounters: encountersSettingsSchema,
  results: resultsSettingsSchema.extend({
    // A file is streamed to the storage, never held whole; an order of a CD's worth of files stays bounded.
    imagingMaxFileSize: intBetween(1_048_576, 1_073_741_824, 'największy rozmiar pliku DICOM w bajtach'),
    imagingMaxFiles: intBetween(1, 2000, 'największą liczbę plików DICOM w zleceniu'),
  }),
  'document-requests': documentRequestSettingsSchema.extend({
    defaultDescription: requiredText(2000, 'Podaj domyślny opis wniosku'),
    encounterDescription: requiredText(2000, 'Podaj domyślny opis wniosku z wizyty'),
    completionDays: intBetween(1, 90, 'liczbę dni na realizację wniosku'),
  }),
  bookings: bookingSettingsSchema,
  measurements: measurementSettingsEditSchema,
} as const satisfies Record<SettingsGroupKey, z.ZodType>;
export type SettingsEditInput<K extends SettingsGroupKey> = z.input<(typeof settingsEditSchemas)[K]>;

// ---------------------------------------------------------------------------------------------------
// Top-bar links (the console edits the rows GET /mppd/api/links answers)

export const clinicLinkKindSchema = z.enum(['OTHER', 'HELP']);
export type ClinicLinkKind = z.infer<typeof clinicLinkKindSchema>;

/** A top-bar link as the console shows it: the stored words (OTHER, HELP) and its position. */
export const clinicLinkSchema = z
  .object({
    id: z.number().int(),
    kind: clinicLinkKindSchema,
    namePl: z.string(),
    nameEn: z.string(),
    /** Null where the clinic has given none: Ukrainian readers then see the English name. */
    nameUk: storedTranslationSchema,
    url: z.string(),
    sso: z.boolean(),
    position: z.number().int(),
  })
  .meta({ id: 'ClinicLink' });
export type ClinicLink = z.infer<typeof clinicLinkSchema>;

/** Where a top-bar link leads: http(s), a path of the portal, or mailto: an address. */
export const linkUrlSchema = z
  .string()
  .trim()
  .min(1, 'Podaj adres')
  .max(URL_MAX, `Adres może mieć najwyżej ${characters(URL_MAX)}`)
  .refine((v) => isHttpUrl(v) || isPortalPath(v) || isMailto(v), LINK_URL_MESSAGE);

/** POST /clinic/links and PUT /clinic/links/:linkId. Without a position a new link goes last. */
export const clinicLinkInputSchema = z
  .object({
    kind: clinicLinkKindSchema,
    namePl: requiredText(100, 'Podaj nazwę po polsku'),
    nameEn: requiredText(100, 'Podaj nazwę po angielsku'),
    nameUk: translationSchema(100),
    url: linkUrlSchema,
    sso: z.boolean(),
    position: z.number().int().min(0).max(1_000_000).optional(),
  })
  .superRefine((v, ctx) => {
    // The SSO token is a cookie for an application of the provider's: an address to open, not an e-mail.
    if (v.sso && isMailto(v.url)) ctx.addIssue({ code: 'custom', path: ['sso'], message: 'Jednokrotne logowanie dotyczy tylko adresów stron, nie adresów e-mail' });
  });
export type ClinicLinkInput = z.input<typeof clinicLinkInputSchema>;

export const clinicLinkParamsSchema = z.object({ linkId: idSchema });

/** PUT /clinic/links/order: every link's id, in the new order. */
export const clinicLinkOrderSchema = z
  .object({
    ids: z
      .array(bodyIdSchema)
      .max(200)
      .refine((ids) => new Set(ids).size === ids.length, 'Każdy odnośnik można podać tylko raz'),
  });
export type ClinicLinkOrder = z.infer<typeof clinicLinkOrderSchema>;
