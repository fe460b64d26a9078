import type { LiveMessageEvent } from '@portal/contracts';
import { INBOX_REFRESH_SECONDS } from '@portal/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useSyncExternalStore } from 'react';
import { messageKeys } from './api/keys';
import { EVENTS_URL } from './paths';

/*
 * The live channel: one EventSource per tab while signed in (opened by the menu's unread badge, which
 * the signed-in layout shows once). Each event says her unread count changed: every messages query is
 * refreshed. While the channel is down (no EventSource, the server refused it, the connection dropped)
 * the boxes and lists refresh every 60 s instead, and the channel is tried again as often.
 */

const REFRESH_MS = INBOX_REFRESH_SECONDS * 1000;
let down = typeof EventSource === 'undefined';
const listeners = new Set<() => void>();
function setDown(next: boolean) {
  if (next === down) return;
  down = next;
  for (const l of listeners) l();
}
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** The refresh interval of the boxes and lists: none while the live channel works, 60 s while it is down. */
export function useRefreshInterval(): number | false {
  const isDown = useSyncExternalStore(subscribe, () => down);
  return isDown ? REFRESH_MS : false;
}

const isEvent = (value: unknown): value is LiveMessageEvent => typeof value === 'object' && value !== null && (value as { type?: unknown }).type === 'messages';

/** Opens the tab's live channel for as long as the calling component is shown. */
export function useMessagesLive() {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (typeof EventSource === 'undefined') return;
    let source: EventSource | null = null;
    let retry: ReturnType<typeof setTimeout> | undefined;
    const open = () => {
      source = new EventSource(EVENTS_URL);
      source.onopen = () => setDown(false);
      source.onmessage = (e: MessageEvent<string>) => {
        let data: unknown;
        try {
          data = JSON.parse(e.data);
        } catch {
          return;
        }
        if (isEvent(data)) void queryClient.invalidateQueries({ queryKey: messageKeys.all });
      };
      source.onerror = () => {
        setDown(true);
        // The browser retries a dropped connection itself; a refused one (503, 401) is closed for good: try again later.
        if (source?.readyState === EventSource.CLOSED) {
          source.close();
          retry = setTimeout(open, REFRESH_MS);
        }
      };
    };
    open();
    return () => {
      clearTimeout(retry);
      source?.close();
    };
  }, [queryClient]);
}
