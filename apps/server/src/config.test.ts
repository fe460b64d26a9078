import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';

describe('configuration from the environment', () => {
  it('has working defaults for the demo', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({ PORT: 3000, HOST: '127.0.0.1', DATA_DIR: './data', PORTAL_MODE: 'demo', LOG_LEVEL: 'info', DEMO_EXPOSED: false });
    expect(config.DATABASE_URL).toBeUndefined();
  });

  it('listens on this machine only in demo mode unless HOST is set; on every interface in production', () => {
    expect(loadConfig({ HOST: '' }).HOST).toBe('127.0.0.1');
    expect(loadConfig({ HOST: '0.0.0.0' }).HOST).toBe('0.0.0.0');
    const production = { PORTAL_MODE: 'production', DATABASE_URL: 'postgres://u@db/p', PUBLIC_URL: 'https://pacjent.example.pl', DEVICE_COOKIE_SECRET: 'k'.repeat(32), STAFF_TOTP_KEY: 'a'.repeat(64) };
    expect(loadConfig(production).HOST).toBe('0.0.0.0');
    expect(loadConfig({ ...production, HOST: '10.0.0.5' }).HOST).toBe('10.0.0.5');
  });

  it('opens the demo pages to other machines only on DEMO_EXPOSED=true, and refuses it in production mode', () => {
    expect(loadConfig({ DEMO_EXPOSED: 'true' }).DEMO_EXPOSED).toBe(true);
    const production = { PORTAL_MODE: 'production', DATABASE_URL: 'postgres://u@db/p', PUBLIC_URL: 'https://pacjent.example.pl', DEVICE_COOKIE_SECRET: 'k'.repeat(32), STAFF_TOTP_KEY: 'a'.repeat(64) };
    expect(loadConfig({ ...production, DEMO_EXPOSED: 'false' }).DEMO_EXPOSED).toBe(false);
    expect(() => loadConfig({ ...production, DEMO_EXPOSED: 'true' })).toThrow(/DEMO_EXPOSED: production mode has no demo pages/);
  });

  it('reads the documented variables', () => {
    const config = loadConfig({ PORT: '8080', DATABASE_URL: 'postgres://u@db:5432/portal', DATABASE_POOL_SIZE: '12', LOGIN_MAX_FAILURES: '3', TRUST_PROXY: 'true' });
    expect(config).toMatchObject({ PORT: 8080, DATABASE_URL: 'postgres://u@db:5432/portal', DATABASE_POOL_SIZE: 12, LOGIN_MAX_FAILURES: 3, TRUST_PROXY: true });
    // Unset (or empty): the pool follows the machine's cores (db/client defaultPoolSize).
    expect(loadConfig({ DATABASE_POOL_SIZE: '' }).DATABASE_POOL_SIZE).toBeUndefined();
  });

  it('refuses bad values with a message naming the variable', () => {
    expect(() => loadConfig({ PORT: 'abc' })).toThrow(/PORT/);
    expect(() => loadConfig({ PORTAL_MODE: 'test' })).toThrow(/PORTAL_MODE/);
    expect(() => loadConfig({ DATABASE_URL: 'not a url' })).toThrow(/DATABASE_URL/);
    expect(() => loadConfig({ DATABASE_POOL_SIZE: '0' })).toThrow(/DATABASE_POOL_SIZE/);
  });

  it('runs our own triage service by default; an external one needs its address, id and key', () => {
    expect(loadConfig({}).TRIAGE_SERVICE).toBe('local');
    expect(() => loadConfig({ TRIAGE_SERVICE: 'http', TRIAGE_API_URL: 'https://triage.example.com' })).toThrow(/TRIAGE_APP_ID[\s\S]*TRIAGE_APP_KEY/);
    const http = loadConfig({ TRIAGE_SERVICE: 'http', TRIAGE_API_URL: 'https://triage.example.com/v1', TRIAGE_APP_ID: 'id', TRIAGE_APP_KEY: 'key' });
    expect(http).toMatchObject({ TRIAGE_SERVICE: 'http', TRIAGE_API_URL: 'https://triage.example.com/v1' });
    expect(() => loadConfig({ TRIAGE_SERVICE: 'other' })).toThrow(/TRIAGE_SERVICE/);
  });

  it('needs PostgreSQL, a public address and a device-cookie key in production', () => {
    expect(() => loadConfig({ PORTAL_MODE: 'production' })).toThrow(/DATABASE_URL[\s\S]*PUBLIC_URL[\s\S]*DEVICE_COOKIE_SECRET/);
    const production = { PORTAL_MODE: 'production', DATABASE_URL: 'postgres://u@db/p', PUBLIC_URL: 'https://pacjent.example.pl' };
    expect(() => loadConfig({ ...production, DEVICE_COOKIE_SECRET: 'krotki' })).toThrow(/DEVICE_COOKIE_SECRET/);
    expect(loadConfig({ ...production, DEVICE_COOKIE_SECRET: 'k'.repeat(32), STAFF_TOTP_KEY: 'a'.repeat(64) }).PORTAL_MODE).toBe('production');
    expect(loadConfig({}).DEVICE_COOKIE_SECRET).toBeUndefined();
  });

  it('takes a fixed captcha answer for automated tests, and refuses it in production mode', () => {
    expect(loadConfig({}).TEST_CAPTCHA_ANSWER).toBeUndefined();
    expect(loadConfig({ TEST_CAPTCHA_ANSWER: '' }).TEST_CAPTCHA_ANSWER).toBeUndefined();
    expect(loadConfig({ TEST_CAPTCHA_ANSWER: '47219' }).TEST_CAPTCHA_ANSWER).toBe(47_219);
    expect(() => loadConfig({ TEST_CAPTCHA_ANSWER: '7' })).toThrow(/TEST_CAPTCHA_ANSWER/);
    expect(() => loadConfig({ TEST_CAPTCHA_ANSWER: '100009' })).toThrow(/TEST_CAPTCHA_ANSWER/);
    const production = {
      PORTAL_MODE: 'production',
      DATABASE_URL: 'postgres://u@db/p',
      PUBLIC_URL: 'https://pacjent.example.pl',
      DEVICE_COOKIE_SECRET: 'k'.repeat(32),
    };
    expect(() => loadConfig({ ...production, TEST_CAPTCHA_ANSWER: '47219' })).toThrow(/TEST_CAPTCHA_ANSWER: is for automated tests only/);
  });
});
