import { staffRoleValues, type InterfaceLanguage, type Message, type MessageAttachment, type MessageCategory, type Page, type PageQuery, type RecipientAccount, type StaffRoleName, type StoredFile, type UnreadCount, type sendMessageRequestSchema, type updateMessageRequestSchema, type z } from '@portal/contracts';
import { PATIENT_WRITABLE_ROLES, patientMayWriteToStaff } from '@portal/domain';
import { withTransaction, type DbOrTx, type Tx } from '../../db/client';
import type { MessageRow } from '../../db/schema/index';
import type { Deps } from '../../deps';
import { AppError, Conflict, NotFound } from '../../errors';
import { accountAudience } from '../../lib/live';
import { readPage } from '../../lib/lists';
import { deleteFilesById, describeFiles, openAttachedFile, receiveUploads, removeUnusedContent, type MultipartSource } from '../files/files-service';
import { getFileSettings } from '../settings/settings-service';
import { findMessagingMembers, findStaffPatientsMayWriteTo } from '../staff/staff-service';
import { MESSAGE_NOTICE_JOB } from './core/message-notices';
import {
  accountBinding,
  activeCategory,
  checkUploads,
  claimUploads,
  filtersOf,
  recipientInvalid,
  tooManyFiles,
  HOUR_MS,
  USE,
  type MessageListQuery,
  type MessagesDeps,
  type ReadDeps,
  type Resolved,
} from './core/message-rules';
import { audiencesOf, categoryInLanguage, fullName, mailboxDescriptionOf, mailboxNameOf, mailboxNamesIn, mailboxWordsLanguage, partyOf, recipientColumns, toAttachment, toMessages, iso } from './core/message-views';
import * as repo from './core/messages-repository';

/*
 * Messages between patients' accounts and the clinic (spec part 1 §2 "Messages", §4, §5, §8; part 2
 * §4 "Messages to confirm"). A message belongs to accounts and staff, not to patients: its sender and
 * each recipient see it (a mailbox's recipients: its members), nobody else — anything else is 404,
 * exactly as an unknown id. Its sender may change or take it back while nobody has read it; a read
 * locks the message row first, so a change can never slip past a concurrent read. Every change of
 * someone's unread count is announced (lib/live) in its transaction; a new message to an account
 * queues its notice (message-notices.ts). Title and text are plain text, stored as given.
 */

/* Categories --------------------------------------------------------------------------------------- */

/** The active categories, named in the reader's language (message-views `categoryInLanguage`). */
export async function listMessageCategories(deps: Pick<Deps, 'db'>, language: InterfaceLanguage): Promise<MessageCategory[]> {
  return (await repo.listActiveCategories(deps.db)).map((c) => categoryInLanguage(c.code, c, language));
}

/* The patient's side: lists ------------------------------------------------------------------------ */

/** GET .../inbox: what came to the account, newest first (one range of its recipient index). */
export async function accountInbox(deps: ReadDeps, accountId: number, query: MessageListQuery, language: InterfaceLanguage): Promise<Page<Message>> {
  const filters = filtersOf(deps, query);
  const page = await readPage(query, (limit, offset) => repo.readInbox(deps.db, { accountId }, filters, limit, offset));
  return { ...page, items: await toMessages(deps, accountId, page.items, language) };
}

/** GET .../outbox: what the account sent, newest first. */
export async function accountOutbox(deps: ReadDeps, accountId: number, query: MessageListQuery, language: InterfaceLanguage): Promise<Page<Message>> {
  const filters = filtersOf(deps, { ...query, sender: undefined, recipient: undefined });
  const page = await readPage(query, (limit, offset) => repo.readSent(deps.db, { senderAccountId: accountId }, filters, limit, offset));
  return { ...page, items: await toMessages(deps, accountId, page.items, language) };
}

export const accountUnread = (deps: Pick<Deps, 'db'>, accountId: number): Promise<UnreadCount> => repo.unreadOfAccount(deps.db, accountId);

/** GET .../to-confirm: the account's unread messages it must confirm, oldest first. */
export async function messagesToConfirm(deps: ReadDeps, accountId: number, language: InterfaceLanguage): Promise<Message[]> {
  return toMessages(deps, accountId, await repo.readToConfirm(deps.db, accountId), language);
}

