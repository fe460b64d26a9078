import type { DeclarationPatientData, HealthcareProvider, PozStaff, declarationPatientDataInputSchema, z } from '@portal/contracts';
import { withTransaction } from '../../db/client';
import type { Deps } from '../../deps';
import type { HisUnit } from '../../integrations/his/index';
import type { ReachablePatient } from '../../plugins/patient-access';
import { accountContact } from '../contacts/contacts-service';
import { recordEvent } from '../event-log/event-log-service';
import { recordForPrintout } from '../patients/patients-service';
import { getIdentification } from '../settings/settings-service';
import { addressLine } from './declaration-views';
import * as repo from './declarations-repository';

/*
 * What the NFZ form names besides the choice: the patient's declaration data (her record, her own
 * account's phone, and the NFZ branch and address she saved for declarations), the provider, and the
 * clinic's POZ staff the wizard offers with their lists' sizes.
 */

type DeclarationType = repo.DeclarationType;
type ReadDeps = Pick<Deps, 'db' | 'clock'>;

// ------------------------------------------------------------------------------ the provider and its POZ staff

/**
 * The provider named on the form: the clinic's name and address from the identification settings. The
 * portal keeps no NIP, REGON or NFZ provider code (neither the settings nor the configuration hold
 * them): those stay empty on the form.
 */
export async function healthcareProvider(deps: Pick<Deps, 'db'>): Promise<HealthcareProvider> {
  const identification = await getIdentification(deps);
  return { name: identification.providerName || identification.portalName, address: identification.providerAddress, nip: null, regon: null, nfzCode: null };
}

export const unitAddress = (u: HisUnit): string => addressLine(u.address);

/** The route segment of each type's staff list (GET /declarations/primary-healthcare-staff/{segment}). */
export const POZ_STAFF_SEGMENTS: Record<string, DeclarationType> = { 'general-practitioners': 'GP', nurses: 'NURSE', midwifes: 'MIDWIFE' };

/**
 * The clinic's active POZ practitioners of a type, one entry per practitioner and active unit she works
 * in, by last name, with her list's size against its limit (`listFull`: no new declaration is taken).
 */
export async function pozStaff(deps: Pick<Deps, 'db' | 'his'>, type: DeclarationType): Promise<PozStaff[]> {
  const [practitioners, units, sizes, limits] = await Promise.all([
    deps.his.listPractitioners({ primaryCareRole: type, active: true }),
    deps.his.listUnits({ active: true }),
    repo.listSizes(deps.db, type),
    repo.listLimits(deps.db, type),
  ]);
  const unitById = new Map(units.map((u) => [u.id, u]));
  const sizeOf = new Map(sizes.map((s) => [s.practitionerId, s.size]));
  const limitOf = new Map(limits.map((l) => [l.practitionerId, l.listLimit]));
  return practitioners.flatMap((p) => {
    const id = Number(p.id);
    const listSize = sizeOf.get(id) ?? 0;
    const listLimit = limitOf.get(id) ?? null;
    return p.unitIds.flatMap((unitId) => {
      const unit = unitById.get(unitId);
      if (!unit) return [];
      return [
        {
          employeeId: id,
          name: p.name,
          lastName: p.lastName,
          degree: p.degree,
          occupationCode: p.occupation,
          practiceNumber: p.practiceNumber,
          unit: { hospitalOrganizationUnitId: Number(unit.id), name: unit.name, address: unitAddress(unit), phone: unit.phone },
          listSize,
          listLimit,
          listFull: listLimit !== null && listSize >= listLimit,
        },
      ];
    });
  });
}

// ------------------------------------------------------------------------------ the patient's declaration data

const NFZ_BRANCH = /^(0[1-9]|1[0-6])/;
/** The NFZ branch of the record's first insurer ("06R" → "06"), or null. */
const branchOf = (insurers: readonly string[]): string | null => NFZ_BRANCH.exec(insurers[0] ?? '')?.[1] ?? null;

/** What the form needs of the patient: her record, her own account's phone, and the declaration data she saved (over the record's address). */
export async function declarationData(deps: ReadDeps, patient: ReachablePatient): Promise<DeclarationPatientData & { documentNumber: string | null }> {
  const [record, saved] = await Promise.all([recordForPrintout(deps, patient), repo.patientDataOf(deps.db, patient.id)]);
  const owner = record.ownerAccountId === null ? null : await accountContact(deps, record.ownerAccountId);
  const p = record.patient;
  const address = saved
    ? { street: saved.street, houseNumber: saved.houseNumber, apartmentNumber: saved.apartmentNumber, postalCode: saved.postalCode, city: saved.city }
    : { street: p.address.street, houseNumber: p.address.houseNumber, apartmentNumber: null, postalCode: p.address.postalCode, city: p.address.city };
  const insurerCode = saved?.insurerCode ?? branchOf(p.insurers);
  return {
    name: p.name,
    lastName: p.lastName,
    birthDate: p.birthDate,
    gender: p.gender === 'UNKNOWN' ? null : p.gender,
    nationalIdentificationNumber: p.identity.nationalIdentificationNumber,
    documentNumber: p.identity.documentNumber,
    insurerCode,
    ...address,
    phone: owner?.phoneNumber ?? null,
    complete: Boolean(address.city && address.houseNumber && address.postalCode && insurerCode),
  };
}

export async function getDeclarationData(deps: ReadDeps, patient: ReachablePatient): Promise<DeclarationPatientData> {
  const { documentNumber: _document, ...data } = await declarationData(deps, patient);
  return data;
}

/** PUT …/patients/{id}/declaration-data: the NFZ branch and the address the form names (kept for the patient's later declarations). */
export async function saveDeclarationData(
  deps: ReadDeps,
  patient: ReachablePatient,
  accountId: number,
  input: z.output<typeof declarationPatientDataInputSchema>,
): Promise<DeclarationPatientData> {
  await withTransaction(deps.db, async (tx) => {
    await repo.lockPatientDeclarations(tx, patient.id);
    await repo.replacePatientData(tx, patient.id, { ...input, accountId, updatedAt: deps.clock.now() });
    await recordEvent(deps, { eventType: 'DECLARATION_DATA_CHANGE', outcome: 'SUCCESS', accountId, description: `Dane do deklaracji pacjenta ${patient.id}` }, { tx });
  });
  return getDeclarationData(deps, patient);
}
