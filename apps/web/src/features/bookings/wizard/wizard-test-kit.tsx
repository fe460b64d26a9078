import type { CatalogEntry, TimeSlot } from '@portal/contracts';
import { configure } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, vi } from 'vitest';
import { loadNamespace } from '../../../i18n';
import { ok, stubApi } from '../../../test/api-stub';
import { renderRoute } from '../../../test/render';
import { WizardRoute } from './wizard-route';
import { WIZARD_STORAGE_KEY } from './wizard-state';

/*
 * The booking wizard's component tests' one set-up (wizard-route, wizard-find, wizard-modify): the texts,
 * a fresh wizard state per test, the stubbed answers of a booking from the catalogue to the summary, and
 * the wizard at an address.
 */

/** Registers the wizard tests' hooks; called once at the top of a test file. */
export function setUpWizardTests() {
  // The dates step reads the earliest free day before its slots: one more round trip than a find's default second allows on a busy machine.
  configure({ asyncUtilTimeout: 5000 });
  beforeAll(() => Promise.all([loadNamespace('bookings'), loadNamespace('common', 'forms')]));
  beforeEach(() => sessionStorage.removeItem(WIZARD_STORAGE_KEY));
  afterEach(() => vi.restoreAllMocks());
}

/** A free slot of 15 minutes of the POZ service at Przychodnia Centrum (availability 100 + the practitioner's id). */
export const wizardSlot = (id: number, dateFrom: string, employeeId = 10, name = 'lek. Jan Nowak'): TimeSlot => ({
  id,
  system: 'PORTAL',
  dateFrom,
  dateTo: new Date(Date.parse(dateFrom) + 15 * 60_000).toISOString(),
  payment: 'NFZ',
  availabilityId: 100 + employeeId,
  medicalServiceCode: 'POZ',
  organizationUnit: { id: 1, name: 'Przychodnia Centrum' },
  practitioner: { employeeId, displayName: name },
  heldForPatient: false,
});

export interface WizardStubs {
  catalog: CatalogEntry[];
  /** The slots every day asked shows; the first is the one held when chosen. */
  slots: TimeSlot[];
  /** Days with a free slot, the first the earliest. */
  freeDays: string[];
  /** Whether the service's bookings are confirmed by an SMS code. */
  confirmationRequired?: boolean;
}

/** The answers a booking meets from the catalogue to the summary, for patient 1; `extra` adds or replaces some. */
export const stubWizardApi = ({ catalog, slots, freeDays, confirmationRequired = false }: WizardStubs, extra: Record<string, unknown> = {}) =>
  stubApi({
    'GET /api/mppd/api/bookings/possibility/:id': ok({ possible: true, reason: null }),
    'GET /api/mppd/api/catalog/for-patient/:id/for-booking': ok(catalog),
    'GET /api/mppd/api/bookings/:id/validations/prebooking': ok({ valid: true, errors: {} }),
    'GET /api/mppd/api/time-slots/free-days': ok({ days: freeDays, firstFreeDay: freeDays[0] ?? null }),
    'GET /api/mppd/api/time-slots/': ok({ slots, hasMore: false }),
    'POST /api/mppd/api/bookings/blockTimeSlotForBooking': ok({ timeSlotId: slots[0]?.id, heldUntil: '2099-01-01T00:00:00.000Z' }),
    'GET /api/mppd/api/bookings/first-for-patient': ok({ booking: null }),
    'GET /api/mppd/api/availability-settings/': ok({ referralStatus: 'N', bookingRestrictions: { bookingConfReq: confirmationRequired, addMeasurements: false } }),
    'GET /api/mppd/api/bookings/:id/create-prescriptions/:system/:code': ok({ value: false }),
    'POST /api/mpi/questionnaires/for-bookings/exists': ok({ value: false }),
    'GET /api/mppd/api/bookings/:id/:code/phone-required': ok({ value: false }),
    ...extra,
  } as never);

/** The wizard's route at an address ("/newbooking", "/newbooking/dates?service=…"). */
export const renderWizardAt = (url: string) => renderRoute([{ path: '/newbooking/:step?', element: <WizardRoute /> }], { initialEntries: [url] });
