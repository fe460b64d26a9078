import crypto from 'node:crypto';
import { AMPA_PIN_MAX_ATTEMPTS, AMPA_PIN_VALID_MINUTES, type Allergy, type MobilePairRequest, type MobilePairResult, type MobilePatient } from '@portal/contracts';
import { executorOf, withTransaction, type InTransaction } from '../../db/client';
import type { Deps } from '../../deps';
import { AppError } from '../../errors';
import { hashToken, newToken } from '../../lib/secrets';
import { reachOfAccount, type ReachablePatient } from '../../plugins/patient-access';
import { activeAccountIdByLogin } from '../accounts/accounts-service';
import { recordEvent } from '../event-log/event-log-service';
import { listAllergies } from '../allergies/allergies-service';
import { getReachablePatient } from '../patients/patients-service';
import * as repo from './ampa-repository';
import type { AmpaRegistrationRow } from './ampa-repository';

/*
 * The mobile application (AMPA). An account registers the application for a patient it acts for:
 * GET …/ampa/{patientId}/confirm issues a 6-digit PIN (valid AMPA_PIN_VALID_MINUTES, stored salted
 * and hashed, AMPA_PIN_MAX_ATTEMPTS wrong tries make it void; asking again replaces it). The
 * application sends the account's login and the PIN to POST /mobile/pair and gets a device token
 * (only its hash is kept) for that patient's read calls under /mobile; the PIN is then used up. The
 * token works only while the registration exists (unregister deletes it) and while the account may
 * still act for the patient (checked at every call, as the session's rule: plugins/patient-access).
 */

type AmpaDeps = Pick<Deps, 'db' | 'clock'>;

const newPin = () => String(crypto.randomInt(0, 1_000_000)).padStart(6, '0');
/** `salt.sha256(salt|registration of account and patient|pin)`: six digits never collide across registrations. */
const pinHash = (salt: string, accountId: number, patientId: number, pin: string) => `${salt}.${hashToken(`${salt}|${accountId}|${patientId}|${pin}`)}`;
function pinMatches(row: AmpaRegistrationRow, pin: string): boolean {
  if (!row.pinHash) return false;
  const expected = Buffer.from(row.pinHash);
  const actual = Buffer.from(pinHash(row.pinHash.split('.')[0], row.accountId, row.patientId, pin));
  return expected.length === actual.length && crypto.timingSafeEqual(expected, actual);
}

/** GET …/ampa/{patientId}/confirm: a new PIN for the patient (register, or regenerate). */
export async function issuePin(deps: AmpaDeps, accountId: number, patient: ReachablePatient): Promise<{ value: string }> {
  const now = deps.clock.now();
  const pin = await withTransaction(deps.db, async (tx) => {
    // The account's other live PINs must differ: pairing finds the registration by login and PIN.
    const others = (await repo.findPinsOfAccount(tx, accountId)).filter((r) => r.patientId !== patient.id && r.pinExpiresAt && r.pinExpiresAt > now);
    let candidate = newPin();
    while (others.some((r) => pinMatches(r, candidate))) candidate = newPin();
    const salt = crypto.randomBytes(12).toString('base64url');
    await repo.upsertPin(tx, {
      accountId,
      patient,
      pinHash: pinHash(salt, accountId, patient.id, candidate),
      pinExpiresAt: new Date(now.getTime() + AMPA_PIN_VALID_MINUTES * 60_000),
      now,
    });
    return candidate;
  });
  await recordEvent(deps, { eventType: 'AMPA_PIN', outcome: 'SUCCESS', accountId, description: `Kod PIN aplikacji mobilnej dla pacjenta ${patient.id}` });
  return { value: pin };
}

/** GET …/ampa/{patientId}/check: whether a device is paired for the account and patient. */
export async function isRegistered(deps: AmpaDeps, accountId: number, patient: ReachablePatient): Promise<{ value: boolean }> {
  const row = await repo.findRegistration(deps.db, accountId, patient);
  return { value: row?.deviceTokenHash != null };
}

/** GET …/ampa/{patientId}/unregister: unpairs the device; 400 AMPA_NOT_REGISTERED when none is paired. */
export async function unregister(deps: AmpaDeps, accountId: number, patient: ReachablePatient): Promise<void> {
  if (!(await repo.deletePaired(deps.db, accountId, patient))) throw new AppError('AMPA_NOT_REGISTERED');
  await recordEvent(deps, { eventType: 'AMPA_UNREGISTER', outcome: 'SUCCESS', accountId, description: `Aplikacja mobilna odłączona od pacjenta ${patient.id}` });
}

