import { describe, expect, it } from 'vitest';
import { hashToken, newToken, openSealed, sealValues } from './secrets';

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

describe('sealed statements', () => {
  const now = new Date('2026-03-01T10:00:00Z');
  const later = new Date(now.getTime() + 60_000);
  it('opens with the same secret and purpose until it expires', () => {
    const token = sealValues('s'.repeat(32), 'ward-link', [12, 34], later);
    expect(openSealed('s'.repeat(32), 'ward-link', token, now)).toEqual(['12', '34']);
    expect(openSealed('s'.repeat(32), 'ward-link', token, later)).toBeNull();
  });
  it('refuses another purpose, another secret and any altered character', () => {
    const token = sealValues('s'.repeat(32), 'ward-link', [12, 34], later);
    expect(openSealed('s'.repeat(32), 'other', token, now)).toBeNull();
    expect(openSealed('t'.repeat(32), 'ward-link', token, now)).toBeNull();
    expect(openSealed('s'.repeat(32), 'ward-link', token.replace('.12.', '.13.'), now)).toBeNull();
    expect(openSealed('s'.repeat(32), 'ward-link', 'garbage', now)).toBeNull();
  });
});
