import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { apiError, ok, stubApi } from '../../../test/api-stub';
import { admin, nurse } from '../../../test/fixtures';
import { renderRoute } from '../../../test/render';
import { signedIn } from '../../../test/signed-in-routes';
import { CategoriesPage } from './categories-page';
import { categories, gabinet, rejestracja } from './fixtures';
import { MailboxesPage } from './mailboxes-page';

describe('MailboxesPage', () => {
  it('lists the mailboxes with their members and adds one with a member picked from the staff', async () => {
    const api = stubApi({
      'GET /api/clinic/mailboxes': ok([rejestracja]),
      'GET /api/clinic/staff': ok({ items: [nurse], pageIndex: 0, pageSize: 10, hasNextPage: false }),
      'POST /api/clinic/mailboxes': ok({ ...rejestracja, id: 4, name: 'Położne', members: [{ id: 4, name: 'Joanna', lastName: 'Kamińska' }] }, 201),
    });
    renderRoute(signedIn(admin, { '/messages/mailboxes': <MailboxesPage /> }), { initialEntries: ['/messages/mailboxes'] });
    const table = await screen.findByRole('table', { name: 'Skrzynki wspólne' });
    expect(within(table).getAllByRole('row')[1]).toHaveTextContent('RejestracjaSprawy rejestracjitaktakEwa Nowicka');

    await userEvent.click(screen.getByRole('button', { name: 'Nowa skrzynka' }));
    const dialog = await screen.findByRole('dialog', { name: 'Nowa skrzynka' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Nazwa' }), 'Położne');
    await userEvent.type(within(dialog).getByRole('searchbox', { name: 'Szukaj członka personelu' }), 'joa');
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Dodaj członka: Joanna Kamińska' }));
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Przyjmuje wiadomości od pacjentów' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Zapisz' }));
    await waitFor(() => expect(api.callsTo('POST /api/clinic/mailboxes')).toHaveLength(1));
    expect(api.callsTo('POST /api/clinic/mailboxes')[0].body).toEqual({
      name: 'Położne',
      nameEn: null,
      nameUk: null,
      description: null,
      descriptionEn: null,
      descriptionUk: null,
      acceptsPatientMessages: false,
      active: true,
      memberIds: [4],
    });
  });

  it('says which names lack a translation, and saves the English and Ukrainian names (trimmed; an emptied one is none)', async () => {
    const api = stubApi({
      'GET /api/clinic/mailboxes': ok([gabinet, rejestracja]),
      'POST /api/clinic/mailboxes': ok({ ...gabinet, id: 5, name: 'Punkt szczepień', nameEn: 'Vaccination point', nameUk: 'Пункт щеплень' }, 201),
      'PUT /api/clinic/mailboxes/:mailboxId': ok({ ...rejestracja, nameUk: null }),
    });
    renderRoute(signedIn(admin, { '/messages/mailboxes': <MailboxesPage /> }), { initialEntries: ['/messages/mailboxes'] });
    const table = await screen.findByRole('table', { name: 'Skrzynki wspólne' });
    expect(within(table).getAllByRole('row').map((r) => r.textContent)).toEqual([
      'NazwaOd pacjentówAktywnaCzłonkowieDziałania',
      'Gabinet zabiegowyBrak tłumaczenia: ukraińskitaktakbrakEdytuj',
      'RejestracjaSprawy rejestracjitaktakEwa NowickaEdytuj',
    ]);
    expect(within(table).getByText('Gabinet zabiegowy')).toHaveAttribute('lang', 'pl');

    await userEvent.click(screen.getByRole('button', { name: 'Nowa skrzynka' }));
    const dialog = await screen.findByRole('dialog', { name: 'Nowa skrzynka' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Nazwa' }), 'Punkt szczepień');
    const english = within(dialog).getByRole('textbox', { name: 'Nazwa po angielsku' });
    expect(english).toHaveAttribute('lang', 'en');
    expect(english).toHaveAccessibleDescription(expect.stringContaining('bez ukraińskiej — angielską'));
    const ukrainian = within(dialog).getByRole('textbox', { name: 'Nazwa po ukraińsku' });
    expect(ukrainian).toHaveAttribute('lang', 'uk');
    await userEvent.type(english, '  Vaccination point ');
    await userEvent.type(ukrainian, 'Пункт щеплень');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Zapisz' }));
    await waitFor(() => expect(api.callsTo('POST /api/clinic/mailboxes')).toHaveLength(1));
    expect(api.callsTo('POST /api/clinic/mailboxes')[0].body).toMatchObject({ name: 'Punkt szczepień', nameEn: 'Vaccination point', nameUk: 'Пункт щеплень' });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await userEvent.click(screen.getByRole('button', { name: 'Edytuj: Rejestracja' }));
    const edit = await screen.findByRole('dialog', { name: 'Skrzynka „Rejestracja”' });
    expect(within(edit).getByRole('textbox', { name: 'Nazwa po angielsku' })).toHaveValue('Registration');
    await userEvent.clear(within(edit).getByRole('textbox', { name: 'Nazwa po ukraińsku' }));
    await userEvent.click(within(edit).getByRole('button', { name: 'Zapisz' }));
    await waitFor(() => expect(api.callsTo('PUT /api/clinic/mailboxes/3')).toHaveLength(1));
    expect(api.callsTo('PUT /api/clinic/mailboxes/3')[0].body).toEqual({
      name: 'Rejestracja',
      nameEn: 'Registration',
      nameUk: null,
      description: 'Sprawy rejestracji',
      descriptionEn: 'Registration matters',
      descriptionUk: 'Питання реєстрації',
      acceptsPatientMessages: true,
      active: true,
      memberIds: [2],
    });
  });

  it('saves the description in English and Ukrainian (trimmed; an emptied one is none), each field in its language', async () => {
    const api = stubApi({
      'GET /api/clinic/mailboxes': ok([gabinet, rejestracja]),
      'POST /api/clinic/mailboxes': ok({ ...gabinet, id: 5, name: 'Punkt szczepień', description: 'Szczepienia', descriptionEn: 'Vaccinations', descriptionUk: 'Щеплення' }, 201),
      'PUT /api/clinic/mailboxes/:mailboxId': ok({ ...rejestracja, descriptionEn: null }),
    });
    renderRoute(signedIn(admin, { '/messages/mailboxes': <MailboxesPage /> }), { initialEntries: ['/messages/mailboxes'] });
    await screen.findByRole('table', { name: 'Skrzynki wspólne' });

    await userEvent.click(screen.getByRole('button', { name: 'Nowa skrzynka' }));
    const dialog = await screen.findByRole('dialog', { name: 'Nowa skrzynka' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Nazwa' }), 'Punkt szczepień');
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Opis' }), 'Szczepienia');
    const english = within(dialog).getByRole('textbox', { name: 'Opis po angielsku' });
    expect(english).toHaveAttribute('lang', 'en');
    expect(english).toHaveAccessibleDescription(expect.stringContaining('bez ukraińskiego opisu — angielski'));
    const ukrainian = within(dialog).getByRole('textbox', { name: 'Opis po ukraińsku' });
    expect(ukrainian).toHaveAttribute('lang', 'uk');
    expect(ukrainian).toHaveValue('');
    await userEvent.type(english, '  Vaccinations ');
    await userEvent.type(ukrainian, 'Щеплення');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Zapisz' }));
    await waitFor(() => expect(api.callsTo('POST /api/clinic/mailboxes')).toHaveLength(1));
    expect(api.callsTo('POST /api/clinic/mailboxes')[0].body).toMatchObject({ name: 'Punkt szczepień', description: 'Szczepienia', descriptionEn: 'Vaccinations', descriptionUk: 'Щеплення' });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await userEvent.click(screen.getByRole('button', { name: 'Edytuj: Rejestracja' }));
    const edit = await screen.findByRole('dialog', { name: 'Skrzynka „Rejestracja”' });
    expect(within(edit).getByRole('textbox', { name: 'Opis po ukraińsku' })).toHaveValue('Питання реєстрації');
    await userEvent.clear(within(edit).getByRole('textbox', { name: 'Opis po angielsku' }));
    await userEvent.click(within(edit).getByRole('button', { name: 'Zapisz' }));
    await waitFor(() => expect(api.callsTo('PUT /api/clinic/mailboxes/3')).toHaveLength(1));
    expect(api.callsTo('PUT /api/clinic/mailboxes/3')[0].body).toMatchObject({ description: 'Sprawy rejestracji', descriptionEn: null, descriptionUk: 'Питання реєстрації' });
  });

  it('refuses a description in Ukrainian too long before sending, and shows the server refusing one at its field', async () => {
    const api = stubApi({
      'GET /api/clinic/mailboxes': ok([rejestracja]),
      'PUT /api/clinic/mailboxes/:mailboxId': apiError(400, 'VALIDATION_ERROR', 'Tłumaczenie może mieć najwyżej 500 znaków', {
        errors: [{ path: 'descriptionEn', message: 'Tłumaczenie może mieć najwyżej 500 znaków' }],
      }),
    });
    renderRoute(signedIn(admin, { '/messages/mailboxes': <MailboxesPage /> }), { initialEntries: ['/messages/mailboxes'] });
    await userEvent.click(await screen.findByRole('button', { name: 'Edytuj: Rejestracja' }));
    const dialog = await screen.findByRole('dialog', { name: 'Skrzynka „Rejestracja”' });
    const ukrainian = within(dialog).getByRole('textbox', { name: 'Opis po ukraińsku' });
    await userEvent.clear(ukrainian);
    await userEvent.click(ukrainian);
    await userEvent.paste('я'.repeat(501));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Zapisz' }));
    await waitFor(() => expect(ukrainian).toHaveAccessibleDescription(expect.stringContaining('Tłumaczenie może mieć najwyżej 500 znaków')));
    expect(api.callsTo('PUT /api/clinic/mailboxes/3')).toHaveLength(0);

    await userEvent.clear(ukrainian);
    await userEvent.type(ukrainian, 'Питання реєстрації');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Zapisz' }));
    const english = within(dialog).getByRole('textbox', { name: 'Opis po angielsku' });
    await waitFor(() => expect(english).toHaveAccessibleDescription(expect.stringContaining('Tłumaczenie może mieć najwyżej 500 znaków')));
    expect(english).toHaveAttribute('aria-invalid', 'true');
    expect(api.callsTo('PUT /api/clinic/mailboxes/3')).toHaveLength(1);
  });

  it('refuses a name in English too long before sending, and shows the server refusing one at its field', async () => {
    const api = stubApi({
      'GET /api/clinic/mailboxes': ok([rejestracja]),
      'PUT /api/clinic/mailboxes/:mailboxId': apiError(400, 'VALIDATION_ERROR', 'Tłumaczenie może mieć najwyżej 100 znaków', {
        errors: [{ path: 'nameUk', message: 'Tłumaczenie może mieć najwyżej 100 znaków' }],
      }),
    });
    renderRoute(signedIn(admin, { '/messages/mailboxes': <MailboxesPage /> }), { initialEntries: ['/messages/mailboxes'] });
    await userEvent.click(await screen.findByRole('button', { name: 'Edytuj: Rejestracja' }));
    const dialog = await screen.findByRole('dialog', { name: 'Skrzynka „Rejestracja”' });
    const english = within(dialog).getByRole('textbox', { name: 'Nazwa po angielsku' });
    await userEvent.clear(english);
    await userEvent.click(english);
    await userEvent.paste('x'.repeat(101));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Zapisz' }));
    await waitFor(() => expect(english).toHaveAccessibleDescription(expect.stringContaining('Tłumaczenie może mieć najwyżej 100 znaków')));
    expect(api.callsTo('PUT /api/clinic/mailboxes/3')).toHaveLength(0);

    await userEvent.clear(english);
    await userEvent.type(english, 'Registration');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Zapisz' }));
    const ukrainian = within(dialog).getByRole('textbox', { name: 'Nazwa po ukraińsku' });
    await waitFor(() => expect(ukrainian).toHaveAccessibleDescription(expect.stringContaining('Tłumaczenie może mieć najwyżej 100 znaków')));
    expect(ukrainian).toHaveAttribute('aria-invalid', 'true');
    expect(api.callsTo('PUT /api/clinic/mailboxes/3')).toHaveLength(1);
  });

  it('shows a name another mailbox has (409) at the name field', async () => {
    stubApi({
      'GET /api/clinic/mailboxes': ok([rejestracja]),
      'PUT /api/clinic/mailboxes/:mailboxId': apiError(409, 'CONFLICT', 'Skrzynka o tej nazwie już istnieje'),
    });
    renderRoute(signedIn(admin, { '/messages/mailboxes': <MailboxesPage /> }), { initialEntries: ['/messages/mailboxes'] });
    await userEvent.click(await screen.findByRole('button', { name: 'Edytuj: Rejestracja' }));
    const dialog = await screen.findByRole('dialog', { name: 'Skrzynka „Rejestracja”' });
    expect(within(dialog).getByRole('list', { name: 'Członkowie' })).toHaveTextContent('Ewa Nowicka');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Zapisz' }));
    const name = within(dialog).getByRole('textbox', { name: 'Nazwa' });
    await waitFor(() => expect(name).toHaveAccessibleDescription(expect.stringContaining('Skrzynka o tej nazwie już istnieje')));
    expect(name).toHaveAttribute('aria-invalid', 'true');
  });
});

describe('CategoriesPage', () => {
  it('lists every category, inactive ones too, says which names lack a translation, and adds one with its code and translations', async () => {
    const vaccinations = { code: 'VACC', name: 'Szczepienia', nameEn: 'Vaccinations', nameUk: 'Щеплення', description: null, descriptionEn: null, descriptionUk: null, active: true, sortOrder: 5 };
    const api = stubApi({
      'GET /api/clinic/message-categories': ok(categories),
      'POST /api/clinic/message-categories': ok(vaccinations, 201),
    });
    renderRoute(signedIn(admin, { '/messages/categories': <CategoriesPage /> }), { initialEntries: ['/messages/categories'] });
    const table = await screen.findByRole('table', { name: 'Kategorie wiadomości' });
    expect(within(table).getAllByRole('row').map((r) => r.textContent)).toEqual([
      'KodNazwaOpisKolejnośćAktywnaDziałania',
      'MWiadomość0takEdytuj',
      'RESULTSWyniki badańBrak tłumaczenia: ukraińskiPytania o wyniki10takEdytuj',
      'OLDArchiwalnaBrak tłumaczenia: angielski, ukraiński99nieEdytuj',
    ]);
    await userEvent.click(screen.getByRole('button', { name: 'Nowa kategoria' }));
    const dialog = await screen.findByRole('dialog', { name: 'Nowa kategoria' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Kod' }), 'vacc');
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Nazwa' }), 'Szczepienia');
    const english = within(dialog).getByRole('textbox', { name: 'Nazwa po angielsku' });
    expect(english).toHaveAttribute('lang', 'en');
    await userEvent.type(english, '  Vaccinations ');
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Nazwa po ukraińsku' }), 'Щеплення');
    const order = within(dialog).getByRole('textbox', { name: 'Kolejność' });
    await userEvent.clear(order);
    await userEvent.type(order, '5');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Zapisz' }));
    await waitFor(() => expect(api.callsTo('POST /api/clinic/message-categories')).toHaveLength(1));
    expect(api.callsTo('POST /api/clinic/message-categories')[0].body).toEqual({
      code: 'VACC',
      name: 'Szczepienia',
      nameEn: 'Vaccinations',
      nameUk: 'Щеплення',
      description: null,
      descriptionEn: null,
      descriptionUk: null,
      active: true,
      sortOrder: 5,
    });
  });

  it('shows a code another category has (409) at the code field', async () => {
    stubApi({ 'GET /api/clinic/message-categories': ok(categories), 'POST /api/clinic/message-categories': apiError(409, 'CONFLICT', 'Kategoria o tym kodzie już istnieje') });
    renderRoute(signedIn(admin, { '/messages/categories': <CategoriesPage /> }), { initialEntries: ['/messages/categories'] });
    await userEvent.click(await screen.findByRole('button', { name: 'Nowa kategoria' }));
    const dialog = await screen.findByRole('dialog', { name: 'Nowa kategoria' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Kod' }), 'M');
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Nazwa' }), 'Druga');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Zapisz' }));
    const code = within(dialog).getByRole('textbox', { name: 'Kod' });
    await waitFor(() => expect(code).toHaveAccessibleDescription(expect.stringContaining('Kategoria o tym kodzie już istnieje')));
  });

  it('keeps the code of a stored category and shows why M cannot be switched off', async () => {
    const api = stubApi({
      'GET /api/clinic/message-categories': ok(categories),
      'PUT /api/clinic/message-categories/:code': apiError(400, 'VALIDATION_ERROR', 'Kategorii M (Wiadomość) nie można wyłączyć', {
        errors: [{ path: 'active', message: 'Kategorii M (Wiadomość) nie można wyłączyć' }],
      }),
    });
    renderRoute(signedIn(admin, { '/messages/categories': <CategoriesPage /> }), { initialEntries: ['/messages/categories'] });
    await userEvent.click(await screen.findByRole('button', { name: 'Edytuj: Wiadomość' }));
    const dialog = await screen.findByRole('dialog', { name: 'Kategoria M' });
    expect(within(dialog).getByRole('textbox', { name: 'Kod' })).toHaveAttribute('readonly');
    await userEvent.click(within(dialog).getByRole('switch', { name: 'Aktywna' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Zapisz' }));
    expect(await within(dialog).findByText('Kategorii M (Wiadomość) nie można wyłączyć')).toBeInTheDocument();
    expect(within(dialog).getByRole('switch', { name: /Aktywna/ })).toHaveAccessibleDescription(expect.stringContaining('nie można wyłączyć'));
    expect(api.callsTo('PUT /api/clinic/message-categories/M')[0].body).toEqual({
      name: 'Wiadomość',
      nameEn: 'Message',
      nameUk: 'Повідомлення',
      description: null,
      descriptionEn: null,
      descriptionUk: null,
      active: false,
      sortOrder: 0,
    });
  });
});
