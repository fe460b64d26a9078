import { and, arrayContains, asc, eq, exists, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import { normalizeNpwz } from '@portal/domain';
import type { Occupation, PractitionerWrite, PrimaryCareRole } from '@portal/contracts';
import type { DbOrTx } from '../../db/client';
import { practitionerUnits, practitioners } from '../../db/schema/index';
import type { UnitScope } from '../../plugins/staff-resources';
import { escapeLike } from './organisation-repository';

export const practitionerColumns = {
  id: practitioners.id,
  system: practitioners.system,
  externalId: practitioners.externalId,
  name: practitioners.name,
  lastName: practitioners.lastName,
  degree: practitioners.degree,
  occupation: practitioners.occupation,
  specialities: practitioners.specialities,
  practiceNumber: practitioners.practiceNumber,
  primaryCareRoles: practitioners.primaryCareRoles,
  active: practitioners.active,
};
export type PractitionerRow = { [K in keyof typeof practitionerColumns]: (typeof practitioners.$inferSelect)[K] };

export interface PractitionerFilter {
  q?: string;
  unitId?: number;
  occupation?: Occupation;
  primaryCareRole?: PrimaryCareRole;
  speciality?: string;
  active?: boolean;
}

/** A practitioner working in a unit of the scope (and in `unitId` when given). */
function worksIn(db: DbOrTx, scope: UnitScope, unitId: number | undefined): SQL | undefined {
  if (scope.all && unitId === undefined) return undefined;
  return exists(
    db
      .select({ one: sql`1` })
      .from(practitionerUnits)
      .where(
        and(
          eq(practitionerUnits.practitionerId, practitioners.id),
          scope.all ? undefined : scope.where(practitionerUnits.unitId),
          unitId === undefined ? undefined : eq(practitionerUnits.unitId, unitId),
        ),
      ),
  );
}

function conditions(db: DbOrTx, scope: UnitScope, filter: PractitionerFilter): SQL | undefined {
  const all: Array<SQL | undefined> = [worksIn(db, scope, filter.unitId)];
  if (filter.q) {
    const prefix = `${escapeLike(filter.q)}%`;
    all.push(or(ilike(practitioners.lastName, prefix), ilike(practitioners.name, prefix), eq(practitioners.practiceNumber, normalizeNpwz(filter.q))));
  }
  if (filter.occupation) all.push(eq(practitioners.occupation, filter.occupation));
  if (filter.primaryCareRole) all.push(arrayContains(practitioners.primaryCareRoles, [filter.primaryCareRole]));
  if (filter.speciality) all.push(arrayContains(practitioners.specialities, [filter.speciality]));
  if (filter.active !== undefined) all.push(eq(practitioners.active, filter.active));
  return and(...all);
}

/** Practitioners by last name, name, id (index practitioners_last_name_name_id_idx); `limit` null: all. */
export async function selectPractitioners(
  db: DbOrTx,
  scope: UnitScope,
  filter: PractitionerFilter,
  limit: number | null,
  offset = 0,
): Promise<PractitionerRow[]> {
  const query = db
    .select(practitionerColumns)
    .from(practitioners)
    .where(conditions(db, scope, filter))
    .orderBy(asc(practitioners.lastName), asc(practitioners.name), asc(practitioners.id));
  return limit === null ? query : query.limit(limit).offset(offset);
}

/** One practitioner, if the scope reaches one of her units. */
export async function findPractitioner(db: DbOrTx, scope: UnitScope, practitionerId: number): Promise<PractitionerRow | null> {
  const [row] = await db
    .select(practitionerColumns)
    .from(practitioners)
    .where(and(eq(practitioners.id, practitionerId), worksIn(db, scope, undefined)));
  return row ?? null;
}

type PractitionerValues = Omit<PractitionerWrite, 'unitIds'>;

export async function insertPractitioner(db: DbOrTx, values: PractitionerValues): Promise<number> {
  const [row] = await db.insert(practitioners).values(values).returning({ id: practitioners.id });
  return row.id;
}

export async function updatePractitioner(db: DbOrTx, practitionerId: number, values: PractitionerValues): Promise<boolean> {
  const rows = await db
    .update(practitioners)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(practitioners.id, practitionerId))
    .returning({ id: practitioners.id });
  return rows.length > 0;
}

/** Whether another practitioner has the practice number. */
export async function practiceNumberTaken(db: DbOrTx, practiceNumber: string, exceptId: number | null): Promise<boolean> {
  const rows = await db
    .select({ id: practitioners.id })
    .from(practitioners)
    .where(and(eq(practitioners.practiceNumber, practiceNumber), exceptId === null ? undefined : sql`${practitioners.id} <> ${exceptId}`));
  return rows.length > 0;
}

export async function practitionerIdByPracticeNumber(db: DbOrTx, practiceNumber: string): Promise<number | null> {
  const [row] = await db.select({ id: practitioners.id }).from(practitioners).where(eq(practitioners.practiceNumber, practiceNumber));
  return row?.id ?? null;
}

/** Names and degrees of the practitioners with these ids (one query; unknown ones are absent). */
export async function practitionerNamesOf(db: DbOrTx, ids: readonly number[]) {
  if (ids.length === 0) return [];
  return db
    .select({ id: practitioners.id, name: practitioners.name, lastName: practitioners.lastName, degree: practitioners.degree })
    .from(practitioners)
    .where(inArray(practitioners.id, [...ids]));
}
