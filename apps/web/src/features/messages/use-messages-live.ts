import { useQueryClient } from '@tanstack/react-query';
import type { LiveMessageEvent } from '@portal/contracts';
import { INBOX_REFRESH_SECONDS } from '@portal/domain';
import { useEffect } from 'react';

export const LIVE_CHANNEL_URL = '/api/mpi/messages/events';
const REFRESH_MS = INBOX_REFRESH_SECONDS * 1000;
/** keys.ts `messagesKeys`, written out (see get-unread.ts); a test checks they agree. */
export const liveKeys = { unread: ['messages', 'unread'], lists: ['messages', 'list'], threads: ['messages', 'thread'], toConfirm: ['messages', 'to-confirm'] } as const;

/**
 * The tab's one live channel of the messages (server-sent events), while `enabled` (the module is on):
 * each event sets the unread count and refreshes the lists and threads. While the channel is down the
 * count and the lists are read every 60 s instead (spec part 1 §9); EventSource reconnects by itself
 * while the server answers, and a channel the browser gave up on (e.g. a 503) is opened again after
 * 60 s. Closed when the layout goes (sign-out) or the module is switched off.
 */
export function useMessagesLive(enabled: boolean) {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!enabled || typeof EventSource === 'undefined') return;
    let source: EventSource | null = null;
    let poll: ReturnType<typeof setInterval> | null = null;
    let reopen: ReturnType<typeof setTimeout> | null = null;
    let stopped = false;

    const refresh = () => {
      void queryClient.invalidateQueries({ queryKey: liveKeys.unread });
      void queryClient.invalidateQueries({ queryKey: liveKeys.lists });
    };
    const startPolling = () => {
      poll ??= setInterval(refresh, REFRESH_MS);
    };
    const stopPolling = () => {
      if (poll) clearInterval(poll);
      poll = null;
    };
    const open = () => {
      if (stopped) return;
      source = new EventSource(LIVE_CHANNEL_URL);
      source.onopen = stopPolling;
      source.onmessage = (event: MessageEvent<string>) => {
        stopPolling();
        const data = liveEvent(event.data);
        if (!data) return;
        queryClient.setQueryData(liveKeys.unread, { unread: data.unread, toConfirm: data.toConfirm });
        void queryClient.invalidateQueries({ queryKey: liveKeys.lists });
        void queryClient.invalidateQueries({ queryKey: liveKeys.threads });
        void queryClient.invalidateQueries({ queryKey: liveKeys.toConfirm });
      };
      source.onerror = () => {
        startPolling();
        if (source?.readyState === EventSource.CLOSED) {
          source.close();
          source = null;
          reopen = setTimeout(open, REFRESH_MS);
        }
      };
    };
    open();
    return () => {
      stopped = true;
      source?.close();
      stopPolling();
      if (reopen) clearTimeout(reopen);
    };
  }, [enabled, queryClient]);
}

/** An event of the channel (contracts `liveMessageEventSchema`), checked by hand: the schema library does not load with the layout. */
export function liveEvent(text: string): LiveMessageEvent | null {
  try {
    const data: unknown = JSON.parse(text);
    if (typeof data !== 'object' || data === null) return null;
    const { type, unread, toConfirm } = data as Record<string, unknown>;
    return type === 'messages' && Number.isInteger(unread) && Number.isInteger(toConfirm) ? { type, unread: unread as number, toConfirm: toConfirm as number } : null;
  } catch {
    return null;
  }
}
