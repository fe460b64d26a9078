import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { queryClient } from '../shared/query-client';
import { ok } from '../test/api-stub';
import { demoAccount } from '../test/fixtures';
import { renderRoute } from '../test/render';
import { redirectRoot, redirectUnknown } from './guards';
import { NotFoundPage } from './not-found';

// The app's catch-all, here at one address: the kit's own catch-all is the `where` probe.
const unknown = [{ path: '/nie-ma-takiej-strony', loader: redirectUnknown, element: <NotFoundPage /> }];

// The guard reads the session through the app's own cache.
afterEach(() => queryClient.clear());

describe('an unknown address (issue 28 item 16)', () => {
  it('says the page is not found and leads a signed-in patient to the hub', async () => {
    renderRoute(unknown, { initialEntries: ['/nie-ma-takiej-strony'], stub: { 'GET /api/mpi/accounts/mpi-user': ok(demoAccount) } });
    expect(await screen.findByRole('heading', { level: 1, name: 'Nie ma takiej strony' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: 'Przejdź na stronę główną' }));
    expect(await screen.findByTestId('where')).toHaveTextContent('/main');
  });

  it('leads a visitor who is not signed in to sign-in', async () => {
    renderRoute(unknown, { initialEntries: ['/nie-ma-takiej-strony'], stub: {} });
    expect(await screen.findByRole('heading', { level: 1, name: 'Nie ma takiej strony' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Przejdź do logowania' })).toHaveAttribute('href', '/login');
  });
});

describe("the portal's own address /", () => {
  const root = [{ index: true, loader: redirectRoot }];

  it('opens the hub for a signed-in patient', async () => {
    renderRoute(root, { initialEntries: ['/'], stub: { 'GET /api/mpi/accounts/mpi-user': ok(demoAccount) } });
    expect(await screen.findByTestId('where')).toHaveTextContent('/main');
  });

  it('opens sign-in for a visitor', async () => {
    renderRoute(root, { initialEntries: ['/'], stub: {} });
    expect(await screen.findByTestId('where')).toHaveTextContent('/login');
  });
});
