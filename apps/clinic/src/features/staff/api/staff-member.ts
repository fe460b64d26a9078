import { queryOptions, useQuery } from '@tanstack/react-query';
import type { StaffMember } from '@portal/contracts';
import { api } from '@portal/ui/api';
import { staffListKey } from './staff-list';

/** GET /api/clinic/staff/:staffId. */
export const getStaffMember = (staffId: number) => api<StaffMember>(`/clinic/staff/${staffId}`);

export const staffMemberQuery = (staffId: number) => queryOptions({ queryKey: [...staffListKey, 'member', staffId], queryFn: () => getStaffMember(staffId) });

export const useStaffMember = (staffId: number) => useQuery(staffMemberQuery(staffId));
