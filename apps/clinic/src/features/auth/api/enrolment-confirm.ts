import { useMutation } from '@tanstack/react-query';
import type { StaffRecoveryCodes } from '@portal/contracts';
import { api } from '@portal/ui/api';

/** POST /api/clinic/auth/enrolment/confirm: the first code proves the scan → ten recovery codes (and the session). */
export const confirmEnrolment = (body: { challenge: string; code: string }) =>
  api<StaffRecoveryCodes>('/clinic/auth/enrolment/confirm', { method: 'POST', body });

export const useConfirmEnrolment = () => useMutation({ mutationFn: confirmEnrolment });
