import { isCountryCode } from './countries';
import { formatDay } from './formats';
import { decodePesel } from './pesel';
import { samePhone } from './phone';
import { birthDateError, birthDateLimits, registrationRole, type RegistrationRole } from './registration';

/*
 * The rules of a registration that depend on the registration settings, the role and today (spec part 1
 * §5). They answer issue codes with the values their messages need; the server turns a code into its
 * Polish message (contracts: registrationIssueMessages), the web into the interface language (i18n).
 */

export type RegistrationIssueCode =
  | 'EMAIL_REQUIRED'
  | 'PHONE_REQUIRED'
  | 'PHONE_REQUIRED_FOR_SMS'
  | 'PHONE_REPEAT_MISMATCH'
  | 'TERMS_NOT_ACCEPTED'
  | 'DOCUMENT_NUMBER_REQUIRED'
  | 'DOCUMENT_COUNTRY_INVALID'
  | 'PESEL_REQUIRED'
  | 'NATIONAL_ID_REQUIRED'
  | 'PESEL_INVALID'
  | 'BIRTH_DATE_PESEL_MISMATCH'
  | 'GENDER_PESEL_MISMATCH'
  | 'CHILD_TOO_OLD'
  | 'BIRTH_DATE_TOO_EARLY'
  | 'PATIENT_TOO_YOUNG'
  | 'BIRTH_DATE_IN_FUTURE'
  | 'ATTACHMENT_REQUIRED'
  | 'ATTACHMENTS_DISABLED'
  | 'ATTACHMENTS_TOO_MANY'
  | 'ATTACHMENT_TYPE'
  | 'ATTACHMENT_EMPTY'
  | 'ATTACHMENT_TOO_LARGE';

/** Values a message shows, ready to print (dates DD-MM-YYYY, sizes "5 MB"). */
export type IssueParams = Readonly<Record<string, string | number>>;

export interface CodedIssue {
  code: RegistrationIssueCode;
  params?: IssueParams;
}

/** An issue and the field at fault, as a path relative to the request body. */
export interface RegistrationIssue extends CodedIssue {
  path: Array<string | number>;
}

/** A file as the rules see it: its name and size in bytes. */
export interface FileFacts {
  filename: string;
  size: number;
}

/** The limits of the settings for files of one use (fileUploadParams). */
export interface FileLimits {
  maxFiles: number;
  maxFileSize: number;
  fileTypes: readonly string[];
}

/** The spellings of one type that settings and file names use: jpeg is jpg, tiff is tif, dicom is dcm. */
const canonicalType = (type: string) => {
  const t = type.toLowerCase().replace(/^\./, '');
  return ({ jpeg: 'jpg', jpe: 'jpg', tiff: 'tif', dicom: 'dcm' } as Record<string, string>)[t] ?? t;
};

/** The allowed types of the limits, canonical (lower case, no dot, one spelling each). */
export const allowedTypes = (limits: Pick<FileLimits, 'fileTypes'>) => [...new Set(limits.fileTypes.map(canonicalType))];

/** Whether a type — an extension, or the one sniffed from the content — is among the allowed ones (an empty list allows any). */
export function typeAllowed(type: string | null | undefined, limits: Pick<FileLimits, 'fileTypes'>): boolean {
  const allowed = allowedTypes(limits);
  if (allowed.length === 0) return true;
  return type != null && allowed.includes(canonicalType(type));
}

export const extensionOf = (fileName: string) => {
  const dot = fileName.lastIndexOf('.');
  return dot > 0 ? fileName.slice(dot + 1).toLowerCase() : '';
};

/** A size as people read it: "740 kB", "1,5 MB". */
export const formatFileSize = (bytes: number) =>
  bytes >= 1_048_576 ? `${Math.round((bytes / 1_048_576) * 10) / 10} MB`.replace('.', ',') : `${Math.ceil(bytes / 1024)} kB`;

