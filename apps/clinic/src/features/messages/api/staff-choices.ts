import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { Page, StaffMember } from '@portal/contracts';
import { api } from '@portal/ui/api';
import { messageKeys } from './keys';

/** GET /api/clinic/staff?q=: members to put in a mailbox (a prefix of the login, name or last name). */
export const searchStaff = (q: string) => api<Page<StaffMember>>('/clinic/staff', { query: { q: q.trim() || undefined, pageIndex: 0, pageSize: 10 } });

export const useStaffSearch = (q: string, enabled: boolean) =>
  useQuery({ queryKey: messageKeys.staff(q.trim()), queryFn: () => searchStaff(q), enabled, placeholderData: keepPreviousData });
