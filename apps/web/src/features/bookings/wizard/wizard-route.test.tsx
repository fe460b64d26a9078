import type { Booking, CatalogEntry } from '@portal/contracts';
import { notify } from '@portal/ui/notify';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { apiError, ok } from '../../../test/api-stub';
import { WIZARD_STORAGE_KEY } from './wizard-state';
import { renderWizardAt, setUpWizardTests, stubWizardApi, wizardSlot } from './wizard-test-kit';

setUpWizardTests();

const poz: CatalogEntry = {
  medicalService: { code: 'POZ', name: 'Porada lekarza POZ', typeId: 'VISIT', typeName: 'Wizyta', minBookDate: '2026-01-01', commercialService: false, priceFrom: null, prescriptionVisit: false, speciality: null },
  hospitalOrganizationUnit: { id: 1, name: 'Przychodnia Centrum', city: 'Kraków' },
  practitioner: { employeeId: 10, name: 'Jan', lastName: 'Nowak', degree: 'lek.', occupationCode: 'LEK' as never, specialities: ['Medycyna rodzinna'] },
  availabilityInModuleStatus: 'B',
  availabilityId: 110,
  systemIds: { unitId: '1', system: 'PORTAL' },
  anyPractitioner: false,
  employeeStatusVisible: true,
};
const slot = wizardSlot(5, '2099-03-02T08:00:00.000Z');

const wizardApi = (extra: Record<string, unknown> = {}) => stubWizardApi({ catalog: [poz], slots: [slot], freeDays: ['2099-03-02'], confirmationRequired: true }, extra);

const renderAt = renderWizardAt;

async function chooseService() {
  await userEvent.click(await screen.findByRole('button', { name: 'Wybierz: Porada lekarza POZ' }));
  await userEvent.click(await screen.findByRole('button', { name: 'Wybierz: lek. Jan Nowak' }));
}

