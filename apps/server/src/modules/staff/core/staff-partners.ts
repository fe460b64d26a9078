import type { StaffMember } from '@portal/contracts';
import type { StaffMemberRow } from '../../../db/schema/index';
import type { Deps } from '../../../deps';
import { AppError, Validation } from '../../../errors';
import { partnerChoice, partnerNames, personnelNames } from '../../organisation/partners-service';

/*
 * A partner organisation's staff member (role PARTNER, issue 30 item 5): given alone, tied to one active
 * partner (partnerId) and optionally one active person of its personnel (partnerPersonnelId), with no
 * units and no practitioner. Any other member has no partner.
 */

type PartnerFields = Pick<StaffMemberRow, 'partnerId' | 'partnerPersonnelId'>;

/** The member's partner as the console shows it, or null. */
export async function partnersOf(deps: Pick<Deps, 'db'>, rows: readonly PartnerFields[]): Promise<Array<StaffMember['partner']>> {
  const withPartner = rows.filter((r) => r.partnerId !== null);
  if (withPartner.length === 0) return rows.map(() => null);
  const [partners, persons] = await Promise.all([
    partnerNames(deps, withPartner.map((r) => r.partnerId!)),
    personnelNames(deps, withPartner.flatMap((r) => (r.partnerPersonnelId === null ? [] : [r.partnerPersonnelId]))),
  ]);
  return rows.map((r) =>
    r.partnerId === null
      ? null
      : { id: r.partnerId, name: partners.get(r.partnerId) ?? '', personnelId: r.partnerPersonnelId, personName: r.partnerPersonnelId === null ? null : (persons.get(r.partnerPersonnelId) ?? null) },
  );
}

const UNKNOWN_PARTNER = 'Nie ma takiego aktywnego partnera.';
const UNKNOWN_PERSON = 'Nie ma takiej aktywnej osoby w personelu tego partnera.';

/**
 * The partner fields a member is saved with: for PARTNER (alone, else 400 STAFF_PARTNER_ROLE_ALONE) an
 * active partner (missing: 400 STAFF_PARTNER_REQUIRED), a person of its own active personnel when
 * named, no units and no practitioner; for every other member none (a partner given to her: 400).
 */
export async function checkPartnerAssignment(
  deps: Pick<Deps, 'db'>,
  input: { roles: readonly string[]; unitIds: readonly number[]; practitionerId: number | null; partnerId: number | null; partnerPersonnelId: number | null },
): Promise<PartnerFields> {
  if (!input.roles.includes('PARTNER')) {
    if (input.partnerId !== null || input.partnerPersonnelId !== null) {
      throw Validation('Partnera wybiera się tylko dla roli „Personel partnera”.', [{ path: 'partnerId', message: 'Partnera wybiera się tylko dla roli „Personel partnera”.' }]);
    }
    return { partnerId: null, partnerPersonnelId: null };
  }
  if (input.roles.length > 1) throw new AppError('STAFF_PARTNER_ROLE_ALONE', undefined, { errors: [{ path: 'roles', message: 'Rolę „Personel partnera” nadaje się bez innych ról.' }] });
  if (input.partnerId === null) throw new AppError('STAFF_PARTNER_REQUIRED', undefined, { errors: [{ path: 'partnerId', message: 'Wybierz partnera.' }] });
  if (input.unitIds.length > 0) throw Validation('Personel partnera nie pracuje w jednostkach przychodni.', [{ path: 'unitIds', message: 'Personel partnera nie pracuje w jednostkach przychodni.' }]);
  if (input.practitionerId !== null) throw Validation('Personel partnera nie jest pracownikiem medycznym przychodni.', [{ path: 'practitionerId', message: 'Personel partnera nie jest pracownikiem medycznym przychodni.' }]);
  const choice = await partnerChoice(deps, input.partnerId, input.partnerPersonnelId);
  if (choice.partner !== 'OK') throw Validation(UNKNOWN_PARTNER, [{ path: 'partnerId', message: UNKNOWN_PARTNER }]);
  if (choice.person === 'UNKNOWN') throw Validation(UNKNOWN_PERSON, [{ path: 'partnerPersonnelId', message: UNKNOWN_PERSON }]);
  return { partnerId: input.partnerId, partnerPersonnelId: input.partnerPersonnelId };
}
