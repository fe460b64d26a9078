import type {
  ClinicClinicalDocument,
  ClinicDeclaration,
  practitionerListSchema,
  ClinicDocumentRequest,
  ClinicEncounter,
  ClinicTestResult,
  DocumentNote,
  ImagingFile,
  WaitingListEntry,
  resultPanelsSchema,
  ClinicDashboard,
  ClinicMessage,
  ClinicMessageBox,
  ClinicMessageCategory,
  ClinicMessagePage,
  clinicRecipientPageSchema,
  Mailbox,
  RegistrationSettings,
  UploadedFiles,
  ClinicFulfillment,
  ClinicProgram,
  ClinicQuestionnaire,
  ProgramInvitationResult,
  QuestionnaireAssignments,
  z,
  clinicQuestionnaireSummarySchema,
  ClinicPatientCard,
  IdentityQueuePage,
  IdentityReviewResult,
  PatientSearchPage,
  ClinicLink,
  ClinicSettings,
  OrganisationDictionaries,
  Page,
  Practitioner,
  Service,
  StaffEnrolment,
  StaffMember,
  StaffMe,
  StaffRecoveryCodes,
  StaffSignInStep,
  Unit,
  CarerAuthorisation,
  clinicConsentPageSchema,
  Partner,
  PartnerPersonnelMember,
  PartnerSharedClinicalDocument,
  PartnerSharedDocument,
  PartnerSharedResult,
} from '@portal/contracts';
import { apiError, createStubApi, currentStub as currentAnyStub, noContent, notFound, ok, unauthorized, type ApiStub as AnyApiStub, type ApiTable as AnyApiTable } from '@portal/ui/test';

/**
 * The console's API answers by `METHOD /api/path` (`:name` for a path parameter), typed with the
 * contracts' response types: a feature adds its calls here.
 */
