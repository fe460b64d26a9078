import { useMutation } from '@tanstack/react-query';
import type { StaffCode } from '@portal/contracts';
import { api } from '@portal/ui/api';

/** POST /api/clinic/auth/code: the app's code or a recovery code; success opens the session (cookie). */
export const submitCode = (body: StaffCode) => api<unknown>('/clinic/auth/code', { method: 'POST', body });

export const useSubmitCode = () => useMutation({ mutationFn: submitCode });
