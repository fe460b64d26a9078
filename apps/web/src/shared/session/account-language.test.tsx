import { act, renderHook, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import i18n, { changeLanguage, chooseLanguage, hasChosenLanguage, languageSettledFor, markLanguageSettled } from '../../i18n';
import { ok, stubApi } from '../../test/api-stub';
import { demoAccount } from '../../test/fixtures';
import { saveChosenLanguage, useAccountLanguage } from './account-language';
import { currentAccountQuery } from './current-account';

function run() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>;
  const hook = renderHook(() => useAccountLanguage(), { wrapper });
  return { client, hook };
}

afterEach(async () => {
  localStorage.clear();
  await act(() => changeLanguage('pl'));
});

describe('the language of a signed-in account', () => {
  it('at sign-in, without a pick in this browser, the interface takes the account language', async () => {
    const api = stubApi({ 'GET /api/mpi/accounts/mpi-user': ok({ ...demoAccount, language: 'uk' as const }) });
    run();
    await waitFor(() => expect(i18n.language).toBe('uk'));
    expect(api.calls.filter((c) => c.method === 'PUT')).toEqual([]);
    expect(languageSettledFor(demoAccount.id)).toBe(true);
  });

  it('a language picked in this browser before sign-in goes to the account, once', async () => {
    await act(() => chooseLanguage('en'));
    const api = stubApi({ 'GET /api/mpi/accounts/mpi-user': ok({ ...demoAccount, language: 'pl' as const }), 'PUT /api/mpi/accounts/mpi-user/language': { status: 204 } });
    run();
    await waitFor(() => expect(api.calls.find((c) => c.method === 'PUT')?.body).toEqual({ language: 'en' }));
    expect(i18n.language).toBe('en');
    // The account has it: the next sign-in here takes the account's language, whatever it is then.
    await waitFor(() => expect(hasChosenLanguage()).toBe(false));
  });

  it('does nothing when both already agree', async () => {
    const api = stubApi({ 'GET /api/mpi/accounts/mpi-user': ok(demoAccount) });
    run();
    await waitFor(() => expect(api.calls.some((c) => c.path === '/api/mpi/accounts/mpi-user')).toBe(true));
    expect(api.calls.filter((c) => c.method === 'PUT')).toEqual([]);
    expect(i18n.language).toBe('pl');
  });

  it("another session's change does not switch this one: not on a fresh read, not on a reload; the next sign-in takes it", async () => {
    // Signed in here earlier, in Polish.
    markLanguageSettled(demoAccount.id);
    // Meanwhile the account was switched to Ukrainian in another browser.
    const api = stubApi({ 'GET /api/mpi/accounts/mpi-user': ok({ ...demoAccount, language: 'uk' as const }) });
    const { client, hook } = run();
    await waitFor(() => expect(client.getQueryData(currentAccountQuery.queryKey)).toBeDefined());
    await act(() => client.invalidateQueries({ queryKey: currentAccountQuery.queryKey }));
    expect(i18n.language).toBe('pl');
    // A reload of the page (the signed-in area mounted anew) keeps this browser's language too.
    hook.unmount();
    run();
    await waitFor(() => expect(api.calls.filter((c) => c.path === '/api/mpi/accounts/mpi-user')).toHaveLength(3));
    expect(i18n.language).toBe('pl');
    expect(api.calls.filter((c) => c.method === 'PUT')).toEqual([]);

    // The next sign-in here (its last step clears the mark) settles it with the account.
    markLanguageSettled(null);
    run();
    await waitFor(() => expect(i18n.language).toBe('uk'));
  });

  it('a language picked while signed in goes to the account at once and waits for no sign-in', async () => {
    const api = stubApi({ 'PUT /api/mpi/accounts/mpi-user/language': { status: 204 } });
    await act(() => chooseLanguage('en'));
    saveChosenLanguage('en');
    await waitFor(() => expect(api.calls.find((c) => c.method === 'PUT')?.body).toEqual({ language: 'en' }));
    await waitFor(() => expect(hasChosenLanguage()).toBe(false));
  });
});
