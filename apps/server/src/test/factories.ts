import { and, eq } from 'drizzle-orm';
import { generateSecret } from 'otplib';
import { measurementInputSchema, type Allergy, type AllergyInput, type Measurement, type MeasurementInput } from '@portal/contracts';
import { accounts as accountsTable, patientLinks, patients, staffMembers, type accounts, type AccountRow, type PatientRow, type StaffMemberRow, type StaffRole } from '../db/schema/index';
import { insertAccount } from '../modules/accounts/core/account-creation-repository';
import { hashPassword } from '../modules/sign-in-guard/sign-in-guard-service';
import { insertLink, insertPatient } from '../modules/patients/core/patient-registration-repository';
import { addEnrolledStaffMember } from '../modules/staff/staff-service';
import { sendClinicMessage, sendPatientMessage } from '../modules/messages/messages-service';
import { createMeasurement } from '../modules/measurements/measurements-service';
import { allergyInput } from './fixtures';
import type { TestApp } from './helper';
import { systemPatient } from '../lib/checked-patient';

/** The password of every account the factory makes unless one is given. */
export const TEST_PASSWORD = 'Zielony-Parasol#2026';

type LinkStatus = (typeof patientLinks.$inferInsert)['status'] & string;

let made = 0;
/** A number no other made row of this process has (usernames, e-mail addresses). */
const next = () => `${process.pid}.${++made}`;

export interface Factories {
  /**
   * An account that can sign in: AUTHORIZED, e-mail confirmed, the given password (TEST_PASSWORD by
   * default) hashed as the accounts module hashes it (or a `passwordHash` made once for many), a unique
   * username unless given. Any column may be given; `password` comes back with the row for `t.signIn`.
   */
  account(over?: Partial<typeof accounts.$inferInsert> & { password?: string }): Promise<AccountRow & { password: string }>;
  /** A patient record (VERIFIED), the own record of `accountId` when given; any column may be given. */
  patient(over?: Partial<typeof patients.$inferInsert>): Promise<PatientRow>;
  /** A guardian's link to a patient: a ward (default) or a child, CONFIRMED unless another status is given. */
  link(guardianAccountId: number, patientId: number, opts?: { role?: 'WARD' | 'CHILD'; status?: LinkStatus }): Promise<void>;
  /**
   * An allergy of the patient made through the API (route, rules and service), by an account that
   * reaches the patient — its owner, or a guardian through a confirmed link. The test's valid form
   * (test/fixtures allergyInput) with the given fields.
   */
  allergy(patientId: number, over?: Partial<AllergyInput>): Promise<Allergy>;
  /**
   * A measurement of the patient made by the measurements service (its rules and event log), entered by
   * nobody's account: an hour ago, 128/82 mmHg unless other values are given.
   */
  measurement(patientId: number, over?: Partial<MeasurementInput>): Promise<Measurement>;
  /**
   * A clinic staff member made by the staff service: active, enrolled with a second factor (its base32
   * `totpSecret` comes back for codes), the given roles (REGISTRAR by default) and units (none: every
   * unit), TEST_PASSWORD unless given, a unique login unless given.
   */
  staff(over?: {
    login?: string;
    password?: string;
    roles?: StaffRole[];
    unitIds?: number[];
    name?: string;
    lastName?: string;
    totpSecret?: string;
    /** Role PARTNER: her partner (and the person of its personnel). */
    partnerId?: number | null;
    partnerPersonnelId?: number | null;
  }): Promise<StaffMemberRow & { password: string; totpSecret: string }>;
  /**
   * A message sent by the messages service: by a staff member (`from: { staffId }`, to a patient's
   * accounts, colleagues or mailboxes) or by a patient's account (`from: { accountId }`, to staff or
   * mailboxes under the portal's rules). Answers its id.
   */
  message(input: {
    from: { staffId: number; fromMailboxId?: number } | { accountId: number; patientId?: number };
    to: Array<{ kind: 'PATIENT' | 'STAFF' | 'MAILBOX'; id: number }>;
    title?: string;
    content?: string;
    category?: string;
    mustConfirm?: boolean;
    inResponseTo?: number;
  }): Promise<number>;
}

