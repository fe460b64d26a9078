import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { z, icd10ListSchema } from '@portal/contracts';
import { api } from '@portal/ui/api';
import { recordKeys } from './keys';

export type Icd10Entry = z.infer<typeof icd10ListSchema>[number];

/** GET /api/clinic/icd10?q=: the ICD-10 dictionary searched by code or name. */
export const searchIcd10 = (q: string) => api<Icd10Entry[]>('/clinic/icd10', { query: { q } });

/** Asks once the text is settled and not empty; keeps the last answer while the next loads. */
export const useIcd10 = (q: string) =>
  useQuery({ queryKey: recordKeys.icd10(q), queryFn: () => searchIcd10(q), enabled: q.length > 0, staleTime: 10 * 60_000, placeholderData: keepPreviousData });