/** One file against the limits of the settings: its type and size. */
export function fileLimitIssue(file: FileFacts, limits: FileLimits): CodedIssue | null {
  if (!typeAllowed(extensionOf(file.filename), limits)) {
    return { code: 'ATTACHMENT_TYPE', params: { filename: file.filename, types: allowedTypes(limits).join(', ') } };
  }
  if (file.size <= 0) return { code: 'ATTACHMENT_EMPTY', params: { filename: file.filename } };
  if (file.size > limits.maxFileSize) {
    return { code: 'ATTACHMENT_TOO_LARGE', params: { filename: file.filename, maxSize: formatFileSize(limits.maxFileSize) } };
  }
  return null;
}

export interface AttachmentSettings {
  attachmentsVisible: boolean;
  attachmentsRequired: boolean;
  fileUploadParams: FileLimits;
}

/** The attachments of a registration against the settings: visible, required, how many, each file. */
export function attachmentIssues(files: readonly FileFacts[], settings: AttachmentSettings): RegistrationIssue[] {
  const path = ['patient', 'attachments'];
  if (files.length === 0) return settings.attachmentsRequired ? [{ path, code: 'ATTACHMENT_REQUIRED' }] : [];
  if (!settings.attachmentsVisible && !settings.attachmentsRequired) return [{ path, code: 'ATTACHMENTS_DISABLED' }];
  const issues: RegistrationIssue[] = [];
  if (files.length > settings.fileUploadParams.maxFiles) {
    issues.push({ path, code: 'ATTACHMENTS_TOO_MANY', params: { maxFiles: settings.fileUploadParams.maxFiles } });
  }
  files.forEach((file, i) => {
    const issue = fileLimitIssue(file, settings.fileUploadParams);
    if (issue) issues.push({ path: [...path, i], ...issue });
  });
  return issues;
}

/** The birth-date issue of a role (spec part 1 §5), or null when the date is within the limits. */
export function birthDateIssue(role: RegistrationRole, birthDate: string, today: string, userMinAge: number): CodedIssue | null {
  const error = birthDateError(role, birthDate, today, userMinAge);
  if (!error) return null;
  const { min, max } = birthDateLimits(role, today, userMinAge);
  if (error === 'tooOld') {
    return role === 'CHILD' ? { code: 'CHILD_TOO_OLD', params: { min: formatDay(min) } } : { code: 'BIRTH_DATE_TOO_EARLY', params: { min: formatDay(min) } };
  }
  return role === 'PATIENT' && userMinAge > 0
    ? { code: 'PATIENT_TOO_YOUNG', params: { minAge: userMinAge, max: formatDay(max) } }
    : { code: 'BIRTH_DATE_IN_FUTURE' };
}

/** The part of a registration the settings-dependent rules read (the web form has the same shape). */
export interface RegistrationFacts {
  account: {
    contactData: { email: string | null; phoneNumber: string | null; preferredCommunicationChannel: 'EMAIL' | 'SMS' };
  };
  patient: {
    birthDate: string;
    gender: string;
    identity: { nationalIdentificationNumber: string | null; documentNumber: string | null; countryCode: string | null };
    foreigner: boolean;
  };
  patientRole: 'WARD' | 'CHILD' | null;
  phoneNumberRepeat?: string | null;
  registerConsentsAccepted: boolean;
}

/** The registration settings the rules read. */
export interface RegistrationRuleSettings {
  usernamePromptMode: 'E_MAIL' | 'LOGIN';
  emailIsRequired: boolean;
  phoneIsRequired: boolean;
  phoneConfirmationEnabled: boolean;
  supportedCountries: readonly string[];
  userMinAge: number;
  registerConsents: string | null;
  systemInstallationSettings: { region: string };
}

/** The patient data of a registration, of a new profile (own, ward, child) or of a record's edit. */
export type PatientFacts = RegistrationFacts['patient'];

/**
 * The rules of a person's data that depend on the settings, the role and today (YYYY-MM-DD): the
 * national ID (PESEL for region PL, whose birth date and sex must match) or a foreigner's document
 * and its country (any of ISO 3166-1 but Poland), and the role's birth-date limits (spec part 1 §5). `at` prefixes the paths
 * (['patient'] in a registration request; [] where the body is the patient itself).
 */
