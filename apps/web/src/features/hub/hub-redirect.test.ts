import type { ApplicationSettings } from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import { hubRedirect } from './hub-redirect';

const off: Partial<ApplicationSettings> = {
  bookingsModule: false,
  medicalServicesModule: false,
  allergyModule: false,
  declarationsModule: false,
  messagesModule: false,
};
const built = (...paths: string[]) => (p: string) => paths.includes(p);

describe('hubRedirect', () => {
  it('goes to the first enabled module whose page exists', () => {
    expect(hubRedirect({ ...off, allergyModule: true, messagesModule: true }, built('/allergies', '/messages'))).toBe('/allergies');
  });

  it('skips enabled modules this build has no page for', () => {
    expect(hubRedirect({ ...off, bookingsModule: true, allergyModule: true }, built('/allergies'))).toBe('/allergies');
  });

  it('keeps the hub order, not the order of the built routes', () => {
    expect(hubRedirect({ ...off, bookingsModule: true, allergyModule: true }, built('/allergies', '/bookings'))).toBe('/bookings');
  });

  it('falls back to the account when nothing is enabled', () => {
    expect(hubRedirect(off, built('/allergies'))).toBe('/account');
  });

  it('falls back to the account when the enabled modules have no pages', () => {
    expect(hubRedirect({ ...off, allergyModule: true }, built())).toBe('/account');
  });
});
