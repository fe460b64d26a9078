import { isApiError } from '@portal/ui/api';
import i18n from 'i18next';

/** What a failed sign-in call shows: the API's Polish message, or the generic "Serwer nie odpowiada". */
export const apiMessage = (error: unknown): string => (isApiError(error) && error.body?.message) || i18n.t('ui:serverDown');

/** The challenge of the password step ran out (or was tampered with): the sign-in starts again. */
export const challengeExpired = (error: unknown): boolean => isApiError(error) && error.errorCode === 'TOKEN_INVALID';
