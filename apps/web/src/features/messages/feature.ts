import { lazy } from 'react';
import type { FeatureTexts, WebFeature } from '../../app/feature';
import type messages from './i18n/pl/messages.json';
import type messagesMenu from './i18n/pl/messages-menu.json';
import { messagesRoutes } from './routes';

declare module '../../i18n/resources' {
  interface WebTexts {
    messages: { messages: typeof messages };
  }
  // Its menu entry's texts, which the menu has from the start (i18n/menu-texts.ts).
  interface ShellFiles {
    'messages-menu': typeof messagesMenu;
  }
}

/** Its namespaces' files, and its menu file in the shell's, as values (see FeatureTexts). */
export const texts = { messages: ['messages'], shell: ['messages-menu'] } satisfies FeatureTexts;

export const feature: WebFeature = {
  name: 'messages',
  flag: 'messagesModule',
  routes: messagesRoutes,
  // The unread count beside the entry: a chunk of its own, loaded with the signed-in menu.
  menu: { path: '/messages', labelKey: 'menu.messages', order: 40, badge: lazy(() => import('./components/unread-badge').then((m) => ({ default: m.UnreadBadge }))) },
};
