import type { Declaration } from '@portal/contracts';
import { formatDay, type DeclarationType } from '@portal/domain';
import type { TFunction } from 'i18next';

type T = TFunction<'declarations'>;

/** A practitioner as the form names her: degree, names ("lek. Tomasz Lewandowski"). */
export const personName = (p: { degree?: string | null; name: string; lastName: string }) => [p.degree, p.name, p.lastName].filter(Boolean).join(' ');

/** A unit and its address on one line. */
export const unitLine = (u: { name: string; address: string }) => (u.address ? `${u.name}, ${u.address}` : u.name);

/** The key of an order number's words: 1 and 2 by name, a later one is "kolejny" (a stored 4 of the old form too). */
export const orderKey = (order: number): '1' | '2' | 'next' => (order === 1 ? '1' : order === 2 ? '2' : 'next');

/** The words of a reason code 1–5 (spec part 2 §3), or the code itself for any other. */
export function reasonWords(t: T, code: number): string {
  return code >= 1 && code <= 5 ? t(`choice.reasons.${String(code) as '1' | '2' | '3' | '4' | '5'}`) : String(code);
}

/**
 * One choice (the provider's or the practitioner's) in words: "Drugi wybór; przyczyna: Zmiana miejsca
 * zamieszkania", the other reason's text after reason 4, "Nie podano" for no order number.
 */
export function choiceWords(t: T, order: number | null, reason: number | null, text: string | null): string {
  if (order === null) return t('choice.notGiven');
  const orderText = t(`choice.order.${orderKey(order)}`);
  if (reason === null) return orderText;
  const reasonText = reasonWords(t, reason);
  return text ? t('choice.withOtherReason', { order: orderText, reason: reasonText, text }) : t('choice.withReason', { order: orderText, reason: reasonText });
}

/** The declaration's name: "Deklaracja wyboru lekarza POZ". */
export const declarationName = (t: T, type: DeclarationType) => t(`declarationOf.${type}`);

/** "lek. Tomasz Lewandowski, Przychodnia Centrum, zarejestrowana 12-01-2026": the declaration a new one would replace. */
export const replacedDetails = (t: T, d: Declaration) =>
  t('summary.replaceDetails', { practitioner: personName(d.practitioner), unit: d.hospitalOrganizationUnit.name, date: formatDay(d.registrationDate) });
