import type { CatalogEntry, LinkedProfile } from '@portal/contracts';
import { formatDay } from '@portal/domain';
import { notify } from '@portal/ui/notify';
import { act, screen, waitFor, within } from '@testing-library/react';
import i18n from 'i18next';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ok } from '../../../test/api-stub';
import { renderWizardAt, setUpWizardTests, stubWizardApi, wizardSlot } from './wizard-test-kit';

/** Issue 28 items 1-3: the dates step finds the earliest slot, the catalogue is grouped and searchable, the wizard guides. */

setUpWizardTests();

const entry = (over: { code: string; name: string; speciality: string | null; unit?: number; employee?: number; lastName?: string; specialities?: string[] }): CatalogEntry => ({
  medicalService: { code: over.code, name: over.name, typeId: 'VISIT', typeName: 'Wizyta', minBookDate: '2099-03-02', commercialService: false, priceFrom: null, prescriptionVisit: false, speciality: over.speciality },
  hospitalOrganizationUnit: over.unit === 2 ? { id: 2, name: 'Przychodnia Wola', city: 'Warszawa' } : { id: 1, name: 'Przychodnia Centrum', city: 'Kraków' },
  practitioner: { employeeId: over.employee ?? 10, name: 'Jan', lastName: over.lastName ?? 'Nowak', degree: 'lek.', occupationCode: 'DOCTOR', specialities: over.specialities ?? ['MEDYCYNA_RODZINNA'] },
  availabilityInModuleStatus: 'B',
  availabilityId: 100 + (over.employee ?? 10),
  systemIds: { unitId: String(over.unit ?? 1), system: 'PORTAL' },
  anyPractitioner: true,
  employeeStatusVisible: true,
});
const poz = entry({ code: 'POZ', name: 'Porada lekarza POZ', speciality: 'MEDYCYNA_RODZINNA' });
const pozKowalska = entry({ code: 'POZ', name: 'Porada lekarza POZ', speciality: 'MEDYCYNA_RODZINNA', employee: 11, lastName: 'Kowalska' });
const cardio = entry({ code: 'KARDIO', name: 'Konsultacja kardiologiczna', speciality: 'KARDIOLOGIA', unit: 2, employee: 12, lastName: 'Serce', specialities: ['KARDIOLOGIA'] });
const ekg = entry({ code: 'EKG', name: 'EKG spoczynkowe', speciality: null, employee: 13, lastName: 'Prąd' });

// 2099-03-09 is a Monday; clinic times 09:00 (morning), 16:00 (afternoon), 18:30 (evening) in winter time.
const daySlots = [
  wizardSlot(1, '2099-03-09T08:00:00.000Z'),
  wizardSlot(2, '2099-03-09T08:15:00.000Z', 11, 'lek. Jan Kowalska'),
  wizardSlot(3, '2099-03-09T08:30:00.000Z'),
  wizardSlot(4, '2099-03-09T15:00:00.000Z'),
  wizardSlot(5, '2099-03-09T17:30:00.000Z'),
];

const wizardApi = (extra: Record<string, unknown> = {}) =>
  stubWizardApi({ catalog: [poz, pozKowalska, cardio, ekg], slots: daySlots, freeDays: ['2099-03-09', '2099-03-12'] }, extra);

const renderAt = renderWizardAt;
const slotQueries = (api: ReturnType<typeof wizardApi>) => api.callsTo('GET /api/mppd/api/time-slots/').map((c) => Object.fromEntries(new URLSearchParams(c.query)));
const atDates = '/newbooking/dates?service=POZ&orgUnit=1';

