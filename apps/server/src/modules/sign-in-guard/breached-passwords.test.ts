import { describe, expect, it } from 'vitest';
import { isBreachedPassword } from './breached-passwords';

describe('isBreachedPassword', () => {
  it('finds common passwords of the bundled list, whatever their case', () => {
    expect(isBreachedPassword('password1234')).toBe(true);
    expect(isBreachedPassword('PASSWORD1234')).toBe(true);
    expect(isBreachedPassword('qwerty123456')).toBe(true);
    expect(isBreachedPassword('1qaz2wsx3edc')).toBe(true);
    expect(isBreachedPassword('123456')).toBe(true);
  });

  it('lets an uncommon password through', () => {
    expect(isBreachedPassword('Pacjentka#2026')).toBe(false);
    expect(isBreachedPassword('zielony-Rower-nad-Wisłą-7')).toBe(false);
    expect(isBreachedPassword('')).toBe(false);
  });
});
