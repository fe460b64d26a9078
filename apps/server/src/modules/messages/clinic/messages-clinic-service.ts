import { cutTitle, DEFAULT_MESSAGE_CATEGORY } from '@portal/domain';
import type { ClinicMessage, ClinicMessageBox, InterfaceLanguage, Page, PageQuery, StoredFile, clinicRecipientSchema, clinicSendMessageRequestSchema, z } from '@portal/contracts';
import { withTransaction, type DbOrTx, type Tx } from '../../../db/client';
import type { MessageRow } from '../../../db/schema/index';
import type { Deps } from '../../../deps';
import { Conflict, NotFound } from '../../../errors';
import { accountAudience, staffAudience } from '../../../lib/live';
import { readPage } from '../../../lib/lists';
import { accountNames } from '../../contacts/contacts-service';
import { openAttachedFile, receiveUploads, type MultipartSource } from '../../files/files-service';
import { accountsActingForPatient } from '../../patients/patients-service';
import { getFileSettings, getIdentification } from '../../settings/settings-service';
import { findColleaguesToWriteTo, findMessagingMembers, type MessagingMember } from '../../staff/staff-service';
import { MESSAGE_NOTICE_JOB } from '../core/message-notices';
import {
  activeCategory,
  checkUploads,
  claimUploads,
  filtersOf,
  recipientInvalid,
  staffBinding,
  USE,
  type MessageListQuery,
  type MessagesDeps,
  type ReadDeps,
  type Resolved,
} from '../core/message-rules';
import { audiencesOf, fullName, mailboxDescriptionOf, mailboxNameOf, recipientColumns, rolesInWords, toClinicMessages } from '../core/message-views';
import * as repo from '../core/messages-repository';
import { systemPatient, type CheckedPatientId } from '../../../lib/checked-patient';

/*
 * The clinic console's side of messages: each member's own inbox and her mailboxes', what she sent
 * (herself or on behalf of a mailbox), a patient's correspondence on the card, and sending — to a
 * patient (her own live account and the accounts acting for her), colleagues and mailboxes. A member
 * sees what she sent, what came to her, and what came to or went from a mailbox of hers; anything
 * else is 404, as an unknown id.
 */

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

