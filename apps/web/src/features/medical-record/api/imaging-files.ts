import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ImagingFile } from '@portal/contracts';
import { IMAGING_REFRESH_SECONDS } from '@portal/domain';
import { api } from '@portal/ui/api';
import { medicalRecordKeys } from './keys';

export const imagingFilesPath = (patientId: number, orderId: number) => `/mpi/test-results/mpi-user/${patientId}/order/${orderId}/agfa/files`;
const filesKey = (patientId: number, orderId: number) => [...medicalRecordKeys.patient(patientId), 'imaging-files', orderId] as const;

/** GET .../order/{orderId}/agfa/files — the files imported for the order, read again every 15 s (part 2 §9). */
export const getImagingFiles = (patientId: number, orderId: number) => api<ImagingFile[]>(imagingFilesPath(patientId, orderId));

export const useImagingFiles = (patientId: number, orderId: number) =>
  useQuery({
    queryKey: filesKey(patientId, orderId),
    queryFn: () => getImagingFiles(patientId, orderId),
    refetchInterval: IMAGING_REFRESH_SECONDS * 1000,
  });

/** DELETE .../agfa/files/{fileId} — one file (only N, P or R; the server refuses others with 409). */
export const deleteImagingFile = (patientId: number, orderId: number, fileId: number) =>
  api<void>(`${imagingFilesPath(patientId, orderId)}/${fileId}`, { method: 'DELETE' });

/** POST .../agfa/files/send — every ready file to the imaging system (empty body). */
export const sendImagingFiles = (patientId: number, orderId: number) => api<ImagingFile[] | void>(`${imagingFilesPath(patientId, orderId)}/send`, { method: 'POST' });

/** The list is read afresh after any change, whatever its outcome. */
export function useImagingFilesChange<V>(patientId: number, orderId: number, change: (v: V) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: change, onSettled: () => queryClient.invalidateQueries({ queryKey: filesKey(patientId, orderId) }) });
}
