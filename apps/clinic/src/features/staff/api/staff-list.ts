import type { Page, StaffMember } from '@portal/contracts';
import { api } from '@portal/ui/api';
import { usePagedQuery } from '@portal/ui/lists';

export const STAFF_PAGE_SIZE = 20;

/** GET /api/clinic/staff: a page of members by last name, name, id; `q` a prefix of the login, name or last name. */
export const getStaffPage = (q: string, pageIndex: number) =>
  api<Page<StaffMember>>('/clinic/staff', { query: { q: q.trim() || undefined, pageIndex, pageSize: STAFF_PAGE_SIZE } });

export const staffListKey = ['clinic', 'staff'] as const;

export const useStaffList = (q: string) => usePagedQuery<StaffMember>({ queryKey: [...staffListKey, 'list', q.trim()], fetchPage: (pageIndex) => getStaffPage(q, pageIndex) });
