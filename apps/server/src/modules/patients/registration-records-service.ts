import type { Db } from '../../db/client';
import * as repo from './core/registration-records-repository';
import type { CheckedPatientId } from '../../lib/checked-patient';

/** Records made by a registration together with its account (for registration's expiry job). */
export const findRecordsMadeWithAccount = (db: Db, accountId: number, createdAt: Date) => repo.findRecordsMadeWith(db, accountId, createdAt);

/**
 * Deletes a record not VERIFIED, inside the caller's transaction. Every table holding a patient's rows
 * RESTRICTs the deletion, so a record with any clinical row (or a link of another account) makes it
 * fail with a foreign-key violation: call it inside a savepoint and keep the record then.
 */
export const deleteUnverifiedRecord = (db: Db, patientId: CheckedPatientId) => repo.deleteUnverifiedRecord(db, patientId);
