import { bookingValidationCodes } from '@portal/domain';
import { isApiError } from '@portal/ui/api';
import { notify } from '@portal/ui/notify';
import type { TFunction } from 'i18next';

/** The text of a validation code (101–206), "Inny błąd walidacji" for any other. */
export function validationText(code: string, t: TFunction<'bookings'>): string {
  return (bookingValidationCodes as readonly string[]).includes(code) ? t(`validation.${code as (typeof bookingValidationCodes)[number]}`) : t('validation.other');
}

/** One warning per code the server gave (spec part 2 §5). */
export function validationWarnings(errors: Record<string, string>, t: TFunction<'bookings'>) {
  const codes = Object.keys(errors);
  if (codes.length === 0) notify.warning(t('validation.other'));
  for (const code of codes) notify.warning(validationText(code, t));
}

/**
 * A booking check the server refused in its own words (a 400 such as DECLARATION_MISSING: "Pacjent nie
 * posiada deklaracji wyboru lekarza POZ …", spec part 2 §5, §8): its sentence as a warning. Answers
 * whether the failure was one.
 */
export function refusalWarning(error: unknown): boolean {
  if (!isApiError(error) || error.status !== 400 || !error.body) return false;
  notify.warning(error.body.message);
  return true;
}
