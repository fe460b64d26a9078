import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ClinicPatientCard, PatientSearchPage } from '@portal/contracts';
import { api } from '@portal/ui/api';
import { messageKeys } from './keys';

/** GET /api/clinic/patients?q=: the console's patient search (PESEL, birth date or name prefixes; 2 characters at least). */
export const searchPatients = (q: string) => api<PatientSearchPage>('/clinic/patients', { query: { q: q.trim(), pageSize: 10 } });

export const usePatientSearch = (q: string) =>
  useQuery({ queryKey: messageKeys.patients(q.trim()), queryFn: () => searchPatients(q), enabled: q.trim().length >= 2, placeholderData: keepPreviousData });

/** GET /api/clinic/patients/{patientId}: the patient a message from the card is addressed to (the read is audited, as the card's). */
export const getPatient = (patientId: number) => api<ClinicPatientCard>(`/clinic/patients/${patientId}`);

export const usePatient = (patientId: number | null) =>
  useQuery({ queryKey: messageKeys.patient(patientId ?? 0), queryFn: () => getPatient(patientId ?? 0), enabled: patientId !== null, staleTime: Infinity });
