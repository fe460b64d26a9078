import { staffRoleValues, type ClinicMessage, type InterfaceLanguage, type Message, type MessageAttachment, type MessageCategory, type MessageParty, type StaffRoleName, type StoredFile } from '@portal/contracts';
import { configuredName, configuredNameLanguage } from '@portal/domain';
import type { DbOrTx } from '../../../db/client';
import type { MessageRecipientRow, MessageRow } from '../../../db/schema/index';
import { accountAudience, staffAudience, type LiveAudience } from '../../../lib/live';
import { accountNames } from '../../contacts/contacts-service';
import { describeFiles } from '../../files/files-service';
import { namesOfRecords, recordsNamedInMessages } from '../../patients/patients-service';
import { findMessagingMembers } from '../../staff/staff-service';
import type { ReadDeps } from './message-rules';
import * as repo from './messages-repository';
import { systemPatient } from '../../../lib/checked-patient';

/*
 * How messages are shown: to an account (the portal) and to a staff member (the console), a page at a
 * time with its recipients, attachments, patients and senders read in one query each; and who hears
 * of a change (lib/live audiences).
 */

export const roleWords: Record<string, string> = { DOCTOR: 'Lekarz', NURSE: 'Pielęgniarka', MIDWIFE: 'Położna', REGISTRAR: 'Rejestracja', ADMIN: 'Administrator' };
export const rolesInWords = (roles: readonly string[]) => roles.map((r) => roleWords[r] ?? r).join(', ');
export const fullName = (p: { name: string; lastName: string }) => `${p.name} ${p.lastName}`.trim();

/** Files an account uploads for a message wait under this binding until a send or an edit claims them (within a day). */
/* Shaping ------------------------------------------------------------------------------------------ */

export function senderOf(m: MessageRow): MessageParty {
  if (m.senderMailboxId !== null) return { kind: 'MAILBOX', id: m.senderMailboxId, name: m.senderName };
  if (m.senderStaffId !== null) return { kind: 'STAFF', id: m.senderStaffId, name: m.senderName };
  if (m.senderAccountId !== null) return { kind: 'ACCOUNT', id: m.senderAccountId, name: m.senderName };
  return { kind: 'CLINIC', id: null, name: m.senderName };
}

export function partyOf(r: MessageRecipientRow): MessageParty {
  if (r.accountId !== null) return { kind: 'ACCOUNT', id: r.accountId, name: r.recipientName };
  if (r.staffMemberId !== null) return { kind: 'STAFF', id: r.staffMemberId, name: r.recipientName };
  return { kind: 'MAILBOX', id: r.mailboxId, name: r.recipientName };
}

/** A category in the reader's language: hers, else English, else Polish (domain `configuredName`). */
export const categoryInLanguage = (code: string, c: repo.CategoryWords, language: InterfaceLanguage): MessageCategory => ({
  code,
  name: configuredName({ pl: c.name, en: c.nameEn, uk: c.nameUk }, language),
  description: c.description === null ? null : configuredName({ pl: c.description, en: c.descriptionEn, uk: c.descriptionUk }, language),
});
export const categoryOf = (m: repo.ListedMessage, language: InterfaceLanguage): MessageCategory => categoryInLanguage(m.categoryCode, m.category, language);

/** A mailbox as the reader of `language` names it: its name in her language, else English, else Polish (domain `configuredName`). */
export const mailboxNameOf = (box: Pick<repo.MailboxRow, 'name' | 'nameEn' | 'nameUk'>, language: InterfaceLanguage): string =>
  configuredName({ pl: box.name, en: box.nameEn, uk: box.nameUk }, language);

/** The language of a mailbox's name and description as `mailboxNameOf` and `mailboxDescriptionOf` give them (a page marks a fallback with it). */
export const mailboxWordsLanguage = (
  box: Pick<repo.MailboxRow, 'name' | 'nameEn' | 'nameUk' | 'description' | 'descriptionEn' | 'descriptionUk'>,
  language: InterfaceLanguage,
): { nameLang: InterfaceLanguage; descriptionLang: InterfaceLanguage | null } => ({
  nameLang: configuredNameLanguage({ pl: box.name, en: box.nameEn, uk: box.nameUk }, language),
  descriptionLang: box.description === null ? null : configuredNameLanguage({ pl: box.description, en: box.descriptionEn, uk: box.descriptionUk }, language),
});

/**
 * What a mailbox is for, as the reader of `language` reads it: its description in her language, else
 * English, else Polish (domain `configuredName`); null where the clinic has written none in Polish.
 */
export const mailboxDescriptionOf = (box: Pick<repo.MailboxRow, 'description' | 'descriptionEn' | 'descriptionUk'>, language: InterfaceLanguage): string | null =>
  box.description === null ? null : configuredName({ pl: box.description, en: box.descriptionEn, uk: box.descriptionUk }, language);

/**
 * The mailboxes among a page's parties named in the reader's language (one query; none for Polish). A
 * message keeps each party's name as it was sent, in Polish; a mailbox's English and Ukrainian names are
 * the clinic's current ones, so a reader of those languages sees hers, else English, else the name the
 * message was sent under.
 */
