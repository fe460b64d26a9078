import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { clinicToday } from '@portal/ui/forms';
import { notify } from '@portal/ui/notify';
import { defaultBookingsRange } from '@portal/domain';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadNamespace } from '../../../i18n';
import { apiError, noContent, ok, stubApi } from '../../../test/api-stub';
import { demoAccount } from '../../../test/fixtures';
import { renderRoute } from '../../../test/render';
import { BookingsPage } from './bookings-page';
import { testBooking } from './test-booking';

beforeAll(() => Promise.all([loadNamespace('bookings'), loadNamespace('ui', 'ui-forms')]));
afterEach(() => {
  vi.restoreAllMocks();
  document.title = '';
});

const renderPage = (url = '/bookings') => renderRoute(<BookingsPage />, { path: '/bookings', initialEntries: [url] });
const pdf = { id: 71, use: 'BOOKING_ATTACHMENT', fileName: 'wyniki.pdf', mimeType: 'application/pdf', size: 2048, createdAt: '2026-11-20T10:00:00Z' } as const;
const scheduled = testBooking();
const registered = testBooking({ systemId: '42', status: 'REGISTERED', orderStatus: 'GTRE', actions: { confirm: false, edit: false, cancel: true, referral: false } });
const cancelledByClinic = testBooking({ systemId: '43', status: 'CANCELED', cancelledBy: 'CLINIC', cancelReason: 'Choroba lekarza', actions: { confirm: false, edit: false, cancel: false, referral: false } });
const commercial = testBooking({ systemId: '44', payment: { funding: 'COMMERCIAL', price: '250.00', itemName: 'Konsultacja dermatologiczna' }, details: { ...scheduled.details, attachments: [pdf] } });
const stubList = (bookings = [scheduled, registered], extra = {}) =>
  stubApi({ 'GET /api/mpi/accounts/mpi-user': ok(demoAccount), 'GET /api/mppd/api/bookings': ok(bookings), 'GET /api/mpi/accounts/mpi-user/file-settings': ok({ fileUploadParams: { maxFiles: 2, maxFileSize: 5_242_880, fileTypes: ['pdf', 'jpg'] } }), ...extra });
const lastQuery = (api: ReturnType<typeof stubApi>) => Object.fromEntries(new URLSearchParams(api.callsTo('GET /api/mppd/api/bookings').at(-1)?.query ?? ''));
const card = (name: RegExp) => screen.getAllByTestId('booking-card').find((c) => name.test(c.textContent ?? ''))!;

