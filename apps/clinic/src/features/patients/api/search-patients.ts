import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { PatientSearchPage } from '@portal/contracts';
import { api } from '@portal/ui/api';

export const SEARCH_PAGE_SIZE = 20;

/** GET /api/clinic/patients?q=: one page of records matching a PESEL, a birth date or name prefixes. */
export const searchPatients = (q: string, pageIndex: number) =>
  api<PatientSearchPage>('/clinic/patients', { query: { q, pageIndex, pageSize: SEARCH_PAGE_SIZE } });

export const patientSearchQuery = (q: string, pageIndex: number) =>
  queryOptions({ queryKey: ['clinic', 'patients', 'search', q, pageIndex], queryFn: () => searchPatients(q, pageIndex), placeholderData: keepPreviousData });

/** Runs only for a query of 2 characters or more (the server's minimum). */
export const usePatientSearch = (q: string, pageIndex: number) => useQuery({ ...patientSearchQuery(q, pageIndex), enabled: q.trim().length >= 2 });
