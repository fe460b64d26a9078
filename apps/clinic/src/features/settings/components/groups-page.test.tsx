import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { notify } from '@portal/ui/notify';
import { apiError, ok, stubApi } from '../../../test/api-stub';
import { renderRoute } from '../../../test/render';
import { settingsRoutes } from '../routes';
import { AdverseEventsPage, FilesPage, HelpPage, IdentificationPage, MedicalRecordsSettingsPage, ModulesPage, OtherSettingsPage, QuestionnaireSettingsPage, SignInSettingsPage } from './groups-page';
import { MeasurementsSettingsPage } from './measurements-settings-page';
import { demoSettings } from './settings-fixtures';

describe('settings pages', () => {
  it('module switches: a labelled switch per flag with its Polish name and description; saving sends the whole group', async () => {
    const api = stubApi({
      'GET /api/clinic/settings': ok(demoSettings()),
      'PUT /api/clinic/settings/:key': (call) => ok(call.body as never),
    });
    renderRoute(<ModulesPage />);
    const success = vi.spyOn(notify, 'success');
    // A switch is named by its label and its description (both inside its label element).
    const allergies = await screen.findByRole('switch', { name: /^Alergie/ });
    expect(allergies).toBeChecked();
    expect(screen.getByText('Lista alergii pacjenta, którą pacjent sam uzupełnia.')).toBeInTheDocument();
    expect(screen.getAllByRole('switch')).toHaveLength(17);
    expect(screen.getByRole('switch', { name: /^Rezerwacje wizyt/ })).not.toBeChecked();

    await userEvent.click(allergies);
    await userEvent.click(screen.getByRole('button', { name: 'Zapisz: Moduły portalu' }));
    await waitFor(() => expect(success).toHaveBeenCalledWith('Zapisano: Moduły portalu.'));
    const [put] = api.callsTo('PUT /api/clinic/settings/:key');
    expect(put.path).toBe('/api/clinic/settings/application');
    expect(put.body).toEqual({ ...demoSettings().application, allergyModule: false });
  });

  it('checks a group with its schema before sending: a help address that is not http(s) is refused in Polish', async () => {
    const api = stubApi({ 'GET /api/clinic/settings': ok(demoSettings()) });
    renderRoute(<HelpPage />);
    const url = await screen.findByRole('textbox', { name: 'Adres pomocy' });
    await userEvent.clear(url);
    await userEvent.type(url, 'javascript:alert(1)');
    await userEvent.click(screen.getByRole('button', { name: 'Zapisz: Pomoc' }));
    expect(await screen.findByText('Podaj pełny adres zaczynający się od http:// albo https://')).toBeInTheDocument();
    expect(url).toHaveAttribute('aria-invalid', 'true');
    expect(api.callsTo('PUT /api/clinic/settings/:key')).toHaveLength(0);
  });

  it('an empty optional address is sent as null', async () => {
    const api = stubApi({ 'GET /api/clinic/settings': ok(demoSettings()), 'PUT /api/clinic/settings/:key': (call) => ok(call.body as never) });
    renderRoute(<HelpPage />);
    await userEvent.clear(await screen.findByRole('textbox', { name: 'Adres pomocy' }));
    await userEvent.click(screen.getByRole('button', { name: 'Zapisz: Pomoc' }));
    await waitFor(() => expect(api.callsTo('PUT /api/clinic/settings/:key')).toHaveLength(1));
    expect(api.callsTo('PUT /api/clinic/settings/:key')[0].body).toEqual({ helpUrl: null, contextHelpEnabled: true });
  });

  it("shows the server's field errors at the fields (a file type the server cannot recognise)", async () => {
    const message = 'Serwer nie rozpoznaje plików typu „txt” po ich zawartości: takich plików nie da się przyjąć';
    stubApi({
      'GET /api/clinic/settings': ok(demoSettings()),
      'PUT /api/clinic/settings/:key': apiError(400, 'VALIDATION_ERROR', message, { errors: [{ path: 'fileTypes.4', message }] }),
    });
    renderRoute(<FilesPage />);
    const warning = vi.spyOn(notify, 'warning');
    const types = await screen.findByLabelText('Dozwolone typy plików', { selector: 'input' });
    await userEvent.type(types, 'txt{Enter}');
    await userEvent.click(screen.getByRole('button', { name: 'Zapisz: Limity załączników' }));
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(types).toHaveAttribute('aria-invalid', 'true');
    expect(warning).toHaveBeenCalledWith(message);
  });

  it('file limits: the size in bytes with its readable size and the server maximum; a size above it is refused', async () => {
    const api = stubApi({ 'GET /api/clinic/settings': ok(demoSettings()) });
    renderRoute(<FilesPage />);
    const size = await screen.findByRole('textbox', { name: 'Największy rozmiar pliku (w bajtach)' });
    expect(screen.getByText(/Teraz: 5 MB\. Najwyżej 20 MB\./)).toBeInTheDocument();
    await userEvent.clear(size);
    await userEvent.type(size, '30000000');
    await userEvent.click(screen.getByRole('button', { name: 'Zapisz: Limity załączników' }));
    expect(await screen.findByText(/Wartość może wynosić najwyżej 20971520/)).toBeInTheDocument();
    expect(api.callsTo('PUT /api/clinic/settings/:key')).toHaveLength(0);
  });

  it('a failed save says so and keeps what was typed', async () => {
    const failure = vi.spyOn(notify, 'failure');
    stubApi({ 'GET /api/clinic/settings': ok(demoSettings()), 'PUT /api/clinic/settings/:key': apiError(500, 'INTERNAL_ERROR') });
    renderRoute(<AdverseEventsPage />);
    const url = await screen.findByRole('textbox', { name: 'Adres formularza zgłoszenia' });
    await userEvent.clear(url);
    await userEvent.type(url, 'https://zdrowieplus.example/zgloszenia');
    await userEvent.click(screen.getByRole('button', { name: 'Zapisz: Zgłaszanie działań niepożądanych' }));
    await waitFor(() => expect(failure).toHaveBeenCalledWith(expect.anything(), 'Nie udało się zapisać ustawień.'));
    expect(url).toHaveValue('https://zdrowieplus.example/zgloszenia');
  });

  it.each([
    { page: <SignInSettingsPage />, groups: ['Strona logowania', 'Rejestracja konta'] },
    { page: <IdentificationPage />, groups: ['Dane placówki', 'Co portal pokazuje o placówce'] },
    {
      page: <OtherSettingsPage />,
      groups: ['Dane pacjenta na koncie', 'Potwierdzanie numeru telefonu', 'Instalacja', 'Wiadomości', 'Konto niepotwierdzone'],
    },
  ])('shows a form per group with every field named ($groups)', async ({ page, groups }) => {
    stubApi({ 'GET /api/clinic/settings': ok(demoSettings()) });
    const { container } = renderRoute(page);
    for (const name of groups) {
      const section = await screen.findByRole('region', { name });
      expect(within(section).getByRole('button', { name: `Zapisz: ${name}` })).toBeInTheDocument();
    }
    // Every label and description is a text of its own, never a key.
    expect(container.textContent).not.toMatch(/fields\.|groups\.|options\./);
  });

  it('the registration form shows the countries and the username mode in Polish', async () => {
    stubApi({ 'GET /api/clinic/settings': ok(demoSettings()) });
    renderRoute(<SignInSettingsPage />);
    const registration = await screen.findByRole('region', { name: 'Rejestracja konta' });
    expect(within(registration).getByLabelText('Nazwa użytkownika', { selector: 'input' })).toHaveValue('Adresem e-mail');
    expect(within(registration).getByText('DE')).toBeInTheDocument();
    expect(within(registration).getByRole('textbox', { name: 'Najniższy wiek do założenia własnego konta' })).toHaveValue('16');
  });

  it('the area: the index leads to the modules page; the menu names every page', async () => {
    stubApi({ 'GET /api/clinic/settings': ok(demoSettings()), 'GET /api/clinic/links': ok([]) });
    renderRoute(settingsRoutes, { initialEntries: ['/settings'] });
    expect(await screen.findByRole('heading', { level: 1, name: 'Ustawienia portalu' })).toBeInTheDocument();
    expect(await screen.findByRole('switch', { name: /^Alergie/ })).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Części ustawień' });
    expect(within(nav).getAllByRole('link').map((a) => a.textContent)).toEqual([
      'Moduły',
      'Logowanie i rejestracja',
      'Załączniki',
      'Odnośniki górnego paska',
      'Pomoc',
      'Dane placówki',
      'Działania niepożądane',
      'Ankiety i samoocena',
      'Dokumentacja medyczna',
      'Rezerwacje',
      'Pomiary',
      'Pozostałe',
    ]);
    expect(within(nav).getByRole('link', { name: 'Moduły' })).toHaveAttribute('aria-current', 'page');
    await userEvent.click(within(nav).getByRole('link', { name: 'Odnośniki górnego paska' }));
    expect(await screen.findByText('Portal nie ma odnośników w górnym pasku.')).toBeInTheDocument();
  });

  it('self-assessment: the two switches of the questionnaire group, saved as the whole group', async () => {
    const api = stubApi({ 'GET /api/clinic/settings': ok(demoSettings()), 'PUT /api/clinic/settings/:key': (call) => ok(call.body as never) });
    renderRoute(<QuestionnaireSettingsPage />);
    const offered = await screen.findByRole('switch', { name: /^Samoocena objawów/ });
    expect(offered).toBeChecked();
    const location = screen.getByRole('switch', { name: /^Położenie pacjenta w wyniku/ });
    expect(location).not.toBeChecked();
    expect(screen.getByText('Pacjent może (za swoją zgodą) dołączyć do wyniku samooceny swoje położenie.')).toBeInTheDocument();
    await userEvent.click(location);
    await userEvent.click(screen.getByRole('button', { name: 'Zapisz: Samoocena objawów' }));
    await waitFor(() => expect(api.callsTo('PUT /api/clinic/settings/:key')).toHaveLength(1));
    const [put] = api.callsTo('PUT /api/clinic/settings/:key');
    expect(put.path).toBe('/api/clinic/settings/questionnaire');
    expect(put.body).toEqual({ selfAssessmentQuestionaire: true, selfAssessmentGps: true });
  });
  it('medical records: the three groups with Polish labels; delivery methods are chosen from PORTAL, IN_PERSON and POST', async () => {
    const api = stubApi({ 'GET /api/clinic/settings': ok(demoSettings()), 'PUT /api/clinic/settings/:key': (call) => ok(call.body as never) });
    renderRoute(<MedicalRecordsSettingsPage />);
    expect(await screen.findByRole('heading', { name: 'Wizyty' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Wyniki badań' })).toBeInTheDocument();
    expect(screen.getByRole('switch', { name: /^Rozpoznania na liście wizyt/ })).toBeChecked();
    const requests = screen.getByRole('region', { name: 'Wnioski o dokumentację' });
    const methods = within(requests).getByRole('combobox', { name: /^Sposoby odbioru kopii/ });
    // Take post away (a chosen option, clicked again): the group is sent with the two methods left.
    await userEvent.click(methods);
    const options = await screen.findAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual(['Pobranie w portalu', 'Odbiór osobisty', 'Wysyłka pocztą']);
    await userEvent.click(screen.getByRole('option', { name: 'Wysyłka pocztą' }));
    await userEvent.click(screen.getByRole('button', { name: 'Zapisz: Wnioski o dokumentację' }));
    await waitFor(() => expect(api.callsTo('PUT /api/clinic/settings/:key')).toHaveLength(1));
    expect(api.callsTo('PUT /api/clinic/settings/:key')[0].path).toBe('/api/clinic/settings/document-requests');
    expect(api.callsTo('PUT /api/clinic/settings/:key')[0].body).toMatchObject({ deliveryMethods: ['PORTAL', 'IN_PERSON'] });
  });

  it('the modules page names the medical register switch', async () => {
    stubApi({ 'GET /api/clinic/settings': ok(demoSettings()) });
    renderRoute(<ModulesPage />);
    expect(await screen.findByRole('switch', { name: /^Dokumentacja medyczna/ })).toBeInTheDocument();
  });
  it('measurements: the kinds patients see, refused without weight and height while BMI is kept, saved in their order', async () => {
    const api = stubApi({ 'GET /api/clinic/settings': ok(demoSettings()), 'PUT /api/clinic/settings/:key': (call) => ok(call.body as never) });
    renderRoute(<MeasurementsSettingsPage />);
    const success = vi.spyOn(notify, 'success');
    const group = await screen.findByRole('group', { name: 'Pokazywane rodzaje pomiarów' });
    expect(within(group).getAllByRole('checkbox', { checked: true })).toHaveLength(5);
    await userEvent.click(within(group).getByRole('checkbox', { name: 'Wzrost' }));
    await userEvent.click(screen.getByRole('button', { name: 'Zapisz: Pomiary pacjentów' }));
    expect(await screen.findByText('BMI i powierzchnia ciała wymagają pokazania wagi i wzrostu')).toBeInTheDocument();
    expect(api.callsTo('PUT /api/clinic/settings/:key')).toHaveLength(0);

    await userEvent.click(within(group).getByRole('checkbox', { name: 'BMI' }));
    await userEvent.click(within(group).getByRole('checkbox', { name: 'Powierzchnia ciała' }));
    await userEvent.click(screen.getByRole('button', { name: 'Zapisz: Pomiary pacjentów' }));
    await waitFor(() => expect(success).toHaveBeenCalledWith('Zapisano: Pomiary pacjentów.'));
    const [put] = api.callsTo('PUT /api/clinic/settings/:key');
    expect(put.path).toBe('/api/clinic/settings/measurements');
    expect(put.body).toEqual({ shownKinds: ['PRESSURE', 'WEIGHT'] });
  });
});
