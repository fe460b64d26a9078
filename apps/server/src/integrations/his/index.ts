import type { Degree, Occupation, PrimaryCareRole, ServiceType } from '@portal/contracts';

/**
 * The provider's system of record for its organisation (the spec's "HIS"): the units, practitioners
 * and medical services that bookings, declarations and teleconsultations name. Later modules read the
 * organisation only through this interface (`deps.his`), never through the organisation tables.
 *
 * Every object carries `system` (which system keeps it) and `id` (its id in that system, as text), so
 * a booking addresses it as `{system}/{id}`, the spec's way, whichever system that is; `externalId` is
 * set when the row is a copy of another system's row.
 *
 * The default implementation, `portalHis` (portal.ts), reads the portal's own database through the
 * organisation module's service (system `PORTAL`, the clinic console keeps the rows). A provider with
 * an external HIS plugs it in as described in README.md: implement `His` against it and choose it in
 * compose.ts by `HIS_SYSTEM`.
 */
export interface HisRef {
  /** The system of record: PORTAL for the console's rows, else the external system's code. */
  system: string;
  /** The row's id in `system`. */
  id: string;
  /** The id in the external system the row came from, when it is a copy. */
  externalId?: string;
}

export interface HisUnit extends HisRef {
  name: string;
  code: string;
  address: { city: string; street: string; houseNumber: string; apartmentNumber: string | null; postalCode: string };
  /** E.164 (+48…), or null. */
  phone: string | null;
  email: string | null;
  active: boolean;
}

export interface HisPractitioner extends HisRef {
  name: string;
  lastName: string;
  degree: Degree | null;
  /** "lek. Tomasz Lewandowski". */
  displayName: string;
  occupation: Occupation;
  /** Codes of the SPECJALNOSCI dictionary. */
  specialities: string[];
  practiceNumber: string | null;
  primaryCareRoles: PrimaryCareRole[];
  /** Ids (in the same system) of the units the practitioner works in. */
  unitIds: string[];
  active: boolean;
}

export interface HisService extends HisRef {
  code: string;
  name: string;
  type: ServiceType;
  speciality: string | null;
  commercial: boolean;
  /** PLN with two decimals ("250.00"); null when NFZ-funded. */
  price: string | null;
  durationMinutes: number;
  unitIds: string[];
  active: boolean;
}

export interface HisUnitFilter {
  active?: boolean;
}
export interface HisPractitionerFilter {
  unitId?: string;
  speciality?: string;
  primaryCareRole?: PrimaryCareRole;
  active?: boolean;
}
export interface HisServiceFilter {
  unitId?: string;
  type?: ServiceType;
  commercial?: boolean;
  active?: boolean;
}

/**
 * The organisation as the rest of the portal reads it. Lists answer every matching row in a stable
 * order (units and services by name, practitioners by last name); a `get` of an unknown id answers null.
 */
export interface His {
  /** The code of the system behind this implementation (PORTAL for the default). */
  readonly system: string;
  listUnits(filter?: HisUnitFilter): Promise<HisUnit[]>;
  getUnit(id: string): Promise<HisUnit | null>;
  listPractitioners(filter?: HisPractitionerFilter): Promise<HisPractitioner[]>;
  getPractitioner(id: string): Promise<HisPractitioner | null>;
  listServices(filter?: HisServiceFilter): Promise<HisService[]>;
  getService(id: string): Promise<HisService | null>;
}

/** The systems `HIS_SYSTEM` may name (one, ours, until an external adapter is added). */
export const hisSystems = ['PORTAL'] as const;
export type HisSystem = (typeof hisSystems)[number];
