import { useQuery } from '@tanstack/react-query';
import type { Account, FileLimits, Patient, PatientUpdate } from '@portal/contracts';
import { api } from '@portal/ui/api';

/*
 * The account calls the wizard makes (the account module's pages make them too; features do not import
 * each other): file limits, the record's address, the contact phone and its SMS code.
 */

/** GET /api/mpi/accounts/mpi-user/file-settings — the attachment limits (maxFiles, maxFileSize, fileTypes). */
export const useFileLimits = () =>
  useQuery({ queryKey: ['account', 'file-settings'], queryFn: () => api<{ fileUploadParams: FileLimits }>('/mpi/accounts/mpi-user/file-settings'), staleTime: 5 * 60_000 });

/** PUT /api/mpi/accounts/mpi-user/patients/{patientId} — the record's data as saved. */
export const updatePatient = (patientId: number, body: PatientUpdate) => api<Patient>(`/mpi/accounts/mpi-user/patients/${patientId}`, { method: 'PUT', body });

/** PUT /api/mpi/accounts/mpi-user/phone-contact — a new contact phone, waiting for the SMS code sent to it (400 PHONE_ALREADY_IN_USE). */
export const changeContactPhone = (body: { phoneNumber: string; patientId: number }) => api<Account>('/mpi/accounts/mpi-user/phone-contact', { method: 'PUT', body });

/** POST /api/mpi/accounts/confirmations/phone-no/generate — a new code for the account's unconfirmed or pending number. */
export const generatePhoneCode = (phoneNumber: string) => api<{ ok: true }>('/mpi/accounts/confirmations/phone-no/generate', { method: 'POST', body: { phoneNumber } });

/** PUT /api/mpi/accounts/confirmations/phone-no/confirm — the SMS code sent for the account's number. */
export const confirmPhoneCode = (body: { phoneNumber: string; confirmationCode: string }) =>
  api<{ ok: true }>('/mpi/accounts/confirmations/phone-no/confirm', { method: 'PUT', body });