export interface ApiResponses {
  'GET /api/clinic/auth/me': StaffMe;
  'POST /api/clinic/auth/sign-in': StaffSignInStep;
  'POST /api/clinic/auth/code': void;
  'POST /api/clinic/auth/enrolment': StaffEnrolment;
  'POST /api/clinic/auth/enrolment/confirm': StaffRecoveryCodes;
  'POST /api/clinic/auth/sign-out': void;
  'GET /api/clinic/dashboard': ClinicDashboard;
  'GET /api/clinic/patients': PatientSearchPage;
  'GET /api/clinic/patients/:patientId': ClinicPatientCard;
  'GET /api/clinic/identities': IdentityQueuePage;
  'POST /api/clinic/patients/:patientId/identity/confirm': IdentityReviewResult;
  'POST /api/clinic/patients/:patientId/identity/reject': IdentityReviewResult;
  'POST /api/clinic/patients/:patientId/guardians/:accountId/decision': void;
  'GET /api/clinic/organisation/dictionaries': OrganisationDictionaries;
  'GET /api/clinic/units': Page<Unit>;
  'POST /api/clinic/units': Unit;
  'GET /api/clinic/units/:unitId': Unit;
  'PUT /api/clinic/units/:unitId': Unit;
  'GET /api/clinic/practitioners': Page<Practitioner>;
  'POST /api/clinic/practitioners': Practitioner;
  'GET /api/clinic/practitioners/:practitionerId': Practitioner;
  'PUT /api/clinic/practitioners/:practitionerId': Practitioner;
  'GET /api/clinic/services': Page<Service>;
  'POST /api/clinic/services': Service;
  'GET /api/clinic/services/:serviceId': Service;
  'PUT /api/clinic/services/:serviceId': Service;
  'GET /api/clinic/settings': ClinicSettings;
  'PUT /api/clinic/settings/:key': ClinicSettings[keyof ClinicSettings];
  'GET /api/clinic/links': ClinicLink[];
  'POST /api/clinic/links': ClinicLink;
  'PUT /api/clinic/links/order': ClinicLink[];
  'PUT /api/clinic/links/:linkId': ClinicLink;
  'DELETE /api/clinic/links/:linkId': void;
  'PUT /api/clinic/auth/password': StaffMe;
  'GET /api/clinic/staff': Page<StaffMember>;
  'POST /api/clinic/staff': StaffMember;
  'GET /api/clinic/staff/:staffId': StaffMember;
  'PUT /api/clinic/staff/:staffId': StaffMember;
  'POST /api/clinic/staff/:staffId/deactivate': StaffMember;
  'POST /api/clinic/staff/:staffId/activate': StaffMember;
  'POST /api/clinic/staff/:staffId/reset-second-factor': StaffMember;
  'POST /api/clinic/staff/:staffId/password': StaffMember;
  'GET /api/clinic/questionnaires': Page<z.infer<typeof clinicQuestionnaireSummarySchema>>;
  'POST /api/clinic/questionnaires': ClinicQuestionnaire;
  'GET /api/clinic/questionnaires/:questionnaireId': ClinicQuestionnaire;
  'PUT /api/clinic/questionnaires/:questionnaireId': ClinicQuestionnaire;
  'PUT /api/clinic/questionnaires/:questionnaireId/active': ClinicQuestionnaire;
  'GET /api/clinic/questionnaires/:questionnaireId/assignments': QuestionnaireAssignments;
  'PUT /api/clinic/questionnaires/:questionnaireId/assignments': QuestionnaireAssignments;
  'GET /api/clinic/questionnaires/:questionnaireId/fulfillments': Page<ClinicFulfillment>;
  'GET /api/clinic/patients/:patientId/questionnaire-fulfillments': Page<ClinicFulfillment>;
  'GET /api/clinic/programs': ClinicProgram[];
  'POST /api/clinic/programs': ClinicProgram;
  'GET /api/clinic/programs/:programId': ClinicProgram;
  'PUT /api/clinic/programs/:programId': ClinicProgram;
  'POST /api/clinic/programs/:programId/invitations': ProgramInvitationResult;
  'GET /api/clinic/messages/boxes': ClinicMessageBox[];
  'GET /api/clinic/messages/inbox': ClinicMessagePage;
  'GET /api/clinic/messages/outbox': ClinicMessagePage;
  'GET /api/clinic/messages/:messageId/thread': ClinicMessage[];
  'POST /api/clinic/messages/:messageId/read': { readDate: string };
  'POST /api/clinic/messages': { id: number };
  'POST /api/clinic/messages/attachments': UploadedFiles;
  'GET /api/clinic/messages/recipients': z.infer<typeof clinicRecipientPageSchema>;
  'GET /api/clinic/patients/:patientId/messages': ClinicMessagePage;
  'GET /api/clinic/mailboxes': Mailbox[];
  'POST /api/clinic/mailboxes': Mailbox;
  'PUT /api/clinic/mailboxes/:mailboxId': Mailbox;
  'GET /api/clinic/message-categories': ClinicMessageCategory[];
  'POST /api/clinic/message-categories': ClinicMessageCategory;
  'PUT /api/clinic/message-categories/:code': ClinicMessageCategory;
  'GET /api/mpi/accounts/registration-settings': RegistrationSettings;
  // The medical register (medical-record feature) and the document requests.
  'GET /api/clinic/patients/:patientId/encounters': Page<ClinicEncounter>;
  'POST /api/clinic/patients/:patientId/encounters': ClinicEncounter;
  'GET /api/clinic/encounters/:encounterId': ClinicEncounter;
  'PUT /api/clinic/encounters/:encounterId': ClinicEncounter;
  'POST /api/clinic/encounters/:encounterId/close': ClinicEncounter;
  'GET /api/clinic/icd10': Array<{ code: string; name: string }>;
  'GET /api/clinic/clinical-document-types': Array<{ code: string; name: string }>;
  'GET /api/clinic/patients/:patientId/clinical-documents': Page<ClinicClinicalDocument>;
  'POST /api/clinic/patients/:patientId/clinical-documents': ClinicClinicalDocument;
  'POST /api/clinic/patients/:patientId/clinical-documents/upload': ClinicClinicalDocument;
  'POST /api/clinic/clinical-documents/:documentId/publish': ClinicClinicalDocument;
  'GET /api/clinic/clinical-documents/:documentId/notes': DocumentNote[];
  'POST /api/clinic/clinical-documents/:documentId/notes': DocumentNote;
  'GET /api/clinic/patients/:patientId/waiting-list': WaitingListEntry[];
  'POST /api/clinic/patients/:patientId/waiting-list': WaitingListEntry;
  'PUT /api/clinic/waiting-list/:entryId': WaitingListEntry;
  'GET /api/clinic/result-panels': z.infer<typeof resultPanelsSchema>;
  'GET /api/clinic/test-results': Page<ClinicTestResult>;
  'GET /api/clinic/patients/:patientId/test-results': Page<ClinicTestResult>;
  'POST /api/clinic/patients/:patientId/test-results': ClinicTestResult;
  'GET /api/clinic/test-results/:orderId': ClinicTestResult;
  'PUT /api/clinic/test-results/:orderId': ClinicTestResult;
  'POST /api/clinic/test-results/:orderId/document': ClinicTestResult;
  'POST /api/clinic/test-results/:orderId/publish': ClinicTestResult;
  'GET /api/clinic/test-results/:orderId/imaging-files': ImagingFile[];
  'GET /api/clinic/test-results/:orderId/viewer': { resultUrl: string };
  'GET /api/clinic/document-requests': Page<ClinicDocumentRequest>;
  'GET /api/clinic/document-requests/:requestId': ClinicDocumentRequest;
  'POST /api/clinic/document-requests/:requestId/attachments': ClinicDocumentRequest;
  'DELETE /api/clinic/document-requests/:requestId/attachments/:fileId': void;
  'POST /api/clinic/document-requests/:requestId/status': ClinicDocumentRequest;
  // The POZ declarations (declarations feature); the export's POST answers a CSV file.
  'GET /api/clinic/declarations': Page<ClinicDeclaration>;
  'GET /api/clinic/declarations/practitioner-lists': Array<z.infer<typeof practitionerListSchema>>;
  'PUT /api/clinic/declarations/practitioner-lists/:employeeId/:type': z.infer<typeof practitionerListSchema>;
  'POST /api/clinic/declarations/export': string;
  'GET /api/clinic/declarations/:declarationId': ClinicDeclaration;
  'POST /api/clinic/declarations/:declarationId/accept': ClinicDeclaration;
  'POST /api/clinic/declarations/:declarationId/reject': ClinicDeclaration;
  'POST /api/clinic/declarations/:declarationId/withdraw': ClinicDeclaration;
  // Partners and their personnel (organisation feature); a patient's consents and carers (patients feature).
  'GET /api/clinic/partners': Page<Partner>;
  'POST /api/clinic/partners': Partner;
  'GET /api/clinic/partners/:partnerId': Partner;
  'PUT /api/clinic/partners/:partnerId': Partner;
  'GET /api/clinic/partners/:partnerId/personnel': PartnerPersonnelMember[];
  'POST /api/clinic/partners/:partnerId/personnel': PartnerPersonnelMember;
  'PUT /api/clinic/partners/:partnerId/personnel/:personnelId': PartnerPersonnelMember;
  'GET /api/clinic/patients/:patientId/consents': z.infer<typeof clinicConsentPageSchema>;
  'GET /api/clinic/patients/:patientId/carer-authorisations': CarerAuthorisation[];
  // A partner's staff member's shared documents (partner-documents feature).
  'GET /api/clinic/shared-documents': Page<PartnerSharedDocument>;
  'GET /api/clinic/shared-documents/RES/:sharedDocumentId': PartnerSharedResult;
  'GET /api/clinic/shared-documents/DOC/:sharedDocumentId': PartnerSharedClinicalDocument;
}

export type ApiTable = AnyApiTable<ApiResponses>;
export type ApiStub = AnyApiStub<ApiResponses>;
export { apiError, noContent, notFound, ok, unauthorized };
export type { ApiCall, Handler, Reply } from '@portal/ui/test';

/** What the API answers when a test says nothing else: no staff session, an empty dashboard, her own empty inbox (the menu's badge). */
export function defaultApi(): ApiTable {
  return {
    'GET /api/clinic/auth/me': unauthorized(),
    'GET /api/clinic/dashboard': ok({ queues: [] }),
    'GET /api/clinic/messages/boxes': ok([{ mailboxId: null, name: 'Moja skrzynka', unread: 0 }]),
    'POST /api/clinic/auth/sign-out': noContent,
  };
}

/** Stands in for the server for one test (`@portal/ui/test` createStubApi) with the defaults above (`defaults: false` for none). */
export const stubApi = (table: ApiTable = {}, { defaults = true }: { defaults?: boolean } = {}): ApiStub =>
  createStubApi<ApiResponses>(table, defaults ? defaultApi() : {});

/** The stub of the running test, if it made one. */
export const currentStub = () => currentAnyStub<ApiResponses>();
