import type { CatalogEntry, MedicalCase, Teleconsultation, TimeSlot, UnplannedService } from '@portal/contracts';
import { addDays, formatDay } from '@portal/domain';
import { clinicToday } from '@portal/ui/forms';
import { notify } from '@portal/ui/notify';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadNamespace } from '../../../i18n';
import { apiError, ok, stubApi } from '../../../test/api-stub';
import { annaPatient, demoAccount } from '../../../test/fixtures';
import { renderRoute } from '../../../test/render';
import { teleconsultationModifyPath } from '../paths';
import { TeleconsultationWizard } from './teleconsultation-wizard';
import { TeleconsultationWizardPage } from './teleconsultation-wizard-page';

/*
 * The teleconsultation wizard (spec part 2 §4 "Teleconsultation booking", §8, §9): a planned one from the
 * patient to the summary (the slot held, the description's limit, a case change clearing the note after a
 * question), a "now" one going to the telehealth page, MODIFY straight to the dates and the summary, and
 * an account that is not AUTHORIZED told so.
 */

beforeAll(() => Promise.all([loadNamespace('bookings'), loadNamespace('common', 'forms')]));
afterEach(() => vi.restoreAllMocks());

const entry = {
  medicalService: { code: 'POZ-TELEPORADA', name: 'Teleporada lekarza POZ', typeId: 'TELECONSULTATION', typeName: 'Teleporada', minBookDate: '2026-01-01', commercialService: false, priceFrom: null, prescriptionVisit: false, speciality: null },
  hospitalOrganizationUnit: { id: 1, name: 'Przychodnia Centrum', city: 'Kraków' },
  practitioner: { employeeId: 10, name: 'Tomasz', lastName: 'Lewandowski', degree: 'lek.', occupationCode: 'LEK' as never, specialities: [] },
  availabilityInModuleStatus: 'B',
  availabilityId: 110,
  systemIds: { unitId: '1', system: 'PORTAL' },
  anyPractitioner: false,
  employeeStatusVisible: true,
} as CatalogEntry;
const now: UnplannedService = {
  medicalService: { code: 'TELEPORADA-TERAZ', name: 'Teleporada teraz', typeId: 'TELECONSULTATION', typeName: 'Teleporada', speciality: null },
  consultants: [{ consultantId: 3, name: 'Tomasz', lastName: 'Lewandowski', degree: null, available: true }],
  available: true,
  waiting: 2,
};
const slot: TimeSlot = {
  id: 9,
  system: 'PORTAL',
  dateFrom: '2099-03-02T15:00:00.000Z',
  dateTo: '2099-03-02T15:15:00.000Z',
  payment: 'NFZ',
  availabilityId: 110,
  medicalServiceCode: 'POZ-TELEPORADA',
  organizationUnit: { id: 1, name: 'Przychodnia Centrum' },
  practitioner: { employeeId: 10, displayName: 'lek. Tomasz Lewandowski' },
  heldForPatient: false,
};
const aCase = (id: number, title: string) => ({ medicalCaseId: id, medicalCaseTitle: title, status: 'OPEN' }) as MedicalCase;
const made = (over: Partial<Teleconsultation>) => ({ id: 77, patientId: 1, medicalCaseId: 5, service: { code: 'POZ-TELEPORADA', name: 'Teleporada lekarza POZ' }, ...over }) as Teleconsultation;

