import { doublePrecision, index, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { accounts } from '../accounts/accounts.schema';
import { createdAt, id } from '../../db/schema/_helpers';
import { owned } from '../../db/schema/_ownership';

/**
 * A finished symptom self-assessment (module self-assessment): the triage service's record of the
 * interview, the level it reported and, only with the patient's leave and the installation's
 * `selfAssessmentGps`, where the patient was. `interviewId` is unique: a result is saved once.
 */
export const selfAssessments = pgTable(
  'self_assessments',
  {
    id: id(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    interviewId: text('interview_id').notNull(),
    triageLevel: text('triage_level', { enum: ['no_risk', 'self_monitoring', 'quarantine', 'isolation_call', 'isolation_ambulance'] }).notNull(),
    fullData: jsonb('full_data').notNull(),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('self_assessments_interview_id_idx').on(t.interviewId),
    index('self_assessments_account_id_created_at_idx').on(t.accountId, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
  ],
);

export const selfAssessmentOwnership = owned([{ column: selfAssessments.accountId, owner: 'account', onMerge: { do: 'move' } }]);
