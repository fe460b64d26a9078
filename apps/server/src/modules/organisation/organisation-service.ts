import {
  degreeValues,
  occupationNames,
  npwzIssueMessages,
  occupationValues,
  practitionerDisplayName,
  organisationMessages,
  primaryCareRoleMismatchMessage,
  primaryCareRoleNames,
  primaryCareRoleOccupation,
  primaryCareRoleValues,
  serviceTypeNames,
  serviceTypeValues,
  SPECIALITY_DICTIONARY,
  type OrganisationDictionaries,
  type Page,
  type PageQuery,
  type Practitioner,
  type PractitionerWrite,
  type InterfaceLanguage,
  type Service,
  type ServiceWrite,
  type Unit,
  type UnitRef,
  type UnitWrite,
} from '@portal/contracts';
import { npwzIssue, type ConfiguredName } from '@portal/domain';
import { withTransaction, type DbOrTx } from '../../db/client';
import { AppError, Conflict, NotFound, Validation, type FieldError } from '../../errors';
import { dictionaryWords } from '../../i18n/dictionary-labels';
import { readPage } from '../../lib/lists';
import { unitScope, type UnitScope } from '../../plugins/staff-resources';
import * as repo from './organisation-repository';
import * as people from './practitioners-repository';
import * as offer from './services-repository';

/**
 * The provider's organisation: units, practitioners and medical services, kept by the clinic console
 * and read by other modules through these functions (integrations/his wraps them for the bookings,
 * declarations and teleconsultations to come). Every function takes the member's unit scope: a member
 * limited to units sees and changes only rows of her units, and anything else is unknown (404).
 */

/** What the organisation's functions need: a database or the caller's transaction (the seed's). */
export interface OrganisationDeps {
  db: DbOrTx;
}

/** The scope of a caller who is not a staff member (the HIS adapter, the seed): every unit. */
export const everyUnit: UnitScope = unitScope(null);

// ---------------------------------------------------------------------------------------------- units

export async function listUnits(deps: OrganisationDeps, scope: UnitScope, query: PageQuery & repo.UnitFilter): Promise<Page<Unit>> {
  return readPage(query, (limit, offset) => repo.selectUnits(deps.db, scope, query, limit, offset));
}

/** Every unit matching the filter, by name (the HIS adapter's list). */
export async function findUnits(deps: OrganisationDeps, filter: repo.UnitFilter = {}): Promise<Unit[]> {
  return repo.selectUnits(deps.db, everyUnit, filter, null);
}

export async function findUnitById(deps: OrganisationDeps, unitId: number): Promise<Unit | null> {
  return repo.findUnit(deps.db, unitId);
}

export async function getUnit(deps: OrganisationDeps, scope: UnitScope, unitId: number): Promise<Unit> {
  const unit = scope.has(unitId) ? await repo.findUnit(deps.db, unitId) : null;
  if (!unit) throw NotFound();
  return unit;
}

export async function createUnit(deps: OrganisationDeps, scope: UnitScope, input: UnitWrite): Promise<Unit> {
  // A member limited to units would make a unit she could not see afterwards.
  if (!scope.all) throw new AppError('FORBIDDEN', organisationMessages.unitsOfAllOnly);
  return withTransaction(deps.db, async (tx) => {
    if (await repo.unitCodeTaken(tx, input.code, null)) throw unitCodeTaken(input.code);
    return uniqueOr(() => repo.insertUnit(tx, input), () => unitCodeTaken(input.code));
  });
}

export async function updateUnit(deps: OrganisationDeps, scope: UnitScope, unitId: number, input: UnitWrite): Promise<Unit> {
  return withTransaction(deps.db, async (tx) => {
    await getUnit({ db: tx }, scope, unitId);
    if (await repo.unitCodeTaken(tx, input.code, unitId)) throw unitCodeTaken(input.code);
    const unit = await uniqueOr(() => repo.updateUnit(tx, unitId, input), () => unitCodeTaken(input.code));
    if (!unit) throw NotFound();
    return unit;
  });
}

/** Which of the ids are units (active or not) the scope reaches: for other modules' checks (a staff member's units). */
export async function knownUnitIds(deps: OrganisationDeps, scope: UnitScope, unitIds: readonly number[]): Promise<Set<number>> {
  return repo.reachableUnitIds(deps.db, scope, unitIds);
}

const unitCodeTaken = (code: string) => Conflict(organisationMessages.unitCodeTaken(code));

