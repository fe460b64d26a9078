import { eq } from 'drizzle-orm';
import { declarationInputSchema, type DeclarationInput } from '@portal/contracts';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { accounts, patients, staffMembers, units } from '../../db/schema/index';
import { DEMO_ACCOUNTS, DEMO_GP_PRACTICE_NUMBER, DEMO_PERSONS, DEMO_STAFF, DEMO_UNITS } from '../../demo';
import { systemClock } from '../../deps';
import { portalHis } from '../../integrations/his/portal';
import { writeAuthor } from '../../lib/written-by';
import { reachOfAccount, type ReachablePatient } from '../../plugins/patient-access';
import { unitScope } from '../../plugins/staff-resources';
import { findPractitionerIdByPracticeNumber } from '../organisation/organisation-service';
import { acceptDeclaration, exportForNfz, setPractitionerListLimit } from './declarations-clinic-service';
import { importDeclaration, registerDeclaration } from './declarations-service';

/*
 * The demo's declarations, made through the module's own service functions: Anna's GP declaration in
 * force (submitted, accepted and exported to the NFZ) which replaced her earlier one, and a nurse
 * declaration she registered and has yet to sign; her daughter Zofia's GP declaration submitted and
 * waiting in the clinic's queue; and the lists of two GPs — dr Andrzej Nowak's at its limit (Piotr and
 * his son), lek. Michał Wójcik's one place short of it (Jan, Katarzyna). The signed ones were handed in
 * on the paper form at the desk (no e-signature): e-signing's accepting path needs the running
 * server's e-service, which the seed has not.
 */

const DAY_MS = 86_400_000;
/** Practice numbers of the organisation's demo POZ staff (organisation.seed.ts). */
const PRACTITIONERS = { wisniewska: '6586879', nowak: '8599530', wojcik: '2782799', kaminska: '1090010', dabrowska: '451208P' } as const;

export async function seedDeclarations(db: Db, _config: Config): Promise<void> {
  const started = systemClock.now().getTime();
  const at = (daysAgo: number, hour = 10) => new Date(Math.floor((started - daysAgo * DAY_MS) / DAY_MS) * DAY_MS + (hour - 1) * 3_600_000);
  const clockAt = (date: Date) => ({ now: () => date });
  const deps = { db, clock: systemClock, his: portalHis({ db }) };
  const every = unitScope(null);

  const [poz] = await db.select({ id: units.id }).from(units).where(eq(units.code, DEMO_UNITS.primaryCare));
  const [desk] = await db.select().from(staffMembers).where(eq(staffMembers.login, DEMO_STAFF.rejestracja.login));
  const registrar = writeAuthor({ member: desk });
  const practitioner = async (npwz: string) => {
    const id = await findPractitionerIdByPracticeNumber(deps, npwz);
    if (id === null) throw new Error(`declarations seed: no practitioner ${npwz}`);
    return id;
  };
  const accountOf = async (username: string) => (await db.select({ id: accounts.id }).from(accounts).where(eq(accounts.username, username)))[0].id;
  /** A patient as the account reaches it (its own record, a ward, a child). */
  const reached = async (username: string, nationalId: string): Promise<{ patient: ReachablePatient; accountId: number }> => {
    const accountId = await accountOf(username);
    const [record] = await db.select({ id: patients.id }).from(patients).where(eq(patients.nationalId, nationalId));
    const patient = await reachOfAccount(db, accountId, record.id);
    if (!patient) throw new Error(`declarations seed: ${username} does not reach ${nationalId}`);
    return { patient, accountId };
  };
  const input = async (patient: ReachablePatient, type: DeclarationInput['type'], npwz: string, over: Partial<DeclarationInput> = {}) =>
    declarationInputSchema.parse({ patientId: patient.id, type, employeeId: await practitioner(npwz), hospitalOrganizationUnitId: poz.id, ...over });
  const accept = (id: number, when: Date) => acceptDeclaration({ db, clock: clockAt(when) }, every, registrar, id);

  // Anna: a GP chosen over a year ago on paper, replaced four months ago by lek. Tomasz Lewandowski
  // (her second choice of the doctor, first of the provider), accepted and exported to the NFZ.
  const anna = await reached(DEMO_ACCOUNTS.anna.username, DEMO_PERSONS.anna.nationalId);
  const first = await importDeclaration(deps, anna.patient, null, await input(anna.patient, 'GP', PRACTITIONERS.wisniewska), { registeredAt: at(420), submittedAt: at(420) });
  await accept(first.id, at(419));
  const current = await importDeclaration(
    deps,
    anna.patient,
    anna.accountId,
    await input(anna.patient, 'GP', DEMO_GP_PRACTICE_NUMBER, { replaceActive: true, practitionerChoiceOrderNumber: 2, practitionerChoiceOrderReasonCode: 1 }),
    { registeredAt: at(120), submittedAt: at(120, 11) },
  );
  await accept(current.id, at(119));
  await exportForNfz({ db, clock: clockAt(at(118)) }, every, registrar);
  // Her nurse declaration, registered in the portal two days ago, waits for her signature.
  await registerDeclaration({ ...deps, clock: clockAt(at(2, 18)) }, anna.patient, anna.accountId, await input(anna.patient, 'NURSE', PRACTITIONERS.dabrowska));

  // Zofia (9): a GP for children, handed in by Anna three days ago, in the clinic's queue.
  const zofia = await reached(DEMO_ACCOUNTS.anna.username, '17261002469');
  await importDeclaration(deps, zofia.patient, anna.accountId, await input(zofia.patient, 'GP', PRACTITIONERS.kaminska), { registeredAt: at(3, 9), submittedAt: at(3, 9) });

  // The GPs' lists: dr Andrzej Nowak's at its limit of 2, lek. Michał Wójcik's at 2 of 3.
  const lists = [
    { npwz: PRACTITIONERS.nowak, limit: 2, people: [await reached(DEMO_ACCOUNTS.piotr.username, DEMO_PERSONS.piotr.nationalId), await reached(DEMO_ACCOUNTS.piotr.username, '15222003577')] },
    { npwz: PRACTITIONERS.wojcik, limit: 3, people: [await reached(DEMO_ACCOUNTS.jan.username, '48050212358'), await reached(DEMO_ACCOUNTS.merge.username, DEMO_PERSONS.katarzyna.nationalId)] },
  ];
  for (const list of lists) {
    const employeeId = await practitioner(list.npwz);
    await setPractitionerListLimit({ ...deps, clock: clockAt(at(200)) }, every, registrar, employeeId, 'GP', list.limit);
    for (const [i, person] of list.people.entries()) {
      const row = await importDeclaration(deps, person.patient, person.accountId, await input(person.patient, 'GP', list.npwz), { registeredAt: at(90 - i * 10), submittedAt: at(90 - i * 10, 12) });
      await accept(row.id, at(89 - i * 10));
    }
  }
}
