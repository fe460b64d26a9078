import type { QueryClient } from '@tanstack/react-query';
import type { StaffMember } from '@portal/contracts';
import { staffListKey } from './staff-list';
import { staffMemberQuery } from './staff-member';

/** After a change of a member: her page shows the answer at once, the lists read afresh. */
export function keepMember(queryClient: QueryClient, member: StaffMember): void {
  queryClient.setQueryData(staffMemberQuery(member.id).queryKey, member);
  void queryClient.invalidateQueries({ queryKey: [...staffListKey, 'list'] });
}
