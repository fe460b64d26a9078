import type {
  ClinicMessage,
  ClinicMessageBox,
  Message,
  MessageAttachment,
  MessageCategory,
  MessageParty,
  Page,
  PageQuery,
  RecipientAccount,
  StoredFile,
  UnreadCount,
} from '@portal/contracts';
import type { clinicRecipientSchema, clinicSendMessageRequestSchema, sendMessageRequestSchema, updateMessageRequestSchema, z } from '@portal/contracts';
import { PATIENT_WRITABLE_ROLES, patientMayWriteToStaff } from '@portal/domain';
import { withTransaction, type DbOrTx, type Tx } from '../../db/client';
import type { MessageRecipientRow, MessageRow } from '../../db/schema/index';
import type { Deps } from '../../deps';
import { AppError, Conflict, NotFound, Validation } from '../../errors';
import { accountAudience, staffAudience, type LiveAudience } from '../../lib/live';
import { checkRange, readPage } from '../../lib/lists';
import { accountNames } from '../accounts/accounts-service';
import {
  claimPendingFilesFor,
  deleteFilesById,
  describeFiles,
  openAttachedFile,
  pendingFiles,
  receiveUploads,
  removeUnusedContent,
  type MultipartSource,
} from '../files/files-service';
import { accountsActingForPatient, namesOfRecords, recordsNamedInMessages } from '../patients/patients-service';
import { getFileSettings } from '../settings/settings-service';
import { findColleaguesToWriteTo, findMessagingMembers, findStaffPatientsMayWriteTo, type MessagingMember } from '../staff/staff-service';
import { MESSAGE_NOTICE_JOB } from './message-notices';
import * as repo from './messages-repository';

/*
 * Messages between patients' accounts and the clinic (spec part 1 §2 "Messages", §4, §5, §8; part 2
 * §4 "Messages to confirm"). A message belongs to accounts and staff, not to patients: its sender and
 * each recipient see it (a mailbox's recipients: its members), nobody else — anything else is 404,
 * exactly as an unknown id. Its sender may change or take it back while nobody has read it; a read
 * locks the message row first, so a change can never slip past a concurrent read. Every change of
 * someone's unread count is announced (lib/live) in its transaction; a new message to an account
 * queues its notice (message-notices.ts). Title and text are plain text, stored as given.
 */

export type MessagesDeps = Pick<Deps, 'db' | 'clock' | 'storage' | 'jobs' | 'live' | 'config'>;
type ReadDeps = Pick<Deps, 'db' | 'clock'>;

const USE = 'MESSAGE_ATTACHMENT' as const;
/** Patients' messages reach back at most this far (the dates ranges' 20-year rule). */
const RANGE = { maxYearsBack: 20, allowFuture: false };
const HOUR_MS = 3_600_000;

const roleWords: Record<string, string> = { DOCTOR: 'Lekarz', NURSE: 'Pielęgniarka', MIDWIFE: 'Położna', REGISTRAR: 'Rejestracja', ADMIN: 'Administrator' };
const rolesInWords = (roles: readonly string[]) => roles.map((r) => roleWords[r] ?? r).join(', ');
const fullName = (p: { name: string; lastName: string }) => `${p.name} ${p.lastName}`.trim();

/** Files an account uploads for a message wait under this binding until a send or an edit claims them (within a day). */
const accountBinding = (accountId: number) => `message:account:${accountId}`;
const staffBinding = (staffId: number) => `message:staff:${staffId}`;

const recipientInvalid = (errors: Array<{ path: string; message: string }> = [], message?: string) =>
  new AppError('MESSAGE_RECIPIENT_INVALID', message, errors.length ? { errors } : {});
const attachmentsGone = () =>
  Validation('Załącznik nie istnieje albo został już wysłany. Dodaj plik ponownie.', [
    { path: 'attachmentIds', message: 'Załącznik nie istnieje albo został już wysłany. Dodaj plik ponownie.' },
  ]);

/* Shaping ------------------------------------------------------------------------------------------ */

