import { act, renderHook, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import i18n, { changeLanguage, chooseLanguage } from '../../i18n';
import { ok, stubApi } from '../../test/api-stub';
import { demoAccount } from '../../test/fixtures';
import { useAccountLanguage } from './account-language';

function run() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>;
  renderHook(() => useAccountLanguage(), { wrapper });
}

afterEach(async () => {
  localStorage.clear();
  await act(() => changeLanguage('pl'));
});

describe('the language of a signed-in account', () => {
  it('without a pick in this browser, the interface takes the account language', async () => {
    const api = stubApi({ 'GET /api/mpi/accounts/mpi-user': ok({ ...demoAccount, language: 'uk' as const }) });
    run();
    await waitFor(() => expect(i18n.language).toBe('uk'));
    expect(api.calls.filter((c) => c.method === 'PUT')).toEqual([]);
  });

  it('a language picked in this browser goes to the account', async () => {
    await act(() => chooseLanguage('en'));
    const api = stubApi({ 'GET /api/mpi/accounts/mpi-user': ok({ ...demoAccount, language: 'pl' as const }), 'PUT /api/mpi/accounts/mpi-user/language': { status: 204 } });
    run();
    await waitFor(() => expect(api.calls.find((c) => c.method === 'PUT')?.body).toEqual({ language: 'en' }));
    expect(i18n.language).toBe('en');
  });

  it('does nothing when both already agree', async () => {
    const api = stubApi({ 'GET /api/mpi/accounts/mpi-user': ok(demoAccount) });
    run();
    await waitFor(() => expect(api.calls.some((c) => c.path === '/api/mpi/accounts/mpi-user')).toBe(true));
    expect(api.calls.filter((c) => c.method === 'PUT')).toEqual([]);
    expect(i18n.language).toBe('pl');
  });
});
