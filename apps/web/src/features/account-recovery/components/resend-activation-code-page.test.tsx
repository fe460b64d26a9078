import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { apiError, stubApi } from '../../../test/api-stub';
import { renderRoute } from '../../../test/render';
import { loadNamespace } from '../../../i18n';
import { ResendActivationCodePage, resendCodeLoader } from './resend-activation-code-page';

beforeAll(() => loadNamespace('account-recovery'));
afterEach(() => vi.unstubAllGlobals());

const open = (url: string) =>
  renderRoute([{ path: '/resendactivationcode', element: <ResendActivationCodePage />, loader: resendCodeLoader }], { initialEntries: [url] });
const ok = { status: 200, body: { ok: true as const } };

describe('ResendActivationCodePage', () => {
  it('first sends the SMS, then confirms the number with the code, then shows the summary', async () => {
    const { calls } = stubApi({
      'POST /api/mpi/accounts/confirmations/phone-no': ok,
      'PUT /api/mpi/accounts/confirmations/phone-no': [apiError(400, 'CODE_INVALID'), ok],
    });
    const user = userEvent.setup();
    open('/resendactivationcode?phones=%2B48600100200&service=KARD');
    const phone = await screen.findByLabelText(/^Numer telefonu/);
    expect(phone).toHaveValue('48600100200');
    expect(screen.queryByLabelText(/^Kod z SMS/)).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Wyślij kod SMS' }));
    expect(await screen.findByText('Jeśli numer +48600100200 czeka na potwierdzenie, wysłaliśmy na niego kod. Wpisz go poniżej.')).toBeInTheDocument();
    await user.type(screen.getByLabelText(/^Kod z SMS/), '111111');
    await user.click(screen.getByRole('button', { name: 'Potwierdź numer' }));
    expect(await screen.findByText('Wystąpił błąd walidacji. Prawdopodobnie kod potwierdzenia jest błędny.')).toBeInTheDocument();
    // The field says plainly that the code is wrong.
    expect(await screen.findByText('Kod jest błędny. Sprawdź SMS i wpisz kod ponownie.')).toBeInTheDocument();

    await user.clear(screen.getByLabelText(/^Kod z SMS/));
    await user.type(screen.getByLabelText(/^Kod z SMS/), '123456');
    await user.click(screen.getByRole('button', { name: 'Potwierdź numer' }));
    expect(await screen.findByRole('heading', { name: 'Numer telefonu został potwierdzony' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Przejdź do logowania' })).toHaveAttribute('href', '/login?service=KARD');
    expect(calls.map((c) => [c.method, c.body])).toEqual([
      ['POST', { phoneNumber: '+48600100200' }],
      ['PUT', { phoneNumber: '+48600100200', confirmationCode: '111111' }],
      ['PUT', { phoneNumber: '+48600100200', confirmationCode: '123456' }],
    ]);
  });

  it('warns when the number is unknown or confirmed, and asks for the code only once it was sent', async () => {
    stubApi({ 'POST /api/mpi/accounts/confirmations/phone-no': apiError(400, 'PHONE_NOT_FOUND_OR_CONFIRMED') });
    const user = userEvent.setup();
    open('/resendactivationcode');
    await user.type(await screen.findByLabelText(/^Numer telefonu/), '48111222333');
    await user.click(screen.getByRole('button', { name: 'Wyślij kod SMS' }));
    expect(await screen.findByText('Taki numer telefonu nie istnieje lub został już potwierdzony')).toBeInTheDocument();
    expect(screen.queryByLabelText(/^Kod z SMS/)).toBeNull();
  });

  it('prefills the signed-in account’s unconfirmed phone when no number is given', async () => {
    stubApi({ 'GET /api/mpi/accounts/confirmations/channels/unconfirmed': { status: 200, body: { phoneNumber: '+48600700800', masked: false } } });
    open('/resendactivationcode');
    expect(await screen.findByLabelText(/^Numer telefonu/)).toHaveValue('48600700800');
  });

  it('reports a failure other than a wrong code with the general message', async () => {
    stubApi({
      'POST /api/mpi/accounts/confirmations/phone-no': ok,
      'PUT /api/mpi/accounts/confirmations/phone-no': { status: 500, body: { errorCode: 'INTERNAL_ERROR', message: 'x' } },
    });
    const user = userEvent.setup();
    open('/resendactivationcode?phones=48600100200');
    await user.click(await screen.findByRole('button', { name: 'Wyślij kod SMS' }));
    await user.type(await screen.findByLabelText(/^Kod z SMS/), '123456');
    await user.click(screen.getByRole('button', { name: 'Potwierdź numer' }));
    expect(await screen.findByText('Wystąpił błąd podczas potwierdzania numeru telefonu')).toBeInTheDocument();
  });

  it('checks the code before confirming', async () => {
    const { calls } = stubApi({ 'POST /api/mpi/accounts/confirmations/phone-no': ok });
    const user = userEvent.setup();
    open('/resendactivationcode?phones=48600100200');
    await user.click(await screen.findByRole('button', { name: 'Wyślij kod SMS' }));
    await user.type(await screen.findByLabelText(/^Kod z SMS/), '12');
    await user.click(screen.getByRole('button', { name: 'Potwierdź numer' }));
    expect(await screen.findByText('Kod potwierdzenia składa się z 6 cyfr')).toBeInTheDocument();
    expect(calls).toHaveLength(1);
  });
});
