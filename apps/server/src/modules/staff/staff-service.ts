import { isUniqueViolation } from '../../db/unique-violation';
import type { ClinicDashboard, Page, StaffListQuery, StaffMember, StaffUpdate } from '@portal/contracts';
import { executorOf, withTransaction, type DbOrTx, type InTransaction } from '../../db/client';
import type { StaffMemberRow, StaffRole } from '../../db/schema/index';
import type { Config } from '../../config';
import type { Clock, Deps } from '../../deps';
import { Conflict, NotFound, Validation } from '../../errors';
import { readPage } from '../../lib/lists';
import type { StaffContext } from '../../plugins/staff-access';
import { DEMO_STAFF_TOTP_SECRETS } from '../../demo';
import type { ClinicQueue } from '../portal-module';
import { recordEvent } from '../event-log/event-log-service';
import { hashPassword } from '../sign-in-guard/sign-in-guard-service';
import { forgetSignInFailures } from '../sign-in-guard/sign-in-guard-service';
import { practitionerExists, unitNames } from '../organisation/organisation-service';
import { checkNewStaffPassword } from './core/staff-account-service';
import { checkPartnerAssignment, partnersOf } from './core/staff-partners';
import * as repo from './core/staff-repository';
import { staffLoginKey } from './core/staff-sign-in-throttle';
import type { StaffDeps } from './core/staff-sign-in-service';
import { currentTotp, totpBox } from './core/staff-totp';

/*
 * Staff management (ADMIN): the list, a new member with a temporary password, changes, deactivation,
 * a reset of the second factor, a new temporary password. An administrator limited to units manages
 * only members whose units all lie within hers, and assigns only her units; anyone else is 404.
 */

/** The administrator and her reach, as the staff-access plugin resolved them. */
export type StaffActor = Pick<StaffContext, 'member' | 'units'>;
export interface StaffActionContext {
  actor: StaffActor;
  ip: string;
  /** Ends every session of a member (plugins/staff-access closeAll). */
  closeSessions: (staffId: number) => Promise<void>;
}

const scopeOf = (actor: StaffActor): readonly number[] | null => (actor.units.all ? null : actor.units.ids);

async function toMembers(deps: Pick<Deps, 'db'>, rows: StaffMemberRow[]): Promise<StaffMember[]> {
  const units = await repo.unitIdsOf(deps.db, rows.map((r) => r.id));
  const [names, partners] = await Promise.all([unitNames(deps, [...units.values()].flat()), partnersOf(deps, rows)]);
  return rows.map((row, i) => ({
    id: row.id,
    login: row.login,
    name: row.name,
    lastName: row.lastName,
    email: row.email,
    roles: row.roles,
    units: (units.get(row.id) ?? []).map((id) => ({ id, name: names.get(id) ?? '' })),
    practitionerId: row.practitionerId,
    partner: partners[i],
    active: row.active,
    secondFactorEnrolled: row.totpEnrolledAt !== null,
    mustChangePassword: row.mustChangePassword,
    lastSignInAt: row.lastSignInAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  }));
}
const toMember = async (deps: Pick<Deps, 'db'>, row: StaffMemberRow) => (await toMembers(deps, [row]))[0];

export async function listStaff(deps: StaffDeps, actor: StaffActor, query: StaffListQuery): Promise<Page<StaffMember>> {
  const page = await readPage(query, (limit, offset) => repo.listMembers(deps.db, { q: query.q || undefined, scopeUnitIds: scopeOf(actor) }, limit, offset));
  return { ...page, items: await toMembers(deps, page.items) };
}

/** A member the administrator manages, or 404 as for an unknown id. */
async function managed(deps: StaffDeps, actor: StaffActor, staffId: number): Promise<StaffMemberRow> {
  const row = (await repo.isManagedBy(deps.db, staffId, scopeOf(actor))) ? await repo.findById(deps.db, staffId) : null;
  if (!row) throw NotFound('Nie znaleziono pracownika.');
  return row;
}

