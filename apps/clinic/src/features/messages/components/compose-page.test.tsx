import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { apiError, ok, stubApi, type ApiTable } from '../../../test/api-stub';
import { registrar } from '../../../test/fixtures';
import { renderRoute } from '../../../test/render';
import { signedIn } from '../../../test/signed-in-routes';
import { ComposePage } from './compose-page';
import { annasMessage, boxes, categories, registrationSettings } from './fixtures';

const anna = {
  id: 1,
  name: 'Anna',
  lastName: 'Kowalska',
  birthDate: '1985-03-05',
  nationalIdentificationNumber: '85030512345',
  documentNumber: null,
  identityStatus: 'VERIFIED' as const,
  hasAccount: true,
};

const common: ApiTable = {
  'GET /api/clinic/messages/boxes': ok(boxes),
  'GET /api/clinic/message-categories': ok(categories),
  'GET /api/mpi/accounts/registration-settings': ok(registrationSettings),
  'GET /api/clinic/patients': ok({ items: [anna], pageIndex: 0, pageSize: 10, hasNextPage: false }),
  'GET /api/clinic/messages/recipients': ok({
    items: [
      { kind: 'STAFF', id: 5, name: 'Tomasz Lewandowski', description: 'lekarz' },
      { kind: 'MAILBOX', id: 3, name: 'Rejestracja', description: null },
    ],
    pageIndex: 0,
    pageSize: 10,
    hasNextPage: false,
  }),
  'POST /api/clinic/messages': ok({ id: 42 }, 201),
};

const open = (entry: string) => renderRoute(signedIn(registrar, { '/messages/new': <ComposePage /> }), { initialEntries: [entry] });

