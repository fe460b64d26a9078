import type { AccessLogPage, PageQuery } from '@portal/contracts';
import type { Deps } from '../../deps';
import { readPage } from '../../lib/lists';
import type { PatientScope } from '../../plugins/patient-access';
import { namesOfRecords } from '../patients/patients-service';
import * as repo from './access-log-repository';
import { patientsOfRows } from '../../lib/checked-patient';

/**
 * GET /api/mpi/accounts/mpi-user/access-log: who at the clinic read the data of the signed-in
 * person's own record and of every profile the account acts for (its patient scope: the access rule's
 * reach), when and what — newest first. A stranger's record is never in the scope; a profile whose
 * link ended leaves it with its rows.
 */
export async function accessLog(deps: Pick<Deps, 'db'>, scope: PatientScope, query: PageQuery): Promise<AccessLogPage> {
  const page = await readPage(query, (limit, offset) => repo.readsOfPatients(deps.db, scope, limit, offset));
  const names = await namesOfRecords(deps, [...new Set(patientsOfRows(page.items))]);
  return {
    ...page,
    items: page.items.map((r) => ({
      id: r.id,
      at: r.at.toISOString(),
      staffName: `${r.name} ${r.lastName}`,
      staffRoles: r.roles,
      what: r.what,
      patient: names.get(r.patientId) ?? { id: r.patientId, name: '', lastName: '' },
    })),
  };
}
