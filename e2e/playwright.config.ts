import { defineConfig } from '@playwright/test';

/**
 * Browser tests against the production build served by the real server (one per worker, random port,
 * on a copy of the demo database the global setup seeded once), driving Debian's Chromium — Playwright's
 * own browser download does not work here. No retries: a flaky flow must be seen, not hidden. The JSON
 * report feeds the CI time table (scripts/ci-budget.ts).
 */
export default defineConfig({
  testDir: 'specs',
  globalSetup: './global-setup.ts',
  // Twice the slowest flow (clinic-settings, 55 s in the run of 5 Dec 23:20, when every flow had grown
  // and the cause was not yet found): a flow near its limit is a flaky flow. Flows that wait on the job
  // queue or a TOTP step mark themselves test.slow().
  timeout: 120_000,
  // A worker's first page of an app compiles its chunks while the other worker, both servers and axe share
  // two cores: in the clean-clone run of 5 Dec a first /newbooking showed its heading after 12 s.
  expect: { timeout: 20_000 },
  fullyParallel: false,
  workers: process.env.CI ? 2 : 2,
  retries: 0,
  reporter: [['list'], ['json', { outputFile: '../.tmp/reports/playwright.json' }]],
  outputDir: '../test-results',
  use: {
    browserName: 'chromium',
    locale: 'pl-PL',
    timezoneId: 'Europe/Warsaw',
    // Tracing records every action of every flow (snapshots, screencast) to keep the failed ones: a fifth
    // of the sweep's time (18 pages: 112 s with it, 87 s without). CI keeps nothing after the run, so a trace
    // there is never read; a local run keeps it for the failures (PW_TRACE=on|off overrides).
    trace: (process.env.PW_TRACE as 'on' | 'off' | undefined) ?? (process.env.CI ? 'off' : 'retain-on-failure'),
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROME_PATH || '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-dev-shm-usage',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        // Teleconsultation calls (specs/teleconsultation.spec.ts): Chromium's own test camera and microphone
        // (a moving pattern and a beep), granted without asking, and the remote video playing without a click.
        '--use-fake-device-for-media-stream',
        '--use-fake-ui-for-media-stream',
        '--autoplay-policy=no-user-gesture-required',
      ],
    },
  },
});