/** Runs a write; a unique violation (two requests racing past the check) becomes the given 409. */
async function uniqueOr<T>(write: () => Promise<T>, conflict: () => AppError): Promise<T> {
  try {
    return await write();
  } catch (err) {
    if (repo.uniqueViolationOf(err) !== null) throw conflict();
    throw err;
  }
}

/** 400 for unit ids the member does not reach (unknown and out of scope alike), naming each field. */
async function checkUnitIds(db: DbOrTx, scope: UnitScope, unitIds: readonly number[]): Promise<void> {
  const reachable = await repo.reachableUnitIds(db, scope, unitIds);
  const errors: FieldError[] = unitIds.flatMap((id, i) => (reachable.has(id) ? [] : [{ path: `unitIds.${i}`, message: organisationMessages.unitUnknown }]));
  if (errors.length > 0) throw Validation(errors[0].message, errors);
}

/** 400 for speciality codes the dictionary does not hold. */
async function checkSpecialities(db: DbOrTx, codes: ReadonlyArray<{ path: string; code: string }>): Promise<void> {
  const known = await repo.knownDictionaryCodes(db, SPECIALITY_DICTIONARY, codes.map((c) => c.code));
  const errors: FieldError[] = codes.filter((c) => !known.has(c.code)).map((c) => ({ path: c.path, message: organisationMessages.specialityUnknown }));
  if (errors.length > 0) throw Validation(errors[0].message, errors);
}

// -------------------------------------------------------------------------------------- practitioners

const degreeOf = (value: string | null) => degreeValues.find((d) => d === value) ?? null;

async function practitionersWithUnits(db: DbOrTx, scope: UnitScope, rows: people.PractitionerRow[]): Promise<Practitioner[]> {
  const unitsOf = await repo.unitRefsOf(db, scope, 'practitioner', rows.map((r) => r.id));
  return rows.map((row) => ({ ...row, degree: degreeOf(row.degree), units: unitsOf.get(row.id) ?? [] }));
}

export async function listPractitioners(deps: OrganisationDeps, scope: UnitScope, query: PageQuery & people.PractitionerFilter): Promise<Page<Practitioner>> {
  const page = await readPage(query, (limit, offset) => people.selectPractitioners(deps.db, scope, query, limit, offset));
  return { ...page, items: await practitionersWithUnits(deps.db, scope, page.items) };
}

/** Every practitioner matching the filter, by last name (the HIS adapter's list). */
export async function findPractitioners(deps: OrganisationDeps, filter: people.PractitionerFilter = {}): Promise<Practitioner[]> {
  return practitionersWithUnits(deps.db, everyUnit, await people.selectPractitioners(deps.db, everyUnit, filter, null));
}

export async function getPractitioner(deps: OrganisationDeps, scope: UnitScope, practitionerId: number): Promise<Practitioner> {
  const row = await people.findPractitioner(deps.db, scope, practitionerId);
  if (!row) throw NotFound();
  const [practitioner] = await practitionersWithUnits(deps.db, scope, [row]);
  return practitioner;
}

export async function findPractitionerById(deps: OrganisationDeps, practitionerId: number): Promise<Practitioner | null> {
  const row = await people.findPractitioner(deps.db, everyUnit, practitionerId);
  return row ? (await practitionersWithUnits(deps.db, everyUnit, [row]))[0] : null;
}

/** The practitioner with the practice number (the seed links the demo GP's staff account so). */
export async function findPractitionerIdByPracticeNumber(deps: OrganisationDeps, practiceNumber: string): Promise<number | null> {
  return people.practitionerIdByPracticeNumber(deps.db, practiceNumber);
}

/** The rules the input schema cannot see: the units, the dictionary, the practice number once. */
async function checkPractitioner(db: DbOrTx, scope: UnitScope, input: PractitionerWrite, practitionerId: number | null): Promise<void> {
  // The schema checks the pairing too; a caller without it (the seed, another module) gets the same rule.
  const npwz = npwzIssue(input.practiceNumber, input.occupation);
  if (npwz) throw Validation(npwzIssueMessages[npwz], [{ path: 'practiceNumber', message: npwzIssueMessages[npwz] }]);
  const mismatch = input.primaryCareRoles.findIndex((role) => primaryCareRoleOccupation[role] !== input.occupation);
  if (mismatch >= 0) {
    const message = primaryCareRoleMismatchMessage(input.primaryCareRoles[mismatch]);
    throw Validation(message, [{ path: `primaryCareRoles.${mismatch}`, message }]);
  }
  await checkUnitIds(db, scope, input.unitIds);
  await checkSpecialities(db, input.specialities.map((code, i) => ({ path: `specialities.${i}`, code })));
  if (input.practiceNumber && (await people.practiceNumberTaken(db, input.practiceNumber, practitionerId))) throw practiceNumberTaken(input.practiceNumber);
}