export function patientDataIssues(
  patient: PatientFacts,
  role: RegistrationRole,
  settings: Pick<RegistrationRuleSettings, 'supportedCountries' | 'userMinAge' | 'systemInstallationSettings'>,
  today: string,
  at: Array<string | number> = [],
): RegistrationIssue[] {
  const issues: RegistrationIssue[] = [];
  const add = (path: Array<string | number>, issue: CodedIssue) => issues.push({ path: [...at, ...path], ...issue });
  const { identity, foreigner } = patient;
  const region = settings.systemInstallationSettings.region.toUpperCase();
  const nationalId = ['identity', 'nationalIdentificationNumber'];
  let birthDate = patient.birthDate;
  if (foreigner) {
    if (!identity.documentNumber) add(['identity', 'documentNumber'], { code: 'DOCUMENT_NUMBER_REQUIRED' });
    // Any country of ISO 3166-1 but Poland (issue 28 item 12); the settings' supportedCountries are only listed first.
    if (!isCountryCode(identity.countryCode) || identity.countryCode.toUpperCase() === 'PL') add(['identity', 'countryCode'], { code: 'DOCUMENT_COUNTRY_INVALID' });
  } else if (!identity.nationalIdentificationNumber) {
    add(nationalId, { code: region === 'PL' ? 'PESEL_REQUIRED' : 'NATIONAL_ID_REQUIRED' });
  } else if (region === 'PL') {
    const facts = decodePesel(identity.nationalIdentificationNumber);
    if (!facts) {
      add(nationalId, { code: 'PESEL_INVALID' });
    } else {
      if (facts.birthDate !== patient.birthDate) add(['birthDate'], { code: 'BIRTH_DATE_PESEL_MISMATCH' });
      if (facts.gender !== patient.gender) add(['gender'], { code: 'GENDER_PESEL_MISMATCH' });
      birthDate = facts.birthDate;
    }
  }
  if (birthDate) {
    const issue = birthDateIssue(role, birthDate, today, settings.userMinAge);
    if (issue) add(['birthDate'], issue);
  }
  return issues;
}

/**
 * The rules that depend on the registration settings, the role and today (YYYY-MM-DD): required
 * e-mail and phone, the phone twice when it is not confirmed by SMS, the terms, the national ID
 * (PESEL for region PL, whose birth date and sex must match) or a foreigner's document and country,
 * the role's birth-date limits. Attachments are checked by `attachmentIssues`.
 */
export function registrationIssues(input: RegistrationFacts, settings: RegistrationRuleSettings, today: string): RegistrationIssue[] {
  const issues: RegistrationIssue[] = [];
  const add = (path: Array<string | number>, issue: CodedIssue) => issues.push({ path, ...issue });
  const { email, phoneNumber, preferredCommunicationChannel } = input.account.contactData;

  if (!email && (settings.emailIsRequired || settings.usernamePromptMode === 'E_MAIL')) {
    add(['account', 'contactData', 'email'], { code: 'EMAIL_REQUIRED' });
  }
  if (!phoneNumber && settings.phoneIsRequired) add(['account', 'contactData', 'phoneNumber'], { code: 'PHONE_REQUIRED' });
  if (phoneNumber && !settings.phoneConfirmationEnabled && !samePhone(phoneNumber, input.phoneNumberRepeat)) {
    add(['phoneNumberRepeat'], { code: 'PHONE_REPEAT_MISMATCH' });
  }
  if (settings.phoneConfirmationEnabled && preferredCommunicationChannel === 'SMS' && !phoneNumber) {
    add(['account', 'contactData', 'phoneNumber'], { code: 'PHONE_REQUIRED_FOR_SMS' });
  }
  if (settings.registerConsents && !input.registerConsentsAccepted) add(['registerConsentsAccepted'], { code: 'TERMS_NOT_ACCEPTED' });

  issues.push(...patientDataIssues(input.patient, registrationRole(input.patientRole), settings, today, ['patient']));
  return issues;
}
