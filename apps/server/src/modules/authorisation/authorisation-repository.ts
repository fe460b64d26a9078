import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { authorisationForms } from '../../db/schema/index';
import type { CheckedPatientId } from '../../lib/checked-patient';

/**
 * A new printed authorisation form: its number is `UPO/<year>/<row id, 6+ digits>`, unique by the
 * row's identity (and the table's unique index). Call it inside a transaction.
 */
export async function insertForm(db: DbOrTx, input: { accountId: number; patientId: CheckedPatientId | null; year: string; now: Date }): Promise<string> {
  const [row] = await db
    .insert(authorisationForms)
    .values({ number: `pending-${randomUUID()}`, accountId: input.accountId, patientId: input.patientId, createdAt: input.now })
    .returning({ id: authorisationForms.id });
  const number = `UPO/${input.year}/${String(row.id).padStart(6, '0')}`;
  await db.update(authorisationForms).set({ number }).where(eq(authorisationForms.id, row.id));
  return number;
}
