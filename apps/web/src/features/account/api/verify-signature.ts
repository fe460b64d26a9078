import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SignatureVerification } from '@portal/contracts';
import { uploadFiles } from '@portal/ui/upload';
import { actablePatientsQuery } from '../../../shared/session/actable-patients';
import { currentAccountQuery } from '../../../shared/session/current-account';

/**
 * POST /api/mpi/accounts/signatures/verify — electronically signed documents (multipart); 200
 * { verified, reason }: verified makes the account AUTHORIZED and its own record confirmed.
 */
export const verifySignature = (files: File[]) => uploadFiles<SignatureVerification>('/mpi/accounts/signatures/verify', files);

export function useVerifySignature() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: verifySignature,
    onSuccess: async (result) => {
      if (!result.verified) return;
      // The account's type and its own record (now confirmed) change: the block goes, the picker gains the record.
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: currentAccountQuery.queryKey }),
        queryClient.invalidateQueries({ queryKey: actablePatientsQuery.queryKey }),
        queryClient.invalidateQueries({ queryKey: ['account'] }),
      ]);
    },
  });
}
