import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { registrationIssueMessages, type RegistrationRequest, type RegistrationSettings } from '@portal/contracts';
import type { RegistrationIssueCode, RegistrationRole } from '@portal/domain';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import i18n, { changeLanguage, loadNamespace } from '../../../i18n';
import { notify } from '@portal/ui/notify';
import { stubApi, type ApiTable } from '../../../test/api-stub';
import { zofiaRegistered } from '../../../test/fixtures';
import { renderRoute } from '../../../test/render';
import { RegistrationForm } from './registration-form';

const settings: RegistrationSettings = {
  usernamePromptMode: 'E_MAIL',
  requirePatientConsent: true,
  phoneIsRequired: true,
  phoneConfirmationEnabled: true,
  emailIsRequired: true,
  supportedCountries: ['DE', 'UA'],
  userMinAge: 16,
  registerConsents: 'Oświadczam, że zapoznałem(-am) się z regulaminem.',
  registerConsentsLink: 'Regulamin',
  registerConsentsLinkDest: '/regulamin',
  registerConsentsEn: 'I have read the terms and accept them.',
  registerConsentsUk: null,
  registerConsentsLinkEn: 'Terms of service',
  registerConsentsLinkUk: null,
  attachmentsVisible: true,
  attachmentsRequired: false,
  systemInstallationSettings: { phones: 'pl', region: 'PL' },
  fileUploadParams: { maxFiles: 2, maxFileSize: 1000, fileTypes: ['pdf', 'jpg'] },
  confIdentQualifiedCert: false,
};

const registered = zofiaRegistered;

/** Stands in for the server: its replies by `METHOD /api/path`; the challenge is the stub's default, a new token per call. */
const serve = (table: ApiTable) => stubApi(table).calls;

function renderForm(opts: { role?: RegistrationRole; settings?: RegistrationSettings; initialPhone?: string; initialChannel?: 'EMAIL' | 'SMS' } = {}) {
  const onRegistered = vi.fn();
  renderRoute(
    <RegistrationForm
      role={opts.role ?? 'PATIENT'}
      settings={opts.settings ?? settings}
      redirectContext={{ medicalServiceCode: '12' }}
      initialPhone={opts.initialPhone}
      initialChannel={opts.initialChannel}
      onRegistered={onRegistered}
    />,
  );
  return { onRegistered, user: userEvent.setup() };
}

const region = (name: string) => screen.getByRole('region', { name });
const box = (scope: HTMLElement, name: string) => within(scope).getByRole('textbox', { name });

async function fillValidForm(user: ReturnType<typeof userEvent.setup>) {
  const account = region('Dane konta');
  await user.type(box(account, 'Adres e-mail'), 'zofia@example.com');
  // Password inputs have no textbox role.
  await user.type(within(account).getByLabelText(/^Hasło/), 'Zielony-Parasol#2026');
  await user.type(within(account).getByLabelText(/^Powtórz hasło/), 'Zielony-Parasol#2026');
  await user.type(box(account, 'Numer telefonu'), '48501234567');
  await user.click(within(account).getByRole('radio', { name: 'SMS' }));
  const patient = region('Dane pacjenta');
  await user.type(box(patient, 'PESEL'), '85031502464');
  await user.type(box(patient, 'Imię'), 'Zofia');
  await user.type(box(patient, 'Nazwisko'), 'Wójcik');
  await user.type(box(patient, 'Miejscowość'), 'Kraków');
  await user.click(screen.getByRole('checkbox', { name: /Oświadczam/ }));
  await waitFor(() => expect(screen.getByRole('img', { name: /Obrazek z równaniem/ })).toBeInTheDocument());
  await user.type(screen.getByRole('textbox', { name: 'Wynik równania z obrazka' }), '47219');
}

