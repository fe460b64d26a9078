import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { apiError, ok, stubApi } from '../../../test/api-stub';
import { nurse, practitionerChoices, unitChoices } from '../../../test/fixtures';
import { renderRoute } from '../../../test/render';
import { NewStaffPage } from './new-staff-page';

const choices = { 'GET /api/clinic/units': ok(unitChoices), 'GET /api/clinic/practitioners': ok(practitionerChoices) };
const open = () => renderRoute(<NewStaffPage />, { path: '/staff/new', initialEntries: ['/staff/new'] });

async function fill(u: ReturnType<typeof userEvent.setup>) {
  await u.type(screen.getByRole('textbox', { name: /^Login/ }), 'j.kaminska');
  await u.type(screen.getByRole('textbox', { name: /^Imię/ }), 'Joanna');
  await u.type(screen.getByRole('textbox', { name: /^Nazwisko/ }), 'Kamińska');
  await u.click(screen.getByRole('checkbox', { name: 'pielęgniarka' }));
  await u.type(screen.getByLabelText(/^Hasło tymczasowe/), 'Tymczasowe#Haslo2026');
}

describe('NewStaffPage', () => {
  it('creates a member with roles, units and a practitioner, then opens her page', async () => {
    const api = stubApi({ ...choices, 'POST /api/clinic/staff': ok({ ...nurse, id: 12, mustChangePassword: true }, 201) });
    const u = userEvent.setup();
    open();
    expect(screen.getByRole('heading', { level: 1, name: 'Nowy pracownik' })).toBeInTheDocument();
    await fill(u);
    await u.type(screen.getByRole('textbox', { name: 'E-mail' }), 'j.kaminska@example.com');
    await u.click(screen.getByRole('combobox', { name: /^Jednostki/ }));
    await u.click(await screen.findByRole('option', { name: 'Centrum Specjalistyczne' }));
    await u.click(screen.getByRole('combobox', { name: /^Pracownik medyczny/ }));
    await u.click(await screen.findByRole('option', { name: 'lek. Tomasz Lewandowski' }));
    await u.click(screen.getByRole('button', { name: 'Utwórz konto' }));
    expect(await screen.findByTestId('where')).toHaveTextContent('/staff/12');
    expect(api.callsTo('POST /api/clinic/staff')[0].body).toEqual({
      login: 'j.kaminska',
      name: 'Joanna',
      lastName: 'Kamińska',
      email: 'j.kaminska@example.com',
      roles: ['NURSE'],
      unitIds: [2],
      practitionerId: 7,
      partnerId: null,
      partnerPersonnelId: null,
      temporaryPassword: 'Tymczasowe#Haslo2026',
    });
  });

  it('a partner staff member gets the partner and person pickers instead of units and a practitioner', async () => {
    const partner = { id: 3, name: 'Medycyna Pracy BHP-Med sp. z o.o.', kind: 'OCCUPATIONAL_MEDICINE' as const, nip: null, address: null, email: null, phone: null, active: true, personnelCount: 1 };
    const person = { id: 8, partnerId: 3, name: 'Krzysztof', lastName: 'Malinowski', position: 'lekarz medycyny pracy', email: null, active: true };
    const api = stubApi({
      ...choices,
      'GET /api/clinic/partners': ok({ items: [partner], pageIndex: 0, pageSize: 100, hasNextPage: false }),
      'GET /api/clinic/partners/:partnerId/personnel': ok([person]),
      'POST /api/clinic/staff': ok({ ...nurse, id: 13, roles: ['PARTNER'], units: [], partner: { id: 3, name: partner.name, personnelId: 8, personName: 'Krzysztof Malinowski' } }, 201),
    });
    const u = userEvent.setup();
    open();
    await u.type(screen.getByRole('textbox', { name: /^Login/ }), 'k.malinowski');
    await u.type(screen.getByRole('textbox', { name: /^Imię/ }), 'Krzysztof');
    await u.type(screen.getByRole('textbox', { name: /^Nazwisko/ }), 'Malinowski');
    await u.click(screen.getByRole('checkbox', { name: 'personel partnera' }));
    await u.type(screen.getByLabelText(/^Hasło tymczasowe/), 'Tymczasowe#Haslo2026');
    expect(screen.queryByRole('combobox', { name: /^Jednostki/ })).not.toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: /^Osoba z personelu partnera/ })).toBeDisabled();
    await u.click(screen.getByRole('combobox', { name: /^Partner/ }));
    await u.click(await screen.findByRole('option', { name: partner.name }));
    await u.click(screen.getByRole('combobox', { name: /^Osoba z personelu partnera/ }));
    await u.click(await screen.findByRole('option', { name: 'Krzysztof Malinowski (lekarz medycyny pracy)' }));
    await u.click(screen.getByRole('button', { name: 'Utwórz konto' }));
    expect(await screen.findByTestId('where')).toHaveTextContent('/staff/13');
    expect(api.callsTo('POST /api/clinic/staff')[0].body).toMatchObject({ roles: ['PARTNER'], unitIds: [], practitionerId: null, partnerId: 3, partnerPersonnelId: 8 });
  });

  it('checks the fields before sending: a role, a login of allowed characters, a long enough password', async () => {
    const api = stubApi(choices);
    const u = userEvent.setup();
    open();
    await u.type(screen.getByRole('textbox', { name: /^Login/ }), 'źle');
    await u.type(screen.getByLabelText(/^Hasło tymczasowe/), 'krótkie');
    await u.click(screen.getByRole('button', { name: 'Utwórz konto' }));
    expect(await screen.findByText('Wybierz co najmniej jedną rolę')).toBeInTheDocument();
    expect(screen.getByText(/^Login może zawierać tylko litery/)).toBeInTheDocument();
    expect(screen.getByText('Podaj imię')).toBeInTheDocument();
    expect(screen.getByText('Hasło musi mieć co najmniej 12 znaków')).toBeInTheDocument();
    expect(api.callsTo('POST /api/clinic/staff')).toHaveLength(0);
  });

  it('shows a taken login at the login field and the server’s field errors at theirs', async () => {
    stubApi({
      ...choices,
      'POST /api/clinic/staff': [
        apiError(409, 'CONFLICT', 'Login „j.kaminska” jest już zajęty. Wybierz inny.'),
        apiError(400, 'VALIDATION_ERROR', 'Nie ma takiej jednostki.', { errors: [{ path: 'unitIds.0', message: 'Nie ma takiej jednostki.' }] }),
      ],
    });
    const u = userEvent.setup();
    open();
    await fill(u);
    await u.click(screen.getByRole('button', { name: 'Utwórz konto' }));
    expect(await screen.findByText('Login „j.kaminska” jest już zajęty. Wybierz inny.')).toBeInTheDocument();
    await u.click(screen.getByRole('button', { name: 'Utwórz konto' }));
    const units = screen.getByRole('combobox', { name: /^Jednostki/ });
    expect(await screen.findByText('Nie ma takiej jednostki.')).toBeInTheDocument();
    expect(units).toHaveAttribute('aria-invalid', 'true');
  });

  it('still offers the form when the organisation lists do not load, saying so', async () => {
    stubApi({ 'GET /api/clinic/units': apiError(404, 'NOT_FOUND'), 'GET /api/clinic/practitioners': apiError(404, 'NOT_FOUND') });
    open();
    expect(await screen.findByText('Nie udało się wczytać listy jednostek.')).toBeInTheDocument();
    expect(screen.getByText('Nie udało się wczytać listy pracowników medycznych.')).toBeInTheDocument();
    const roles = screen.getByRole('group', { name: /^Role/ });
    expect(within(roles).getAllByRole('checkbox')).toHaveLength(6);
  });
});
