import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { SIGNED_IN_ROUTE_ID } from '../../../app/member';
import { apiError, ok, stubApi } from '../../../test/api-stub';
import { admin, registrar } from '../../../test/fixtures';
import { dictionaries, gp, pageOf, primaryCareUnit, specialistUnit } from '../../../test/organisation-fixtures';
import { renderRoute } from '../../../test/render';
import { PractitionerPage } from './practitioner-page';
import { PractitionersPage } from './practitioners-page';

const routes = (member: typeof admin) => [
  {
    id: SIGNED_IN_ROUTE_ID,
    loader: () => member,
    children: [
      { path: '/organisation/practitioners', element: <PractitionersPage /> },
      { path: '/organisation/practitioners/:practitionerId', element: <PractitionerPage /> },
    ],
  },
];

const organisation = {
  'GET /api/clinic/organisation/dictionaries': ok(dictionaries),
  'GET /api/clinic/units': ok(pageOf([primaryCareUnit, specialistUnit])),
};

describe('PractitionersPage', () => {
  it('lists practitioners with degree, occupation, specialities, number, units and primary-care roles; filters by occupation', async () => {
    const api = stubApi({ ...organisation, 'GET /api/clinic/practitioners': ok(pageOf([gp])) });
    const { router } = renderRoute(routes(registrar), { initialEntries: ['/organisation/practitioners'] });
    expect(await screen.findByRole('link', { name: 'lek. Tomasz Lewandowski' })).toHaveAttribute('href', '/organisation/practitioners/11');
    expect(await screen.findByText('Lekarz · Medycyna rodzinna')).toBeInTheDocument();
    const row = screen.getByTestId('practitioner-11');
    expect(within(row).getByText('PWZ 9929850 · POZ-KRK-1')).toBeInTheDocument();
    expect(within(row).getByText('Lekarz POZ')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('combobox', { name: 'Zawód' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Pielęgniarka' }));
    await waitFor(() => expect(api.callsTo('GET /api/clinic/practitioners').at(-1)?.query).toBe('?occupation=NURSE&pageIndex=0&pageSize=20'));
    await userEvent.click(screen.getByRole('combobox', { name: 'Jednostka' }));
    await userEvent.click(await screen.findByRole('option', { name: specialistUnit.name }));
    await waitFor(() => expect(api.callsTo('GET /api/clinic/practitioners').at(-1)?.query).toBe('?unitId=2&occupation=NURSE&pageIndex=0&pageSize=20'));
    expect(router.state.location.search).toBe('?occupation=NURSE&unitId=2');
  });

  it('ignores a filter of the address that names no occupation', async () => {
    const api = stubApi({ ...organisation, 'GET /api/clinic/practitioners': ok(pageOf([])) });
    renderRoute(routes(registrar), { initialEntries: ['/organisation/practitioners?occupation=SURGEON'] });
    expect(await screen.findByText('Brak osób spełniających warunki.')).toBeInTheDocument();
    expect(api.callsTo('GET /api/clinic/practitioners')[0].query).toBe('?pageIndex=0&pageSize=20');
  });
});

describe('PractitionerPage', () => {
  it('checks the practice number by occupation before sending, offers only the matching primary-care role', async () => {
    const api = stubApi({ ...organisation, 'POST /api/clinic/practitioners': ok({ ...gp, id: 12 }, 201), 'GET /api/clinic/practitioners/:practitionerId': ok(gp) });
    const { router } = renderRoute(routes(admin), { initialEntries: ['/organisation/practitioners/new'] });
    expect(await screen.findByRole('heading', { level: 1, name: 'Nowa osoba personelu' })).toBeInTheDocument();
    await userEvent.type(screen.getByRole('textbox', { name: 'Imię' }), 'Jadwiga');
    await userEvent.type(screen.getByRole('textbox', { name: 'Nazwisko' }), 'Sobczak');
    await userEvent.type(screen.getByRole('textbox', { name: /Numer prawa wykonywania zawodu/ }), '6425740');
    await userEvent.click(await screen.findByRole('checkbox', { name: 'Lekarz POZ' }));
    await userEvent.click(screen.getByRole('button', { name: 'Zapisz' }));
    expect(await screen.findByText('Niepoprawny numer prawa wykonywania zawodu lekarza (błędna cyfra kontrolna)')).toBeInTheDocument();
    expect(screen.getByText('Wybierz co najmniej jedną jednostkę')).toBeInTheDocument();

    // A nurse: the GP role goes with the change, the nurse's role is offered instead.
    await userEvent.click(screen.getByRole('combobox', { name: 'Zawód' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Pielęgniarka' }));
    expect(screen.queryByRole('checkbox', { name: 'Lekarz POZ' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Pielęgniarka POZ' }));
    const number = screen.getByRole('textbox', { name: /Numer prawa wykonywania zawodu/ });
    await userEvent.clear(number);
    await userEvent.type(number, '123456p');
    await userEvent.click(screen.getByRole('combobox', { name: 'Jednostki' }));
    await userEvent.click(await screen.findByRole('option', { name: primaryCareUnit.name }));
    await userEvent.click(screen.getByRole('button', { name: 'Zapisz' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/organisation/practitioners/12'));
    expect(api.callsTo('POST /api/clinic/practitioners')[0].body).toEqual({
      name: 'Jadwiga',
      lastName: 'Sobczak',
      degree: null,
      occupation: 'NURSE',
      specialities: [],
      practiceNumber: '123456P',
      primaryCareRoles: ['NURSE'],
      unitIds: [1],
      active: true,
    });
  });

  it('shows the server’s refusals at their fields (a taken number, an unknown speciality)', async () => {
    stubApi({
      ...organisation,
      'GET /api/clinic/practitioners/:practitionerId': ok(gp),
      'PUT /api/clinic/practitioners/:practitionerId': [
        apiError(409, 'CONFLICT', 'Osoba personelu z numerem prawa wykonywania zawodu 9929850 już istnieje.'),
        apiError(400, 'VALIDATION_ERROR', 'Nie znaleziono wybranej specjalności.', { errors: [{ path: 'specialities.0', message: 'Nie znaleziono wybranej specjalności.' }] }),
      ],
    });
    renderRoute(routes(admin), { initialEntries: ['/organisation/practitioners/11'] });
    expect(await screen.findByRole('heading', { level: 1, name: 'lek. Tomasz Lewandowski' })).toBeInTheDocument();
    expect(await screen.findByRole('checkbox', { name: 'Lekarz POZ' })).toBeChecked();
    await userEvent.click(screen.getByRole('button', { name: 'Zapisz' }));
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: /Numer prawa wykonywania zawodu/ })).toHaveAccessibleDescription(expect.stringContaining('9929850 już istnieje')),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Zapisz' }));
    expect(await screen.findByText('Nie znaleziono wybranej specjalności.')).toBeInTheDocument();
  });
});
