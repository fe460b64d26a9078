/** The console's bookings: the calendar (Terminarz), the schedules (Grafiki), a service's booking terms, a patient's bookings. */
export const BOOKINGS_CALENDAR_PATH = '/bookings/calendar';
export const BOOKINGS_SCHEDULES_PATH = '/bookings/schedules';
export const BOOKINGS_SERVICES_PATH = '/bookings/services';
export const serviceTermsPath = (serviceId: number) => `${BOOKINGS_SERVICES_PATH}/${serviceId}`;
export const patientBookingsPath = (patientId: number) => `/bookings/patients/${patientId}`;
/** The visit editor of the medical-record feature (named by its address only). */
export const encounterPath = (encounterId: number) => `/encounters/${encounterId}`;
export const patientCardPath = (patientId: number) => `/patients/${patientId}`;