/** GET /clinic/messages/boxes: her own inbox first, then her active mailboxes (named in the console's `language`, by name), with unread counts. */
export async function clinicBoxes(deps: Pick<Deps, 'db'>, staff: StaffWriter, language: InterfaceLanguage): Promise<ClinicMessageBox[]> {
  const [boxes, unread] = await Promise.all([repo.mailboxesOf(deps.db, staff.id, language), repo.unreadOfStaff(deps.db, staff.id)]);
  return [
    { mailboxId: null, name: fullName(staff), unread: unread.get(null) ?? 0 },
    ...boxes.filter((b) => b.active).map((b) => ({ mailboxId: b.id, name: mailboxNameOf(b, language), unread: unread.get(b.id) ?? 0 })),
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
export async function clinicInbox(deps: ReadDeps, staffId: number, query: ClinicListQuery, language: InterfaceLanguage): Promise<Page<ClinicMessage>> {
  if (query.mailboxId !== undefined && !(await repo.isMember(deps.db, query.mailboxId, staffId))) throw NotFound();
  const box: repo.Box = query.mailboxId !== undefined ? { mailboxId: query.mailboxId } : { staffMemberId: staffId };
  const filters = filtersOf(deps, { ...query, recipient: undefined, unreadOnly: query.unreadOnly === 'true' });
  const page = await readPage(query, (limit, offset) => repo.readInbox(deps.db, box, filters, limit, offset));
  return { ...page, items: await toClinicMessages(deps, staffId, page.items, language, { inbox: true }) };
}

/** GET /clinic/messages/outbox: what she sent, herself or on behalf of her mailboxes. */
export async function clinicOutbox(deps: ReadDeps, staffId: number, query: MessageListQuery, language: InterfaceLanguage): Promise<Page<ClinicMessage>> {
  const filters = filtersOf(deps, { ...query, sender: undefined, recipient: undefined });
  const page = await readPage(query, (limit, offset) => repo.readSent(deps.db, { senderStaffId: staffId }, filters, limit, offset));
  return { ...page, items: await toClinicMessages(deps, staffId, page.items, language) };
}

/** GET /clinic/patients/{patientId}/messages: the patient's correspondence (the route audits the read). */
export async function clinicPatientMessages(deps: ReadDeps, staffId: number, patientId: CheckedPatientId, query: MessageListQuery, language: InterfaceLanguage): Promise<Page<ClinicMessage>> {
  const filters = filtersOf(deps, { after: query.after, before: query.before, pageIndex: query.pageIndex, pageSize: query.pageSize });
  const page = await readPage(query, (limit, offset) => repo.readSent(deps.db, { patientId }, filters, limit, offset));
  return { ...page, items: await toClinicMessages(deps, staffId, page.items, language) };
}

/** GET /clinic/messages/{messageId}/thread: the thread's messages she sees, oldest first. */
export async function clinicThread(deps: ReadDeps, staffId: number, messageId: number, language: InterfaceLanguage): Promise<ClinicMessage[]> {
  const message = await visibleToStaff(deps.db, staffId, messageId);
  const rows = await repo.readVisible(deps.db, repo.inThread(message.threadId ?? message.id), repo.visibleToStaff(staffId));
  return toClinicMessages(deps, staffId, rows, language);
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

/**
 * GET /clinic/messages/{messageId}/attachments/{fileId}: for a party of the message only; with the
 * patient the message concerns (null: none), whose read the route audits.
 */
export async function openMessageAttachmentForStaff(deps: Pick<Deps, 'db' | 'clock' | 'storage'>, staffId: number, messageId: number, fileId: number) {
  const message = await visibleToStaff(deps.db, staffId, messageId);
  if (!(await repo.isAttached(deps.db, message.id, fileId))) throw NotFound();
  return { file: await openAttachedFile(deps, fileId, USE), patientId: message.patientId };
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
      const accounts = await accountsActingForPatient(deps, systemPatient(r.id, 'staff-named'), { tx });
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

/**
 * A message of the clinic itself, signed by no member (e.g. a prevention programme's invitation): to an
 * account, about a patient, inside the caller's transaction (`tx`). Its sender is the provider's name from
 * the identification settings; nobody can answer it. The caller tells the account in its own way (the
 * invitation has its own e-mail), so no notice e-mail goes out; the account's open tabs are told at once.
 */
export async function sendClinicNotice(
  deps: Pick<Deps, 'db' | 'clock' | 'live'>,
  notice: { accountId: number; patientId: number | null; title: string; content: string },
  opts: { tx: Tx },
): Promise<{ id: number }> {
  const { tx } = opts;
  const { providerName } = await getIdentification({ db: tx });
  const account = (await accountNames(deps, [notice.accountId], { tx })).get(notice.accountId);
  const message = await repo.insertMessage(tx, {
    senderName: providerName,
    patientId: notice.patientId,
    categoryCode: DEFAULT_MESSAGE_CATEGORY,
    title: cutTitle(notice.title),
    content: notice.content,
    createdAt: deps.clock.now(),
  });
  await repo.insertRecipients(tx, message, [{ accountId: notice.accountId, recipientName: account ? fullName(account) : '' }]);
  await deps.live.notify(tx, [accountAudience(notice.accountId)]);
  return { id: message.id };
}

/** GET /clinic/messages/recipients?q=: active mailboxes first (named, described and found in the console's `language` as well as in Polish), then active colleagues, by name. */
export async function findClinicRecipients(deps: Pick<Deps, 'db'>, query: PageQuery & { q?: string }, language: InterfaceLanguage) {
  const filter = { name: query.q || undefined };
  return readPage(query, async (limit, offset) => {
    const boxCount = await repo.countMailboxes(deps.db, filter);
    const boxes = offset < boxCount ? await repo.searchMailboxes(deps.db, filter, limit, offset, language) : [];
    const staffLimit = limit - boxes.length;
    const staff = staffLimit > 0 ? await findColleaguesToWriteTo(deps, query.q || undefined, staffLimit, Math.max(0, offset - boxCount)) : [];
    return [
      ...boxes.map((b) => ({ kind: 'MAILBOX' as const, id: b.id, name: mailboxNameOf(b, language), description: mailboxDescriptionOf(b, language) })),
      ...staff.map((m) => ({ kind: 'STAFF' as const, id: m.id, name: fullName(m), description: rolesInWords(m.roles) })),
    ];
  });
}