describe('BookingsPage', { timeout: 20_000 }, () => {
  it('asks for today → the end of the month a year ahead, SCHEDULED and REGISTERED; each card shows its booking and the actions its status allows', async () => {
    const api = stubList([scheduled, registered, commercial]);
    renderPage();
    expect(await screen.findAllByTestId('booking-card')).toHaveLength(3);
    const range = defaultBookingsRange(clinicToday());
    expect(lastQuery(api)).toEqual({ dateFrom: range.dateFrom, dateTo: range.dateTo, statuses: 'SCHEDULED,REGISTERED' });
    expect(screen.getByRole('switch', { name: 'Zaplanowana' })).toBeChecked();
    expect(screen.getByRole('switch', { name: 'Odwołana' })).not.toBeChecked();
    const first = within(card(/^03-12-2026 09:30–09:45 · Porada lekarza POZZaplanowana/));
    expect(first.getByRole('heading', { name: '03-12-2026 09:30–09:45 · Porada lekarza POZ' })).toBeInTheDocument();
    expect(first.getByText('Przychodnia Centrum, ul. Zdrowa 1, 00-001 Warszawa, tel. +48 22 123 45 67')).toBeInTheDocument();
    expect(first.getByText('Niepotwierdzona')).toBeInTheDocument();
    expect(first.getByRole('link', { name: /^Potwierdź/ })).toHaveAttribute('href', '/bookings/confirm/PORTAL/41');
    expect(first.getByRole('link', { name: /^Zmień termin/ })).toHaveAttribute('href', '/newbooking/dates?mode=MODIFY&oldBookingId=41&system=PORTAL&patient=1&service=POZ-L&orgUnit=3&employee=7');
    expect(first.getByRole('button', { name: /^Odwołaj/ })).toBeInTheDocument();
    // REGISTERED (GTRE) is read-only: its printout and the calendar file only.
    const reg = within(screen.getAllByTestId('booking-card')[1]);
    expect(reg.getByText('Zarejestrowana')).toBeInTheDocument();
    expect(reg.getAllByRole('button').map((b) => b.textContent)).toEqual(['Drukuj']);
    expect(reg.getAllByRole('link').map((l) => l.textContent)).toEqual(['Dodaj do kalendarza']);
    const paid = within(screen.getAllByTestId('booking-card')[2]);
    expect(paid.getByText('Konsultacja dermatologiczna: 250,00 zł')).toBeInTheDocument();
    expect(paid.getByText('wyniki.pdf')).toBeInTheDocument();
  });

  it('a status switch and the patient filter go into the address and the call; the clinic’s cancel reason is shown; an empty answer says so', async () => {
    const api = stubList([], {
      'GET /api/mpi/accounts/mpi-user/patients/children': ok([{ patientId: 5, accountId: 1, name: 'Zofia', lastName: 'Nowak', birthDate: '2017-06-10', role: 'CHILD', status: 'C', active: true }]),
    });
    const { router } = renderPage();
    expect(await screen.findByTestId('bookings-empty')).toHaveTextContent('Brak rezerwacji');
    api.use({ 'GET /api/mppd/api/bookings': ok([cancelledByClinic]) });
    await userEvent.click(screen.getByRole('switch', { name: 'Odwołana' }));
    expect(await screen.findByText('Odwołana przez placówkę: Choroba lekarza')).toBeInTheDocument();
    expect(router.state.location.search).toContain('statuses=SCHEDULED%2CREGISTERED%2CCANCELED');
    expect(lastQuery(api)).toMatchObject({ statuses: 'SCHEDULED,REGISTERED,CANCELED' });
    // Whose: everyone by default; Zofia alone once chosen.
    expect(lastQuery(api)).not.toHaveProperty('patientId');
    await userEvent.click(screen.getByRole('combobox', { name: 'Pacjent' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Zofia Nowak (dziecko)' }));
    await waitFor(() => expect(lastQuery(api)).toMatchObject({ patientId: '5' }));
    // No switch on: nothing to ask for.
    for (const s of ['Zaplanowana', 'Zarejestrowana', 'Odwołana']) await userEvent.click(screen.getByRole('switch', { name: s }));
    expect(await screen.findByText('Włącz przynajmniej jeden status, aby zobaczyć rezerwacje.')).toBeInTheDocument();
  });

  it('a failed load: "Serwer nie odpowiada", and the refresh button asks again', async () => {
    const down = vi.spyOn(notify, 'serverDown').mockImplementation(() => {});
    const api = stubList(undefined, { 'GET /api/mppd/api/bookings': [apiError(500, 'INTERNAL_ERROR', 'x'), ok([scheduled])] });
    renderPage();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Serwer nie odpowiada');
    expect(down).toHaveBeenCalled();
    await userEvent.click(within(alert).getByRole('button', { name: 'Odśwież' }));
    expect(await screen.findAllByTestId('booking-card')).toHaveLength(1);
    expect(api.callsTo('GET /api/mppd/api/bookings')).toHaveLength(2);
  });

  it('cancel asks first, then DELETE and the list refreshes; 409 shows the API’s message', async () => {
    const success = vi.spyOn(notify, 'success').mockImplementation(() => {});
    const warning = vi.spyOn(notify, 'warning').mockImplementation(() => {});
    const api = stubList([scheduled], { 'DELETE /api/mppd/api/bookings/:system/:id': [ok({ ...scheduled, status: 'CANCELED' }), apiError(409, 'BOOKING_NOT_CANCELLABLE', 'Tej rezerwacji nie można już odwołać.')] });
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: /^Odwołaj/ }));
    await userEvent.click(await screen.findByRole('button', { name: 'Odwołaj rezerwację' }));
    await waitFor(() => expect(success).toHaveBeenCalledWith('Rezerwacja została odwołana'));
    expect(api.callsTo('DELETE /api/mppd/api/bookings/PORTAL/41')).toHaveLength(1);
    await waitFor(() => expect(api.callsTo('GET /api/mppd/api/bookings')).toHaveLength(2));
    await userEvent.click(screen.getByRole('button', { name: /^Odwołaj/ }));
    await userEvent.click(await screen.findByRole('button', { name: 'Odwołaj rezerwację' }));
    await waitFor(() => expect(warning).toHaveBeenCalledWith('Tej rezerwacji nie można już odwołać.'));
  });

  it('attachments: none sent warns "Nie dodano załącznika"; the count left is the maximum minus those added; a removal answered 404 says it failed', async () => {
    const warning = vi.spyOn(notify, 'warning').mockImplementation(() => {});
    const error = vi.spyOn(notify, 'error').mockImplementation(() => {});
    const api = stubList([commercial], { 'DELETE /api/mppd/api/bookings/:system/:id/attachments/:attId': apiError(404, 'NOT_FOUND', 'x'), 'POST /api/mppd/api/bookings/:system/:id/attachments': ok(commercial) });
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: /^Załączniki/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Załączniki rezerwacji' });
    expect(await within(dialog).findByText(/Możesz dodać jeszcze 1/)).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Dodaj załączniki' }));
    expect(warning).toHaveBeenCalledWith('Nie dodano załącznika');
    expect(api.callsTo('POST /api/mppd/api/bookings/PORTAL/44/attachments')).toHaveLength(0);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Usuń załącznik wyniki.pdf' }));
    await waitFor(() => expect(error).toHaveBeenCalledWith('Nie udało się usunąć załącznika'));
  });

  it('attachments: a PDF is sent as a file of the booking and listed on its card; removed, it is gone', async () => {
    const success = vi.spyOn(notify, 'success').mockImplementation(() => {});
    const withPdf = testBooking({ details: { ...scheduled.details, attachments: [pdf] } });
    const api = stubList(undefined, {
      'GET /api/mppd/api/bookings': [ok([scheduled]), ok([withPdf]), ok([scheduled])],
      'POST /api/mppd/api/bookings/:system/:id/attachments': ok(withPdf),
      'DELETE /api/mppd/api/bookings/:system/:id/attachments/:attId': noContent,
    });
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByRole('button', { name: /^Załączniki/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Załączniki rezerwacji' });
    expect(within(dialog).getByText('Rezerwacja nie ma załączników.')).toBeInTheDocument();
    await user.upload(await waitFor(() => dialog.querySelector('input[type="file"]') as HTMLInputElement), new File(['%PDF-1.4'], 'wyniki.pdf', { type: 'application/pdf' }));
    await user.click(within(dialog).getByRole('button', { name: 'Dodaj załączniki' }));
    await waitFor(() => expect(success).toHaveBeenCalledWith('Załączniki zostały dodane'));
    const sent = api.callsTo('POST /api/mppd/api/bookings/PORTAL/41/attachments')[0].body as FormData;
    expect(sent.get('kind')).toBe('BOOKING');
    expect((sent.getAll('files') as File[]).map((f) => f.name)).toEqual(['wyniki.pdf']);
    expect(await within(card(/Porada lekarza POZ/)).findByText('wyniki.pdf')).toBeInTheDocument();
    await user.click(await within(dialog).findByRole('button', { name: 'Usuń załącznik wyniki.pdf' }));
    await waitFor(() => expect(success).toHaveBeenCalledWith('Załącznik został usunięty'));
    expect(api.callsTo('DELETE /api/mppd/api/bookings/PORTAL/41/attachments/71')).toHaveLength(1);
    expect(await within(dialog).findByText('Rezerwacja nie ma załączników.')).toBeInTheDocument();
  });

  it('print opens the booking’s PDF in a new window', async () => {
    const open = vi.spyOn(window, 'open').mockReturnValue({} as Window);
    stubList([registered]);
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: /^Drukuj/ }));
    expect(open).toHaveBeenCalledWith('/api/mppd/api/bookings/PORTAL/42/printout?lang=pl', '_blank');
  });

  it('"Dodaj do kalendarza" downloads the booking’s .ics from the server, for a visit still to come only', async () => {
    stubList([scheduled, registered, cancelledByClinic]);
    renderPage('/bookings?statuses=SCHEDULED,REGISTERED,CANCELED');
    await screen.findAllByTestId('booking-card');
    const first = within(card(/Zaplanowana/));
    const add = first.getByRole('link', { name: 'Dodaj do kalendarza: Porada lekarza POZ, 03-12-2026 09:30–09:45' });
    expect(add).toHaveAttribute('href', '/api/mppd/api/bookings/PORTAL/41/calendar');
    expect(add).toHaveAttribute('download');
    expect(within(screen.getAllByTestId('booking-card')[1]).getByRole('link', { name: /^Dodaj do kalendarza/ })).toHaveAttribute('href', '/api/mppd/api/bookings/PORTAL/42/calendar');
    expect(within(card(/Choroba lekarza/)).queryByRole('link', { name: /^Dodaj do kalendarza/ })).toBeNull();
  });

  it('a teleconsultation stands beside the visits: "Rozpocznij" in its start window, otherwise a sentence saying from when or that it passed', async () => {
    const soon = new Date(Date.now() + 10 * 60_000);
    const inWindow = testBooking({ systemId: '50', teleconsultationId: 77, medicalCaseId: 5, dateFrom: soon.toISOString(), dateTo: new Date(soon.getTime() + 15 * 60_000).toISOString(), service: { code: 'POZ-TELEPORADA', description: 'Teleporada lekarza POZ', condition: null, prescriptionVisit: false } });
    const later = new Date(Date.now() + 3 * 86_400_000);
    const tooEarly = testBooking({ systemId: '51', teleconsultationId: 78, medicalCaseId: 5, dateFrom: later.toISOString(), dateTo: new Date(later.getTime() + 15 * 60_000).toISOString(), service: { code: 'AOS-ENDO-TELE', description: 'Teleporada endokrynologiczna', condition: null, prescriptionVisit: false } });
    stubList([inWindow, tooEarly]);
    renderPage();
    await screen.findAllByTestId('booking-card');
    const open = within(card(/Teleporada lekarza POZ/));
    expect(open.getByText('Telekonsultacja')).toBeInTheDocument();
    expect(open.getByRole('link', { name: /^Rozpocznij/ })).toHaveAttribute('href', '/telehealth?teleconsultationId=77&patientId=1');
    expect(open.getByRole('link', { name: /^Zmień termin/ }).getAttribute('href')).toMatch(/^\/newteleconsultation\/dates\?mode=MODIFY&oldBookingId=50/);
    const early = within(card(/Teleporada endokrynologiczna/));
    expect(early.getByRole('button', { name: /^Rozpocznij/ })).toBeDisabled();
    expect(early.getByText(/^Telekonsultację można rozpocząć od \d{2}-\d{2}-\d{4} \d{2}:\d{2}, czyli 30 minut przed jej początkiem\.$/)).toBeInTheDocument();
  });
});

