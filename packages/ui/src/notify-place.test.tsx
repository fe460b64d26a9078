import { MantineProvider } from '@mantine/core';
import { act, render, screen } from '@testing-library/react';
import i18n from 'i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { notify, NotificationsHost } from './notify';

// The real toast library (notify.test.tsx mocks it to read what is shown; here it is where).
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('where toasts appear (issue 28 item 16)', () => {
  const screenOf = (phone: boolean) =>
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: phone && query.includes('max-width'),
      media: query,
      addEventListener: () => {},
      removeEventListener: () => {},
      addListener: () => {},
      removeListener: () => {},
      onchange: null,
      dispatchEvent: () => false,
    }));
  const shown = (text: string) => screen.findByText(text).then((toast) => toast.closest<HTMLElement>('[data-position]')!);

  it('on a phone at the top, below the top bar and a full-screen dialog’s title, never over the dialog’s buttons at its bottom; on a wide screen bottom left, narrow', async () => {
    screenOf(true);
    const phone = render(
      <MantineProvider env="test">
        <NotificationsHost />
      </MantineProvider>,
    );
    notify.warning('Nie wysłano wiadomości');
    const onPhone = await shown('Nie wysłano wiadomości');
    expect(onPhone).toHaveAttribute('data-position', 'top-center');
    expect(onPhone.style.top).toBe('68px');
    phone.unmount();

    screenOf(false);
    render(
      <MantineProvider env="test">
        <NotificationsHost />
      </MantineProvider>,
    );
    notify.success('Zapisano');
    const wide = await shown('Zapisano');
    expect(wide).toHaveAttribute('data-position', 'bottom-left');
    expect(wide.style.width).toMatch(/360|22\.5rem/);
  });
});

describe('a toast and the language (issue 28 item 5)', () => {
  afterEach(() => i18n.changeLanguage('pl'));

  it('names its × in the language switched to while it is shown', async () => {
    (await import('@mantine/notifications')).notifications.clean();
    render(
      <MantineProvider env="test">
        <NotificationsHost />
      </MantineProvider>,
    );
    notify.info('Kod potwierdzenia wysłano SMS-em na numer +48601234567.', 60_000);
    await screen.findByText('Kod potwierdzenia wysłano SMS-em na numer +48601234567.');
    expect(screen.getAllByRole('button', { name: 'Zamknij' })).toHaveLength(1);
    await act(() => i18n.changeLanguage('en'));
    expect(await screen.findByRole('button', { name: 'Close' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Zamknij' })).toBeNull();
  });
});

