import type { StaffAccessExamples } from '../../test/staff-access-examples';
import { clinicians } from '../../test/staff-examples-kit';

/**
 * The console's side of the call: the routes name a teleconsultation by `:id`, which the teleconsultation
 * module's examples make and describe (no unit's row: its consultant's). The recording's writes are the
 * consultant's own, in her own teleconsultation.
 */
export const staffAccessExamples: StaffAccessExamples = {
  unitScopedWrites: {
    'POST /api/clinic/teleconsultations/:id/recording/chunks': { roles: clinicians, scope: { by: 'none', why: 'the recording of her own teleconsultation as its consultant' } },
    'POST /api/clinic/teleconsultations/:id/recording/complete': { roles: clinicians, scope: { by: 'none', why: 'the recording of her own teleconsultation as its consultant' } },
  },
  authoredWrites: {
    'POST /api/clinic/teleconsultations/:id/recording/chunks': { recorded: 'telehealth_recordings.staff_id' },
    'POST /api/clinic/teleconsultations/:id/recording/complete': { recorded: null, why: 'it closes the recording she started, which names her already' },
  },
};
