import crypto from 'node:crypto';

/**
 * Single-use secrets handed to a browser or a person (session ids, e-mail links, SSO tokens, captcha
 * challenges): 256 random bits, URL-safe. Only their SHA-256 is stored, so a copy of the database
 * opens nothing.
 */
export const newToken = (): string => crypto.randomBytes(32).toString('base64url');

/** The stored form of a token (or any secret looked up by equality): SHA-256, base64url. */
export const hashToken = (value: string): string => crypto.createHash('sha256').update(value).digest('base64url');

let randomServerSecret: string | undefined;
/**
 * The server's signing secret: DEVICE_COOKIE_SECRET (required in production, the same on every copy),
 * or in demo mode, where it may be unset, a random key of this process. Each use signs with a key of
 * its own derived from it (`purpose`), so a value signed for one use never verifies for another.
 */
export const serverSecret = (config: { DEVICE_COOKIE_SECRET?: string }): string =>
  config.DEVICE_COOKIE_SECRET ?? (randomServerSecret ??= crypto.randomBytes(32).toString('base64url'));

const sealOf = (secret: string, purpose: string, body: string) =>
  crypto.createHmac('sha256', crypto.createHmac('sha256', secret).update(`purpose:${purpose}`).digest()).update(body).digest('base64url');

/**
 * A short-lived statement the server hands to a browser and takes back (e.g. "this account found this
 * patient"): the values, an expiry and an HMAC, `v1.<values joined by .>.<expiresAtMs>.<mac>`. Values
 * must not contain dots.
 */
export function sealValues(secret: string, purpose: string, values: readonly (string | number)[], expiresAt: Date): string {
  const body = ['v1', ...values.map(String), String(expiresAt.getTime())].join('.');
  return `${body}.${sealOf(secret, purpose, body)}`;
}

/** The values of a genuine, unexpired sealed statement of this purpose; null for anything else. */
export function openSealed(secret: string, purpose: string, token: string, now: Date): string[] | null {
  const parts = token.split('.');
  if (parts.length < 4 || parts[0] !== 'v1') return null;
  const mac = Buffer.from(parts[parts.length - 1]);
  const body = parts.slice(0, -1).join('.');
  const expected = Buffer.from(sealOf(secret, purpose, body));
  if (mac.length !== expected.length || !crypto.timingSafeEqual(mac, expected)) return null;
  const expiresAt = Number(parts[parts.length - 2]);
  if (!Number.isFinite(expiresAt) || expiresAt <= now.getTime()) return null;
  return parts.slice(1, -2);
}
