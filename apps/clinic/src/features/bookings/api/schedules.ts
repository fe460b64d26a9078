import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  ClinicPriceItem,
  ClinicSchedule,
  ClinicScheduleException,
  Page,
  PriceItemInput,
  ScheduleExceptionInput,
  ScheduleInput,
  ScheduleSaved,
  ServiceBookingSettings,
  ServiceBookingSettingsWrite,
} from '@portal/contracts';
import { api } from '@portal/ui/api';
import { bookingKeys } from './keys';

export interface Option {
  value: string;
  label: string;
}
interface Named {
  id: number;
  name: string;
  lastName?: string;
  degree?: string | null;
  code?: string;
  commercial?: boolean;
}
const label = (r: Named) => (r.lastName ? [r.degree, r.name, r.lastName].filter(Boolean).join(' ') : r.code ? `${r.name} (${r.code})` : r.name);

/** Practitioners, units and services to choose from (the organisation's lists, first 100 of each). */
export const useOptions = (what: 'practitioners' | 'units' | 'services') =>
  useQuery({
    queryKey: bookingKeys.options(what),
    staleTime: 60_000,
    queryFn: async () => (await api<Page<Named>>(`/clinic/${what}`, { query: { pageSize: 100, active: 'true' } })).items.map((r) => ({ value: String(r.id), label: label(r), commercial: r.commercial ?? false })),
  });

export const useSchedules = (q: { practitionerId?: number; serviceId?: number }) =>
  useQuery({ queryKey: bookingKeys.schedules(q), queryFn: () => api<ClinicSchedule[]>('/clinic/bookings/schedules', { query: { ...q } }) });

export const useExceptions = (q: { scheduleId?: number; practitionerId?: number }) =>
  useQuery({ queryKey: bookingKeys.exceptions(q), queryFn: () => api<ClinicScheduleException[]>('/clinic/bookings/exceptions', { query: { ...q } }) });

function useBookingsMutation<I, O>(call: (input: I) => Promise<O>) {
  const client = useQueryClient();
  return useMutation({ mutationFn: call, onSettled: () => client.invalidateQueries({ queryKey: bookingKeys.all }) });
}

/** POST (new) or PUT (edit) a schedule; the answer lists booked visits left outside the new hours. */
export const useSaveSchedule = () =>
  useBookingsMutation(({ id, input }: { id: number | null; input: ScheduleInput }) =>
    api<ScheduleSaved>(id === null ? '/clinic/bookings/schedules' : `/clinic/bookings/schedules/${id}`, { method: id === null ? 'POST' : 'PUT', body: input }),
  );
export const useScheduleActive = () =>
  useBookingsMutation(({ id, active }: { id: number; active: boolean }) => api<ScheduleSaved>(`/clinic/bookings/schedules/${id}/${active ? 'activate' : 'deactivate'}`, { method: 'POST' }));

export const useAddException = () =>
  useBookingsMutation((input: ScheduleExceptionInput) => api<{ conflicts: ScheduleSaved['conflicts'] }>('/clinic/bookings/exceptions', { method: 'POST', body: input }));
export const useRemoveException = () => useBookingsMutation((id: number) => api<unknown>(`/clinic/bookings/exceptions/${id}`, { method: 'DELETE' }));

export const useServiceSettings = (serviceId: number) =>
  useQuery({ queryKey: bookingKeys.settings(serviceId), queryFn: () => api<ServiceBookingSettingsWrite>(`/clinic/bookings/services/${serviceId}/settings`) });
export const useSaveServiceSettings = (serviceId: number) =>
  useBookingsMutation((input: ServiceBookingSettings) => api<ServiceBookingSettingsWrite>(`/clinic/bookings/services/${serviceId}/settings`, { method: 'PUT', body: input }));

export const usePrices = (serviceId: number) => useQuery({ queryKey: bookingKeys.prices(serviceId), queryFn: () => api<ClinicPriceItem[]>(`/clinic/bookings/services/${serviceId}/prices`) });
export const useAddPrice = (serviceId: number) =>
  useBookingsMutation((input: PriceItemInput) => api<ClinicPriceItem>(`/clinic/bookings/services/${serviceId}/prices`, { method: 'POST', body: input }));
export const useRemovePrice = (serviceId: number) => useBookingsMutation((itemId: number) => api<unknown>(`/clinic/bookings/services/${serviceId}/prices/${itemId}`, { method: 'DELETE' }));
