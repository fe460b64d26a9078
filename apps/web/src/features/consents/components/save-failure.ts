import { CONSENT_CONFLICT_DETAIL, consentConflictCodeSchema } from '@portal/contracts';
import { isApiError } from '@portal/ui/api';
import type { FormMessage } from '@portal/ui/forms';
import { notify } from '@portal/ui/notify';
import type { TFunction } from 'i18next';

/**
 * What a refused save says (spec part 2 §8 "Consents and signing"): a partner consent's conflict (409
 * CONSENT_CONFLICT, `details.conflict` existsConsentPersonnel or existsConsentAll) in its words at the
 * form; the fields at fault of a 400 at their fields (`applyFieldErrors`) with the server's words as a
 * warning; another refusal with its words (403 CONSENT_PATIENT_ROLE: only the patient herself gives a
 * consent) at the form; no answer, "Serwer nie odpowiada"-like failure. Answers the form's message.
 */
export function saveFailure(error: unknown, t: TFunction<'consents'>, applyFieldErrors: (error: unknown) => boolean): FormMessage | null {
  if (isApiError(error) && error.errorCode === 'CONSENT_CONFLICT') {
    const code = consentConflictCodeSchema.safeParse(error.body?.details?.[CONSENT_CONFLICT_DETAIL]);
    return { tone: 'warning', text: code.success ? t(`conflicts.${code.data}`) : (error.body?.message ?? t('new.saveFailed')) };
  }
  if (isApiError(error) && error.status === 400 && error.body) {
    notify.warning(error.body.message);
    applyFieldErrors(error);
    return null;
  }
  if (isApiError(error) && error.status >= 400 && error.status < 500 && error.body) return { tone: 'warning', text: error.body.message };
  notify.failure(error, t('new.saveFailed'));
  return null;
}
