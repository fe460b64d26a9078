import { queryOptions, useQuery } from '@tanstack/react-query';
import type { LinkedProfile } from '@portal/contracts';
import { api } from '@portal/ui/api';
import { getOwnPatient } from './own-patient';

/** A patient the signed-in account may act for now, and how: its own record, a ward or a child. */
export interface ActablePatient {
  id: number;
  name: string;
  lastName: string;
  relation: 'SELF' | 'WARD' | 'CHILD';
}

const linked = (role: 'wards' | 'children') => api<LinkedProfile[]>(`/mpi/accounts/mpi-user/patients/${role}`);

/** The own record first, then the wards and the children the account acts for now (active links only). */
export async function getActablePatients(): Promise<ActablePatient[]> {
  const [me, wards, children] = await Promise.all([getOwnPatient(), linked('wards'), linked('children')]);
  const own: ActablePatient[] = me ? [{ id: me.id, name: me.name, lastName: me.lastName, relation: 'SELF' }] : [];
  const others = [...wards, ...children]
    .filter((p) => p.active)
    .map((p): ActablePatient => ({ id: p.patientId, name: p.name, lastName: p.lastName, relation: p.role }));
  return [...own, ...others];
}

/**
 * The patients of the account's patient pickers (the server's access rule decides; this list follows
 * it). A link that changes is seen at the next read: the list is kept a minute at most.
 */
export const actablePatientsQuery = queryOptions({
  queryKey: ['session', 'patients', 'actable'],
  queryFn: getActablePatients,
  staleTime: 60_000,
});

export const useActablePatients = () => useQuery(actablePatientsQuery);