async function visibleToAccount(db: DbOrTx, accountId: number, messageId: number, opts: { lock?: boolean } = {}): Promise<MessageRow> {
  const message = await repo.findVisibleMessage(db, messageId, repo.visibleToAccount(accountId), opts);
  if (!message) throw NotFound();
  return message;
}

/** GET {id}/thread: the messages of its thread this account is party to, oldest first. */
export async function accountThread(deps: ReadDeps, accountId: number, messageId: number, language: InterfaceLanguage): Promise<Message[]> {
  const message = await visibleToAccount(deps.db, accountId, messageId);
  const rows = await repo.readVisible(deps.db, repo.inThread(message.threadId ?? message.id), repo.visibleToAccount(accountId));
  return toMessages(deps, accountId, rows, language);
}

/** GET {id}/recipients: the sender sees each recipient's read state; a recipient her own only. Mailboxes are named in the reader's `language`. */
export async function messageRecipients(deps: ReadDeps, accountId: number, messageId: number, language: InterfaceLanguage) {
  const message = await visibleToAccount(deps.db, accountId, messageId);
  const isSender = message.senderAccountId === accountId;
  const recipients = await repo.recipientsOf(deps.db, [message.id]);
  const inLanguage = await mailboxNamesIn(deps.db, recipients.map((r) => r.mailboxId), language);
  return recipients.map((r) => ({
    ...inLanguage(partyOf(r)),
    readDate: isSender || r.accountId === accountId ? iso(r.readAt) : null,
  }));
}

/** GET {id}/is-read: the sender — has anyone read it; a recipient — has she. */
export async function messageIsRead(deps: ReadDeps, accountId: number, messageId: number): Promise<boolean> {
  const message = await visibleToAccount(deps.db, accountId, messageId);
  const recipients = await repo.recipientsOf(deps.db, [message.id]);
  const own = recipients.filter((r) => r.accountId === accountId);
  if (own.length > 0) return own.some((r) => r.readAt !== null);
  return recipients.some((r) => r.readAt !== null);
}

/** GET {id}/attachments. */
export async function messageAttachments(deps: ReadDeps, accountId: number, messageId: number): Promise<MessageAttachment[]> {
  const message = await visibleToAccount(deps.db, accountId, messageId);
  const links = await repo.attachmentsOf(deps.db, [message.id]);
  return (await describeFiles(deps, links.map((l) => l.fileId))).map(toAttachment);
}

/** GET {id}/attachments/{fileId}: a file of a message the account sees; 404 otherwise. */
export async function openMessageAttachmentForAccount(deps: Pick<Deps, 'db' | 'clock' | 'storage'>, accountId: number, messageId: number, fileId: number) {
  const message = await visibleToAccount(deps.db, accountId, messageId);
  if (!(await repo.isAttached(deps.db, message.id, fileId))) throw NotFound();
  return openAttachedFile(deps, fileId, USE);
}

/** POST {id}: marks the account's copy read (once: a second call answers the same time). */
export async function markReadByAccount(deps: MessagesDeps, accountId: number, messageId: number): Promise<{ readDate: string }> {
  return withTransaction(deps.db, async (tx) => {
    const message = await visibleToAccount(tx, accountId, messageId, { lock: true });
    const before = await repo.unreadOfAccount(tx, accountId);
    const readAt = await repo.markReadByAccount(tx, message.id, accountId, deps.clock.now());
    if (!readAt) throw Conflict('Oznaczyć jako przeczytaną można tylko otrzymaną wiadomość.');
    const after = await repo.unreadOfAccount(tx, accountId);
    if (after.unread !== before.unread) await deps.live.notify(tx, [accountAudience(accountId)]);
    return { readDate: readAt.toISOString() };
  });
}

/* The patient's side: writing ---------------------------------------------------------------------- */

/** Who is writing: the account, its owner's name, and the patients it reaches (plugins/patient-access). */
export interface AccountWriter {
  id: number;
  name: string;
  lastName: string;
  /** Whether the account acts for this patient now. */
  reaches(patientId: number): boolean;
  /** Its own record, once its identity is confirmed. */
  ownPatientId: number | null;
}

type RecipientRef = { kind: 'STAFF' | 'MAILBOX'; id: number };

