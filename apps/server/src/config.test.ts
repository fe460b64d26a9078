import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';

describe('configuration from the environment', () => {
  it('has working defaults for the demo', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({ PORT: 3000, HOST: '0.0.0.0', DATA_DIR: './data', PORTAL_MODE: 'demo', LOG_LEVEL: 'info' });
    expect(config.DATABASE_URL).toBeUndefined();
  });

  it('reads the documented variables', () => {
    const config = loadConfig({ PORT: '8080', DATABASE_URL: 'postgres://u@db:5432/portal', LOGIN_MAX_FAILURES: '3', TRUST_PROXY: 'true' });
    expect(config).toMatchObject({ PORT: 8080, DATABASE_URL: 'postgres://u@db:5432/portal', LOGIN_MAX_FAILURES: 3, TRUST_PROXY: true });
  });

  it('refuses bad values with a message naming the variable', () => {
    expect(() => loadConfig({ PORT: 'abc' })).toThrow(/PORT/);
    expect(() => loadConfig({ PORTAL_MODE: 'test' })).toThrow(/PORTAL_MODE/);
    expect(() => loadConfig({ DATABASE_URL: 'not a url' })).toThrow(/DATABASE_URL/);
  });

  it('needs PostgreSQL, a public address and a device-cookie key in production', () => {
    expect(() => loadConfig({ PORTAL_MODE: 'production' })).toThrow(/DATABASE_URL[\s\S]*PUBLIC_URL[\s\S]*DEVICE_COOKIE_SECRET/);
    const production = { PORTAL_MODE: 'production', DATABASE_URL: 'postgres://u@db/p', PUBLIC_URL: 'https://pacjent.example.pl' };
    expect(() => loadConfig({ ...production, DEVICE_COOKIE_SECRET: 'krotki' })).toThrow(/DEVICE_COOKIE_SECRET/);
    expect(loadConfig({ ...production, DEVICE_COOKIE_SECRET: 'k'.repeat(32) }).PORTAL_MODE).toBe('production');
    expect(loadConfig({}).DEVICE_COOKIE_SECRET).toBeUndefined();
  });

  it('takes a fixed captcha answer for automated tests, and refuses it in production mode', () => {
    expect(loadConfig({}).TEST_CAPTCHA_ANSWER).toBeUndefined();
    expect(loadConfig({ TEST_CAPTCHA_ANSWER: '' }).TEST_CAPTCHA_ANSWER).toBeUndefined();
    expect(loadConfig({ TEST_CAPTCHA_ANSWER: '7' }).TEST_CAPTCHA_ANSWER).toBe(7);
    expect(() => loadConfig({ TEST_CAPTCHA_ANSWER: '13' })).toThrow(/TEST_CAPTCHA_ANSWER/);
    const production = {
      PORTAL_MODE: 'production',
      DATABASE_URL: 'postgres://u@db/p',
      PUBLIC_URL: 'https://pacjent.example.pl',
      DEVICE_COOKIE_SECRET: 'k'.repeat(32),
    };
    expect(() => loadConfig({ ...production, TEST_CAPTCHA_ANSWER: '7' })).toThrow(/TEST_CAPTCHA_ANSWER: is for automated tests only/);
  });
});
