import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { notify } from '@portal/ui/notify';
import { apiError, noContent, ok, stubApi } from '../../../test/api-stub';
import { renderRoute } from '../../../test/render';
import { LinksPage } from './links-page';
import { demoLinks } from './settings-fixtures';

const rows = () => within(screen.getByRole('table')).getAllByRole('row').slice(1);

describe('LinksPage', () => {
  it('lists the links in order: names in three languages (a missing Ukrainian one said so), address, kind and SSO', async () => {
    stubApi({ 'GET /api/clinic/links': ok(demoLinks()) });
    renderRoute(<LinksPage />);
    expect(await screen.findByRole('table', { name: 'Odnośniki górnego paska w kolejności wyświetlania' })).toBeInTheDocument();
    expect(rows().map((r) => within(r).getAllByRole('cell').slice(0, 6).map((c) => c.textContent))).toEqual([
      ['Pomoc', 'Help', 'Допомога', 'https://pomoc.portal-pacjenta.example/e-pacjent', 'Pomoc', 'nie'],
      ['Regulamin', 'Terms', 'Правила', '/regulamin', 'Inny', 'nie'],
      ['Inna aplikacja przychodni', "The clinic's other application", 'Brak tłumaczenia: ukraiński', '/sim/other-app', 'Inny', 'tak'],
    ]);
    expect(within(rows()[0]).getByText('Допомога')).toHaveAttribute('lang', 'uk');
    expect(screen.getByRole('button', { name: 'Przesuń wyżej: Pomoc' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Przesuń niżej: Inna aplikacja przychodni' })).toBeDisabled();
  });

  it('adds a link through the dialog: names in PL, EN and UK, address, kind, SSO', async () => {
    const success = vi.spyOn(notify, 'success');
    const api = stubApi({
      'GET /api/clinic/links': [ok(demoLinks()), ok(demoLinks())],
      'POST /api/clinic/links': (call) => ok({ id: 9, position: 40, ...(call.body as object) } as never, 201),
    });
    renderRoute(<LinksPage />);
    await userEvent.click(await screen.findByRole('button', { name: 'Dodaj odnośnik' }));
    const dialog = await screen.findByRole('dialog', { name: 'Nowy odnośnik' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Nazwa po polsku/ }), 'Strona przychodni');
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Nazwa po angielsku/ }), 'Clinic website');
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Nazwa po ukraińsku/ }), 'Сайт клініки');
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Adres/ }), 'https://zdrowieplus.example');
    await userEvent.click(within(dialog).getByRole('switch', { name: /Jednokrotne logowanie \(SSO\)/ }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Zapisz' }));
    await waitFor(() => expect(api.callsTo('POST /api/clinic/links')).toHaveLength(1));
    expect(api.callsTo('POST /api/clinic/links')[0].body).toEqual({
      kind: 'OTHER',
      namePl: 'Strona przychodni',
      nameEn: 'Clinic website',
      nameUk: 'Сайт клініки',
      url: 'https://zdrowieplus.example',
      sso: true,
    });
    await waitFor(() => expect(success).toHaveBeenCalledWith('Dodano odnośnik.'));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('refuses an address that is neither http(s), a portal path nor mailto:, in Polish, before sending', async () => {
    const api = stubApi({ 'GET /api/clinic/links': ok(demoLinks()) });
    renderRoute(<LinksPage />);
    await userEvent.click(await screen.findByRole('button', { name: 'Dodaj odnośnik' }));
    const dialog = await screen.findByRole('dialog', { name: 'Nowy odnośnik' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Nazwa po polsku/ }), 'Zły');
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Nazwa po angielsku/ }), 'Bad');
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Adres/ }), 'javascript:alert(1)');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Zapisz' }));
    expect(await within(dialog).findByText(/Podaj adres zaczynający się od http:\/\/ albo https:\/\//)).toBeInTheDocument();
    expect(api.callsTo('POST /api/clinic/links')).toHaveLength(0);
  });

  it('changes a link: the dialog holds its values, and the change is sent to its address', async () => {
    const api = stubApi({
      'GET /api/clinic/links': [ok(demoLinks()), ok(demoLinks())],
      'PUT /api/clinic/links/:linkId': (call) => ok({ ...demoLinks()[1], ...(call.body as object) }),
    });
    renderRoute(<LinksPage />);
    await userEvent.click(await screen.findByRole('button', { name: 'Zmień: Regulamin' }));
    const dialog = await screen.findByRole('dialog', { name: 'Zmiana odnośnika' });
    const name = within(dialog).getByRole('textbox', { name: /Nazwa po polsku/ });
    expect(name).toHaveValue('Regulamin');
    await userEvent.clear(name);
    await userEvent.type(name, 'Regulamin portalu');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Zapisz' }));
    await waitFor(() => expect(api.callsTo('PUT /api/clinic/links/:linkId')).toHaveLength(1));
    const [put] = api.callsTo('PUT /api/clinic/links/:linkId');
    expect(put.path).toBe('/api/clinic/links/2');
    expect(put.body).toEqual({ kind: 'OTHER', namePl: 'Regulamin portalu', nameEn: 'Terms', nameUk: 'Правила', url: '/regulamin', sso: false });
  });

  it('moves a link down: the whole order is sent, and the table follows the answer', async () => {
    const [help, terms, app] = demoLinks();
    const api = stubApi({ 'GET /api/clinic/links': ok(demoLinks()), 'PUT /api/clinic/links/order': ok([terms, help, app]) });
    renderRoute(<LinksPage />);
    await userEvent.click(await screen.findByRole('button', { name: 'Przesuń niżej: Pomoc' }));
    await waitFor(() => expect(api.callsTo('PUT /api/clinic/links/order')).toHaveLength(1));
    expect(api.callsTo('PUT /api/clinic/links/order')[0].body).toEqual({ ids: [2, 1, 3] });
    await waitFor(() => expect(within(rows()[0]).getAllByRole('cell')[0]).toHaveTextContent('Regulamin'));
  });

  it('a refused order is reported and the list read again', async () => {
    const failure = vi.spyOn(notify, 'failure');
    const api = stubApi({
      'GET /api/clinic/links': [ok(demoLinks()), ok(demoLinks())],
      'PUT /api/clinic/links/order': apiError(400, 'VALIDATION_ERROR', 'Podaj kolejność wszystkich odnośników (lista mogła się zmienić: odśwież ją)'),
    });
    renderRoute(<LinksPage />);
    await userEvent.click(await screen.findByRole('button', { name: 'Przesuń wyżej: Regulamin' }));
    await waitFor(() => expect(failure).toHaveBeenCalledWith(expect.anything(), 'Podaj kolejność wszystkich odnośników (lista mogła się zmienić: odśwież ją)'));
    await waitFor(() => expect(api.callsTo('GET /api/clinic/links')).toHaveLength(2));
  });

  it('deletes a link only after confirming', async () => {
    const api = stubApi({ 'GET /api/clinic/links': [ok(demoLinks()), ok(demoLinks().slice(0, 2))], 'DELETE /api/clinic/links/:linkId': noContent });
    renderRoute(<LinksPage />);
    await userEvent.click(await screen.findByRole('button', { name: 'Usuń: Inna aplikacja przychodni' }));
    let dialog = await screen.findByRole('dialog', { name: 'Usunąć odnośnik?' });
    expect(within(dialog).getByText('Odnośnik „Inna aplikacja przychodni” zniknie z górnego paska portalu.')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Anuluj' }));
    expect(api.callsTo('DELETE /api/clinic/links/:linkId')).toHaveLength(0);

    await userEvent.click(screen.getByRole('button', { name: 'Usuń: Inna aplikacja przychodni' }));
    dialog = await screen.findByRole('dialog', { name: 'Usunąć odnośnik?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Usuń' }));
    await waitFor(() => expect(api.callsTo('DELETE /api/clinic/links/:linkId')).toHaveLength(1));
    expect(api.callsTo('DELETE /api/clinic/links/:linkId')[0].path).toBe('/api/clinic/links/3');
    await waitFor(() => expect(rows()).toHaveLength(2));
  });
});
