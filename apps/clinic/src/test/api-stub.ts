import type {
  ClinicDashboard,
  ClinicPatientCard,
  IdentityQueuePage,
  IdentityReviewResult,
  PatientSearchPage,
  StaffEnrolment,
  StaffMe,
  StaffRecoveryCodes,
  StaffSignInStep,
} from '@portal/contracts';
import { apiError, createStubApi, currentStub as currentAnyStub, noContent, notFound, ok, unauthorized, type ApiStub as AnyApiStub, type ApiTable as AnyApiTable } from '@portal/ui/test';

/**
 * The console's API answers by `METHOD /api/path` (`:name` for a path parameter), typed with the
 * contracts' response types: a feature adds its calls here.
 */
export interface ApiResponses {
  'GET /api/clinic/auth/me': StaffMe;
  'POST /api/clinic/auth/sign-in': StaffSignInStep;
  'POST /api/clinic/auth/code': StaffMe;
  'POST /api/clinic/auth/enrolment': StaffEnrolment;
  'POST /api/clinic/auth/enrolment/confirm': StaffRecoveryCodes;
  'POST /api/clinic/auth/sign-out': void;
  'GET /api/clinic/dashboard': ClinicDashboard;
  'GET /api/clinic/patients': PatientSearchPage;
  'GET /api/clinic/patients/:patientId': ClinicPatientCard;
  'GET /api/clinic/identities': IdentityQueuePage;
  'POST /api/clinic/patients/:patientId/identity/confirm': IdentityReviewResult;
  'POST /api/clinic/patients/:patientId/identity/reject': IdentityReviewResult;
}

export type ApiTable = AnyApiTable<ApiResponses>;
export type ApiStub = AnyApiStub<ApiResponses>;
export { apiError, noContent, notFound, ok, unauthorized };
export type { ApiCall, Handler, Reply } from '@portal/ui/test';

/** What the API answers when a test says nothing else: no staff session, an empty dashboard. */
export function defaultApi(): ApiTable {
  return {
    'GET /api/clinic/auth/me': unauthorized(),
    'GET /api/clinic/dashboard': ok({ queues: [] }),
    'POST /api/clinic/auth/sign-out': noContent,
  };
}

/** Stands in for the server for one test (`@portal/ui/test` createStubApi) with the defaults above (`defaults: false` for none). */
export const stubApi = (table: ApiTable = {}, { defaults = true }: { defaults?: boolean } = {}): ApiStub =>
  createStubApi<ApiResponses>(table, defaults ? defaultApi() : {});

/** The stub of the running test, if it made one. */
export const currentStub = () => currentAnyStub<ApiResponses>();