/** POST .../attachments: files for a message, pending until a send or an edit of this account claims them. */
export async function uploadAccountAttachments(deps: MessagesDeps, source: MultipartSource, accountId: number): Promise<StoredFile[]> {
  const { fileUploadParams } = await getFileSettings(deps);
  return receiveUploads(deps, source, { use: USE, limits: fileUploadParams, owner: { pendingBinding: accountBinding(accountId) }, createdByAccountId: accountId });
}

/**
 * Staff members (a patient may write to them: domain `patientMayWriteToStaff`) and mailboxes accepting
 * patients' messages, checked; `kept` recipients (already on a message being edited) need only be active.
 */
async function resolvePatientRecipients(db: Tx, deps: Pick<Deps, 'db'>, refs: readonly RecipientRef[], kept: readonly RecipientRef[] = []): Promise<Resolved[]> {
  const unique = [...new Map(refs.map((r) => [`${r.kind}:${r.id}`, r])).values()];
  const keptKeys = new Set(kept.map((r) => `${r.kind}:${r.id}`));
  const members = await findMessagingMembers(deps, unique.filter((r) => r.kind === 'STAFF').map((r) => r.id), { tx: db });
  const boxes = new Map((await repo.findMailboxes(db, unique.filter((r) => r.kind === 'MAILBOX').map((r) => r.id))).map((m) => [m.id, m]));
  const out: Resolved[] = [];
  const errors: Array<{ path: string; message: string }> = [];
  unique.forEach((r) => {
    const wasKept = keptKeys.has(`${r.kind}:${r.id}`);
    if (r.kind === 'STAFF') {
      const m = members.get(r.id);
      if (m && (wasKept ? m.active : patientMayWriteToStaff(m))) out.push({ staffMemberId: m.id, recipientName: fullName(m) });
      else errors.push({ path: `recipients.${refs.indexOf(r)}`, message: 'Nie można napisać do tego adresata.' });
    } else {
      const box = boxes.get(r.id);
      if (box && box.active && (wasKept || box.acceptsPatientMessages)) out.push({ mailboxId: box.id, recipientName: box.name });
      else errors.push({ path: `recipients.${refs.indexOf(r)}`, message: 'Nie można napisać do tego adresata.' });
    }
  });
  if (errors.length) throw recipientInvalid(errors);
  return out;
}

/** The answered message's sender, as a patient's reply goes back to it. */
async function replyRecipientsForAccount(tx: Tx, deps: Pick<Deps, 'db'>, accountId: number, answered: MessageRow): Promise<Resolved[]> {
  if (answered.senderMailboxId !== null) {
    const [box] = await repo.findMailboxes(tx, [answered.senderMailboxId]);
    if (box?.active) return [{ mailboxId: box.id, recipientName: box.name }];
  } else if (answered.senderStaffId !== null) {
    const m = (await findMessagingMembers(deps, [answered.senderStaffId], { tx })).get(answered.senderStaffId);
    if (m?.active) return [{ staffMemberId: m.id, recipientName: fullName(m) }];
  } else if (answered.senderAccountId === accountId) {
    // A follow-up to one's own message goes where it went.
    return (await repo.recipientsOf(tx, [answered.id]))
      .filter((r) => r.accountId === null)
      .map((r) => ({ staffMemberId: r.staffMemberId, mailboxId: r.mailboxId, recipientName: r.recipientName }));
  }
  throw recipientInvalid([], 'Na tę wiadomość nie można odpowiedzieć. Napisz nową wiadomość do wybranego adresata.');
}

/** The account's pending uploads named by a send or an edit; 400 on attachmentIds when any is not there or there are too many. */
/** The hourly limit of an account's sends (sends of one account serialised by the caller's lock). */
async function checkSendLimit(deps: MessagesDeps, tx: Tx, accountId: number): Promise<void> {
  const now = deps.clock.now();
  const limit = deps.config.MESSAGE_SEND_LIMIT_PER_HOUR;
  const sent = await repo.sentSince(tx, accountId, new Date(now.getTime() - HOUR_MS));
  if (sent.count < limit) return;
  const freeAt = (sent.oldest?.getTime() ?? now.getTime()) + HOUR_MS;
  const seconds = Math.max(1, Math.ceil((freeAt - now.getTime()) / 1000));
  throw new AppError('MESSAGE_SEND_LIMIT', undefined, { headers: { 'retry-after': String(seconds) } });
}

