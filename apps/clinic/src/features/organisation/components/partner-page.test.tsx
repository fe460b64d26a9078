import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { notify } from '@portal/ui/notify';
import { describe, expect, it, vi } from 'vitest';
import { apiError, ok, stubApi } from '../../../test/api-stub';
import { admin } from '../../../test/fixtures';
import { renderRoute } from '../../../test/render';
import { signedIn } from '../../../test/signed-in-routes';
import { occupationalDoctor, occupationalNurse, occupationalPartner } from './partner-fixtures';
import { PartnerPage } from './partner-page';

const render = (entry: string) => renderRoute(signedIn(admin, { '/organisation/partners/:partnerId': <PartnerPage /> }), { initialEntries: [entry] });

const fill = async (label: string, text: string, within_: HTMLElement = document.body) => {
  const input = within(within_).getByRole('textbox', { name: label });
  await userEvent.clear(input);
  if (text) await userEvent.type(input, text);
};
const cells = (testId: string) => within(screen.getByTestId(testId)).getAllByRole('cell').map((c) => c.textContent);

describe('PartnerPage: the partner', () => {
  it('adds a partner: the form’s own errors first, then it is sent and its page opened', async () => {
    const api = stubApi({
      'POST /api/clinic/partners': ok({ ...occupationalPartner, id: 7, personnelCount: 0 }, 201),
      'GET /api/clinic/partners/:partnerId': ok({ ...occupationalPartner, id: 7, personnelCount: 0 }),
      'GET /api/clinic/partners/:partnerId/personnel': ok([]),
    });
    const { router } = render('/organisation/partners/new');
    expect(await screen.findByRole('heading', { level: 1, name: 'Nowy partner' })).toBeInTheDocument();
    expect(screen.getByText('Personel dodasz po zapisaniu partnera.')).toBeInTheDocument();

    await fill('NIP', '123');
    await fill('Adres e-mail', 'kontakt@');
    await userEvent.click(screen.getByRole('button', { name: 'Zapisz' }));
    expect(await screen.findByText('Podaj nazwę partnera')).toBeInTheDocument();
    expect(screen.getByText('Wybierz rodzaj partnera z listy.')).toBeInTheDocument();
    expect(screen.getByText('NIP ma 10 cyfr')).toBeInTheDocument();
    expect(screen.getByText('Podaj poprawny adres e-mail')).toBeInTheDocument();
    expect(api.callsTo('POST /api/clinic/partners')).toHaveLength(0);

    await fill('Nazwa', 'Medycyna Pracy BHP-Med sp. z o.o.');
    await userEvent.click(screen.getByRole('combobox', { name: 'Rodzaj partnera' }));
    await userEvent.click(await screen.findByRole('option', { name: 'medycyna pracy' }));
    await fill('NIP', '676-246-85-30');
    await fill('Adres e-mail', 'kontakt@bhp-med.example');
    await userEvent.click(screen.getByRole('button', { name: 'Zapisz' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/organisation/partners/7'));
    expect(api.callsTo('POST /api/clinic/partners')[0].body).toEqual({
      name: 'Medycyna Pracy BHP-Med sp. z o.o.',
      kind: 'OCCUPATIONAL_MEDICINE',
      nip: '6762468530',
      address: null,
      email: 'kontakt@bhp-med.example',
      phone: null,
      active: true,
    });
    expect(await screen.findByText('Partner nie ma jeszcze personelu.')).toBeInTheDocument();
  });

  it('changes a partner: a name taken (409) lands at the name, the server’s field errors (400) at their fields', async () => {
    const warning = vi.spyOn(notify, 'warning');
    const api = stubApi({
      // Read again once it is saved: inactive.
      'GET /api/clinic/partners/:partnerId': () => ok(api.callsTo('PUT /api/clinic/partners/:partnerId').length < 3 ? occupationalPartner : { ...occupationalPartner, active: false }),
      'GET /api/clinic/partners/:partnerId/personnel': ok([occupationalDoctor]),
      'PUT /api/clinic/partners/:partnerId': [
        apiError(409, 'CONFLICT', 'Partner o nazwie Towarzystwo Ubezpieczeń Zdrowie S.A. już istnieje.'),
        apiError(400, 'VALIDATION_ERROR', 'Niepoprawne dane.', { errors: [{ path: 'phone', message: 'Może mieć najwyżej 32 znaki' }] }),
        ok({ ...occupationalPartner, active: false }),
      ],
    });
    render('/organisation/partners/3');
    expect(await screen.findByRole('heading', { level: 1, name: 'Medycyna Pracy BHP-Med sp. z o.o.' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'NIP' })).toHaveValue('6762468530');
    expect(screen.getByRole('combobox', { name: 'Rodzaj partnera' })).toHaveValue('medycyna pracy');

    await fill('Nazwa', 'Towarzystwo Ubezpieczeń Zdrowie S.A.');
    await userEvent.click(screen.getByRole('button', { name: 'Zapisz' }));
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Nazwa' })).toHaveAccessibleDescription(expect.stringContaining('już istnieje')));
    expect(warning).toHaveBeenCalledWith('Partner o nazwie Towarzystwo Ubezpieczeń Zdrowie S.A. już istnieje.');

    await fill('Nazwa', occupationalPartner.name);
    await userEvent.click(screen.getByRole('button', { name: 'Zapisz' }));
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Telefon' })).toHaveAccessibleDescription('Może mieć najwyżej 32 znaki'));

    await userEvent.click(screen.getByRole('switch', { name: 'Aktywny (pacjenci mogą go wybrać w nowej zgodzie)' }));
    await userEvent.click(screen.getByRole('button', { name: 'Zapisz' }));
    await waitFor(() => expect(api.callsTo('PUT /api/clinic/partners/:partnerId')).toHaveLength(3));
    expect(api.callsTo('PUT /api/clinic/partners/:partnerId')[2].body).toMatchObject({ name: occupationalPartner.name, nip: '6762468530', active: false });
    expect(api.callsTo('PUT /api/clinic/partners/:partnerId')[2].params).toEqual({ partnerId: '3' });
    expect(await screen.findByText('Nieaktywny')).toBeInTheDocument();
  });

  it('says so for a partner that is not there', async () => {
    stubApi({ 'GET /api/clinic/partners/:partnerId': apiError(404, 'NOT_FOUND', 'Nie znaleziono żądanego zasobu.') });
    render('/organisation/partners/99');
    expect(await screen.findByText('Nie znaleziono tej pozycji albo nie udało się jej wczytać.')).toBeInTheDocument();
  });
});

describe('PartnerPage: the personnel', () => {
  const stored = (personnel = [occupationalDoctor, occupationalNurse]) => ({
    'GET /api/clinic/partners/:partnerId': ok(occupationalPartner),
    'GET /api/clinic/partners/:partnerId/personnel': ok(personnel),
  });

  it('lists the personnel with function, e-mail and activity', async () => {
    stubApi(stored());
    render('/organisation/partners/3');
    expect(await screen.findByRole('table', { name: 'Personel partnera' })).toBeInTheDocument();
    expect(cells('person-11')).toEqual(['Krzysztof Malinowski', 'lekarz medycyny pracy', 'k.malinowski@bhp-med.example', 'Aktywna', 'Zmień']);
    expect(cells('person-12')).toEqual(['Barbara Sikora', '—', '—', 'Nieaktywna', 'Zmień']);
  });

  it('says when the partner has no personnel yet', async () => {
    stubApi(stored([]));
    render('/organisation/partners/3');
    expect(await screen.findByText('Partner nie ma jeszcze personelu.')).toBeInTheDocument();
  });

  it('says when the personnel failed to load, the partner’s form still there', async () => {
    stubApi({ ...stored(), 'GET /api/clinic/partners/:partnerId/personnel': apiError(500, 'INTERNAL_ERROR', 'Wystąpił nieoczekiwany błąd serwera. Spróbuj ponownie później.') });
    render('/organisation/partners/3');
    expect(await screen.findByText('Nie udało się wczytać personelu partnera.')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Nazwa' })).toHaveValue(occupationalPartner.name);
  });

  it('adds a person in a dialog: names required, the e-mail checked; then sent and the list read again', async () => {
    const success = vi.spyOn(notify, 'success');
    const api = stubApi({
      ...stored([occupationalDoctor]),
      'POST /api/clinic/partners/:partnerId/personnel': ok({ ...occupationalNurse, active: true, position: 'pielęgniarka medycyny pracy' }, 201),
    });
    render('/organisation/partners/3');
    await userEvent.click(await screen.findByRole('button', { name: 'Dodaj osobę' }));
    const dialog = await screen.findByRole('dialog', { name: 'Nowa osoba personelu' });
    await fill('Adres e-mail', 'b.sikora@', dialog);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Zapisz' }));
    expect(await within(dialog).findByText('Podaj imię')).toBeInTheDocument();
    expect(within(dialog).getByText('Podaj nazwisko')).toBeInTheDocument();
    expect(within(dialog).getByText('Podaj poprawny adres e-mail')).toBeInTheDocument();
    expect(api.callsTo('POST /api/clinic/partners/:partnerId/personnel')).toHaveLength(0);

    await fill('Imię', 'Barbara', dialog);
    await fill('Nazwisko', 'Sikora', dialog);
    await fill('Funkcja', 'pielęgniarka medycyny pracy', dialog);
    await fill('Adres e-mail', '', dialog);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Zapisz' }));
    await waitFor(() => expect(success).toHaveBeenCalledWith('Zapisano dane osoby.'));
    expect(api.callsTo('POST /api/clinic/partners/:partnerId/personnel')[0]).toMatchObject({
      params: { partnerId: '3' },
      body: { name: 'Barbara', lastName: 'Sikora', position: 'pielęgniarka medycyny pracy', email: null, active: true },
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(api.callsTo('GET /api/clinic/partners/:partnerId/personnel')).toHaveLength(2));
  });

  it('changes a person: the stored values in the dialog, a server’s field error at its field, another refusal above the form', async () => {
    const api = stubApi({
      ...stored(),
      'PUT /api/clinic/partners/:partnerId/personnel/:personnelId': [
        apiError(400, 'VALIDATION_ERROR', 'Niepoprawne dane.', { errors: [{ path: 'lastName', message: 'Nazwisko może zawierać tylko litery' }] }),
        apiError(404, 'NOT_FOUND', 'Nie znaleziono żądanego zasobu.'),
        ok({ ...occupationalDoctor, active: false }),
      ],
    });
    render('/organisation/partners/3');
    await userEvent.click(await screen.findByRole('button', { name: 'Zmień: Krzysztof Malinowski' }));
    const dialog = await screen.findByRole('dialog', { name: 'Zmiana danych: Krzysztof Malinowski' });
    expect(within(dialog).getByRole('textbox', { name: 'Funkcja' })).toHaveValue('lekarz medycyny pracy');
    await userEvent.click(within(dialog).getByRole('switch', { name: 'Aktywna (pacjent może ją wskazać w nowej zgodzie)' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Zapisz' }));
    await waitFor(() => expect(within(dialog).getByRole('textbox', { name: 'Nazwisko' })).toHaveAccessibleDescription('Nazwisko może zawierać tylko litery'));

    await userEvent.click(within(dialog).getByRole('button', { name: 'Zapisz' }));
    expect(await within(dialog).findByText('Nie znaleziono żądanego zasobu.')).toBeInTheDocument();

    await userEvent.click(within(dialog).getByRole('button', { name: 'Zapisz' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const puts = api.callsTo('PUT /api/clinic/partners/:partnerId/personnel/:personnelId');
    expect(puts[2].params).toEqual({ partnerId: '3', personnelId: '11' });
    expect(puts[2].body).toEqual({ name: 'Krzysztof', lastName: 'Malinowski', position: 'lekarz medycyny pracy', email: 'k.malinowski@bhp-med.example', active: false });
  });
});
