import { useQuery } from '@tanstack/react-query';
import type { ConsentsSettings } from '@portal/contracts';
import { api } from '@portal/ui/api';
import { consentKeys } from './keys';

/** GET /api/mpi/consents/occupational/consents-settings — the consent types offered, and whether partner consents are. */
export const getConsentsSettings = () => api<ConsentsSettings>('/mpi/consents/occupational/consents-settings');

export const useConsentsSettings = () => useQuery({ queryKey: consentKeys.settings(), queryFn: getConsentsSettings, staleTime: 60_000 });
