import { useQuery } from '@tanstack/react-query';
import type { PozStaff } from '@portal/contracts';
import type { DeclarationType } from '@portal/domain';
import { api } from '@portal/ui/api';
import { declarationKeys } from './keys';

/** The staff list's segment of each type (spec part 2 §7, as the spec spells them). */
const staffSegment: Record<DeclarationType, string> = { GP: 'general-practitioners', NURSE: 'nurses', MIDWIFE: 'midwifes' };

/**
 * GET /api/declarations/primary-healthcare-staff/{general-practitioners|nurses|midwifes} — the clinic's
 * POZ practitioners of the type, one entry per practitioner and unit, with whether the list is full.
 */
export const getPozStaff = (type: DeclarationType) => api<PozStaff[]>(`/declarations/primary-healthcare-staff/${staffSegment[type]}`);

/** Public data of the clinic, kept a minute (the server's own cache header is short too). */
export const usePozStaff = (type: DeclarationType) => useQuery({ queryKey: declarationKeys.staff(type), queryFn: () => getPozStaff(type), staleTime: 60_000 });