export async function getStaffMember(deps: StaffDeps, actor: StaffActor, staffId: number): Promise<StaffMember> {
  return toMember(deps, await managed(deps, actor, staffId));
}

/** Units given to a member: existing ones, and for an administrator limited to units at least one, all hers (else "no such unit"). */
async function checkAssignment(deps: StaffDeps, actor: StaffActor, input: { unitIds: readonly number[]; practitionerId: number | null }): Promise<void> {
  if (!actor.units.all && input.unitIds.length === 0) {
    throw Validation('Wybierz co najmniej jedną jednostkę.', [{ path: 'unitIds', message: 'Wybierz co najmniej jedną ze swoich jednostek.' }]);
  }
  const known = await unitNames(deps, input.unitIds);
  const unknown = input.unitIds.findIndex((id) => !known.has(id) || !actor.units.has(id));
  if (unknown >= 0) throw Validation('Nie ma takiej jednostki.', [{ path: `unitIds.${unknown}`, message: 'Nie ma takiej jednostki.' }]);
  if (input.practitionerId !== null && !(await practitionerExists(deps, input.practitionerId))) {
    throw Validation('Nie ma takiego pracownika medycznego.', [{ path: 'practitionerId', message: 'Nie ma takiego pracownika medycznego.' }]);
  }
}

const loginTaken = (login: string) => Conflict(`Login „${login}” jest już zajęty. Wybierz inny.`);


export interface NewStaffMemberInput {
  login: string;
  name: string;
  lastName: string;
  email: string | null;
  roles: StaffRole[];
  unitIds: number[];
  practitionerId: number | null;
  /** Role PARTNER: her partner and, optionally, the person of its personnel (staff-partners). */
  partnerId?: number | null;
  partnerPersonnelId?: number | null;
}

