import { MantineProvider } from '@mantine/core';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import i18n, { changeLanguage } from '../../i18n';
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
