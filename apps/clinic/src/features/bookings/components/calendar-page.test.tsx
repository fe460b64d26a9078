import type { CalendarSlot, ClinicBooking, ClinicCalendar, PatientSearchItem } from '@portal/contracts';
import { notify } from '@portal/ui/notify';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadNamespace } from '../../../i18n';
import { ok, stubApi } from '../../../test/api-stub';
import { practitionerChoices, registrar } from '../../../test/fixtures';
import { doctor, pageOf } from '../../../test/medical-record-fixtures';
import { renderRoute } from '../../../test/render';
import { signedIn } from '../../../test/signed-in-routes';
import { CalendarPage } from './calendar-page';

beforeAll(() => loadNamespace('bookings'));
afterEach(() => vi.restoreAllMocks());

const poz = { id: 3, name: 'Porada lekarza POZ' };
const unit = { id: 1, name: 'Przychodnia POZ' };
const slotAt = (id: number, startsAt: string, extra: Partial<CalendarSlot> = {}): CalendarSlot => ({
  id,
  scheduleId: 5,
  startsAt,
  endsAt: new Date(Date.parse(startsAt) + 15 * 60_000).toISOString(),
  state: 'FREE',
  service: poz,
  unit,
  funding: 'NFZ',
  availability: 'B',
  booking: null,
  ...extra,
});
const bookingAt = (id: number, startsAt: string, extra: Partial<ClinicBooking> = {}): ClinicBooking => ({
  id,
  system: 'PORTAL',
  patient: { id: 1, name: 'Anna', lastName: 'Kowalska', nationalId: '85030512345' },
  service: { ...poz, code: 'POZ-PORADA' },
  unit,
  practitioner: { id: 7, name: 'lek. Tomasz Lewandowski' },
  startsAt,
  endsAt: new Date(Date.parse(startsAt) + 15 * 60_000).toISOString(),
  status: 'SCHEDULED',
  shownStatus: 'SCHEDULED',
  funding: 'NFZ',
  price: null,
  bookedByClinic: false,
  confirmed: true,
  cancelledBy: null,
  cancelReason: null,
  noShow: false,
  encounterId: null,
  ...extra,
});
const calendarOf = (slots: CalendarSlot[]): ClinicCalendar => ({ practitionerId: 7, from: slots[0]?.startsAt ?? '', to: slots.at(-1)?.endsAt ?? '', slots });

// A day far ahead (free slots to book) and one gone by (a visit to mark done or missed); Warsaw is UTC+1 then.
const ahead = [
  slotAt(101, '2099-03-02T07:00:00.000Z'),
  slotAt(102, '2099-03-02T07:15:00.000Z', { state: 'BOOKED', booking: bookingAt(201, '2099-03-02T07:15:00.000Z', { confirmed: false }) }),
  slotAt(103, '2099-03-02T07:30:00.000Z', { state: 'HELD', availability: 'N' }),
];
const past = bookingAt(202, '2026-01-05T08:00:00.000Z', { encounterId: 31 });
const anna: PatientSearchItem = { id: 1, name: 'Anna', lastName: 'Kowalska', birthDate: '1985-03-05', nationalIdentificationNumber: '85030512345', documentNumber: null, identityStatus: 'VERIFIED', hasAccount: true };

const renderAt = (url: string, member = registrar) => renderRoute(signedIn(member, { '/bookings/calendar': <CalendarPage /> }), { initialEntries: [url] });
const rowAt = (time: string) => screen.getAllByRole('listitem').find((li) => li.textContent?.startsWith(`${time}–`))!;

