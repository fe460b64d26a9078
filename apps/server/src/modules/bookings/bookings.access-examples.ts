import type { timeSlots } from '../../db/schema/index';
import { systemPatient } from '../../lib/checked-patient';
import type { AccessExamples } from '../../test/access-examples';
import type { TestApp } from '../../test/helper';
import { goodAnswers } from '../../test/questionnaire-kit';

/** Free future slots of one schedule made per test app, handed out one by one. */
const freeSlots = new WeakMap<TestApp, Array<typeof timeSlots.$inferSelect>>();
async function nextFreeSlot(t: TestApp) {
  let slots = freeSlots.get(t);
  if (!slots) {
    const { makeSchedule, slotsAhead } = await import('./core/test-fixtures');
    slots = slotsAhead((await makeSchedule(t)).slots, t.clock.now(), 24);
    freeSlots.set(t, slots);
  }
  const slot = slots.shift();
  if (!slot) throw new Error('bookings.access-examples: the schedule ran out of slots');
  return slot;
}

/** The patient's bookings in the access matrix: our system's code, a seeded service, a booking read through the caller's scope. */
export const accessExamples: AccessExamples = {
  idFactories: {
    system: async () => 'PORTAL',
    serviceCode: async () => 'POZ-PORADA',
  },
  // The pre-booking check's query names the service.
  queries: {
    'GET /api/mppd/api/bookings/:patientId/validations/prebooking': () => 'medicalServiceCode=POZ-PORADA',
  },
  resourceFactories: {
    booking: async (t, patientId, accountId) => {
      const { bookSlot } = await import('./core/booking-core');
      const { withTransaction } = await import('../../db/client');
      const slot = await nextFreeSlot(t);
      const row = await withTransaction(t.deps.db, (tx) => bookSlot(t.deps, tx, { slot, patientId: systemPatient(patientId, 'test'), accountId, staffId: null }));
      return { system: 'PORTAL', id: String(row.id) };
    },
  },
  // A booking's own routes (read through the scope): valid bodies, whatever the rules then answer.
  bodies: {
    'PUT /api/mppd/api/bookings/:system/:id': () => ({ questionnaireFulfillment: goodAnswers(1) }),
    'PUT /api/mppd/api/bookings/:system/:id/confirm': () => ({ code: '123456' }),
    'PUT /api/mppd/api/bookings/:system/:id/referral': () => ({ refENumber: '1234' }),
    'POST /api/mppd/api/bookings/:system/:id/confirmation-code': () => ({}),
    'POST /api/mppd/api/bookings/:system/:id/attachments': () => ({}),
  },
};
