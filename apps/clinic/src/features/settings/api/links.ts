import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ClinicLink } from '@portal/contracts';
import { api } from '@portal/ui/api';

/** GET /api/clinic/links: the top bar's links in their order. */
export const getLinks = () => api<ClinicLink[]>('/clinic/links');

export const linksQuery = queryOptions({ queryKey: ['clinic', 'links'], queryFn: getLinks });

export const useLinks = () => useQuery(linksQuery);
