import { describe, expect, it } from 'vitest';
import { accountLockedMessage, errorMessages, polishMinutes } from './errors';

describe('lock and block messages', () => {
  it('count minutes in Polish', () => {
    expect([1, 2, 4, 5, 11, 12, 14, 15, 21, 22, 24, 25, 112, 122].map(polishMinutes)).toEqual([
      '1 minutę',
      '2 minuty',
      '4 minuty',
      '5 minut',
      '11 minut',
      '12 minut',
      '14 minut',
      '15 minut',
      '21 minut',
      '22 minuty',
      '24 minuty',
      '25 minut',
      '112 minut',
      '122 minuty',
    ]);
  });

  it("keep the spec's sentences word for word and add how long, or that the block is temporary", () => {
    expect(accountLockedMessage(15)).toBe('Konto zostało czasowo zablokowane. Spróbuj ponownie za 15 minut.');
    expect(errorMessages.USER_BLOCKED).toBe('Konto zablokowane. Skontaktuj się z administratorem systemu.');
    expect(errorMessages.TEMPORARY_BLOCKED).toMatch(/^Konto zablokowane\. Skontaktuj się z administratorem systemu\. Blokada jest czasowa\.$/);
  });
});
