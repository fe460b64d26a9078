import i18n from 'i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { notify } from './notify';
import { openPrintout } from './printout';
import { createStubApi as stubApi } from './test/api-stub';

vi.mock('./notify', () => ({ notify: { warning: vi.fn(), error: vi.fn() } }));

afterEach(() => {
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

const fakeWindow = () => ({ close: vi.fn(), location: { href: '' } });

describe('openPrintout', () => {
  it('opens the PDF of the API path in a new window', async () => {
    const open = vi.fn(() => fakeWindow());
    vi.stubGlobal('open', open);
    expect(await openPrintout('/mpi/consents/mpi-user/7/printout')).toBe(true);
    expect(open).toHaveBeenCalledWith('/api/mpi/consents/mpi-user/7/printout?lang=pl', '_blank');
  });

  it("names the language shown, which a new window's own header does not carry", async () => {
    const open = vi.fn(() => fakeWindow());
    vi.stubGlobal('open', open);
    await i18n.changeLanguage('uk');
    try {
      await openPrintout('/r/1/printout?part=2');
    } finally {
      await i18n.changeLanguage('pl');
    }
    expect(open).toHaveBeenCalledWith('/api/r/1/printout?part=2&lang=uk', '_blank');
  });

  it('says so when the browser blocks the window', async () => {
    vi.stubGlobal('open', vi.fn(() => null));
    expect(await openPrintout('/x/printout')).toBe(false);
    expect(notify.warning).toHaveBeenCalledWith('Przeglądarka zablokowała nowe okno. Zezwól portalowi na otwieranie okien i spróbuj ponownie.');
  });

  it('with checkFirst asks with HEAD, then points the window at the PDF', async () => {
    const win = fakeWindow();
    vi.stubGlobal('open', vi.fn(() => win));
    const api = stubApi({ 'HEAD /api/r/1/printout': { status: 200 } });
    expect(await openPrintout('/r/1/printout', { checkFirst: true })).toBe(true);
    expect(api.calls).toMatchObject([{ method: 'HEAD', path: '/api/r/1/printout', query: '?lang=pl', credentials: 'same-origin' }]);
    expect(win.location.href).toBe('/api/r/1/printout?lang=pl');
  });

  it('with checkFirst closes the window and reports a missing printout', async () => {
    const win = fakeWindow();
    vi.stubGlobal('open', vi.fn(() => win));
    stubApi({ 'HEAD /api/r/1/printout': { status: 404 } });
    expect(await openPrintout('/r/1/printout', { checkFirst: true })).toBe(false);
    expect(win.close).toHaveBeenCalled();
    expect(notify.error).toHaveBeenCalledWith('Nie udało się pobrać wydruku. Spróbuj ponownie później.');
  });
});
