import crypto from 'node:crypto';
import { generate, generateSecret, verify } from 'otplib';
import QRCode from 'qrcode';
import type { Config } from '../../../config';
import { parseKey, secretBox, type SecretBox } from '../../../lib/secret-box';
import { hashToken } from '../../../lib/secrets';

/*
 * The staff's second factor: TOTP (RFC 6238: SHA-1, 6 digits, 30-second steps, one step either side
 * accepted) with otplib, the secrets encrypted at rest, and the single-use recovery codes.
 */

/**
 * The key of the demo staff's TOTP secrets when STAFF_TOTP_KEY is unset, which only demo mode allows
 * (config.ts refuses production without it). Public on purpose: the demo secrets are public too.
 */
export const DEMO_STAFF_TOTP_KEY = 'a59875fa9a570b1c0a0220b02b9b95b02d0cc7c4f688431b7e76f16c6f7109fa';

export const TOTP_PERIOD_SECONDS = 30;

export function totpBox(config: Pick<Config, 'STAFF_TOTP_KEY' | 'PORTAL_MODE'>): SecretBox {
  const text = config.STAFF_TOTP_KEY ?? (config.PORTAL_MODE === 'demo' ? DEMO_STAFF_TOTP_KEY : null);
  const key = text ? parseKey(text) : null;
  if (!key) throw new Error('STAFF_TOTP_KEY is missing or is not 32 bytes (hex or base64)');
  return secretBox(key, 'staff-totp');
}

export const newTotpSecret = (): string => generateSecret();

const epochOf = (now: Date) => Math.floor(now.getTime() / 1000);

/** The time step of a matching code, or null. A step ≤ `afterStep` (a code already used) never matches. */
export async function matchTotp(secret: string, code: string, now: Date, afterStep: number | null): Promise<number | null> {
  try {
    const result = await verify({
      secret,
      token: code,
      epoch: epochOf(now),
      epochTolerance: TOTP_PERIOD_SECONDS,
      ...(afterStep !== null ? { afterTimeStep: afterStep } : {}),
    });
    return result.valid && 'timeStep' in result ? result.timeStep : null;
  } catch {
    // otplib throws on a token or secret it cannot use: that is a wrong code, never a server error.
    return null;
  }
}

/**
 * The code that signs in now, and for how many seconds (the demo page /dev/totp): the current step's,
 * or — once that one was used (`usedStep`, a code works once) — the next step's, which the ±1 step
 * window already accepts. So a second sign-in within the same 30 seconds need not wait for the clock.
 */
export async function currentTotp(secret: string, now: Date, usedStep: number | null = null): Promise<{ code: string; secondsLeft: number; ready: boolean }> {
  const epoch = epochOf(now);
  const step = Math.floor(epoch / TOTP_PERIOD_SECONDS);
  const codeStep = usedStep !== null && usedStep >= step ? usedStep + 1 : step;
  // A code is accepted while the clock's step is at most one past its own.
  const until = codeStep === step ? (step + 1) * TOTP_PERIOD_SECONDS : (codeStep + 1) * TOTP_PERIOD_SECONDS;
  // Two codes used within a minute: the next one is accepted only from its step's predecessor on (`ready`).
  return { code: await generate({ secret, epoch: codeStep * TOTP_PERIOD_SECONDS }), secondsLeft: Math.max(0, until - epoch), ready: codeStep <= step + 1 };
}

/**
 * The otpauth URL an authenticator app scans: the label "Portal Pacjenta – klinika:<login>" (the
 * account as the app lists it) and the provider's name as the issuer.
 */
export function otpauthUrl(secret: string, login: string, issuer: string): string {
  const label = `${encodeURIComponent('Portal Pacjenta – klinika')}:${encodeURIComponent(login)}`;
  const query = [`secret=${secret}`, `issuer=${encodeURIComponent(issuer)}`, 'algorithm=SHA1', 'digits=6', `period=${TOTP_PERIOD_SECONDS}`].join('&');
  return `otpauth://totp/${label}?${query}`;
}

/** The URL as the markup of an SVG QR code. */
export const qrSvg = (url: string): Promise<string> => QRCode.toString(url, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });

/** Recovery codes: `xxxx-xxxx` from letters and digits no one mistakes for another (no 0/o, 1/l/i). */
const RECOVERY_ALPHABET = '23456789abcdefghjkmnpqrstuvwxyz';
export const RECOVERY_CODE_COUNT = 10;

export function newRecoveryCodes(): string[] {
  const one = () => Array.from({ length: 8 }, () => RECOVERY_ALPHABET[crypto.randomInt(RECOVERY_ALPHABET.length)]).join('');
  return Array.from({ length: RECOVERY_CODE_COUNT }, () => {
    const code = one();
    return `${code.slice(0, 4)}-${code.slice(4)}`;
  });
}

/** The stored form of a member's recovery code: typed with or without the dash, in any case. */
export const recoveryCodeHash = (staffId: number, code: string): string =>
  hashToken(`staff-recovery:${staffId}:${code.toLowerCase().replace(/[^a-z0-9]/g, '')}`);
