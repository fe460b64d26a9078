import { sql, type SQL } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { NotFound } from '../errors';

/**
 * THE rule of who may act for a patient, as one SQL row source joined laterally into the session
 * lookup (so it costs no extra round trip): `ids`, every patient the account may act for — its own
 * record once its identity is confirmed (VERIFIED; a REQUESTED record waits for the clinic), a ward
 * through a CONFIRMED link, and a child through a CONFIRMED link while the child is under 18 on the
 * clinic's calendar (computed here from the record, so no job has to end the link on the birthday) —
 * and `own`, its own record.
 */
export function accessiblePatientsLateral(accountId: SQL): SQL {
  return sql`(select coalesce(array_agg(distinct a.id order by a.id), '{}') as ids, min(a.id) filter (where a.own) as own
      from (select p.id, true as own from patients p where p.account_id = ${accountId} and p.identity_status = 'VERIFIED'
            union
            select l.patient_id, false from patient_links l join patients c on c.id = l.patient_id
              where l.account_id = ${accountId} and l.status = 'CONFIRMED'
                and (l.role = 'WARD' or c.birth_date + interval '18 years' > (now() at time zone 'Europe/Warsaw')::date)) a)`;
}

/**
 * Every route with a patient id calls this. A patient the caller may not act for is answered exactly
 * like one that does not exist.
 */
export function requirePatientAccess(request: FastifyRequest, patientId: number): number {
  const auth = request.auth;
  if (!auth || !auth.patientIds.includes(patientId)) throw NotFound();
  return patientId;
}

/** The signed-in account's own patient id, if it has one. */
export function ownPatientId(request: FastifyRequest): number | null {
  return request.auth?.ownPatientId ?? null;
}
