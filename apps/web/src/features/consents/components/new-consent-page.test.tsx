import { clinicToday } from '@portal/ui/forms';
import { notify } from '@portal/ui/notify';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import dayjs from 'dayjs';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { apiError, notFound, ok, stubApi, type ApiTable } from '../../../test/api-stub';
import { renderRoute } from '../../../test/render';
import { allKinds, bhpPersonnel, loadConsentTexts, partners, testCarer, testConsent } from '../test-consents';
import { NewConsentPage } from './new-consent-page';

beforeAll(loadConsentTexts);
afterEach(() => {
  vi.restoreAllMocks();
  document.title = '';
});

const today = clinicToday();
/** A day `n` days from today, as the API keeps it and as a person types it. */
const dayFromToday = (n: number) => dayjs(today).add(n, 'day');
const iso = (d: dayjs.Dayjs) => d.format('YYYY-MM-DD');
const typed = (d: dayjs.Dayjs) => d.format('DD-MM-YYYY');

/** Types a whole date at once and leaves the field, as a person typing then tabbing away. */
function typeDate(label: string, text: string) {
  const input = screen.getByRole('textbox', { name: label });
  fireEvent.focus(input);
  fireEvent.change(input, { target: { value: text } });
  fireEvent.blur(input);
}

/** Fills a text field at once, as pasting it would. */
const fill = (form: HTMLElement, label: string, text: string) => fireEvent.change(within(form).getByRole('textbox', { name: label }), { target: { value: text } });

const ward = { patientId: 7, accountId: 1, name: 'Jan', lastName: 'Kowalski', birthDate: '1948-05-02', role: 'WARD' as const, status: 'C' as const, active: true };
const newApi = (extra: ApiTable = {}) => stubApi({ 'GET /api/mpi/consents/occupational/consents-settings': ok(allKinds), ...extra });
const renderPage = (url = '/newconsent') => renderRoute(<NewConsentPage />, { path: '/newconsent', initialEntries: [url] });

async function chooseKind(name: string) {
  await userEvent.click(await screen.findByRole('radio', { name }));
}

async function choose(label: string, option: string | RegExp) {
  await userEvent.click(screen.getByRole('combobox', { name: label }));
  await userEvent.click(await screen.findByRole('option', { name: option }));
}

