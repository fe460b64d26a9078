import { MantineProvider } from '@mantine/core';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import i18n, { changeLanguage } from '../../i18n';
import { ROOT_ROUTE_ID } from '../../shared/settings/root-data';
import { Footer } from './footer';

afterEach(async () => {
  await act(() => changeLanguage('pl'));
});

const renderFooter = (onLanguageChosen?: (lng: string) => void) => {
  const router = createMemoryRouter([{ path: '/', element: <Footer onLanguageChosen={onLanguageChosen} /> }]);
  return render(
    <MantineProvider>
      <RouterProvider router={router} />
    </MantineProvider>,
  );
};

describe('the language switch in the footer', () => {
  it('switches the interface and tells the signed-in layout, which keeps the choice on the account', async () => {
    const chosen = vi.fn();
    renderFooter(chosen);
    await userEvent.click(await screen.findByRole('button', { name: 'English' }));
    expect(chosen).toHaveBeenCalledWith('en');
    await vi.waitFor(() => expect(i18n.language).toBe('en'));
    expect(screen.getByRole('button', { name: 'English' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('on a public page only switches the interface', async () => {
    renderFooter();
    await userEvent.click(await screen.findByRole('button', { name: 'Українська' }));
    await vi.waitFor(() => expect(i18n.language).toBe('uk'));
  });
});

describe("the footer's small print (issue 28 item 16)", () => {
  it('holds the versions, the provider and the region, in small type', async () => {
    const root = {
      identification: { portalName: 'Portal Pacjenta', appVersion: '1.4.0', securityVersion: '5.WB1', providerName: 'Przychodnia Zdrowie' },
      installation: { region: 'małopolskie' },
    };
    const router = createMemoryRouter([{ id: ROOT_ROUTE_ID, path: '/', loader: () => root, element: <Footer /> }]);
    render(
      <MantineProvider>
        <RouterProvider router={router} />
      </MantineProvider>,
    );
    const smallPrint = await screen.findByTestId('footer-small-print');
    expect(smallPrint).toHaveTextContent('Portal Pacjenta – wersja 1.4.0, zabezpieczenia 5.WB1 · Przychodnia Zdrowie · Region: małopolskie');
    expect(smallPrint).toHaveAttribute('data-size', 'xs');
  });
});
