import { lazy } from 'react';

/** The menu's unread badge (it also keeps the tab's live channel): a chunk of its own, not in the console's entry. */
export const MessagesBadge = lazy(() => import('./components/unread-badge').then((m) => ({ default: m.UnreadBadge })));
