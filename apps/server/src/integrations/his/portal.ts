import { practitionerDisplayName, type Practitioner, type Service, type Unit } from '@portal/contracts';
import type { DbOrTx } from '../../db/client';
import {
  findPractitionerById,
  findPractitioners,
  findServiceById,
  findServices,
  findUnitById,
  findUnits,
} from '../../modules/organisation/organisation-service';
import type { His, HisPractitioner, HisRef, HisService, HisUnit } from './index';

const SYSTEM = 'PORTAL';

/** Our ids are positive integers written in decimal; anything else is no id of ours. */
function ourId(id: string | undefined): number | null {
  if (id === undefined || !/^[1-9]\d{0,9}$/.test(id)) return null;
  const n = Number(id);
  return n <= 2_147_483_647 ? n : null;
}

const refOf = (row: { id: number; system: string; externalId: string | null }): HisRef =>
  row.externalId === null ? { system: row.system, id: String(row.id) } : { system: row.system, id: String(row.id), externalId: row.externalId };

const unitOf = (u: Unit): HisUnit => ({
  ...refOf(u),
  name: u.name,
  code: u.code,
  address: { city: u.city, street: u.street, houseNumber: u.houseNumber, apartmentNumber: u.apartmentNumber, postalCode: u.postalCode },
  phone: u.phone,
  email: u.email,
  active: u.active,
});

const practitionerOf = (p: Practitioner): HisPractitioner => ({
  ...refOf(p),
  name: p.name,
  lastName: p.lastName,
  degree: p.degree,
  displayName: practitionerDisplayName(p),
  occupation: p.occupation,
  specialities: p.specialities,
  practiceNumber: p.practiceNumber,
  primaryCareRoles: p.primaryCareRoles,
  unitIds: p.units.map((u) => String(u.id)),
  active: p.active,
});

const serviceOf = (s: Service): HisService => ({
  ...refOf(s),
  code: s.code,
  name: s.name,
  type: s.type,
  speciality: s.speciality,
  commercial: s.commercial,
  price: s.price,
  durationMinutes: s.durationMinutes,
  unitIds: s.units.map((u) => String(u.id)),
  active: s.active,
});

/**
 * The default HIS: the portal's own database, kept in the clinic console (module organisation). A
 * unit filter naming no id of ours matches nothing.
 */
export function portalHis(deps: { db: DbOrTx }): His {
  const noMatch = (unitId: string | undefined) => unitId !== undefined && ourId(unitId) === null;
  return {
    system: SYSTEM,
    async listUnits(filter = {}) {
      return (await findUnits(deps, { active: filter.active })).map(unitOf);
    },
    async getUnit(id) {
      const n = ourId(id);
      const unit = n === null ? null : await findUnitById(deps, n);
      return unit ? unitOf(unit) : null;
    },
    async listPractitioners(filter = {}) {
      if (noMatch(filter.unitId)) return [];
      const rows = await findPractitioners(deps, {
        unitId: ourId(filter.unitId) ?? undefined,
        speciality: filter.speciality,
        primaryCareRole: filter.primaryCareRole,
        active: filter.active,
      });
      return rows.map(practitionerOf);
    },
    async getPractitioner(id) {
      const n = ourId(id);
      const practitioner = n === null ? null : await findPractitionerById(deps, n);
      return practitioner ? practitionerOf(practitioner) : null;
    },
    async listServices(filter = {}) {
      if (noMatch(filter.unitId)) return [];
      const rows = await findServices(deps, { unitId: ourId(filter.unitId) ?? undefined, type: filter.type, commercial: filter.commercial, active: filter.active });
      return rows.map(serviceOf);
    },
    async getService(id) {
      const n = ourId(id);
      const service = n === null ? null : await findServiceById(deps, n);
      return service ? serviceOf(service) : null;
    },
  };
}