function stub(over: Record<string, unknown> = {}) {
  return stubApi({
    'GET /api/mpi/accounts/mpi-user': ok(demoAccount),
    'GET /api/mpi/accounts/mpi-user/patients/:patientId': ok({ ...annaPatient, authorized: true }),
    'GET /api/amts/patient/identifier/:accountId/:nationalId': ok({ patientId: 1, registered: true, registeredAt: '2026-01-01T00:00:00.000Z' }),
    'GET /api/mppd/api/catalog/teleconsultations/planned/for-booking': ok([entry]),
    'GET /api/mppd/api/catalog/teleconsultations/unplanned': ok([now]),
    'GET /api/amts/services/:code/waiting-consultations': ok({ serviceCode: 'TELEPORADA-TERAZ', count: 2 }),
    'GET /api/amts/consultations/consultants/:consultantId/status': ok({ consultantId: 3, status: 1 }),
    'GET /api/mppd/api/time-slots/': ok({ slots: [slot], hasMore: false }),
    'POST /api/mppd/api/bookings/blockTimeSlotForBooking': ok({ timeSlotId: 9, heldUntil: '2099-01-01T00:00:00.000Z' }),
    'GET /api/amts/medical-cases/:accountId/:patientId/:contextId': ok({ dateFrom: '2025-01-01', dateTo: '2026-01-01', items: [aCase(5, 'Nawracające bóle głowy'), aCase(6, 'Kontrola ciśnienia')] }),
    'POST /api/amts/consultations/:accountId/:patientId': ok(made({ status: 'SCHEDULED' }), 201),
    ...over,
  } as never);
}

const render = (url = '/newteleconsultation') => renderRoute(<TeleconsultationWizard />, { path: '/newteleconsultation/:step?', initialEntries: [url] });

