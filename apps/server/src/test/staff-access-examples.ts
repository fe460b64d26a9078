import { links } from '../db/schema/index';
import { makeUnit } from './staff-kit';
import { organisationIdFactories } from './organisation-examples';
import type { TestApp } from './helper';
import { TEST_PASSWORD } from './factories';
import { questionnaireInputSchema } from '@portal/contracts';
import { createClinicQuestionnaire } from '../modules/questionnaires/clinic-questionnaires-service';
import { createProgram } from '../modules/questionnaires/programs-service';
import { everyFormat } from './questionnaire-kit';
import { createMailbox, createMessageCategory } from '../modules/messages/mailboxes-service';
import { recordsStaffIdFactories } from './records-examples';
import { makeResult } from './results-kit';

const questionnaireOf = async (t: TestApp) => (await createClinicQuestionnaire(t.deps, questionnaireInputSchema.parse(everyFormat()), null)).id;
const token = () => `${process.pid}${Math.random().toString(36).slice(2, 10)}`;
const mailboxBody = () => ({ name: `Skrzynka matrycy ${token()}`, description: null, acceptsPatientMessages: true, active: true, memberIds: [] });
const categoryBody = () => ({ name: 'Kategoria matrycy', description: null, active: true, sortOrder: 500 });
const programBody = (questionnaireId: number) => ({ name: 'Program matrycy', description: null, questionnaireId, minAge: 35, maxAge: 65, gender: 'ANY' as const, validFrom: null, validTo: null, active: true });

/**
 * What the staff role-matrix test needs to call every clinic route: a factory for each id in a path
 * (a fresh row per call, so one call cannot spoil the next — a deactivated member, an ended session),
 * and a valid body where the route takes one (a route without one here gets `{}`: any answer but 401
 * and 403 shows the role passed). A module's new clinic routes join the matrix by being registered;
 * add their path ids here, and a body where the route declares `unit` or `patient` in its body.
 */
export const staffIdFactories: Record<string, (t: TestApp) => Promise<string>> = {
  staffId: async (t) => String((await t.make.staff()).id),
  patientId: async (t) => String((await t.make.patient()).id),
  unitId: async (t) => String(await makeUnit(t)),
  practitionerId: organisationIdFactories.practitionerId,
  // A file of no patient: the route answers 404 past the role check, which is all the matrix asks of it.
  fileId: async () => '999999',
  // A guardian with no link to the patient: 404 past the role check.
  accountId: async (t) => String((await t.make.account()).id),
  linkId: async (t) =>
    String((await t.deps.db.insert(links).values({ kind: 'OTHER', namePl: 'Link testowy', nameEn: 'Test link', url: 'https://example.com' }).returning({ id: links.id }))[0].id),
  serviceId: organisationIdFactories.serviceId,
  questionnaireId: async (t) => String(await questionnaireOf(t)),
  programId: async (t) => String((await createProgram(t.deps, programBody(await questionnaireOf(t)))).id),
  mailboxId: async (t) => String((await createMailbox(t.deps, mailboxBody())).id),
  code: async (t) => (await createMessageCategory(t.deps, { ...categoryBody(), code: `MATRYCA_${token().toUpperCase()}` })).code,
  // A message of two colleagues the member calling is not party to: 404 past the role check (the messages' own tests try the parties).
  messageId: async (t) => {
    const [from, to] = [await t.make.staff(), await t.make.staff()];
    return String(await t.make.message({ from: { staffId: from.id }, to: [{ kind: 'STAFF', id: to.id }] }));
  },
};

Object.assign(staffIdFactories, recordsStaffIdFactories);

/** Valid bodies by "METHOD url" (the route's own url, as registered). */
export const staffBodies: Record<string, () => unknown> = {
  'POST /api/clinic/staff': () => ({
    login: `matryca.${process.pid}.${Math.random().toString(36).slice(2, 10)}`,
    name: 'Maria',
    lastName: 'Matrycowa',
    roles: ['NURSE'],
    unitIds: [],
    temporaryPassword: 'Tymczasowe#Haslo2026',
  }),
  'PUT /api/clinic/staff/:staffId': () => ({ name: 'Maria', lastName: 'Matrycowa', email: null, roles: ['NURSE'], unitIds: [], practitionerId: null }),
  'POST /api/clinic/staff/:staffId/password': () => ({ temporaryPassword: 'Tymczasowe#Haslo2026' }),
  'POST /api/clinic/patients/:patientId/guardians/:accountId/decision': () => ({ decision: 'CONFIRM' }),
  'POST /api/clinic/patients/:patientId/identity/reject': () => ({ reason: 'Skan dokumentu jest nieczytelny.' }),
  'PUT /api/clinic/auth/password': () => ({ oldPassword: TEST_PASSWORD, newPassword: 'Nowe-Dobre#Haslo2026' }),
  'POST /api/clinic/questionnaires': () => everyFormat(),
  'PUT /api/clinic/questionnaires/:questionnaireId': () => everyFormat({ title: 'Ankieta matrycy' }),
  'PUT /api/clinic/questionnaires/:questionnaireId/active': () => ({ active: false }),
  'PUT /api/clinic/questionnaires/:questionnaireId/assignments': () => ({ serviceCodes: [], specialities: [] }),
  // A questionnaire id that does not exist: 400 past the role check (the programme's own tests make real ones).
  'POST /api/clinic/programs': () => programBody(999999),
  'PUT /api/clinic/programs/:programId': () => programBody(999999),
  'POST /api/clinic/programs/:programId/invitations': () => ({ patientIds: [] }),
  'POST /api/clinic/mailboxes': mailboxBody,
  'PUT /api/clinic/mailboxes/:mailboxId': mailboxBody,
  'POST /api/clinic/message-categories': () => ({ ...categoryBody(), code: `MATRYCA_${token().toUpperCase()}` }),
  'PUT /api/clinic/message-categories/:code': categoryBody,
};

// Test results: an order (not yet published) of a fresh patient; a valid order and a valid entry.
staffIdFactories.orderId = async (t) => String((await makeResult(t, (await t.make.patient()).id, { publish: false })).id);
staffBodies['POST /api/clinic/patients/:patientId/test-results'] = () => ({ name: 'Glukoza na czczo', kind: 'LAB', orderedAt: '2026-01-10T08:00:00.000Z', elements: [] });
staffBodies['PUT /api/clinic/test-results/:orderId'] = () => ({ resultDate: '2026-01-11T08:00:00.000Z', description: null, elements: [] });
