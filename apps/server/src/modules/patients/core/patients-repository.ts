import { and, asc, eq, ne, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { accounts, patientLinks, patients, type PatientRow } from '../../../db/schema/index';
import type { ReachablePatient } from '../../../plugins/patient-access';
import type { CheckedPatientId } from '../../../lib/checked-patient';

/** The account's own patient record (role PATIENT), scoped by the account as well as the id. */
export async function findOwnPatient(db: DbOrTx, accountId: number, patientId: CheckedPatientId): Promise<PatientRow | null> {
  const [row] = await db
    .select()
    .from(patients)
    .where(and(eq(patients.id, patientId), eq(patients.accountId, accountId)));
  return row ?? null;
}

/** The account's own patient records, oldest first. */
export async function findOwnRecords(db: DbOrTx, accountId: number): Promise<PatientRow[]> {
  return db.select().from(patients).where(eq(patients.accountId, accountId)).orderBy(asc(patients.id));
}

/** Deletes a record that nothing points at any more (clinical rows RESTRICT its deletion otherwise). */
export async function deleteRecord(db: DbOrTx, patientId: CheckedPatientId): Promise<void> {
  await db.delete(patients).where(eq(patients.id, patientId));
}

/**
 * Ends the account's confirmed link to a ward or child (status DELETED); the record stays. Answers
 * false when there was no such link any more (ended meanwhile).
 */
export async function endLink(db: DbOrTx, input: { accountId: number; patient: ReachablePatient; now: Date }): Promise<boolean> {
  if (input.patient.relation === 'SELF') return false;
  const rows = await db
    .update(patientLinks)
    .set({ status: 'DELETED', updatedAt: input.now })
    .where(
      and(
        eq(patientLinks.accountId, input.accountId),
        eq(patientLinks.patientId, input.patient.id),
        eq(patientLinks.role, input.patient.relation),
        eq(patientLinks.status, 'CONFIRMED'),
      ),
    )
    .returning({ id: patientLinks.id });
  return rows.length === 1;
}

export interface LinkRow {
  patientId: number;
  accountId: number;
  name: string;
  lastName: string;
  birthDate: string | null;
  role: 'WARD' | 'CHILD';
  status: 'PENDING' | 'CONFIRMED' | 'BLOCKED' | 'DELETED';
}

/**
 * Which links a list reads: of one role or of both, and whether ended (DELETED) links are kept — the
 * portal's own lists leave them out, the clinic's patient card shows every state.
 */
export interface LinkFilter {
  role?: 'WARD' | 'CHILD';
  withDeleted?: boolean;
}
const linkFilter = (owner: SQL, filter: LinkFilter) =>
  and(owner, filter.role ? eq(patientLinks.role, filter.role) : undefined, filter.withDeleted ? undefined : ne(patientLinks.status, 'DELETED'));

/** The guardian account's links (by the filter), with the patients' names, by name. */
export async function findLinksOfGuardian(db: DbOrTx, accountId: number, filter: LinkFilter): Promise<LinkRow[]> {
  return db
    .select({
      patientId: patientLinks.patientId,
      accountId: patientLinks.accountId,
      name: patients.name,
      lastName: patients.lastName,
      birthDate: patients.birthDate,
      role: patientLinks.role,
      status: patientLinks.status,
    })
    .from(patientLinks)
    .innerJoin(patients, eq(patients.id, patientLinks.patientId))
    .where(linkFilter(eq(patientLinks.accountId, accountId), filter))
    .orderBy(asc(patients.lastName), asc(patients.name), asc(patientLinks.id));
}

/** Who is linked to a record (by the filter), with the guardian accounts' names, by name. */
export async function findLinksToPatient(db: DbOrTx, patientId: CheckedPatientId, filter: LinkFilter): Promise<LinkRow[]> {
  return db
    .select({
      patientId: patientLinks.patientId,
      accountId: patientLinks.accountId,
      name: accounts.name,
      lastName: accounts.lastName,
      birthDate: patients.birthDate,
      role: patientLinks.role,
      status: patientLinks.status,
    })
    .from(patientLinks)
    .innerJoin(accounts, eq(accounts.id, patientLinks.accountId))
    .innerJoin(patients, eq(patients.id, patientLinks.patientId))
    .where(linkFilter(eq(patientLinks.patientId, patientId), filter))
    .orderBy(asc(accounts.lastName), asc(accounts.name), asc(patientLinks.id));
}

/** Sets the state of a live (not deleted) link of one role; answers whether there was one. */
export async function setLinkStatus(
  db: DbOrTx,
  link: { accountId: number; patientId: CheckedPatientId; role: 'WARD' | 'CHILD' },
  status: 'PENDING' | 'CONFIRMED' | 'BLOCKED' | 'DELETED',
  now: Date,
): Promise<'changed' | 'same' | 'missing'> {
  const live = and(
    eq(patientLinks.accountId, link.accountId),
    eq(patientLinks.patientId, link.patientId),
    eq(patientLinks.role, link.role),
    ne(patientLinks.status, 'DELETED'),
  );
  const rows = await db
    .update(patientLinks)
    .set({ status, updatedAt: now })
    .where(and(live, ne(patientLinks.status, status)))
    .returning({ id: patientLinks.id });
  if (rows.length > 0) return 'changed';
  const [same] = await db.select({ id: patientLinks.id }).from(patientLinks).where(and(live, eq(patientLinks.status, status)));
  return same ? 'same' : 'missing';
}

/** A record the caller was proven to reach (plugins/patient-access). */
export async function findReachablePatient(db: DbOrTx, patient: ReachablePatient): Promise<PatientRow | null> {
  const [row] = await db.select().from(patients).where(eq(patients.id, patient.id));
  return row ?? null;
}

/** Ends every live link the account holds as a guardian (its wards and children); answers the patients. */
export async function endLinksOfGuardian(db: DbOrTx, accountId: number, now: Date): Promise<number[]> {
  const rows = await db
    .update(patientLinks)
    .set({ status: 'DELETED', updatedAt: now })
    .where(and(eq(patientLinks.accountId, accountId), ne(patientLinks.status, 'DELETED')))
    .returning({ patientId: patientLinks.patientId });
  return rows.map((r) => r.patientId);
}
