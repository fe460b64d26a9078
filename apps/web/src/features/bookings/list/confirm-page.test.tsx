import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { notify } from '@portal/ui/notify';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadNamespace } from '../../../i18n';
import { apiError, ok, stubApi } from '../../../test/api-stub';
import { seedApplicationSettings } from '../../../test/fixtures';
import { renderRoute } from '../../../test/render';
import { BookingConfirmPage } from './confirm-page';
import { testBooking } from './test-booking';

beforeAll(() => Promise.all([loadNamespace('bookings'), loadNamespace('ui', 'ui-forms')]));
afterEach(() => vi.restoreAllMocks());

const renderPage = () => renderRoute([{ path: '/bookings/confirm/:system/:bookingId', element: <BookingConfirmPage /> }], { initialEntries: ['/bookings/confirm/PORTAL/41'] });
const sent = { sentTo: '+48 *** *** 789', validUntil: '2026-11-24T17:00:00Z' };
const stub = (extra = {}, messagesModule = true) =>
  stubApi({
    'GET /api/mpi/accounts/mpi-user/application-settings': ok({ ...seedApplicationSettings, bookingsModule: true, messagesModule }),
    'GET /api/mppd/api/bookings/:system/:id': ok(testBooking()),
    'POST /api/mppd/api/bookings/:system/:id/confirmation-code': ok(sent),
    ...extra,
  });

describe('BookingConfirmPage', { timeout: 20_000 }, () => {
  it('sends the SMS code once, lets a wrong code be typed again, confirms, and goes to the messages', async () => {
    const success = vi.spyOn(notify, 'success').mockImplementation(() => {});
    vi.spyOn(notify, 'info').mockImplementation(() => {});
    const api = stub({ 'PUT /api/mppd/api/bookings/:system/:id/confirm': [apiError(400, 'CODE_INVALID', 'Kod jest błędny'), ok(testBooking({ confirmed: true }))] });
    renderPage();
    expect(await screen.findByText('Kod potwierdzenia wysłano SMS-em na numer +48 *** *** 789.')).toBeInTheDocument();
    expect(api.callsTo('POST /api/mppd/api/bookings/PORTAL/41/confirmation-code')).toHaveLength(1);
    await userEvent.type(screen.getByRole('textbox', { name: /Kod z SMS-a/ }), '111111');
    await userEvent.click(screen.getByRole('button', { name: 'Potwierdź rezerwację' }));
    expect(await screen.findByText('Kod jest błędny. Sprawdź SMS i wpisz kod ponownie.')).toBeInTheDocument();
    await userEvent.clear(screen.getByRole('textbox', { name: /Kod z SMS-a/ }));
    await userEvent.type(screen.getByRole('textbox', { name: /Kod z SMS-a/ }), '123456');
    await userEvent.click(screen.getByRole('button', { name: 'Potwierdź rezerwację' }));
    expect(await screen.findByTestId('where')).toHaveTextContent('/messages');
    expect(api.callsTo('PUT /api/mppd/api/bookings/PORTAL/41/confirm').map((c) => c.body)).toEqual([{ code: '111111' }, { code: '123456' }]);
    expect(success).toHaveBeenCalledWith('Rezerwacja została potwierdzona');
  });

  it('409: "Rezerwacja nie może być potwierdzona - niewłaściwy status"; other failures "Potwierdzanie rezerwacji nie powiodło się" — back to the bookings while messages are off', async () => {
    const error = vi.spyOn(notify, 'error').mockImplementation(() => {});
    vi.spyOn(notify, 'info').mockImplementation(() => {});
    stub({ 'PUT /api/mppd/api/bookings/:system/:id/confirm': apiError(409, 'BOOKING_STATUS', 'x') }, false);
    renderPage();
    await userEvent.type(await screen.findByRole('textbox', { name: /Kod z SMS-a/ }), '123456');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Potwierdź rezerwację' })).toBeEnabled());
    await userEvent.click(screen.getByRole('button', { name: 'Potwierdź rezerwację' }));
    expect(await screen.findByTestId('where')).toHaveTextContent('/bookings');
    expect(error).toHaveBeenCalledWith('Rezerwacja nie może być potwierdzona - niewłaściwy status');

    error.mockClear();
    stub({ 'PUT /api/mppd/api/bookings/:system/:id/confirm': apiError(500, 'INTERNAL_ERROR', 'x') });
    renderPage();
    await userEvent.type(await screen.findByRole('textbox', { name: /Kod z SMS-a/ }), '123456');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Potwierdź rezerwację' })).toBeEnabled());
    await userEvent.click(screen.getByRole('button', { name: 'Potwierdź rezerwację' }));
    await waitFor(() => expect(error).toHaveBeenCalledWith('Potwierdzanie rezerwacji nie powiodło się'));
  });

  it('a booking no longer waiting for confirmation sends no code and leaves with the status message', async () => {
    const error = vi.spyOn(notify, 'error').mockImplementation(() => {});
    const api = stub({ 'GET /api/mppd/api/bookings/:system/:id': ok(testBooking({ confirmed: true, actions: { confirm: false, edit: true, cancel: true, referral: false } })) });
    renderPage();
    expect(await screen.findByTestId('where')).toHaveTextContent('/messages');
    expect(error).toHaveBeenCalledWith('Rezerwacja nie może być potwierdzona - niewłaściwy status');
    expect(api.callsTo('POST /api/mppd/api/bookings/PORTAL/41/confirmation-code')).toHaveLength(0);
  });
});
