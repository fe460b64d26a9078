import { useQuery } from '@tanstack/react-query';
import type { FileLimits, RegistrationSettings } from '@portal/contracts';
import { api } from '@portal/ui/api';
import { messageKeys } from './keys';

/**
 * The portal's file limits (settings `fileUploadParams`), read from the public registration settings:
 * the console has no read of its own for members who are not administrators. The server checks every
 * file again.
 */
export const getFileLimits = () => api<RegistrationSettings>('/mpi/accounts/registration-settings').then((s): FileLimits => s.fileUploadParams);

export const useFileLimits = () => useQuery({ queryKey: messageKeys.fileLimits(), queryFn: getFileLimits, staleTime: 5 * 60_000 });