describe('NewConsentPage', { timeout: 30_000 }, () => {
  it("offers only the account's own record (role PATIENT), then the kinds the clinic offers, and keeps both in the address", async () => {
    newApi({ 'GET /api/mpi/accounts/mpi-user/patients/wards': ok([ward]) });
    const { router } = renderPage();
    const heading = await screen.findByRole('heading', { level: 1, name: 'Nowa zgoda' });
    await waitFor(() => expect(heading).toHaveFocus());
    const patient = await screen.findByRole('combobox', { name: 'Pacjent' });
    expect(patient).toHaveValue('Anna Kowalska');
    expect(screen.getByText('Zgodę lub upoważnienie może złożyć tylko pacjent we własnym imieniu.')).toBeInTheDocument();
    await userEvent.click(patient);
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['Anna Kowalska']);
    await userEvent.keyboard('{Escape}');
    const kinds = screen.getByRole('radiogroup', { name: 'Rodzaj zgody' });
    expect(within(kinds).getAllByRole('radio').map((r) => r.getAttribute('value'))).toEqual(['CDPM', 'CTEL', 'CINF', 'CDOC', 'CPAR', 'CARER']);
    expect(within(kinds).getByRole('radio', { name: 'Zgoda na przetwarzanie danych' })).toBeInTheDocument();
    expect(within(kinds).getByRole('radio', { name: 'Zgoda dla partnera' })).toBeInTheDocument();
    expect(within(kinds).getByRole('radio', { name: 'Upoważnienie opiekuna' })).toBeInTheDocument();
    await chooseKind('Zgoda na telekonsultacje');
    await waitFor(() => expect(router.state.location.search).toBe('?kind=CTEL'));
    expect(screen.getByRole('form', { name: 'Zgoda na telekonsultacje' })).toBeInTheDocument();
  });

  it('offers no partner consent while partners are off', async () => {
    newApi({ 'GET /api/mpi/consents/occupational/consents-settings': ok({ ...allKinds, partnersModule: false }) });
    renderPage();
    const kinds = await screen.findByRole('radiogroup', { name: 'Rodzaj zgody' });
    expect(within(kinds).queryByRole('radio', { name: 'Zgoda dla partnera' })).not.toBeInTheDocument();
  });

  it("refuses a ward named in the address, and an account without a record of its own", async () => {
    newApi({ 'GET /api/mpi/accounts/mpi-user/patients/wards': ok([ward]) });
    renderPage('/newconsent?patientId=7&kind=CDPM');
    expect(await screen.findByText('Ten pacjent nie może złożyć zgody w portalu. Wybierz własny profil.')).toBeInTheDocument();
    expect(screen.queryByRole('radiogroup', { name: 'Rodzaj zgody' })).not.toBeInTheDocument();
    expect(screen.queryByRole('form')).not.toBeInTheDocument();

    newApi({ 'GET /api/mpi/accounts/mpi-user/patients/me': notFound(), 'GET /api/mpi/accounts/mpi-user/patients/wards': ok([ward]) });
    renderPage();
    expect(await screen.findByRole('alert')).toHaveTextContent('Zgodę lub upoważnienie może złożyć tylko pacjent we własnym imieniu.');
  });

  it('registers a consent to the processing of her data from today, open-ended, and opens it to be signed', async () => {
    const success = vi.spyOn(notify, 'success').mockImplementation(() => {});
    const api = newApi({ 'POST /api/mpi/consents/mpi-user': ok(testConsent({ id: 31, consentStatus: 'REGISTERED' }), 201) });
    const { router } = renderPage('/newconsent?kind=CDPM');
    const form = await screen.findByRole('form', { name: 'Zgoda na przetwarzanie danych' });
    expect(within(form).getByRole('textbox', { name: 'Obowiązuje od' })).toHaveValue(typed(dayjs(today)));
    await userEvent.click(within(form).getByRole('button', { name: 'Zarejestruj zgodę' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/consents/31'));
    expect(api.callsTo('POST /api/mpi/consents/mpi-user')[0]!.body).toEqual({ patientId: 1, consentType: 'CDPM', validFrom: today, validTo: null, authorizedPerson: null });
    expect(success).toHaveBeenCalledWith('Zgoda została zarejestrowana. Aby ją złożyć, podpisz ją przez profil zaufany.');
  });

  it("checks the dates by the domain's rules: the end neither before the start nor before today", async () => {
    const api = newApi();
    renderPage('/newconsent?kind=CTEL');
    const form = await screen.findByRole('form', { name: 'Zgoda na telekonsultacje' });
    const submit = within(form).getByRole('button', { name: 'Zarejestruj zgodę' });
    // The end before the start.
    typeDate('Obowiązuje od', typed(dayFromToday(10)));
    typeDate('Obowiązuje do', typed(dayFromToday(5)));
    await userEvent.click(submit);
    expect(await within(form).findByText('Data końca ważności nie może być wcześniejsza niż data początku.')).toBeInTheDocument();
    // A period over already.
    typeDate('Obowiązuje od', typed(dayFromToday(-30)));
    typeDate('Obowiązuje do', typed(dayFromToday(-1)));
    await userEvent.click(submit);
    expect(await within(form).findByText('Data końca ważności nie może być wcześniejsza niż dzisiaj.')).toBeInTheDocument();
    expect(api.callsTo('POST /api/mpi/consents/mpi-user')).toHaveLength(0);
  });

  it("names the authorised person of an authorisation (CINF): each field's errors, and the document's when she has no PESEL", async () => {
    const api = newApi({ 'POST /api/mpi/consents/mpi-user': ok(testConsent({ id: 32, consentType: 'CINF', consentStatus: 'REGISTERED' }), 201) });
    const { router } = renderPage('/newconsent?kind=CINF');
    const form = await screen.findByRole('form', { name: 'Upoważnienie do informacji o stanie zdrowia' });
    await userEvent.click(within(form).getByRole('button', { name: 'Zarejestruj zgodę' }));
    for (const message of ['Podaj imię', 'Podaj nazwisko', 'Podaj numer domu', 'Podaj kod pocztowy', 'Podaj miejscowość']) {
      expect(await within(form).findByText(message)).toBeInTheDocument();
    }
    // Without a PESEL the identity's message stands at the document's number.
    await userEvent.click(within(form).getByRole('radio', { name: 'Nie ma numeru PESEL: podaj dokument tożsamości' }));
    fill(form, 'Imię', 'Olena');
    fill(form, 'Nazwisko', 'Shevchenko');
    fill(form, 'Numer domu', '12');
    fill(form, 'Kod pocztowy', '31147');
    fill(form, 'Miejscowość', 'Kraków');
    await userEvent.click(within(form).getByRole('button', { name: 'Zarejestruj zgodę' }));
    const documentNumber = within(form).getByRole('textbox', { name: 'Numer dokumentu tożsamości' });
    await waitFor(() => expect(documentNumber).toHaveAccessibleDescription('Podaj numer PESEL albo numer i kraj dokumentu tożsamości'));
    expect(await within(form).findByText('Kod pocztowy ma postać 00-000')).toBeInTheDocument();
    fireEvent.change(documentNumber, { target: { value: 'fe123456' } });
    await choose('Kraj wydania dokumentu', 'Ukraina');
    fill(form, 'Kod pocztowy', '31-147');
    await userEvent.click(within(form).getByRole('button', { name: 'Zarejestruj zgodę' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/consents/32'));
    expect(api.callsTo('POST /api/mpi/consents/mpi-user')[0]!.body).toEqual({
      patientId: 1,
      consentType: 'CINF',
      validFrom: today,
      validTo: null,
      authorizedPerson: {
        name: 'Olena',
        lastName: 'Shevchenko',
        identity: { nationalIdentificationNumber: null, documentNumber: 'FE123456', country: 'UA' },
        address: { street: null, houseNumber: '12', apartmentNumber: null, postalCode: '31-147', city: 'Kraków', postalCity: null, countryCode: 'PL' },
      },
    });
  });

  describe('a partner consent (CPAR)', () => {
    const partnerApi = (extra: ApiTable = {}) =>
      newApi({ 'GET /api/mpi/partners/dict': ok(partners), 'GET /api/mpi/partners/:id/personnel': ok(bhpPersonnel), ...extra });

    it("asks for the partner, the person once one is to be named, and the scope", async () => {
      const api = partnerApi();
      renderPage('/newconsent?kind=CPAR');
      const form = await screen.findByRole('form', { name: 'Zgoda dla partnera' });
      await userEvent.click(within(form).getByRole('radio', { name: 'Wybranej osobie z personelu partnera' }));
      await userEvent.click(within(form).getByRole('button', { name: 'Zarejestruj zgodę' }));
      expect(await within(form).findByText('To pole jest wymagane.')).toBeInTheDocument();
      expect(within(form).getByText('Wybierz zakres zgody.')).toBeInTheDocument();
      await choose('Partner', 'Medycyna Pracy BHP-Med sp. z o.o. (medycyna pracy)');
      await userEvent.click(within(form).getByRole('radio', { name: /Cała dokumentacja medyczna/ }));
      await userEvent.click(within(form).getByRole('button', { name: 'Zarejestruj zgodę' }));
      expect(await within(form).findByText('Wybierz osobę z personelu partnera.')).toBeInTheDocument();
      expect(api.callsTo('POST /api/mpi/consents/partner/mpi-user')).toHaveLength(0);
    });

    it("says the spec's words of each conflict at the form: the same person, and a person while the whole partner holds one", async () => {
      const conflict = (code: 'existsConsentPersonnel' | 'existsConsentAll') =>
        apiError(409, 'CONSENT_CONFLICT', 'Pacjent ma już aktywną zgodę dla tego partnera o tym samym zakresie.', { details: { conflict: code } });
      const api = partnerApi({ 'POST /api/mpi/consents/partner/mpi-user': [conflict('existsConsentPersonnel'), conflict('existsConsentAll')] });
      renderPage('/newconsent?kind=CPAR');
      const form = await screen.findByRole('form', { name: 'Zgoda dla partnera' });
      await choose('Partner', 'Medycyna Pracy BHP-Med sp. z o.o. (medycyna pracy)');
      await userEvent.click(within(form).getByRole('radio', { name: 'Wybranej osobie z personelu partnera' }));
      await choose('Osoba z personelu partnera', 'Krzysztof Malinowski, lekarz medycyny pracy');
      await userEvent.click(within(form).getByRole('radio', { name: /Tylko dokumenty udostępnione przez pacjenta/ }));
      typeDate('Obowiązuje do', typed(dayFromToday(365)));
      await userEvent.click(within(form).getByRole('button', { name: 'Zarejestruj zgodę' }));
      expect(await within(form).findByRole('alert')).toHaveTextContent('Pacjent ma już aktywną zgodę dla tego partnera i tej samej osoby z personelu, o tym samym zakresie.');
      expect(api.callsTo('POST /api/mpi/consents/partner/mpi-user')[0]!.body).toEqual({
        patientId: 1,
        authorizedPartnerId: 2,
        personnelId: 21,
        onlySelectedDocuments: true,
        validFrom: today,
        validTo: iso(dayFromToday(365)),
      });
      expect(api.callsTo('GET /api/mpi/partners/2/personnel')).toHaveLength(1);
      await userEvent.click(within(form).getByRole('button', { name: 'Zarejestruj zgodę' }));
      await waitFor(() =>
        expect(within(form).getByRole('alert')).toHaveTextContent(
          'Pacjent ma już aktywną zgodę dla całego personelu tego partnera, o tym samym zakresie. Zgoda dla wybranej osoby nie jest potrzebna.',
        ),
      );
    });

    it('registers a consent for the whole partner and opens it', async () => {
      const api = partnerApi({ 'POST /api/mpi/consents/partner/mpi-user': ok(testConsent({ id: 33, consentType: 'CPAR', consentStatus: 'REGISTERED' }), 201) });
      const { router } = renderPage('/newconsent?kind=CPAR');
      const form = await screen.findByRole('form', { name: 'Zgoda dla partnera' });
      await choose('Partner', 'Towarzystwo Ubezpieczeń Zdrowie S.A. (ubezpieczyciel)');
      await userEvent.click(within(form).getByRole('radio', { name: /Cała dokumentacja medyczna/ }));
      await userEvent.click(within(form).getByRole('button', { name: 'Zarejestruj zgodę' }));
      await waitFor(() => expect(router.state.location.pathname).toBe('/consents/33'));
      expect(api.callsTo('POST /api/mpi/consents/partner/mpi-user')[0]!.body).toEqual({ patientId: 1, authorizedPartnerId: 3, personnelId: null, onlySelectedDocuments: false, validFrom: today, validTo: null });
      expect(api.callsTo('GET /api/mpi/partners/:id/personnel')).toHaveLength(0);
    });
  });

  describe('a carer authorisation', () => {
    it("shows each field's errors of the contract: names, identity, address, the document's type", async () => {
      const api = newApi();
      renderPage('/newconsent?kind=CARER');
      const form = await screen.findByRole('form', { name: 'Upoważnienie opiekuna' });
      await userEvent.click(within(form).getByRole('button', { name: 'Zapisz upoważnienie' }));
      for (const message of ['Podaj imię', 'Podaj nazwisko', 'Podaj numer domu', 'Podaj kod pocztowy', 'Podaj miejscowość', 'Wybierz rodzaj dokumentu upoważnienia.']) {
        expect(await within(form).findByText(message)).toBeInTheDocument();
      }
      fill(form, 'Imię opiekuna', 'Anna');
      fill(form, 'Nazwisko opiekuna', 'Kowalska');
      fill(form, 'PESEL', '85031502465');
      fill(form, 'Numer domu', '15');
      fill(form, 'Kod pocztowy', '31-147');
      fill(form, 'Miejscowość', 'Kraków');
      await choose('Dokument upoważnienia', 'Akt notarialny');
      fill(form, 'Adres dokumentu upoważnienia', 'ftp://example.com/a.pdf');
      typeDate('Upoważnienie od', typed(dayFromToday(3)));
      typeDate('Upoważnienie do', typed(dayFromToday(1)));
      await userEvent.click(within(form).getByRole('button', { name: 'Zapisz upoważnienie' }));
      expect(await within(form).findByText('Podaj adres strony (http lub https)')).toBeInTheDocument();
      fill(form, 'Adres dokumentu upoważnienia', '');
      await userEvent.click(within(form).getByRole('button', { name: 'Zapisz upoważnienie' }));
      expect(await within(form).findByText('Podaj poprawny numer PESEL')).toBeInTheDocument();
      expect(within(form).getByText('Data końca ważności nie może być wcześniejsza niż data początku.')).toBeInTheDocument();
      expect(api.callsTo('POST /api/mpi/patient-entries/mpi-user/carer-auth')).toHaveLength(0);
    });

    it("saves the carer and goes back to the list; the server's field errors stand at their fields", async () => {
      const success = vi.spyOn(notify, 'success').mockImplementation(() => {});
      const warning = vi.spyOn(notify, 'warning').mockImplementation(() => {});
      const api = newApi({
        'POST /api/mpi/patient-entries/mpi-user/carer-auth': [
          apiError(400, 'VALIDATION_ERROR', 'Data końca ważności nie może być wcześniejsza niż dzisiaj.', {
            errors: [{ path: 'dateTo', message: 'Data końca ważności nie może być wcześniejsza niż dzisiaj.' }],
          }),
          ok(testCarer({ id: 52 }), 201),
        ],
      });
      const { router } = renderPage('/newconsent?kind=CARER');
      const form = await screen.findByRole('form', { name: 'Upoważnienie opiekuna' });
      fill(form, 'Imię opiekuna', 'Jan');
      fill(form, 'Nazwisko opiekuna', 'Kowalski');
      fill(form, 'PESEL', '85031502464');
      fill(form, 'Ulica', 'ul. Długa');
      fill(form, 'Numer domu', '15');
      fill(form, 'Numer lokalu', '4');
      fill(form, 'Kod pocztowy', '31-147');
      fill(form, 'Miejscowość', 'Kraków');
      await choose('Dokument upoważnienia', 'Upoważnienie pisemne');
      typeDate('Upoważnienie do', typed(dayFromToday(90)));
      await userEvent.click(within(form).getByRole('button', { name: 'Zapisz upoważnienie' }));
      await waitFor(() => expect(warning).toHaveBeenCalledWith('Data końca ważności nie może być wcześniejsza niż dzisiaj.'));
      expect(within(form).getByRole('textbox', { name: 'Upoważnienie do' })).toHaveAccessibleDescription(/Data końca ważności nie może być wcześniejsza niż dzisiaj\./);
      await userEvent.click(within(form).getByRole('button', { name: 'Zapisz upoważnienie' }));
      await waitFor(() => expect(router.state.location.pathname).toBe('/consents'));
      expect(router.state.location.search).toBe('?patientId=1');
      expect(success).toHaveBeenCalledWith('Upoważnienie opiekuna zostało zapisane.');
      expect(api.callsTo('POST /api/mpi/patient-entries/mpi-user/carer-auth')[0]!.body).toEqual({
        patientId: 1,
        name: 'Jan',
        lastName: 'Kowalski',
        patientCarerNationalId: '85031502464',
        documentNumber: null,
        country: null,
        typeAuthorizationDocument: 'WRITTEN',
        dateFrom: today,
        dateTo: iso(dayFromToday(90)),
        url: null,
        address: { street: 'ul. Długa', houseNumber: '15', apartmentNumber: '4', postalCode: '31-147', city: 'Kraków', postalCity: null, countryCode: 'PL' },
      });
    });

    it("says the server's refusal of another's record at the form", async () => {
      newApi({ 'POST /api/mpi/patient-entries/mpi-user/carer-auth': apiError(403, 'CONSENT_PATIENT_ROLE', 'Zgodę lub upoważnienie może złożyć tylko pacjent we własnym imieniu.') });
      renderPage('/newconsent?kind=CARER');
      const form = await screen.findByRole('form', { name: 'Upoważnienie opiekuna' });
      fill(form, 'Imię opiekuna', 'Jan');
      fill(form, 'Nazwisko opiekuna', 'Kowalski');
      fill(form, 'PESEL', '85031502464');
      fill(form, 'Numer domu', '15');
      fill(form, 'Kod pocztowy', '31-147');
      fill(form, 'Miejscowość', 'Kraków');
      await choose('Dokument upoważnienia', 'Postanowienie sądu');
      await userEvent.click(within(form).getByRole('button', { name: 'Zapisz upoważnienie' }));
      expect(await within(form).findByRole('alert')).toHaveTextContent('Zgodę lub upoważnienie może złożyć tylko pacjent we własnym imieniu.');
    });
  });
});