function senderOf(m: MessageRow): MessageParty {
  if (m.senderMailboxId !== null) return { kind: 'MAILBOX', id: m.senderMailboxId, name: m.senderName };
  if (m.senderStaffId !== null) return { kind: 'STAFF', id: m.senderStaffId, name: m.senderName };
  if (m.senderAccountId !== null) return { kind: 'ACCOUNT', id: m.senderAccountId, name: m.senderName };
  return { kind: 'CLINIC', id: null, name: m.senderName };
}

function partyOf(r: MessageRecipientRow): MessageParty {
  if (r.accountId !== null) return { kind: 'ACCOUNT', id: r.accountId, name: r.recipientName };
  if (r.staffMemberId !== null) return { kind: 'STAFF', id: r.staffMemberId, name: r.recipientName };
  return { kind: 'MAILBOX', id: r.mailboxId, name: r.recipientName };
}

const categoryOf = (m: repo.ListedMessage): MessageCategory => ({ code: m.categoryCode, name: m.categoryName, description: m.categoryDescription });
const toAttachment = (f: StoredFile): MessageAttachment => ({ id: f.id, fileName: f.fileName, mimeType: f.mimeType, size: f.size });
const iso = (d: Date | null) => (d ? d.toISOString() : null);
const earliest = (dates: Array<Date | null>): Date | null => {
  const times = dates.filter((d): d is Date => d !== null).map((d) => d.getTime());
  return times.length ? new Date(Math.min(...times)) : null;
};

/** The page's recipients and attachments: one query each (and one for the files' names). */
async function detailsOf(deps: ReadDeps, rows: readonly repo.ListedMessage[]) {
  const ids = rows.map((r) => r.id);
  const [recipients, links] = await Promise.all([repo.recipientsOf(deps.db, ids), repo.attachmentsOf(deps.db, ids)]);
  const files = new Map((await describeFiles(deps, links.map((l) => l.fileId))).map((f) => [f.id, f]));
  const recipientsBy = new Map<number, MessageRecipientRow[]>();
  for (const r of recipients) recipientsBy.set(r.messageId, [...(recipientsBy.get(r.messageId) ?? []), r]);
  const attachmentsBy = new Map<number, MessageAttachment[]>();
  for (const l of links) {
    const f = files.get(l.fileId);
    if (f) attachmentsBy.set(l.messageId, [...(attachmentsBy.get(l.messageId) ?? []), toAttachment(f)]);
  }
  return { recipientsOf: (id: number) => recipientsBy.get(id) ?? [], attachmentsOf: (id: number) => attachmentsBy.get(id) ?? [] };
}

/** Messages as the account sees them: read state of its own copy, or (its own message) when a recipient first read it. */
async function toMessages(deps: ReadDeps, accountId: number, rows: readonly repo.ListedMessage[]): Promise<Message[]> {
  if (rows.length === 0) return [];
  const details = await detailsOf(deps, rows);
  const patients = await namesOfRecords(deps, [...new Set(rows.map((r) => r.patientId).filter((id): id is number => id !== null))]);
  return rows.map((m) => {
    const recipients = details.recipientsOf(m.id);
    const isOwn = m.senderAccountId === accountId;
    const firstRead = earliest(recipients.map((r) => r.readAt));
    const ownCopy = recipients.filter((r) => r.accountId === accountId);
    const readDate = isOwn && ownCopy.length === 0 ? firstRead : earliest(ownCopy.map((r) => r.readAt));
    const patient = m.patientId !== null ? patients.get(m.patientId) : undefined;
    return {
      id: m.id,
      title: m.title,
      content: m.content,
      category: categoryOf(m),
      sender: senderOf(m),
      recipients: recipients.map(partyOf),
      patient: patient ? { id: patient.id, name: patient.name, lastName: patient.lastName } : null,
      inResponseTo: m.inResponseTo,
      threadId: m.threadId ?? m.id,
      createdAt: m.createdAt.toISOString(),
      readDate: iso(readDate),
      isEdit: m.editedAt !== null,
      mustConfirm: m.mustConfirm,
      isOwn,
      changeable: isOwn && firstRead === null,
      attachments: details.attachmentsOf(m.id),
    };
  });
}

