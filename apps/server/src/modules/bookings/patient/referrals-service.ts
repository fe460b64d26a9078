import { and, eq } from 'drizzle-orm';
import type { ReferralSettings } from '@portal/contracts';
import type { Deps } from '../../../deps';
import { referralInstitutions, referralPractitioners } from '../../../db/schema/index';
import { executorOf, type InTransaction } from '../../../db/client';
import { NotFound } from '../../../errors';
import { getSettings } from '../../settings/settings-service';

/*
 * The registers a manual referral is checked against (spec part 2 §5 "Referral"): referring
 * institutions by their register code (RPWDL) and referring practitioners by their practice number
 * (NPWZ). An unknown one is 404: the wizard shows it as unknown.
 */

export async function findReferralInstitution(deps: Pick<Deps, 'db'>, system: string, code: string, opts?: InTransaction) {
  const [row] = await executorOf(deps.db, opts)
    .select({ system: referralInstitutions.system, code: referralInstitutions.code, name: referralInstitutions.name, city: referralInstitutions.city })
    .from(referralInstitutions)
    .where(and(eq(referralInstitutions.system, system.toUpperCase()), eq(referralInstitutions.code, code)));
  return row ?? null;
}

export async function findReferralPractitioner(deps: Pick<Deps, 'db'>, system: string, practiceNumber: string, opts?: InTransaction) {
  const [row] = await executorOf(deps.db, opts)
    .select({
      system: referralPractitioners.system,
      practiceNumber: referralPractitioners.practiceNumber,
      name: referralPractitioners.name,
      lastName: referralPractitioners.lastName,
      degree: referralPractitioners.degree,
    })
    .from(referralPractitioners)
    .where(and(eq(referralPractitioners.system, system.toUpperCase()), eq(referralPractitioners.practiceNumber, practiceNumber)));
  return row ?? null;
}

export const referralInstitution = async (deps: Pick<Deps, 'db'>, system: string, code: string) => (await findReferralInstitution(deps, system, code)) ?? Promise.reject(NotFound());
export const referralPractitioner = async (deps: Pick<Deps, 'db'>, system: string, practiceNumber: string) =>
  (await findReferralPractitioner(deps, system, practiceNumber)) ?? Promise.reject(NotFound());

/** Which referrals the wizard takes (settings group `bookings`). */
export async function referralSettings(deps: Pick<Deps, 'db'>): Promise<ReferralSettings> {
  const s = await getSettings(deps, 'bookings');
  return { eReferralEnabled: s.eReferralEnabled, manualReferralEnabled: s.manualReferralEnabled, attachmentsEnabled: s.referralAttachmentsEnabled };
}