/**
 * POST .../portal: a new message or a reply of a patient's account (see the module's comment). Answers
 * the message as its sender sees it.
 */
export async function sendPatientMessage(deps: MessagesDeps, writer: AccountWriter, body: z.output<typeof sendMessageRequestSchema>, language: InterfaceLanguage): Promise<Message> {
  const patientId = body.patientId ?? null;
  if (patientId !== null && !writer.reaches(patientId)) throw NotFound();
  await checkUploads(deps, accountBinding(writer.id), body.attachmentIds);
  const id = await withTransaction(deps.db, async (tx) => {
    await repo.lockAccountSends(tx, writer.id);
    await checkSendLimit(deps, tx, writer.id);
    await activeCategory(tx, body.category);
    let answered: MessageRow | null = null;
    if (body.inResponseTo) answered = await visibleToAccount(tx, writer.id, body.inResponseTo);
    const recipients =
      answered && body.recipients.length === 0
        ? await replyRecipientsForAccount(tx, deps, writer.id, answered)
        : await resolvePatientRecipients(tx, deps, body.recipients);
    if (recipients.length === 0) throw recipientInvalid();
    const concerned =
      patientId ?? (answered?.patientId != null && writer.reaches(answered.patientId) ? answered.patientId : writer.ownPatientId);
    const message = await repo.insertMessage(tx, {
      threadId: answered ? (answered.threadId ?? answered.id) : null,
      inResponseTo: answered?.id ?? null,
      senderAccountId: writer.id,
      senderName: fullName(writer),
      patientId: concerned,
      categoryCode: body.category,
      title: body.title,
      content: body.content,
      createdAt: deps.clock.now(),
    });
    await repo.insertRecipients(tx, message, recipients);
    await claimUploads(deps, tx, { binding: accountBinding(writer.id), ids: body.attachmentIds, owner: { accountId: writer.id } });
    await repo.insertAttachments(tx, message.id, body.attachmentIds);
    if (recipients.some((r) => r.accountId != null)) await deps.jobs.send(MESSAGE_NOTICE_JOB, { messageId: message.id }, { tx });
    await deps.live.notify(tx, await audiencesOf(tx, recipients.map(recipientColumns)));
    return message.id;
  });
  return ownView(deps, writer.id, id, language);
}

async function ownView(deps: ReadDeps, accountId: number, messageId: number, language: InterfaceLanguage): Promise<Message> {
  const [row] = await repo.readVisible(deps.db, repo.byId(messageId), repo.visibleToAccount(accountId), 1);
  if (!row) throw NotFound();
  return (await toMessages(deps, accountId, [row], language))[0];
}

/** The sender's message, locked, that nobody has read yet; 404 for anyone but its sender, 409 `code` once read. */
async function changeableMessage(tx: Tx, accountId: number, messageId: number, code: 'MESSAGE_ALREADY_READ_EDIT' | 'MESSAGE_ALREADY_READ_DELETE'): Promise<MessageRow> {
  const message = await visibleToAccount(tx, accountId, messageId, { lock: true });
  if (message.senderAccountId !== accountId) throw NotFound();
  if (await repo.readByAnyone(tx, message.id)) throw new AppError(code);
  return message;
}