export async function mailboxNamesIn(db: DbOrTx, mailboxIds: ReadonlyArray<number | null>, language: InterfaceLanguage): Promise<(party: MessageParty) => MessageParty> {
  const ids = [...new Set(mailboxIds.filter((id): id is number => id !== null))];
  if (language === 'pl' || ids.length === 0) return (party) => party;
  const boxes = new Map((await repo.findMailboxes(db, ids)).map((b) => [b.id, b]));
  return (party) => {
    const box = party.kind === 'MAILBOX' && party.id !== null ? boxes.get(party.id) : undefined;
    return box ? { ...party, name: mailboxNameOf({ name: party.name, nameEn: box.nameEn, nameUk: box.nameUk }, language) } : party;
  };
}

/** The mailboxes a page of messages names: its senders' and its recipients'. */
const mailboxesNamed = (rows: readonly repo.ListedMessage[], recipientsOf: (id: number) => MessageRecipientRow[]) => [
  ...rows.map((m) => m.senderMailboxId),
  ...rows.flatMap((m) => recipientsOf(m.id).map((r) => r.mailboxId)),
];
export const toAttachment = (f: StoredFile): MessageAttachment => ({ id: f.id, fileName: f.fileName, mimeType: f.mimeType, size: f.size });
export const iso = (d: Date | null) => (d ? d.toISOString() : null);
export const earliest = (dates: Array<Date | null>): Date | null => {
  const times = dates.filter((d): d is Date => d !== null).map((d) => d.getTime());
  return times.length ? new Date(Math.min(...times)) : null;
};

/** The page's recipients and attachments: one query each (and one for the files' names). */
export async function detailsOf(deps: ReadDeps, rows: readonly repo.ListedMessage[]) {
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

const isStaffRole = (role: string): role is StaffRoleName => (staffRoleValues as readonly string[]).includes(role);

/** A patient sees a staff member by name and role: the page's members' roles in one query; others' parties as they are. */
async function withStaffRoles(deps: ReadDeps, staffIds: Array<number | null>) {
  const members = await findMessagingMembers(deps, staffIds.filter((id): id is number => id !== null));
  return (party: MessageParty): MessageParty => {
    const member = party.kind === 'STAFF' && party.id !== null ? members.get(party.id) : undefined;
    return member ? { ...party, roles: member.roles.filter(isStaffRole) } : party;
  };
}

/** Messages as the account sees them (category and mailboxes in the reader's `language`): read state of its own copy, or (its own message) when a recipient first read it. */
export async function toMessages(deps: ReadDeps, accountId: number, rows: readonly repo.ListedMessage[], language: InterfaceLanguage): Promise<Message[]> {
  if (rows.length === 0) return [];
  const details = await detailsOf(deps, rows);
  const patients = await namesOfRecords(deps, [...new Set(rows.flatMap((r) => (r.patientId === null ? [] : [systemPatient(r.patientId, 'row')])))]);
  const withRoles = await withStaffRoles(deps, [...rows.map((m) => m.senderStaffId), ...rows.flatMap((m) => details.recipientsOf(m.id).map((r) => r.staffMemberId))]);
  const inLanguage = await mailboxNamesIn(deps.db, mailboxesNamed(rows, details.recipientsOf), language);
  const named = (party: MessageParty) => inLanguage(withRoles(party));
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
      category: categoryOf(m, language),
      sender: named(senderOf(m)),
      recipients: recipients.map((r) => named(partyOf(r))),
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
export async function audiencesOf(db: DbOrTx, recipients: ReadonlyArray<Pick<MessageRecipientRow, 'accountId' | 'staffMemberId' | 'mailboxId'>>): Promise<LiveAudience[]> {
  const audiences: LiveAudience[] = [];
  for (const r of recipients) {
    if (r.accountId !== null) audiences.push(accountAudience(r.accountId));
    if (r.staffMemberId !== null) audiences.push(staffAudience(r.staffMemberId));
  }
  const mailboxIds = recipients.map((r) => r.mailboxId).filter((id): id is number => id !== null);
  for (const staffId of await repo.membersOf(db, [...new Set(mailboxIds)])) audiences.push(staffAudience(staffId));
  return [...new Set(audiences)];
}

/** Messages as the console shows them (mailboxes named in the console's `language`): patient with PESEL, the sending account's login, every recipient's read state. */
export async function toClinicMessages(deps: ReadDeps, staffId: number, rows: readonly repo.ListedMessage[], language: InterfaceLanguage, opts: { inbox?: boolean } = {}): Promise<ClinicMessage[]> {
  if (rows.length === 0) return [];
  const details = await detailsOf(deps, rows);
  const [patients, accounts, writers, myBoxes, inLanguage] = await Promise.all([
    recordsNamedInMessages(deps, rows.flatMap((r) => (r.patientId === null ? [] : [systemPatient(r.patientId, 'row')]))),
    accountNames(deps, rows.map((r) => r.senderAccountId).filter((id): id is number => id !== null)),
    findMessagingMembers(deps, rows.filter((r) => r.senderMailboxId !== null && r.senderStaffId !== null).map((r) => r.senderStaffId!)),
    repo.mailboxesOf(deps.db, staffId, language),
    mailboxNamesIn(deps.db, mailboxesNamed(rows, details.recipientsOf), language),
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
      category: categoryOf(m, language),
      sender: inLanguage(senderOf(m)),
      senderAccount: account ? { id: account.id, username: account.username } : null,
      writtenBy: writer ? fullName(writer) : null,
      recipients: recipients.map((r) => ({ ...inLanguage(partyOf(r)), readDate: iso(r.readAt) })),
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

export const recipientColumns = (r: repo.NewRecipient) => ({ accountId: r.accountId ?? null, staffMemberId: r.staffMemberId ?? null, mailboxId: r.mailboxId ?? null });