describe('CalendarPage (Terminarz)', () => {
  it("asks for the chosen practitioner's day and shows its slots by state, with their counts and the bookings' patients", async () => {
    const api = stubApi({ 'GET /api/clinic/practitioners': ok(practitionerChoices), 'GET /api/clinic/bookings/calendar': ok(calendarOf(ahead)) });
    const { router } = renderAt('/bookings/calendar?date=2099-03-02');
    expect(await screen.findByText('Wybierz pracownika, aby zobaczyć jego terminy i zarezerwowane wizyty.')).toBeInTheDocument();
    expect(api.callsTo('GET /api/clinic/bookings/calendar')).toHaveLength(0);
    await userEvent.click(screen.getByRole('combobox', { name: 'Pracownik' }));
    await userEvent.click(await screen.findByRole('option', { name: 'lek. Tomasz Lewandowski' }));
    const day = await screen.findByRole('region', { name: /^poniedziałek, 02-03-2099/ });
    expect(router.state.location.search).toBe('?date=2099-03-02&practitionerId=7');
    // The portal's calendar, not the browser's date field: the day reads DD-MM-YYYY (issue 28 item 15).
    expect(screen.getByDisplayValue('02-03-2099')).not.toHaveAttribute('type', 'date');
    expect(Object.fromEntries(new URLSearchParams(api.callsTo('GET /api/clinic/bookings/calendar')[0].query))).toEqual({ practitionerId: '7', date: '2099-03-02', view: 'day' });
    expect(within(day).getByText('wolne: 1, zarezerwowane: 1')).toBeInTheDocument();
    expect(within(rowAt('08:00')).getByText('Wolny')).toBeInTheDocument();
    expect(within(rowAt('08:00')).getByRole('button', { name: 'Zarezerwuj termin 02-03-2099 godz. 08:00' })).toBeInTheDocument();
    const booked = within(rowAt('08:15'));
    expect(booked.getByRole('link', { name: 'Anna Kowalska' })).toHaveAttribute('href', '/bookings/patients/1');
    expect(booked.getByText('niepotwierdzona przez pacjenta')).toBeInTheDocument();
    expect(booked.getByRole('button', { name: 'Odwołaj' })).toBeInTheDocument();
    // A slot a patient is holding, open to the desk only: nothing to book.
    expect(rowAt('08:30')).toHaveTextContent('Wstrzymany (pacjent rezerwuje)Porada lekarza POZ · Przychodnia POZ · tylko rejestracja');
    expect(within(rowAt('08:30')).queryByRole('button')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('radio', { name: 'Tydzień' }));
    await waitFor(() => expect(new URLSearchParams(api.callsTo('GET /api/clinic/bookings/calendar').at(-1)!.query).get('view')).toBe('week'));
  });

  it('books a free slot by phone for a patient found by the search; warnings of the rules are booked over only once ticked', async () => {
    const success = vi.spyOn(notify, 'success').mockImplementation(() => {});
    const api = stubApi({
      'GET /api/clinic/practitioners': ok(practitionerChoices),
      'GET /api/clinic/bookings/calendar': ok(calendarOf(ahead)),
      'GET /api/clinic/patients': ok(pageOf([anna])),
      'POST /api/clinic/bookings': [
        { status: 400, body: { errorCode: 'BOOKING_VALIDATION', message: 'Pacjent nie spełnia warunków usługi', details: { '205': 'Przekroczono maksymalną liczbę aktywnych rezerwacji tej usługi.' } } },
        ok(bookingAt(203, '2099-03-02T07:00:00.000Z'), 201),
      ],
    });
    renderAt('/bookings/calendar?practitionerId=7&date=2099-03-02');
    await userEvent.click(await screen.findByRole('button', { name: 'Zarezerwuj termin 02-03-2099 godz. 08:00' }));
    const dialog = await screen.findByRole('dialog', { name: 'Rezerwacja telefoniczna' });
    expect(dialog).toHaveTextContent('Porada lekarza POZ · Przychodnia POZ · 02-03-2099 godz. 08:00');
    expect(within(dialog).getByRole('button', { name: 'Wybierz pacjenta' })).toBeDisabled();
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Pacjent' }), 'kowalska an');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Szukaj' }));
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Anna Kowalska · PESEL 85030512345 · 1985-03-05' }));
    expect(Object.fromEntries(new URLSearchParams(api.callsTo('GET /api/clinic/patients')[0].query))).toEqual({ q: 'kowalska an', pageSize: '10' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Zarezerwuj dla: Anna Kowalska' }));

    // The service's rules warn: shown, and the booking waits for the registrar's override.
    expect(await within(dialog).findByText('Przekroczono maksymalną liczbę aktywnych rezerwacji tej usługi.')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Zarezerwuj dla: Anna Kowalska' })).toBeDisabled();
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Zarezerwuj mimo ostrzeżeń (pacjent został poinformowany)' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Zarezerwuj dla: Anna Kowalska' }));
    await waitFor(() => expect(success).toHaveBeenCalledWith('Zarezerwowano wizytę dla: Anna Kowalska'));
    expect(api.callsTo('POST /api/clinic/bookings').map((c) => c.body)).toEqual([
      { patientId: 1, timeSlotId: 101, overrideWarnings: false },
      { patientId: 1, timeSlotId: 101, overrideWarnings: true },
    ]);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Rezerwacja telefoniczna' })).not.toBeInTheDocument());
    // The calendar is read again after each attempt.
    await waitFor(() => expect(api.callsTo('GET /api/clinic/bookings/calendar')).toHaveLength(3));
  });

  it('says when the patient has another visit at that time', async () => {
    stubApi({
      'GET /api/clinic/practitioners': ok(practitionerChoices),
      'GET /api/clinic/bookings/calendar': ok(calendarOf(ahead)),
      'GET /api/clinic/patients': ok(pageOf([anna])),
      'POST /api/clinic/bookings': { status: 409, body: { errorCode: 'BOOKING_PARALLEL', message: 'x' } },
    });
    renderAt('/bookings/calendar?practitionerId=7&date=2099-03-02');
    await userEvent.click(await screen.findByRole('button', { name: 'Zarezerwuj termin 02-03-2099 godz. 08:00' }));
    const dialog = await screen.findByRole('dialog', { name: 'Rezerwacja telefoniczna' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Pacjent' }), 'kowalska');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Szukaj' }));
    await userEvent.click(await within(dialog).findByRole('button', { name: /^Anna Kowalska/ }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Zarezerwuj dla: Anna Kowalska' }));
    expect(await within(dialog).findByText('Pacjent ma w tym czasie inną wizytę.')).toBeInTheDocument();
  });

  it('cancels a booking only with a reason, which the server sends to the patient', async () => {
    const success = vi.spyOn(notify, 'success').mockImplementation(() => {});
    const api = stubApi({
      'GET /api/clinic/practitioners': ok(practitionerChoices),
      'GET /api/clinic/bookings/calendar': ok(calendarOf(ahead)),
      'POST /api/clinic/bookings/:bookingId/cancel': ok(bookingAt(201, '2099-03-02T07:15:00.000Z', { status: 'CANCELED', shownStatus: 'CANCELED', cancelledBy: 'CLINIC' })),
    });
    renderAt('/bookings/calendar?practitionerId=7&date=2099-03-02');
    await screen.findByRole('region', { name: /^poniedziałek, 02-03-2099/ });
    await userEvent.click(within(rowAt('08:15')).getByRole('button', { name: 'Odwołaj' }));
    const dialog = await screen.findByRole('dialog', { name: 'Odwołanie wizyty' });
    expect(dialog).toHaveTextContent('Anna Kowalska: Porada lekarza POZ, 02-03-2099 godz. 08:15');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Odwołaj wizytę' }));
    expect(await within(dialog).findByText('Podaj powód odwołania')).toBeInTheDocument();
    expect(api.callsTo('POST /api/clinic/bookings/201/cancel')).toHaveLength(0);
    await userEvent.type(within(dialog).getByRole('textbox', { name: /^Powód odwołania/ }), '  Lekarz jest na szkoleniu.  ');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Odwołaj wizytę' }));
    await waitFor(() => expect(success).toHaveBeenCalledWith('Wizyta została odwołana, pacjent otrzyma wiadomość.'));
    expect(api.callsTo('POST /api/clinic/bookings/201/cancel')[0].body).toEqual({ reason: 'Lekarz jest na szkoleniu.' });
  });

  it("the desk registers an arrival at once, and marks a visit done or missed after asking; a clinician only marks it done and opens the visit", async () => {
    const success = vi.spyOn(notify, 'success').mockImplementation(() => {});
    const api = stubApi({
      'GET /api/clinic/practitioners': ok(practitionerChoices),
      'GET /api/clinic/bookings/calendar': ok(calendarOf([slotAt(104, past.startsAt, { state: 'BOOKED', booking: past })])),
      'POST /api/clinic/bookings/:bookingId/arrival': ok({ ...past, status: 'REGISTERED', shownStatus: 'REGISTERED' }),
      'POST /api/clinic/bookings/:bookingId/done': ok({ ...past, status: 'EXECUTED', shownStatus: 'EXECUTED' }),
      'POST /api/clinic/bookings/:bookingId/no-show': ok({ ...past, noShow: true }),
    });
    const { unmount } = renderAt('/bookings/calendar?practitionerId=7&date=2026-01-05');
    await screen.findByRole('region', { name: /^poniedziałek, 05-01-2026/ });
    const row = within(rowAt('09:00'));
    expect(row.getAllByRole('button').map((b) => b.textContent)).toEqual(['Rejestruj przybycie', 'Wizyta odbyta', 'Nieobecność', 'Odwołaj']);
    expect(row.getByRole('link', { name: 'Otwórz wizytę' })).toHaveAttribute('href', '/encounters/31');

    await userEvent.click(row.getByRole('button', { name: 'Rejestruj przybycie' }));
    await waitFor(() => expect(success).toHaveBeenCalledWith('Przybycie zarejestrowane.'));
    expect(api.callsTo('POST /api/clinic/bookings/202/arrival')).toHaveLength(1);

    await userEvent.click(row.getByRole('button', { name: 'Wizyta odbyta' }));
    const done = await screen.findByRole('dialog', { name: 'Wizyta odbyta' });
    expect(done).toHaveTextContent('Oznaczyć wizytę (Anna Kowalska) jako odbytą? Wizyta zostanie otwarta w rejestrze medycznym.');
    await userEvent.click(within(done).getByRole('button', { name: 'Wizyta odbyta' }));
    await waitFor(() => expect(success).toHaveBeenCalledWith('Wizyta odbyta – otwarta w rejestrze medycznym.'));
    expect(api.callsTo('POST /api/clinic/bookings/202/done')).toHaveLength(1);

    await userEvent.click(row.getByRole('button', { name: 'Nieobecność' }));
    const missed = await screen.findByRole('dialog', { name: 'Nieobecność pacjenta' });
    await userEvent.click(within(missed).getByRole('button', { name: 'Anuluj' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Nieobecność pacjenta' })).not.toBeInTheDocument());
    expect(api.callsTo('POST /api/clinic/bookings/202/no-show')).toHaveLength(0);
    await userEvent.click(row.getByRole('button', { name: 'Nieobecność' }));
    await userEvent.click(within(await screen.findByRole('dialog', { name: 'Nieobecność pacjenta' })).getByRole('button', { name: 'Nieobecność pacjenta' }));
    await waitFor(() => expect(api.callsTo('POST /api/clinic/bookings/202/no-show')).toHaveLength(1));
    unmount();

    renderAt('/bookings/calendar?practitionerId=7&date=2026-01-05', doctor);
    await screen.findByRole('region', { name: /^poniedziałek, 05-01-2026/ });
    expect(within(rowAt('09:00')).getAllByRole('button').map((b) => b.textContent)).toEqual(['Wizyta odbyta', 'Pomiary']);
    expect(within(rowAt('09:00')).getByRole('link', { name: 'Otwórz wizytę' })).toBeInTheDocument();
  });

  it('says when the practitioner has no slots then, and when the calendar does not load', async () => {
    stubApi({ 'GET /api/clinic/practitioners': ok(practitionerChoices), 'GET /api/clinic/bookings/calendar': [ok(calendarOf([])), { status: 500, body: { errorCode: 'INTERNAL_ERROR', message: 'x' } }] });
    renderAt('/bookings/calendar?practitionerId=7&date=2099-03-02');
    expect(await screen.findByText('Brak terminów w wybranym okresie.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('radio', { name: 'Tydzień' }));
    expect(await screen.findByText('Nie udało się pobrać terminarza.')).toBeInTheDocument();
  });
  it("shows a clinician the measurements the patient attached to the visit", async () => {
    const attached = {
      bookingId: 202,
      patientId: 1,
      isAddMeasurement: true,
      dateFromMeasurement: '2025-12-01',
      visitDate: '2026-01-05T08:00:00.000Z',
      truncated: false,
      items: [
        { id: 5, patientId: 1, dateMeasurement: '2026-01-03T06:30:00.000Z', pressureHigh: 142, pressureLow: 91, weight: 71.5, height: 168, bmi: 25.33, surface: 1.83, pressureCategory: 'GRADE_1', source: 'PATIENT', createdAt: '2026-01-03T06:31:00.000Z' },
      ],
    };
    const api = stubApi({
      'GET /api/clinic/practitioners': ok(practitionerChoices),
      'GET /api/clinic/bookings/calendar': ok(calendarOf([slotAt(110, past.startsAt, { state: 'BOOKED', booking: past })])),
      'GET /api/clinic/bookings/:id/measurements': ok(attached),
    });
    renderAt('/bookings/calendar?practitionerId=7&date=2026-01-05', doctor);
    await screen.findByRole('region', { name: /^poniedziałek, 05-01-2026/ });
    await userEvent.click(within(rowAt('09:00')).getByRole('button', { name: 'Pomiary pacjenta do wizyty 09:00' }));
    const dialog = await screen.findByRole('dialog', { name: 'Pomiary pacjenta do wizyty' });
    expect(await within(dialog).findByText('Pacjent dołączył pomiary od 01-12-2025 do wizyty (05-01-2026 09:00).')).toBeInTheDocument();
    const rows = within(within(dialog).getByRole('table', { name: 'Pomiary dołączone do wizyty' })).getAllByRole('row');
    expect(rows[1]).toHaveTextContent('03-01-2026 07:30142/9171,516825,33');
    expect(within(dialog).getByRole('link', { name: 'Wszystkie pomiary pacjenta' })).toHaveAttribute('href', '/patients/1/measurements');
    expect(api.callsTo('GET /api/clinic/bookings/202/measurements')).toHaveLength(1);
  });
});
