import type { ModuleMenuItem } from '../../app/modules';

/** The menu's entry (its own file: the route table sits in the app's entry, which the sign-in page loads). */
export const messagesMenu: ModuleMenuItem = { path: '/messages', flag: 'messagesModule', labelKey: 'menu.messages' };
