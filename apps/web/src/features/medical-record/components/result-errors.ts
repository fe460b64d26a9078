import { isApiError } from '@portal/ui/api';
import { notify } from '@portal/ui/notify';
import i18n from 'i18next';

/**
 * The results' call failures (spec part 1 §8, part 2 §8): 400 "Błędne parametry wywołania", 404 the
 * imaging-communication message, anything else the general toast.
 */
export function notifyResultsFailure(error: unknown) {
  if (isApiError(error) && error.status === 400) notify.error(i18n.t('medical-record:results.badParameters'));
  else if (isApiError(error) && error.status === 404) notify.error(i18n.t('medical-record:results.imagingCommunication'));
  else notify.failure(error);
}
