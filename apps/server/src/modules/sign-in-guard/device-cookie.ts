import crypto from 'node:crypto';

/**
 * Device cookies (OWASP "Slow Down Online Guessing Attacks with Device Cookies"): a browser that has
 * signed in to an account with its password carries a signed proof of it, which lets it through a
 * lock that other clients caused on that login. Its own failures count against the device alone.
 *
 * The cookie holds up to MAX_DEVICES entries (a browser shared by a family), newest first, joined by
 * `~`; an entry is `<accountId>.<nonce>.<issuedAtMs>.<HMAC-SHA256(secret, "v1|accountId|nonce|issuedAtMs")>`.
 * It names the account by id (so the username and the e-mail both benefit), and an entry older than
 * the account's last password change does not count: a new password withdraws the trust.
 */
export const DEVICE_COOKIE = 'pp_device';

/** DEVICE_COOKIE_SECRET, or in demo mode (where it may be unset) a random key of this process. */
let randomDeviceSecret: string | undefined;
export const deviceCookieSecret = (config: { DEVICE_COOKIE_SECRET?: string }) =>
  config.DEVICE_COOKIE_SECRET ?? (randomDeviceSecret ??= crypto.randomBytes(32).toString('base64url'));
export const DEVICE_TRUST_MS = 365 * 24 * 3_600_000;
const MAX_DEVICES = 5;

export interface DeviceEntry {
  accountId: number;
  nonce: string;
  issuedAt: number;
}

/**
 * `bind` ties an entry to more than the account (the staff console's: its namespace and the member's
 * password and second factor), so an entry of one kind never passes for another's. Patients' have none.
 */
const sign = (secret: string, accountId: number, nonce: string, issuedAt: number, bind?: string) =>
  crypto
    .createHmac('sha256', secret)
    .update(`v1|${accountId}|${nonce}|${issuedAt}${bind === undefined ? '' : `|${bind}`}`)
    .digest('base64url');

const ENTRY = /^(\d{1,12})\.([A-Za-z0-9_-]{22})\.(\d{1,15})\.([A-Za-z0-9_-]{43})$/;

function parseEntry(raw: string, secret: string, bind?: string): DeviceEntry | null {
  const m = ENTRY.exec(raw);
  if (!m) return null;
  const entry = { accountId: Number(m[1]), nonce: m[2], issuedAt: Number(m[3]) };
  const expected = Buffer.from(sign(secret, entry.accountId, entry.nonce, entry.issuedAt, bind));
  const actual = Buffer.from(m[4]);
  return expected.length === actual.length && crypto.timingSafeEqual(expected, actual) ? entry : null;
}

/** The genuine entries of a cookie value (a tampered or foreign entry is dropped silently). */
export function readDevices(value: string | undefined, secret: string): DeviceEntry[] {
  if (!value) return [];
  return value
    .split('~')
    .slice(0, MAX_DEVICES)
    .map((raw) => parseEntry(raw, secret))
    .filter((e): e is DeviceEntry => e !== null);
}

/** This browser's entry for the account, when it is genuine, recent and newer than the account's password. */
export function trustedEntry(
  entries: DeviceEntry[],
  account: { id: number; passwordChangedAt: Date | null },
  now: Date,
): DeviceEntry | null {
  const changed = account.passwordChangedAt?.getTime() ?? 0;
  return (
    entries.find((e) => e.accountId === account.id && e.issuedAt >= changed && e.issuedAt <= now.getTime() && now.getTime() - e.issuedAt < DEVICE_TRUST_MS) ??
    null
  );
}

/** The cookie value after a successful sign-in: a fresh entry for the account first, the others kept. */
export function withNewEntry(entries: DeviceEntry[], accountId: number, secret: string, now: Date): string {
  const nonce = crypto.randomBytes(16).toString('base64url');
  const issuedAt = now.getTime();
  const fresh = `${accountId}.${nonce}.${issuedAt}.${sign(secret, accountId, nonce, issuedAt)}`;
  const others = entries
    .filter((e) => e.accountId !== accountId && now.getTime() - e.issuedAt < DEVICE_TRUST_MS)
    .slice(0, MAX_DEVICES - 1)
    .map((e) => `${e.accountId}.${e.nonce}.${e.issuedAt}.${sign(secret, e.accountId, e.nonce, e.issuedAt)}`);
  return [fresh, ...others].join('~');
}

/**
 * For cookies whose entries are bound (see `sign`): the genuine, recent entry of `accountId` under `bind`,
 * or null. Other accounts' entries are not checked here (their binds are theirs).
 */
export function boundEntry(value: string | undefined, accountId: number, secret: string, bind: string, now: Date, trustMs: number): DeviceEntry | null {
  for (const raw of (value ?? '').split('~').slice(0, MAX_DEVICES)) {
    const entry = parseEntry(raw, secret, bind);
    if (entry && entry.accountId === accountId && entry.issuedAt <= now.getTime() && now.getTime() - entry.issuedAt < trustMs) return entry;
  }
  return null;
}

/**
 * A bound cookie's value after a completed sign-in of `accountId`: its fresh entry first, the other
 * accounts' well-formed, recent entries kept as they are (a desk's computer shared by several people).
 */
export function withFreshBoundEntry(value: string | undefined, accountId: number, secret: string, bind: string, now: Date, trustMs: number): string {
  const nonce = crypto.randomBytes(16).toString('base64url');
  const issuedAt = now.getTime();
  const fresh = `${accountId}.${nonce}.${issuedAt}.${sign(secret, accountId, nonce, issuedAt, bind)}`;
  const others = (value ?? '')
    .split('~')
    .slice(0, MAX_DEVICES)
    .filter((raw) => {
      const m = ENTRY.exec(raw);
      return m !== null && Number(m[1]) !== accountId && now.getTime() - Number(m[3]) < trustMs;
    })
    .slice(0, MAX_DEVICES - 1);
  return [fresh, ...others].join('~');
}