describe('the dates step', { timeout: 30_000 }, () => {
  it('names the service in the language shown now, not in the one it was chosen in', async () => {
    const named = (call: { headers: Record<string, string> }) =>
      ok([call.headers['accept-language'] === 'en' ? { ...poz, medicalService: { ...poz.medicalService, name: 'GP consultation' } } : poz, ekg]);
    wizardApi({ 'GET /api/mppd/api/catalog/for-patient/:id/for-booking': named });
    const { queryClient } = renderAt(atDates);
    expect(await screen.findByText('Porada lekarza POZ', {}, { timeout: 15000 })).toBeInTheDocument();
    await act(async () => {
      await i18n.changeLanguage('en');
      await queryClient.invalidateQueries();
    });
    try {
      expect(await screen.findByText('GP consultation', {}, { timeout: 15000 })).toBeInTheDocument();
    } finally {
      await act(async () => void (await i18n.changeLanguage('pl')));
    }
  });

  it('opens on the earliest day with a free slot, shown as "Najbliższy wolny termin", from the service minBookDate', async () => {
    const api = wizardApi();
    renderAt(atDates);
    await waitFor(() => expect(screen.getByTestId('nearest-day')).toHaveTextContent(new RegExp(`poniedziałek, ${formatDay('2099-03-09')}, 09:00`)), { timeout: 15000 });
    expect(screen.getByText('Najbliższy wolny termin')).toBeInTheDocument();
    const nearest = Object.fromEntries(new URLSearchParams(api.callsTo('GET /api/mppd/api/time-slots/free-days')[0]!.query));
    expect(nearest).toMatchObject({ medicalServiceCode: 'POZ', dateFrom: '2099-03-02', organizationUnitId: '1', patientId: '1' });
    await screen.findAllByTestId('time-slot', {}, { timeout: 15000 });
    expect(slotQueries(api).map((q) => [q.dateFrom, q.dateTo])).toEqual([['2099-03-09', '2099-03-15']]);
    expect(screen.getByText(`Terminy od ${formatDay('2099-03-09')} do ${formatDay('2099-03-15')}`)).toBeInTheDocument();
  });

  it('takes the earliest free slot from its panel in one step, the first control after the heading', async () => {
    const api = wizardApi();
    renderAt(atDates);
    const take = await screen.findByRole('button', { name: `Wybierz najbliższy wolny termin: ${formatDay('2099-03-09')}, 09:00, lek. Jan Nowak, Przychodnia Centrum` }, { timeout: 15000 });
    expect(take).toHaveTextContent('Wybierz ten termin');
    await userEvent.click(take);
    await waitFor(() => expect(api.callsTo('POST /api/mppd/api/bookings/blockTimeSlotForBooking')).toHaveLength(1));
    // Slot 1, 09:00 in Warsaw: the first of the earliest day.
    expect(api.callsTo('POST /api/mppd/api/bookings/blockTimeSlotForBooking')[0]!.body).toEqual({ timeSlotId: 1, patientId: 1 });
  });

  it('jumps to a day picked in the calendar, whose days with free slots are marked; the week paging stays', async () => {
    const api = wizardApi();
    renderAt(atDates);
    await screen.findAllByTestId('time-slot', {}, { timeout: 15000 });
    const free = screen.getByRole('button', { name: `${formatDay('2099-03-12')}: są wolne terminy` });
    expect(free).toHaveAttribute('data-free');
    expect(screen.queryByRole('button', { name: `${formatDay('2099-03-10')}: są wolne terminy` })).not.toBeInTheDocument();
    await userEvent.click(free);
    await waitFor(() => expect(slotQueries(api).at(-1)).toMatchObject({ dateFrom: '2099-03-12', dateTo: '2099-03-18' }));
    expect(screen.getByRole('button', { name: 'Pokaż najbliższy termin' })).toBeInTheDocument();
    await userEvent.click(screen.getAllByRole('button', { name: 'Następny tydzień' })[0]);
    await waitFor(() => expect(slotQueries(api).at(-1)).toMatchObject({ dateFrom: '2099-03-19' }));
    await userEvent.click(screen.getByRole('button', { name: 'Pokaż najbliższy termin' }));
    await waitFor(() => expect(slotQueries(api).at(-1)).toMatchObject({ dateFrom: '2099-03-09' }));
  });

  it('offers the week paging again below a week of several days (a long page on a phone)', async () => {
    const api = stubWizardApi({ catalog: [poz, pozKowalska, cardio, ekg], slots: [...daySlots, wizardSlot(6, '2099-03-10T08:00:00.000Z')], freeDays: ['2099-03-09', '2099-03-10'] });
    renderAt(atDates);
    await screen.findAllByTestId('time-slot', {}, { timeout: 15000 });
    const next = screen.getAllByRole('button', { name: 'Następny tydzień' });
    expect(next).toHaveLength(2);
    await userEvent.click(next[1]);
    await waitFor(() => expect(slotQueries(api).at(-1)).toMatchObject({ dateFrom: '2099-03-16' }));
  });

  it('filters by the time of day', async () => {
    wizardApi();
    renderAt(atDates);
    expect(await screen.findAllByTestId('time-slot', {}, { timeout: 15000 })).toHaveLength(5);
    await userEvent.click(screen.getByRole('radio', { name: 'Wieczorem' }));
    expect(screen.getAllByTestId('time-slot').map((b) => b.textContent)).toEqual(['18:30']);
    await userEvent.click(screen.getByRole('radio', { name: 'Po południu' }));
    expect(screen.getAllByTestId('time-slot').map((b) => b.textContent)).toEqual(['16:00']);
    await userEvent.click(screen.getByRole('radio', { name: 'Rano' }));
    expect(screen.getAllByTestId('time-slot').map((b) => b.textContent)).toEqual(['09:00', '09:30', '09:15']);
  });

  it('names a practitioner once per group of a day, and filters by practitioner (the earliest day asked again)', async () => {
    const api = wizardApi();
    renderAt(atDates);
    await screen.findAllByTestId('time-slot', {}, { timeout: 15000 });
    expect(screen.getAllByTestId('slot-practitioner').map((n) => n.textContent)).toEqual(['lek. Jan Nowak', 'lek. Jan Kowalska']);
    const nowak = screen.getByRole('group', { name: 'lek. Jan Nowak' });
    expect(within(nowak).getAllByTestId('time-slot').map((b) => b.textContent)).toEqual(['09:00', '09:30', '16:00', '18:30']);
    expect(within(nowak).getByRole('button', { name: /godz\. 09:00, lek\. Jan Nowak, Przychodnia Centrum/ })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('combobox', { name: 'Lekarz' }));
    await userEvent.click(await screen.findByRole('option', { name: 'lek. Jan Kowalska' }));
    await waitFor(() => expect(slotQueries(api).at(-1)).toMatchObject({ employeeId: '11' }));
    expect(api.callsTo('GET /api/mppd/api/time-slots/free-days').some((c) => new URLSearchParams(c.query).get('employeeId') === '11')).toBe(true);
  });
});

