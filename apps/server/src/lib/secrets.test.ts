import { describe, expect, it } from 'vitest';
import { hashToken, newToken } from './secrets';

describe('tokens and their stored hash', () => {
  it('a token carries 256 random bits, URL-safe', () => {
    const a = newToken();
    expect(a).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(newToken()).not.toBe(a);
  });

  it('the hash is SHA-256 in base64url, the same for the same token', () => {
    expect(hashToken('abc')).toBe('ungWv48Bz-pBQUDeXa4iI7ADYaOWF3qctBD_YfIAFa0');
    expect(hashToken('abc')).toBe(hashToken('abc'));
  });
});
