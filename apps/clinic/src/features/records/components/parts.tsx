import { DateTimePicker, type DateTimePickerProps } from '@mantine/dates';
import type { StaffRoleName } from '@portal/contracts';
import { formatDay } from '@portal/domain';
import { useBoundField, type FieldBinding } from '@portal/ui/forms';
import { StatusBadge } from '@portal/ui/page';
import type { FieldPath, FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

/*
 * Small pieces the register's pages share: who may do what, dates as the clinic writes them, the
 * states as badges, a label and its value, a date-time field.
 */

/** Roles that write a visit's record, its documents and results (the server's rule too). */
export const CLINICAL_ROLES: readonly StaffRoleName[] = ['DOCTOR', 'NURSE', 'MIDWIFE'];
export const isClinical = (roles: readonly StaffRoleName[]) => roles.some((r) => CLINICAL_ROLES.includes(r));
/** Who keeps the waiting list. */
export const keepsWaitingList = (roles: readonly StaffRoleName[]) => roles.some((r) => r === 'REGISTRAR' || r === 'ADMIN' || r === 'DOCTOR');
/** Who opens and reads visits. */
export const readsVisits = (roles: readonly StaffRoleName[]) => isClinical(roles) || roles.includes('REGISTRAR');

/** DD-MM-YYYY of a calendar day (YYYY-MM-DD) or an instant. */
export const day = (date: string | null) => (date ? formatDay(date) : '—');
export { author, moment, Field } from '../../../shared/record-fields';


// White text at 4.5:1 or more.
const publication = { DRAFT: '#9c4a00', PUBLISHED: 'teal.9', OPEN: '#9c4a00', CLOSED: 'teal.9' } as const;
const orderPalette = { ORDERED: 'gray.7', RESULTED: '#9c4a00', PUBLISHED: 'teal.9' } as const;

export function EncounterBadge({ status }: { status: 'OPEN' | 'CLOSED' }) {
  const { t } = useTranslation('records');
  return <StatusBadge status={status} palette={publication} label={t(`encounterStatus.${status}`)} />;
}
export function DocumentBadge({ status }: { status: 'DRAFT' | 'PUBLISHED' }) {
  const { t } = useTranslation('records');
  return <StatusBadge status={status} palette={publication} label={t(`documentStatus.${status}`)} />;
}
export function OrderBadge({ status }: { status: 'ORDERED' | 'RESULTED' | 'PUBLISHED' }) {
  const { t } = useTranslation('records');
  return <StatusBadge status={status} palette={orderPalette} label={t(`orderStatus.${status}`)} />;
}

const pad = (n: number) => String(n).padStart(2, '0');
/** An instant as the picker holds it (local "YYYY-MM-DD HH:mm:ss"), and back. */
const toLocal = (iso: string) => {
  const d = new Date(iso);
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())} ${pad(d.getHours())}:${pad(d.getMinutes())}:00`;
};
const toInstant = (local: string) => new Date(local.replace(' ', 'T')).toISOString();

/** A moment of a react-hook-form form (an ISO instant), chosen as a day and a time (DD-MM-YYYY HH:mm). */
export function FormDateTimeInput<T extends FieldValues, N extends FieldPath<T>, TOut = T>({
  control,
  name,
  ...props
}: FieldBinding<T, N, TOut> & Omit<DateTimePickerProps, 'name' | 'value' | 'defaultValue' | 'onChange' | 'onBlur' | 'error'>) {
  const { field, error } = useBoundField({ control, name });
  const value = typeof field.value === 'string' && field.value ? toLocal(field.value) : null;
  return (
    <DateTimePicker
      valueFormat="DD-MM-YYYY HH:mm"
      {...props}
      ref={field.ref}
      name={field.name}
      value={value}
      onChange={(v) => field.onChange(v ? toInstant(v) : null)}
      onBlur={field.onBlur}
      error={error}
    />
  );
}
