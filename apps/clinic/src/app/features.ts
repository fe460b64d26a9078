import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import type { StaffRoleName } from '@portal/contracts';
import { DASHBOARD_PATH } from '../features/dashboard/paths';
import { dashboardRoutes } from '../features/dashboard/routes';
import { IDENTITIES_PATH, PATIENTS_PATH } from '../features/patients/paths';
import { identitiesRoutes, patientsRoutes } from '../features/patients/routes';
import { ORGANISATION_PATH } from '../features/organisation/paths';
import { organisationRoutes } from '../features/organisation/routes';
import { SETTINGS_PATH } from '../features/settings/paths';
import { settingsRoutes } from '../features/settings/routes';
import { passwordRoutes } from '../features/auth/routes';
import { PROGRAMS_PATH, QUESTIONNAIRES_PATH } from '../features/questionnaires/paths';
import { answersRoutes, programsRoutes, questionnairesRoutes } from '../features/questionnaires/routes';
import { MessagesBadge } from '../features/messages/badge';
import { MESSAGES_PATH } from '../features/messages/paths';
import { messagesAdminRoutes, messagesRoutes } from '../features/messages/routes';
import { RESULTS_PATH } from '../features/records/paths';
import { recordRoutes, resultRoutes } from '../features/records/routes';
import { DOCUMENT_REQUESTS_PATH } from '../features/document-requests/paths';
import { documentRequestRoutes } from '../features/document-requests/routes';
import { BOOKINGS_CALENDAR_PATH, BOOKINGS_SCHEDULES_PATH } from '../features/bookings/paths';
import { bookingCalendarRoutes, bookingScheduleRoutes } from '../features/bookings/routes';
import { STAFF_PATH } from '../features/staff/paths';
import { staffRoutes } from '../features/staff/routes';
import type { Resources } from '../i18n/resources';

/** A menu label: a key of `nav` in the layout texts (i18n/<language>/layout.json). */
export type NavLabel = `nav.${keyof Resources['layout']['nav'] & string}`;

/**
 * One feature of the console. Its routes (paths under /clinic, pages lazy) join the signed-in area,
 * open to the roles listed (a member without any of them sees "no access"; the server refuses the
 * calls anyway); with `nav` it has an entry in the menu for the same roles.
 */
export interface ClinicFeature {
  routes: RouteObject[];
  roles: readonly StaffRoleName[];
  /** `badge`: a count beside the menu entry (shown once per tab, inside a Suspense: may be lazy). */
  nav?: { path: string; label: NavLabel; icon?: ComponentType<{ size?: number | string }>; badge?: ComponentType };
}

/**
 * Every role (contracts' staffRoleValues, written out so the entry does not carry the contracts: the
 * type check below fails when a role is added there and not here).
 */
const everyone = ['ADMIN', 'REGISTRAR', 'DOCTOR', 'NURSE', 'MIDWIFE'] as const satisfies readonly StaffRoleName[];
type MissingRole = Exclude<StaffRoleName, (typeof everyone)[number]>;
const allRolesListed: [MissingRole] extends [never] ? true : MissingRole = true;
void allRolesListed;

/** The console's features, in menu order: adding a feature is one entry here (see apps/clinic/README.md). */
export const features: ClinicFeature[] = [
  { routes: dashboardRoutes, roles: everyone, nav: { path: DASHBOARD_PATH, label: 'nav.dashboard' } },
  // Her own inbox and her mailboxes' (the badge keeps the tab's live channel); a patient's correspondence is under /patients.
  { routes: messagesRoutes, roles: everyone, nav: { path: MESSAGES_PATH, label: 'nav.messages', badge: MessagesBadge } },
  { routes: patientsRoutes, roles: everyone, nav: { path: PATIENTS_PATH, label: 'nav.patients' } },
  { routes: identitiesRoutes, roles: ['REGISTRAR', 'ADMIN'], nav: { path: IDENTITIES_PATH, label: 'nav.identities' } },
  // A patient's register: each role sees its part (visits: clinical roles and the registration; waiting list: also administrators).
  { routes: recordRoutes, roles: everyone },
  // Results are entered and published by clinical roles (the RESULTS queue of the dashboard).
  { routes: resultRoutes, roles: ['DOCTOR', 'NURSE', 'MIDWIFE'], nav: { path: RESULTS_PATH, label: 'nav.results' } },
  // Patients' requests for copies of their documentation (the DOCUMENT_REQUESTS queue).
  { routes: documentRequestRoutes, roles: ['REGISTRAR', 'ADMIN'], nav: { path: DOCUMENT_REQUESTS_PATH, label: 'nav.documentRequests' } },
  // Bookings: the calendar is the desk's and the clinicians'; schedules, booking terms and price lists are set by the desk (clinicians read them).
  { routes: bookingCalendarRoutes, roles: ['REGISTRAR', 'ADMIN', 'DOCTOR', 'NURSE'], nav: { path: BOOKINGS_CALENDAR_PATH, label: 'nav.bookingsCalendar' } },
  { routes: bookingScheduleRoutes, roles: ['REGISTRAR', 'ADMIN', 'DOCTOR', 'NURSE'], nav: { path: BOOKINGS_SCHEDULES_PATH, label: 'nav.bookingsSchedules' } },
  // Every role reads the organisation; only an administrator changes it (the forms are read-only for others).
  { routes: organisationRoutes, roles: everyone, nav: { path: ORGANISATION_PATH, label: 'nav.organisation' } },
  // Every role reads questionnaires and programmes; only an administrator changes them (the forms are read-only for others).
  { routes: questionnairesRoutes, roles: everyone, nav: { path: QUESTIONNAIRES_PATH, label: 'nav.questionnaires' } },
  { routes: programsRoutes, roles: everyone, nav: { path: PROGRAMS_PATH, label: 'nav.programs' } },
  // Patients' answers are medical data: not the registration's.
  { routes: answersRoutes, roles: ['ADMIN', 'DOCTOR', 'NURSE', 'MIDWIFE'] },
  { routes: settingsRoutes, roles: ['ADMIN'], nav: { path: SETTINGS_PATH, label: 'nav.settings' } },
  { routes: staffRoutes, roles: ['ADMIN'], nav: { path: STAFF_PATH, label: 'nav.staff' } },
  // The mailboxes and message categories (the messages page links to them).
  { routes: messagesAdminRoutes, roles: ['ADMIN'] },
  // The member's own password (a temporary one must be changed first: the guard sends her there).
  { routes: passwordRoutes, roles: everyone },
];

/** Whether a member with `roles` may open a feature. */
export const allows = (feature: Pick<ClinicFeature, 'roles'>, roles: readonly StaffRoleName[]) => feature.roles.some((r) => roles.includes(r));
