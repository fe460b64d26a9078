import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { notify } from '@portal/ui/notify';
import { describe, expect, it, vi } from 'vitest';
import { SIGNED_IN_ROUTE_ID } from '../../../app/member';
import { apiError, ok, stubApi } from '../../../test/api-stub';
import { admin, registrar } from '../../../test/fixtures';
import { primaryCareUnit } from '../../../test/organisation-fixtures';
import { renderRoute } from '../../../test/render';
import { UnitPage } from './unit-page';

const asMember = (member: typeof admin) => [{ id: SIGNED_IN_ROUTE_ID, loader: () => member, children: [{ path: '/organisation/units/:unitId', element: <UnitPage /> }] }];

const fill = async (label: string, text: string) => {
  const input = screen.getByRole('textbox', { name: label });
  await userEvent.clear(input);
  await userEvent.type(input, text);
};

describe('UnitPage', () => {
  it('an administrator adds a unit: the form checks it first, then it is sent and opened', async () => {
    const api = stubApi({ 'POST /api/clinic/units': ok({ ...primaryCareUnit, id: 7, code: 'POZ-KRK-2' }, 201), 'GET /api/clinic/units/:unitId': ok({ ...primaryCareUnit, id: 7 }) });
    const { router } = renderRoute(asMember(admin), { initialEntries: ['/organisation/units/new'] });
    expect(await screen.findByRole('heading', { level: 1, name: 'Nowa jednostka' })).toBeInTheDocument();
    await fill('Nazwa', 'Filia Nowa Huta');
    await fill('Kod', 'POZ-KRK-2');
    await fill('Telefon', '+44 7911 123456');
    await fill('Ulica', 'os. Centrum A');
    await fill('Nr domu', '7');
    await fill('Kod pocztowy', '31923');
    await fill('Miejscowość', 'Kraków');
    await userEvent.click(screen.getByRole('button', { name: 'Zapisz' }));
    expect(await screen.findByText('Kod pocztowy ma postać NN-NNN, np. 30-418')).toBeInTheDocument();
    expect(screen.getByText('Podaj polski numer telefonu')).toBeInTheDocument();
    expect(api.callsTo('POST /api/clinic/units')).toHaveLength(0);
    await fill('Kod pocztowy', '31-923');
    await fill('Telefon', '(12) 644 11 22');
    await userEvent.click(screen.getByRole('button', { name: 'Zapisz' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/organisation/units/7'));
    expect(api.callsTo('POST /api/clinic/units')[0].body).toEqual({
      name: 'Filia Nowa Huta',
      code: 'POZ-KRK-2',
      city: 'Kraków',
      street: 'os. Centrum A',
      houseNumber: '7',
      apartmentNumber: null,
      postalCode: '31-923',
      phone: '+48126441122',
      email: null,
      active: true,
    });
  });

  it('shows a taken code at its field', async () => {
    stubApi({
      'GET /api/clinic/units/:unitId': ok(primaryCareUnit),
      'PUT /api/clinic/units/:unitId': apiError(409, 'CONFLICT', 'Jednostka o kodzie SPEC-KRK-1 już istnieje.'),
    });
    renderRoute(asMember(admin), { initialEntries: ['/organisation/units/1'] });
    expect(await screen.findByRole('heading', { level: 1, name: primaryCareUnit.name })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Telefon' })).toHaveValue('12 265 40 10');
    await fill('Kod', 'SPEC-KRK-1');
    await userEvent.click(screen.getByRole('button', { name: 'Zapisz' }));
    const code = screen.getByRole('textbox', { name: 'Kod' });
    await waitFor(() => expect(code).toHaveAccessibleDescription(expect.stringContaining('Jednostka o kodzie SPEC-KRK-1 już istnieje.')));
  });

  it('deactivates a unit after asking, sending the stored unit with active off', async () => {
    const success = vi.spyOn(notify, 'success');
    const api = stubApi({ 'GET /api/clinic/units/:unitId': ok(primaryCareUnit), 'PUT /api/clinic/units/:unitId': ok({ ...primaryCareUnit, active: false }) });
    renderRoute(asMember(admin), { initialEntries: ['/organisation/units/1'] });
    await userEvent.click(await screen.findByRole('button', { name: 'Dezaktywuj' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Dezaktywuj' }));
    await waitFor(() => expect(api.callsTo('PUT /api/clinic/units/1')).toHaveLength(1));
    expect(api.callsTo('PUT /api/clinic/units/1')[0].body).toMatchObject({ code: 'POZ-KRK-1', phone: '12 265 40 10', active: false });
    await waitFor(() => expect(success).toHaveBeenCalledWith('Dezaktywowano.'));
  });

  it('is read-only for a member who is no administrator', async () => {
    stubApi({ 'GET /api/clinic/units/:unitId': ok(primaryCareUnit) });
    renderRoute(asMember(registrar), { initialEntries: ['/organisation/units/1'] });
    expect(await screen.findByRole('textbox', { name: 'Nazwa' })).toBeDisabled();
    expect(screen.getByText('Tylko do odczytu: zmiany wprowadza administrator.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Zapisz' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Dezaktywuj' })).not.toBeInTheDocument();
  });

  it('says so for a unit that is not there', async () => {
    stubApi({ 'GET /api/clinic/units/:unitId': apiError(404, 'NOT_FOUND', 'Nie znaleziono żądanego zasobu.') });
    renderRoute(asMember(admin), { initialEntries: ['/organisation/units/99'] });
    expect(await screen.findByText('Nie znaleziono tej pozycji albo nie udało się jej wczytać.')).toBeInTheDocument();
    renderRoute(asMember(admin), { initialEntries: ['/organisation/units/abc'] });
    expect(await screen.findByText('Nie ma takiej pozycji.')).toBeInTheDocument();
  });
});
