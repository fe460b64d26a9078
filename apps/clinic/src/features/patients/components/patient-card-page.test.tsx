import { screen, waitFor, within } from '@testing-library/react';
import { notify } from '@portal/ui/notify';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { apiError, noContent, ok, stubApi } from '../../../test/api-stub';
import { SIGNED_IN_ROUTE_ID } from '../../../app/member';
import { registrar } from '../../../test/fixtures';
import { renderRoute } from '../../../test/render';
import { waitingCard } from './fixtures';
import { PatientCardPage } from './patient-card-page';

const render = (id = 41, member: typeof registrar = registrar) =>
  renderRoute([{ id: SIGNED_IN_ROUTE_ID, loader: () => member, children: [{ path: '/patients/:patientId', element: <PatientCardPage /> }] }], {
    initialEntries: [`/patients/${id}`],
  });
const section = (name: string) => screen.getByRole('region', { name });

describe('PatientCardPage', () => {
  it('shows the record, the identity waiting, the account, links both ways with their states, and the attachments', async () => {
    const api = stubApi({ 'GET /api/clinic/patients/:patientId': ok(waitingCard) });
    render();
    expect(await screen.findByRole('heading', { level: 1, name: 'Olena Kowalenko' })).toBeInTheDocument();
    expect(api.callsTo('GET /api/clinic/patients/:patientId')[0].params.patientId).toBe('41');

    const data = section('Dane pacjenta');
    expect(within(data).getByText('FX123456, UA')).toBeInTheDocument();
    expect(within(data).getByText('12-04-1990')).toBeInTheDocument();
    expect(within(data).getByText('ul. Długa 5 31-147 Kraków PL')).toBeInTheDocument();
    expect(within(data).getByText('pacjent')).toBeInTheDocument();

    const identity = section('Tożsamość');
    expect(within(identity).getByText('Do potwierdzenia')).toBeInTheDocument();
    expect(within(identity).getByText('Czeka na sprawdzenie w placówce.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sprawdź tożsamość' })).toHaveAttribute('href', '/identities/41');

    const account = section('Konto w portalu');
    expect(within(account).getByText('olena.kowalenko@example.com (potwierdzony)')).toBeInTheDocument();
    expect(within(account).getByText('+48 501 234 567 (niepotwierdzony)')).toBeInTheDocument();
    expect(within(account).getByText('nieautoryzowane')).toBeInTheDocument();

    const guardians = within(section('Kto działa w imieniu pacjenta')).getAllByRole('row');
    expect(guardians[1]).toHaveTextContent('Roman Opiekuńskipodopiecznyzablokowanebez dostępu');
    const profiles = within(section('W czyim imieniu działa konto pacjenta')).getAllByRole('row');
    expect(profiles[1]).toHaveTextContent('Ihor Kowalenkodzieckopotwierdzonema dostęp');

    const files = section('Załączniki');
    expect(within(files).getByRole('link', { name: 'Otwórz paszport.png' })).toHaveAttribute('href', '/api/clinic/patients/41/attachments/501');
    expect(within(files).getAllByRole('row')).toHaveLength(3);
  });

  it('shows a rejection with who, when and why, and no review button for a confirmed record', async () => {
    stubApi({
      'GET /api/clinic/patients/:patientId': ok({
        ...waitingCard,
        identityReview: { at: '2026-03-11T10:00:00.000Z', by: { id: 2, name: 'Ewa', lastName: 'Nowicka' }, rejectionReason: 'Skan nieczytelny' },
      }),
    });
    render();
    const identity = await screen.findByRole('region', { name: 'Tożsamość' });
    expect(within(identity).getByText('Odrzucona')).toBeInTheDocument();
    expect(within(identity).getByText(/^Odrzucona 11-03-2026 \d\d:00 przez Ewa Nowicka$/)).toBeInTheDocument();
    expect(within(identity).getByText('Powód: Skan nieczytelny')).toBeInTheDocument();
  });

  it('a confirmed record without an account: no review button, no profiles section', async () => {
    stubApi({
      'GET /api/clinic/patients/:patientId': ok({
        ...waitingCard,
        identityStatus: 'VERIFIED',
        identityReview: { at: '2026-03-11T10:00:00.000Z', by: null, rejectionReason: null },
        account: null,
        guardians: [],
        attachments: [],
      }),
    });
    render();
    const identity = await screen.findByRole('region', { name: 'Tożsamość' });
    expect(within(identity).getByText('Potwierdzona')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Sprawdź tożsamość' })).not.toBeInTheDocument();
    expect(screen.getByText('Rekord nie ma własnego konta w portalu.')).toBeInTheDocument();
    expect(screen.getByText('Nikt nie działa w imieniu pacjenta.')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'W czyim imieniu działa konto pacjenta' })).not.toBeInTheDocument();
    expect(screen.getByText('Pacjent nie przekazał załączników.')).toBeInTheDocument();
  });

  it('offers the identity review to a registrar or an administrator only', async () => {
    stubApi({ 'GET /api/clinic/patients/:patientId': ok(waitingCard) });
    render(41, { ...registrar, roles: ['NURSE'] });
    expect(await screen.findByRole('heading', { level: 1, name: 'Olena Kowalenko' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Sprawdź tożsamość' })).not.toBeInTheDocument();
  });

  it('leads those who read answers (not the registration) to the patient’s questionnaires', async () => {
    stubApi({ 'GET /api/clinic/patients/:patientId': ok(waitingCard) });
    const { unmount } = render(41, { ...registrar, roles: ['NURSE'] });
    expect(await screen.findByRole('link', { name: 'Ankiety pacjenta' })).toHaveAttribute('href', '/patients/41/questionnaires');
    unmount();
    render(41, registrar);
    expect(await screen.findByRole('heading', { level: 1, name: 'Olena Kowalenko' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Ankiety pacjenta' })).not.toBeInTheDocument();
  });

  it('leads the clinicians and the administrator (not the registration) to the medicines taken, as to the measurements', async () => {
    stubApi({ 'GET /api/clinic/patients/:patientId': ok(waitingCard) });
    const { unmount } = render(41, { ...registrar, roles: ['MIDWIFE'] });
    expect(await screen.findByRole('link', { name: 'Leki przyjmowane' })).toHaveAttribute('href', '/patients/41/taken-drugs');
    unmount();
    render(41, registrar);
    expect(await screen.findByRole('heading', { level: 1, name: 'Olena Kowalenko' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Leki przyjmowane' })).not.toBeInTheDocument();
  });

  it('leads every role to the patient’s correspondence and to a message to the patient', async () => {
    stubApi({ 'GET /api/clinic/patients/:patientId': ok(waitingCard) });
    render(41, registrar);
    expect(await screen.findByRole('link', { name: 'Korespondencja' })).toHaveAttribute('href', '/patients/41/messages');
    expect(screen.getByRole('link', { name: 'Napisz do pacjenta' })).toHaveAttribute('href', '/messages/new?patientId=41');
  });

  it('leads the registration (not the clinicians) to the patient’s POZ declarations', async () => {
    stubApi({ 'GET /api/clinic/patients/:patientId': ok(waitingCard) });
    const { unmount } = render(41, registrar);
    expect(await screen.findByRole('link', { name: 'Deklaracje POZ' })).toHaveAttribute('href', '/declarations?patientId=41');
    unmount();
    render(41, { ...registrar, roles: ['DOCTOR'] });
    expect(await screen.findByRole('heading', { level: 1, name: 'Olena Kowalenko' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Deklaracje POZ' })).not.toBeInTheDocument();
  });

  it('leads the registration and the administrator (not the clinicians) to the patient’s consents and carers', async () => {
    stubApi({ 'GET /api/clinic/patients/:patientId': ok(waitingCard) });
    const { unmount } = render(41, { ...registrar, roles: ['ADMIN'] });
    expect(await screen.findByRole('link', { name: 'Zgody i upoważnienia' })).toHaveAttribute('href', '/patients/41/consents');
    unmount();
    render(41, { ...registrar, roles: ['NURSE'] });
    expect(await screen.findByRole('heading', { level: 1, name: 'Olena Kowalenko' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Zgody i upoważnienia' })).not.toBeInTheDocument();
  });

  it('lets a registrar confirm a waiting guardian link after asking; a confirmed one can be blocked', async () => {
    const u = userEvent.setup();
    const card = {
      ...waitingCard,
      guardians: [
        { patientId: 41, accountId: 12, name: 'Roman', lastName: 'Opiekuński', role: 'WARD' as const, status: 'P' as const, active: false },
        { patientId: 41, accountId: 13, name: 'Irena', lastName: 'Opiekuńska', role: 'WARD' as const, status: 'C' as const, active: true },
      ],
    };
    const success = vi.spyOn(notify, 'success');
    const api = stubApi({ 'GET /api/clinic/patients/:patientId': ok(card), 'POST /api/clinic/patients/:patientId/guardians/:accountId/decision': noContent });
    render();
    await u.click(await screen.findByRole('button', { name: 'Potwierdź: Roman Opiekuński' }));
    const dialog = await screen.findByRole('dialog', { name: 'Potwierdzić powiązanie?' });
    expect(dialog).toHaveTextContent('Roman Opiekuński będzie mieć dostęp do danych pacjenta Olena Kowalenko');
    await u.click(within(dialog).getByRole('button', { name: 'Potwierdź' }));
    await waitFor(() => expect(success).toHaveBeenCalledWith('Powiązanie zostało potwierdzone. Opiekun dostał wiadomość e-mail.'));
    expect(api.callsTo('POST /api/clinic/patients/:patientId/guardians/:accountId/decision')[0]).toMatchObject({ params: { patientId: '41', accountId: '12' }, body: { decision: 'CONFIRM' } });
    expect(screen.queryByRole('button', { name: 'Potwierdź: Irena Opiekuńska' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Zablokuj: Irena Opiekuńska' })).toBeInTheDocument();
  });

  it('shows a nurse no link actions', async () => {
    stubApi({ 'GET /api/clinic/patients/:patientId': ok({ ...waitingCard, guardians: [{ ...waitingCard.guardians[0], status: 'P' }] }) });
    render(41, { ...registrar, roles: ['NURSE'] });
    expect(await screen.findByRole('heading', { level: 1, name: 'Olena Kowalenko' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Potwierdź/ })).not.toBeInTheDocument();
  });

  it('an unknown patient: the failure with a refresh', async () => {
    stubApi({ 'GET /api/clinic/patients/:patientId': apiError(404, 'NOT_FOUND', 'Nie znaleziono żądanego zasobu.') });
    render(999);
    expect(await screen.findByText('Nie udało się wczytać karty pacjenta.')).toBeInTheDocument();
  });
});
