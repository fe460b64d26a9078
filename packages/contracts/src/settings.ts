import { z } from './zod-pl';

/** Module flags, in the order of the /main hub (spec part 1 §1). */
export const hubModuleFlags = [
  'bookingsModule',
  'medicalServicesModule',
  'allergyModule',
  'declarationsModule',
  'consentsModule',
  'depositsModule',
  'paymentsModule',
  'measurementsModule',
  'messagesModule',
  'adverseEventsModule',
  // Not in the /main hub's redirect order (domain hubOrder), but a module of its own flag all the same.
  'drugInteractionsModule',
  // Teleconsultations: the medical cases' pages (and the teleconsultation wizard) exist only while it is on.
  'telecommunicationModule',
] as const;
export type HubModuleFlag = (typeof hubModuleFlags)[number];

export const applicationSettingsSchema = z
  .object({
    bookingsModule: z.boolean(),
    medicalServicesModule: z.boolean(),
    allergyModule: z.boolean(),
    declarationsModule: z.boolean(),
    consentsModule: z.boolean(),
    depositsModule: z.boolean(),
    paymentsModule: z.boolean(),
    measurementsModule: z.boolean(),
    messagesModule: z.boolean(),
    adverseEventsModule: z.boolean(),
    telecommunicationModule: z.boolean(),
    partnersModule: z.boolean(),
    occupationalMedicineModule: z.boolean(),
    ampaModule: z.boolean(),
    clinicalDocumentRequestsModule: z.boolean(),
    amtsEnabled: z.boolean(),
    drugInteractionsModule: z.boolean(),
  })
  .meta({ id: 'ApplicationSettings' });
export type ApplicationSettings = z.infer<typeof applicationSettingsSchema>;

export const usernamePromptModeSchema = z.enum(['E_MAIL', 'LOGIN']);

/** The installation's stored login settings group. */
export const storedLoginSettingsSchema = z.object({
  usernamePromptMode: usernamePromptModeSchema,
  showLinkToCreateAccountForMe: z.boolean(),
  showLinkToCreateAccountForChild: z.boolean(),
  showLinkToCreateAccountForWard: z.boolean(),
});
export type StoredLoginSettings = z.infer<typeof storedLoginSettingsSchema>;

/** GET /mpi/accounts/login-settings: the stored group, plus whether the e-service sign-in is on offer. */
export const loginSettingsSchema = storedLoginSettingsSchema
  .extend({
    eServiceSignIn: z.boolean().describe('Logowanie przez e-usługę (ePUAP / Profil Zaufany) jest dostępne'),
  })
  .meta({ id: 'LoginSettings' });
export type LoginSettings = z.infer<typeof loginSettingsSchema>;

export const fileUploadParamsSchema = z.object({
  maxFiles: z.number().int(),
  maxFileSize: z.number().int(),
  fileTypes: z.array(z.string()),
});

export const systemInstallationSchema = z
  .object({
    extendedLogs: z.boolean(),
    phones: z.string(),
    region: z.string(),
    publicEAdministrationUrl: z.string().nullable(),
    publicEAdministrationUrlVisible: z.boolean(),
    styleContrastTop: z.boolean(),
  })
  .meta({ id: 'SystemInstallation' });
export type SystemInstallation = z.infer<typeof systemInstallationSchema>;

export const registrationSettingsSchema = z
  .object({
    usernamePromptMode: usernamePromptModeSchema,
    requirePatientConsent: z.boolean(),
    phoneIsRequired: z.boolean(),
    phoneConfirmationEnabled: z.boolean(),
    emailIsRequired: z.boolean(),
    supportedCountries: z.array(z.string()),
    userMinAge: z.number().int(),
    registerConsents: z.string().nullable(),
    registerConsentsLink: z.string().nullable(),
    registerConsentsLinkDest: z.string().nullable(),
    // The consent in English and Ukrainian where the clinic has given them: a reader sees hers, else
    // the English one, else the Polish one (domain configuredName).
    registerConsentsEn: z.string().nullable(),
    registerConsentsUk: z.string().nullable(),
    registerConsentsLinkEn: z.string().nullable(),
    registerConsentsLinkUk: z.string().nullable(),
    attachmentsVisible: z.boolean(),
    attachmentsRequired: z.boolean(),
    systemInstallationSettings: z.object({ phones: z.string(), region: z.string() }),
    fileUploadParams: fileUploadParamsSchema,
    confIdentQualifiedCert: z.boolean(),
  })
  .meta({ id: 'RegistrationSettings' });
