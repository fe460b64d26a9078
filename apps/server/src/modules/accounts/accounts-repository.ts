import { and, asc, desc, eq, inArray, isNull, ne, or, sql } from 'drizzle-orm';
import { type DbOrTx, withTransaction } from '../../db/client';
import { moveFilesOfAccount, moveFilesOfPatient } from '../files/files-service';
import {
  accounts,
  allergies,
  eServiceRequests,
  notifications,
  patientAttachments,
  patientLinks,
  patients,
  sessions,
  ssoTokens,
  verifications,
  type AccountRow,
  type PatientRow,
} from '../../db/schema/index';

/**
 * The live (not deleted) account signing in with this name: matched case-insensitively on the
 * username, or on the e-mail; a username match wins over another account's e-mail, and an account that
 * confirmed the e-mail over one that did not (an unconfirmed e-mail reserves nothing).
 */
export async function findAccountForSignIn(db: DbOrTx, login: string): Promise<AccountRow | null> {
  const name = login.trim().toLowerCase();
  const byUsername = sql`lower(${accounts.username}) = ${name}`;
  const [row] = await db
    .select()
    .from(accounts)
    .where(and(ne(accounts.status, 'DELETED'), or(byUsername, sql`lower(${accounts.email}) = ${name}`)))
    .orderBy(desc(byUsername), desc(accounts.emailConfirmed), accounts.id)
    .limit(1);
  return row ?? null;
}

export async function findAccountById(db: DbOrTx, accountId: number): Promise<AccountRow | null> {
  const [row] = await db.select().from(accounts).where(eq(accounts.id, accountId));
  return row ?? null;
}

/**
 * Sets a new password (clearing mustChangePassword and the expiry) and, in the same transaction,
 * voids what the old password's holder may still have in hand: every unused password-reset link and
 * SMS code of the account, and its single-sign-on tokens. (The caller ends the sessions as well.)
 */
export async function setPassword(db: DbOrTx, accountId: number, passwordHash: string, now: Date): Promise<AccountRow> {
  return withTransaction(db, async (tx) => {
    const [row] = await tx
      .update(accounts)
      .set({ passwordHash, mustChangePassword: false, passwordExpiresAt: null, passwordChangedAt: now, updatedAt: now })
      .where(eq(accounts.id, accountId))
      .returning();
    await tx
      .update(verifications)
      .set({ usedAt: now })
      .where(and(eq(verifications.accountId, accountId), eq(verifications.purpose, 'PASSWORD_RESET'), isNull(verifications.usedAt)));
    await tx.delete(ssoTokens).where(eq(ssoTokens.accountId, accountId));
    return row;
  });
}

/**
 * The live account whose own confirmed (VERIFIED) patient record has this PESEL (public e-service
 * sign-in); a record only claimed at registration (REQUESTED) does not count here. When two accounts
 * of one person still hold it, the one that must merge the other answers, so the person lands on the
 * merge page; otherwise the oldest.
 */
export async function findAccountIdByNationalId(db: DbOrTx, nationalId: string): Promise<number | null> {
  const [row] = await db
    .select({ id: accounts.id })
    .from(patients)
    .innerJoin(accounts, eq(accounts.id, patients.accountId))
    .where(and(eq(patients.nationalId, nationalId), eq(patients.identityStatus, 'VERIFIED'), ne(accounts.status, 'DELETED')))
    .orderBy(sql`${accounts.mergeWithAccountId} is null`, accounts.id)
    .limit(1);
  return row?.id ?? null;
}

/**
 * Demo e-service simulator only: the status of the live account whose record has each of these PESELs (the
 * simulator's fixed test persons); a PESEL without one is left out. An active account wins over a
 * blocked one of the same person.
 */
