import crypto from 'node:crypto';
import type { IceServer } from '@portal/contracts';
import type { Config } from '../../../config';

/** The comma-separated URLs of a setting (STUN_URLS, TURN_URLS), without blanks. */
const urlsOf = (value: string): string[] =>
  value
    .split(',')
    .map((u) => u.trim())
    .filter((u) => u !== '');

/**
 * TURN credentials of coturn's `use-auth-secret` (the TURN REST API): the user name is the expiry in
 * seconds since the epoch and the participant, the password the base64 HMAC-SHA1 of the user name under
 * the shared secret. coturn accepts them until the expiry, with no database of users.
 */
export function turnCredentials(secret: string, participant: string, now: Date, ttlSeconds: number): { username: string; credential: string; expiresAt: Date } {
  const expiry = Math.floor(now.getTime() / 1000) + ttlSeconds;
  const username = `${expiry}:${participant}`;
  const credential = crypto.createHmac('sha1', secret).update(username).digest('base64');
  return { username, credential, expiresAt: new Date(expiry * 1000) };
}

/**
 * The ICE servers a participant's browser is given (config STUN_URLS, TURN_URLS, TURN_SECRET): STUN as is,
 * TURN with credentials of its own. Nothing configured: none (calls between browsers that reach each other).
 */
export function iceServersFor(config: Pick<Config, 'STUN_URLS' | 'TURN_URLS' | 'TURN_SECRET' | 'TURN_CREDENTIAL_TTL_SECONDS'>, participant: string, now: Date): IceServer[] {
  const servers: IceServer[] = [];
  const stun = urlsOf(config.STUN_URLS);
  if (stun.length > 0) servers.push({ urls: stun });
  const turn = urlsOf(config.TURN_URLS);
  if (turn.length > 0 && config.TURN_SECRET) {
    const { username, credential } = turnCredentials(config.TURN_SECRET, participant, now, config.TURN_CREDENTIAL_TTL_SECONDS);
    servers.push({ urls: turn, username, credential });
  }
  return servers;
}