/** Who is told that their unread count changed: the recipients (a mailbox: each of its members). */
async function audiencesOf(db: DbOrTx, recipients: ReadonlyArray<Pick<MessageRecipientRow, 'accountId' | 'staffMemberId' | 'mailboxId'>>): Promise<LiveAudience[]> {
  const audiences: LiveAudience[] = [];
  for (const r of recipients) {
    if (r.accountId !== null) audiences.push(accountAudience(r.accountId));
    if (r.staffMemberId !== null) audiences.push(staffAudience(r.staffMemberId));
  }
  const mailboxIds = recipients.map((r) => r.mailboxId).filter((id): id is number => id !== null);
  for (const staffId of await repo.membersOf(db, [...new Set(mailboxIds)])) audiences.push(staffAudience(staffId));
  return [...new Set(audiences)];
}

/* Categories --------------------------------------------------------------------------------------- */

export async function listMessageCategories(deps: Pick<Deps, 'db'>): Promise<MessageCategory[]> {
  return (await repo.listActiveCategories(deps.db)).map((c) => ({ code: c.code, name: c.name, description: c.description }));
}

async function activeCategory(db: DbOrTx, code: string): Promise<void> {
  const category = await repo.findCategory(db, code);
  if (!category?.active) {
    const message = 'Wybierz kategorię z listy.';
    throw Validation(message, [{ path: 'category', message }]);
  }
}

/* The patient's side: lists ------------------------------------------------------------------------ */

export interface MessageListQuery extends PageQuery {
  after?: string;
  before?: string;
  category?: string;
  title?: string;
  sender?: string;
  recipient?: string;
}

function filtersOf(deps: ReadDeps, q: MessageListQuery & { unreadOnly?: boolean }): repo.MessageFilters {
  const { from, to } = checkRange({ after: q.after, before: q.before }, RANGE, deps.clock.now());
  return {
    from,
    to,
    category: q.category || undefined,
    title: q.title || undefined,
    sender: q.sender || undefined,
    recipient: q.recipient || undefined,
    unreadOnly: q.unreadOnly,
  };
}

/** GET .../inbox: what came to the account, newest first (one range of its recipient index). */
export async function accountInbox(deps: ReadDeps, accountId: number, query: MessageListQuery): Promise<Page<Message>> {
  const filters = filtersOf(deps, query);
  const page = await readPage(query, (limit, offset) => repo.readInbox(deps.db, { accountId }, filters, limit, offset));
  return { ...page, items: await toMessages(deps, accountId, page.items) };
}

/** GET .../outbox: what the account sent, newest first. */
export async function accountOutbox(deps: ReadDeps, accountId: number, query: MessageListQuery): Promise<Page<Message>> {
  const filters = filtersOf(deps, { ...query, sender: undefined, recipient: undefined });
  const page = await readPage(query, (limit, offset) => repo.readSent(deps.db, { senderAccountId: accountId }, filters, limit, offset));
  return { ...page, items: await toMessages(deps, accountId, page.items) };
}

export const accountUnread = (deps: Pick<Deps, 'db'>, accountId: number): Promise<UnreadCount> => repo.unreadOfAccount(deps.db, accountId);

/** GET .../to-confirm: the account's unread messages it must confirm, oldest first. */
export async function messagesToConfirm(deps: ReadDeps, accountId: number): Promise<Message[]> {
  return toMessages(deps, accountId, await repo.readToConfirm(deps.db, accountId));
}

async function visibleToAccount(db: DbOrTx, accountId: number, messageId: number, opts: { lock?: boolean } = {}): Promise<MessageRow> {
  const message = await repo.findVisibleMessage(db, messageId, repo.visibleToAccount(accountId), opts);
  if (!message) throw NotFound();
  return message;
}

/** GET {id}/thread: the messages of its thread this account is party to, oldest first. */
export async function accountThread(deps: ReadDeps, accountId: number, messageId: number): Promise<Message[]> {
  const message = await visibleToAccount(deps.db, accountId, messageId);
  const rows = await repo.readVisible(deps.db, repo.inThread(message.threadId ?? message.id), repo.visibleToAccount(accountId));
  return toMessages(deps, accountId, rows);
}