export async function accountStatusesOf(db: DbOrTx, nationalIds: readonly string[]): Promise<Map<string, 'ACTIVE' | 'BLOCKED'>> {
  if (nationalIds.length === 0) return new Map();
  const rows = await db
    .selectDistinctOn([patients.nationalId], { nationalId: patients.nationalId, status: accounts.status })
    .from(patients)
    .innerJoin(accounts, eq(accounts.id, patients.accountId))
    .where(and(inArray(patients.nationalId, [...nationalIds]), ne(accounts.status, 'DELETED')))
    .orderBy(asc(patients.nationalId), sql`${accounts.status} = 'BLOCKED'`, asc(accounts.id));
  return new Map(rows.map((r) => [r.nationalId!, r.status === 'BLOCKED' ? 'BLOCKED' : 'ACTIVE']));
}

/** The account becomes AUTHORIZED (its identity was confirmed). */
export async function setAuthorized(db: DbOrTx, accountId: number, now: Date): Promise<void> {
  await db.update(accounts).set({ type: 'AUTHORIZED', updatedAt: now }).where(eq(accounts.id, accountId));
}

/** Whether the two accounts' own patient records include one person (the same PESEL). */
export async function shareOwnNationalId(db: DbOrTx, accountId: number, otherAccountId: number): Promise<boolean> {
  const { rows } = (await db.execute(sql`
    select exists(
      select 1 from patients a join patients b on a.national_id = b.national_id
      where a.account_id = ${accountId} and b.account_id = ${otherAccountId} and a.national_id is not null
    ) as shared`)) as unknown as { rows: Array<{ shared: boolean }> };
  return rows[0]?.shared === true;
}

/**
 * Every column that points at an account or a patient, each handled by `mergeAccountInto`. A test
 * compares it with the database's foreign keys, so a new table cannot be forgotten by the merge.
 */
export const MERGE_HANDLED_REFERENCES = [
  'allergies.patient_id',
  'e_service_requests.account_id',
  'event_log.account_id',
  'files.account_id',
  'files.created_by_account_id',
  'files.patient_id',
  'notifications.account_id',
  'notifications.patient_id',
  'patient_attachments.patient_id',
  'patient_links.account_id',
  'patient_links.patient_id',
  'patients.account_id',
  'sessions.account_id',
  'sso_tokens.account_id',
  'verifications.account_id',
] as const;

const samePerson = (a: PatientRow, b: PatientRow) =>
  (a.nationalId != null && a.nationalId === b.nationalId) ||
  (a.nationalId == null && b.nationalId == null && a.documentNumber != null && a.documentNumber === b.documentNumber && a.countryCode === b.countryCode);

/**
 * Folds patient record `fromId` into `intoId` (two records of one person): what hangs on it moves
 * over, then the duplicate goes. A guardian linked to both keeps the link it had to `intoId`.
 */
async function foldPatient(tx: DbOrTx, fromId: number, intoId: number): Promise<void> {
  await tx.update(allergies).set({ patientId: intoId }).where(eq(allergies.patientId, fromId));
  await tx.update(patientAttachments).set({ patientId: intoId }).where(eq(patientAttachments.patientId, fromId));
  await moveFilesOfPatient(tx, fromId, intoId);
  await tx.update(notifications).set({ patientId: intoId }).where(eq(notifications.patientId, fromId));
  await tx.execute(sql`
    delete from patient_links l where l.patient_id = ${fromId}
      and exists (select 1 from patient_links k where k.patient_id = ${intoId} and k.account_id = l.account_id)`);
  await tx.update(patientLinks).set({ patientId: intoId }).where(eq(patientLinks.patientId, fromId));
  await tx.delete(patients).where(eq(patients.id, fromId));
}

/**
 * Merges account `sourceId` into `targetId` in one transaction (rules in accounts-service
 * `mergeAccounts`): the source's own patient records move to the target — a record of the same
 * person as one of the target's own is folded into the target's (its allergies, attachments, links
 * and notices move, the duplicate is removed) — and so do its ward and child links (where both
 * accounts link one patient, the target's link stays) and its notifications. The source becomes
 * DELETED with its sessions, single-sign-on tokens, e-service sign-ins under way and unused confirmation secrets gone; its event log
 * stays with it as the audit trail. Accounts waiting to merge with the source now wait for the target.
 * Answers false, changing nothing, when either account is no longer active.
 */