async function insertMember(db: DbOrTx, input: NewStaffMemberInput, secrets: Pick<repo.NewStaffMember, 'passwordHash' | 'mustChangePassword' | 'totpSecret' | 'totpEnrolledAt'>) {
  const { unitIds, ...member } = input;
  try {
    return await withTransaction(db, async (tx) => {
      const row = await repo.insertMember(tx, { ...member, ...secrets });
      await repo.setUnits(tx, row.id, unitIds);
      return row;
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw loginTaken(input.login);
    throw err;
  }
}

/** POST /clinic/staff: a member who signs in with the temporary password, must change it, and enrols the second factor. */
export async function createStaffMember(deps: StaffDeps, input: NewStaffMemberInput & { temporaryPassword: string }, ctx: StaffActionContext): Promise<StaffMember> {
  const partner = await checkPartnerAssignment(deps, { ...input, partnerId: input.partnerId ?? null, partnerPersonnelId: input.partnerPersonnelId ?? null });
  await checkAssignment(deps, ctx.actor, input);
  checkNewStaffPassword(input.temporaryPassword, 'temporaryPassword');
  if (await repo.findByLogin(deps.db, input.login)) throw loginTaken(input.login);
  const { temporaryPassword, ...member } = input;
  const row = await insertMember(deps.db, { ...member, ...partner }, { passwordHash: await hashPassword(temporaryPassword), mustChangePassword: true });
  await actionEvent(deps, ctx, row, 'STAFF_CREATED', `Role: ${row.roles.join(', ')}`);
  return toMember(deps, row);
}

/**
 * A member already enrolled with a known base32 TOTP secret, not asked to change the password: the
 * demo staff of the seed (their fixed secrets, inside the seed's transaction) and tests.
 */
export async function addEnrolledStaffMember(
  deps: { db: DbOrTx; config: Pick<Config, 'STAFF_TOTP_KEY' | 'PORTAL_MODE'>; clock: Clock },
  input: NewStaffMemberInput & { password: string; totpSecret: string },
): Promise<StaffMemberRow> {
  const { password, totpSecret, ...member } = input;
  const partner = await checkPartnerAssignment(deps, { ...member, partnerId: member.partnerId ?? null, partnerPersonnelId: member.partnerPersonnelId ?? null });
  return insertMember(deps.db, { ...member, ...partner }, {
    passwordHash: await hashPassword(password),
    mustChangePassword: false,
    totpSecret: totpBox(deps.config).seal(totpSecret),
    totpEnrolledAt: deps.clock.now(),
  });
}

async function actionEvent(deps: StaffDeps, ctx: StaffActionContext, member: { id: number; login: string }, eventType: string, detail?: string) {
  const by = `przez ${ctx.actor.member.login} (#${ctx.actor.member.id})`;
  await recordEvent(deps, { eventType, outcome: 'SUCCESS', staffId: member.id, username: member.login, description: detail ? `${detail}; ${by}` : by, ip: ctx.ip });
}

const sameSet = (a: readonly (string | number)[], b: readonly (string | number)[]) => a.length === b.length && a.every((x) => b.includes(x));

/** PUT /clinic/staff/:staffId: a change of roles or units ends the member's sessions (her reach changed). */
export async function updateStaffMember(deps: StaffDeps, staffId: number, input: StaffUpdate, ctx: StaffActionContext): Promise<StaffMember> {
  const before = await managed(deps, ctx.actor, staffId);
  if (staffId === ctx.actor.member.id && before.roles.includes('ADMIN') && !input.roles.includes('ADMIN')) {
    throw Conflict('Nie możesz odebrać sobie roli administratora. Poproś o to innego administratora.');
  }
  const partner = await checkPartnerAssignment(deps, input);
  await checkAssignment(deps, ctx.actor, input);
  const unitsBefore = (await repo.unitIdsOf(deps.db, [staffId])).get(staffId) ?? [];
  const { unitIds, ...change } = input;
  const row = await withTransaction(deps.db, async (tx) => {
    const updated = await repo.updateMember(tx, staffId, { ...change, ...partner, updatedAt: deps.clock.now() });
    await repo.setUnits(tx, staffId, unitIds);
    return updated;
  });
  if (!row) throw NotFound('Nie znaleziono pracownika.');
  const reachChanged =
    !sameSet(before.roles, input.roles) || !sameSet(unitsBefore, unitIds) || before.partnerId !== partner.partnerId || before.partnerPersonnelId !== partner.partnerPersonnelId;
  if (reachChanged) await ctx.closeSessions(staffId);
  await actionEvent(deps, ctx, row, 'STAFF_UPDATED', reachChanged ? `Role: ${row.roles.join(', ')}; jednostki: ${unitIds.join(', ') || 'wszystkie'}` : undefined);
  return toMember(deps, row);
}

async function change(deps: StaffDeps, staffId: number, set: repo.StaffMemberChange): Promise<StaffMemberRow> {
  const row = await repo.updateMember(deps.db, staffId, { ...set, updatedAt: deps.clock.now() });
  if (!row) throw NotFound('Nie znaleziono pracownika.');
  return row;
}

export async function setStaffMemberActive(deps: StaffDeps, staffId: number, active: boolean, ctx: StaffActionContext): Promise<StaffMember> {
  await managed(deps, ctx.actor, staffId);
  if (!active && staffId === ctx.actor.member.id) throw Conflict('Nie możesz dezaktywować własnego konta.');
  const row = await change(deps, staffId, { active });
  if (!active) await ctx.closeSessions(staffId);
  await actionEvent(deps, ctx, row, active ? 'STAFF_ACTIVATED' : 'STAFF_DEACTIVATED');
  return toMember(deps, row);
}

/** The secret and the recovery codes are gone and the sessions end: the next sign-in enrols a new second factor. */
export async function resetSecondFactor(deps: StaffDeps, staffId: number, ctx: StaffActionContext): Promise<StaffMember> {
  await managed(deps, ctx.actor, staffId);
  const row = await withTransaction(deps.db, async (tx) => {
    const updated = await repo.updateMember(tx, staffId, { totpSecret: null, totpEnrolledAt: null, totpLastStep: null, updatedAt: deps.clock.now() });
    await repo.replaceRecoveryCodes(tx, staffId, []);
    return updated;
  });
  if (!row) throw NotFound('Nie znaleziono pracownika.');
  await ctx.closeSessions(staffId);
  await actionEvent(deps, ctx, row, 'STAFF_SECOND_FACTOR_RESET');
  return toMember(deps, row);
}

/** A temporary password the member must change at the next sign-in; her sessions end and her login's lock lifts. */
export async function setTemporaryPassword(deps: StaffDeps, staffId: number, temporaryPassword: string, ctx: StaffActionContext): Promise<StaffMember> {
  await managed(deps, ctx.actor, staffId);
  checkNewStaffPassword(temporaryPassword, 'temporaryPassword');
  const row = await change(deps, staffId, { passwordHash: await hashPassword(temporaryPassword), mustChangePassword: true });
  await forgetSignInFailures(deps, staffLoginKey(row.login));
  await ctx.closeSessions(staffId);
  await actionEvent(deps, ctx, row, 'STAFF_PASSWORD_CHANGED', 'hasło tymczasowe');
  return toMember(deps, row);
}

/** GET /clinic/dashboard: each queue whose roles meet the member's, with its count. */
export async function clinicDashboard(deps: Deps, staff: StaffContext, queues: readonly ClinicQueue[]): Promise<ClinicDashboard> {
  const seen = queues.filter((q) => q.roles.some((role) => staff.member.roles.includes(role)));
  return { queues: await Promise.all(seen.map(async (q) => ({ key: q.key, path: q.path, count: await q.count(deps, staff) }))) };
}

/**
 * The demo page /dev/totp: the code that signs in now (the current one, or the next once the current was
 * used) of every enrolled member whose secret is one of the demo
 * staff's fixed secrets (demo.ts DEMO_STAFF). Never in production mode (404), whatever the secrets are.
 */
export async function demoStaffCodes(deps: StaffDeps): Promise<Array<{ login: string; roles: StaffRole[]; active: boolean; code: string; secondsLeft: number; ready: boolean }>> {
  if (deps.config.PORTAL_MODE !== 'demo') throw NotFound();
  const box = totpBox(deps.config);
  const now = deps.clock.now();
  const codes = [];
  for (const member of await repo.enrolledMembers(deps.db)) {
    let secret: string;
    try {
      secret = box.open(member.totpSecret!);
    } catch {
      continue;
    }
    if (!DEMO_STAFF_TOTP_SECRETS.has(secret)) continue;
    codes.push({ login: member.login, roles: member.roles, active: member.active, ...(await currentTotp(secret, now, member.totpLastStep)) });
  }
  return codes;
}


/* Messages: who a message may go to (modules/messages) -------------------------------------------- */

export type { MessagingMember } from './core/staff-repository';

/** Members by id with what the messages' rules need (active, roles, names); unknown ids are missing. */
export async function findMessagingMembers(deps: Pick<Deps, 'db'>, ids: readonly number[], opts?: InTransaction): Promise<Map<number, repo.MessagingMember>> {
  const rows = await repo.findMessagingMembers(executorOf(deps.db, opts), [...new Set(ids)]);
  return new Map(rows.map((r) => [r.id, r]));
}

/**
 * Active members a patient may write to (the roles of domain PATIENT_WRITABLE_ROLES), filtered by parts
 * of the first name, last name and login, by last name: the patient's recipient picker.
 */
export function findStaffPatientsMayWriteTo(
  deps: Pick<Deps, 'db'>,
  filter: { name?: string; lastName?: string; fullName?: string; roles: readonly string[] },
  limit: number,
  offset: number,
) {
  return repo.searchMessagingMembers(deps.db, filter, limit, offset);
}

/** Active colleagues whose name, last name or login contains `q`, by last name: the console's recipient picker. */
export function findColleaguesToWriteTo(deps: Pick<Deps, 'db'>, q: string | undefined, limit: number, offset: number) {
  return repo.searchMessagingMembers(deps.db, { q }, limit, offset);
}
