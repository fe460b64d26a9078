import type { DeclarationInput } from '@portal/contracts';
import { notify } from '@portal/ui/notify';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { apiError, ok, stubApi, type ApiTable } from '../../../test/api-stub';
import { renderRoute } from '../../../test/render';
import { wizardTypeSegments } from '../routes';
import { annaData, gpStaff, loadDeclarationTexts, nurseWaiting, testDeclaration } from '../test-declarations';
import { NewDeclarationPage } from './wizard-page';

beforeAll(loadDeclarationTexts);
afterEach(() => {
  vi.restoreAllMocks();
  document.title = '';
});

const created = testDeclaration({ id: 40, state: 'REGISTERED', decision: 'PENDING', inForce: false, signature: null, dateOfSubmission: null });
const provider = { name: 'Przychodnia Zdrowa Rodzina sp. z o.o.', address: 'ul. Zdrowa 1, 31-001 Kraków', nip: null, regon: null, nfzCode: '06/0001' };

/** The answers a declaration meets from the patient to the summary; `extra` adds or replaces some. */
const wizardApi = (extra: ApiTable = {}) =>
  stubApi({
    'GET /api/mpi/accounts/mpi-user/patients/:id/declaration-data': ok(annaData),
    'GET /api/declarations/primary-healthcare-staff/general-practitioners': ok(gpStaff),
    'GET /api/declarations/primary-healthcare-staff/nurses': ok([{ ...gpStaff[0]!, employeeId: 9, name: 'Ewa', lastName: 'Zielińska', degree: 'mgr piel.', occupationCode: 'NURSE' }]),
    'GET /api/declarations/primary-healthcare-staff/midwifes': ok([]),
    'GET /api/declarations/healthcare-provider': ok(provider),
    'GET /api/declarations/mpi-user/declarationspatient/:patientId': ok([]),
    'POST /api/declarations/mpi-user/declarations': ok(created, 201),
    ...extra,
  });

const renderAt = (url: string) =>
  renderRoute(
    wizardTypeSegments.map((segment) => ({ path: `/newdeclaration/${segment}/:step?`, element: <NewDeclarationPage /> })),
    { initialEntries: [url] },
  );

const SUMMARY = '/newdeclaration/general-practitioner/summary?patientId=1&employeeId=7&unitId=3';
const posted = (api: ReturnType<typeof wizardApi>) => api.callsTo('POST /api/declarations/mpi-user/declarations').map((c) => c.body as DeclarationInput);

async function register() {
  await userEvent.click(await screen.findByRole('button', { name: 'Zarejestruj deklarację' }));
}

