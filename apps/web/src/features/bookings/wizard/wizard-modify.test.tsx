import type { Booking, CatalogEntry, TimeSlot } from '@portal/contracts';
import { notify } from '@portal/ui/notify';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ok, stubApi } from '../../../test/api-stub';
import { renderRoute } from '../../../test/render';
import { modifyBookingPath } from '../paths';
import { WizardRoute } from './wizard-route';
import { setUpWizardTests } from './wizard-test-kit';

setUpWizardTests();

const entry: CatalogEntry = {
  medicalService: { code: 'AOS-ORTO', name: 'Porada ortopedyczna', typeId: 'VISIT', typeName: 'Wizyta', minBookDate: '2026-01-01', commercialService: false, priceFrom: null, prescriptionVisit: false, speciality: null },
  hospitalOrganizationUnit: { id: 2, name: 'Centrum Specjalistyczne', city: 'Kraków' },
  practitioner: { employeeId: 20, name: 'Ewa', lastName: 'Lis', degree: 'lek.', occupationCode: 'LEK' as never, specialities: [] },
  availabilityInModuleStatus: 'B',
  availabilityId: 220,
  systemIds: { unitId: '2', system: 'PORTAL' },
  anyPractitioner: false,
  employeeStatusVisible: true,
};
const referral = { issueDate: '2026-11-01', cito: false, refENumber: '7305', institutionCro: null, institutionName: null, practiceNo: null, practitionerName: null, icd10Code: 'M17.0', orgUnitCode: null, orgUnitSpecialityCode: null, orgUnit5Code: null, orgUnitTypeCode: null };
const old = {
  system: 'PORTAL',
  systemId: '42',
  status: 'SCHEDULED',
  dateFrom: '2099-02-01T09:00:00.000Z',
  dateTo: '2099-02-01T09:20:00.000Z',
  patient: { id: 1, name: 'Anna', lastName: 'Kowalska' },
  service: { code: 'AOS-ORTO', description: 'Porada ortopedyczna', condition: null, prescriptionVisit: false },
  organizationUnit: { id: 2, description: 'Centrum Specjalistyczne', address: '', contact: { phoneNumber: null } },
  practitioner: { employeeId: 20, displayName: 'lek. Ewa Lis', specialities: [] },
  prescription: null,
  details: { attachments: [], referral, mpiReferralId: null, referralAttachments: [], lastQuestionnaireFulfillment: false },
} as unknown as Booking;
const slot: TimeSlot = {
  id: 9,
  system: 'PORTAL',
  dateFrom: '2099-03-02T10:00:00.000Z',
  dateTo: '2099-03-02T10:20:00.000Z',
  payment: 'NFZ',
  availabilityId: 220,
  medicalServiceCode: 'AOS-ORTO',
  organizationUnit: { id: 2, name: 'Centrum Specjalistyczne' },
  practitioner: { employeeId: 20, displayName: 'lek. Ewa Lis' },
  heldForPatient: false,
};

describe('the wizard in MODIFY mode', { timeout: 30_000 }, () => {
  it("preloads the booking, starts at the dates, keeps its referral and replaces it by PUT with hisBookingId", async () => {
    vi.spyOn(notify, 'success').mockImplementation(() => {});
    const api = stubApi({
      'GET /api/mppd/api/bookings/PORTAL/42': ok(old),
      'GET /api/mppd/api/bookings/possibility/:id': ok({ possible: true, reason: null }),
      'GET /api/mppd/api/catalog/for-patient/:id/for-booking': ok([entry]),
      'GET /api/mppd/api/time-slots/free-days': ok({ days: [slot.dateFrom.slice(0, 10)], firstFreeDay: slot.dateFrom.slice(0, 10) }),
      'GET /api/mppd/api/time-slots/': ok({ slots: [slot], hasMore: false }),
      'POST /api/mppd/api/bookings/blockTimeSlotForBooking': ok({ timeSlotId: 9, heldUntil: '2099-01-01T00:00:00.000Z' }),
      // Her own booking being changed overlaps nothing else.
      'GET /api/mppd/api/bookings/first-for-patient': ok({ booking: old }),
      'GET /api/mppd/api/availability-settings/': ok({ referralStatus: 'R', bookingRestrictions: { bookingConfReq: false, addMeasurements: false } }),
      'GET /api/mppd/api/bookings/:id/create-prescriptions/:system/:code': ok({ value: false }),
      'POST /api/mpi/questionnaires/for-bookings/exists': ok({ value: false }),
      'GET /api/mppd/api/bookings/:id/:code/phone-required': ok({ value: false }),
      'GET /api/mpi/accounts/mpi-user/referral-settings': ok({ eReferralEnabled: true, manualReferralEnabled: true, attachmentsEnabled: false }),
      'GET /api/mpi/accounts/mpi-user/patients/wards': ok([{ patientId: 2, accountId: 1, name: 'Zosia', lastName: 'Kowalska', birthDate: '2015-01-01', role: 'CHILD', status: 'C', active: true }]),
      'GET /api/mpi/accounts/mpi-user/file-settings': ok({ fileUploadParams: { maxFiles: 5, maxFileSize: 5242880, fileTypes: ['pdf'] } }),
      'PUT /api/mppd/api/bookings': ok(old),
    } as never);
    renderRoute([{ path: '/newbooking/:step?', element: <WizardRoute /> }], {
      initialEntries: [modifyBookingPath({ bookingId: 42, system: 'PORTAL', patientId: 1, serviceCode: 'AOS-ORTO' })],
    });
    expect(await screen.findByRole('heading', { name: 'Zmiana terminu rezerwacji' })).toBeInTheDocument();
    // Neither the patient nor the service is asked: the run starts at the dates.
    expect(screen.queryByText(/Pacjent$/)).not.toBeInTheDocument();
    await userEvent.click(await screen.findByRole('button', { name: /godz\. \d\d:\d\d, lek\. Ewa Lis, Centrum Specjalistyczne/ }));
    // The referral the booking had is there to keep.
    expect(await screen.findByLabelText(/Numer e-skierowania/)).toHaveValue('7305');
    await userEvent.click(screen.getByRole('button', { name: 'Dalej' }));
    expect(await screen.findByText('Dotychczasowy termin zostanie zwolniony dopiero po zarezerwowaniu nowego.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Zmień termin' }));
    expect(await screen.findByTestId('where')).toHaveTextContent('/bookings');
    expect(api.callsTo('PUT /api/mppd/api/bookings')[0]!.body).toEqual(
      expect.objectContaining({ hisBookingId: 42, timeSlotId: 9, patientId: 1, referral: expect.objectContaining({ refENumber: '7305' }) }),
    );
    expect(api.callsTo('PUT /api/mppd/api/bookings')[0]!.body).not.toHaveProperty('payment');
  });
});
