import { useQuery } from '@tanstack/react-query';
import type { Booking, Drug, Questionnaire, ReferralSettings } from '@portal/contracts';
import { api } from '@portal/ui/api';
import { wizardKeys } from './catalog';

/** GET /api/mppd/api/bookings/possibility/{patientId} — false with the reason when she may not book online. */
export const getBookingPossibility = (patientId: number) => api<{ possible: boolean; reason: string | null }>(`/mppd/api/bookings/possibility/${patientId}`);

export const useBookingPossibility = (patientId: number | null) =>
  useQuery({ queryKey: [...wizardKeys.all, 'possibility', patientId], queryFn: () => getBookingPossibility(patientId!), enabled: patientId !== null, retry: false });

/** GET /api/mppd/api/bookings/{patientId}/validations/prebooking — `errors` maps each validation code to its warning. */
export const getPrebookingValidation = (patientId: number, query: { medicalServiceCode: string; availabilityId?: number; timeSlotId?: number }) =>
  api<{ valid: boolean; errors: Record<string, string> }>(`/mppd/api/bookings/${patientId}/validations/prebooking`, { query });

/** GET /api/mppd/api/bookings/{patientId}/{serviceCode}/phone-required. */
export const getPhoneRequired = (patientId: number, serviceCode: string) =>
  api<{ value: boolean }>(`/mppd/api/bookings/${patientId}/${encodeURIComponent(serviceCode)}/phone-required`);

/** GET /api/mppd/api/bookings/{patientId}/create-prescriptions/{system}/{serviceCode} — a prescription visit. */
export const getCreatesPrescriptions = (patientId: number, system: string, serviceCode: string) =>
  api<{ value: boolean }>(`/mppd/api/bookings/${patientId}/create-prescriptions/${encodeURIComponent(system)}/${encodeURIComponent(serviceCode)}`);

/** POST /api/mpi/questionnaires/for-bookings/exists — the service asks a questionnaire. */
export const getQuestionnaireExists = (serviceCode: string) => api<{ value: boolean }>('/mpi/questionnaires/for-bookings/exists', { method: 'POST', body: { serviceCode } });

/** POST /api/mpi/questionnaires/for-bookings — the service's questionnaire (no answers). */
export const getServiceQuestionnaire = (serviceCode: string) => api<Questionnaire>('/mpi/questionnaires/for-bookings', { method: 'POST', body: { serviceCode } });

export const useServiceQuestionnaire = (serviceCode: string | null) =>
  useQuery({ queryKey: [...wizardKeys.all, 'questionnaire', serviceCode], queryFn: () => getServiceQuestionnaire(serviceCode!), enabled: serviceCode !== null, retry: false });

/** GET /api/mppd/api/bookings/first-for-patient — her first active booking overlapping the period, or null. */
export const getFirstForPatient = (query: { patientId: number; dateFrom: string; dateTo: string }) =>
  api<{ booking: Booking | null }>('/mppd/api/bookings/first-for-patient', { query });

/** GET /api/mppd/api/bookings/{patientId}/{system}/frequently-taken-drugs. */
export const useFrequentDrugs = (patientId: number | null, system: string) =>
  useQuery({
    queryKey: [...wizardKeys.all, 'frequent-drugs', patientId, system],
    queryFn: () => api<Drug[]>(`/mppd/api/bookings/${patientId}/${encodeURIComponent(system)}/frequently-taken-drugs`),
    enabled: patientId !== null,
  });

/** GET /api/mppd/api/drugs?drugName= (at least 3 characters). */
export const useDrugSearch = (drugName: string) =>
  useQuery({
    queryKey: [...wizardKeys.all, 'drugs', drugName],
    queryFn: () => api<{ items: Drug[]; hasMore: boolean }>('/mppd/api/drugs', { query: { drugName, pageSize: 10 } }),
    enabled: drugName.trim().length >= 3,
    staleTime: 60_000,
  });

/** GET /api/mpi/accounts/mpi-user/referral-settings — which referrals the wizard takes. */
export const useReferralSettings = () =>
  useQuery({ queryKey: [...wizardKeys.all, 'referral-settings'], queryFn: () => api<ReferralSettings>('/mpi/accounts/mpi-user/referral-settings'), staleTime: 5 * 60_000 });

/** GET /api/mppd/api/bookings/{system}/{id} — one booking (MODIFY preloads from it; the referral page edits it). */
export const getBooking = (system: string, id: number | string) => api<Booking>(`/mppd/api/bookings/${encodeURIComponent(system)}/${encodeURIComponent(String(id))}`);

export const useBooking = (system: string | null, id: number | string | null) =>
  useQuery({ queryKey: ['bookings', 'one', system, id], queryFn: () => getBooking(system!, id!), enabled: system !== null && id !== null, retry: false });
