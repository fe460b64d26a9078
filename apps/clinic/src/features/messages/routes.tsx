import type { RouteObject } from 'react-router';
import { loadNamespace } from '../../i18n';
import { CATEGORIES_PATH, MAILBOXES_PATH, MESSAGES_PATH, NEW_MESSAGE_PATH } from './paths';

const texts = () => loadNamespace('messages');
/** Pages with date or file fields load the shared field texts too. */
const withFields = () => Promise.all([texts(), loadNamespace('ui', 'ui-forms')]);

/** Her boxes and lists, a thread, a new message or reply, a patient's correspondence (every role). */
export const messagesRoutes: RouteObject[] = [
  { path: MESSAGES_PATH, lazy: () => Promise.all([import('./components/messages-page'), withFields()]).then(([m]) => ({ Component: m.MessagesPage })) },
  { path: NEW_MESSAGE_PATH, lazy: () => Promise.all([import('./components/compose-page'), withFields()]).then(([m]) => ({ Component: m.ComposePage })) },
  { path: `${MESSAGES_PATH}/:messageId`, lazy: () => Promise.all([import('./components/thread-page'), texts()]).then(([m]) => ({ Component: m.ThreadPage })) },
  {
    path: '/patients/:patientId/messages',
    lazy: () => Promise.all([import('./components/patient-messages-page'), withFields()]).then(([m]) => ({ Component: m.PatientMessagesPage })),
  },
];

/** The mailboxes and the categories (the administrator). */
export const messagesAdminRoutes: RouteObject[] = [
  { path: MAILBOXES_PATH, lazy: () => Promise.all([import('./components/mailboxes-page'), texts()]).then(([m]) => ({ Component: m.MailboxesPage })) },
  { path: CATEGORIES_PATH, lazy: () => Promise.all([import('./components/categories-page'), texts()]).then(([m]) => ({ Component: m.CategoriesPage })) },
];
