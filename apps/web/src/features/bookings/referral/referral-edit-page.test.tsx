import type { Booking } from '@portal/contracts';
import { notify } from '@portal/ui/notify';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadNamespace } from '../../../i18n';
import { apiError, noContent, ok, stubApi } from '../../../test/api-stub';
import { renderRoute } from '../../../test/render';
import { BookingQuestionnaireRoute } from '../questionnaire/booking-questionnaire-page';
import { referralEditPath } from '../paths';
import { ReferralEditPage } from './referral-edit-page';

beforeAll(() => Promise.all([loadNamespace('bookings'), loadNamespace('common', 'forms'), loadNamespace('ui', 'ui-forms'), loadNamespace('ui', 'ui-questionnaire')]));
afterEach(() => vi.restoreAllMocks());

const scan = { id: 5, use: 'REFERRAL_ATTACHMENT', fileName: 'skierowanie.pdf', mimeType: 'application/pdf', size: 100, createdAt: '2026-11-20T10:00:00.000Z' };
const booking = {
  system: 'PORTAL',
  systemId: '42',
  status: 'SCHEDULED',
  dateFrom: '2099-02-01T09:00:00.000Z',
  dateTo: '2099-02-01T09:20:00.000Z',
  service: { code: 'AOS-KARDIO', description: 'Porada kardiologiczna', condition: null, prescriptionVisit: false },
  practitioner: { employeeId: 20, displayName: 'lek. Ewa Lis', specialities: [] },
  details: {
    attachments: [],
    referral: { issueDate: '2026-11-01', cito: false, refENumber: null, institutionCro: '000000012345', institutionName: 'Szpital', practiceNo: '1234567', practitionerName: 'Jan Nowak', icd10Code: 'I10', orgUnitCode: null, orgUnitSpecialityCode: null, orgUnit5Code: null, orgUnitTypeCode: null },
    mpiReferralId: null,
    referralAttachments: [scan],
    lastQuestionnaireFulfillment: false,
  },
  actions: { confirm: true, edit: true, cancel: true, referral: true },
} as unknown as Booking;

const common = {
  'GET /api/mppd/api/bookings/PORTAL/42': ok(booking),
  'GET /api/mpi/accounts/mpi-user/referral-settings': ok({ eReferralEnabled: true, manualReferralEnabled: true, attachmentsEnabled: true }),
  'GET /api/mpi/accounts/mpi-user/file-settings': ok({ fileUploadParams: { maxFiles: 5, maxFileSize: 5242880, fileTypes: ['pdf'] } }),
  'GET /api/mppd/api/referrals/institutions/RPWDL/:code': ok({ system: 'RPWDL', code: '000000012345', name: 'Szpital Miejski', city: 'Kraków' }),
  'GET /api/mppd/api/referrals/practitioners/NPWZ/:no': apiError(404, 'NOT_FOUND'),
};

describe("a booking's referral", { timeout: 30_000 }, () => {
  it('is edited in the referral form: the registers answer, a refused save and a failed removal say so, a good save goes back to the list', async () => {
    const error = vi.spyOn(notify, 'error').mockImplementation(() => {});
    const success = vi.spyOn(notify, 'success').mockImplementation(() => {});
    const api = stubApi({
      ...common,
      'PUT /api/mppd/api/bookings/PORTAL/42/referral': [apiError(500, 'INTERNAL_ERROR'), ok(booking)],
      'DELETE /api/mppd/api/bookings/PORTAL/42/attachments/5/referral': [apiError(500, 'INTERNAL_ERROR'), noContent],
    } as never);
    renderRoute([{ path: '/referral', element: <ReferralEditPage /> }], { initialEntries: [referralEditPath({ bookingId: 42, system: 'PORTAL', patientId: 1 })] });
    expect(await screen.findByLabelText(/Data wystawienia/)).toHaveValue('01-11-2026');
    expect(await screen.findByText('Szpital Miejski, Kraków')).toBeInTheDocument();
    expect(await screen.findByText('Nieznany lekarz kierujący')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Usuń załącznik: skierowanie.pdf' }));
    await waitFor(() => expect(error).toHaveBeenCalledWith('Błąd podczas usunięcia załącznika do skierowania'));

    await userEvent.clear(screen.getByLabelText(/Data wystawienia/));
    await userEvent.type(screen.getByLabelText(/Data wystawienia/), '01-01-2099');
    await userEvent.click(screen.getByRole('button', { name: 'Zapisz skierowanie' }));
    expect(await screen.findByText('Data wystawienia nie może być z przyszłości')).toBeInTheDocument();
    expect(api.callsTo('PUT /api/mppd/api/bookings/PORTAL/42/referral')).toHaveLength(0);

    await userEvent.clear(screen.getByLabelText(/Data wystawienia/));
    await userEvent.type(screen.getByLabelText(/Data wystawienia/), '02-11-2026');
    await userEvent.click(screen.getByRole('button', { name: 'Zapisz skierowanie' }));
    await waitFor(() => expect(error).toHaveBeenCalledWith('Błąd podczas zapisu skierowania'));
    await userEvent.click(screen.getByRole('button', { name: 'Zapisz skierowanie' }));
    expect(await screen.findByTestId('where')).toHaveTextContent('/bookings');
    expect(success).toHaveBeenCalledWith('Skierowanie zostało zapisane');
    expect(api.callsTo('PUT /api/mppd/api/bookings/PORTAL/42/referral')[1]!.body).toMatchObject({ issueDate: '2026-11-02', institutionCro: '000000012345', practiceNo: '1234567', icd10Code: 'I10' });
  });
});

describe("a booking's questionnaire", { timeout: 30_000 }, () => {
  it('past its deadline says so and goes back to the list', async () => {
    const error = vi.spyOn(notify, 'error').mockImplementation(() => {});
    stubApi({ 'GET /api/mpi/questionnaires/for-bookings/byBookingId/:id': apiError(409, 'QUESTIONNAIRE_DEADLINE_PASSED') } as never);
    renderRoute([{ path: '/bookings/questionnaire/:systemRoot/:accountId/:bookingId', element: <BookingQuestionnaireRoute /> }], { initialEntries: ['/bookings/questionnaire/PORTAL/1/42'] });
    expect(await screen.findByTestId('where')).toHaveTextContent('/bookings');
    expect(error).toHaveBeenCalledWith('Termin wypełnienia ankiety już minął');
  });
});
