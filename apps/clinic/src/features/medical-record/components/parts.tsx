import type { StaffRoleName } from '@portal/contracts';
import { formatDay } from '@portal/domain';
import { StatusBadge } from '@portal/ui/page';
import { useTranslation } from 'react-i18next';

/*
 * Small pieces the register's pages share: who may do what, dates as the clinic writes them, the
 * states as badges, a label and its value.
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
  const { t } = useTranslation('medical-record');
  return <StatusBadge status={status} palette={publication} label={t(`encounterStatus.${status}`)} />;
}
export function DocumentBadge({ status }: { status: 'DRAFT' | 'PUBLISHED' }) {
  const { t } = useTranslation('medical-record');
  return <StatusBadge status={status} palette={publication} label={t(`documentStatus.${status}`)} />;
}
export function OrderBadge({ status }: { status: 'ORDERED' | 'RESULTED' | 'PUBLISHED' }) {
  const { t } = useTranslation('medical-record');
  return <StatusBadge status={status} palette={orderPalette} label={t(`orderStatus.${status}`)} />;
}