describe('the booking wizard', { timeout: 30_000 }, () => {
  it('books a service: catalogue, dates with the hold, the summary, and the SMS code the service asks', async () => {
    const success = vi.spyOn(notify, 'success').mockImplementation(() => {});
    const api = wizardApi({
      'POST /api/mppd/api/bookings': [apiError(400, 'BOOKING_CONFIRMATION_REQUIRED'), ok({} as Booking, 201)],
      'POST /api/mppd/api/bookings/code': ok({ sentTo: '+48 *** *** 321', validUntil: '2099-01-01T00:00:00.000Z' }),
    });
    renderAt('/newbooking');
    // One patient: the patients step is skipped.
    await chooseService();
    await userEvent.click(await screen.findByRole('button', { name: /godz\. \d\d:00, lek\. Jan Nowak, Przychodnia Centrum/ }));
    expect(await screen.findByRole('cell', { name: 'Porada lekarza POZ' })).toBeInTheDocument();
    expect(screen.getByText(/Termin jest zarezerwowany dla Ciebie/)).toBeInTheDocument();
    expect(api.callsTo('POST /api/mppd/api/bookings/blockTimeSlotForBooking')[0]!.body).toEqual({ timeSlotId: 5, patientId: 1 });
    await userEvent.click(screen.getByRole('button', { name: 'Zarezerwuj' }));
    await userEvent.type(await screen.findByLabelText('Kod z SMS-a'), '123456');
    await userEvent.click(screen.getByRole('button', { name: 'Potwierdź rezerwację' }));
    expect(await screen.findByTestId('where')).toHaveTextContent('/bookings');
    expect(api.callsTo('POST /api/mppd/api/bookings').map((c) => c.body)).toEqual([
      expect.objectContaining({ timeSlotId: 5, patientId: 1, availabilityId: 110, referral: null }),
      expect.objectContaining({ timeSlotId: 5, confirmationCode: '123456' }),
    ]);
    expect(success).toHaveBeenCalledWith('Rezerwacja została utworzona. Szczegóły wysłaliśmy e-mailem.');
    expect(sessionStorage.getItem(WIZARD_STORAGE_KEY)).toBeNull();
  });

  it('shows each validation code of the service as its own warning and stays at the catalogue', async () => {
    const warning = vi.spyOn(notify, 'warning').mockImplementation(() => {});
    wizardApi({ 'GET /api/mppd/api/bookings/:id/validations/prebooking': ok({ valid: false, errors: { '101': 'x', '205': 'y', '999': 'z' } }) });
    renderAt('/newbooking/services');
    await chooseService();
    await waitFor(() => expect(warning).toHaveBeenCalledTimes(3));
    expect(warning.mock.calls.map((c) => c[0])).toEqual([
      'Usługa nie jest dostępna dla pacjenta tej płci.',
      'Przekroczono maksymalną liczbę aktywnych rezerwacji tej usługi.',
      'Inny błąd walidacji',
    ]);
    expect(screen.queryByTestId('where')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Wybierz: lek. Jan Nowak' })).toBeInTheDocument();
  });

  it("says in the server's words that the service needs a declaration the patient lacks (400 DECLARATION_MISSING) and stays at the catalogue", async () => {
    const warning = vi.spyOn(notify, 'warning').mockImplementation(() => {});
    const missing = 'Pacjent nie posiada deklaracji wyboru lekarza POZ w tej przychodni. Złóż deklarację wyboru, aby zarezerwować tę usługę.';
    wizardApi({ 'GET /api/mppd/api/bookings/:id/validations/prebooking': apiError(400, 'DECLARATION_MISSING', missing) });
    renderAt('/newbooking/services');
    await chooseService();
    await waitFor(() => expect(warning).toHaveBeenCalledWith(missing));
    expect(screen.getByRole('button', { name: 'Wybierz: lek. Jan Nowak' })).toBeInTheDocument();
    expect(screen.queryByTestId('where')).not.toBeInTheDocument();
  });

  it('with such a service in the address, says so and goes to the catalogue', async () => {
    const warning = vi.spyOn(notify, 'warning').mockImplementation(() => {});
    const missing = 'Pacjent nie posiada deklaracji wyboru lekarza POZ w tej przychodni. Złóż deklarację wyboru, aby zarezerwować tę usługę.';
    wizardApi({ 'GET /api/mppd/api/bookings/:id/validations/prebooking': apiError(400, 'DECLARATION_MISSING', missing) });
    const { router } = renderAt('/newbooking?service=POZ&orgUnit=1&employee=10');
    await waitFor(() => expect(warning).toHaveBeenCalledWith(missing));
    await waitFor(() => expect(router.state.location.pathname).toBe('/newbooking/services'));
  });

  it('where the availability asks for measurements, attaches those since the day she picks', async () => {
    const api = stubWizardApi(
      { catalog: [poz], slots: [slot], freeDays: ['2099-03-02'] },
      {
        'GET /api/mppd/api/availability-settings/': ok({ referralStatus: 'N', bookingRestrictions: { bookingConfReq: false, addMeasurements: true } }),
        'POST /api/mppd/api/bookings': ok({} as Booking, 201),
      },
    );
    renderAt('/newbooking/dates?service=POZ&orgUnit=1&employee=10');
    await userEvent.click(await screen.findByRole('button', { name: /godz\. \d\d:\d\d, lek\. Jan Nowak, Przychodnia Centrum/ }));
    await userEvent.click(await screen.findByRole('checkbox', { name: /Dołącz moje pomiary/ }));
    const day = screen.getByRole('textbox', { name: /Pomiary od dnia/ });
    await userEvent.clear(day);
    await userEvent.click(screen.getByRole('button', { name: 'Zarezerwuj' }));
    expect(await screen.findByText('Wybierz dzień, od którego dołączyć pomiary')).toBeInTheDocument();
    expect(api.callsTo('POST /api/mppd/api/bookings')).toHaveLength(0);
    await userEvent.type(day, '01-02-2026');
    await userEvent.tab();
    await userEvent.click(screen.getByRole('button', { name: 'Zarezerwuj' }));
    expect(await screen.findByTestId('where')).toHaveTextContent('/bookings');
    expect(api.callsTo('POST /api/mppd/api/bookings')[0]!.body).toMatchObject({ measurementAttachment: { isAddMeasurement: true, dateFromMeasurement: '2026-02-01' } });
  });

  it("says so too when the booking itself is refused for a missing declaration", async () => {
    const warning = vi.spyOn(notify, 'warning').mockImplementation(() => {});
    const missing = 'Pacjent nie posiada deklaracji wyboru lekarza POZ w tej przychodni. Złóż deklarację wyboru, aby zarezerwować tę usługę.';
    wizardApi({ 'POST /api/mppd/api/bookings': apiError(400, 'DECLARATION_MISSING', missing), 'POST /api/mppd/api/bookings/code': ok({ sentTo: '+48 *** *** 321', validUntil: '2099-01-01T00:00:00.000Z' }) });
    renderAt('/newbooking/dates?service=POZ&orgUnit=1&employee=10');
    await userEvent.click(await screen.findByRole('button', { name: /godz\. \d\d:\d\d, lek\. Jan Nowak, Przychodnia Centrum/ }));
    await userEvent.click(await screen.findByRole('button', { name: 'Zarezerwuj' }));
    await waitFor(() => expect(warning).toHaveBeenCalledWith(missing));
    expect(screen.queryByTestId('where')).not.toBeInTheDocument();
  });

  it('warns of a parallel booking, naming it, and stays at the dates', async () => {
    const warning = vi.spyOn(notify, 'warning').mockImplementation(() => {});
    const other = { systemId: '77', service: { description: 'Konsultacja kardiologiczna' }, dateFrom: slot.dateFrom, dateTo: slot.dateTo } as Booking;
    wizardApi({ 'GET /api/mppd/api/bookings/first-for-patient': ok({ booking: other }) });
    renderAt('/newbooking/dates?service=POZ&orgUnit=1&employee=10');
    await userEvent.click(await screen.findByRole('button', { name: /godz\. \d\d:\d\d, lek\. Jan Nowak, Przychodnia Centrum/ }));
    await waitFor(() => expect(warning).toHaveBeenCalledWith(expect.stringContaining('Konsultacja kardiologiczna')));
    expect(screen.getAllByRole('button', { name: 'Następny tydzień' })[0]).toBeInTheDocument();
  });

  it("with a service in the address (a link, sign-in's way back) starts afresh at that service's dates, after its validations", async () => {
    sessionStorage.setItem(WIZARD_STORAGE_KEY, JSON.stringify({ mode: 'NEW', patientId: 1, entry: { ...poz, medicalService: { ...poz.medicalService, code: 'OLD' } } }));
    const api = wizardApi();
    renderAt('/newbooking?service=POZ&orgUnit=1&employee=10');
    expect(await screen.findByRole('button', { name: /godz\. \d\d:\d\d, lek\. Jan Nowak, Przychodnia Centrum/ })).toBeInTheDocument();
    expect(screen.getByText('Porada lekarza POZ')).toBeInTheDocument();
    expect(api.callsTo('GET /api/mppd/api/bookings/:id/validations/prebooking')).toHaveLength(1);
  });

  it('a commercial slot asks for its price list: cancelled, the slot is let go; an item accepted shows in the summary and goes with the booking', async () => {
    vi.spyOn(notify, 'success').mockImplementation(() => {});
    const api = wizardApi({
      'GET /api/mppd/api/time-slots/': ok({ slots: [{ ...slot, payment: 'COMMERCIAL' }], hasMore: false }),
      'GET /api/mppd/api/time-slot-comm/': ok({
        timeSlotId: 5,
        currency: 'PLN',
        items: [
          { id: 81, name: 'Konsultacja dermatologiczna', price: '250.00' },
          { id: 82, name: 'Dermatoskopia', price: '180.00' },
        ],
      }),
      'GET /api/mppd/api/availability-settings/': ok({ referralStatus: 'N', bookingRestrictions: { bookingConfReq: false, addMeasurements: false } }),
      'POST /api/mppd/api/bookings': ok({} as Booking, 201),
    });
    renderAt('/newbooking/dates?service=POZ&orgUnit=1&employee=10');
    const time = await screen.findByRole('button', { name: /godz\. \d\d:\d\d, lek\. Jan Nowak, Przychodnia Centrum/ });
    await userEvent.click(time);
    let prices = await screen.findByRole('dialog', { name: 'Cennik usługi' });
    expect(await within(prices).findByRole('radio', { name: /^Konsultacja dermatologiczna — 250,00\szł$/ })).toBeInTheDocument();
    expect(within(prices).getByRole('button', { name: 'Akceptuję cenę' })).toBeDisabled();
    await userEvent.click(within(prices).getByRole('button', { name: 'Anuluj' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Cennik usługi' })).not.toBeInTheDocument());
    expect(screen.queryByText(/Termin jest zarezerwowany dla Ciebie/)).not.toBeInTheDocument();
    expect(api.callsTo('GET /api/mppd/api/bookings/first-for-patient')).toHaveLength(0);

    await userEvent.click(time);
    prices = await screen.findByRole('dialog', { name: 'Cennik usługi' });
    await userEvent.click(await within(prices).findByRole('radio', { name: /^Dermatoskopia — 180,00\szł$/ }));
    await userEvent.click(within(prices).getByRole('button', { name: 'Akceptuję cenę' }));
    expect(await screen.findByRole('cell', { name: /^Dermatoskopia — 180,00\szł$/ })).toBeInTheDocument();
    expect(Object.fromEntries(new URLSearchParams(api.callsTo('GET /api/mppd/api/time-slot-comm/')[0]!.query))).toMatchObject({ medicalServiceCode: 'POZ', timeSlotId: '5', patientId: '1' });
    await userEvent.click(screen.getByRole('button', { name: 'Zarezerwuj' }));
    expect(await screen.findByTestId('where')).toHaveTextContent('/bookings');
    expect(api.callsTo('POST /api/mppd/api/bookings')[0]!.body).toMatchObject({ timeSlotId: 5, payment: { priceItemId: 82 } });
  });

  it('says a taken slot is gone and reads the slots again', async () => {
    const warning = vi.spyOn(notify, 'warning').mockImplementation(() => {});
    const api = wizardApi({ 'POST /api/mppd/api/bookings/blockTimeSlotForBooking': apiError(409, 'TIME_SLOT_TAKEN') });
    renderAt('/newbooking/dates?service=POZ&orgUnit=1&employee=10');
    await userEvent.click(await screen.findByRole('button', { name: /godz\. \d\d:\d\d, lek\. Jan Nowak, Przychodnia Centrum/ }));
    await waitFor(() => expect(warning).toHaveBeenCalledWith('Nie udało się zarezerwować wybranego terminu usługi. Spróbuj ponownie lub skontaktuj się bezpośrednio z przychodnią'));
    await waitFor(() => expect(api.callsTo('GET /api/mppd/api/time-slots/').length).toBeGreaterThanOrEqual(2));
  });
});
