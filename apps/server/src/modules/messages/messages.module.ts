import type { PortalModule } from '../portal-module';
import { staffRoleValues } from '@portal/contracts';
import { mailboxesClinicRoutes } from './clinic/mailboxes-clinic-routes';
import { messagesRoutes } from './patient/messages-routes';
import { messagesClinicRoutes } from './clinic/messages-clinic-routes';
import { clinicUnread, messageNoticeJob } from './messages-service';
import { messagesMessageTexts } from './messages.message-texts';


/** Messages between patients and the clinic's mailboxes. */
export const messagesModule: PortalModule = {
  name: 'messages',
  tier: 'platform',
  order: 200,
  flag: 'messagesModule',
  tables: ['messageCategories', 'mailboxes', 'mailboxMembers', 'messages', 'messageRecipients', 'messageAttachments'],
  routes: messagesRoutes,
  clinicRoutes: (deps) => async (app) => {
    await app.register(messagesClinicRoutes(deps));
    // The administrator's mailboxes and categories.
    await app.register(mailboxesClinicRoutes(deps));
  },
  jobs: [messageNoticeJob],
  clinicQueues: [{ key: 'MESSAGES', roles: staffRoleValues, path: '/messages', count: (deps, staff) => clinicUnread(deps, staff.member.id) }],
  // The clinic's mailboxes and the demo correspondence between the patients and the staff.
  seed: { run: (db, config) => import('./messages.seed').then((s) => s.seedMessages(db, config)), after: ['settings', 'patients', 'staff'] },
  // The notice and e-mail of a new message.
  messageTexts: messagesMessageTexts,
};
