import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { notify } from '@portal/ui/notify';
import { describe, expect, it, vi } from 'vitest';
import { apiError, ok, stubApi } from '../../../test/api-stub';
import { renderRoute } from '../../../test/render';
import { carerEnded, carerInForce } from './consent-fixtures';
import { waitingCard } from './fixtures';
import { IdentityReviewPage } from './identity-review-page';

const render = () => {
  const view = renderRoute(<IdentityReviewPage />, { path: '/identities/:patientId', initialEntries: ['/identities/41'] });
  return { ...view, user: userEvent.setup() };
};

/** The patient's carer authorisations (the review shows those in force): none, unless a test says otherwise. */
const noCarers = { 'GET /api/clinic/patients/:patientId/carer-authorisations': ok([]) };

describe('IdentityReviewPage', () => {
  it('shows the scans — an image inline, a PDF in a frame — beside the person’s data', async () => {
    stubApi({ ...noCarers, 'GET /api/clinic/patients/:patientId': ok(waitingCard) });
    render();
    expect(await screen.findByRole('heading', { level: 1, name: 'Sprawdzenie tożsamości: Olena Kowalenko' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Skan dokumentu: paszport.png' })).toHaveAttribute('src', '/api/clinic/patients/41/attachments/501');
    expect(screen.getByTitle('Dokument PDF: paszport-2.pdf')).toHaveAttribute('src', '/api/clinic/patients/41/attachments/502');
    expect(screen.getByText('FX123456, UA')).toBeInTheDocument();
    expect(screen.getByText('olena.kowalenko@example.com')).toBeInTheDocument();
  });

  it('confirms after the confirm dialog, tells the registrar and returns to the queue', async () => {
    const success = vi.spyOn(notify, 'success');
    const api = stubApi({
      ...noCarers, 'GET /api/clinic/patients/:patientId': ok(waitingCard),
      'POST /api/clinic/patients/:patientId/identity/confirm': ok({ patientId: 41, identityStatus: 'VERIFIED', mailed: true }),
    });
    const { user } = render();
    await user.click(await screen.findByRole('button', { name: 'Potwierdź tożsamość' }));
    const dialog = await screen.findByRole('dialog', { name: 'Potwierdzić tożsamość?' });
    expect(dialog).toHaveTextContent('Dane pacjenta Olena Kowalenko zostaną potwierdzone');
    await user.click(within(dialog).getByRole('button', { name: 'Potwierdź tożsamość' }));
    await waitFor(() => expect(success).toHaveBeenCalledWith('Tożsamość potwierdzona.'));
    expect(api.callsTo('POST /api/clinic/patients/:patientId/identity/confirm')[0].params.patientId).toBe('41');
    expect(await screen.findByTestId('where')).toHaveTextContent('/identities');
  });

  it('cancelling the confirm dialog sends nothing', async () => {
    const api = stubApi({ ...noCarers, 'GET /api/clinic/patients/:patientId': ok(waitingCard) });
    const { user } = render();
    await user.click(await screen.findByRole('button', { name: 'Potwierdź tożsamość' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Anuluj' }));
    expect(api.callsTo('POST /api/clinic/patients/:patientId/identity/confirm')).toHaveLength(0);
  });

  it('rejects with a reason (required), and warns that a patient without a confirmed e-mail must be told otherwise', async () => {
    const info = vi.spyOn(notify, 'info');
    const api = stubApi({
      ...noCarers, 'GET /api/clinic/patients/:patientId': ok(waitingCard),
      'POST /api/clinic/patients/:patientId/identity/reject': ok({ patientId: 41, identityStatus: 'REQUESTED', mailed: false }),
    });
    const { user } = render();
    await user.click(await screen.findByRole('button', { name: 'Odrzuć dokument' }));
    const dialog = await screen.findByRole('dialog', { name: 'Odrzucić dokument?' });
    await user.click(within(dialog).getByRole('button', { name: 'Odrzuć' }));
    expect(await within(dialog).findByText('Podaj powód odrzucenia (co najmniej 3 znaki).')).toBeInTheDocument();
    expect(api.callsTo('POST /api/clinic/patients/:patientId/identity/reject')).toHaveLength(0);

    await user.type(within(dialog).getByRole('textbox', { name: 'Powód odrzucenia' }), 'Skan jest nieczytelny');
    await user.click(within(dialog).getByRole('button', { name: 'Odrzuć' }));
    await waitFor(() => expect(api.callsTo('POST /api/clinic/patients/:patientId/identity/reject')[0]?.body).toEqual({ reason: 'Skan jest nieczytelny' }));
    await waitFor(() => expect(info).toHaveBeenCalledWith('Pacjent nie ma potwierdzonego adresu e-mail — przekaż mu decyzję inną drogą.'));
    expect(await screen.findByTestId('where')).toHaveTextContent('/identities');
  });

  it('a record that no longer waits: no decision to take', async () => {
    stubApi({ ...noCarers, 'GET /api/clinic/patients/:patientId': ok({ ...waitingCard, identityStatus: 'VERIFIED' }) });
    render();
    expect(await screen.findByText('Tożsamość tego pacjenta nie czeka na potwierdzenie.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Potwierdź tożsamość' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Odrzuć dokument' })).not.toBeInTheDocument();
  });

  it('a decision the server refuses (decided meanwhile) shows its reason', async () => {
    const warning = vi.spyOn(notify, 'warning');
    stubApi({
      ...noCarers, 'GET /api/clinic/patients/:patientId': ok(waitingCard),
      'POST /api/clinic/patients/:patientId/identity/confirm': apiError(409, 'CONFLICT', 'Tożsamość tego pacjenta nie czeka na potwierdzenie.'),
    });
    const { user } = render();
    await user.click(await screen.findByRole('button', { name: 'Potwierdź tożsamość' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Potwierdź tożsamość' }));
    await waitFor(() => expect(warning).toHaveBeenCalledWith('Tożsamość tego pacjenta nie czeka na potwierdzenie.'));
  });

  it('shows the carers she authorised that are in force today, read-only', async () => {
    const api = stubApi({ 'GET /api/clinic/patients/:patientId': ok(waitingCard), 'GET /api/clinic/patients/:patientId/carer-authorisations': ok([carerInForce, carerEnded]) });
    render();
    const carers = await screen.findByRole('region', { name: 'Upoważnieni opiekunowie' });
    expect(await within(carers).findByRole('heading', { level: 3, name: 'Anna Kowalska' })).toBeInTheDocument();
    expect(within(carers).getByText('PESEL 85031502464')).toBeInTheDocument();
    expect(within(carers).getByText('upoważnienie pisemne')).toBeInTheDocument();
    expect(within(carers).queryByText('Stefan Wagner')).not.toBeInTheDocument();
    expect(within(carers).queryByRole('button')).not.toBeInTheDocument();
    expect(api.callsTo('GET /api/clinic/patients/:patientId/carer-authorisations')[0].params).toEqual({ patientId: '41' });
  });

  it('says when no carer authorisation is in force today', async () => {
    stubApi({ 'GET /api/clinic/patients/:patientId': ok(waitingCard), 'GET /api/clinic/patients/:patientId/carer-authorisations': ok([carerEnded]) });
    render();
    expect(await screen.findByText('Pacjent nie ma dziś upoważnionych opiekunów.')).toBeInTheDocument();
  });
});
