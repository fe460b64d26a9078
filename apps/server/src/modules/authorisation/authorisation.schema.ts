import { index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { accounts } from '../accounts/accounts.schema';
import { patients } from '../patients/patients.schema';
import { createdAt, id } from '../../db/schema/_helpers';
import { owned } from '../../db/schema/_ownership';

/**
 * An authorisation form printed for an account (GET /mpi/accounts/authorize/{id}): the person signs
 * it at the clinic, where staff find it by its unique number and confirm the account's identity.
 */
export const authorisationForms = pgTable(
  'authorisation_forms',
  {
    id: id(),
    number: text('number').notNull().unique(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    patientId: integer('patient_id').references(() => patients.id, { onDelete: 'restrict' }),
    createdAt: createdAt(),
  },
  (t) => [index('authorisation_forms_account_id_idx').on(t.accountId), index('authorisation_forms_patient_id_idx').on(t.patientId)],
);

/** Printed forms stay with the account and the record they were printed for. */
export const authorisationOwnership = owned([
  { column: authorisationForms.accountId, owner: 'account', onMerge: { do: 'move' } },
  { column: authorisationForms.patientId, owner: 'patient', onMerge: { do: 'move' } },
]);
