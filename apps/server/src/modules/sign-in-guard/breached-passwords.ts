import { createRequire } from 'node:module';

/**
 * The bundled list of common breached passwords: zxcvbn-ts's `passwords-common` (about 49,000
 * entries, lower-case). Loaded on first use — decompressing it costs tens of milliseconds, which
 * a process that never checks a new password should not pay — and kept as a Set.
 */
const require = createRequire(import.meta.url);
let common: Set<string> | undefined;

function commonPasswords(): Set<string> {
  if (!common) {
    const { dictionary } = require('@zxcvbn-ts/language-common') as typeof import('@zxcvbn-ts/language-common');
    common = new Set(dictionary['passwords-common'].map((p) => p.toLowerCase()));
  }
  return common;
}

/** True when the password, compared case-insensitively, is on the list of common breached passwords. */
export function isBreachedPassword(password: string): boolean {
  return commonPasswords().has(password.toLowerCase());
}
