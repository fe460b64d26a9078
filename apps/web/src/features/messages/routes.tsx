import type { RouteObject } from 'react-router';

/**
 * Client routes of the messages module (spec part 1 §2 "Messages", part 2 §4): /messages (inbox and
 * outbox) and /messages/{id} (a message and its thread) as one route, and /messages-to-confirm. The
 * table sits in the app's entry, which the sign-in page loads within its script budget, so it names
 * one small chunk that picks the page (page-loader.ts).
 */
export const messagesRoutes: RouteObject[] = ['/messages/:messageId?', '/messages-to-confirm'].map((path) => ({
  path,
  lazy: () => import('./page-loader').then((m) => m.load(path)),
}));