const practiceNumberTaken = (npwz: string) => Conflict(organisationMessages.practiceNumberTaken(npwz));

export async function createPractitioner(deps: OrganisationDeps, scope: UnitScope, input: PractitionerWrite): Promise<Practitioner> {
  return withTransaction(deps.db, async (tx) => {
    await checkPractitioner(tx, scope, input, null);
    const { unitIds, ...values } = input;
    const id = await uniqueOr(() => people.insertPractitioner(tx, values), () => practiceNumberTaken(input.practiceNumber ?? ''));
    await repo.replaceUnitLinks(tx, scope, 'practitioner', id, unitIds);
    return getPractitioner({ db: tx }, scope, id);
  });
}

export async function updatePractitioner(deps: OrganisationDeps, scope: UnitScope, practitionerId: number, input: PractitionerWrite): Promise<Practitioner> {
  return withTransaction(deps.db, async (tx) => {
    await getPractitioner({ db: tx }, scope, practitionerId);
    await checkPractitioner(tx, scope, input, practitionerId);
    const { unitIds, ...values } = input;
    await uniqueOr(() => people.updatePractitioner(tx, practitionerId, values), () => practiceNumberTaken(input.practiceNumber ?? ''));
    await repo.replaceUnitLinks(tx, scope, 'practitioner', practitionerId, unitIds);
    return getPractitioner({ db: tx }, scope, practitionerId);
  });
}

// ------------------------------------------------------------------------------------------- services

async function servicesWithUnits(db: DbOrTx, scope: UnitScope, rows: offer.ServiceRow[]): Promise<Service[]> {
  const unitsOf = await repo.unitRefsOf(db, scope, 'service', rows.map((r) => r.id));
  return rows.map((row) => ({ ...row, units: unitsOf.get(row.id) ?? [] }));
}

export async function listServices(deps: OrganisationDeps, scope: UnitScope, query: PageQuery & offer.ServiceFilter): Promise<Page<Service>> {
  const page = await readPage(query, (limit, offset) => offer.selectServices(deps.db, scope, query, limit, offset));
  return { ...page, items: await servicesWithUnits(deps.db, scope, page.items) };
}

/** Every service matching the filter, by name (the HIS adapter's list). */
export async function findServices(deps: OrganisationDeps, filter: offer.ServiceFilter = {}): Promise<Service[]> {
  return servicesWithUnits(deps.db, everyUnit, await offer.selectServices(deps.db, everyUnit, filter, null));
}

export async function getService(deps: OrganisationDeps, scope: UnitScope, serviceId: number): Promise<Service> {
  const row = await offer.findService(deps.db, scope, serviceId);
  if (!row) throw NotFound();
  const [service] = await servicesWithUnits(deps.db, scope, [row]);
  return service;
}

export async function findServiceById(deps: OrganisationDeps, serviceId: number): Promise<Service | null> {
  const row = await offer.findService(deps.db, everyUnit, serviceId);
  return row ? (await servicesWithUnits(deps.db, everyUnit, [row]))[0] : null;
}

/** Code, name and activity of the services with these codes, or these ids (other modules' references to services, by code as bookings name them). */
export async function serviceRefs(deps: OrganisationDeps, by: { codes: readonly string[] } | { ids: readonly number[] }): Promise<Array<{ id: number; code: string; name: string; nameEn: string | null; nameUk: string | null; active: boolean }>> {
  return offer.findServiceRefs(deps.db, by);
}

async function checkService(db: DbOrTx, scope: UnitScope, input: ServiceWrite, serviceId: number | null): Promise<void> {
  if (input.commercial !== (input.price !== null)) {
    const message = input.commercial ? organisationMessages.priceRequired : organisationMessages.priceForbidden;
    throw Validation(message, [{ path: 'price', message }]);
  }
  await checkUnitIds(db, scope, input.unitIds);
  if (input.speciality) await checkSpecialities(db, [{ path: 'speciality', code: input.speciality }]);
  if (await offer.serviceCodeTaken(db, input.code, serviceId)) throw serviceCodeTaken(input.code);
}

