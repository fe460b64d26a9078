import type { ClinicPriceItem, ClinicSchedule, ClinicScheduleException, ScheduleSaved, ServiceBookingSettingsWrite } from '@portal/contracts';
import { notify } from '@portal/ui/notify';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadNamespace } from '../../../i18n';
import { noContent, ok, stubApi } from '../../../test/api-stub';
import { practitionerChoices, registrar, unitChoices } from '../../../test/fixtures';
import { cardiology, gpVisit, pageOf } from '../../../test/organisation-fixtures';
import { doctor } from '../../../test/medical-record-fixtures';
import { renderRoute } from '../../../test/render';
import { signedIn } from '../../../test/signed-in-routes';
import { todayInClinic } from './parts';
import { SchedulesPage } from './schedules-page';
import { ServiceTermsPage } from './service-terms-page';
import { ServicesPage } from './services-page';

beforeAll(() => loadNamespace('bookings'));
afterEach(() => vi.restoreAllMocks());

const schedule: ClinicSchedule = {
  id: 5,
  practitioner: { id: 7, name: 'lek. Tomasz Lewandowski' },
  unit: { id: 1, name: 'Przychodnia POZ' },
  service: { id: 22, name: 'Porada lekarza POZ', code: 'POZ-PORADA', commercial: false },
  validFrom: '2026-01-01',
  validTo: null,
  weekly: [
    { weekday: 1, start: '08:00', end: '14:00' },
    { weekday: 3, start: '12:00', end: '18:00' },
  ],
  slotMinutes: 15,
  breaks: [{ start: '11:00', end: '11:30' }],
  funding: 'NFZ',
  availability: 'B',
  active: true,
  generatedUntil: '2026-03-01',
};
const saved = (conflicts: ScheduleSaved['conflicts'] = []): ScheduleSaved => ({ schedule, slotsAdded: 120, conflicts });
const conflict = { bookingId: 201, startsAt: '2099-03-04T16:00:00.000Z', patientName: 'Anna Kowalska', serviceName: 'Porada lekarza POZ' };
const holiday: ClinicScheduleException = { id: 9, scheduleId: null, practitionerId: null, dateFrom: '2099-05-01', dateTo: '2099-05-01', kind: 'CLOSED', startTime: null, endTime: null, reason: 'Święto Pracy' };
const options = {
  'GET /api/clinic/practitioners': ok(practitionerChoices),
  'GET /api/clinic/units': ok(unitChoices),
  'GET /api/clinic/services': ok(pageOf([gpVisit, cardiology])),
};

const renderSchedules = (member = registrar) => renderRoute(signedIn(member, { '/bookings/schedules': <SchedulesPage /> }), { initialEntries: ['/bookings/schedules'] });

async function choose(scope: HTMLElement, label: string, option: string | RegExp) {
  await userEvent.click(within(scope).getByRole('combobox', { name: label }));
  await userEvent.click(await screen.findByRole('option', { name: option }));
}

