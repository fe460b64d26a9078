import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { notifications } from '@mantine/notifications';
import { api } from './api/client';
import { notify, setExtendedLogs } from './notify';
import { apiError, createStubApi as stubApi } from './test/api-stub';

vi.mock('@mantine/notifications', () => ({ notifications: { show: vi.fn() }, Notifications: () => null }));
const show = vi.mocked(notifications.show);

beforeEach(() => {
  show.mockClear();
  vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => {
  setExtendedLogs(false);
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('the global response-error handler', () => {
  it('with extended logs shows the details of a failed call as an info toast for 3 seconds', async () => {
    setExtendedLogs(true);
    stubApi({ 'GET /api/mpi/allergies/all/1': apiError(500, 'INTERNAL_ERROR', 'Wystąpił nieoczekiwany błąd serwera.') });
    await expect(api('/mpi/allergies/all/1')).rejects.toMatchObject({ status: 500 });
    await vi.waitFor(() =>
      expect(show).toHaveBeenCalledWith(
        expect.objectContaining({
          color: 'blue',
          autoClose: 3000,
          title: 'Szczegóły błędu',
          message: 'GET /api/mpi/allergies/all/1 — HTTP 500 INTERNAL_ERROR: Wystąpił nieoczekiwany błąd serwera.',
        }),
      ),
    );
  });

  it('without extended logs shows nothing but what the page says', async () => {
    stubApi({ 'GET /api/mpi/allergies/1/2': apiError(404, 'NOT_FOUND', 'Nie znaleziono.') });
    await expect(api('/mpi/allergies/1/2')).rejects.toMatchObject({ status: 404 });
    notify.failure(new Error('x'), 'Nie udało się usunąć.');
    await vi.waitFor(() => expect(show).toHaveBeenCalledTimes(1));
    expect(show).toHaveBeenCalledWith(expect.objectContaining({ color: 'red', message: 'Nie udało się usunąć.', role: 'alert' }));
  });

  it('"Serwer nie odpowiada" is the generic failure', async () => {
    notify.serverDown();
    await vi.waitFor(() => expect(show).toHaveBeenCalledWith(expect.objectContaining({ message: 'Serwer nie odpowiada' })));
  });
});
