import { useQuery } from '@tanstack/react-query';
import type { AvailabilitySettings, CatalogEntry, FreeDays, FreeDaysQuery, PriceList, TimeSlot, TimeSlotsQuery } from '@portal/contracts';
import { api } from '@portal/ui/api';

/** Query keys of the wizard's reads (the list's are in bookings-list*.ts). */
export const wizardKeys = {
  all: ['bookings', 'wizard'] as const,
};

/**
 * The catalogue: a visitor's (GET /api/mppd/api/catalog/for-booking, availability B) or a patient's
 * (GET /api/mppd/api/catalog/for-patient/{patientId}/for-booking, B and P).
 */
export const getCatalog = (patientId: number | null) =>
  api<CatalogEntry[]>(patientId === null ? '/mppd/api/catalog/for-booking' : `/mppd/api/catalog/for-patient/${patientId}/for-booking`);

export const useCatalog = (patientId: number | null, enabled = true) =>
  useQuery({ queryKey: [...wizardKeys.all, 'catalog', patientId], queryFn: () => getCatalog(patientId), enabled, staleTime: 60_000, retry: false });

/** GET /api/mppd/api/time-slots/ — free slots of a service in a range of days (slots she holds are marked hers). */
export const getTimeSlots = (query: TimeSlotsQuery) => api<{ slots: TimeSlot[]; hasMore: boolean }>('/mppd/api/time-slots/', { query });

export const useTimeSlots = (query: TimeSlotsQuery | null) =>
  useQuery({ queryKey: [...wizardKeys.all, 'slots', query], queryFn: () => getTimeSlots(query!), enabled: query !== null, retry: false });

/** GET /api/mppd/api/time-slots/free-days — the days of a range with a free slot, and the earliest free day from dateFrom. */
export const getFreeDays = (query: FreeDaysQuery) => api<FreeDays>('/mppd/api/time-slots/free-days', { query });

export const useFreeDays = (query: FreeDaysQuery | null) =>
  useQuery({ queryKey: [...wizardKeys.all, 'free-days', query], queryFn: () => getFreeDays(query!), enabled: query !== null, retry: false });

/** GET /api/mppd/api/time-slot-comm/ — a commercial slot's price list (404 PRICE_LIST_MISSING when none). */
export const getPriceList = (query: { medicalServiceCode: string; timeSlotId: number; patientId?: number; system?: string }) =>
  api<PriceList>('/mppd/api/time-slot-comm/', { query });

export const usePriceList = (query: { medicalServiceCode: string; timeSlotId: number; patientId?: number } | null) =>
  useQuery({ queryKey: [...wizardKeys.all, 'price-list', query], queryFn: () => getPriceList(query!), enabled: query !== null, retry: false });

/** GET /api/mppd/api/availability-settings/?timeSlotId — referralStatus and bookingRestrictions (bookingConfReq). */
export const getAvailabilitySettings = (query: { timeSlotId?: number; availabilityId?: number }) =>
  api<AvailabilitySettings>('/mppd/api/availability-settings/', { query });

export const useAvailabilitySettings = (timeSlotId: number | null) =>
  useQuery({
    queryKey: [...wizardKeys.all, 'availability', timeSlotId],
    queryFn: () => getAvailabilitySettings({ timeSlotId: timeSlotId! }),
    enabled: timeSlotId !== null,
    staleTime: 5 * 60_000,
  });

/** POST /api/mppd/api/bookings/blockTimeSlotForBooking — holds the slot for the patient (409 TIME_SLOT_TAKEN). */
export const blockTimeSlot = (body: { timeSlotId: number; patientId: number }) =>
  api<{ timeSlotId: number; heldUntil: string }>('/mppd/api/bookings/blockTimeSlotForBooking', { method: 'POST', body });

/**
 * A chosen entry's service name as the catalogue names it now: the entry was kept when chosen, and the
 * language may have changed since (the catalogue is read again in the new one).
 */
export function useServiceName(entry: CatalogEntry, patientId: number | null): string {
  const catalog = useCatalog(patientId);
  return catalog.data?.find((e) => e.medicalService.code === entry.medicalService.code)?.medicalService.name ?? entry.medicalService.name;
}
