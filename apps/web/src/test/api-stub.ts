import type {
  AccessLogPage,
  Account,
  Allergy,
  ApplicationSettings,
  DictionaryItem,
  EmailConfirmedResponse,
  HelpSettings,
  LoginSettings,
  NotificationTarget,
  IdentityFinderResult,
  LinkedProfile,
  OwnIdentity,
  Patient,
  RegistrationChallenge,
  RegistrationResponse,
  RegistrationSettings,
  SystemInstallation,
  TopBarLink,
  UnconfirmedChannelsResponse,
  UploadedFiles,
  SignatureVerification,
  FileLimits,
  Fulfillment,
  PatientProgram,
  Questionnaire,
  QuestionnaireSettings,
  SelfAssessment,
  pdfDataSchema,
  selfAssessmentSavedSchema,
  z,
  Message,
  MessageCategory,
  MessagePage,
  UnreadCount,
  RecipientAccount,
  Page,
  messageRecipientsSchema,
  markReadSchema,
  CarerAuthorisation,
  Consent,
  ConsentsSettings,
  PartnerDictItem,
  PartnerPerson,
  SharedDocument,
  signUrlSchema,
} from '@portal/contracts';
import { apiError, createStubApi, currentStub as currentAnyStub, noContent, notFound, ok, unauthorized, type ApiStub as AnyApiStub, type ApiTable as AnyApiTable } from '@portal/ui/test';
import { annaAllergies, annaPatient, dictionaries, loginSettings, seedApplicationSettings } from './fixtures';

/**
 * The API's answers by `METHOD /api/path` (`:name` for a path parameter), typed with the contracts'
 * response types. A key not listed here may still be stubbed; its body is then untyped.
 */
