import { queryOptions, useQuery } from '@tanstack/react-query';
import type { LinkedProfile } from '@portal/contracts';
import { api } from '@portal/ui/api';

/** The four link lists of the account area (spec part 1 §7 "Patients"). */
export type LinkedList = 'wards' | 'children' | 'wardens' | 'parents';

/** GET /api/mpi/accounts/mpi-user/patients/{wards|children|wardens|parents}. */
export const linkedProfilesQuery = (list: LinkedList) =>
  queryOptions({
    queryKey: ['account', 'linked', list],
    queryFn: () => api<LinkedProfile[]>(`/mpi/accounts/mpi-user/patients/${list}`),
  });

export const useLinkedProfiles = (list: LinkedList) => useQuery(linkedProfilesQuery(list));
