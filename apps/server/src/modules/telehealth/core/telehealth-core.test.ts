import crypto from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { iceServersFor, turnCredentials } from './ice-servers';
import { issueRoomToken, roomOf, roomTokenValid, teleconsultationOfRoom } from './room-tokens';
import { polishMoment } from './calls';

const config = { DEVICE_COOKIE_SECRET: 'a-test-secret-of-at-least-32-characters!' };
const now = new Date('2026-12-07T10:00:00Z');

describe('rooms and their tokens', () => {
  it('names a room by the teleconsultation and an HMAC, and reads it back only when genuine', () => {
    const room = roomOf(config, 42);
    expect(room).toMatch(/^42-[A-Za-z0-9_-]{22}$/);
    expect(teleconsultationOfRoom(config, room)).toBe(42);
    expect(teleconsultationOfRoom(config, room.replace(/^42-/, '43-'))).toBeNull();
    expect(teleconsultationOfRoom({ DEVICE_COOKIE_SECRET: 'another-secret-of-at-least-32-characters' }, room)).toBeNull();
    expect(teleconsultationOfRoom(config, 'nonsense')).toBeNull();
  });

  it('binds a token to the room, the side and the person, for two hours', () => {
    const room = roomOf(config, 7);
    const holder = { role: 'PATIENT' as const, principalId: 5 };
    const { token, expiresAt } = issueRoomToken(config, room, holder, now);
    expect(expiresAt.getTime() - now.getTime()).toBe(2 * 60 * 60_000);
    expect(roomTokenValid(config, token, room, holder, now)).toBe(true);
    expect(roomTokenValid(config, token, roomOf(config, 8), holder, now)).toBe(false);
    expect(roomTokenValid(config, token, room, { role: 'STAFF', principalId: 5 }, now)).toBe(false);
    expect(roomTokenValid(config, token, room, { role: 'PATIENT', principalId: 6 }, now)).toBe(false);
    expect(roomTokenValid(config, token, room, holder, expiresAt)).toBe(false);
    expect(roomTokenValid(config, `${token}x`, room, holder, now)).toBe(false);
  });
});

describe('ICE servers', () => {
  it("mints coturn's use-auth-secret credentials: user <expiry>:<participant>, password base64 HMAC-SHA1", () => {
    const { username, credential, expiresAt } = turnCredentials('s3cret', 'patient-1', now, 3600);
    expect(username).toBe(`${now.getTime() / 1000 + 3600}:patient-1`);
    expect(credential).toBe(crypto.createHmac('sha1', 's3cret').update(username).digest('base64'));
    expect(expiresAt.getTime()).toBe(now.getTime() + 3_600_000);
  });

  it('hands STUN as configured and TURN only with its secret', () => {
    const base = { STUN_URLS: 'stun:a:3478, stun:b:3478', TURN_URLS: 'turn:a:3478?transport=udp', TURN_SECRET: undefined, TURN_CREDENTIAL_TTL_SECONDS: 60 };
    expect(iceServersFor(base, 'p', now)).toEqual([{ urls: ['stun:a:3478', 'stun:b:3478'] }]);
    const servers = iceServersFor({ ...base, TURN_SECRET: 'secret-secret-secret' }, 'p', now);
    expect(servers[1]).toMatchObject({ urls: ['turn:a:3478?transport=udp'], username: `${now.getTime() / 1000 + 60}:p` });
    expect(iceServersFor({ ...base, STUN_URLS: '', TURN_URLS: '' }, 'p', now)).toEqual([]);
  });
});

it('names a moment in Warsaw time, in Polish', () => {
  expect(polishMoment(new Date('2026-12-07T08:30:00Z'))).toBe('7 grudnia 2026 r., godz. 09:30');
  expect(polishMoment(new Date('2026-07-01T08:05:00Z'))).toBe('1 lipca 2026 r., godz. 10:05');
});
