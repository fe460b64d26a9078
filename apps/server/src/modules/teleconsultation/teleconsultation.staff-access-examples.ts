import type { StaffAccessExamples } from '../../test/staff-access-examples';
import { clinicians } from '../../test/staff-examples-kit';

const made = () => import('../../test/teleconsultation-kit');

/**
 * The console's teleconsultations (issue 32 item 6): a teleconsultation is no unit's row — its
 * consultant reaches it, a doctor consulting for its service reaches an unplanned one waiting in her
 * queue, an administrator those booked in her units — all in the WHERE of the reads
 * (clinic/clinic-teleconsultations-repository `reachCondition`); another is 404 as an unknown id. The
 * telehealth module's console routes name the same `:id`.
 */
export const staffAccessExamples: StaffAccessExamples = {
  staffIdFactories: {
    // A planned teleconsultation of a fresh patient with no consultant: a fresh member reaches it only as an administrator of every unit.
    id: async (t) => String((await (await made()).makeTeleconsultation(t)).id),
    attachmentId: async () => '999999',
  },
  staffBodies: {
    'PUT /api/clinic/teleconsultations/availability': () => ({ available: true }),
  },
  idsWithoutUnit: {
    id: "a teleconsultation: its consultant's, the queue's of a doctor consulting for its service, an administrator's through its booking's unit (clinic-teleconsultations-repository reachCondition)",
    attachmentId: "an attachment of the case of a teleconsultation, read through the teleconsultation's reach",
  },
  unitScopedWrites: {
    'PUT /api/clinic/teleconsultations/availability': { roles: clinicians, scope: { by: 'none', why: "the member's own availability for unplanned teleconsultations" } },
    'POST /api/clinic/teleconsultations/:id/take': { roles: ['DOCTOR'], scope: { by: 'none', why: 'an unplanned teleconsultation of a service she consults for: it has no unit until its "now" booking is registered' } },
    'POST /api/clinic/teleconsultations/:id/end': { roles: clinicians, scope: { by: 'none', why: 'her own teleconsultation as its consultant' } },
  },
  authoredWrites: {
    'PUT /api/clinic/teleconsultations/availability': { recorded: 'teleconsultation_consultants.staff_id' },
    'POST /api/clinic/teleconsultations/:id/take': { recorded: 'teleconsultations.consultant_staff_id' },
    'POST /api/clinic/teleconsultations/:id/end': { recorded: null, why: 'she ends her own teleconsultation, which names her already as its consultant' },
  },
};
