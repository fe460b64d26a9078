import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { notify } from '@portal/ui/notify';
import { loadNamespace } from '../../../i18n';
import { noContent, notFound, stubApi } from '../../../test/api-stub';
import { resultDocumentCandidates } from '../api/result-document';
import { openResultDocument } from './open-result-document';

beforeAll(() => loadNamespace('medical-record'));
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const aWindow = () => ({ close: vi.fn(), location: { href: '' } });

describe('a result document is opened after the HEAD checks', () => {
  it("an element's: its own (elementary) first, then its main order's; nothing is downloaded to find out", async () => {
    const api = stubApi({
      'HEAD /api/mpi/test-results/mpi-user/1/order/411/elementary/content': notFound(),
      'HEAD /api/mpi/test-results/mpi-user/1/order/41/main/content': noContent,
    });
    const win = aWindow();
    vi.spyOn(window, 'open').mockReturnValue(win as unknown as Window);
    expect(await openResultDocument(resultDocumentCandidates(1, 'content', { orderId: 41, elementId: 411 }))).toBe(true);
    expect(api.calls.map((c) => `${c.method} ${c.path}`)).toEqual([
      'HEAD /api/mpi/test-results/mpi-user/1/order/411/elementary/content',
      'HEAD /api/mpi/test-results/mpi-user/1/order/41/main/content',
    ]);
    expect(win.location.href).toBe('/api/mpi/test-results/mpi-user/1/order/41/main/content');
    expect(win.close).not.toHaveBeenCalled();
  });

  it('stops at the first document there is (archive alike)', async () => {
    const api = stubApi({ 'HEAD /api/mpi/test-results/mpi-user/1/order/411/elementary/archive': noContent });
    const win = aWindow();
    vi.spyOn(window, 'open').mockReturnValue(win as unknown as Window);
    await openResultDocument(resultDocumentCandidates(1, 'archive', { orderId: 41, elementId: 411 }));
    expect(api.calls).toHaveLength(1);
    expect(win.location.href).toBe('/api/mpi/test-results/mpi-user/1/order/411/elementary/archive');
  });

  it('an order\'s own document is "order/{id}"', () => {
    expect(resultDocumentCandidates(1, 'content', { orderId: 41 })).toEqual(['/api/mpi/test-results/mpi-user/1/order/41/content']);
  });

  it('with none, closes the window and warns "Dokument jest niedostępny"', async () => {
    stubApi({
      'HEAD /api/mpi/test-results/mpi-user/1/order/411/elementary/content': notFound(),
      'HEAD /api/mpi/test-results/mpi-user/1/order/41/main/content': notFound(),
    });
    const warning = vi.spyOn(notify, 'warning').mockImplementation(() => {});
    const win = aWindow();
    vi.spyOn(window, 'open').mockReturnValue(win as unknown as Window);
    expect(await openResultDocument(resultDocumentCandidates(1, 'content', { orderId: 41, elementId: 411 }))).toBe(false);
    expect(win.close).toHaveBeenCalled();
    expect(warning).toHaveBeenCalledWith('Dokument jest niedostępny');
  });
});
