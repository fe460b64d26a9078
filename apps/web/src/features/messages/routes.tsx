import type { RouteObject } from 'react-router';
import type { ModuleMenuItem } from '../../app/modules';
import { loadNamespace } from '../../i18n';

/** A page of this module with the module's texts loaded beside it. */
const withTexts = <T,>(page: Promise<T>) =>
  Promise.all([page, loadNamespace('messages'), loadNamespace('common', 'forms'), loadNamespace('ui', 'ui-forms')]).then(([m]) => m);

/** Client routes of the messages module (spec part 1 §2 "Messages", part 2 §4); every page loads with its route. */
export const messagesRoutes: RouteObject[] = [
  { path: '/messages', lazy: () => withTexts(import('./components/messages-page')).then((m) => ({ Component: m.MessagesPage })) },
  { path: '/messages/:messageId', lazy: () => withTexts(import('./components/message-page')).then((m) => ({ Component: m.MessagePage })) },
  { path: '/messages-to-confirm', lazy: () => withTexts(import('./components/to-confirm-page')).then((m) => ({ Component: m.ToConfirmPage })) },
];

export const messagesMenu: ModuleMenuItem = { path: '/messages', flag: 'messagesModule', labelKey: 'menu.messages' };