describe('SchedulesPage (Grafiki)', () => {
  it('lists each schedule with its hours, funding and availability, and the days off; filters by practitioner', async () => {
    const api = stubApi({ ...options, 'GET /api/clinic/bookings/schedules': ok([schedule]), 'GET /api/clinic/bookings/exceptions': ok([holiday]) });
    renderSchedules();
    const list = await screen.findByRole('list', { name: 'Grafiki' });
    const item = await within(list).findByRole('listitem');
    expect(item).toHaveTextContent('lek. Tomasz Lewandowski · Porada lekarza POZ');
    expect(item).toHaveTextContent('Przychodnia POZ · pn 08:00–14:00, śr 12:00–18:00 · wizyta co 15 min · przerwa 11:00–11:30');
    expect(item).toHaveTextContent('od 01-01-2026 do …');
    expect(within(item).getByText('NFZ')).toBeInTheDocument();
    expect(within(item).getByText('Wszyscy (także niezalogowani)')).toBeInTheDocument();
    expect(within(item).getByRole('link', { name: 'Terminarz' })).toHaveAttribute('href', '/bookings/calendar?practitionerId=7');
    expect(screen.getByRole('link', { name: 'Warunki rezerwacji i cenniki' })).toHaveAttribute('href', '/bookings/services');
    const days = screen.getByRole('region', { name: 'Dni wolne i zmiany godzin' });
    expect(await within(days).findByText('01-05-2099 · Nieczynne · Cała przychodnia (święto) · Święto Pracy')).toBeInTheDocument();
    await choose(document.body, 'Pracownik', 'lek. Tomasz Lewandowski');
    await waitFor(() => expect(api.callsTo('GET /api/clinic/bookings/schedules').at(-1)?.query).toBe('?practitionerId=7'));
  });

  it('the desk adds a schedule: who, where, what and the weekly hours, sent as the server reads them; its refusal is listed', async () => {
    const success = vi.spyOn(notify, 'success').mockImplementation(() => {});
    const api = stubApi({
      ...options,
      'GET /api/clinic/bookings/schedules': ok([]),
      'GET /api/clinic/bookings/exceptions': ok([]),
      'POST /api/clinic/bookings/schedules': [{ status: 400, body: { errorCode: 'VALIDATION', message: 'x', errors: [{ path: 'weekly.0.end', message: 'Godziny muszą pomieścić co najmniej jedną wizytę' }] } }, ok(saved(), 201)],
    });
    renderSchedules();
    expect(await screen.findByText('Brak grafików.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Nowy grafik' }));
    const dialog = await screen.findByRole('dialog', { name: 'Nowy grafik' });
    expect(within(dialog).getByRole('button', { name: 'Zapisz grafik' })).toBeDisabled();
    await choose(dialog, 'Pracownik', 'lek. Tomasz Lewandowski');
    await choose(dialog, 'Jednostka', /^Przychodnia POZ/);
    await choose(dialog, 'Świadczenie', 'Porada lekarza POZ (POZ-PORADA)');
    // Monday to Friday 08:00–14:00 to start with: Friday off, Monday shorter.
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'piątek' }));
    expect(within(dialog).getByLabelText('piątek: Od')).toBeDisabled();
    await userEvent.clear(within(dialog).getByLabelText('poniedziałek: Do'));
    await userEvent.type(within(dialog).getByLabelText('poniedziałek: Do'), '12:00');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Zapisz grafik' }));
    expect(await within(dialog).findByText('Godziny muszą pomieścić co najmniej jedną wizytę')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Zapisz grafik' }));
    await waitFor(() => expect(success).toHaveBeenCalledWith('Zapisano grafik (nowe terminy: 120).'));
    expect(api.callsTo('POST /api/clinic/bookings/schedules')[1].body).toEqual({
      practitionerId: 7,
      unitId: unitChoices.items[0]!.id,
      serviceId: 22,
      validFrom: todayInClinic(),
      validTo: null,
      weekly: [
        { weekday: 1, start: '08:00', end: '12:00' },
        { weekday: 2, start: '08:00', end: '14:00' },
        { weekday: 3, start: '08:00', end: '14:00' },
        { weekday: 4, start: '08:00', end: '14:00' },
      ],
      slotMinutes: 15,
      breaks: [],
      funding: 'NFZ',
      availability: 'B',
    });
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Nowy grafik' })).not.toBeInTheDocument());
  });

  it('an edit is sent by PUT and names the booked visits left outside the new hours; switching a schedule off asks first', async () => {
    const success = vi.spyOn(notify, 'success').mockImplementation(() => {});
    const api = stubApi({
      ...options,
      'GET /api/clinic/bookings/schedules': ok([schedule]),
      'GET /api/clinic/bookings/exceptions': ok([]),
      'PUT /api/clinic/bookings/schedules/:scheduleId': ok(saved([conflict])),
      'POST /api/clinic/bookings/schedules/:scheduleId/deactivate': ok(saved([conflict, { ...conflict, bookingId: 202 }])),
    });
    renderSchedules();
    await userEvent.click(await screen.findByRole('button', { name: 'Zmień' }));
    const dialog = await screen.findByRole('dialog', { name: 'Zmiana grafiku' });
    expect(within(dialog).getByRole('checkbox', { name: 'wtorek' })).not.toBeChecked();
    expect(within(dialog).getByLabelText('środa: Od')).toHaveValue('12:00');
    expect(within(dialog).getByLabelText('Przerwa od')).toHaveValue('11:00');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Zapisz grafik' }));
    const left = await within(dialog).findByText('Te wizyty pozostały zarezerwowane – skontaktuj się z pacjentami.');
    expect(left.closest('[role="alert"], .mantine-Alert-root')).toHaveTextContent(/04-03-2099 17:00 · Anna Kowalska · Porada lekarza POZ/);
    expect(api.callsTo('PUT /api/clinic/bookings/schedules/5')[0].body).toMatchObject({ practitionerId: 7, weekly: schedule.weekly, breaks: schedule.breaks });
    // The footer's button (the header's × is named alike).
    await userEvent.click(within(dialog).getAllByRole('button', { name: 'Zamknij' }).at(-1)!);

    await userEvent.click(screen.getByRole('button', { name: 'Wyłącz' }));
    const confirm = await screen.findByRole('dialog', { name: 'Wyłącz' });
    expect(confirm).toHaveTextContent('Wolne terminy grafiku znikną; zarezerwowane wizyty pozostaną.');
    await userEvent.click(within(confirm).getByRole('button', { name: 'Wyłącz' }));
    await waitFor(() => expect(success).toHaveBeenCalledWith('Grafik wyłączony. Zarezerwowane wizyty do obsłużenia: 2.'));
    expect(api.callsTo('POST /api/clinic/bookings/schedules/5/deactivate')).toHaveLength(1);
  });

  it("the desk adds a practitioner's leave with other hours and removes a day off after asking", async () => {
    vi.spyOn(notify, 'success').mockImplementation(() => {});
    const api = stubApi({
      ...options,
      'GET /api/clinic/bookings/schedules': ok([schedule]),
      'GET /api/clinic/bookings/exceptions': ok([holiday]),
      'POST /api/clinic/bookings/exceptions': ok({ exception: { ...holiday, id: 10 }, schedulesRegenerated: 1, conflicts: [conflict] }, 201),
      'DELETE /api/clinic/bookings/exceptions/:exceptionId': noContent,
    });
    renderSchedules();
    const days = await screen.findByRole('region', { name: 'Dni wolne i zmiany godzin' });
    expect(within(days).getByRole('button', { name: 'Dodaj dzień wolny przychodni' })).toBeInTheDocument();
    await choose(days, 'Dotyczy', 'lek. Tomasz Lewandowski');
    await choose(days, 'Rodzaj', 'Inne godziny');
    await userEvent.type(within(days).getByLabelText('Od'), '10:00');
    await userEvent.type(within(days).getByLabelText('Do'), '12:00');
    await userEvent.type(within(days).getByRole('textbox', { name: 'Opis (np. urlop, święto)' }), 'Szkolenie');
    await userEvent.click(within(days).getByRole('button', { name: 'Dodaj urlop pracownika' }));
    expect(await within(days).findByText(/04-03-2099 17:00 · Anna Kowalska · Porada lekarza POZ/)).toBeInTheDocument();
    expect(api.callsTo('POST /api/clinic/bookings/exceptions')[0].body).toEqual({
      practitionerId: 7,
      dateFrom: todayInClinic(),
      dateTo: todayInClinic(),
      kind: 'HOURS',
      startTime: '10:00',
      endTime: '12:00',
      reason: 'Szkolenie',
    });
    await userEvent.click(within(days).getByRole('button', { name: 'Usuń' }));
    await userEvent.click(within(await screen.findByRole('dialog', { name: 'Usuń' })).getByRole('button', { name: 'Usuń' }));
    await waitFor(() => expect(api.callsTo('DELETE /api/clinic/bookings/exceptions/9')).toHaveLength(1));
  });

  it('a clinician reads the schedules and days off without changing them', async () => {
    stubApi({ ...options, 'GET /api/clinic/bookings/schedules': ok([schedule]), 'GET /api/clinic/bookings/exceptions': ok([holiday]) });
    renderSchedules(doctor);
    await screen.findByText('lek. Tomasz Lewandowski · Porada lekarza POZ');
    expect(await screen.findByText(/Święto Pracy/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Nowy grafik' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Zmień' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Wyłącz' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Usuń' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Dodaj/ })).not.toBeInTheDocument();
  });
});

