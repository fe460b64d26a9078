import { useQuery } from '@tanstack/react-query';
import type { HealthcareProvider } from '@portal/contracts';
import { api } from '@portal/ui/api';
import { declarationKeys } from './keys';

/** GET /api/declarations/healthcare-provider — the provider the form names. */
export const getProvider = () => api<HealthcareProvider>('/declarations/healthcare-provider');

export const useProvider = () => useQuery({ queryKey: declarationKeys.provider(), queryFn: getProvider, staleTime: 10 * 60_000 });
