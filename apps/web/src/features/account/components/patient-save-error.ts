import type { UseFormReturn } from 'react-hook-form';
import { isApiError } from '@portal/ui/api';
import { patientErrorAliases, type PatientFormOutput, type PatientFormValues } from '../../../shared/forms/patient-fields';
import { applyServerErrors, fieldPaths } from '@portal/ui/forms';
import { notify } from '@portal/ui/notify';

/**
 * A refused save of a patient form (a new profile, my data): a 400 shows the server's own Polish
 * message and puts each field's at the field; a refused upload (time-out, too large, too many) its
 * message; anything else `otherwise`.
 */
export function reportPatientSaveError(error: unknown, form: UseFormReturn<PatientFormValues, unknown, PatientFormOutput>, otherwise: () => void) {
  if (isApiError(error) && error.status === 400 && error.body) {
    notify.warning(error.body.message);
    applyServerErrors(error, form.setError, fieldPaths(form.getValues()), { aliases: patientErrorAliases });
  } else if (isApiError(error) && (error.status === 408 || error.status === 413 || error.status === 429) && error.body) {
    notify.warning(error.body.message);
  } else {
    otherwise();
  }
}
