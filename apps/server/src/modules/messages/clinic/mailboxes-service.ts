import type { ClinicMessageCategory, Mailbox, mailboxInputSchema, messageCategoryInputSchema, newMessageCategorySchema, z } from '@portal/contracts';
import { DEFAULT_MESSAGE_CATEGORY } from '@portal/domain';
import { withTransaction, type DbOrTx } from '../../../db/client';
import { AppError, Conflict, NotFound, Validation, type FieldError } from '../../../errors';
import { staffMembersByIds } from '../../staff/staff-names-service';
import * as repo from '../core/mailboxes-repository';

/*
 * The clinic's mailboxes and message categories, kept by the administrator (routes in
 * mailboxes-clinic-routes.ts; the seed uses these functions too).
 *
 * - A mailbox's (Polish) name is unique, whatever the letter case; its English and Ukrainian names and
 *   descriptions are optional (patients and the console read the name and the description in their
 *   language, else English, else Polish: domain `configuredName`). Its members are active staff members, replaced all at once in one
 *   transaction with the mailbox's own change. A deactivated mailbox keeps its messages readable to
 *   its members, but takes no new ones (the messages service checks `active`).
 * - A category's code never changes (messages carry it). "M" (Wiadomość) is the default category of
 *   every message: it may be renamed, never turned off.
 */

export type MailboxWrite = z.output<typeof mailboxInputSchema>;
export type MessageCategoryWrite = z.output<typeof messageCategoryInputSchema>;
export type NewMessageCategoryWrite = z.output<typeof newMessageCategorySchema>;

/** What these functions need: a database or the caller's transaction (the seed's). */
export interface MailboxesDeps {
  db: DbOrTx;
}

export const mailboxTexts = {
  nameTaken: 'Skrzynka o tej nazwie już istnieje',
  memberUnknown: 'Nie ma aktywnego pracownika o tym identyfikatorze',
  categoryCodeTaken: 'Kategoria o tym kodzie już istnieje',
  defaultCategoryActive: 'Kategorii „Wiadomość” nie można wyłączyć',
} as const;

// ------------------------------------------------------------------------------------------ mailboxes

async function withMembers(db: DbOrTx, rows: repo.MailboxRow[]): Promise<Mailbox[]> {
  const memberIds = await repo.memberIdsOf(db, rows.map((r) => r.id));
  const people = await staffMembersByIds({ db }, [...memberIds.values()].flat());
  return rows.map((row) => ({
    ...row,
    members: (memberIds.get(row.id) ?? [])
      .flatMap((id) => {
        const member = people.get(id);
        return member ? [{ id: member.id, name: member.name, lastName: member.lastName }] : [];
      })
      .sort((a, b) => a.lastName.localeCompare(b.lastName, 'pl') || a.name.localeCompare(b.name, 'pl') || a.id - b.id),
  }));
}

/** Every mailbox, active or not, by name, with its members by last name (every member of the staff reads this list). */
export async function listMailboxes(deps: MailboxesDeps): Promise<Mailbox[]> {
  return withMembers(deps.db, await repo.selectMailboxes(deps.db));
}

export async function getMailbox(deps: MailboxesDeps, mailboxId: number): Promise<Mailbox> {
  const row = await repo.findMailbox(deps.db, mailboxId);
  if (!row) throw NotFound();
  return (await withMembers(deps.db, [row]))[0];
}

/**
 * 400 naming each `memberIds.<i>` that is not an active staff member. A member already in the mailbox
 * who has since been deactivated may stay (so the mailbox can still be edited without her removal
 * being forced); she cannot be added anew.
 */
async function checkMembers(db: DbOrTx, memberIds: readonly number[], current: readonly number[]): Promise<void> {
  const people = await staffMembersByIds({ db }, memberIds);
  const errors: FieldError[] = memberIds.flatMap((id, i) => {
    const member = people.get(id);
    return member && (member.active || current.includes(id)) ? [] : [{ path: `memberIds.${i}`, message: mailboxTexts.memberUnknown }];
  });
  if (errors.length > 0) throw Validation(errors[0].message, errors);
}

const nameTaken = () => Conflict(mailboxTexts.nameTaken);

/** Runs a write; a unique violation (two requests racing past the check) becomes the given 409. */
async function uniqueOr<T>(write: () => Promise<T>, conflict: () => AppError): Promise<T> {
  try {
    return await write();
  } catch (err) {
    if (repo.uniqueViolationOf(err) !== null) throw conflict();
    throw err;
  }
}

export async function createMailbox(deps: MailboxesDeps, input: MailboxWrite): Promise<Mailbox> {
  const { memberIds, ...values } = input;
  return withTransaction(deps.db, async (tx) => {
    await checkMembers(tx, memberIds, []);
    if (await repo.mailboxNameTaken(tx, values.name, null)) throw nameTaken();
    const id = await uniqueOr(() => repo.insertMailbox(tx, values), nameTaken);
    await repo.replaceMembers(tx, id, memberIds);
    return getMailbox({ db: tx }, id);
  });
}

/** The whole form: name and description (Polish, English, Ukrainian), whether patients may write, activity, and the members (replaced). */
export async function updateMailbox(deps: MailboxesDeps, mailboxId: number, input: MailboxWrite): Promise<Mailbox> {
  const { memberIds, ...values } = input;
  return withTransaction(deps.db, async (tx) => {
    if (!(await repo.findMailbox(tx, mailboxId, { forUpdate: true }))) throw NotFound();
    const current = (await repo.memberIdsOf(tx, [mailboxId])).get(mailboxId) ?? [];
    await checkMembers(tx, memberIds, current);
    if (await repo.mailboxNameTaken(tx, values.name, mailboxId)) throw nameTaken();
    await uniqueOr(() => repo.updateMailbox(tx, mailboxId, values), nameTaken);
    await repo.replaceMembers(tx, mailboxId, memberIds);
    return getMailbox({ db: tx }, mailboxId);
  });
}

// ----------------------------------------------------------------------------------------- categories

/** Every category, active or not, by its order (the console's list and forms). */
export async function listMessageCategoriesForClinic(deps: MailboxesDeps): Promise<ClinicMessageCategory[]> {
  return repo.selectCategories(deps.db);
}

const codeTaken = () => Conflict(mailboxTexts.categoryCodeTaken);

export async function createMessageCategory(deps: MailboxesDeps, input: NewMessageCategoryWrite): Promise<ClinicMessageCategory> {
  return withTransaction(deps.db, async (tx) => {
    if (await repo.findCategory(tx, input.code)) throw codeTaken();
    return uniqueOr(() => repo.insertCategory(tx, input), codeTaken);
  });
}

export async function updateMessageCategory(deps: MailboxesDeps, code: string, input: MessageCategoryWrite): Promise<ClinicMessageCategory> {
  if (code === DEFAULT_MESSAGE_CATEGORY && !input.active) {
    throw Validation(mailboxTexts.defaultCategoryActive, [{ path: 'active', message: mailboxTexts.defaultCategoryActive }]);
  }
  const row = await repo.updateCategory(deps.db, code, input);
  if (!row) throw NotFound();
  return row;
}
