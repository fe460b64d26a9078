import type { SettingsGroupKey, SettingsGroupValue } from '@portal/contracts';

/** How a setting is edited. */
/** `deliveryMethods`: a choice of several of the delivery methods of a document request (PORTAL, IN_PERSON, POST). */
export type FieldKind = 'switch' | 'text' | 'textarea' | 'number' | 'tags' | 'usernamePromptMode' | 'deliveryMethods' | 'fixed';

export interface FieldSpec<K extends SettingsGroupKey> {
  name: keyof SettingsGroupValue<K> & string;
  kind: FieldKind;
}

type Fields = { [K in SettingsGroupKey]: ReadonlyArray<FieldSpec<K>> };

const switches = <K extends SettingsGroupKey>(...names: Array<keyof SettingsGroupValue<K> & string>): Array<FieldSpec<K>> =>
  names.map((name) => ({ name, kind: 'switch' }));

/**
 * The fields of each group's form, in the order shown. Their labels and one-line descriptions are the
 * texts `fields.<group>.<field>` of the settings namespace.
 */
export const groupFields: Fields = {
  application: switches<'application'>(
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
    'telecommunicationModule',
    'partnersModule',
    'occupationalMedicineModule',
    'ampaModule',
    'clinicalDocumentRequestsModule',
    'amtsEnabled',
    'drugInteractionsModule',
  ),
  login: [
    { name: 'usernamePromptMode', kind: 'usernamePromptMode' },
    ...switches<'login'>('showLinkToCreateAccountForMe', 'showLinkToCreateAccountForChild', 'showLinkToCreateAccountForWard'),
  ],
  registration: [
    { name: 'usernamePromptMode', kind: 'usernamePromptMode' },
    ...switches<'registration'>('emailIsRequired', 'phoneIsRequired', 'phoneConfirmationEnabled', 'requirePatientConsent'),
    { name: 'userMinAge', kind: 'number' },
    { name: 'supportedCountries', kind: 'tags' },
    { name: 'registerConsents', kind: 'textarea' },
    { name: 'registerConsentsLink', kind: 'text' },
    { name: 'registerConsentsLinkDest', kind: 'text' },
    { name: 'registerConsentsEn', kind: 'textarea' },
    { name: 'registerConsentsLinkEn', kind: 'text' },
    { name: 'registerConsentsUk', kind: 'textarea' },
    { name: 'registerConsentsLinkUk', kind: 'text' },
    ...switches<'registration'>('attachmentsVisible', 'attachmentsRequired', 'confIdentQualifiedCert'),
  ],
  'patient-account': switches<'patient-account'>('patientNamesDisabled', 'attachmentsVisible', 'attachmentsRequired'),
  'sms-confirmation': [
    { name: 'phoneConfirmationEnabled', kind: 'switch' },
    { name: 'codeLength', kind: 'fixed' },
  ],
  'system-installation': [
    { name: 'region', kind: 'text' },
    { name: 'phones', kind: 'text' },
    { name: 'publicEAdministrationUrl', kind: 'text' },
    ...switches<'system-installation'>('publicEAdministrationUrlVisible', 'styleContrastTop', 'extendedLogs'),
  ],
  'identification-settings': switches<'identification-settings'>('showProviderName', 'showLogo', 'showContact'),
  identification: [
    { name: 'portalName', kind: 'text' },
    { name: 'providerName', kind: 'text' },
    { name: 'providerAddress', kind: 'text' },
    { name: 'contactPhone', kind: 'text' },
    { name: 'contactEmail', kind: 'text' },
    { name: 'securityVersion', kind: 'text' },
  ],
  'file-upload': [
    { name: 'maxFiles', kind: 'number' },
    { name: 'maxFileSize', kind: 'number' },
    { name: 'fileTypes', kind: 'tags' },
  ],
  'message-component': [
    { name: 'pageSize', kind: 'number' },
    { name: 'inboxRefreshSeconds', kind: 'number' },
    { name: 'titleMaxLength', kind: 'number' },
    { name: 'attachmentsEnabled', kind: 'switch' },
  ],
  help: [
    { name: 'helpUrl', kind: 'text' },
    { name: 'contextHelpEnabled', kind: 'switch' },
  ],
  'register-account-desc': [
    { name: 'accountNotAuthorizedInfo', kind: 'textarea' },
    { name: 'accountNotAuthorizedInfoDest', kind: 'text' },
  ],
  'adverse-events': [{ name: 'url', kind: 'text' }],
  questionnaire: switches<'questionnaire'>('selfAssessmentQuestionaire', 'selfAssessmentGps'),
  encounters: switches<'encounters'>('showDiagnoses', 'showRecommendations', 'questionnairesEnabled'),
  results: [
    ...switches<'results'>('viewResultsAsText', 'edmEnabled', 'imagingImportEnabled'),
    { name: 'imagingMaxFileSize', kind: 'number' },
    { name: 'imagingMaxFiles', kind: 'number' },
  ],
  'document-requests': [
    { name: 'defaultDescription', kind: 'textarea' },
    { name: 'encounterDescription', kind: 'textarea' },
    { name: 'deliveryMethods', kind: 'deliveryMethods' },
    { name: 'completionDays', kind: 'number' },
  ],
  bookings: [
    ...switches<'bookings'>('smsConfirmationEnabled', 'eReferralEnabled', 'manualReferralEnabled', 'referralAttachmentsEnabled'),
    { name: 'reminderHoursBefore', kind: 'number' },
  ],
  // The shown kinds of measurements (`shownKinds`) have their own editor on the measurements settings page.
  measurements: [],
};
