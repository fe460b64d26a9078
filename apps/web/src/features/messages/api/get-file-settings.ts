import { queryOptions, useQuery } from '@tanstack/react-query';
import type { FileLimits } from '@portal/contracts';
import { api } from '@portal/ui/api';

/** GET /api/mpi/accounts/mpi-user/file-settings — the attachment limits (maxFiles, maxFileSize, fileTypes). */
export const getFileSettings = () => api<{ fileUploadParams: FileLimits }>('/mpi/accounts/mpi-user/file-settings');

// The account area reads the same answer under this key; a shared key keeps one request per visit.
export const fileSettingsQuery = queryOptions({ queryKey: ['account', 'file-settings'], queryFn: getFileSettings, staleTime: 5 * 60_000 });

export const useFileSettings = () => useQuery(fileSettingsQuery);
