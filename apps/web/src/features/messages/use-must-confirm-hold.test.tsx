import { act, screen, waitFor } from '@testing-library/react';
import { Link } from 'react-router';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ok, stubApi } from '../../test/api-stub';
import { renderRoute } from '../../test/render';
import { unreadCountQuery } from './api/get-unread';
import { useMustConfirmHold } from './use-must-confirm-hold';

function Page({ enabled = true }: { enabled?: boolean }) {
  useMustConfirmHold(enabled);
  return (
    <>
      <h1>Alergie</h1>
      <Link to="/account">Konto</Link>
    </>
  );
}

const renderAt = (enabled = true) =>
  renderRoute([{ path: '/allergies', element: <Page enabled={enabled} /> }, { path: '/account', element: <Page enabled={enabled} /> }], { initialEntries: ['/allergies?patientId=1'] });

describe('useMustConfirmHold', { timeout: 20_000 }, () => {
  it('sends her to the messages to confirm, with the page she asked for to come back to', async () => {
    stubApi({ 'GET /api/mpi/messages/u/mpi-user/unread': ok({ unread: 2, toConfirm: 1 }) });
    renderAt();
    expect(await screen.findByTestId('where')).toHaveTextContent('/messages-to-confirm?returnTo=%2Fallergies%3FpatientId%3D1');
  });

  it('leaves her where she is with nothing to confirm', async () => {
    const api = stubApi({ 'GET /api/mpi/messages/u/mpi-user/unread': ok({ unread: 3, toConfirm: 0 }) });
    renderAt();
    await screen.findByRole('heading', { name: 'Alergie' });
    await act(() => new Promise((r) => setTimeout(r, 50)));
    expect(screen.queryByTestId('where')).not.toBeInTheDocument();
    expect(api.callsTo('GET /api/mpi/messages/u/mpi-user/unread')).toHaveLength(1);
  });

  it('does not take her off a page when a message to confirm arrives there; her next step goes by it', async () => {
    stubApi({ 'GET /api/mpi/messages/u/mpi-user/unread': ok({ unread: 0, toConfirm: 0 }) });
    const { queryClient } = renderAt();
    await screen.findByRole('heading', { name: 'Alergie' });
    await waitFor(() => expect(queryClient.getQueryData(unreadCountQuery.queryKey)).toEqual({ unread: 0, toConfirm: 0 }));
    await act(async () => {
      queryClient.setQueryData(unreadCountQuery.queryKey, { unread: 1, toConfirm: 1 });
    });
    expect(screen.getByRole('heading', { name: 'Alergie' })).toBeInTheDocument();
    expect(screen.queryByTestId('where')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: 'Konto' }));
    expect(await screen.findByTestId('where')).toHaveTextContent('/messages-to-confirm?returnTo=%2Faccount');
  });
});
