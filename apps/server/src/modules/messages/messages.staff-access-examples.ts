import type { StaffAccessExamples, UnitScopedWrite } from '../../test/staff-access-examples';
import { anyone, changeLog } from '../../test/staff-examples-kit';
import { createMailbox, createMessageCategory } from './clinic/mailboxes-service';

const token = () => `${process.pid}${Math.random().toString(36).slice(2, 10)}`;
const mailboxBody = () => ({ name: `Skrzynka matrycy ${token()}`, nameEn: null, nameUk: null, description: null, descriptionEn: null, descriptionUk: null, acceptsPatientMessages: true, active: true, memberIds: [] });
const categoryBody = () => ({ name: 'Kategoria matrycy', nameEn: null, nameUk: null, description: null, descriptionEn: null, descriptionUk: null, active: true, sortOrder: 500 });
const toPeople: UnitScopedWrite = { roles: anyone, scope: { by: 'none', why: 'messages go to people and mailboxes, not to units' } };
const clinics = (what: string): UnitScopedWrite => ({ roles: ['ADMIN'], scope: { by: 'none', why: `${what} are the clinic's` } });

/** The console's messages: reached as a party to the thread or a member of the mailbox, never by unit. */
export const staffAccessExamples: StaffAccessExamples = {
  staffIdFactories: {
    mailboxId: async (t) => String((await createMailbox(t.deps, mailboxBody())).id),
    code: async (t) => (await createMessageCategory(t.deps, { ...categoryBody(), code: `MATRYCA_${token().toUpperCase()}` })).code,
    // A message of two colleagues the member calling is not party to: 404 past the role check (the messages' own tests try the parties).
    messageId: async (t) => {
      const [from, to] = [await t.make.staff(), await t.make.staff()];
      return String(await t.make.message({ from: { staffId: from.id }, to: [{ kind: 'STAFF', id: to.id }] }));
    },
  },
  staffBodies: {
    'POST /api/clinic/mailboxes': mailboxBody,
    'PUT /api/clinic/mailboxes/:mailboxId': mailboxBody,
    'POST /api/clinic/message-categories': () => ({ ...categoryBody(), code: `MATRYCA_${token().toUpperCase()}` }),
    'PUT /api/clinic/message-categories/:code': categoryBody,
  },
  idsWithoutUnit: {
    mailboxId: 'a mailbox; its members are named, not its unit',
    code: 'a message category, of the whole clinic',
    messageId: "a message, reached by the member being a party to its thread (the messages module's own check)",
  },
  unitScopedWrites: {
    'POST /api/clinic/messages/attachments': toPeople,
    'POST /api/clinic/messages': toPeople,
    'POST /api/clinic/messages/:messageId/read': { roles: anyone, scope: { by: 'none', why: 'a member marks her own messages (404 to others)' } },
    'POST /api/clinic/mailboxes': clinics('mailboxes'),
    'PUT /api/clinic/mailboxes/:mailboxId': clinics('mailboxes'),
    'POST /api/clinic/message-categories': clinics('message categories'),
    'PUT /api/clinic/message-categories/:code': clinics('message categories'),
  },
  authoredWrites: {
    'POST /api/clinic/messages/attachments': changeLog('the message that carries the file names its sender'),
    'POST /api/clinic/messages': { recorded: 'messages.sender_staff_id' },
    'POST /api/clinic/messages/:messageId/read': { recorded: 'message_recipients.read_by_staff_id' },
    'POST /api/clinic/mailboxes': changeLog("the messages' configuration keeps no author"),
    'PUT /api/clinic/mailboxes/:mailboxId': changeLog("the messages' configuration keeps no author"),
    'POST /api/clinic/message-categories': changeLog("the messages' configuration keeps no author"),
    'PUT /api/clinic/message-categories/:code': changeLog("the messages' configuration keeps no author"),
  },
};