beforeAll(async () => {
  await loadNamespace('registration');
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('RegistrationForm', { timeout: 30_000 }, () => {
  it('fills birth date, sex and address country from the PESEL and sends the request of the contract', async () => {
    const calls = serve({ 'POST /api/mpi/accounts': { status: 200, body: registered } });
    const { user, onRegistered } = renderForm();
    // E_MAIL mode: no login field.
    expect(screen.queryByRole('textbox', { name: 'Login' })).not.toBeInTheDocument();
    await fillValidForm(user);
    const patient = region('Dane pacjenta');
    expect(box(patient, 'Data urodzenia')).toHaveValue('15-03-1985');
    expect(within(patient).getByRole('combobox', { name: 'Płeć' })).toHaveValue('Kobieta');
    expect(within(patient).getByRole('combobox', { name: 'Kraj' })).toHaveValue('Polska');

    await user.click(screen.getByRole('button', { name: 'Załóż konto' }));
    await waitFor(() => expect(onRegistered).toHaveBeenCalledWith(registered));
    const sent = calls.find((c) => c.method === 'POST')!.body as RegistrationRequest;
    expect(sent).toEqual({
      account: {
        contactData: { email: 'zofia@example.com', phoneNumber: '+48501234567', preferredCommunicationChannel: 'SMS' },
        credentials: { username: null, password: 'Zielony-Parasol#2026' },
        name: 'Zofia',
        lastName: 'Wójcik',
        middleName: null,
        settings: { marketingMessagesConsent: false },
      },
      patient: {
        name: 'Zofia',
        lastName: 'Wójcik',
        middleName: null,
        birthDate: '1985-03-15',
        gender: 'FEMALE',
        identity: { nationalIdentificationNumber: '85031502464', documentNumber: null, countryCode: 'PL' },
        address: { countryCode: 'PL', city: 'Kraków', street: null, houseNumber: null, postalCode: null },
        attachments: [],
        foreigner: false,
      },
      patientRole: null,
      redirectContext: { medicalServiceCode: '12' },
      challengeToken: 'token-1',
      captchaAnswer: '47219',
      phoneNumberRepeat: null,
      registerConsentsAccepted: true,
      // The interface language the form was filled in: the account's messages go out in it.
      language: 'pl',
    });
  });

  it('shows every rule of the form at once, in Polish, and sends nothing', async () => {
    const calls = serve({});
    const { user } = renderForm();
    await user.type(box(region('Dane pacjenta'), 'Nazwisko'), '-Wójcik');
    await user.click(screen.getByRole('button', { name: 'Załóż konto' }));
    expect(await screen.findByText('Podaj adres e-mail')).toBeInTheDocument();
    expect(screen.getByText('Podaj numer PESEL')).toBeInTheDocument();
    expect(screen.getByText('Nie może zaczynać się od łącznika')).toBeInTheDocument();
    expect(screen.getByText('Zaakceptuj regulamin, aby założyć konto')).toBeInTheDocument();
    expect(screen.getByText('Należy wprowadzić rozwiązanie równania z obrazka')).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
  });

  it('with phone confirmation off asks for the phone twice and offers no channel', async () => {
    serve({});
    const { user } = renderForm({ settings: { ...settings, phoneConfirmationEnabled: false } });
    const account = region('Dane konta');
    expect(within(account).queryByRole('radio', { name: 'SMS' })).not.toBeInTheDocument();
    await user.type(box(account, 'Numer telefonu'), '48501234567');
    await user.type(box(account, 'Powtórz numer telefonu'), '48501234568');
    await user.click(screen.getByRole('button', { name: 'Załóż konto' }));
    expect(await screen.findByText('Numery telefonu nie są identyczne')).toBeInTheDocument();
  });

  it('LOGIN mode suggests a login from the guardian names of a ward registration', async () => {
    const calls = serve({ 'GET /api/mpi/accounts/login/prepare': { status: 200, body: { value: 'jan.wojcik2' } } });
    const { user } = renderForm({ role: 'WARD', settings: { ...settings, usernamePromptMode: 'LOGIN' } });
    const guardian = region('Dane opiekuna');
    await user.type(box(guardian, 'Imię'), 'Jan');
    await user.type(box(guardian, 'Nazwisko'), 'Wójcik');
    await user.tab();
    await waitFor(() => expect(box(guardian, 'Login')).toHaveValue('jan.wojcik2'));
    expect(calls.find((c) => c.path === '/api/mpi/accounts/login/prepare')?.query).toBe('?name=Jan&surname=W%C3%B3jcik');
    expect(region('Dane podopiecznego')).toBeInTheDocument();
  });

  it('a wrong captcha answer shows the message and brings a new image', async () => {
    const calls = serve({ 'POST /api/mpi/accounts': { status: 400, body: { errorCode: 'CAPTCHA_INVALID', message: 'x' } } });
    const warning = vi.spyOn(notify, 'warning');
    const { user, onRegistered } = renderForm();
    await fillValidForm(user);
    await user.click(screen.getByRole('button', { name: 'Załóż konto' }));
    expect(await screen.findByText('Wprowadzono niepoprawny wynik równania z obrazka')).toBeInTheDocument();
    expect(warning).toHaveBeenCalledWith('Wprowadzono niepoprawny wynik równania z obrazka');
    await waitFor(() => expect(screen.getByRole('img', { name: /Obrazek z równaniem/ })).toHaveAttribute('src', 'data:image/webp;base64,2'));
    expect(screen.getByRole('textbox', { name: 'Wynik równania z obrazka' })).toHaveValue('');
    expect(calls.filter((c) => c.path === '/api/mpi/accounts/registration/challenge')).toHaveLength(2);
    expect(onRegistered).not.toHaveBeenCalled();
  });

  it('a form sent too soon after its image is refused as a bot at the captcha; "Nowy obrazek" brings another image', async () => {
    const calls = serve({ 'POST /api/mpi/accounts': { status: 400, body: { errorCode: 'BOT_SUSPECTED', message: 'x' } } });
    const { user, onRegistered } = renderForm();
    await fillValidForm(user);
    await user.click(screen.getByRole('button', { name: 'Załóż konto' }));
    const bot =
      'Szybkość wprowadzenia danych sugeruje, że zostały wprowadzone przez automat (bot). Proces rejestracji użytkownika nie może być kontynuowany.';
    expect(await screen.findByText(bot)).toBeInTheDocument();
    expect(onRegistered).not.toHaveBeenCalled();
    const challenges = () => calls.filter((c) => c.path === '/api/mpi/accounts/registration/challenge').length;
    const before = challenges();
    await user.click(screen.getByRole('button', { name: 'Nowy obrazek' }));
    await waitFor(() => expect(challenges()).toBe(before + 1));
  });

  it('keeps only what a name may hold', async () => {
    serve({});
    const { user } = renderForm();
    await user.type(box(region('Dane pacjenta'), 'Drugie imię'), 'Ann4');
    expect(box(region('Dane pacjenta'), 'Drugie imię')).toHaveValue('Ann');
  });

  it('for a child refuses an adult’s PESEL at the birth date before any call, and takes a child’s', async () => {
    const calls = serve({});
    const { user } = renderForm({ role: 'CHILD' });
    const child = region('Dane dziecka');
    await user.type(box(child, 'PESEL'), '85031502464');
    await user.click(screen.getByRole('button', { name: 'Załóż konto' }));
    expect(await within(child).findByText(/^Dziecko musi mieć mniej niż 18 lat/)).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
    await user.clear(box(child, 'PESEL'));
    await user.type(box(child, 'PESEL'), '19293001234');
    expect(box(child, 'Data urodzenia')).toHaveValue('30-09-2019');
    await waitFor(() => expect(within(child).queryByText(/^Dziecko musi mieć mniej niż 18 lat/)).not.toBeInTheDocument());
  });

  it('answers the server with the messages of §8', async () => {
    serve({
      'POST /api/mpi/accounts': [
        { status: 400, body: { errorCode: 'PASSWORD_VULNERABLE_ERROR', message: 'x' } },
        { status: 400, body: { errorCode: 'ACCOUNT_EXISTS', message: 'x' } },
        { status: 500, body: { errorCode: 'INTERNAL_ERROR', message: 'x' } },
      ],
    });
    const warning = vi.spyOn(notify, 'warning');
    const error = vi.spyOn(notify, 'error');
    const { user } = renderForm();
    await fillValidForm(user);
    const answer = async () => {
      await waitFor(() => expect(screen.getByRole('textbox', { name: 'Wynik równania z obrazka' })).toHaveValue(''));
      await user.type(screen.getByRole('textbox', { name: 'Wynik równania z obrazka' }), '47219');
    };

    await user.click(screen.getByRole('button', { name: 'Załóż konto' }));
    expect(await screen.findByText('Wymagana zmiana hasła, ponieważ jest podatne na ataki')).toBeInTheDocument();
    await answer();
    await user.click(screen.getByRole('button', { name: 'Załóż konto' }));
    await waitFor(() =>
      expect(warning).toHaveBeenCalledWith('Konto z podanymi danymi prawdopodobnie już istnieje. Zaloguj się lub skorzystaj z odzyskiwania hasła.'),
    );
    await answer();
    await user.click(screen.getByRole('button', { name: 'Załóż konto' }));
    await waitFor(() => expect(error).toHaveBeenCalledWith('Wystąpił błąd podczas tworzenia konta'));
  });

  it("puts the server's field errors, named by their path in the body, on the form's fields", async () => {
    serve({
      'POST /api/mpi/accounts': {
        status: 400,
        body: {
          errorCode: 'VALIDATION_ERROR',
          message: 'Popraw dane',
          errors: [
            { path: 'account.name', message: 'Imię jest zajęte' },
            { path: 'account.contactData.email', message: 'Adres jest zajęty' },
          ],
        },
      },
    });
    const warning = vi.spyOn(notify, 'warning');
    const { user } = renderForm();
    await fillValidForm(user);
    await user.click(screen.getByRole('button', { name: 'Załóż konto' }));
    await waitFor(() => expect(warning).toHaveBeenCalledWith('Popraw dane'));
    // For me, the account's names are the patient's fields.
    expect(box(region('Dane pacjenta'), 'Imię')).toHaveAccessibleDescription('Imię jest zajęte');
    expect(box(region('Dane konta'), 'Adres e-mail')).toHaveAccessibleDescription(/^Adres jest zajęty/);
    expect(box(region('Dane pacjenta'), 'Imię')).toHaveFocus();
  });

  it("says the rules' issues in the interface language, the Polish words being the server's", async () => {
    // Switching loads the texts of every language; the form goes on in Polish.
    for (const lng of ['en', 'uk', 'pl'] as const) await changeLanguage(lng);
    for (const [code, message] of Object.entries(registrationIssueMessages) as Array<[RegistrationIssueCode, string]>) {
      expect(i18n.t(`common:registrationIssues.${code}`, { lng: 'pl' })).toBe(message);
      expect(i18n.t(`common:registrationIssues.${code}`, { lng: 'en' })).not.toBe(message);
      expect(i18n.t(`common:registrationIssues.${code}`, { lng: 'uk' })).not.toBe(message);
    }
  });

  it('a foreigner gives a document and its country, which the address takes', async () => {
    serve({});
    const { user } = renderForm();
    const patient = region('Dane pacjenta');
    await user.click(within(patient).getByRole('switch', { name: 'Nie mam numeru PESEL (cudzoziemiec)' }));
    expect(within(patient).queryByRole('textbox', { name: 'PESEL' })).not.toBeInTheDocument();
    await user.type(box(patient, 'Numer dokumentu tożsamości'), 'fp123');
    expect(box(patient, 'Numer dokumentu tożsamości')).toHaveValue('FP123');
    await user.click(within(patient).getByRole('combobox', { name: 'Kraj wydania dokumentu' }));
    // Poland is not among the countries of a foreigner's document.
    expect(screen.queryByRole('option', { name: 'Polska' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('option', { name: 'Ukraina' }));
    expect(within(patient).getByRole('combobox', { name: 'Kraj' })).toHaveValue('Ukraina');
    expect(box(patient, 'Data urodzenia')).not.toHaveAttribute('readonly');
  });

  it("offers a foreigner's document every country (ISO 3166-1 but Poland), the settings' first, found by typing, named in the interface's language", async () => {
    serve({});
    const { user } = renderForm();
    const patient = region('Dane pacjenta');
    await user.click(within(patient).getByRole('switch', { name: 'Nie mam numeru PESEL (cudzoziemiec)' }));
    const country = within(patient).getByRole('combobox', { name: 'Kraj wydania dokumentu' });
    await user.click(country);
    // 249 countries: the settings' DE and UA first, then every other one A to Z.
    expect(screen.getAllByRole('option')).toHaveLength(249);
    expect(screen.getAllByRole('option').slice(0, 3).map((o) => o.textContent)).toEqual(['Niemcy', 'Ukraina', 'Afganistan']);
    // Without diacritics, as many type.
    await user.type(country, 'wlo');
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['Włochy']);
    await user.clear(country);
    await user.type(country, 'wietn');
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['Wietnam']);
    await user.click(screen.getByRole('option', { name: 'Wietnam' }));
    expect(country).toHaveValue('Wietnam');
    // The address takes the document's country; its own list has Poland first and every country too.
    const address = within(patient).getByRole('combobox', { name: 'Kraj' });
    expect(address).toHaveValue('Wietnam');
    await user.clear(address);
    await user.type(address, 'zzz');
    expect(screen.queryAllByRole('option')).toHaveLength(0);
    expect(screen.getByText('Nie ma kraju o takiej nazwie')).toBeInTheDocument();
  });

  it.each([
    ['en', 'I do not have a PESEL number (foreign national)', 'Country that issued the document', 'Viet', 'Vietnam'],
    // The Ukrainian keyboard's apostrophe (’) finds the name written with ' (and the other way round).
    ['uk', 'У мене немає номера PESEL (іноземець)', 'Країна видачі документа', 'в’єт', "В'єтнам"],
  ] as const)('names the countries in %s', async (lng, foreignerLabel, countryLabel, typed, name) => {
    await changeLanguage(lng);
    try {
      serve({});
      const { user } = renderForm();
      await user.click(screen.getByRole('switch', { name: foreignerLabel }));
      const country = screen.getByRole('combobox', { name: countryLabel });
      await user.type(country, typed);
      await user.click(await screen.findByRole('option', { name }));
      expect(country).toHaveValue(name);
    } finally {
      await changeLanguage('pl');
    }
  });

  it("shows the consent in the reader's language where the clinic gave it, else English, else Polish, each marked with its language", async () => {
    const consentOf = () => screen.getByRole('checkbox', { name: /terms|regulamin|Regulamin/i }).closest('label, .mantine-Checkbox-root')!.querySelector('[lang]')!;
    for (const [lng, text, lang] of [
      ['en', 'I have read the terms and accept them. Terms of service', 'en'],
      // No Ukrainian text given: the English one, not the Polish.
      ['uk', 'I have read the terms and accept them. Terms of service', 'en'],
      ['pl', 'Oświadczam, że zapoznałem(-am) się z regulaminem. Regulamin', 'pl'],
    ] as const) {
      await changeLanguage(lng);
      try {
        serve({});
        const { unmount } = renderRoute(<RegistrationForm role="PATIENT" settings={settings} redirectContext={{ medicalServiceCode: '12' }} onRegistered={vi.fn()} />);
        expect(consentOf()).toHaveTextContent(text);
        expect(consentOf()).toHaveAttribute('lang', lang);
        unmount();
      } finally {
        await changeLanguage('pl');
      }
    }
    // Only Polish given: an English reader sees it, marked as Polish.
    await changeLanguage('en');
    try {
      serve({});
      renderForm({ settings: { ...settings, registerConsentsEn: null, registerConsentsLinkEn: null } });
      expect(consentOf()).toHaveAttribute('lang', 'pl');
      expect(consentOf()).toHaveTextContent('Oświadczam');
    } finally {
      await changeLanguage('pl');
    }
  });

  it('uploads the chosen scans with the challenge token first, then names them by id in the registration', async () => {
    const calls = serve({
      'POST /api/mpi/accounts/registration/attachments': { status: 200, body: { files: [{ id: 41, use: 'REGISTRATION_DOCUMENT', fileName: 'skan.pdf', mimeType: 'application/pdf', size: 4, createdAt: '2026-01-01T00:00:00.000Z' }] } },
      'POST /api/mpi/accounts': { status: 200, body: registered },
    });
    const { user, onRegistered } = renderForm();
    await fillValidForm(user);
    const input = document.querySelector('input[type="file"]') as HTMLInputElement;
    await user.upload(input, new File(['%PDF'], 'skan.pdf', { type: 'application/pdf' }));
    expect(await screen.findByText('Możesz dodać jeszcze 1 plik.')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Załóż konto' }));
    await waitFor(() => expect(onRegistered).toHaveBeenCalledWith(registered));
    const [upload, registration] = calls.filter((c) => c.method === 'POST');
    expect(upload.path).toBe('/api/mpi/accounts/registration/attachments');
    expect(upload.headers['x-registration-challenge']).toBe('token-1');
    expect((upload.body as FormData).getAll('files').map((f) => (f as File).name)).toEqual(['skan.pdf']);
    expect((registration.body as RegistrationRequest).patient.attachments).toEqual([{ fileId: 41 }]);
    expect((registration.body as RegistrationRequest).challengeToken).toBe('token-1');
  });
});

describe('the captcha read aloud', { timeout: 30_000 }, () => {
  it('"Posłuchaj" fetches the recording of the current challenge, its token in a header, and plays it', async () => {
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:nagranie'), revokeObjectURL: vi.fn() }));
    vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
    const calls = serve({ 'GET /api/mpi/accounts/registration/challenge/audio': { status: 200, body: 'RIFF' } });
    const { user } = renderForm();
    await waitFor(() => expect(screen.getByRole('img', { name: /Obrazek z równaniem/ })).toBeInTheDocument());
    await user.click(screen.getByRole('button', { name: 'Posłuchaj' }));
    const audioCall = calls.find((c) => c.path === '/api/mpi/accounts/registration/challenge/audio');
    expect(audioCall?.headers['x-registration-challenge']).toBe('token-1');
    expect(audioCall?.query).toBe('');
    expect(document.querySelector('audio')).toHaveAttribute('src', 'blob:nagranie');
  });
});

describe('a ward registration opened with the contact of a link', { timeout: 30_000 }, () => {
  it('starts with the phone and the SMS channel when the person has no e-mail (isEmailAddress=false)', () => {
    serve({});
    renderForm({ role: 'WARD', initialPhone: '+48501234567', initialChannel: 'SMS' });
    const account = region('Dane opiekuna');
    expect(within(account).getByRole('radio', { name: 'SMS' })).toBeChecked();
    expect(box(account, 'Numer telefonu')).toHaveValue('48501234567');
  });
});
