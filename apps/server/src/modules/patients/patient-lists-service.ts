import type { Deps } from '../../deps';
import { clinicToday } from '../../lib/clinic-time';
import * as candidates from './core/programme-candidates-repository';
import type { CheckedPatientId } from '../../lib/checked-patient';

/*
 * Reads of many patient records at once for other modules' clinic work (a programme's invitations, the
 * answers the clinic lists): one query each, whatever the number of patients.
 */

export type { CandidateFilter, CandidateRow } from './core/programme-candidates-repository';

/**
 * Records that may be asked to take part in something for many patients at once (a prevention
 * programme): the birth-date and gender bounds applied in one query, each with the live account that
 * acts for it (its own, else a guardian's), by id.
 */
export async function findProgrammeCandidates(deps: Pick<Deps, 'db' | 'clock'>, filter: candidates.CandidateFilter): Promise<candidates.CandidateRow[]> {
  return candidates.findCandidates(deps.db, filter, clinicToday(deps.clock.now()));
}

export interface RecordIdentityView {
  id: number;
  name: string;
  lastName: string;
  pesel: string | null;
  birthDate: string | null;
  gender: 'MALE' | 'FEMALE' | 'UNKNOWN';
}

/** Names, PESEL, birth date and gender of records by id (one query): whose answers a list shows, whom a rule concerns. */
export async function identitiesOfRecords(deps: Pick<Deps, 'db'>, patientIds: readonly CheckedPatientId[]): Promise<Map<number, RecordIdentityView>> {
  const rows = await candidates.findIdentities(deps.db, patientIds);
  return new Map(rows.map((r) => [r.id, r]));
}