const serviceCodeTaken = (code: string) => Conflict(organisationMessages.serviceCodeTaken(code));

export async function createService(deps: OrganisationDeps, scope: UnitScope, input: ServiceWrite): Promise<Service> {
  return withTransaction(deps.db, async (tx) => {
    await checkService(tx, scope, input, null);
    const { unitIds, ...values } = input;
    const id = await uniqueOr(() => offer.insertService(tx, values), () => serviceCodeTaken(input.code));
    await repo.replaceUnitLinks(tx, scope, 'service', id, unitIds);
    return getService({ db: tx }, scope, id);
  });
}

export async function updateService(deps: OrganisationDeps, scope: UnitScope, serviceId: number, input: ServiceWrite): Promise<Service> {
  return withTransaction(deps.db, async (tx) => {
    await getService({ db: tx }, scope, serviceId);
    await checkService(tx, scope, input, serviceId);
    const { unitIds, ...values } = input;
    await uniqueOr(() => offer.updateService(tx, serviceId, values), () => serviceCodeTaken(input.code));
    await repo.replaceUnitLinks(tx, scope, 'service', serviceId, unitIds);
    return getService({ db: tx }, scope, serviceId);
  });
}

// --------------------------------------------------------------------------------------- dictionaries

/**
 * What the console's forms offer: the specialities (dictionary SPECJALNOSCI, named in `language`) and
 * the fixed lists (named by the console in its language).
 */
export async function getOrganisationDictionaries(deps: OrganisationDeps, language: InterfaceLanguage = 'pl'): Promise<OrganisationDictionaries> {
  return {
    specialities: (await repo.dictionaryEntries(deps.db, SPECIALITY_DICTIONARY)).map((s) => dictionaryWords(SPECIALITY_DICTIONARY, s.code, language, s)),
    degrees: [...degreeValues],
    occupations: occupationValues.map((code) => ({ code, name: occupationNames[code] })),
    primaryCareRoles: primaryCareRoleValues.map((code) => ({ code, name: primaryCareRoleNames[code], occupation: primaryCareRoleOccupation[code] })),
    serviceTypes: serviceTypeValues.map((code) => ({ code, name: serviceTypeNames[code] })),
  };
}

/** The names of the units with these ids that exist (an unknown id is absent from the map): the staff module names a member's units. */
export async function unitNames(deps: OrganisationDeps, ids: readonly number[]): Promise<Map<number, string>> {
  const rows = await repo.unitNamesOf(deps.db, [...new Set(ids)]);
  return new Map(rows.map((r) => [r.id, r.name]));
}

/** Whether a practitioner with this id exists (the practitioner a staff member is). */
export const practitionerExists = async (deps: OrganisationDeps, id: number): Promise<boolean> => (await findPractitionerById(deps, id)) !== null;

/**
 * The units, practitioners and services these ids name, in three small queries however many rows a
 * page of another module holds (visits, results): unit id, name and code; practitioner's display name;
 * service code and name. Unknown ids are absent from the maps.
 */
/** A service as other modules name it: `name` is the Polish one, `names` all three (domain `configuredName` picks the reader's). */
export interface ServiceRef {
  id: number;
  code: string;
  name: string;
  names: ConfiguredName;
}

export async function organisationRefs(
  deps: OrganisationDeps,
  ids: { unitIds?: readonly number[]; practitionerIds?: readonly number[]; serviceIds?: readonly number[] },
): Promise<{ units: Map<number, UnitRef>; practitioners: Map<number, { id: number; displayName: string }>; services: Map<number, ServiceRef> }> {
  const unique = (list: readonly number[] | undefined) => [...new Set(list ?? [])];
  const [unitRows, practitionerRows, serviceRows] = await Promise.all([
    repo.unitRefsByIds(deps.db, unique(ids.unitIds)),
    people.practitionerNamesOf(deps.db, unique(ids.practitionerIds)),
    ids.serviceIds?.length ? offer.findServiceRefs(deps.db, { ids: unique(ids.serviceIds) }) : Promise.resolve([]),
  ]);
  return {
    units: new Map(unitRows.map((u) => [u.id, u])),
    practitioners: new Map(practitionerRows.map((p) => [p.id, { id: p.id, displayName: practitionerDisplayName(p) }])),
    services: new Map(serviceRows.map((s) => [s.id, { id: s.id, code: s.code, name: s.name, names: { pl: s.name, en: s.nameEn, uk: s.nameUk } }])),
  };
}
