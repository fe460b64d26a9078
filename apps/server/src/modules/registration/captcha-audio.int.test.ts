import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { registrationChallenges } from '../../db/schema/index';
import { hashToken } from '../../lib/secrets';
import { createTestApp, type TestApp } from '../../test/helper';
import { consumeChallenge } from './registration-repository';
import { CAPTCHA_AUDIO_DIR, CAPTCHA_AUDIO_RATE, captchaAudio, readWavSamples, wavFile } from './captcha-audio';

let t: TestApp;
let ip = 0;
const nextIp = () => `10.55.${Math.floor(++ip / 250)}.${(ip % 250) + 1}`;

beforeAll(async () => {
  t = await createTestApp({ TEST_CAPTCHA_ANSWER: 47_219, REGISTRATION_RATE_LIMIT_PER_MINUTE: 10_000 });
});
afterAll(() => t.close());

const audioUrl = '/api/mpi/accounts/registration/challenge/audio';

async function challengeToken(): Promise<string> {
  const res = await t.request({ method: 'GET', url: '/api/mpi/accounts/registration/challenge', remoteAddress: nextIp() });
  expect(res.statusCode).toBe(200);
  return res.json().challengeToken;
}

const listen = (token?: string) =>
  t.request({ method: 'GET', url: audioUrl, headers: token ? { 'x-registration-challenge': token } : {}, remoteAddress: nextIp() });

describe('the recorded words', () => {
  it('are 16-bit mono WAVs at 8 kHz, digits 0–9 and "plus", well under 100 kB together', () => {
    let total = 0;
    for (const word of ['0', '1', '2', '3', '4', '5', '6', '7', '8', '9', 'plus']) {
      const file = path.join(CAPTCHA_AUDIO_DIR, `${word}.wav`);
      const samples = readWavSamples(fs.readFileSync(file), word);
      // Between a fifth of a second and a second of speech.
      expect(samples.length).toBeGreaterThan(CAPTCHA_AUDIO_RATE / 5);
      expect(samples.length).toBeLessThan(CAPTCHA_AUDIO_RATE);
      total += fs.statSync(file).size;
    }
    expect(total).toBeLessThan(100_000);
  });

  it('a broken asset is refused, not played', () => {
    expect(() => readWavSamples(Buffer.from('not a wave file at all, not at all'))).toThrow(/RIFF/);
    const stereo = wavFile(new Int16Array(10));
    stereo.writeUInt16LE(2, 22);
    expect(() => readWavSamples(stereo)).toThrow(/mono/);
  });
});

describe('captchaAudio', () => {
  it('says the task twice, under noise, never twice alike', async () => {
    const a = readWavSamples(await captchaAudio([47_213, 6]));
    const b = readWavSamples(await captchaAudio([47_213, 6]));
    // Seven words and their pauses, twice: more than five seconds, less than twenty.
    expect(a.length).toBeGreaterThan(5 * CAPTCHA_AUDIO_RATE);
    expect(a.length).toBeLessThan(20 * CAPTCHA_AUDIO_RATE);
    expect(Buffer.from(a.buffer).equals(Buffer.from(b.buffer))).toBe(false);
    // Noise everywhere: no stretch of true silence, even before the first word.
    expect(a.slice(0, 400).some((s) => s !== 0)).toBe(true);
  });

  it('refuses an operand it has no words for', async () => {
    await expect(captchaAudio([-5, 1])).rejects.toThrow(/out of range/);
    await expect(captchaAudio([1.5, 1])).rejects.toThrow(/out of range/);
  });
});

describe('GET /api/mpi/accounts/registration/challenge/audio', () => {
  it('answers a WAV of the current challenge, different at every request', async () => {
    const token = await challengeToken();
    const first = await listen(token);
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-type']).toBe('audio/wav');
    expect(first.headers['cache-control']).toBe('no-store');
    // The form plays it from a blob: URL: the content security policy (the same on every answer, the page's too) allows that.
    expect(first.headers['content-security-policy']).toContain("media-src 'self' blob:");
    const wav = first.rawPayload;
    expect(wav.toString('ascii', 0, 4)).toBe('RIFF');
    expect(wav.readUInt32LE(4)).toBe(wav.length - 8);
    expect(wav.toString('ascii', 8, 12)).toBe('WAVE');
    expect(readWavSamples(wav).length).toBeGreaterThan(3 * CAPTCHA_AUDIO_RATE);
    const second = await listen(token);
    expect(second.statusCode).toBe(200);
    expect(second.rawPayload.equals(wav)).toBe(false);
  });

  it('says the equation the picture shows: the challenge keeps its operands beside the answer', async () => {
    const token = await challengeToken();
    const [row] = await t.deps.db.select().from(registrationChallenges).where(eq(registrationChallenges.tokenHash, hashToken(token)));
    expect(row.digits).toMatch(/^[1-9]\d{4}\+[1-9]$/);
    expect(row.digits!.split('+').reduce((sum, d) => sum + Number(d), 0)).toBe(row.answer);
  });

  it('is refused without a challenge, for an unknown, a used-up or an expired one', async () => {
    const expectRefused = (res: Awaited<ReturnType<typeof listen>>) => {
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({ errorCode: 'FORBIDDEN', message: expect.stringMatching(/obrazkiem z równaniem/) });
    };
    expectRefused(await listen());
    expectRefused(await listen('x'.repeat(43)));

    const used = await challengeToken();
    // Every registration attempt uses its challenge up, with the repository's one statement.
    expect(await consumeChallenge(t.deps.db, crypto.createHash('sha256').update(used).digest('base64url'), t.clock.now())).not.toBeNull();
    expectRefused(await listen(used));

    const old = await challengeToken();
    t.clock.advance(10 * 60_000 + 1_000);
    expectRefused(await listen(old));
  });
});