describe('ComposePage', () => {
  it('asks for a recipient, a title and a text before sending', async () => {
    const api = stubApi(common);
    open('/messages/new');
    await userEvent.click(await screen.findByRole('button', { name: 'Wyślij' }));
    expect(await screen.findByText('Wybierz co najmniej jednego adresata')).toBeInTheDocument();
    expect(screen.getByText('Podaj tytuł wiadomości')).toBeInTheDocument();
    expect(screen.getByText('Wpisz treść wiadomości')).toBeInTheDocument();
    expect(api.callsTo('POST /api/clinic/messages')).toHaveLength(0);
  });

  it('lets "the patient must confirm" be ticked only with a patient among the recipients, and sends what was chosen', async () => {
    const api = stubApi(common);
    open('/messages/new');
    const confirm = await screen.findByRole('checkbox', { name: 'Pacjent musi potwierdzić przeczytanie' });
    expect(confirm).toBeDisabled();

    await userEvent.type(screen.getByRole('searchbox', { name: 'Szukaj współpracownika lub skrzynki' }), 'rej');
    await userEvent.click(await screen.findByRole('button', { name: 'Dodaj adresata: Rejestracja' }));
    expect(confirm).toBeDisabled();

    await userEvent.type(screen.getByRole('searchbox', { name: 'Szukaj pacjenta' }), 'kowal');
    const choice = await screen.findByRole('button', { name: 'Wybierz pacjenta: Anna Kowalska' });
    expect(choice).toHaveTextContent('Anna Kowalska, PESEL 85030512345, ur. 05-03-1985');
    await userEvent.click(choice);
    expect(confirm).toBeEnabled();
    await userEvent.click(confirm);

    await userEvent.type(screen.getByRole('textbox', { name: 'Tytuł' }), 'Wyniki');
    await userEvent.type(screen.getByRole('textbox', { name: 'Treść' }), 'Proszę o kontakt.');
    expect(screen.getByText('17 / 10000 znaków')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Wyślij' }));
    expect(await screen.findByTestId('where')).toHaveTextContent('/messages/42');
    expect(api.callsTo('POST /api/clinic/messages')[0].body).toEqual({
      category: 'M',
      title: 'Wyniki',
      content: 'Proszę o kontakt.',
      recipients: [
        { kind: 'MAILBOX', id: 3 },
        { kind: 'PATIENT', id: 1 },
      ],
      inResponseTo: null,
      fromMailboxId: null,
      mustConfirm: true,
      attachmentIds: [],
    });
  });

  it('unticks "must confirm" when the patient is removed', async () => {
    stubApi(common);
    open('/messages/new');
    await userEvent.type(await screen.findByRole('searchbox', { name: 'Szukaj pacjenta' }), 'kowal');
    await userEvent.click(await screen.findByRole('button', { name: 'Wybierz pacjenta: Anna Kowalska' }));
    const confirm = screen.getByRole('checkbox', { name: 'Pacjent musi potwierdzić przeczytanie' });
    await userEvent.click(confirm);
    expect(confirm).toBeChecked();
    await userEvent.click(screen.getByRole('button', { name: 'Usuń adresata: Anna Kowalska, PESEL 85030512345' }));
    expect(confirm).not.toBeChecked();
    expect(confirm).toBeDisabled();
  });

  it('prefills a reply: "Re: " once, cut to 149 characters, its category, as the mailbox chosen, to the sender', async () => {
    const long = { ...annasMessage, title: `Re: ${'x'.repeat(148)}`, category: { code: 'RESULTS', name: 'Wyniki badań', description: null } };
    const api = stubApi({ ...common, 'GET /api/clinic/messages/:messageId/thread': ok([long]) });
    open('/messages/new?replyTo=10&as=3');
    const title = await screen.findByRole('textbox', { name: 'Tytuł' });
    expect(title).toHaveValue(`Re: ${'x'.repeat(145)}`);
    expect(screen.getByText('Odpowiedź do: Anna Kowalska')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Wyślij jako' })).toHaveValue('Skrzynka „Rejestracja”'));
    // A reply to a patient's message may ask her to confirm it.
    expect(screen.getByRole('checkbox', { name: 'Pacjent musi potwierdzić przeczytanie' })).toBeEnabled();
    await userEvent.type(screen.getByRole('textbox', { name: 'Treść' }), 'Zapraszamy.');
    await userEvent.click(screen.getByRole('button', { name: 'Wyślij' }));
    await waitFor(() => expect(api.callsTo('POST /api/clinic/messages')).toHaveLength(1));
    expect(api.callsTo('POST /api/clinic/messages')[0].body).toMatchObject({ inResponseTo: 10, fromMailboxId: 3, category: 'RESULTS', recipients: [], title: `Re: ${'x'.repeat(145)}` });
  });

  it('starts with the patient the card named, and shows the server field errors at their fields', async () => {
    const card = { id: 1, name: 'Anna', lastName: 'Kowalska', identity: { nationalIdentificationNumber: '85030512345' } };
    const api = stubApi({
      ...common,
      'GET /api/clinic/patients/:patientId': ok(card as never),
      'POST /api/clinic/messages': apiError(400, 'MESSAGE_RECIPIENT_INVALID', 'Wybrany adresat nie istnieje albo nie przyjmuje wiadomości. Wybierz adresata z listy.'),
    });
    open('/messages/new?patientId=1');
    const chosen = await screen.findByRole('list', { name: 'Pacjent' });
    expect(within(chosen).getByText('Anna Kowalska, PESEL 85030512345')).toBeInTheDocument();
    await userEvent.type(screen.getByRole('textbox', { name: 'Tytuł' }), 'Termin');
    await userEvent.type(screen.getByRole('textbox', { name: 'Treść' }), 'Proszę zadzwonić.');
    await userEvent.click(screen.getByRole('button', { name: 'Wyślij' }));
    expect(await screen.findByText('Wybrany adresat nie istnieje albo nie przyjmuje wiadomości. Wybierz adresata z listy.')).toBeInTheDocument();
    expect(api.callsTo('POST /api/clinic/messages')[0].body).toMatchObject({ recipients: [{ kind: 'PATIENT', id: 1 }] });
  });

  it('uploads the attachments first and sends their ids', async () => {
    const api = stubApi({
      ...common,
      'POST /api/clinic/messages/attachments': ok({ files: [{ id: 501, fileName: 'skan.pdf', mimeType: 'application/pdf', size: 4 } as never] }, 201),
    });
    open('/messages/new');
    await userEvent.type(await screen.findByRole('searchbox', { name: 'Szukaj współpracownika lub skrzynki' }), 'tom');
    await userEvent.click(await screen.findByRole('button', { name: 'Dodaj adresata: Tomasz Lewandowski' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Tytuł' }), 'Skan');
    await userEvent.type(screen.getByRole('textbox', { name: 'Treść' }), 'W załączniku.');
    const input = document.querySelector<HTMLInputElement>('input[type=file]');
    if (!input) throw new Error('no file input');
    await userEvent.upload(input, new File(['%PDF'], 'skan.pdf', { type: 'application/pdf' }));
    expect(await screen.findByText(/skan\.pdf/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Wyślij' }));
    await waitFor(() => expect(api.callsTo('POST /api/clinic/messages')).toHaveLength(1));
    expect(api.callsTo('POST /api/clinic/messages/attachments')).toHaveLength(1);
    expect(api.callsTo('POST /api/clinic/messages')[0].body).toMatchObject({ recipients: [{ kind: 'STAFF', id: 5 }], attachmentIds: [501] });
  });
});
