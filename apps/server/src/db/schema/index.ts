// Written by `npm run modules:json` (modules.test.ts fails while it is stale): do not edit.
// A module's tables live in its `<m>/<m>.schema.ts`; the shared and lib/ tables in this folder.
export * from './dictionaries';
export * from './job-sends';
export * from '../../modules/accounts/accounts.schema';
export * from '../../modules/allergies/allergies.schema';
export * from '../../modules/ampa/ampa.schema';
export * from '../../modules/authorisation/authorisation.schema';
export * from '../../modules/bookings/bookings.schema';
export * from '../../modules/confirmations/confirmations.schema';
export * from '../../modules/contacts/contacts.schema';
export * from '../../modules/dev/dev.schema';
export * from '../../modules/document-requests/document-requests.schema';
export * from '../../modules/epuap/epuap.schema';
export * from '../../modules/event-log/event-log.schema';
export * from '../../modules/files/files.schema';
export * from '../../modules/medical-record/medical-record.schema';
export * from '../../modules/messages/messages.schema';
export * from '../../modules/organisation/organisation.schema';
export * from '../../modules/patients/patients.schema';
export * from '../../modules/questionnaires/questionnaires.schema';
export * from '../../modules/registration/registration.schema';
export * from '../../modules/self-assessment/self-assessment.schema';
export * from '../../modules/settings/settings.schema';
export * from '../../modules/sign-in-guard/sign-in-guard.schema';
export * from '../../modules/sso/sso.schema';
export * from '../../modules/staff/staff.schema';
export * from '../../modules/test-results/test-results.schema';