/** GET {id}/recipients: the sender sees each recipient's read state; a recipient her own only. */
export async function messageRecipients(deps: ReadDeps, accountId: number, messageId: number) {
  const message = await visibleToAccount(deps.db, accountId, messageId);
  const isSender = message.senderAccountId === accountId;
  return (await repo.recipientsOf(deps.db, [message.id])).map((r) => ({
    ...partyOf(r),
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
type Resolved = repo.NewRecipient;

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
function tooManyFiles(max: number) {
  const message = `Do wiadomości można dołączyć najwyżej ${max} plików.`;
  return Validation(message, [{ path: 'attachmentIds', message }]);
}

async function checkUploads(deps: MessagesDeps, binding: string, ids: readonly number[]): Promise<void> {
  const { fileUploadParams } = await getFileSettings(deps);
  if (ids.length > fileUploadParams.maxFiles) throw tooManyFiles(fileUploadParams.maxFiles);
  if (ids.length === 0) return;
  const found = await pendingFiles(deps, { use: USE, ids: [...ids], binding });
  if (found.length < ids.length) throw attachmentsGone();
}

async function claimUploads(deps: MessagesDeps, tx: Tx, input: { binding: string; ids: readonly number[]; owner: { accountId: number } | { staffMemberId: number } }) {
  if (input.ids.length === 0) return;
  const claimed = await claimPendingFilesFor(deps, { use: USE, ids: [...input.ids], binding: input.binding, owner: input.owner, now: deps.clock.now() }, { tx });
  if (!claimed) throw attachmentsGone();
}

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
export async function sendPatientMessage(deps: MessagesDeps, writer: AccountWriter, body: z.output<typeof sendMessageRequestSchema>): Promise<Message> {
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
  return ownView(deps, writer.id, id);
}

const recipientColumns = (r: Resolved) => ({ accountId: r.accountId ?? null, staffMemberId: r.staffMemberId ?? null, mailboxId: r.mailboxId ?? null });

async function ownView(deps: ReadDeps, accountId: number, messageId: number): Promise<Message> {
  const [row] = await repo.readVisible(deps.db, repo.byId(messageId), repo.visibleToAccount(accountId), 1);
  if (!row) throw NotFound();
  return (await toMessages(deps, accountId, [row]))[0];
}

/** The sender's message, locked, that nobody has read yet; 404 for anyone but its sender, 409 `code` once read. */
async function changeableMessage(tx: Tx, accountId: number, messageId: number, code: 'MESSAGE_ALREADY_READ_EDIT' | 'MESSAGE_ALREADY_READ_DELETE'): Promise<MessageRow> {
  const message = await visibleToAccount(tx, accountId, messageId, { lock: true });
  if (message.senderAccountId !== accountId) throw NotFound();
  if (await repo.readByAnyone(tx, message.id)) throw new AppError(code);
  return message;
}

/** PUT .../update: the sender changes a message nobody has read (recipients, category, title, text, attachments). */
export async function updatePatientMessage(deps: MessagesDeps, writer: AccountWriter, body: z.output<typeof updateMessageRequestSchema>): Promise<Message> {
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
    await repo.insertRecipients(tx, message, recipients);
    await claimUploads(deps, tx, { binding, ids: added, owner: { accountId: writer.id } });
    await repo.insertAttachments(tx, message.id, added);
    await repo.deleteAttachments(tx, message.id, dropped);
    const contents = await deleteFilesById(deps, dropped, { tx });
    await deps.live.notify(tx, await audiencesOf(tx, [...before, ...recipients.map(recipientColumns)]));
    return contents;
  });
  await removeUnusedContent(deps, removed);
  return ownView(deps, writer.id, body.id);
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
 * GET /mpi/accounts/mpi-user/recipients/info: mailboxes accepting patients' messages first (by name),
 * then staff members a patient may write to (by last name); 5 a page with a probe.
 */
export async function findPatientRecipients(deps: Pick<Deps, 'db'>, query: PageQuery & { name?: string; lastname?: string; username?: string }): Promise<Page<RecipientAccount>> {
  // A mailbox has a name only: a search by last name or login finds members alone.
  const mailboxFilter = query.lastname || query.username ? null : { name: query.name || undefined, forPatients: true };
  const staffFilter = { name: query.name || undefined, lastName: query.lastname || undefined, login: query.username || undefined, roles: PATIENT_WRITABLE_ROLES };
  return readPage(query, async (limit, offset) => {
    const boxCount = mailboxFilter ? await repo.countMailboxes(deps.db, mailboxFilter) : 0;
    const boxes = mailboxFilter && offset < boxCount ? await repo.searchMailboxes(deps.db, mailboxFilter, limit, offset) : [];
    const staffLimit = limit - boxes.length;
    const staff = staffLimit > 0 ? await findStaffPatientsMayWriteTo(deps, staffFilter, staffLimit, Math.max(0, offset - boxCount)) : [];
    return [
      ...boxes.map((b) => ({ kind: 'MAILBOX' as const, id: b.id, username: null, name: b.name, lastname: null, description: b.description })),
      ...staff
        .filter((m) => patientMayWriteToStaff(m))
        .map((m) => ({ kind: 'STAFF' as const, id: m.id, username: m.login, name: m.name, lastname: m.lastName, description: rolesInWords(m.roles) })),
    ];
  });
}

/* The clinic's side -------------------------------------------------------------------------------- */

/** The member reading or writing (StaffContext's member, or a seed's member). */
export interface StaffWriter {
  id: number;
  name: string;
  lastName: string;
}

async function visibleToStaff(db: DbOrTx, staffId: number, messageId: number, opts: { lock?: boolean } = {}): Promise<MessageRow> {
  const message = await repo.findVisibleMessage(db, messageId, repo.visibleToStaff(staffId), opts);
  if (!message) throw NotFound();
  return message;
}

/** Messages as the console shows them: patient with PESEL, the sending account's login, every recipient's read state. */
async function toClinicMessages(deps: ReadDeps, staffId: number, rows: readonly repo.ListedMessage[], opts: { inbox?: boolean } = {}): Promise<ClinicMessage[]> {
  if (rows.length === 0) return [];
  const details = await detailsOf(deps, rows);
  const [patients, accounts, writers, myBoxes] = await Promise.all([
    recordsNamedInMessages(deps, rows.map((r) => r.patientId).filter((id): id is number => id !== null)),
    accountNames(deps, rows.map((r) => r.senderAccountId).filter((id): id is number => id !== null)),
    findMessagingMembers(deps, rows.filter((r) => r.senderMailboxId !== null && r.senderStaffId !== null).map((r) => r.senderStaffId!)),
    repo.mailboxesOf(deps.db, staffId),
  ]);
  const mine = new Set(myBoxes.map((b) => b.id));
  return rows.map((m) => {
    const recipients = details.recipientsOf(m.id);
    const isOwn = m.senderStaffId === staffId || (m.senderMailboxId !== null && mine.has(m.senderMailboxId));
    const myCopies = recipients.filter((r) => r.staffMemberId === staffId || (r.mailboxId !== null && mine.has(r.mailboxId)));
    const readDate = opts.inbox ? m.boxReadAt : myCopies.length && !isOwn ? earliest(myCopies.map((r) => r.readAt)) : earliest(recipients.map((r) => r.readAt));
    const account = m.senderAccountId !== null ? accounts.get(m.senderAccountId) : undefined;
    const patient = m.patientId !== null ? patients.get(m.patientId) : undefined;
    const writer = m.senderMailboxId !== null && m.senderStaffId !== null ? writers.get(m.senderStaffId) : undefined;
    return {
      id: m.id,
      title: m.title,
      content: m.content,
      category: categoryOf(m),
      sender: senderOf(m),
      senderAccount: account ? { id: account.id, username: account.username } : null,
      writtenBy: writer ? fullName(writer) : null,
      recipients: recipients.map((r) => ({ ...partyOf(r), readDate: iso(r.readAt) })),
      patient: patient ? { id: patient.id, name: patient.name, lastName: patient.lastName, pesel: patient.pesel } : null,
      inResponseTo: m.inResponseTo,
      threadId: m.threadId ?? m.id,
      createdAt: m.createdAt.toISOString(),
      readDate: iso(readDate),
      isEdit: m.editedAt !== null,
      mustConfirm: m.mustConfirm,
      isOwn,
      attachments: details.attachmentsOf(m.id),
    };
  });
}

/** GET /clinic/messages/boxes: her own inbox first, then her active mailboxes, with unread counts. */
export async function clinicBoxes(deps: Pick<Deps, 'db'>, staff: StaffWriter): Promise<ClinicMessageBox[]> {
  const [boxes, unread] = await Promise.all([repo.mailboxesOf(deps.db, staff.id), repo.unreadOfStaff(deps.db, staff.id)]);
  return [
    { mailboxId: null, name: fullName(staff), unread: unread.get(null) ?? 0 },
    ...boxes.filter((b) => b.active).map((b) => ({ mailboxId: b.id, name: b.name, unread: unread.get(b.id) ?? 0 })),
  ];
}

/** Her unread messages in every box (the dashboard's queue, the live channel). */
export async function clinicUnread(deps: Pick<Deps, 'db'>, staffId: number): Promise<number> {
  let total = 0;
  for (const n of (await repo.unreadOfStaff(deps.db, staffId)).values()) total += n;
  return total;
}

export interface ClinicListQuery extends MessageListQuery {
  mailboxId?: number;
  unreadOnly?: 'true' | 'false';
}

/** GET /clinic/messages/inbox: her own inbox, or one of her mailboxes' (another mailbox: 404). */
export async function clinicInbox(deps: ReadDeps, staffId: number, query: ClinicListQuery): Promise<Page<ClinicMessage>> {
  if (query.mailboxId !== undefined && !(await repo.isMember(deps.db, query.mailboxId, staffId))) throw NotFound();
  const box: repo.Box = query.mailboxId !== undefined ? { mailboxId: query.mailboxId } : { staffMemberId: staffId };
  const filters = filtersOf(deps, { ...query, recipient: undefined, unreadOnly: query.unreadOnly === 'true' });
  const page = await readPage(query, (limit, offset) => repo.readInbox(deps.db, box, filters, limit, offset));
  return { ...page, items: await toClinicMessages(deps, staffId, page.items, { inbox: true }) };
}

/** GET /clinic/messages/outbox: what she sent, herself or on behalf of her mailboxes. */
export async function clinicOutbox(deps: ReadDeps, staffId: number, query: MessageListQuery): Promise<Page<ClinicMessage>> {
  const filters = filtersOf(deps, { ...query, sender: undefined, recipient: undefined });
  const page = await readPage(query, (limit, offset) => repo.readSent(deps.db, { senderStaffId: staffId }, filters, limit, offset));
  return { ...page, items: await toClinicMessages(deps, staffId, page.items) };
}

/** GET /clinic/patients/{patientId}/messages: the patient's correspondence (the route audits the read). */
export async function clinicPatientMessages(deps: ReadDeps, staffId: number, patientId: number, query: MessageListQuery): Promise<Page<ClinicMessage>> {
  const filters = filtersOf(deps, { after: query.after, before: query.before, pageIndex: query.pageIndex, pageSize: query.pageSize });
  const page = await readPage(query, (limit, offset) => repo.readSent(deps.db, { patientId }, filters, limit, offset));
  return { ...page, items: await toClinicMessages(deps, staffId, page.items) };
}

/** GET /clinic/messages/{messageId}/thread: the thread's messages she sees, oldest first. */
export async function clinicThread(deps: ReadDeps, staffId: number, messageId: number): Promise<ClinicMessage[]> {
  const message = await visibleToStaff(deps.db, staffId, messageId);
  const rows = await repo.readVisible(deps.db, repo.inThread(message.threadId ?? message.id), repo.visibleToStaff(staffId));
  return toClinicMessages(deps, staffId, rows);
}

/** POST /clinic/messages/{messageId}/read: her own copy and her mailboxes' copies, read once. */
export async function markReadByStaff(deps: MessagesDeps, staffId: number, messageId: number): Promise<{ readDate: string }> {
  return withTransaction(deps.db, async (tx) => {
    const message = await visibleToStaff(tx, staffId, messageId, { lock: true });
    const result = await repo.markReadByStaff(tx, message.id, staffId, deps.clock.now());
    if (!result.any || !result.readAt) throw Conflict('Oznaczyć jako przeczytaną można tylko otrzymaną wiadomość.');
    const members = await repo.membersOf(tx, result.newlyReadMailboxes);
    await deps.live.notify(tx, [staffAudience(staffId), ...members.map(staffAudience)]);
    return { readDate: result.readAt.toISOString() };
  });
}

/** GET /clinic/messages/{messageId}/attachments/{fileId}: for a party of the message only. */
export async function openMessageAttachmentForStaff(deps: Pick<Deps, 'db' | 'clock' | 'storage'>, staffId: number, messageId: number, fileId: number) {
  const message = await visibleToStaff(deps.db, staffId, messageId);
  if (!(await repo.isAttached(deps.db, message.id, fileId))) throw NotFound();
  return openAttachedFile(deps, fileId, USE);
}

/** POST /clinic/messages/attachments: files of her next message (pending until it is sent, within a day). */
export async function uploadStaffAttachments(deps: MessagesDeps, source: MultipartSource, staffId: number): Promise<StoredFile[]> {
  const { fileUploadParams } = await getFileSettings(deps);
  return receiveUploads(deps, source, { use: USE, limits: fileUploadParams, owner: { pendingBinding: staffBinding(staffId) }, createdByAccountId: null });
}

type ClinicRecipient = z.infer<typeof clinicRecipientSchema>;

/** The clinic's recipients: a patient (her account and the accounts acting for her), colleagues, mailboxes. */
async function resolveClinicRecipients(tx: Tx, deps: Pick<Deps, 'db'>, refs: readonly ClinicRecipient[]): Promise<{ recipients: Resolved[]; patientId: number | null }> {
  const recipients: Resolved[] = [];
  let patientId: number | null = null;
  const members = await findMessagingMembers(deps, refs.filter((r) => r.kind === 'STAFF').map((r) => r.id), { tx });
  const boxes = new Map((await repo.findMailboxes(tx, refs.filter((r) => r.kind === 'MAILBOX').map((r) => r.id))).map((m) => [m.id, m]));
  for (const [i, r] of refs.entries()) {
    const path = `recipients.${i}`;
    if (r.kind === 'PATIENT') {
      const accounts = await accountsActingForPatient(deps, r.id, { tx });
      if (accounts.length === 0) {
        const message = 'Pacjent nie ma konta w portalu (ani opiekuna z kontem), więc nie odczyta wiadomości. Skontaktuj się z nim w inny sposób.';
        throw recipientInvalid([{ path, message }], message);
      }
      patientId = r.id;
      for (const a of accounts) recipients.push({ accountId: a.id, recipientName: fullName(a) });
    } else if (r.kind === 'STAFF') {
      const m = members.get(r.id);
      if (!m?.active) throw recipientInvalid([{ path, message: 'Nie ma aktywnego pracownika o tym identyfikatorze.' }]);
      recipients.push({ staffMemberId: m.id, recipientName: fullName(m) });
    } else {
      const box = boxes.get(r.id);
      if (!box?.active) throw recipientInvalid([{ path, message: 'Nie ma aktywnej skrzynki o tym identyfikatorze.' }]);
      recipients.push({ mailboxId: box.id, recipientName: box.name });
    }
  }
  return { recipients, patientId };
}

/** The answered message's sender, as the clinic's reply goes back to it (a patient's account keeps the message's patient). */
async function replyRecipientsForStaff(tx: Tx, deps: Pick<Deps, 'db'>, answered: MessageRow): Promise<Resolved[]> {
  if (answered.senderAccountId !== null) {
    const account = (await accountNames(deps, [answered.senderAccountId], { tx })).get(answered.senderAccountId);
    if (account && account.status === 'ACTIVE') return [{ accountId: account.id, recipientName: fullName(account) }];
  } else if (answered.senderMailboxId !== null) {
    const [box] = await repo.findMailboxes(tx, [answered.senderMailboxId]);
    if (box?.active) return [{ mailboxId: box.id, recipientName: box.name }];
  } else if (answered.senderStaffId !== null) {
    const m: MessagingMember | undefined = (await findMessagingMembers(deps, [answered.senderStaffId], { tx })).get(answered.senderStaffId);
    if (m?.active) return [{ staffMemberId: m.id, recipientName: fullName(m) }];
  }
  throw recipientInvalid([], 'Na tę wiadomość nie można odpowiedzieć: jej nadawca nie ma już konta. Napisz nową wiadomość.');
}

/**
 * POST /clinic/messages (and the seed): a member's message — herself or on behalf of one of her
 * mailboxes (`fromMailboxId`, another: 404) — to a patient, colleagues and mailboxes, or a reply.
 * Answers its id.
 */
export async function sendClinicMessage(deps: MessagesDeps, staff: StaffWriter, body: z.output<typeof clinicSendMessageRequestSchema>): Promise<{ id: number }> {
  await checkUploads(deps, staffBinding(staff.id), body.attachmentIds);
  return withTransaction(deps.db, async (tx) => {
    let senderName = fullName(staff);
    if (body.fromMailboxId) {
      const [box] = await repo.findMailboxes(tx, [body.fromMailboxId]);
      if (!box?.active || !(await repo.isMember(tx, box.id, staff.id))) throw NotFound();
      senderName = box.name;
    }
    await activeCategory(tx, body.category);
    const answered = body.inResponseTo ? await visibleToStaff(tx, staff.id, body.inResponseTo) : null;
    let { recipients, patientId } = await resolveClinicRecipients(tx, deps, body.recipients);
    if (answered && recipients.length === 0) recipients = await replyRecipientsForStaff(tx, deps, answered);
    if (recipients.length === 0) throw recipientInvalid();
    patientId ??= answered?.patientId ?? null;
    // One copy per recipient.
    recipients = [...new Map(recipients.map((r) => [`${r.accountId ?? ''}:${r.staffMemberId ?? ''}:${r.mailboxId ?? ''}`, r])).values()];
    const message = await repo.insertMessage(tx, {
      threadId: answered ? (answered.threadId ?? answered.id) : null,
      inResponseTo: answered?.id ?? null,
      senderStaffId: staff.id,
      senderMailboxId: body.fromMailboxId ?? null,
      senderName,
      patientId,
      categoryCode: body.category,
      title: body.title,
      content: body.content,
      mustConfirm: body.mustConfirm && recipients.some((r) => r.accountId != null),
      createdAt: deps.clock.now(),
    });
    await repo.insertRecipients(tx, message, recipients);
    await claimUploads(deps, tx, { binding: staffBinding(staff.id), ids: body.attachmentIds, owner: { staffMemberId: staff.id } });
    await repo.insertAttachments(tx, message.id, body.attachmentIds);
    if (recipients.some((r) => r.accountId != null)) await deps.jobs.send(MESSAGE_NOTICE_JOB, { messageId: message.id }, { tx });
    await deps.live.notify(tx, await audiencesOf(tx, recipients.map(recipientColumns)));
    return { id: message.id };
  });
}

/** GET /clinic/messages/recipients?q=: active mailboxes first, then active colleagues, by name. */
export async function findClinicRecipients(deps: Pick<Deps, 'db'>, query: PageQuery & { q?: string }) {
  const filter = { name: query.q || undefined };
  return readPage(query, async (limit, offset) => {
    const boxCount = await repo.countMailboxes(deps.db, filter);
    const boxes = offset < boxCount ? await repo.searchMailboxes(deps.db, filter, limit, offset) : [];
    const staffLimit = limit - boxes.length;
    const staff = staffLimit > 0 ? await findColleaguesToWriteTo(deps, query.q || undefined, staffLimit, Math.max(0, offset - boxCount)) : [];
    return [
      ...boxes.map((b) => ({ kind: 'MAILBOX' as const, id: b.id, name: b.name, description: b.description })),
      ...staff.map((m) => ({ kind: 'STAFF' as const, id: m.id, name: fullName(m), description: rolesInWords(m.roles) })),
    ];
  });
}

export { messageNoticeJob } from './message-notices';