/** The account is being deleted (modules/accounts): its registrations go, and with them every paired device. */
export async function removeRegistrationsOfAccount(deps: Pick<Deps, 'db'>, accountId: number, opts?: InTransaction): Promise<number> {
  return repo.deleteAllOfAccount(executorOf(deps.db, opts), accountId);
}

const pinInvalid = () => new AppError('AMPA_PIN_INVALID');

/**
 * POST /mobile/pair. The PIN is looked for among the live PINs of the account with this login; an
 * unknown login, a wrong PIN, a used or a void one all answer the same 400 AMPA_PIN_INVALID. A wrong
 * PIN counts as a try against every live PIN of the account (each is void after the 5th); an expired
 * one says so. The route limits the calls per address.
 */
export async function pairDevice(deps: AmpaDeps, input: MobilePairRequest, ip: string): Promise<MobilePairResult> {
  const now = deps.clock.now();
  const accountId = await activeAccountIdByLogin(deps, input.login);
  if (accountId === null) {
    // The same work as for a known login is not needed: nothing is compared, and the answer is the same.
    throw pinInvalid();
  }
  const outcome = await withTransaction(deps.db, async (tx) => {
    const pins = await repo.findPinsOfAccount(tx, accountId);
    const match = pins.find((r) => pinMatches(r, input.pin));
    if (!match) {
      for (const r of pins) if (r.pinExpiresAt && r.pinExpiresAt > now) await repo.countWrongPin(tx, r.id, AMPA_PIN_MAX_ATTEMPTS, now);
      return { kind: 'WRONG' as const };
    }
    if (!match.pinExpiresAt || match.pinExpiresAt <= now) return { kind: 'EXPIRED' as const };
    const token = newToken();
    await repo.pairDevice(tx, match.id, { deviceTokenHash: hashToken(token), deviceName: input.deviceName, now });
    return { kind: 'PAIRED' as const, token, patientId: match.patientId };
  });
  if (outcome.kind !== 'PAIRED') {
    await recordEvent(deps, { eventType: 'AMPA_PAIR', outcome: 'FAILURE', accountId, description: outcome.kind === 'WRONG' ? 'Niepoprawny kod PIN' : 'Kod PIN wygasł', ip });
    if (outcome.kind === 'EXPIRED') throw new AppError('AMPA_PIN_INVALID', 'Kod PIN wygasł. Wygeneruj nowy kod PIN w Portalu Pacjenta.');
    throw pinInvalid();
  }
  // The account may have lost the patient since the PIN was issued: such a pairing reads nothing.
  const patient = await reachOfAccount(deps.db, accountId, outcome.patientId);
  if (!patient) throw pinInvalid();
  const data = await getReachablePatient(deps, patient);
  await recordEvent(deps, { eventType: 'AMPA_PAIR', outcome: 'SUCCESS', accountId, description: `Urządzenie „${input.deviceName}” połączone z pacjentem ${patient.id}`, ip });
  return { deviceToken: outcome.token, patientId: patient.id, name: data.name, lastName: data.lastName };
}

const deviceRefused = () => new AppError('UNAUTHORIZED', 'Urządzenie nie jest połączone z Portalem Pacjenta. Połącz je ponownie kodem PIN.');

/** The paired device of a bearer token, and the patient it reads while its account still reaches them; else 401. */
export async function deviceOf(deps: AmpaDeps, authorization: string | undefined): Promise<{ patient: ReachablePatient; deviceName: string | null }> {
  const token = /^Bearer\s+(\S+)$/i.exec(authorization ?? '')?.[1];
  if (!token) throw deviceRefused();
  const row = await repo.findByDeviceToken(deps.db, hashToken(token));
  if (!row) throw deviceRefused();
  const patient = await reachOfAccount(deps.db, row.accountId, row.patientId);
  if (!patient) throw deviceRefused();
  return { patient, deviceName: row.deviceName };
}

/** GET /mobile/patient. */
export async function mobilePatient(deps: AmpaDeps, device: { patient: ReachablePatient; deviceName: string | null }): Promise<MobilePatient> {
  const p = await getReachablePatient(deps, device.patient);
  return { patientId: p.id, name: p.name, lastName: p.lastName, birthDate: p.birthDate, gender: p.gender, deviceName: device.deviceName };
}

/** GET /mobile/allergies. */
export const mobileAllergies = (deps: Pick<Deps, 'db' | 'clock'>, patient: ReachablePatient): Promise<Allergy[]> => listAllergies(deps, patient);
