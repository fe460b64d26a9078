import type { CatalogEntry } from '@portal/contracts';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadNamespace } from '../../../i18n';
import { queryClient } from '../../../shared/query-client';
import { apiError, ok, stubApi } from '../../../test/api-stub';
import { renderRoute } from '../../../test/render';
import { VisitorServicesPage, visitorDatesPath } from './visitor-services-page';

beforeAll(() => loadNamespace('bookings'));
afterEach(() => {
  queryClient.clear();
  vi.restoreAllMocks();
});

const entry = (unit: { id: number; name: string; city: string }, employeeId: number, lastName: string): CatalogEntry => ({
  medicalService: { code: 'POZ-PORADA', name: 'Porada lekarza POZ', typeId: 'VISIT', typeName: 'Wizyta', minBookDate: '2026-01-01', commercialService: false, priceFrom: null, prescriptionVisit: false, speciality: null },
  hospitalOrganizationUnit: unit,
  practitioner: { employeeId, name: 'Jan', lastName, degree: 'lek.', occupationCode: 'LEK' as never, specialities: ['Medycyna rodzinna'] },
  availabilityInModuleStatus: 'B',
  availabilityId: 100 + employeeId,
  systemIds: { unitId: String(unit.id), system: 'PORTAL' },
  anyPractitioner: false,
  employeeStatusVisible: true,
});
const centrum = { id: 1, name: 'Przychodnia Centrum', city: 'Kraków' };
const podgorze = { id: 2, name: 'Przychodnia Podgórze', city: 'Kraków' };
const dermatology: CatalogEntry = {
  ...entry(centrum, 30, 'Skórny'),
  medicalService: { code: 'KOM-DERMATOLOGIA', name: 'Konsultacja dermatologiczna', typeId: 'VISIT', typeName: 'Wizyta', minBookDate: '2026-01-01', commercialService: true, priceFrom: '180.00', prescriptionVisit: false, speciality: null },
};

const renderPage = (url = '/newbooking/services') => renderRoute([{ path: '/newbooking/services', element: <VisitorServicesPage /> }], { initialEntries: [url] });

describe("a visitor's catalogue (/newbooking/services, not signed in)", { timeout: 20_000 }, () => {
  it('is browsed without signing in: the search narrows it, a service leads to its units and doctors, and a doctor to the dates the sign-in returns to', async () => {
    const api = stubApi({ 'GET /api/mppd/api/catalog/for-booking': ok([entry(centrum, 10, 'Nowak'), entry(podgorze, 11, 'Lis'), dermatology]) });
    // The dates are a full page load (into the signed-in wizard, through the sign-in): not followed here.
    const assign = vi.fn();
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, assign });
    renderPage();
    expect(await screen.findByText(/^Przeglądaj usługi bez logowania\. Aby wybrać termin, zaloguj się/)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Nowa rezerwacja' })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Wybierz: Konsultacja dermatologiczna' })).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Szukaj usługi'), 'porada');
    expect(screen.queryByRole('button', { name: 'Wybierz: Konsultacja dermatologiczna' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Wybierz: Porada lekarza POZ' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Wybierz: Przychodnia Podgórze' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Wybierz: lek. Jan Lis' }));
    expect(assign).toHaveBeenCalledWith('/newbooking/dates?service=POZ-PORADA&orgUnit=2&employee=11');
    // The visitors' catalogue, not a patient's.
    expect(api.callsTo('GET /api/mppd/api/catalog/for-booking')).toHaveLength(1);
  });

  it('sends her to the sign-in while the bookings module is off (404)', async () => {
    stubApi({ 'GET /api/mppd/api/catalog/for-booking': apiError(404, 'NOT_FOUND', 'x') });
    renderPage();
    expect(await screen.findByTestId('where')).toHaveTextContent('/login');
  });
});

describe('visitorDatesPath', () => {
  it("carries the service, the unit, the doctor unless any will do, and a link's occupation", () => {
    const nowak = entry(centrum, 10, 'Nowak');
    expect(visitorDatesPath(nowak, false, new URLSearchParams())).toBe('/newbooking/dates?service=POZ-PORADA&orgUnit=1&employee=10');
    expect(visitorDatesPath(nowak, true, new URLSearchParams('occupation=LEK'))).toBe('/newbooking/dates?service=POZ-PORADA&orgUnit=1&occupation=LEK');
  });
});
