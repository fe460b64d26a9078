import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ClinicProgram, ProgramInput, ProgramInvitationResult } from '@portal/contracts';
import { api } from '@portal/ui/api';
import { questionnaireKeys } from './keys';

/** GET /api/clinic/programs: every prevention programme (a clinic runs a handful). */
export const getPrograms = () => api<ClinicProgram[]>('/clinic/programs');
export const usePrograms = () => useQuery({ queryKey: questionnaireKeys.programs(), queryFn: getPrograms });

/** GET /api/clinic/programs/{id}. */
export const getProgram = (id: number) => api<ClinicProgram>(`/clinic/programs/${id}`);
export const useProgram = (id: number | null) => useQuery({ queryKey: questionnaireKeys.program(id ?? 0), queryFn: () => getProgram(id ?? 0), enabled: id !== null });

/** POST /api/clinic/programs (201) or PUT /api/clinic/programs/{id}: the whole programme. */
export const saveProgram = ({ id, input }: { id: number | null; input: ProgramInput }) =>
  id === null ? api<ClinicProgram>('/clinic/programs', { method: 'POST', body: input }) : api<ClinicProgram>(`/clinic/programs/${id}`, { method: 'PUT', body: input });

export function useSaveProgram() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveProgram,
    onSuccess: async (saved) => {
      queryClient.setQueryData(questionnaireKeys.program(saved.id), saved);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: questionnaireKeys.programs(), exact: true }),
        // A questionnaire lists the programmes that use it.
        queryClient.invalidateQueries({ queryKey: questionnaireKeys.all }),
      ]);
    },
  });
}

/** POST /api/clinic/programs/{id}/invitations: invites every eligible patient not invited yet. */
export const invitePatients = (id: number) => api<ProgramInvitationResult>(`/clinic/programs/${id}/invitations`, { method: 'POST', body: {} });

export function useInvitePatients(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => invitePatients(id),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: questionnaireKeys.programs() }),
  });
}