describe('the catalogue', { timeout: 30_000 }, () => {
  it('groups the services by speciality in words, others last, and offers a unit filter when there are several units', async () => {
    wizardApi();
    renderAt('/newbooking/services');
    const family = await screen.findByRole('region', { name: 'Medycyna rodzinna' });
    expect(within(family).getByText('Porada lekarza POZ')).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Kardiologia' })).getByText('Konsultacja kardiologiczna')).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Inne usługi' })).getByText('EKG spoczynkowe')).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent).slice(1)).toEqual(['Kardiologia', 'Medycyna rodzinna', 'Inne usługi']);
    expect(screen.queryByText(/KARDIOLOGIA|MEDYCYNA_RODZINNA/)).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('combobox', { name: 'Placówka' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Przychodnia Wola, Warszawa' }));
    expect(screen.getByText('Znaleziono 1 usługę')).toBeInTheDocument();
    expect(screen.getByText('Konsultacja kardiologiczna')).toBeInTheDocument();
    expect(screen.queryByText('Porada lekarza POZ')).not.toBeInTheDocument();
  });

  it('finds services by the words of a speciality, and shows practitioners’ specialities as words', async () => {
    wizardApi();
    renderAt('/newbooking/services');
    await userEvent.type(await screen.findByRole('searchbox', { name: 'Szukaj usługi' }), 'kardio');
    expect(screen.getByText('Znaleziono 1 usługę')).toBeInTheDocument();
    await userEvent.clear(screen.getByRole('searchbox', { name: 'Szukaj usługi' }));
    await userEvent.type(screen.getByRole('searchbox', { name: 'Szukaj usługi' }), 'rodzinna');
    expect(screen.getByText('Znaleziono 2 usługi')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Wybierz: Porada lekarza POZ' }));
    expect(await screen.findAllByText('Medycyna rodzinna')).not.toHaveLength(0);
    expect(screen.queryByText('MEDYCYNA_RODZINNA')).not.toBeInTheDocument();
  });
});

describe('the wizard', { timeout: 30_000 }, () => {
  it('counts only the steps that apply, and moves the focus to the new step heading on each step change', async () => {
    wizardApi();
    renderAt('/newbooking/services');
    expect(await screen.findByRole('heading', { name: 'Krok 1 z 3: Usługa' })).toBeInTheDocument();
    await userEvent.click(await screen.findByRole('button', { name: 'Wybierz: Porada lekarza POZ' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Wybierz: lek. Jan Nowak' }));
    const dates = await screen.findByRole('heading', { name: 'Krok 2 z 3: Termin' });
    await waitFor(() => expect(dates).toHaveFocus());
    await userEvent.click((await screen.findAllByTestId('time-slot'))[0]!);
    // The slot tells which later steps apply: they join the count (here only those the slot's facts ask).
    const next = await screen.findByRole('heading', { name: /^Krok 3 z \d+: / }, { timeout: 15000 });
    await waitFor(() => expect(next).toHaveFocus());
    const total = Number(/z (\d+):/.exec(next.textContent!)![1]);
    expect(within(screen.getByRole('navigation', { name: 'Kroki rezerwacji' })).getAllByRole('listitem')).toHaveLength(total);
    await userEvent.click(screen.getByRole('button', { name: 'Wstecz' }));
    await waitFor(() => expect(screen.getByRole('heading', { name: `Krok 2 z ${total}: Termin` })).toHaveFocus());
  });

  it('shows a missing choice at the field, not only as a toast, and takes the keyboard there', async () => {
    const warning = vi.spyOn(notify, 'warning').mockImplementation(() => {});
    const ward: LinkedProfile = { patientId: 4, accountId: 1, name: 'Jan', lastName: 'Kowalski', birthDate: '1948-05-02', role: 'WARD', status: 'C', active: true } as LinkedProfile;
    wizardApi({ 'GET /api/mpi/accounts/mpi-user/patients/wards': ok([ward]) });
    renderAt('/newbooking/patients');
    expect(await screen.findByRole('heading', { name: 'Krok 1 z 4: Pacjent' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Dalej' }));
    const group = screen.getByRole('radiogroup');
    expect(await screen.findByText('Wybierz pacjenta')).toBeInTheDocument();
    expect(group).toHaveAccessibleDescription(expect.stringContaining('Wybierz pacjenta'));
    expect(group.parentElement!.querySelector('input')).toHaveFocus();
    expect(warning).not.toHaveBeenCalled();
  });
});
