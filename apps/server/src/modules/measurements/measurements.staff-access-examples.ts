import type { StaffAccessExamples } from '../../test/staff-access-examples';

/**
 * The console's measurements: reads only (a patient's diary, its chart and report, audited). The
 * measurements attached to a visit are read through the visit's booking within the member's units
 * (`bookingAttachmentResource`): its rows are the bookings module's (its `unitRowFactories.bookingId`,
 * a phone booking on a slot of the unit), read when the matrix runs, not when the examples load.
 */
export const staffAccessExamples: StaffAccessExamples = {
  staffResourceRows: {
    'booking-measurements': {
      param: 'bookingId',
      make: async (t, unitId, patientId) => (await import('../../test/staff-access-examples')).unitRowFactories.bookingId!(t, unitId, patientId),
    },
  },
};
