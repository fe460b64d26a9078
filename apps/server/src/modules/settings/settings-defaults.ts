import { IMAGING_DEFAULT_MAX_FILE_SIZE, IMAGING_DEFAULT_MAX_FILES } from '@portal/domain';
import type {
  AdverseEventsSettings,
  ApplicationSettings,
  HelpSettings,
  QuestionnaireSettings,
  DocumentRequestSettings,
  BookingSettings,
  MeasurementSettings,
  EncountersSettings,
  ResultsSettings,
  Identification,
  StoredLoginSettings,
  RegistrationSettings,
  SystemInstallation,
  z,
  fileUploadParamsSchema,
  identificationSettingsSchema,
  messageComponentSettingsSchema,
  patientAccountSettingsSchema,
  registerAccountDescSchema,
  smsConfirmationSettingsSchema,
} from '@portal/contracts';

/**
 * Settings groups: one row each in the `settings` table (key → jsonb). A stored value is merged over
 * the defaults below, so a row may hold only what an installation changes.
 */
export interface SettingsGroups {
  application: ApplicationSettings;
  login: StoredLoginSettings;
  /** Registration settings without the parts that come from other groups (installation, files). */
  registration: Omit<RegistrationSettings, 'systemInstallationSettings' | 'fileUploadParams'>;
  'patient-account': z.infer<typeof patientAccountSettingsSchema>;
  /** The code lifetime is not a setting: it comes from config.SMS_CODE_VALID_MINUTES, which the codes obey. */
  'sms-confirmation': Omit<z.infer<typeof smsConfirmationSettingsSchema>, 'codeValidityMinutes'>;
  'system-installation': SystemInstallation;
  'identification-settings': z.infer<typeof identificationSettingsSchema>;
  /** The running version is never stored: it comes from the build. */
  identification: Omit<Identification, 'appVersion'>;
  'file-upload': z.infer<typeof fileUploadParamsSchema>;
  'message-component': z.infer<typeof messageComponentSettingsSchema>;
  help: HelpSettings;
  'register-account-desc': z.infer<typeof registerAccountDescSchema>;
  /** Where a patient reports an adverse event (an external form); edited in the clinic console. */
  'adverse-events': AdverseEventsSettings;
  /** The symptom self-assessment: offered or not, and whether its result may carry the patient's position. */
  questionnaire: QuestionnaireSettings;
  /** What the visits tab shows. */
  encounters: EncountersSettings;
  /** Results: shown as text or a table, CDA archives, the patient's DICOM import and its limits. */
  results: ResultsSettings;
  /** Copies of documentation: the default descriptions, how copies may be received, the days to complete. */
  'document-requests': DocumentRequestSettings;
  /** Bookings: SMS confirmation, the reminder's lead time, which referrals the wizard takes. */
  bookings: BookingSettings;
  /** Measurements: which kinds patients see and enter (issue 31). */
  measurements: MeasurementSettings;
}
export type SettingsKey = keyof SettingsGroups;

