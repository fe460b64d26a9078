import { npwzCheckDigit } from '@portal/domain';
import { eq } from 'drizzle-orm';
import { practitioners, services } from '../db/schema/index';
import { DEMO_GP_PRACTICE_NUMBER } from '../demo';
import { demoUnitIds } from './clinic-members';
import type { TestApp } from './helper';

/**
 * What a test walking every clinic route (the staff role matrix) needs for the organisation's routes:
 * a seeded id for each path parameter, and a valid body for each write — a new one per call, so an
 * administrator's second POST is a 201 again, not a 409.
 */
export const organisationIdFactories: Record<'unitId' | 'practitionerId' | 'serviceId', (t: TestApp) => Promise<string>> = {
  unitId: async (t) => String((await demoUnitIds(t)).primaryCare),
  practitionerId: async (t) =>
    String((await t.deps.db.select({ id: practitioners.id }).from(practitioners).where(eq(practitioners.practiceNumber, DEMO_GP_PRACTICE_NUMBER)))[0].id),
  serviceId: async (t) => String((await t.deps.db.select({ id: services.id }).from(services).where(eq(services.code, 'POZ-PORADA')))[0].id),
};

let serial = 0;
/** A doctor's practice number no seeded practitioner has: a counter's six digits behind their check digit. */
function freshPracticeNumber(): string {
  for (;;) {
    const six = String(800_000 + (serial++ % 200_000)).padStart(6, '0');
    const check = npwzCheckDigit(six);
    if (check !== 0 && check !== 10) return `${check}${six}`;
  }
}

/** Valid bodies by "METHOD url" (the route's own url), given the seeded units' ids. */
export async function organisationBodies(t: TestApp): Promise<Record<string, () => unknown>> {
  const { primaryCare } = await demoUnitIds(t);
  const unit = (code: string) => ({
    name: 'Punkt szczepień',
    code,
    city: 'Kraków',
    street: 'ul. Zakopiańska',
    houseNumber: '62',
    postalCode: '30-418',
    phone: '12 265 40 10',
    active: true,
  });
  const practitioner = (practiceNumber: string) => ({
    name: 'Ewa',
    lastName: 'Przykładowa',
    degree: 'lek.',
    occupation: 'DOCTOR',
    specialities: ['MEDYCYNA_RODZINNA'],
    practiceNumber,
    primaryCareRoles: ['GP'],
    unitIds: [primaryCare],
    active: true,
  });
  const service = (code: string) => ({ code, name: 'Porada lekarza POZ', type: 'VISIT', speciality: 'MEDYCYNA_RODZINNA', commercial: false, price: null, durationMinutes: 15, unitIds: [primaryCare], active: true });
  return {
    'POST /api/clinic/units': () => unit(`EX-${++serial}`),
    'PUT /api/clinic/units/:unitId': () => ({ ...unit('POZ-KRK-1'), name: 'Przychodnia Podstawowej Opieki Zdrowotnej Portal Zdrowia' }),
    'POST /api/clinic/practitioners': () => practitioner(freshPracticeNumber()),
    'PUT /api/clinic/practitioners/:practitionerId': () => ({ ...practitioner(DEMO_GP_PRACTICE_NUMBER), name: 'Tomasz', lastName: 'Lewandowski' }),
    'POST /api/clinic/services': () => service(`EX-${++serial}`),
    'PUT /api/clinic/services/:serviceId': () => service('POZ-PORADA'),
  };
}
