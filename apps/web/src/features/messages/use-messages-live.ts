import { useQueryClient } from '@tanstack/react-query';
import { liveMessageEventSchema } from '@portal/contracts';
import { INBOX_REFRESH_SECONDS } from '@portal/domain';
import { useEffect } from 'react';
import { messagesKeys } from './api/keys';

export const LIVE_CHANNEL_URL = '/api/mpi/messages/events';
const REFRESH_MS = INBOX_REFRESH_SECONDS * 1000;

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
      void queryClient.invalidateQueries({ queryKey: messagesKeys.unread });
      void queryClient.invalidateQueries({ queryKey: messagesKeys.lists });
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
        let data: unknown;
        try {
          data = JSON.parse(event.data);
        } catch {
          return;
        }
        const parsed = liveMessageEventSchema.safeParse(data);
        if (!parsed.success) return;
        queryClient.setQueryData(messagesKeys.unread, { unread: parsed.data.unread, toConfirm: parsed.data.toConfirm });
        void queryClient.invalidateQueries({ queryKey: messagesKeys.lists });
        void queryClient.invalidateQueries({ queryKey: messagesKeys.threads });
        void queryClient.invalidateQueries({ queryKey: messagesKeys.toConfirm });
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
