import { notify } from '@portal/ui/notify';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SIGNED_IN_ROUTE_ID } from '../../../app/member';
import { apiError, ok, stubApi } from '../../../test/api-stub';
import { admin } from '../../../test/fixtures';
import { cardiology, dictionaries, gpVisit, pageOf, primaryCareUnit, specialistUnit } from '../../../test/organisation-fixtures';
import { renderRoute } from '../../../test/render';
import { ServicePage } from './service-page';
import { ServicesPage } from './services-page';

const routes = (member: typeof admin) => [
  {
    id: SIGNED_IN_ROUTE_ID,
    loader: () => member,
    children: [
      { path: '/organisation/services', element: <ServicesPage /> },
      { path: '/organisation/services/:serviceId', element: <ServicePage /> },
    ],
  },
];

const organisation = {
  'GET /api/clinic/organisation/dictionaries': ok(dictionaries),
  'GET /api/clinic/units': ok(pageOf([primaryCareUnit, specialistUnit])),
};

afterEach(() => vi.restoreAllMocks());

describe('ServicesPage', () => {
  it('lists services with type, speciality, duration, code and price (NFZ without one); filters by funding', async () => {
    const api = stubApi({ ...organisation, 'GET /api/clinic/services': ok(pageOf([cardiology, gpVisit])) });
    renderRoute(routes(admin), { initialEntries: ['/organisation/services'] });
    const paid = await screen.findByTestId('service-21');
    expect(within(paid).getByRole('link', { name: 'Konsultacja kardiologiczna' })).toHaveAttribute('href', '/organisation/services/21');
    expect(await within(paid).findByText('Wizyta · Kardiologia · 30 min')).toBeInTheDocument();
    expect(within(paid).getByText(/Kod: KOM-KARDIOLOGIA · 250,00\s*zł · SPEC-KRK-1/)).toBeInTheDocument();
    expect(within(screen.getByTestId('service-22')).getByText('Kod: POZ-PORADA · NFZ · POZ-KRK-1')).toBeInTheDocument();
    expect(within(paid).queryByText(/Brak tłumaczenia/)).not.toBeInTheDocument();
    expect(within(screen.getByTestId('service-22')).getByText('Brak tłumaczenia: angielski, ukraiński')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Dodaj świadczenie' })).toHaveAttribute('href', '/organisation/services/new');
    await userEvent.click(screen.getByRole('combobox', { name: 'Finansowanie' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Komercyjne' }));
    await waitFor(() => expect(api.callsTo('GET /api/clinic/services').at(-1)?.query).toBe('?commercial=true&pageIndex=0&pageSize=20'));
  });
});

describe('ServicePage', () => {
  it('asks a price only of a commercial service and sends it as "150.00"', async () => {
    const api = stubApi({ ...organisation, 'POST /api/clinic/services': ok({ ...cardiology, id: 30 }, 201), 'GET /api/clinic/services/:serviceId': ok(cardiology) });
    const { router } = renderRoute(routes(admin), { initialEntries: ['/organisation/services/new'] });
    expect(await screen.findByRole('heading', { level: 1, name: 'Nowe świadczenie' })).toBeInTheDocument();
    const price = screen.getByRole('textbox', { name: 'Cena' });
    expect(price).toBeDisabled();
    await userEvent.type(screen.getByRole('textbox', { name: 'Nazwa' }), 'Holter EKG');
    expect(screen.getByRole('textbox', { name: 'Nazwa po ukraińsku' })).toHaveAttribute('lang', 'uk');
    await userEvent.type(screen.getByRole('textbox', { name: 'Nazwa po angielsku' }), 'Holter ECG');
    await userEvent.type(screen.getByRole('textbox', { name: 'Kod' }), 'KOM-HOLTER');
    await userEvent.click(screen.getByRole('switch', { name: /Świadczenie komercyjne/ }));
    expect(price).toBeEnabled();
    await userEvent.click(screen.getByRole('combobox', { name: 'Jednostki' }));
    await userEvent.click(await screen.findByRole('option', { name: specialistUnit.name }));
    await userEvent.click(screen.getByRole('button', { name: 'Zapisz' }));
    expect(await screen.findByText('Podaj cenę świadczenia komercyjnego')).toBeInTheDocument();
    await userEvent.type(price, '150');
    await userEvent.click(screen.getByRole('button', { name: 'Zapisz' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/organisation/services/30'));
    expect(api.callsTo('POST /api/clinic/services')[0].body).toEqual({
      code: 'KOM-HOLTER',
      name: 'Holter EKG',
      nameEn: 'Holter ECG',
      nameUk: null,
      type: 'VISIT',
      speciality: null,
      commercial: true,
      price: '150.00',
      durationMinutes: 15,
      unitIds: [2],
      active: true,
    });
  });

  it('turning a commercial service into an NFZ one clears its price; the server’s field errors land at their fields', async () => {
    const api = stubApi({
      ...organisation,
      'GET /api/clinic/services/:serviceId': ok(cardiology),
      'PUT /api/clinic/services/:serviceId': apiError(400, 'VALIDATION_ERROR', 'Nie znaleziono wybranej jednostki.', { errors: [{ path: 'unitIds.0', message: 'Nie znaleziono wybranej jednostki.' }] }),
    });
    renderRoute(routes(admin), { initialEntries: ['/organisation/services/21'] });
    const price = await screen.findByRole('textbox', { name: 'Cena' });
    expect(price).toHaveValue('250.00');
    await userEvent.click(screen.getByRole('switch', { name: /Świadczenie komercyjne/ }));
    expect(price).toHaveValue('');
    expect(price).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Zapisz' }));
    expect(await screen.findByText('Nie znaleziono wybranej jednostki.')).toBeInTheDocument();
    expect(api.callsTo('PUT /api/clinic/services/21')[0].body).toMatchObject({ commercial: false, price: null, unitIds: [2] });
  });

  it('deactivates a service after asking, sending the stored service with active off; then it reads inactive and offers to activate', async () => {
    const success = vi.spyOn(notify, 'success');
    let stored = cardiology;
    const api = stubApi({
      ...organisation,
      'GET /api/clinic/services/:serviceId': () => ok(stored),
      'PUT /api/clinic/services/:serviceId': (call) => {
        stored = { ...cardiology, active: (call.body as { active: boolean }).active };
        return ok(stored);
      },
    });
    renderRoute(routes(admin), { initialEntries: ['/organisation/services/21'] });
    await userEvent.click(await screen.findByRole('button', { name: 'Dezaktywuj' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Dezaktywuj' }));
    expect(await screen.findByRole('button', { name: 'Aktywuj' })).toBeInTheDocument();
    expect(screen.getByText('Nieaktywna')).toBeInTheDocument();
    expect(api.callsTo('PUT /api/clinic/services/21')[0].body).toMatchObject({ code: 'KOM-KARDIOLOGIA', commercial: true, price: '250.00', unitIds: [2], active: false });
    expect(success).toHaveBeenCalledWith('Dezaktywowano.');
  });
});