/** Defaults of the specification (part 1 §3 and §9, part 2 §3 and §9) where it gives them. */
export const settingsDefaults: SettingsGroups = {
  // A module is off until an installation turns it on: the /main hub must never lead to a missing page.
  application: {
    bookingsModule: false,
    medicalServicesModule: false,
    allergyModule: false,
    declarationsModule: false,
    consentsModule: false,
    depositsModule: false,
    paymentsModule: false,
    measurementsModule: false,
    messagesModule: false,
    adverseEventsModule: false,
    telecommunicationModule: false,
    partnersModule: false,
    occupationalMedicineModule: false,
    ampaModule: false,
    clinicalDocumentRequestsModule: false,
    amtsEnabled: false,
    drugInteractionsModule: false,
  },
  login: {
    usernamePromptMode: 'E_MAIL',
    showLinkToCreateAccountForMe: true,
    showLinkToCreateAccountForChild: true,
    showLinkToCreateAccountForWard: true,
  },
  registration: {
    usernamePromptMode: 'E_MAIL',
    requirePatientConsent: true,
    phoneIsRequired: true,
    phoneConfirmationEnabled: true,
    emailIsRequired: true,
    // Countries listed first in a foreigner's country choices (every ISO 3166-1 country is offered).
    supportedCountries: ['CZ', 'DE', 'GB', 'LT', 'SK', 'UA'],
    userMinAge: 16,
    registerConsents: 'Oświadczam, że zapoznałem(-am) się z regulaminem świadczenia usług drogą elektroniczną i akceptuję jego postanowienia.',
    registerConsentsLink: 'Regulamin świadczenia usług drogą elektroniczną',
    registerConsentsLinkDest: '/regulamin',
    registerConsentsEn: 'I declare that I have read the terms of electronic services and accept them.',
    registerConsentsLinkEn: 'Terms of electronic services',
    registerConsentsUk: 'Заявляю, що ознайомився(-лася) з правилами надання послуг в електронній формі та приймаю їх.',
    registerConsentsLinkUk: 'Правила надання послуг в електронній формі',
    attachmentsVisible: true,
    attachmentsRequired: false,
    confIdentQualifiedCert: false,
  },
  'patient-account': {
    patientNamesDisabled: false,
    attachmentsVisible: true,
    attachmentsRequired: false,
  },
  'sms-confirmation': {
    phoneConfirmationEnabled: true,
    codeLength: 6,
  },
  'system-installation': {
    extendedLogs: false,
    phones: 'pl',
    region: 'PL',
    publicEAdministrationUrl: null,
    publicEAdministrationUrlVisible: false,
    styleContrastTop: false,
  },
  'identification-settings': {
    showProviderName: true,
    showLogo: false,
    showContact: true,
  },
  // Empty provider data means "not configured": the client then shows the portal name alone.
  identification: {
    portalName: 'Portal Pacjenta',
    providerName: '',
    providerAddress: '',
    contactPhone: '',
    contactEmail: '',
    securityVersion: '5.WB1',
  },
  'file-upload': {
    maxFiles: 5,
    maxFileSize: 5_242_880,
    fileTypes: ['pdf', 'jpg', 'jpeg', 'png'],
  },
  'message-component': {
    pageSize: 15,
    inboxRefreshSeconds: 60,
    titleMaxLength: 149,
    attachmentsEnabled: true,
  },
  help: {
    helpUrl: null,
    contextHelpEnabled: true,
  },
  'register-account-desc': {
    accountNotAuthorizedInfo:
      'Twoje konto nie zostało jeszcze potwierdzone. Aby uzyskać pełny dostęp do danych medycznych, potwierdź swoją ' +
      'tożsamość w rejestracji przychodni, okazując dokument tożsamości ze zdjęciem.',
    accountNotAuthorizedInfoDest: null,
  },
  // The Polish medicines authority's (URPL) adverse-event reporting form on the e-health platform.
  'adverse-events': { url: 'https://smz.ezdrowie.gov.pl/' },
  // Off until the clinic offers it (the hub never leads to a page the installation does not run).
  questionnaire: { selfAssessmentQuestionaire: false, selfAssessmentGps: false },
  encounters: { showDiagnoses: true, showRecommendations: true, questionnairesEnabled: true },
  results: {
    viewResultsAsText: false,
    edmEnabled: true,
    imagingImportEnabled: true,
    imagingMaxFileSize: IMAGING_DEFAULT_MAX_FILE_SIZE,
    imagingMaxFiles: IMAGING_DEFAULT_MAX_FILES,
  },
  // Part 1 §9: a fixed text about access to medical documentation; from a visit, about its test results.
  'document-requests': {
    defaultDescription:
      'Na podstawie art. 26 ustawy o prawach pacjenta i Rzeczniku Praw Pacjenta wnoszę o udostępnienie kopii wskazanej dokumentacji medycznej.',
    encounterDescription: 'Wnoszę o udostępnienie kopii dokumentacji medycznej wizyty wraz z wynikami badań zleconych w jej trakcie.',
    deliveryMethods: ['PORTAL', 'IN_PERSON', 'POST'],
    completionDays: 14,
  },  bookings: { smsConfirmationEnabled: true, reminderHoursBefore: 24, eReferralEnabled: true, manualReferralEnabled: true, referralAttachmentsEnabled: true },
  measurements: { shownKinds: ['PRESSURE', 'WEIGHT', 'HEIGHT', 'BMI', 'SURFACE'] },

};
