import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadNamespace } from '../../i18n';
import { ok, stubApi } from '../../test/api-stub';
import { renderRoute } from '../../test/render';
import { UnreadBadge } from './components/unread-badge';
import { liveEvent, useMessagesLive, LIVE_CHANNEL_URL } from './use-messages-live';

/** A stand-in for the browser's EventSource: the test says what the server sent and when the channel broke. */
class FakeEventSource {
  static readonly CONNECTING = 0;
  static readonly OPEN = 1;
  static readonly CLOSED = 2;
  static opened: FakeEventSource[] = [];
  readyState = FakeEventSource.CONNECTING;
  onopen: (() => void) | null = null;
  onmessage: ((e: MessageEvent<string>) => void) | null = null;
  onerror: (() => void) | null = null;
  closed = false;
  constructor(readonly url: string) {
    FakeEventSource.opened.push(this);
  }
  close() {
    this.closed = true;
    this.readyState = FakeEventSource.CLOSED;
  }
  send(data: unknown) {
    this.onmessage?.(new MessageEvent('message', { data: JSON.stringify(data) }));
  }
  fail(closed: boolean) {
    this.readyState = closed ? FakeEventSource.CLOSED : FakeEventSource.CONNECTING;
    this.onerror?.();
  }
}

function Live({ on }: { on: boolean }) {
  useMessagesLive(on);
  return <UnreadBadge />;
}

beforeAll(() => loadNamespace('shell', 'shell-signed-in'));
afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
  FakeEventSource.opened = [];
});

describe('useMessagesLive', { timeout: 20_000 }, () => {
  it('sets the menu count from each event, and closes the channel when the layout goes', async () => {
    vi.stubGlobal('EventSource', FakeEventSource);
    stubApi({ 'GET /api/mpi/messages/u/mpi-user/unread': ok({ unread: 1, toConfirm: 0 }) });
    const view = renderRoute(<Live on />);
    expect(await screen.findByRole('status', { name: '1 nieprzeczytana' })).toHaveTextContent('1');
    expect(FakeEventSource.opened.map((s) => s.url)).toEqual([LIVE_CHANNEL_URL]);
    act(() => FakeEventSource.opened[0].send({ type: 'messages', unread: 3, toConfirm: 1 }));
    expect(await screen.findByRole('status', { name: '3 nieprzeczytane' })).toHaveTextContent('3');
    view.unmount();
    expect(FakeEventSource.opened[0].closed).toBe(true);
  });

  it('opens no channel while the module is off', () => {
    vi.stubGlobal('EventSource', FakeEventSource);
    stubApi({ 'GET /api/mpi/messages/u/mpi-user/unread': ok({ unread: 0, toConfirm: 0 }) });
    renderRoute(<Live on={false} />);
    expect(FakeEventSource.opened).toHaveLength(0);
  });

  it('reads the count every 60 s while the channel is down, and opens it again after 60 s once the browser gave up', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    vi.stubGlobal('EventSource', FakeEventSource);
    const api = stubApi({ 'GET /api/mpi/messages/u/mpi-user/unread': ok({ unread: 2, toConfirm: 0 }) });
    renderRoute(<Live on />);
    await screen.findByRole('status', { name: '2 nieprzeczytane' });
    const reads = () => api.callsTo('GET /api/mpi/messages/u/mpi-user/unread').length;
    expect(reads()).toBe(1);
    act(() => FakeEventSource.opened[0].fail(true));
    await act(() => vi.advanceTimersByTimeAsync(60_000));
    await waitFor(() => expect(reads()).toBe(2));
    expect(FakeEventSource.opened).toHaveLength(2);
    act(() => FakeEventSource.opened[1].send({ type: 'messages', unread: 0, toConfirm: 0 }));
    await waitFor(() => expect(screen.queryByRole('status')).not.toBeInTheDocument());
    await act(() => vi.advanceTimersByTimeAsync(120_000));
    expect(reads()).toBe(2);
  });
});

describe('liveEvent', () => {
  it('takes only the channel’s events', () => {
    expect(liveEvent('{"type":"messages","unread":2,"toConfirm":1}')).toEqual({ type: 'messages', unread: 2, toConfirm: 1 });
    expect(liveEvent('{"type":"other","unread":2,"toConfirm":1}')).toBeNull();
    expect(liveEvent('{"type":"messages","unread":"2","toConfirm":1}')).toBeNull();
    expect(liveEvent('nie json')).toBeNull();
  });
});
