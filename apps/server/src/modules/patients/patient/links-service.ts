import {
  linkStatusLetters,
  WARD_LINK_BLOCKED,
  WARD_LINK_EXISTS,
  WARD_LINK_PROOF_INVALID,
  type IdentityFinderQuery,
  type IdentityFinderResult,
  type LinkedProfile,
} from '@portal/contracts';
import { withTransaction } from '../../../db/client';
import type { Deps } from '../../../deps';
import { AppError, Conflict } from '../../../errors';
import { openSealed, sealValues, serverSecret } from '../../../lib/secrets';
import { recordEvent } from '../../event-log/event-log-service';
import { sendNotice } from '../../contacts/contacts-service';
import { mailWardLinkRequest, wardLinkNoticeTitle } from '../core/link-notices';
import * as links from '../core/links-repository';
import { findRecordsOfPerson } from '../patients-service';
import { systemPatient } from '../../../lib/checked-patient';

type LinkDeps = Pick<Deps, 'db' | 'clock' | 'config' | 'mail'>;

/** How long the identity finder's proof lets the account link the patient it found. */
export const FOUND_PROOF_VALID_MS = 10 * 60_000;
const PROOF_PURPOSE = 'ward-link-found';

/** A name as people type it: no case, no diacritics (ł too), single spaces around hyphens removed. */
export const comparableName = (value: string) =>
  value
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/[łŁ]/g, 'l')
    .toLowerCase()
    .replace(/\s*-\s*/g, '-')
    .replace(/\s+/g, ' ')
    .trim();

const notFound: IdentityFinderResult = { found: false, patientId: null, name: null, lastName: null, proof: null };

/**
 * POST patients/identity-finder: an existing record of the person named — PESEL (or document and
 * country), first name, last name and birth date all matching — that the account could link as a
 * ward: not its own record, not one it is linked to already (in any live state). One answer shape for
 * a miss, whatever did not match; rate-limited by the route per account and per address. A hit
 * carries a proof (signed: account, patient, expiry) that POST patients/wards/link takes back.
 */
export async function findIdentity(
  deps: Pick<Deps, 'db' | 'clock' | 'config'>,
  accountId: number,
  query: IdentityFinderQuery,
): Promise<IdentityFinderResult> {
  const records = await findRecordsOfPerson(deps, {
    nationalId: query.nationalIdentificationNumber,
    documentNumber: query.nationalIdentificationNumber ? null : query.documentNumber,
    countryCode: query.nationalIdentificationNumber ? null : query.countryCode,
  });
  const linked = await links.findLinkedPatientIds(deps.db, accountId);
  const match = records.find(
    (r) =>
      r.birthDate === query.birthDate &&
      comparableName(r.name) === comparableName(query.name) &&
      comparableName(r.lastName) === comparableName(query.lastName) &&
      r.accountId !== accountId &&
      !linked.has(r.id),
  );
  if (!match) return notFound;
  const expiresAt = new Date(deps.clock.now().getTime() + FOUND_PROOF_VALID_MS);
  return { found: true, patientId: match.id, name: match.name, lastName: match.lastName, proof: sealValues(serverSecret(deps.config), PROOF_PURPOSE, [accountId, match.id], expiresAt) };
}

/**
 * POST patients/wards/link: the patient of a valid proof of this account becomes its ward, PENDING
 * until the ward confirms (PUT patients/wardens, status C, by the ward only). A deleted link of the
 * pair is revived as a pending ward link; a BLOCKED one stays blocked (409: only the ward unblocks);
 * a pending or confirmed one is 409 as well. The ward's own account, if any, gets an e-mail with the
 * confirmation link and an in-portal notice; a ward without an account sees the request once they
 * register. Errors: 400 TOKEN_INVALID for a missing, altered, expired or another account's proof.
 */
export async function linkWard(
  deps: LinkDeps,
  guardian: { id: number; name: string; lastName: string },
  proof: string,
  ctx: { baseUrl: string },
): Promise<LinkedProfile> {
  const now = deps.clock.now();
  const values = openSealed(serverSecret(deps.config), PROOF_PURPOSE, proof, now);
  if (!values || values.length !== 2 || Number(values[0]) !== guardian.id) throw new AppError('TOKEN_INVALID', WARD_LINK_PROOF_INVALID);
  const patientId = systemPatient(Number(values[1]), 'token');
  const record = await withTransaction(deps.db, async (tx) => {
    const found = await links.findRecord(tx, patientId);
    if (!found || found.accountId === guardian.id) throw new AppError('TOKEN_INVALID', WARD_LINK_PROOF_INVALID);
    const existing = await links.lockLink(tx, guardian.id, patientId);
    if (existing?.status === 'BLOCKED') throw Conflict(WARD_LINK_BLOCKED);
    if (existing && existing.status !== 'DELETED') throw Conflict(WARD_LINK_EXISTS);
    await links.putPendingWardLink(tx, { accountId: guardian.id, patientId, revive: existing !== null, now });
    return found;
  });
  await recordEvent(deps, {
    eventType: 'LINK_CHANGE',
    outcome: 'SUCCESS',
    accountId: guardian.id,
    description: `Opiekun prosi o powiązanie z pacjentem ${patientId} jako podopiecznym: status PENDING`,
  });
  if (record.accountId !== null) {
    const guardianName = `${guardian.name} ${guardian.lastName}`;
    await mailWardLinkRequest(deps, { wardAccountId: record.accountId, patientId, guardianAccountId: guardian.id, guardianName, baseUrl: ctx.baseUrl });
    await sendNotice(deps, { accountId: record.accountId, patientId, target: 'MAIN', title: await wardLinkNoticeTitle(deps, record.accountId, guardianName) });
  }
  return {
    patientId,
    accountId: guardian.id,
    name: record.name,
    lastName: record.lastName,
    birthDate: record.birthDate,
    role: 'WARD',
    status: linkStatusLetters.PENDING,
    active: false,
  };
}