export interface ApiResponses {
  'GET /api/mpi/accounts/login-settings': LoginSettings;
  'GET /api/mpi/accounts/registration-settings': RegistrationSettings;
  'GET /api/mpi/accounts/system-installation': SystemInstallation;
  'GET /api/mpi/accounts/help-settings/e-patient': HelpSettings;
  'GET /api/mpi/accounts/mpi-user/application-settings': ApplicationSettings;
  'GET /api/mppd/api/links': TopBarLink[];
  'POST /api/mpi/accounts/login': Account;
  'POST /api/mpi/accounts/login/sso-token': Account;
  'GET /api/mpi/accounts/login/prepare': { value: string };
  'POST /api/mpi/accounts/logout': void;
  'POST /api/mpi/accounts/event-log': void;
  'POST /api/mpi/accounts/password-change': Account;
  'GET /api/mpi/accounts/mpi-user': Account;
  'POST /api/mpi/accounts/mpi-user/account-to-merge': Account;
  'GET /api/mpi/accounts/mpi-user/notifications/:guid': NotificationTarget;
  'GET /api/mpi/accounts/mpi-user/patients/me': Patient;
  'GET /api/mpi/accounts/mpi-user/patients/wards': LinkedProfile[];
  'GET /api/mpi/accounts/mpi-user/patients/children': LinkedProfile[];
  'GET /api/mpi/accounts/mpi-user/patients/wardens': LinkedProfile[];
  'GET /api/mpi/accounts/mpi-user/patients/parents': LinkedProfile[];
  'POST /api/mpi/accounts/mpi-user/patients/identity-finder': IdentityFinderResult;
  'POST /api/mpi/accounts/mpi-user/patients/wards/link': LinkedProfile;
  'PUT /api/mpi/accounts/mpi-user/patients/wardens': void;
  'DELETE /api/mpi/accounts/mpi-user/patients/parents/:id': void;
  'POST /api/mpi/accounts/mpi-user/password-recovery': { ok: true };
  'POST /api/mpi/accounts/mpi-user/password-reset': { ok: true };
  'GET /api/mpi/accounts/registration/challenge': RegistrationChallenge;
  'POST /api/mpi/accounts/registration/attachments': UploadedFiles;
  'POST /api/mpi/accounts': RegistrationResponse;
  'POST /api/mpi/accounts/confirmations/e-mail': { ok: true };
  'PUT /api/mpi/accounts/confirmations/e-mail/:code': EmailConfirmedResponse;
  'POST /api/mpi/accounts/confirmations/phone-no': { ok: true };
  'PUT /api/mpi/accounts/confirmations/phone-no': { ok: true };
  'GET /api/mpi/accounts/confirmations/channels/unconfirmed': UnconfirmedChannelsResponse;
  'POST /api/mpi/sso/generate': { value: string };
  'GET /api/mpi/sso/sso-settings': { value: string | null };
  'GET /api/mpi/allergies/all/:patientId': Allergy[];
  'POST /api/mpi/allergies/dict': DictionaryItem[];
  'POST /api/mpi/allergies/:patientId': Allergy;
  'GET /api/mpi/allergies/:patientId/:allergyId': Allergy;
  'PATCH /api/mpi/allergies/:patientId/:allergyId': Allergy;
  'DELETE /api/mpi/allergies/:patientId/:allergyId': void;
  'GET /api/mpi/accounts/mpi-user/ampa/:patientId/confirm': { value: string };
  'GET /api/mpi/accounts/mpi-user/ampa/:patientId/check': { value: boolean };
  'GET /api/mpi/accounts/mpi-user/ampa/:patientId/unregister': void;
  'DELETE /api/mpi/accounts/mpi-user': void;
  'GET /api/mpi/adverseevents/url': { value: string };
  'GET /api/mpi/accounts/mpi-user/file-settings': { fileUploadParams: FileLimits };
  'POST /api/mpi/accounts/signatures/verify': SignatureVerification;
  'GET /api/mpi/accounts/mpi-user/access-log': AccessLogPage;
  'GET /api/mpi/accounts/mpi-user/patients/me/identity': OwnIdentity;
  'POST /api/mpi/accounts/mpi-user/patients/me/documents': Patient;
  'GET /api/mpi/accounts/mpi-user/programs/': PatientProgram;
  'GET /api/mpi/questionnaires/for-programs/:programId/:patientId/:systemRoot/is-fulfilled': { value: boolean };
  'GET /api/mpi/questionnaires/for-programs/:programId': Questionnaire;
  'POST /api/mppd/api/programs/questionnaire': Fulfillment;
  'GET /api/mpi/accounts/mpi-user/questionnaire-settings': QuestionnaireSettings;
  'GET /api/mpi/questionnaires/infermedica/url/:language': { url: string };
  'POST /api/mpi/questionnaires/infermedica/questionnaire': z.infer<typeof selfAssessmentSavedSchema>;
  'GET /api/mpi/questionnaires/infermedica/questionnaires': SelfAssessment[];
  'GET /api/mpi/questionnaires/infermedica/questionnaire/:id': SelfAssessment;
  'DELETE /api/mpi/questionnaires/infermedica/questionnaire/:id': void;
  'GET /api/mpi/questionnaires/infermedica/questionnaire/pdf/:id': z.infer<typeof pdfDataSchema>;
  'GET /api/mpi/message-categories': MessageCategory[];
  'GET /api/mpi/messages/u/mpi-user/inbox': MessagePage;
  'GET /api/mpi/messages/u/mpi-user/outbox': MessagePage;
  'GET /api/mpi/messages/u/mpi-user/unread': UnreadCount;
  'POST /api/mpi/messages/u/mpi-user/portal': Message;
  'PUT /api/mpi/messages/u/mpi-user/update': Message;
  'POST /api/mpi/messages/u/mpi-user/attachments': UploadedFiles;
  'GET /api/mpi/messages/to-confirm': Message[];
  'GET /api/mpi/messages/:id/recipients': z.infer<typeof messageRecipientsSchema>;
  'POST /api/mpi/messages/:id': z.infer<typeof markReadSchema>;
  'GET /api/mpi/messages/:id/is-read': { value: boolean };
  'DELETE /api/mpi/messages/:id': void;
  'GET /api/mpi/messages/:id/thread': Message[];
  'GET /api/mpi/accounts/mpi-user/recipients/info': Page<RecipientAccount>;
  'GET /api/mpi/consents/mpi-user': Page<Consent>;
  'GET /api/mpi/consents/mpi-user/:id': Consent;
  'POST /api/mpi/consents/mpi-user': Consent;
  'PUT /api/mpi/consents/mpi-user/:id': Consent;
  'POST /api/mpi/consents/mpi-user/:id/ePUAPSignURL': z.infer<typeof signUrlSchema>;
  'POST /api/mpi/consents/partner/mpi-user': Consent;
  'GET /api/mpi/consents/occupational/consents-settings': ConsentsSettings;
  'GET /api/mpi/partners/dict': PartnerDictItem[];
  'GET /api/mpi/partners/:id/personnel': PartnerPerson[];
  'GET /api/mpi/patient-entries/mpi-user/:patientId/carer-auth': CarerAuthorisation[];
  'POST /api/mpi/patient-entries/mpi-user/carer-auth': CarerAuthorisation;
  'DELETE /api/mpi/patient-entries/mpi-user/:patientId/carer-auth/:id': void;
  'GET /api/mpi/partners/mpi-user/:patientId/consent-doc-button-enabled': { value: boolean };
  'GET /api/mpi/consents/mpi-user/consentDoc/:patientId': SharedDocument[];
  'POST /api/mpi/consents/mpi-user/consentDoc/:patientId': SharedDocument;
  'PUT /api/mpi/consents/mpi-user/consentDoc/:patientId': SharedDocument;
  // Teleconsultation booking (bookings feature's teleconsultation wizard; contracts teleconsultation.ts).
  'GET /api/mppd/api/catalog/teleconsultations/planned/for-booking': import('@portal/contracts').CatalogEntry[];
  'GET /api/mppd/api/catalog/teleconsultations/unplanned': import('@portal/contracts').UnplannedService[];
  'GET /api/amts/services/:code/waiting-consultations': import('@portal/contracts').WaitingConsultations;
  'GET /api/amts/consultations/consultants/:consultantId/status': import('@portal/contracts').ConsultantStatus;
  'GET /api/amts/patient/identifier/:accountId/:nationalId': import('@portal/contracts').PatientRegistration;
  'POST /api/amts/patient/data/:accountId/:patientId': import('@portal/contracts').PatientRegistration;
  'POST /api/amts/patient/data/:accountId/:patientId/new': import('@portal/contracts').PatientRegistration;
  'POST /api/amts/consultations/:accountId/:patientId': import('@portal/contracts').Teleconsultation;
  'PUT /api/amts/consultations/:accountId/:patientId/change': import('@portal/contracts').Teleconsultation;
}

