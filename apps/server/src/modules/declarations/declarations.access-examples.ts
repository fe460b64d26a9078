import { eq } from 'drizzle-orm';
import { declarations, practitioners, units } from '../../db/schema/index';
import { DEMO_GP_PRACTICE_NUMBER, DEMO_UNITS } from '../../demo';
import type { AccessExamples } from '../../test/access-examples';
import type { TestApp } from '../../test/helper';
import type { DeclarationSnapshot } from './declarations-service';

/** A registered GP declaration of the patient with the demo GP in the POZ unit, as the portal stores one. */
async function declarationOf(t: TestApp, patientId: number, accountId: number): Promise<number> {
  const [gp] = await t.deps.db.select({ id: practitioners.id }).from(practitioners).where(eq(practitioners.practiceNumber, DEMO_GP_PRACTICE_NUMBER));
  const [poz] = await t.deps.db.select({ id: units.id }).from(units).where(eq(units.code, DEMO_UNITS.primaryCare));
  const snapshot: DeclarationSnapshot = {
    patient: { name: 'Podopieczny', lastName: 'Testowy', birthDate: '1940-02-03', gender: null, nationalId: null, documentNumber: null, street: 'ul. Długa', houseNumber: '1', apartmentNumber: null, postalCode: '31-147', city: 'Kraków', insurerCode: '06', phone: null },
    practitioner: { name: 'Tomasz', lastName: 'Lewandowski', degree: 'lek.', occupationCode: 'DOCTOR', practiceNumber: DEMO_GP_PRACTICE_NUMBER },
    unit: { name: 'Przychodnia POZ', address: 'ul. Zakopiańska 62, 30-418 Kraków', phone: null },
    provider: { name: 'Przychodnia', address: 'Kraków', nip: null, regon: null, nfzCode: null },
  };
  const [row] = await t.deps.db
    .insert(declarations)
    .values({ patientId, accountId, type: 'GP', state: 'REGISTERED', practitionerId: gp.id, unitId: poz.id, registrationDate: t.clock.now(), snapshot })
    .returning({ id: declarations.id });
  return row.id;
}

/** A declaration of the patient, read through the caller's scope (`declarationResource`); the patient's declaration data. */
export const accessExamples: AccessExamples = {
  bodies: {
    'PATCH /api/declarations/mpi-user/declarations/:id': () => ({ practitionerChoiceOrderNumber: 1 }),
    'PATCH /api/mpi/poz-declarations/:id': () => ({ practitionerChoiceOrderNumber: 1 }),
    'PUT /api/mpi/accounts/mpi-user/patients/:patientId/declaration-data': () => ({ insurerCode: '06', street: 'ul. Długa', houseNumber: '12', apartmentNumber: '4', postalCode: '31-147', city: 'Kraków' }),
  },
  // The e-service's return addresses (a path of the portal each): past validation, so the row decides the answer.
  queries: {
    'POST /api/declarations/mpi-user/:id/ePUAPSignURL': () => 'successUrl=%2Fdeclarations%3Fok&errorUrl=%2Fdeclarations',
  },
  resourceFactories: {
    declaration: async (t, patientId, accountId) => ({ id: String(await declarationOf(t, patientId, accountId)) }),
  },
};