describe('ServicesPage (Warunki rezerwacji i cenniki)', () => {
  it('lists the services with their commercial mark, narrowed by the search, each linking to its terms', async () => {
    stubApi({ 'GET /api/clinic/services': ok(pageOf([gpVisit, cardiology])) });
    renderRoute(signedIn(registrar, { '/bookings/services': <ServicesPage /> }), { initialEntries: ['/bookings/services'] });
    const link = await screen.findByRole('link', { name: 'Konsultacja kardiologiczna (KOM-KARDIOLOGIA)' });
    expect(link).toHaveAttribute('href', '/bookings/services/21');
    expect(link.closest('li')).toHaveTextContent('Komercyjne');
    expect(screen.getByRole('link', { name: 'Porada lekarza POZ (POZ-PORADA)' }).closest('li')).not.toHaveTextContent('Komercyjne');
    await userEvent.type(screen.getByRole('textbox', { name: 'Szukaj świadczenia' }), 'kardio');
    expect(screen.queryByRole('link', { name: 'Porada lekarza POZ (POZ-PORADA)' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Konsultacja kardiologiczna (KOM-KARDIOLOGIA)' })).toBeInTheDocument();
  });
});

describe('ServiceTermsPage', () => {
  const terms: ServiceBookingSettingsWrite = {
    referralStatus: 'N',
    bookingConfReq: false,
    addMeasurements: false,
    phoneRequired: false,
    parallelAllowed: false,
    declarationRequired: null,
    anyPractitioner: true,
    employeeStatusVisible: true,
    rules: {
      gender: null,
      minAge: null,
      maxAge: null,
      insurerRequired: false,
      phoneConfirmedRequired: false,
      minHoursBefore: null,
      maxDaysBefore: null,
      firstVisit: null,
      maxActivePerService: null,
      maxActiveAuthorized: null,
      maxActiveUnauthorized: null,
    },
  };
  const dermatoscopy: ClinicPriceItem = { id: 61, serviceId: 21, name: 'Dermatoskopia', price: '180.00', validFrom: '2026-01-01', validTo: null, position: 0 };
  const renderTerms = (member = registrar) =>
    renderRoute(signedIn(member, { '/bookings/services/:serviceId': <ServiceTermsPage /> }), { initialEntries: ['/bookings/services/21'] });

  it('the desk sets what booking the service asks and keeps its price list', async () => {
    const success = vi.spyOn(notify, 'success').mockImplementation(() => {});
    const api = stubApi({
      'GET /api/clinic/services': ok(pageOf([gpVisit, cardiology])),
      'GET /api/clinic/bookings/services/:serviceId/settings': ok(terms),
      'PUT /api/clinic/bookings/services/:serviceId/settings': ok(terms),
      'GET /api/clinic/bookings/services/:serviceId/prices': ok([dermatoscopy]),
      'POST /api/clinic/bookings/services/:serviceId/prices': ok({ ...dermatoscopy, id: 62, name: 'Konsultacja', price: '250.00', position: 1 }, 201),
      'DELETE /api/clinic/bookings/services/:serviceId/prices/:itemId': noContent,
    });
    renderTerms();
    expect(await screen.findByRole('heading', { level: 1, name: 'Warunki rezerwacji: Konsultacja kardiologiczna (KOM-KARDIOLOGIA)' })).toBeInTheDocument();
    const form = await screen.findByRole('region', { name: 'Warunki rezerwacji' });
    await choose(form, 'Skierowanie', 'Wymagane');
    await userEvent.click(within(form).getByRole('checkbox', { name: 'Potwierdzenie rezerwacji kodem SMS' }));
    await userEvent.type(within(form).getByRole('textbox', { name: 'Wiek minimalny' }), '18');
    await userEvent.click(within(form).getByRole('button', { name: 'Zapisz warunki' }));
    await waitFor(() => expect(success).toHaveBeenCalledWith('Zapisano warunki rezerwacji.'));
    expect(api.callsTo('PUT /api/clinic/bookings/services/21/settings')[0].body).toEqual({ ...terms, referralStatus: 'R', bookingConfReq: true, rules: { ...terms.rules, minAge: 18 } });

    const prices = screen.getByRole('region', { name: 'Cennik' });
    expect(within(prices).getByRole('row', { name: /^Dermatoskopia 180,00\szł 01-01-2026 – … Usuń$/ })).toBeInTheDocument();
    expect(within(prices).getByRole('button', { name: 'Dodaj pozycję' })).toBeDisabled();
    await userEvent.type(within(prices).getByRole('textbox', { name: 'Pozycja' }), 'Konsultacja');
    await userEvent.type(within(prices).getByRole('textbox', { name: /^Cena \(zł\)/ }), '250,00');
    await userEvent.click(within(prices).getByRole('button', { name: 'Dodaj pozycję' }));
    await waitFor(() => expect(success).toHaveBeenCalledWith('Dodano pozycję cennika.'));
    expect(api.callsTo('POST /api/clinic/bookings/services/21/prices')[0].body).toEqual({ name: 'Konsultacja', price: '250,00', validFrom: todayInClinic(), validTo: null, position: 1 });
    await userEvent.click(within(prices).getByRole('button', { name: 'Usuń' }));
    await waitFor(() => expect(api.callsTo('DELETE /api/clinic/bookings/services/21/prices/61')).toHaveLength(1));
  });

  it('a clinician reads the terms and the price list without changing them', async () => {
    stubApi({
      'GET /api/clinic/services': ok(pageOf([gpVisit, cardiology])),
      'GET /api/clinic/bookings/services/:serviceId/settings': ok({ ...terms, referralStatus: 'R' }),
      'GET /api/clinic/bookings/services/:serviceId/prices': ok([]),
    });
    renderTerms(doctor);
    const form = await screen.findByRole('region', { name: 'Warunki rezerwacji' });
    expect(within(form).getByRole('combobox', { name: 'Skierowanie' })).toHaveValue('Wymagane');
    expect(within(form).getByRole('combobox', { name: 'Skierowanie' })).toBeDisabled();
    expect(within(form).getByRole('checkbox', { name: 'Potwierdzenie rezerwacji kodem SMS' })).toBeDisabled();
    expect(within(form).queryByRole('button', { name: 'Zapisz warunki' })).not.toBeInTheDocument();
    expect(await screen.findByText('Brak pozycji cennika.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Dodaj pozycję' })).not.toBeInTheDocument();
  });
});
