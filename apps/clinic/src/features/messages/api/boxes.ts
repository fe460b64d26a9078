import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ClinicMessageBox } from '@portal/contracts';
import { api } from '@portal/ui/api';
import { useRefreshInterval } from '../live';
import { messageKeys } from './keys';

/** GET /api/clinic/messages/boxes: her own inbox first, then her mailboxes, each with its unread count. */
export const getBoxes = () => api<ClinicMessageBox[]>('/clinic/messages/boxes');

export const boxesQuery = () => queryOptions({ queryKey: messageKeys.boxes(), queryFn: getBoxes });

export const useBoxes = () => useQuery({ ...boxesQuery(), refetchInterval: useRefreshInterval() });

/** Her unread messages in every box (the menu's badge). */
export const totalUnread = (boxes: ClinicMessageBox[] | undefined) => (boxes ?? []).reduce((sum, box) => sum + box.unread, 0);