export type ApiTable = AnyApiTable<ApiResponses>;
export type ApiStub = AnyApiStub<ApiResponses>;
export { apiError, noContent, notFound, ok, unauthorized };
export type { ApiCall, Handler, Reply } from '@portal/ui/test';

/**
 * What the API answers when a test says nothing else, shaped like the demo seed: no session (401 on
 * the reads that need one; a page of the signed-in area stubs `GET /api/mpi/accounts/mpi-user`),
 * Anna's patient record, her allergies and the allergy dictionaries (filtered by name or description
 * as the server does), the login settings, a new captcha challenge per call, the event log, and no
 * document sharing offered on her results and documents.
 */
export function defaultApi(): ApiTable {
  let challenge = 0;
  return {
    'GET /api/mpi/accounts/login-settings': ok(loginSettings),
    'GET /api/mpi/accounts/mpi-user': unauthorized(),
    'GET /api/mpi/accounts/confirmations/channels/unconfirmed': unauthorized(),
    'GET /api/mpi/accounts/mpi-user/notifications/:guid': unauthorized(),
    'POST /api/mpi/accounts/event-log': noContent,
    'GET /api/mpi/accounts/mpi-user/patients/me': ok(annaPatient),
    // The seed's module flags (the messages module off unless a test turns it on); sign-in reads them to
    // choose its next page.
    'GET /api/mpi/accounts/mpi-user/application-settings': ok(seedApplicationSettings),
    // Anna acts for herself only unless a test links her a ward or a child.
    'GET /api/mpi/accounts/mpi-user/patients/wards': ok([]),
    'GET /api/mpi/accounts/mpi-user/patients/children': ok([]),
    // Anna's identity is confirmed, and nobody at the clinic has opened her data.
    'GET /api/mpi/accounts/mpi-user/patients/me/identity': ok({ identityStatus: 'VERIFIED', rejection: null, newDocumentsAccepted: false }),
    'GET /api/mpi/accounts/mpi-user/access-log': ok({ items: [], pageIndex: 0, pageSize: 20, hasNextPage: false }),
    // The seed's installation offers the symptom self-assessment, with the patient's position if she agrees.
    'GET /api/mpi/accounts/mpi-user/questionnaire-settings': ok({ selfAssessmentQuestionaire: true, selfAssessmentGps: true }),
    'GET /api/mpi/allergies/all/:patientId': ({ params }) => (Number(params.patientId) === annaPatient.id ? ok(annaAllergies) : notFound()),
    'GET /api/mpi/allergies/:patientId/:allergyId': ({ params }) => {
      const allergy = annaAllergies.find((a) => a.patientId === Number(params.patientId) && a.allergyId === Number(params.allergyId));
      return allergy ? ok(allergy) : notFound();
    },
    'POST /api/mpi/allergies/dict': ({ body }) => {
      const { code, nameFilter, maxRows } = body as { code: string; nameFilter: string; maxRows: number };
      const filter = nameFilter.toLowerCase();
      const items = (dictionaries[code] ?? []).filter((i) => i.name.toLowerCase().includes(filter) || (i.description ?? '').toLowerCase().includes(filter));
      return ok(items.slice(0, maxRows));
    },
    'GET /api/mpi/accounts/registration/challenge': () => {
      challenge += 1;
      return ok({ challengeToken: `token-${challenge}`, captchaImage: `data:image/webp;base64,${challenge}` });
    },
    // No partner consent offers sharing her results and documents unless a test says so.
    'GET /api/mpi/partners/mpi-user/:patientId/consent-doc-button-enabled': ok({ value: false }),
  };
}

/**
 * Stands in for the server for one test (`@portal/ui/test` createStubApi): `fetch` answers from `table`,
 * then from the defaults above (`defaults: false` for none). A call that nothing answers gets 501 and
 * fails the test when it ends.
 */
export const stubApi = (table: ApiTable = {}, { defaults = true }: { defaults?: boolean } = {}): ApiStub =>
  createStubApi<ApiResponses>(table, defaults ? defaultApi() : {});

/** The stub of the running test, if it made one (renderRoute makes one with the defaults otherwise). */
export const currentStub = () => currentAnyStub<ApiResponses>();