export function factories(t: Omit<TestApp, 'make'>): Factories {
  const { db, clock } = t.deps;

  /** An account that reaches the patient by the access rule: the owner of a verified record, else a confirmed guardian. */
  async function reacherOf(patientId: number): Promise<number> {
    const [record] = await db.select().from(patients).where(eq(patients.id, patientId));
    if (!record) throw new Error(`make.allergy: no patient ${patientId}`);
    if (record.accountId !== null && record.identityStatus === 'VERIFIED') return record.accountId;
    const [link] = await db
      .select({ accountId: patientLinks.accountId })
      .from(patientLinks)
      .where(and(eq(patientLinks.patientId, patientId), eq(patientLinks.status, 'CONFIRMED')));
    if (!link) throw new Error(`make.allergy: nobody reaches patient ${patientId}; make.link a guardian first`);
    return link.accountId;
  }

  return {
    async account({ password = TEST_PASSWORD, ...over } = {}) {
      const username = over.username ?? `konto.${next()}@example.com`;
      const row = await insertAccount(db, {
        username,
        passwordHash: over.passwordHash ?? (await hashPassword(password)),
        name: 'Jan',
        lastName: 'Testowy',
        email: username.includes('@') ? username : null,
        emailConfirmed: true,
        type: 'AUTHORIZED',
        passwordChangedAt: clock.now(),
        ...over,
      });
      return { ...row, password };
    },

    patient(over = {}) {
      return insertPatient(db, { name: 'Pacjent', lastName: 'Testowy', ...over });
    },

    async link(guardianAccountId, patientId, { role = 'WARD', status = 'CONFIRMED' } = {}) {
      const now = clock.now();
      if (status === 'PENDING' || status === 'CONFIRMED') {
        await insertLink(db, { accountId: guardianAccountId, patientId: systemPatient(patientId, 'test'), role, status, createdAt: now });
        return;
      }
      // No module sets a link BLOCKED or DELETED yet; the rows are what such a link looks like.
      await db.insert(patientLinks).values({ accountId: guardianAccountId, patientId, role, status, createdAt: now, updatedAt: now });
    },

    async allergy(patientId, over = {}) {
      const cookie = await t.as(await reacherOf(patientId));
      const res = await t.request({ method: 'POST', url: `/api/mpi/allergies/${patientId}`, payload: { ...allergyInput(), ...over }, cookie });
      if (res.statusCode !== 201) throw new Error(`make.allergy for patient ${patientId}: ${res.statusCode} ${res.body}`);
      return res.json() as Allergy;
    },

    measurement(patientId, over = {}) {
      const input = measurementInputSchema.parse({ dateMeasurement: new Date(clock.now().getTime() - 3_600_000).toISOString(), pressureHigh: 128, pressureLow: 82, ...over });
      return createMeasurement(t.deps, { id: systemPatient(patientId, 'test') }, input, null);
    },

    async staff({ password = TEST_PASSWORD, totpSecret = generateSecret(), ...over } = {}) {
      const row = await addEnrolledStaffMember(t.deps, {
        login: over.login ?? `pracownik.${next()}`,
        name: over.name ?? 'Halina',
        lastName: over.lastName ?? 'Testowa',
        email: null,
        roles: over.roles ?? ['REGISTRAR'],
        unitIds: over.unitIds ?? [],
        practitionerId: null,
        partnerId: over.partnerId ?? null,
        partnerPersonnelId: over.partnerPersonnelId ?? null,
        password,
        totpSecret,
      });
      return { ...row, password, totpSecret };
    },

    async message({ from, to, title = 'Wiadomość testowa', content = 'Treść wiadomości testowej.', category = 'M', mustConfirm = false, inResponseTo }) {
      const common = { category, title, content, attachmentIds: [], inResponseTo: inResponseTo ?? null };
      if ('staffId' in from) {
        const [member] = await db.select().from(staffMembers).where(eq(staffMembers.id, from.staffId));
        const sent = await sendClinicMessage(t.deps, member, { ...common, recipients: to, fromMailboxId: from.fromMailboxId ?? null, mustConfirm });
        return sent.id;
      }
      const [account] = await db.select().from(accountsTable).where(eq(accountsTable.id, from.accountId));
      const own = await db
        .select({ id: patients.id })
        .from(patients)
        .where(and(eq(patients.accountId, from.accountId), eq(patients.identityStatus, 'VERIFIED')));
      const writer = { id: account.id, name: account.name, lastName: account.lastName, reaches: () => true, ownPatientId: own[0]?.id ?? null };
      const recipients = to.map((r) => ({ kind: r.kind as 'STAFF' | 'MAILBOX', id: r.id }));
      return (await sendPatientMessage(t.deps, writer, { ...common, recipients, patientId: from.patientId ?? null }, 'pl')).id;
    },
  };
}
