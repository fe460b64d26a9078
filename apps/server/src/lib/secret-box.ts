import crypto from 'node:crypto';

/**
 * Secrets the server must read back (the staff's TOTP secrets), encrypted at rest with AES-256-GCM:
 * `v1:<iv>:<tag>:<ciphertext>`, each part base64url, a fresh 96-bit IV per value. `purpose` is bound
 * as additional data, so a value sealed for one use does not open for another. A changed byte, a
 * wrong key or another purpose makes `open` throw: nothing half-decrypted is ever answered.
 */
export interface SecretBox {
  seal(plain: string): string;
  open(sealed: string): string;
}

const VERSION = 'v1';

/** A 32-byte key given as 64 hex characters or as base64 / base64url; null when it is neither. */
export function parseKey(text: string): Buffer | null {
  const value = text.trim();
  if (/^[0-9a-f]{64}$/i.test(value)) return Buffer.from(value, 'hex');
  if (!/^[A-Za-z0-9+/_-]{43}=?$/.test(value)) return null;
  const key = Buffer.from(value.replace(/-/g, '+').replace(/_/g, '/'), 'base64');
  return key.length === 32 ? key : null;
}

export class SecretBoxError extends Error {
  constructor() {
    super('The sealed secret cannot be opened: it was changed, or sealed with another key or for another purpose');
    this.name = 'SecretBoxError';
  }
}

export function secretBox(key: Buffer, purpose: string): SecretBox {
  if (key.length !== 32) throw new Error('secretBox: the key must be 32 bytes');
  const aad = Buffer.from(`purpose:${purpose}`);
  return {
    seal(plain) {
      const iv = crypto.randomBytes(12);
      const cipher = crypto.createCipheriv('aes-256-gcm', key, iv).setAAD(aad);
      const ciphertext = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return [VERSION, iv, cipher.getAuthTag(), ciphertext].map((p) => (typeof p === 'string' ? p : p.toString('base64url'))).join(':');
    },
    open(sealed) {
      const parts = sealed.split(':');
      if (parts.length !== 4 || parts[0] !== VERSION) throw new SecretBoxError();
      const [iv, tag, ciphertext] = parts.slice(1).map((p) => Buffer.from(p, 'base64url'));
      if (iv.length !== 12 || tag.length !== 16) throw new SecretBoxError();
      try {
        const decipher = crypto.createDecipheriv('aes-256-gcm', key, iv).setAAD(aad).setAuthTag(tag);
        return Buffer.concat([decipher.update(ciphertext), decipher.final()]).toString('utf8');
      } catch {
        throw new SecretBoxError();
      }
    },
  };
}
