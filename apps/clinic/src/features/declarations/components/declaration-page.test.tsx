import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { notify } from '@portal/ui/notify';
import { describe, expect, it, vi } from 'vitest';
import { apiError, ok, stubApi } from '../../../test/api-stub';
import { registrar } from '../../../test/fixtures';
import { renderRoute } from '../../../test/render';
import { signedIn } from '../../../test/signed-in-routes';
import { DeclarationPage } from './declaration-page';
import { acceptedDeclaration, waitingDeclaration } from './fixtures';

const render = (id = 301) => renderRoute(signedIn(registrar, { '/declarations/:declarationId': <DeclarationPage /> }), { initialEntries: [`/declarations/${id}`] });
const field = (label: string) => screen.getByText(label, { selector: 'dt' }).closest('div')!;
const stateChanged = 'Deklaracja jest w stanie, w którym nie można wykonać tej operacji.';

describe('a declaration', () => {
  it('shows the patient, the choice, the signature and the export', async () => {
    stubApi({ 'GET /api/clinic/declarations/:declarationId': ok(waitingDeclaration) });
    render();
    expect(await screen.findByRole('heading', { level: 1, name: 'Deklaracja POZ: Zofia Wiśniewska' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Zofia Wiśniewska' })).toHaveAttribute('href', '/patients/41');
    expect(field('PESEL')).toHaveTextContent('52082012345');
    expect(field('Wybrana osoba')).toHaveTextContent('lek. Tomasz Lewandowski (nr prawa wykonywania zawodu 1234567)');
    expect(field('Placówka')).toHaveTextContent('Przychodnia POZ, ul. Zdrowa 1, 30-418 Kraków');
    expect(field('Podpis')).toHaveTextContent('Podpisana przez pacjenta (Zofia Wiśniewska), 20-11-2026 10:05 Certyfikat: Symulator ePUAP CA, nr 0A1B2C');
    expect(field('Wybór świadczeniodawcy')).toHaveTextContent('wybór nr 2, przyczyna: zmiana miejsca zamieszkania');
    expect(field('Wybór osoby')).toHaveTextContent('wybór nr 1');
    expect(field('Eksport do NFZ')).toHaveTextContent('niewyeksportowana');
    expect(screen.getByRole('link', { name: 'Wszystkie deklaracje pacjenta' })).toHaveAttribute('href', '/declarations?patientId=41');
  });

  it('accepts a signed declaration waiting for the clinic after asking', async () => {
    const api = stubApi({
      'GET /api/clinic/declarations/:declarationId': [ok(waitingDeclaration), ok({ ...waitingDeclaration, decision: 'ACCEPTED', decidedBy: { name: 'Ewa Nowicka', at: '2026-11-21T08:00:00.000Z' } })],
      'POST /api/clinic/declarations/:declarationId/accept': ok({ ...waitingDeclaration, decision: 'ACCEPTED' }),
    });
    const success = vi.spyOn(notify, 'success');
    render();
    await userEvent.click(await screen.findByRole('button', { name: 'Przyjmij' }));
    const dialog = await screen.findByRole('dialog', { name: 'Przyjąć deklarację?' });
    expect(dialog).toHaveTextContent('Deklaracja pacjenta Zofia Wiśniewska (lekarz POZ: lek. Tomasz Lewandowski) zostanie przyjęta i stanie się aktywna.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Przyjmij' }));
    await waitFor(() => expect(success).toHaveBeenCalledWith('Deklaracja została przyjęta.'));
    expect(api.callsTo('POST /api/clinic/declarations/301/accept')).toHaveLength(1);
    expect(await screen.findByText('Ewa Nowicka, 21-11-2026 09:00')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Przyjmij' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Odrzuć' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Wycofaj' })).toBeInTheDocument();
  });

  it('shows the server’s message when the declaration changed meanwhile, and reads it again', async () => {
    const api = stubApi({
      'GET /api/clinic/declarations/:declarationId': [ok(waitingDeclaration), ok({ ...waitingDeclaration, state: 'CANCELED', canceledAt: '2026-11-21T08:00:00.000Z', inForce: false })],
      'POST /api/clinic/declarations/:declarationId/accept': apiError(409, 'DECLARATION_STATE', stateChanged),
    });
    const warning = vi.spyOn(notify, 'warning');
    render();
    await userEvent.click(await screen.findByRole('button', { name: 'Przyjmij' }));
    await userEvent.click(within(await screen.findByRole('dialog', { name: 'Przyjąć deklarację?' })).getByRole('button', { name: 'Przyjmij' }));
    await waitFor(() => expect(warning).toHaveBeenCalledWith(stateChanged));
    expect(await screen.findByText('Deklaracja nie jest już aktywna.')).toBeInTheDocument();
    expect(api.callsTo('GET /api/clinic/declarations/301')).toHaveLength(2);
    expect(screen.queryByRole('button', { name: 'Wycofaj' })).not.toBeInTheDocument();
  });

  it('rejects with a reason the patient is told by e-mail and message; the reason is required', async () => {
    const rejected = { ...waitingDeclaration, state: 'CANCELED' as const, decision: 'REJECTED' as const, decisionReason: 'Pacjent nie mieszka w rejonie przychodni.', inForce: false };
    const api = stubApi({
      'GET /api/clinic/declarations/:declarationId': [ok(waitingDeclaration), ok(rejected)],
      'POST /api/clinic/declarations/:declarationId/reject': ok(rejected),
    });
    const success = vi.spyOn(notify, 'success');
    render();
    await userEvent.click(await screen.findByRole('button', { name: 'Odrzuć' }));
    const dialog = await screen.findByRole('dialog', { name: 'Odrzucić deklarację?' });
    expect(dialog).toHaveTextContent('Pacjent dostanie podaną przyczynę w wiadomości e-mail i w wiadomości w portalu.');
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Przyczyna' }), '   ');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Odrzuć' }));
    expect(await within(dialog).findByText('Podaj przyczynę')).toBeInTheDocument();
    expect(api.callsTo('POST /api/clinic/declarations/301/reject')).toHaveLength(0);

    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Przyczyna' }), 'Pacjent nie mieszka w rejonie przychodni.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Odrzuć' }));
    await waitFor(() => expect(success).toHaveBeenCalledWith('Deklaracja została odrzucona. Pacjent dostał wiadomość z przyczyną.'));
    expect(api.callsTo('POST /api/clinic/declarations/301/reject')[0].body).toEqual({ reason: 'Pacjent nie mieszka w rejonie przychodni.' });
    expect(await screen.findByText('Pacjent nie mieszka w rejonie przychodni.')).toBeInTheDocument();
    expect(screen.getByText('Deklaracja nie jest już aktywna.')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('withdraws an accepted declaration with a reason; a refusal shows the server’s message, a field error stays at the field', async () => {
    const notActive = 'Dane nie zostały zapisane w systemie przychodni, ponieważ deklaracja nie jest już aktywna.';
    const api = stubApi({
      'GET /api/clinic/declarations/:declarationId': ok(acceptedDeclaration),
      'POST /api/clinic/declarations/:declarationId/withdraw': [
        apiError(400, 'VALIDATION_ERROR', 'Niepoprawne dane.', { errors: [{ path: 'reason', message: 'Przyczyna może mieć najwyżej 1000 znaków' }] }),
        apiError(409, 'DECLARATION_NOT_ACTIVE', notActive),
      ],
    });
    const warning = vi.spyOn(notify, 'warning');
    render(302);
    expect(await screen.findByRole('heading', { level: 1, name: 'Deklaracja POZ: Anna Kowalska' })).toBeInTheDocument();
    expect(field('Podpis')).toHaveTextContent('Podpisana przez opiekuna (Jan Kowalski)');
    expect(field('Zdecydował(a)')).toHaveTextContent('Ewa Nowicka, 21-11-2026 09:00');
    // Accepted already: only withdrawing is left.
    expect(screen.queryByRole('button', { name: 'Przyjmij' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Odrzuć' })).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Wycofaj' }));
    const dialog = await screen.findByRole('dialog', { name: 'Wycofać deklarację?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Wycofaj' }));
    expect(await within(dialog).findByText('Podaj przyczynę')).toBeInTheDocument();
    expect(api.callsTo('POST /api/clinic/declarations/302/withdraw')).toHaveLength(0);

    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Przyczyna' }), 'Pacjentka przeprowadziła się.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Wycofaj' }));
    expect(await within(dialog).findByText('Przyczyna może mieć najwyżej 1000 znaków')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Wycofaj' }));
    await waitFor(() => expect(warning).toHaveBeenCalledWith(notActive));
    expect(api.callsTo('POST /api/clinic/declarations/302/withdraw')[1].body).toEqual({ reason: 'Pacjentka przeprowadziła się.' });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('says an unsigned declaration cannot be accepted yet, but may be rejected', async () => {
    stubApi({ 'GET /api/clinic/declarations/:declarationId': ok({ ...waitingDeclaration, state: 'REGISTERED', dateOfSubmission: null, signature: null }) });
    render();
    expect(await screen.findByText('Pacjent jeszcze nie podpisał tej deklaracji: przyjąć można ją dopiero po podpisaniu.')).toBeInTheDocument();
    expect(field('Podpis')).toHaveTextContent('Niepodpisana');
    expect(screen.queryByRole('button', { name: 'Przyjmij' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Odrzuć' })).toBeInTheDocument();
  });
});
