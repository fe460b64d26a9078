import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accessLogWhatValues, settingsGroupKeys } from '@portal/contracts';
import { createTestApp, type TestApp } from './helper';

/**
 * Every staff read of patients' data is in the patient's "who viewed my data" (plugins/staff-access):
 * each GET under /api/clinic of the real app declares the read audit — `audit` (one patient) or
 * `auditList` (several) — or is below with a one-line reason why it answers no patient's data. A new
 * route that forgets both fails here; a patient-data route must never be added to this list.
 */
const answersNoPatientData: Record<string, string> = {
  'GET /api/clinic/auth/me': "the signed-in member's own account",
  'GET /api/clinic/dashboard': 'counts of the queues only, no patient named',
  'GET /api/clinic/staff': 'staff members',
  'GET /api/clinic/staff/:staffId': 'a staff member',
  'GET /api/clinic/settings': "the portal's settings (configuration)",
  ...Object.fromEntries(settingsGroupKeys.map((key) => [`GET /api/clinic/settings/${key}`, "a group of the portal's settings (configuration)"])),
  'GET /api/clinic/links': "the console's top-bar links (configuration)",
  'GET /api/clinic/organisation/dictionaries': "the organisation's dictionaries",
  'GET /api/clinic/units': "the organisation's units",
  'GET /api/clinic/units/:unitId': "an organisation's unit",
  'GET /api/clinic/practitioners': "the organisation's practitioners",
  'GET /api/clinic/practitioners/:practitionerId': "an organisation's practitioner",
  'GET /api/clinic/services': "the organisation's services",
  'GET /api/clinic/services/:serviceId': "an organisation's service",
  'GET /api/clinic/partners': "the clinic's partners",
  'GET /api/clinic/partners/:partnerId': "a partner of the clinic",
  'GET /api/clinic/partners/:partnerId/personnel': "a partner's personnel",
  'GET /api/clinic/questionnaires': 'questionnaire definitions (no answers)',
  'GET /api/clinic/questionnaires/:questionnaireId': 'a questionnaire definition (no answers)',
  'GET /api/clinic/questionnaires/:questionnaireId/assignments': 'where a questionnaire is asked (services, specialities, programmes)',
  'GET /api/clinic/programs': 'prevention programmes with counts of invited and answered, no patient named',
  'GET /api/clinic/programs/:programId': 'a prevention programme with its counts, no patient named',
  'GET /api/clinic/messages/boxes': "the member's inboxes with unread counts",
  'GET /api/clinic/messages/events': "the member's unread counts as they change (server-sent events)",
  'GET /api/clinic/messages/recipients': 'mailboxes and staff members to write to (patients are found with the audited patient search)',
  'GET /api/clinic/mailboxes': "the clinic's mailboxes and their staff members",
  'GET /api/clinic/message-categories': 'message categories (configuration)',
  'GET /api/clinic/icd10': 'the ICD-10 dictionary',
  'GET /api/clinic/clinical-document-types': 'kinds of clinical documents (a dictionary)',
  'GET /api/clinic/result-panels': "the lab's catalogue of panels and ranges",
  'GET /api/clinic/bookings/schedules': "staff members' work schedules (no bookings)",
  'GET /api/clinic/bookings/schedules/:scheduleId': "a staff member's work schedule (no bookings)",
  'GET /api/clinic/bookings/exceptions': 'days off and changed hours of schedules',
  'GET /api/clinic/bookings/services/:serviceId/settings': "a service's booking settings (configuration)",
  'GET /api/clinic/bookings/services/:serviceId/prices': "a service's prices (configuration)",
  'GET /api/clinic/declarations/practitioner-lists': "POZ practitioners' list sizes against their limits, no patient named",
  'GET /api/clinic/drug-editions': 'editions of the drug register and the interaction data (a dictionary)',
  'GET /api/clinic/drug-editions/:editionId': "an edition of the drug register or the interaction data and its changes (a dictionary)",
  'GET /api/clinic/drugs': 'a search of the drug register (a dictionary), no patient named',
  'GET /api/clinic/teleconsultations/availability': "the member's own availability for unplanned teleconsultations",
  'GET /api/clinic/telehealth/ws': "the call's signalling socket (offers, answers, candidates relayed; the chat it stores is read through the audited chat-record)",
};

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const reads = () => t.app.staffRoutes.filter((r) => r.method === 'GET' && r.roles !== 'public');

describe('every staff read of patients is audited', () => {
  it('each GET under /api/clinic declares the read audit or is allowed with its reason', () => {
    const unaccounted = reads()
      .filter((r) => !r.audit && !r.auditList && !answersNoPatientData[`${r.method} ${r.url}`])
      .map((r) => `${r.method} ${r.url}`);
    expect(unaccounted, 'declare config.staff audit / auditList, or (no patient data only) add the route with its reason').toEqual([]);
  });

  it('an audited route is not on the allow-list, and the allow-list names only routes the app has', () => {
    const byKey = new Map(reads().map((r) => [`${r.method} ${r.url}`, r]));
    for (const [key, reason] of Object.entries(answersNoPatientData)) {
      expect(byKey.has(key), `${key} is no clinic GET route any more: remove it from the list`).toBe(true);
      expect(byKey.get(key)?.audit ?? byKey.get(key)?.auditList, `${key} is audited: remove it from the list`).toBeUndefined();
      expect(reason.length).toBeGreaterThan(0);
    }
  });

  it('the list reads of several patients each name what was read with a code of their own', () => {
    const lists = reads().filter((r) => r.auditList);
    const codes = new Map<string, string[]>();
    for (const r of lists) codes.set(r.auditList!, [...(codes.get(r.auditList!) ?? []), r.url]);
    // The answer list and its CSV export are one read of the same answers (QUESTIONNAIRE_ANSWERS); a partner's
    // staff member opening one shared document — a result, a clinical document or its file — is one kind of read,
    // audited per patient with auditList because her partner, not a unit, decides what she may open (PARTNER_DOCUMENT).
    const oneReadManyRoutes = new Set(['QUESTIONNAIRE_ANSWERS', 'PARTNER_DOCUMENT']);
    for (const [code, urls] of codes) if (!oneReadManyRoutes.has(code)) expect(urls, code).toHaveLength(1);
  });

  it("every code of the read audit is one the patient's page names in words (contracts' accessLogWhatValues)", () => {
    const known: readonly string[] = accessLogWhatValues;
    const codes = [...new Set(reads().flatMap((r) => [r.audit, r.auditList].filter((c): c is string => !!c)))];
    expect(codes.filter((c) => !known.includes(c))).toEqual([]);
  });
});
