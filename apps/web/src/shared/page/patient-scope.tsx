import type { PatientScope } from '@portal/ui/records';
import { PatientPicker, useSelectedPatient } from '../patient-picker';
import { PatientGate } from './patient-gate';

/**
 * The patient portal's answer to "whose records" for a record page of the kit (`@portal/ui/records`):
 * the patient of `?patientId=` (or the one last chosen, or the first), the picker of the patients the
 * account acts for, and the gate's states before one is known.
 */
export function usePatientScope({ none, failure }: { none: string; failure?: string }): PatientScope {
  const { patientId } = useSelectedPatient();
  return {
    patientId,
    picker: <PatientPicker maw={{ base: '100%', sm: 360 }} />,
    gate: (body) => (
      <PatientGate failure={failure} none={none}>
        {body}
      </PatientGate>
    ),
  };
}