export async function mergeAccountInto(db: DbOrTx, targetId: number, sourceId: number, now: Date): Promise<boolean> {
  return withTransaction(db, async (tx) => {
    // Row locks, always in id order, so two merges of the same pair cannot interleave or deadlock.
    const pair = await tx
      .select({ id: accounts.id, status: accounts.status })
      .from(accounts)
      .where(inArray(accounts.id, [targetId, sourceId]))
      .orderBy(accounts.id)
      .for('update');
    if (pair.length !== 2 || pair.some((a) => a.status !== 'ACTIVE')) return false;

    const targetOwn = await tx.select().from(patients).where(eq(patients.accountId, targetId)).orderBy(patients.id);
    const sourceOwn = await tx.select().from(patients).where(eq(patients.accountId, sourceId)).orderBy(patients.id);
    for (const record of sourceOwn) {
      const kept = targetOwn.find((own) => samePerson(own, record));
      if (kept) await foldPatient(tx, record.id, kept.id);
      else await tx.update(patients).set({ accountId: targetId, updatedAt: now }).where(eq(patients.id, record.id));
    }

    await tx.execute(sql`
      delete from patient_links l where l.account_id = ${sourceId}
        and exists (select 1 from patient_links k where k.account_id = ${targetId} and k.patient_id = l.patient_id)`);
    await tx.update(patientLinks).set({ accountId: targetId, updatedAt: now }).where(eq(patientLinks.accountId, sourceId));
    // A link to what is now the target's own record (one account was the other's guardian) has no use.
    await tx.execute(sql`
      delete from patient_links l where l.account_id = ${targetId}
        and exists (select 1 from patients p where p.id = l.patient_id and p.account_id = ${targetId})`);

    await tx.update(notifications).set({ accountId: targetId }).where(eq(notifications.accountId, sourceId));
    // Files the source uploaded keep naming it as their uploader (an audit fact, like its event log).
    await moveFilesOfAccount(tx, sourceId, targetId);
    await tx
      .update(accounts)
      .set({ mergeWithAccountId: targetId, updatedAt: now })
      .where(and(eq(accounts.mergeWithAccountId, sourceId), ne(accounts.id, targetId)));
    await tx.update(accounts).set({ mergeWithAccountId: null, updatedAt: now }).where(eq(accounts.id, targetId));
    await tx.update(accounts).set({ status: 'DELETED', mergeWithAccountId: null, updatedAt: now }).where(eq(accounts.id, sourceId));
    await tx.delete(sessions).where(eq(sessions.accountId, sourceId));
    await tx.delete(ssoTokens).where(eq(ssoTokens.accountId, sourceId));
    await tx.delete(eServiceRequests).where(eq(eServiceRequests.accountId, sourceId));
    await tx.delete(verifications).where(and(eq(verifications.accountId, sourceId), isNull(verifications.usedAt)));
    return true;
  });
}

/**
 * Where the account's notice `guid` points, marking it opened the first time; null for a notice of
 * another account and for one that does not exist.
 */
export async function openNotification(
  db: DbOrTx,
  accountId: number,
  guid: string,
  now: Date,
): Promise<Pick<typeof notifications.$inferSelect, 'target' | 'contextId' | 'patientId'> | null> {
  const [row] = await db
    .update(notifications)
    .set({ openedAt: sql`coalesce(${notifications.openedAt}, ${now.toISOString()}::timestamptz)` })
    .where(and(eq(notifications.guid, guid), eq(notifications.accountId, accountId)))
    .returning({ target: notifications.target, contextId: notifications.contextId, patientId: notifications.patientId });
  return row ?? null;
}
