/** The query keys of the console's booking calls. */
export const bookingKeys = {
  all: ['clinic', 'bookings'] as const,
  calendar: (q: object) => [...bookingKeys.all, 'calendar', q] as const,
  schedules: (q: object) => [...bookingKeys.all, 'schedules', q] as const,
  exceptions: (q: object) => [...bookingKeys.all, 'exceptions', q] as const,
  patient: (patientId: number) => [...bookingKeys.all, 'patient', patientId] as const,
  lock: (patientId: number) => [...bookingKeys.all, 'lock', patientId] as const,
  settings: (serviceId: number) => [...bookingKeys.all, 'settings', serviceId] as const,
  prices: (serviceId: number) => [...bookingKeys.all, 'prices', serviceId] as const,
  options: (what: string) => [...bookingKeys.all, 'options', what] as const,
};