export type RegistrationSettings = z.infer<typeof registrationSettingsSchema>;

export const patientAccountSettingsSchema = z
  .object({ patientNamesDisabled: z.boolean(), attachmentsVisible: z.boolean(), attachmentsRequired: z.boolean() })
  .meta({ id: 'PatientAccountSettings' });

export const smsConfirmationSettingsSchema = z
  .object({ phoneConfirmationEnabled: z.boolean(), codeLength: z.number().int(), codeValidityMinutes: z.number().int() })
  .meta({ id: 'SmsConfirmationSettings' });

export const identificationSettingsSchema = z
  .object({ showProviderName: z.boolean(), showLogo: z.boolean(), showContact: z.boolean() })
  .meta({ id: 'IdentificationSettings' });

/** Who runs this portal: shown in the top bar, the footer and page titles. Served with an ETag. */
export const identificationSchema = z
  .object({
    portalName: z.string(),
    providerName: z.string(),
    providerAddress: z.string(),
    contactPhone: z.string(),
    contactEmail: z.string(),
    appVersion: z.string(),
    securityVersion: z.string(),
  })
  .meta({ id: 'Identification' });
export type Identification = z.infer<typeof identificationSchema>;

export const fileSettingsSchema = z.object({ fileUploadParams: fileUploadParamsSchema }).meta({ id: 'FileSettings' });

export const messageComponentSettingsSchema = z
  .object({ pageSize: z.number().int(), inboxRefreshSeconds: z.number().int(), titleMaxLength: z.number().int(), attachmentsEnabled: z.boolean() })
  .meta({ id: 'MessageComponentSettings' });

export const helpSettingsSchema = z
  .object({ helpUrl: z.string().nullable(), contextHelpEnabled: z.boolean() })
  .meta({ id: 'HelpSettings' });
export type HelpSettings = z.infer<typeof helpSettingsSchema>;

export const registerAccountDescSchema = z
  .object({ accountNotAuthorizedInfoDest: z.string().nullable(), accountNotAuthorizedInfo: z.string() })
  .meta({ id: 'RegisterAccountDesc' });

/** The spec's letters on the wire: O other, H help; stored as words (OTHER, HELP). */
export const linkKindSchema = z.enum(['O', 'H']);
export const linkKindLetters = { OTHER: 'O', HELP: 'H' } as const satisfies Record<string, z.infer<typeof linkKindSchema>>;
export const topBarLinkSchema = z
  .object({
    id: z.number().int(),
    kind: linkKindSchema,
    namePl: z.string(),
    nameEn: z.string(),
    nameUk: z.string().nullable().describe('Nazwa po ukraińsku, jeśli przychodnia ją podała; bez niej czytelnik ukraiński widzi nazwę angielską'),
    url: z.string(),
    sso: z.boolean().describe('Aplikacja dostawcy: przed otwarciem odnośnika portal zostawia token SSO w ciasteczku ssotoken'),
  })
  .meta({ id: 'TopBarLink' });
export type TopBarLink = z.infer<typeof topBarLinkSchema>;

/** The adverse-events settings group: where GET /mpi/adverseevents/url sends the patient (an external form). */
export const adverseEventsSettingsSchema = z.object({ url: z.url() }).meta({ id: 'AdverseEventsSettings' });
export type AdverseEventsSettings = z.infer<typeof adverseEventsSettingsSchema>;

/** GET /mpi/accounts/mpi-user/questionnaire-settings. */
export const questionnaireSettingsSchema = z
  .object({
    selfAssessmentQuestionaire: z.boolean().describe('Samoocena objawów jest dostępna'),
    selfAssessmentGps: z.boolean().describe('Wynik samooceny może zawierać położenie pacjenta (za jego zgodą)'),
  })
  .meta({ id: 'QuestionnaireSettings' });
export type QuestionnaireSettings = z.infer<typeof questionnaireSettingsSchema>;
