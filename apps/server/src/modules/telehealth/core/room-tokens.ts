import crypto from 'node:crypto';
import { TELEHEALTH_TOKEN_TTL_MS, type TelehealthRole } from '@portal/contracts';
import type { Config } from '../../../config';
import { openSealed, sealValues, serverSecret } from '../../../lib/secrets';

/*
 * A call's room and the token that opens it. The room id is the teleconsultation's id with an HMAC of it
 * (so a room id is not guessed from another), the token a sealed statement (lib/secrets) binding the
 * room, the participant's side and who she is (the account or the staff member), valid 2 hours.
 */

const ROOM = /^(\d{1,10})-([A-Za-z0-9_-]{22})$/;
const TOKEN_PURPOSE = 'telehealth-room';

const roomMac = (config: Pick<Config, 'DEVICE_COOKIE_SECRET'>, teleconsultationId: number) =>
  crypto.createHmac('sha256', serverSecret(config)).update(`telehealth-room:${teleconsultationId}`).digest('base64url').slice(0, 22);

export function roomOf(config: Pick<Config, 'DEVICE_COOKIE_SECRET'>, teleconsultationId: number): string {
  return `${teleconsultationId}-${roomMac(config, teleconsultationId)}`;
}

/** The teleconsultation of a genuine room id; null for anything else (answered as an unknown room). */
export function teleconsultationOfRoom(config: Pick<Config, 'DEVICE_COOKIE_SECRET'>, room: string): number | null {
  const m = ROOM.exec(room);
  if (!m) return null;
  const id = Number(m[1]);
  const expected = Buffer.from(roomMac(config, id));
  const given = Buffer.from(m[2]);
  return expected.length === given.length && crypto.timingSafeEqual(expected, given) ? id : null;
}

/** Who holds a token: the side and the account (PATIENT) or the staff member (STAFF). */
export interface TokenHolder {
  role: TelehealthRole;
  principalId: number;
}

export function issueRoomToken(config: Pick<Config, 'DEVICE_COOKIE_SECRET'>, room: string, holder: TokenHolder, now: Date): { token: string; expiresAt: Date } {
  const expiresAt = new Date(now.getTime() + TELEHEALTH_TOKEN_TTL_MS);
  return { token: sealValues(serverSecret(config), TOKEN_PURPOSE, [room, holder.role, holder.principalId], expiresAt), expiresAt };
}

/** Whether the token is genuine, unexpired, and for this room and this holder. */
export function roomTokenValid(config: Pick<Config, 'DEVICE_COOKIE_SECRET'>, token: string, room: string, holder: TokenHolder, now: Date): boolean {
  const values = openSealed(serverSecret(config), TOKEN_PURPOSE, token, now);
  return values !== null && values.length === 3 && values[0] === room && values[1] === holder.role && values[2] === String(holder.principalId);
}
