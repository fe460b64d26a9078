import { type ConsoleFeature, everyone, type FeatureTexts } from '../../app/console-feature';
import { MessagesBadge } from './badge';
import type messages from './i18n/pl/messages.json';
import type messagesMenu from './i18n/pl/messages-menu.json';
import { MESSAGES_PATH } from './paths';
import { messagesAdminRoutes, messagesRoutes } from './routes';

declare module '../../i18n/resources' {
  interface ConsoleTexts {
    messages: { messages: typeof messages };
  }
  // Its menu entries' texts, which the layout has from the start (i18n/menu-texts.ts).
  interface LayoutFiles {
    'messages-menu': typeof messagesMenu;
  }
}

/** Its namespaces' files, and its menu file in the layout's, as values (see FeatureTexts). */
export const texts = { messages: ['messages'], layout: ['messages-menu'] } satisfies FeatureTexts;

/** The messages: the member's boxes and threads, a patient's correspondence, the administrator's mailboxes and categories. */
export const feature: ConsoleFeature = {
  name: 'messages',
  areas: [
    // Her own inbox and her mailboxes' (the badge keeps the tab's live channel); a patient's correspondence is under /patients.
    { order: 20, routes: messagesRoutes, roles: everyone, nav: { path: MESSAGES_PATH, label: 'nav.messages', badge: MessagesBadge } },
    // The mailboxes and message categories (the messages page links to them).
    { order: 160, routes: messagesAdminRoutes, roles: ['ADMIN'] },
  ],
};
