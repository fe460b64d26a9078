import { useMutation } from '@tanstack/react-query';
import type { StaffSignIn, StaffSignInStep } from '@portal/contracts';
import { api } from '@portal/ui/api';

/** POST /api/clinic/auth/sign-in: login and password → what comes next (CODE or ENROL) and the challenge. */
export const signIn = (body: StaffSignIn) => api<StaffSignInStep>('/clinic/auth/sign-in', { method: 'POST', body });

export const useSignIn = () => useMutation({ mutationFn: signIn });