describe('the teleconsultation wizard', { timeout: 30_000 }, () => {
  it('books a planned one: patient, service, the held slot, her case, a description within 2000 characters, the summary', async () => {
    vi.spyOn(notify, 'success').mockImplementation(() => {});
    const api = stub();
    const user = userEvent.setup();
    render();
    await user.click(await screen.findByRole('radio', { name: /Anna Kowalska/ }));
    await user.click(await screen.findByRole('button', { name: 'Wybierz: Teleporada lekarza POZ' }));
    await user.click(await screen.findByRole('button', { name: /lek\. Tomasz Lewandowski/ }));
    expect(api.callsTo('POST /api/mppd/api/bookings/blockTimeSlotForBooking')[0]!.body).toEqual({ timeSlotId: 9, patientId: 1 });
    await user.click(await screen.findByRole('radio', { name: 'Nawracające bóle głowy' }));
    await user.click(screen.getByRole('button', { name: 'Dalej' }));
    const box = await screen.findByRole('textbox', { name: 'Opis problemu' });
    await user.click(box);
    await user.paste('a'.repeat(2001));
    expect(await screen.findByText('Opis moze zawierać maksimum 2000 znaków')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Dalej' })).toBeDisabled();
    await user.clear(box);
    await user.type(box, 'Boli mnie głowa');
    expect(screen.getByText('15 z 2000 znaków')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Dalej' }));
    expect(await screen.findByText(/Sprawa medyczna: Nawracające bóle głowy/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Umów telekonsultację' }));
    await waitFor(() => expect(api.callsTo('POST /api/amts/consultations/1/1')).toHaveLength(1));
    expect(api.callsTo('POST /api/amts/consultations/1/1')[0]!.body).toMatchObject({ medServiceCode: 'POZ-TELEPORADA', adhoc: false, timeSlot: 9, medicalCaseId: 5, description: 'Boli mnie głowa', attachmentsIds: [] });
    expect(await screen.findByTestId('where')).toHaveTextContent('/bookings');
  });

  it('a new case: its files are kept and sent to the case the teleconsultation made', async () => {
    vi.spyOn(notify, 'success').mockImplementation(() => {});
    const api = stub({ 'POST /api/amts/medical-cases/:accountId/:patientId/:caseId/attachments': ok({ items: [{ attachmentId: 31, fileName: 'wysypka.jpg' }] }) });
    const user = userEvent.setup();
    render();
    await user.click(await screen.findByRole('radio', { name: /Anna Kowalska/ }));
    await user.click(await screen.findByRole('button', { name: 'Wybierz: Teleporada lekarza POZ' }));
    await user.click(await screen.findByRole('button', { name: /lek\. Tomasz Lewandowski/ }));
    await user.click(await screen.findByRole('radio', { name: 'Nowa sprawa medyczna' }));
    await user.type(screen.getByLabelText('Tytuł nowej sprawy'), 'Wysypka');
    await user.click(screen.getByRole('button', { name: 'Dalej' }));
    await screen.findByRole('textbox', { name: 'Opis problemu' });
    await user.upload(document.querySelector('input[type="file"]') as HTMLInputElement, new File(['jpg'], 'wysypka.jpg', { type: 'image/jpeg' }));
    expect(await screen.findByText('wysypka.jpg')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Dalej' }));
    await user.click(await screen.findByRole('button', { name: 'Umów telekonsultację' }));
    await waitFor(() => expect(api.callsTo('POST /api/amts/medical-cases/1/1/5/attachments')).toHaveLength(1));
    expect(api.callsTo('POST /api/amts/consultations/1/1')[0]!.body).toMatchObject({ medicalCaseId: null, title: 'Wysypka', attachmentsIds: [] });
    expect(await screen.findByTestId('where')).toHaveTextContent('/bookings');
  });

  it('follows the clinic\'s teleconsultation switch: off, a sentence and the way to the bookings; on, the wizard', async () => {
    stub({ 'GET /api/mpi/accounts/mpi-user/application-settings': ok({ telecommunicationModule: false } as never) });
    const off = renderRoute(<TeleconsultationWizardPage />, { path: '/newteleconsultation/:step?', initialEntries: ['/newteleconsultation'] });
    expect(await screen.findByText('Przychodnia nie udostępnia obecnie telekonsultacji w portalu. Wizytę możesz umówić w rezerwacjach.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Przejdź do rezerwacji' })).toHaveAttribute('href', '/bookings');
    expect(screen.queryByRole('radio', { name: /Anna Kowalska/ })).not.toBeInTheDocument();
    off.unmount();
    stub({ 'GET /api/mpi/accounts/mpi-user/application-settings': ok({ telecommunicationModule: true } as never) });
    renderRoute(<TeleconsultationWizardPage />, { path: '/newteleconsultation/:step?', initialEntries: ['/newteleconsultation'] });
    expect(await screen.findByRole('radio', { name: /Anna Kowalska/ })).toBeInTheDocument();
  });

  it("shows one day's free slots by practitioner, today first, and another day's when she picks it", async () => {
    const api = stub();
    const user = userEvent.setup();
    render();
    await user.click(await screen.findByRole('radio', { name: /Anna Kowalska/ }));
    await user.click(await screen.findByRole('button', { name: 'Wybierz: Teleporada lekarza POZ' }));
    expect(await screen.findByText('lek. Tomasz Lewandowski')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /lek\. Tomasz Lewandowski/ })).toHaveTextContent(/^\d{2}:\d{2}$/);
    const today = clinicToday();
    const asked = () => api.callsTo('GET /api/mppd/api/time-slots/').map((c) => new URLSearchParams(c.query));
    expect(asked().map((q) => [q.get('dateFrom'), q.get('dateTo')])).toEqual([[today, today]]);
    await user.click(screen.getByRole('combobox', { name: 'Dzień' }));
    await user.click(await screen.findByRole('option', { name: new RegExp(formatDay(addDays(today, 2))) }));
    await waitFor(() => expect(asked().map((q) => q.get('dateFrom'))).toEqual([today, addDays(today, 2)]));
    expect(asked()[1]!.get('dateTo')).toBe(addDays(today, 2));
  });

  it('asks before another case clears the note and the attachments', async () => {
    stub();
    const user = userEvent.setup();
    render();
    await user.click(await screen.findByRole('radio', { name: /Anna Kowalska/ }));
    await user.click(await screen.findByRole('button', { name: 'Wybierz: Teleporada lekarza POZ' }));
    await user.click(await screen.findByRole('button', { name: /lek\. Tomasz Lewandowski/ }));
    await user.click(await screen.findByRole('radio', { name: 'Nawracające bóle głowy' }));
    await user.click(screen.getByRole('button', { name: 'Dalej' }));
    await user.type(await screen.findByRole('textbox', { name: 'Opis problemu' }), 'Notatka');
    await user.click(screen.getByRole('button', { name: 'Wstecz' }));
    await user.click(await screen.findByRole('radio', { name: 'Kontrola ciśnienia' }));
    expect(await screen.findByText(/opis i dodane załączniki zostaną usunięte/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Zmień sprawę' }));
    await user.click(screen.getByRole('button', { name: 'Dalej' }));
    expect(await screen.findByRole('textbox', { name: 'Opis problemu' })).toHaveValue('');
  });

  it('"now": the waiting count and the consultant, then straight to the telehealth page', async () => {
    const api = stub({ 'POST /api/amts/consultations/:accountId/:patientId': ok(made({ status: 'WAITING', unplanned: true, service: { code: 'TELEPORADA-TERAZ', name: 'Teleporada teraz' } }), 201) });
    const user = userEvent.setup();
    render();
    await user.click(await screen.findByRole('radio', { name: /Anna Kowalska/ }));
    expect(await screen.findByText('Oczekują 2 osoby')).toBeInTheDocument();
    expect(await screen.findByText('Konsultant dostępny')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Poproś teraz: Teleporada teraz' }));
    await user.click(await screen.findByRole('radio', { name: 'Nowa sprawa medyczna' }));
    await user.type(screen.getByRole('textbox', { name: 'Tytuł nowej sprawy' }), 'Gorączka');
    await user.click(screen.getByRole('button', { name: 'Dalej' }));
    await user.click(await screen.findByRole('button', { name: 'Dalej' }));
    await user.click(await screen.findByRole('button', { name: 'Umów telekonsultację' }));
    await waitFor(() => expect(api.callsTo('POST /api/amts/consultations/1/1')).toHaveLength(1));
    expect(api.callsTo('POST /api/amts/consultations/1/1')[0]!.body).toMatchObject({ medServiceCode: 'TELEPORADA-TERAZ', adhoc: true, medicalCaseId: null, title: 'Gorączka' });
    expect(await screen.findByTestId('where')).toHaveTextContent('/telehealth?teleconsultationId=77&patientId=1');
  });

  it('MODIFY: straight to the dates, then the summary, and the change by PUT', async () => {
    vi.spyOn(notify, 'success').mockImplementation(() => {});
    const api = stub({ 'PUT /api/amts/consultations/:accountId/:patientId/change': ok(made({ status: 'SCHEDULED' })) });
    const user = userEvent.setup();
    render(teleconsultationModifyPath({ bookingId: 42, patientId: 1, serviceCode: 'POZ-TELEPORADA', teleconsultationId: 77, dateFrom: '2099-02-01T09:00:00.000Z' }));
    expect(await screen.findByText(/Krok 1 z 2: Termin/)).toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: /lek\. Tomasz Lewandowski/ }));
    expect(await screen.findByText(/Krok 2 z 2: Podsumowanie/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Zmień termin' }));
    await waitFor(() => expect(api.callsTo('PUT /api/amts/consultations/1/1/change')).toHaveLength(1));
    expect(api.callsTo('PUT /api/amts/consultations/1/1/change')[0]!.body).toMatchObject({ timeSlot: 9, hisBookingId: 42, teleconsultationId: 77, patientId: 1 });
    expect(await screen.findByTestId('where')).toHaveTextContent('/bookings');
  });

  it('tells an account that is not AUTHORIZED the spec’s sentence', async () => {
    stub({ 'GET /api/mpi/accounts/mpi-user': ok({ ...demoAccount, type: 'UNAUTHORIZED' }), 'GET /api/amts/patient/identifier/:accountId/:nationalId': apiError(404, 'NOT_FOUND') });
    render();
    expect(await screen.findByText('Konto nie zostało potwierdzone. Potwierdź swoje dane w jednostce')).toBeInTheDocument();
    expect(await screen.findByRole('radio', { name: /Anna Kowalska/ })).toBeDisabled();
  });
});
