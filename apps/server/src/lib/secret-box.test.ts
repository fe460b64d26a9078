import crypto from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { parseKey, secretBox, SecretBoxError } from './secret-box';

const key = crypto.randomBytes(32);

describe('secret box (AES-256-GCM at rest)', () => {
  it('opens what it sealed, with a fresh IV each time', () => {
    const box = secretBox(key, 'staff-totp');
    const a = box.seal('JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP');
    const b = box.seal('JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP');
    expect(a).toMatch(/^v1:[\w-]{16}:[\w-]{22}:[\w-]+$/);
    expect(a).not.toBe(b);
    expect(box.open(a)).toBe('JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP');
    expect(box.open(b)).toBe('JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP');
    expect(box.open(box.seal(''))).toBe('');
  });

  it('refuses a changed ciphertext, tag or IV', () => {
    const box = secretBox(key, 'staff-totp');
    const sealed = box.seal('sekret');
    const [v, iv, tag, ciphertext] = sealed.split(':');
    const flip = (part: string) => {
      const bytes = Buffer.from(part, 'base64url');
      bytes[0] ^= 1;
      return bytes.toString('base64url');
    };
    for (const changed of [
      [v, iv, tag, flip(ciphertext)],
      [v, iv, flip(tag), ciphertext],
      [v, flip(iv), tag, ciphertext],
      ['v2', iv, tag, ciphertext],
      [v, iv, tag],
    ]) {
      expect(() => box.open(changed.join(':'))).toThrow(SecretBoxError);
    }
    expect(() => box.open('not sealed at all')).toThrow(SecretBoxError);
  });

  it('refuses another key and another purpose', () => {
    const sealed = secretBox(key, 'staff-totp').seal('sekret');
    expect(() => secretBox(crypto.randomBytes(32), 'staff-totp').open(sealed)).toThrow(SecretBoxError);
    expect(() => secretBox(key, 'something-else').open(sealed)).toThrow(SecretBoxError);
  });

  it('takes a 32-byte key as hex or base64, nothing else', () => {
    expect(parseKey(key.toString('hex'))).toEqual(key);
    expect(parseKey(key.toString('base64'))).toEqual(key);
    expect(parseKey(key.toString('base64url'))).toEqual(key);
    expect(parseKey(crypto.randomBytes(31).toString('hex'))).toBeNull();
    expect(parseKey(crypto.randomBytes(24).toString('base64'))).toBeNull();
    expect(parseKey('x'.repeat(64))).toBeNull();
    expect(() => secretBox(crypto.randomBytes(16), 'staff-totp')).toThrow();
  });
});