/** PUT .../update: the sender changes a message nobody has read (recipients, category, title, text, attachments). */
export async function updatePatientMessage(deps: MessagesDeps, writer: AccountWriter, body: z.output<typeof updateMessageRequestSchema>, language: InterfaceLanguage): Promise<Message> {
  const binding = accountBinding(writer.id);
  const { fileUploadParams } = await getFileSettings(deps);
  const removed = await withTransaction(deps.db, async (tx) => {
    const message = await changeableMessage(tx, writer.id, body.id, 'MESSAGE_ALREADY_READ_EDIT');
    await activeCategory(tx, body.category);
    const before = await repo.recipientsOf(tx, [message.id]);
    const kept = before.map((r) => (r.staffMemberId !== null ? { kind: 'STAFF' as const, id: r.staffMemberId } : { kind: 'MAILBOX' as const, id: r.mailboxId! }));
    const recipients = await resolvePatientRecipients(tx, deps, body.recipients, kept);
    const current = (await repo.attachmentsOf(tx, [message.id])).map((a) => a.fileId);
    const added = body.attachmentIds.filter((id) => !current.includes(id));
    const dropped = current.filter((id) => !body.attachmentIds.includes(id));
    if (body.attachmentIds.length > fileUploadParams.maxFiles) throw tooManyFiles(fileUploadParams.maxFiles);
    // A new file that is not the account's pending upload fails its claim below (400 on attachmentIds).
    await repo.updateMessage(tx, message.id, { categoryCode: body.category, title: body.title, content: body.content, editedAt: deps.clock.now() });
    await repo.deleteRecipients(tx, message.id);
    await repo.insertRecipients(tx, { ...message, title: body.title }, recipients);
    await claimUploads(deps, tx, { binding, ids: added, owner: { accountId: writer.id } });
    await repo.insertAttachments(tx, message.id, added);
    await repo.deleteAttachments(tx, message.id, dropped);
    const contents = await deleteFilesById(deps, dropped, { tx });
    await deps.live.notify(tx, await audiencesOf(tx, [...before, ...recipients.map(recipientColumns)]));
    return contents;
  });
  await removeUnusedContent(deps, removed);
  return ownView(deps, writer.id, body.id, language);
}

/** DELETE {id}: the sender takes back a message nobody has read, with its files. */
export async function deletePatientMessage(deps: MessagesDeps, accountId: number, messageId: number): Promise<void> {
  const removed = await withTransaction(deps.db, async (tx) => {
    const message = await changeableMessage(tx, accountId, messageId, 'MESSAGE_ALREADY_READ_DELETE');
    const recipients = await repo.recipientsOf(tx, [message.id]);
    const fileIds = await repo.deleteMessage(tx, message.id);
    const contents = await deleteFilesById(deps, fileIds, { tx });
    await deps.live.notify(tx, await audiencesOf(tx, recipients));
    return contents;
  });
  await removeUnusedContent(deps, removed);
}

/**
 * GET /mpi/accounts/mpi-user/recipients/info: mailboxes accepting patients' messages first (by name,
 * named, described and found in the reader's `language` as well as in Polish), then staff members a
 * patient may write to (by last name); 5 a page with a probe.
 */
const isStaffRole = (role: string): role is StaffRoleName => (staffRoleValues as readonly string[]).includes(role);

export async function findPatientRecipients(
  deps: Pick<Deps, 'db'>,
  query: PageQuery & { q?: string; name?: string; lastname?: string },
  language: InterfaceLanguage,
): Promise<Page<RecipientAccount>> {
  // A mailbox has a name only: a search by last name finds members alone. Nobody is found by login.
  const mailboxFilter = query.lastname ? null : { name: query.name || undefined, words: query.q || undefined, forPatients: true };
  const staffFilter = { name: query.name || undefined, lastName: query.lastname || undefined, fullName: query.q || undefined, roles: PATIENT_WRITABLE_ROLES };
  return readPage(query, async (limit, offset) => {
    const boxCount = mailboxFilter ? await repo.countMailboxes(deps.db, mailboxFilter) : 0;
    const boxes = mailboxFilter && offset < boxCount ? await repo.searchMailboxes(deps.db, mailboxFilter, limit, offset, language) : [];
    const staffLimit = limit - boxes.length;
    const staff = staffLimit > 0 ? await findStaffPatientsMayWriteTo(deps, staffFilter, staffLimit, Math.max(0, offset - boxCount)) : [];
    return [
      ...boxes.map((b) => ({
        kind: 'MAILBOX' as const,
        id: b.id,
        name: mailboxNameOf(b, language),
        lastname: null,
        roles: [],
        description: mailboxDescriptionOf(b, language),
        ...mailboxWordsLanguage(b, language),
      })),
      ...staff
        .filter((m) => patientMayWriteToStaff(m))
        .map((m) => ({ kind: 'STAFF' as const, id: m.id, name: m.name, lastname: m.lastName, roles: m.roles.filter(isStaffRole), description: null, nameLang: null, descriptionLang: null })),
    ];
  });
}

export { messageNoticeJob } from './core/message-notices';
export type { MessageListQuery, MessagesDeps } from './core/message-rules';
export * from './clinic/messages-clinic-service';
