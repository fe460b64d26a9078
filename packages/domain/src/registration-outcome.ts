import type { RegistrationRole } from './registration';

/** A record the registration's identity (PESEL, or document and country) already has, with its owner's state. */
export interface KnownRecord {
  id: number;
  /** The account whose own record it is, if any. */
  accountId: number | null;
  /** That account's status (DELETED: the account is gone, the record stays). */
  ownerStatus: 'ACTIVE' | 'BLOCKED' | 'DELETED' | null;
}

/**
 * What a self-service registration does, decided from the records the identity already has (oldest
 * first), the role, and whether documents were uploaded (see registration-service for the meaning):
 * - WARD / CHILD: link a new account to the existing record (pending; no files may go onto it) or to
 *   a new record (confirmed).
 * - PATIENT: ALREADY_EXIST when a live account owns a record of the person; else REVERTED (restore
 *   the deleted account owning the newest such record); else REQUESTED by claiming the clinic's
 *   record without an account; else a new record, REQUESTED with documents and REGISTERED without.
 */
export type RegistrationPlan =
  | { kind: 'LINK'; role: 'WARD' | 'CHILD'; existingId: number | null }
  | { kind: 'FILES_ON_EXISTING_RECORD' }
  | { kind: 'ALREADY_EXIST' }
  | { kind: 'REVERT'; recordId: number; accountId: number }
  | { kind: 'CLAIM'; recordId: number }
  | { kind: 'NEW'; result: 'REGISTERED' | 'REQUESTED' };

export function decideRegistration(found: readonly KnownRecord[], role: RegistrationRole, withFiles: boolean): RegistrationPlan {
  if (role !== 'PATIENT') {
    const existing = found[0];
    // The guardian may not reach an existing record (the link waits), so it may not write onto it either.
    if (existing && withFiles) return { kind: 'FILES_ON_EXISTING_RECORD' };
    return { kind: 'LINK', role, existingId: existing?.id ?? null };
  }
  if (found.some((p) => p.accountId != null && p.ownerStatus !== 'DELETED')) return { kind: 'ALREADY_EXIST' };
  const ofDeleted = found.filter((p) => p.accountId != null && p.ownerStatus === 'DELETED').at(-1);
  if (ofDeleted) return { kind: 'REVERT', recordId: ofDeleted.id, accountId: ofDeleted.accountId! };
  const unowned = found.find((p) => p.accountId == null);
  if (unowned) return { kind: 'CLAIM', recordId: unowned.id };
  return { kind: 'NEW', result: withFiles ? 'REQUESTED' : 'REGISTERED' };
}
