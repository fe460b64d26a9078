import { describe, expect, it } from 'vitest';
import { passwordStrength } from './password-strength';

describe('password strength hint', () => {
  it('grows with length and kinds of characters', () => {
    expect(passwordStrength('Krótkie#1')).toBe('tooShort');
    expect(passwordStrength('samemaleliterki')).toBe('weak');
    expect(passwordStrength('Zielony-Parasol')).toBe('fair');
    expect(passwordStrength('zielony-parasol-26')).toBe('good');
    expect(passwordStrength('Zielony-Parasol#2026-las')).toBe('strong');
  });
});
