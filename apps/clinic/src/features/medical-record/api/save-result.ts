import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { ClinicTestResult, ResultEntryInput } from '@portal/contracts';
import { api } from '@portal/ui/api';
import { uploadFiles } from '@portal/ui/upload';
import { recordKeys } from './keys';

/** PUT /api/clinic/test-results/{orderId}: the values and report of an unpublished order (409 RESULT_PUBLISHED). */
export const enterResults = (orderId: number, input: ResultEntryInput) => api<ClinicTestResult>(`/clinic/test-results/${orderId}`, { method: 'PUT', body: input });

/** POST /api/clinic/test-results/{orderId}/document: the lab's own PDF of the result (multipart `file`). */
export const uploadResultDocument = (orderId: number, file: File) => uploadFiles<ClinicTestResult>(`/clinic/test-results/${orderId}/document`, [file], { field: 'file' });

/** POST /api/clinic/test-results/{orderId}/publish: the patient sees the result and is told. */
export const publishResult = (orderId: number) => api<ClinicTestResult>(`/clinic/test-results/${orderId}/publish`, { method: 'POST' });

function stored(client: QueryClient, order: ClinicTestResult) {
  client.setQueryData(recordKeys.result(order.id), order);
  void client.invalidateQueries({ queryKey: recordKeys.results(order.patientId) });
  void client.invalidateQueries({ queryKey: recordKeys.resultQueue() });
}

export function useEnterResults(orderId: number) {
  const client = useQueryClient();
  return useMutation({ mutationFn: (input: ResultEntryInput) => enterResults(orderId, input), onSuccess: (order) => stored(client, order) });
}

export function useUploadResultDocument(orderId: number) {
  const client = useQueryClient();
  return useMutation({ mutationFn: (file: File) => uploadResultDocument(orderId, file), onSuccess: (order) => stored(client, order) });
}

export function usePublishResult(orderId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => publishResult(orderId),
    onSuccess: (order) => {
      stored(client, order);
      void client.invalidateQueries({ queryKey: recordKeys.documents(order.patientId) });
    },
  });
}
