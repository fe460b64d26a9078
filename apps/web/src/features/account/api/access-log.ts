import type { AccessLogPage } from '@portal/contracts';
import { api } from '@portal/ui/api';
import { usePagedQuery } from '@portal/ui/lists';

const PAGE_SIZE = 20;

/** GET /api/mpi/accounts/mpi-user/access-log — who at the clinic read the account's patients' data, newest first. */
export const getAccessLogPage = (pageIndex: number) =>
  api<AccessLogPage>('/mpi/accounts/mpi-user/access-log', { query: { pageIndex, pageSize: PAGE_SIZE } });

export const accessLogQueryKey = ['account', 'access-log'] as const;

export const useAccessLog = () => usePagedQuery({ queryKey: accessLogQueryKey, fetchPage: getAccessLogPage });
