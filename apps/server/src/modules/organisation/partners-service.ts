import type { Page, Partner, PartnerDictItem, PartnerPerson, PartnerPersonnelMember, PartnerPersonnelWrite, PartnerWrite } from '@portal/contracts';
import { withTransaction } from '../../db/client';
import type { Deps } from '../../deps';
import { Conflict, NotFound } from '../../errors';
import { uniqueViolationOf } from '../../db/unique-violation';
import { readPage } from '../../lib/lists';
import * as repo from './partners-repository';

/*
 * The provider's partners (spec part 1 §7 "Partners"; issue 30): occupational-medicine companies,
 * insurers and other organisations, with their personnel, kept by the administrator in the console. A
 * patient gives a partner consent (module consents) to a partner or one person of its personnel, picked
 * from the active ones; the consents module names them through these functions.
 */

type PartnerDeps = Pick<Deps, 'db' | 'clock'>;
type ReadDeps = Pick<Deps, 'db'>;

const nameTaken = (name: string) => Conflict(`Partner o nazwie ${name} już istnieje.`);

const partnerView = (row: repo.PartnerRow, personnelCount: number): Partner => ({
  id: row.id,
  name: row.name,
  kind: row.kind,
  nip: row.nip,
  address: row.address,
  email: row.email,
  phone: row.phone,
  active: row.active,
  personnelCount,
});

const memberView = (row: repo.PartnerPersonnelRow): PartnerPersonnelMember => ({
  id: row.id,
  partnerId: row.partnerId,
  name: row.name,
  lastName: row.lastName,
  position: row.position,
  email: row.email,
  active: row.active,
});

// ------------------------------------------------------------------------------ the console

/** The partners, by name; `q` a fragment of the name or the NIP. */
export async function listPartners(deps: ReadDeps, query: { pageIndex: number; pageSize: number; q?: string }): Promise<Page<Partner>> {
  const page = await readPage(query, (limit, offset) => repo.selectPartners(deps.db, query, limit, offset));
  return { ...page, items: page.items.map((r) => partnerView(r.partner, Number(r.personnelCount))) };
}

export async function getPartner(deps: ReadDeps, partnerId: number): Promise<Partner> {
  const row = await repo.findPartner(deps.db, partnerId);
  if (!row) throw NotFound();
  return partnerView(row, await repo.personnelCount(deps.db, row.id));
}

async function unique<T>(write: () => Promise<T>, name: string): Promise<T> {
  try {
    return await write();
  } catch (err) {
    if (uniqueViolationOf(err) !== null) throw nameTaken(name);
    throw err;
  }
}

/** A new partner; another of the same name (any case) is 409. */
export async function createPartner(deps: PartnerDeps, input: PartnerWrite): Promise<Partner> {
  return withTransaction(deps.db, async (tx) => {
    if (await repo.partnerNameTaken(tx, input.name, null)) throw nameTaken(input.name);
    return partnerView(await unique(() => repo.insertPartner(tx, input, deps.clock.now()), input.name), 0);
  });
}

/** The partner's data, the whole form (its activity too: an inactive partner is offered to no one, its consents stay). */
export async function updatePartner(deps: PartnerDeps, partnerId: number, input: PartnerWrite): Promise<Partner> {
  return withTransaction(deps.db, async (tx) => {
    if (!(await repo.findPartner(tx, partnerId))) throw NotFound();
    if (await repo.partnerNameTaken(tx, input.name, partnerId)) throw nameTaken(input.name);
    const row = await unique(() => repo.updatePartner(tx, partnerId, input, deps.clock.now()), input.name);
    if (!row) throw NotFound();
    return partnerView(row, await repo.personnelCount(tx, row.id));
  });
}

/** A partner's personnel, every one (an unknown partner: 404). */
export async function listPersonnel(deps: ReadDeps, partnerId: number): Promise<PartnerPersonnelMember[]> {
  if (!(await repo.findPartner(deps.db, partnerId))) throw NotFound();
  return (await repo.personnelOf(deps.db, partnerId, false)).map(memberView);
}

export async function createPerson(deps: PartnerDeps, partnerId: number, input: PartnerPersonnelWrite): Promise<PartnerPersonnelMember> {
  if (!(await repo.findPartner(deps.db, partnerId))) throw NotFound();
  return memberView(await repo.insertPerson(deps.db, partnerId, input, deps.clock.now()));
}

/** A person of the partner's personnel changed (a person of another partner: 404). */
export async function updatePerson(deps: PartnerDeps, partnerId: number, personnelId: number, input: PartnerPersonnelWrite): Promise<PartnerPersonnelMember> {
  const row = await repo.updatePerson(deps.db, partnerId, personnelId, input, deps.clock.now());
  if (!row) throw NotFound();
  return memberView(row);
}

// ------------------------------------------------------------------------------ for patients and other modules

/** GET /mpi/partners/dict: the active partners, by name. */
export async function partnerDictionary(deps: ReadDeps): Promise<PartnerDictItem[]> {
  return (await repo.activePartners(deps.db)).map((p) => ({ id: p.id, name: p.name, kind: p.kind }));
}

/** GET /mpi/partners/{id}/personnel: the active personnel of an active partner (another: 404, as unknown). */
export async function activePersonnel(deps: ReadDeps, partnerId: number): Promise<PartnerPerson[]> {
  const partner = await repo.findPartner(deps.db, partnerId);
  if (!partner?.active) throw NotFound();
  return (await repo.personnelOf(deps.db, partnerId, true)).map((p) => ({ id: p.id, partnerId: p.partnerId, name: p.name, lastName: p.lastName, position: p.position }));
}

/** Whether a partner consent may name them: an active partner (else UNKNOWN) and, when given, an active person of its personnel (else UNKNOWN; null when none is given). */
export async function partnerChoice(deps: ReadDeps, partnerId: number, personnelId: number | null): Promise<{ partner: 'OK' | 'UNKNOWN'; person: 'OK' | 'UNKNOWN' | null }> {
  const partner = await repo.findPartner(deps.db, partnerId);
  if (!partner?.active) return { partner: 'UNKNOWN', person: null };
  if (personnelId === null) return { partner: 'OK', person: null };
  const person = await repo.findPerson(deps.db, partnerId, personnelId);
  return { partner: 'OK', person: person?.active ? 'OK' : 'UNKNOWN' };
}

/** The names of partners by id (another module's list names the partner of each row). */
export async function partnerNames(deps: ReadDeps, ids: readonly number[]): Promise<Map<number, string>> {
  return new Map((await repo.partnersByIds(deps.db, [...new Set(ids)])).map((p) => [p.id, p.name]));
}

/** The names ("Name LastName") of persons of partners' personnel by id. */
export async function personnelNames(deps: ReadDeps, ids: readonly number[]): Promise<Map<number, string>> {
  return new Map((await repo.personnelByIds(deps.db, [...new Set(ids)])).map((p) => [p.id, `${p.name} ${p.lastName}`]));
}

/** A partner's id by its name (the demo data's). */
export async function partnerIdByName(deps: ReadDeps, name: string): Promise<number | null> {
  return (await repo.activePartners(deps.db)).find((p) => p.name === name)?.id ?? null;
}
