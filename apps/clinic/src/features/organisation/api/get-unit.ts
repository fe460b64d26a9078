import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Unit } from '@portal/contracts';
import { api } from '@portal/ui/api';
import { organisationKeys } from './keys';

/** GET /api/clinic/units/{unitId}. */
export const getUnit = (unitId: number) => api<Unit>(`/clinic/units/${unitId}`);

export const unitQuery = (unitId: number) => queryOptions({ queryKey: [...organisationKeys.units(), 'one', unitId], queryFn: () => getUnit(unitId) });

/** The unit of a page; null (a new one): nothing to read. */
export const useUnit = (unitId: number | null) => useQuery({ ...unitQuery(unitId ?? 0), enabled: unitId !== null });