describe('the declaration wizard', { timeout: 30_000 }, () => {
  it('chooses the only patient by itself, shows her declaration data, offers the staff with a full list shown as such, and registers the declaration', async () => {
    const success = vi.spyOn(notify, 'success').mockImplementation(() => {});
    const api = wizardApi();
    const { router } = renderAt('/newdeclaration/general-practitioner');
    expect(await screen.findByRole('heading', { level: 1, name: 'Nowa deklaracja wyboru lekarza POZ' })).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/newdeclaration/general-practitioner/patients'));
    expect(router.state.location.search).toBe('?patientId=1');
    expect(await screen.findByRole('heading', { level: 2, name: 'Krok 1 z 3: Pacjent' })).toBeInTheDocument();
    // One patient: nothing to choose.
    expect(screen.queryByRole('radio')).not.toBeInTheDocument();
    expect(screen.getAllByText('Anna Kowalska')[0]).toBeInTheDocument();
    expect(await screen.findByLabelText('Dane pacjenta do deklaracji')).toHaveTextContent('06 — Małopolski Oddział Wojewódzki NFZ');
    await userEvent.click(screen.getByRole('button', { name: 'Dalej' }));

    // The staff: the one whose list is full cannot be chosen.
    expect(await screen.findByRole('heading', { level: 2, name: 'Krok 2 z 3: Lekarz' })).toBeInTheDocument();
    expect(router.state.location.search).toBe('?patientId=1');
    const free = screen.getByRole('radio', { name: /lek\. Tomasz Lewandowski/ });
    const full = screen.getByRole('radio', { name: /lek\. Maria Wiśniewska/ });
    expect(full).toBeDisabled();
    expect(full).toHaveAccessibleDescription(/Lista pacjentów pełna — nie można wybrać/);
    expect(free).toHaveAccessibleDescription('Przychodnia Centrum, ul. Zdrowa 1, 31-001 Kraków');
    await userEvent.click(screen.getByRole('button', { name: 'Dalej' }));
    expect(await screen.findByText('Wybierz osobę z listy.')).toBeInTheDocument();
    await userEvent.click(free);
    await userEvent.click(screen.getByRole('button', { name: 'Dalej' }));

    // The summary: provider, practitioner, unit, patient; the choices.
    expect(await screen.findByRole('heading', { level: 2, name: 'Krok 3 z 3: Podsumowanie' })).toBeInTheDocument();
    expect(router.state.location.search).toBe('?patientId=1&employeeId=7&unitId=3');
    const facts = screen.getByLabelText('Podsumowanie');
    expect(facts).toHaveTextContent('Przychodnia Zdrowa Rodzina sp. z o.o., ul. Zdrowa 1, 31-001 Kraków');
    expect(facts).toHaveTextContent('lek. Tomasz Lewandowski, 1234567');
    expect(facts).toHaveTextContent('Przychodnia Centrum, ul. Zdrowa 1, 31-001 Kraków');
    expect(facts).toHaveTextContent('Anna Kowalska');
    await userEvent.click(within(screen.getByRole('group', { name: 'Wybór świadczeniodawcy' })).getByRole('radio', { name: 'Pierwszy wybór' }));
    await register();

    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent('/declarations/40'));
    expect(posted(api)).toEqual([
      {
        patientId: 1,
        type: 'GP',
        employeeId: 7,
        hospitalOrganizationUnitId: 3,
        healthcareProviderChoiceOrderNumber: 1,
        healthcareProviderChoiceOrderReasonCode: null,
        healthcareProviderChoiceOtherReason: null,
        practitionerChoiceOrderNumber: null,
        practitionerChoiceOrderReasonCode: null,
        practitionerChoiceOtherReason: null,
        replaceActive: false,
      },
    ]);
    expect(success).toHaveBeenCalledWith('Deklaracja została zarejestrowana. Podpisz ją przez profil zaufany, aby ją złożyć.');
  });

  it('asks for the patient among those the account acts for, and reads the chosen one’s data', async () => {
    const link = (patientId: number, name: string) => ({ patientId, accountId: 1, name, lastName: 'Kowalska', birthDate: '2017-06-10', role: 'CHILD' as const, status: 'C' as const, active: true });
    const api = wizardApi({ 'GET /api/mpi/accounts/mpi-user/patients/children': ok([link(5, 'Zofia')]) });
    const { router } = renderAt('/newdeclaration/general-practitioner/patients');
    await userEvent.click(await screen.findByRole('button', { name: 'Dalej' }));
    expect(await screen.findByText('Wybierz pacjenta.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('radio', { name: 'Zofia Kowalska (dziecko)' }));
    await waitFor(() => expect(router.state.location.search).toBe('?patientId=5'));
    await waitFor(() => expect(api.callsTo('GET /api/mpi/accounts/mpi-user/patients/5/declaration-data')).toHaveLength(1));
    await userEvent.click(await screen.findByRole('button', { name: 'Dalej' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/newdeclaration/general-practitioner/staff'));
    expect(router.state.location.search).toBe('?patientId=5');
  });

  it("offers the declaration-data form while the patient's data is incomplete, with its errors, and goes on once it is saved", async () => {
    const incomplete = { ...annaData, insurerCode: null, street: null, houseNumber: null, apartmentNumber: null, postalCode: null, city: null, complete: false };
    const api = wizardApi({
      'GET /api/mpi/accounts/mpi-user/patients/:id/declaration-data': ok(incomplete),
      'PUT /api/mpi/accounts/mpi-user/patients/:id/declaration-data': [
        apiError(400, 'VALIDATION_ERROR', 'Dane zawierają błędy.', { errors: [{ path: 'city', message: 'Nie znamy takiej miejscowości.' }] }),
        ok(annaData),
      ],
    });
    vi.spyOn(notify, 'warning').mockImplementation(() => {});
    vi.spyOn(notify, 'success').mockImplementation(() => {});
    const { router } = renderAt('/newdeclaration/general-practitioner/patients');
    const form = await screen.findByRole('form', { name: 'Uzupełnij dane do deklaracji' });
    // The way on is the form's own.
    expect(screen.queryByRole('button', { name: 'Dalej' })).not.toBeInTheDocument();
    await userEvent.click(within(form).getByRole('button', { name: 'Zapisz dane i przejdź dalej' }));
    for (const message of ['Wybierz oddział NFZ z listy.', 'Podaj ulicę.', 'Podaj numer domu.', 'Podaj kod pocztowy w formacie 00-000.', 'Podaj miejscowość.']) {
      expect(await within(form).findByText(message)).toBeInTheDocument();
    }
    await userEvent.click(within(form).getByRole('combobox', { name: 'Oddział NFZ' }));
    await userEvent.click(await screen.findByRole('option', { name: '06 — Małopolski Oddział Wojewódzki NFZ' }));
    await userEvent.type(within(form).getByRole('textbox', { name: 'Ulica' }), 'ul. Długa');
    await userEvent.type(within(form).getByRole('textbox', { name: 'Numer domu' }), '12');
    await userEvent.type(within(form).getByRole('textbox', { name: 'Kod pocztowy' }), '31147');
    await userEvent.type(within(form).getByRole('textbox', { name: 'Miejscowość' }), 'Kraków');
    await userEvent.click(within(form).getByRole('button', { name: 'Zapisz dane i przejdź dalej' }));
    expect(await within(form).findByText('Podaj kod pocztowy w formacie 00-000.')).toBeInTheDocument();
    await userEvent.clear(within(form).getByRole('textbox', { name: 'Kod pocztowy' }));
    await userEvent.type(within(form).getByRole('textbox', { name: 'Kod pocztowy' }), '31-147');
    // The server's refusal lands at its field.
    await userEvent.click(within(form).getByRole('button', { name: 'Zapisz dane i przejdź dalej' }));
    expect(await within(form).findByText('Nie znamy takiej miejscowości.')).toBeInTheDocument();
    await userEvent.click(within(form).getByRole('button', { name: 'Zapisz dane i przejdź dalej' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/newdeclaration/general-practitioner/staff'));
    expect(api.callsTo('PUT /api/mpi/accounts/mpi-user/patients/1/declaration-data').at(-1)!.body).toEqual({
      insurerCode: '06',
      street: 'ul. Długa',
      houseNumber: '12',
      apartmentNumber: null,
      postalCode: '31-147',
      city: 'Kraków',
    });
  });

  it('asks the reason from the second choice on, offers "ukończenie 18 lat" for a GP, and the other reason’s text only with reason 4', async () => {
    const api = wizardApi();
    renderAt(SUMMARY);
    const practitioner = await screen.findByRole('group', { name: 'Wybór lekarza POZ' });
    const reason = (name: string) => within(practitioner).queryByRole('radio', { name });
    // No order number, a first choice: no reason.
    expect(reason('Zmiana miejsca zamieszkania')).not.toBeInTheDocument();
    await userEvent.click(within(practitioner).getByRole('radio', { name: 'Pierwszy wybór' }));
    expect(reason('Zmiana miejsca zamieszkania')).not.toBeInTheDocument();
    await userEvent.click(within(practitioner).getByRole('radio', { name: 'Drugi wybór' }));
    expect(reason('Ukończenie 18 lat')).toBeInTheDocument();
    expect(within(practitioner).queryByRole('textbox', { name: 'Opis innej przyczyny' })).not.toBeInTheDocument();
    await userEvent.click(reason('Inne przyczyny leżące po stronie świadczeniodawcy')!);
    await userEvent.type(within(practitioner).getByRole('textbox', { name: 'Opis innej przyczyny' }), 'Zmiana godzin pracy');
    // Another reason: the text goes.
    await userEvent.click(reason('Inna okoliczność')!);
    expect(within(practitioner).queryByRole('textbox', { name: 'Opis innej przyczyny' })).not.toBeInTheDocument();
    await userEvent.click(reason('Inne przyczyny leżące po stronie świadczeniodawcy')!);
    await userEvent.type(within(practitioner).getByRole('textbox', { name: 'Opis innej przyczyny' }), '  Zmiana godzin pracy  ');
    // "Kolejny wybór" is today's re-choice number, 3.
    await userEvent.click(within(practitioner).getByRole('radio', { name: 'Kolejny wybór' }));
    const provider = screen.getByRole('group', { name: 'Wybór świadczeniodawcy' });
    await userEvent.click(within(provider).getByRole('radio', { name: 'Drugi wybór' }));
    await userEvent.click(within(provider).getByRole('radio', { name: 'Ukończenie 18 lat' }));
    await register();
    await waitFor(() => expect(posted(api)).toHaveLength(1));
    expect(posted(api)[0]).toMatchObject({
      healthcareProviderChoiceOrderNumber: 2,
      healthcareProviderChoiceOrderReasonCode: 3,
      healthcareProviderChoiceOtherReason: null,
      practitionerChoiceOrderNumber: 3,
      practitionerChoiceOrderReasonCode: 4,
      practitionerChoiceOtherReason: 'Zmiana godzin pracy',
    });
  });

  it('does not offer "ukończenie 18 lat" on a nurse declaration', async () => {
    wizardApi();
    renderAt('/newdeclaration/nurse/summary?patientId=1&employeeId=9&unitId=3');
    const practitioner = await screen.findByRole('group', { name: 'Wybór pielęgniarki POZ' });
    await userEvent.click(within(practitioner).getByRole('radio', { name: 'Drugi wybór' }));
    expect(within(practitioner).getByRole('radio', { name: 'Zmiana miejsca zamieszkania' })).toBeInTheDocument();
    expect(within(practitioner).queryByRole('radio', { name: 'Ukończenie 18 lat' })).not.toBeInTheDocument();
  });

  it('asks before replacing a declaration of the type in force, naming it, and sends replaceActive once confirmed', async () => {
    const inForce = testDeclaration();
    const api = wizardApi({ 'GET /api/declarations/mpi-user/declarationspatient/:patientId': ok([nurseWaiting, inForce]) });
    renderAt(SUMMARY);
    await register();
    let dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent(
      'Pacjent ma już aktywną deklarację wyboru lekarza POZ (lek. Tomasz Lewandowski, Przychodnia Centrum, zarejestrowana 12-01-2026). Złożenie nowej wycofa dotychczasową. Kontynuować?',
    );
    // Not confirmed: nothing sent.
    await userEvent.click(within(dialog).getByRole('button', { name: 'Anuluj' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(posted(api)).toHaveLength(0);

    await register();
    dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Tak, złóż nową deklarację' }));
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent('/declarations/40'));
    expect(posted(api)).toEqual([expect.objectContaining({ type: 'GP', replaceActive: true })]);
  });

  it("a declaration in force that came up since the check (409 DECLARATION_EXISTS): asks in the server's words and sends again replacing it", async () => {
    const message = 'Pacjent ma już aktywną deklarację wyboru lekarza POZ (lek. Tomasz Lewandowski, Przychodnia Centrum, od 12-01-2026). Potwierdź jej zastąpienie.';
    const api = wizardApi({ 'POST /api/declarations/mpi-user/declarations': [apiError(409, 'DECLARATION_EXISTS', message), ok(created, 201)] });
    renderAt(SUMMARY);
    await register();
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent(message);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Tak, złóż nową deklarację' }));
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent('/declarations/40'));
    expect(posted(api).map((b) => b.replaceActive)).toEqual([false, true]);
  });

  it("a full list (409 DECLARATION_LIST_FULL): the server's words, and back to the staff", async () => {
    const warning = vi.spyOn(notify, 'warning').mockImplementation(() => {});
    const message = 'Lista pacjentów wybranej osoby jest pełna. Wybierz inną osobę.';
    const api = wizardApi({ 'POST /api/declarations/mpi-user/declarations': apiError(409, 'DECLARATION_LIST_FULL', message) });
    const { router } = renderAt(SUMMARY);
    await register();
    await waitFor(() => expect(warning).toHaveBeenCalledWith(message));
    await waitFor(() => expect(router.state.location.pathname).toBe('/newdeclaration/general-practitioner/staff'));
    expect(router.state.location.search).toBe('?patientId=1');
    // The list is read again.
    await waitFor(() => expect(api.callsTo('GET /api/declarations/primary-healthcare-staff/general-practitioners').length).toBeGreaterThanOrEqual(2));
  });

  it("the patient's data missing (400 DECLARATION_PATIENT_DATA_MISSING): the server's words, and the declaration-data form", async () => {
    const warning = vi.spyOn(notify, 'warning').mockImplementation(() => {});
    const message = 'Brak danych pacjenta potrzebnych do deklaracji: uzupełnij adres i oddział NFZ.';
    wizardApi({ 'POST /api/declarations/mpi-user/declarations': apiError(400, 'DECLARATION_PATIENT_DATA_MISSING', message) });
    const { router } = renderAt(SUMMARY);
    await register();
    await waitFor(() => expect(warning).toHaveBeenCalledWith(message));
    await waitFor(() => expect(router.state.location.pathname).toBe('/newdeclaration/general-practitioner/patients'));
    expect(router.state.location.search).toBe('?patientId=1&employeeId=7&unitId=3&data=1');
    expect(await screen.findByRole('form', { name: 'Uzupełnij dane do deklaracji' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Ulica' })).toHaveValue('ul. Długa');
  });

  it("a refused field (400 VALIDATION_ERROR): the server's words, at the field", async () => {
    const warning = vi.spyOn(notify, 'warning').mockImplementation(() => {});
    wizardApi({
      'POST /api/declarations/mpi-user/declarations': apiError(400, 'VALIDATION_ERROR', 'Dane zawierają błędy.', {
        errors: [{ path: 'practitionerChoiceOrderReasonCode', message: 'Wybierz przyczynę zmiany z listy.' }],
      }),
    });
    renderAt(SUMMARY);
    const practitioner = await screen.findByRole('group', { name: 'Wybór lekarza POZ' });
    await userEvent.click(within(practitioner).getByRole('radio', { name: 'Drugi wybór' }));
    await register();
    await waitFor(() => expect(warning).toHaveBeenCalledWith('Dane zawierają błędy.'));
    expect(await within(practitioner).findByText('Wybierz przyczynę zmiany z listy.')).toBeInTheDocument();
  });

  it("any other failure: the spec's words for a failed save", async () => {
    const failure = vi.spyOn(notify, 'failure').mockImplementation(() => {});
    wizardApi({ 'POST /api/declarations/mpi-user/declarations': apiError(503, 'INTERNAL_ERROR', 'x') });
    renderAt(SUMMARY);
    await register();
    await waitFor(() => expect(failure).toHaveBeenCalledWith(expect.anything(), 'Serwer nie odpowiada lub deklaracja wybranego typu już istnieje'));
    expect(screen.queryByTestId('where')).not.toBeInTheDocument();
  });

  it('sends a later step back to what it needs: no practitioner, the staff; no patient, the patients', async () => {
    wizardApi();
    const { router } = renderAt('/newdeclaration/midwife/summary?patientId=1');
    await waitFor(() => expect(router.state.location.pathname).toBe('/newdeclaration/midwife/staff'));
    await router.navigate('/newdeclaration/midwife/nieznany');
    await waitFor(() => expect(router.state.location.pathname).toBe('/newdeclaration/midwife/patients'));
  });
});
