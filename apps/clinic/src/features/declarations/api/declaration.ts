import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ClinicDeclaration } from '@portal/contracts';
import { api } from '@portal/ui/api';
import { declarationKeys } from './keys';

/** GET /api/clinic/declarations/{id}: one declaration (audited). */
export const getDeclaration = (declarationId: number) => api<ClinicDeclaration>(`/clinic/declarations/${declarationId}`);

export const declarationQuery = (declarationId: number) => queryOptions({ queryKey: declarationKeys.one(declarationId), queryFn: () => getDeclaration(declarationId) });
export const useDeclaration = (declarationId: number) => useQuery(declarationQuery(declarationId));
