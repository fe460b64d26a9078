import { useQuery } from '@tanstack/react-query';
import type { ImagingFile } from '@portal/contracts';
import { IMAGING_REFRESH_SECONDS } from '@portal/domain';
import { api } from '@portal/ui/api';
import { recordKeys } from './keys';

/** GET /api/clinic/test-results/{orderId}/imaging-files: the files the patient imported for the radiologist, read again every 15 s. */
export const getImagingFiles = (orderId: number) => api<ImagingFile[]>(`/clinic/test-results/${orderId}/imaging-files`);
export const useImagingFiles = (orderId: number) =>
  useQuery({ queryKey: recordKeys.imagingFiles(orderId), queryFn: () => getImagingFiles(orderId), refetchInterval: IMAGING_REFRESH_SECONDS * 1000 });

/** GET /api/clinic/test-results/{orderId}/viewer: the viewer's address for the order's study (asked when the member opens it). */
export const getViewerUrl = (orderId: number) => api<{ resultUrl: string }>(`/clinic/test-results/${orderId}/viewer`);
