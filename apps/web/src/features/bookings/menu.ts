import type { ModuleMenuItem } from '../../app/modules';

/** The menu's entry (its own file: the route table sits in the app's entry, which the sign-in page loads). */
export const bookingsMenu: ModuleMenuItem = { path: '/bookings', flag: 'bookingsModule', labelKey: 'menu.bookings' };
