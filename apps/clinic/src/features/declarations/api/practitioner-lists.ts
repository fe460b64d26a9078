import { queryOptions, useQuery } from '@tanstack/react-query';
import type { practitionerListSchema, z } from '@portal/contracts';
import { api } from '@portal/ui/api';
import { declarationKeys } from './keys';

export type PractitionerList = z.infer<typeof practitionerListSchema>;

/** GET /api/clinic/declarations/practitioner-lists: every POZ practitioner's list per type, its size against its limit. */
export const getPractitionerLists = () => api<PractitionerList[]>('/clinic/declarations/practitioner-lists');

export const practitionerListsQuery = queryOptions({ queryKey: declarationKeys.lists(), queryFn: getPractitionerLists });
export const usePractitionerLists = () => useQuery(practitionerListsQuery);
