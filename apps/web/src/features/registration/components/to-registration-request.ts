import type {
  RegistrationChallenge,
  RegistrationPatientRole,
  RegistrationRequest,
  RegistrationSettings,
} from '@portal/contracts';
import type { RegistrationRole } from '@portal/domain';
import i18n, { isLanguage } from '../../../i18n';
import { uploadRegistrationAttachments } from '../api/upload-attachments';
import type { RegistrationFormOutput } from './registration-schema';

export interface RequestContext {
  role: RegistrationRole;
  settings: RegistrationSettings;
  redirectContext: RegistrationRequest['redirectContext'];
  challenge: RegistrationChallenge;
}

/**
 * The request of a filled form: the names where the role keeps them, the identity the form's choice
 * (PESEL or a foreigner's document) implies, and only what the settings let through. The chosen
 * files are uploaded first, bound to this attempt's challenge; the request names them by id.
 */
export async function toRegistrationRequest(v: RegistrationFormOutput, { role, settings, redirectContext, challenge }: RequestContext): Promise<RegistrationRequest> {
  const region = settings.systemInstallationSettings.region.toUpperCase();
  const emailMode = settings.usernamePromptMode === 'E_MAIL';
  const attachmentsShown = settings.attachmentsVisible || settings.attachmentsRequired;
  const derivedFromPesel = region === 'PL' && !v.patient.foreigner;
  const owner = role === 'PATIENT' ? v.patient : v.account;
  const names = { name: owner.name.trim(), lastName: owner.lastName.trim(), middleName: owner.middleName?.trim() || null };
  const files = attachmentsShown ? v.patient.attachments : [];
  const attachments = files.length > 0 ? (await uploadRegistrationAttachments(files, challenge.challengeToken)).files.map((f) => ({ fileId: f.id })) : [];
  const identity = v.patient.foreigner
    ? { nationalIdentificationNumber: null, documentNumber: v.patient.identity.documentNumber, countryCode: v.patient.identity.countryCode }
    : { nationalIdentificationNumber: v.patient.identity.nationalIdentificationNumber, documentNumber: null, countryCode: derivedFromPesel ? 'PL' : region };
  return {
    account: {
      ...v.account,
      ...names,
      contactData: {
        ...v.account.contactData,
        preferredCommunicationChannel: settings.phoneConfirmationEnabled ? v.account.contactData.preferredCommunicationChannel : 'EMAIL',
      },
      credentials: { username: emailMode ? null : v.account.credentials.username, password: v.account.credentials.password },
      settings: { marketingMessagesConsent: settings.requirePatientConsent && v.account.settings.marketingMessagesConsent },
    } as RegistrationRequest['account'],
    patient: { ...v.patient, identity, attachments },
    patientRole: role === 'PATIENT' ? null : (role as RegistrationPatientRole),
    redirectContext,
    challengeToken: challenge.challengeToken,
    captchaAnswer: v.captchaAnswer,
    phoneNumberRepeat: settings.phoneConfirmationEnabled ? null : v.phoneNumberRepeat,
    registerConsentsAccepted: v.registerConsentsAccepted,
    // The account's messages go out in the language the form was filled in.
    language: isLanguage(i18n.language) ? i18n.language : 'pl',
  };
}
