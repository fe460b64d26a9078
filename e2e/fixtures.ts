import { test as base, expect, type Page } from '@playwright/test';
import { DEMO_ACCOUNTS } from '../apps/server/src/demo';
import { axeViolations } from './axe';
import { copyOfSnapshot, startServer, TEST_CAPTCHA_ANSWER } from './server';

export { expect };
export type DemoAccount = keyof typeof DEMO_ACCOUNTS;
export { DEMO_ACCOUNTS, TEST_CAPTCHA_ANSWER };

export interface OutboxItem {
  id: number;
  channel: 'EMAIL' | 'SMS';
  recipient: string;
  subject: string | null;
  body: string;
  html: string | null;
  createdAt: string;
}

/** A person registered through the public API by `freshAccount`: e-mail confirmed, signed in. */
export interface FreshPerson {
  email: string;
  password: string;
  phone: string;
  name: string;
  lastName: string;
  birthDate: string;
  nationalId: string;
}

/** How long the server takes a challenge (CHALLENGE_VALID_MS in the registration module's challenge service). */
const CHALLENGE_VALID_MS = 10 * 60_000;

/** A registration captcha challenge fetched ahead, and when (the server's 5-second guard counts from then). */
interface Challenge {
  token: string;
  issuedAt: number;
}

interface WorkerFixtures {
  serverUrl: string;
  /** Challenges fetched when the worker's server starts, so a fresh registration rarely waits for the guard. */
  challenges: Challenge[];
}
interface TestFixtures {
  /** Signs in through the API in the page's browser context (the session cookie is shared with the page). */
  signIn: (page: Page, who?: DemoAccount) => Promise<void>;
  /**
   * Signs a staff member in to the clinic console through its sign-in page, as a person does: login and
   * password, then the member's current code read from the demo page /dev/totp (demo staff only).
   */
  clinicSignIn: (page: Page, login: string, password: string) => Promise<void>;
  /** axe-core, WCAG 2.1 A and AA rules: fails the test on any violation. */
  checkA11y: (page: Page) => Promise<void>;
  /** E-mails and SMS the server "sent", newest first (/api/dev/outbox). */
  outbox: () => Promise<OutboxItem[]>;
  /**
   * A new account of a new person, registered through the public API (the registration, then the link
   * of the e-mail in the outbox), and signed in on the page: tests that change an account's data use
   * one, so the demo accounts other specs read stay as seeded.
   */
  freshAccount: (page: Page, person?: Partial<Omit<FreshPerson, 'email' | 'password'>> & { gender?: 'MALE' | 'FEMALE' }) => Promise<FreshPerson>;
}

const CLIENT = { 'x-portal-client': '1' };
/** The server refuses a registration sent sooner than this after its challenge (domain REGISTRATION_MIN_FILL_MS). */
const REGISTRATION_GUARD_MS = 5_000;
const PESEL_WEIGHTS = [1, 3, 7, 9, 1, 3, 7, 9, 1, 3];
const randomDigits = (n: number) => String(Math.floor(Math.random() * 10 ** n)).padStart(n, '0');

/** A valid PESEL for a birth date (1900–2099) and sex, with a random serial. */
export function peselFor(birthDate: string, gender: 'MALE' | 'FEMALE' = 'FEMALE'): string {
  const [y, m, d] = birthDate.split('-').map(Number);
  const month = m + (y >= 2000 ? 20 : 0);
  const sexDigit = (Number(randomDigits(1)) % 5) * 2 + (gender === 'MALE' ? 1 : 0);
  const ten = `${String(y % 100).padStart(2, '0')}${String(month).padStart(2, '0')}${String(d).padStart(2, '0')}${randomDigits(3)}${sexDigit}`;
  const sum = [...ten].reduce((acc, c, i) => acc + Number(c) * PESEL_WEIGHTS[i], 0);
  return `${ten}${(10 - (sum % 10)) % 10}`;
}

async function fetchChallenge(serverUrl: string): Promise<Challenge> {
  const res = await fetch(`${serverUrl}/api/mpi/accounts/registration/challenge`);
  expect(res.status).toBe(200);
  const token = ((await res.json()) as { challengeToken: string }).challengeToken;
  // Taken once the answer is in, so the server issued the challenge no later than this: the wait for the
  // registration guard counted from here is at least as long on the server's clock. (Taken before the
  // call, a slow answer on a loaded machine made the guard refuse a registration as BOT_SUSPECTED.)
  return { token, issuedAt: Date.now() };
}

export const test = base.extend<TestFixtures, WorkerFixtures>({
  serverUrl: [
    async ({}, use) => {
      // A copy of the database the global setup seeded: a worker (or one restarted after a failure)
      // starts in seconds and from the same data, whatever ran before it.
      const copy = copyOfSnapshot();
      const server = await startServer(copy.dataDir, { seeding: false });
      await use(server.url);
      await server.stop();
      copy.remove();
    },
    { scope: 'worker', timeout: 45_000 },
  ],
  challenges: [
    async ({ serverUrl }, use) => {
      await use(await Promise.all(Array.from({ length: 8 }, () => fetchChallenge(serverUrl))));
    },
    // Fetched as the worker starts, so the guard's 5 seconds pass while the first specs run.
    { scope: 'worker', auto: true },
  ],
  baseURL: async ({ serverUrl }, use) => use(serverUrl),
  signIn: async ({}, use) => {
    await use(async (page, who = 'anna') => {
      const res = await page.request.post('/api/mpi/accounts/login', {
        data: DEMO_ACCOUNTS[who],
        headers: { 'x-portal-client': '1' },
      });
      expect(res.status(), `sign-in of ${who}`).toBe(200);
    });
  },
  clinicSignIn: async ({}, use) => {
    await use(async (page, login, password) => {
      // Already on the sign-in page (sent there with ?next=): signed in from there, it returns to that address.
      if (!new URL(page.url()).pathname.startsWith('/clinic/login')) await page.goto('/clinic/login');
      await page.getByLabel('Login').fill(login);
      await page.getByRole('textbox', { name: 'Hasło', exact: true }).fill(password);
      await page.getByRole('button', { name: 'Dalej' }).click();
      await expect(page.getByRole('heading', { name: 'Kod z aplikacji uwierzytelniającej' })).toBeVisible();
      // The current code, from the demo page that shows each demo member's (a new page of the same context).
      const totp = await page.context().newPage();
      await totp.goto('/dev/totp');
      // A code works once: after two sign-ins of one member within a minute the page shows the next code,
      // not ready until the clock reaches it (the page reloads itself every 5 seconds).
      const code0 = totp.getByTestId(`totp-${login}`);
      if ((await code0.getAttribute('data-ready')) !== 'true') {
        test.info().setTimeout(test.info().timeout + 40_000);
        await expect(code0).toHaveAttribute('data-ready', 'true', { timeout: 40_000 });
      }
      const code = ((await totp.getByTestId(`totp-${login}`).textContent()) ?? '').replace(/\D/g, '');
      await totp.close();
      expect(code, `the current code of ${login} on /dev/totp`).toMatch(/^\d{6}$/);
      await page.getByLabel('Cyfra 1 z 6').click();
      await page.keyboard.type(code);
      await page.getByRole('button', { name: 'Zaloguj się' }).click();
      await expect(page.getByRole('navigation', { name: 'Menu konsoli' })).toBeVisible();
    });
  },
  checkA11y: async ({}, use) => {
    await use(async (page) => {
      // A dialog or a notice still fading in has blended colours: contrast is judged once its transitions
      // end (endless ones, a loader's spinning, are not waited for).
      await page.waitForFunction(() =>
        document.getAnimations().every((a) => a.playState !== 'running' || a.effect?.getComputedTiming().endTime === Infinity),
      );
      const violations = await axeViolations(page);
      const summary = violations.map((v) => `${v.id} (${v.impact}): ${v.help}\n  ${v.nodes.map((n) => n.target.join(' ')).slice(0, 5).join('\n  ')}`);
      expect(summary, `accessibility violations on ${page.url()}`).toEqual([]);
    });
  },
  freshAccount: async ({ serverUrl, challenges }, use) => {
    await use(async (page, wanted = {}) => {
      const birthDate = wanted.birthDate ?? '1990-05-17';
      const gender = wanted.gender ?? 'FEMALE';
      const person: FreshPerson = {
        email: `e2e.${Date.now()}.${randomDigits(5)}@example.com`,
        password: 'Zielony-Parasol#2026',
        phone: wanted.phone ?? `+4850${randomDigits(7)}`,
        name: wanted.name ?? 'Ewa',
        lastName: wanted.lastName ?? 'Testowa',
        birthDate,
        nationalId: wanted.nationalId ?? peselFor(birthDate, gender),
      };
      // A challenge is good for 10 minutes (CHALLENGE_VALID_MS); one fetched ahead and left that long
      // (a worker that ran the sweep first) is dropped, not sent to fail as CAPTCHA_INVALID.
      while (challenges.length > 0 && Date.now() - challenges[0].issuedAt > CHALLENGE_VALID_MS - 60_000) challenges.shift();
      const challenge = challenges.shift() ?? (await fetchChallenge(serverUrl));
      // Only a challenge fetched less than 5 seconds ago (the worker's first tests) makes this wait.
      const early = challenge.issuedAt + REGISTRATION_GUARD_MS + 200 - Date.now();
      if (early > 0) await page.waitForTimeout(early);
      const registered = await page.request.post('/api/mpi/accounts', {
        headers: CLIENT,
        data: {
          account: {
            contactData: { email: person.email, phoneNumber: person.phone, preferredCommunicationChannel: 'EMAIL' },
            credentials: { username: '', password: person.password },
            name: person.name,
            lastName: person.lastName,
            middleName: null,
            settings: { marketingMessagesConsent: false },
          },
          patient: {
            name: person.name,
            lastName: person.lastName,
            middleName: null,
            birthDate,
            gender,
            identity: { nationalIdentificationNumber: person.nationalId, documentNumber: null, countryCode: 'PL' },
            address: { countryCode: 'PL', city: 'Kraków', street: 'ul. Wiślna', houseNumber: '5', postalCode: '31-007' },
            attachments: [],
            foreigner: false,
          },
          patientRole: null,
          redirectContext: null,
          registerConsentsAccepted: true,
          challengeToken: challenge.token,
          captchaAnswer: TEST_CAPTCHA_ANSWER,
        },
      });
      expect(registered.status(), await registered.text()).toBe(200);
      let token: string | undefined;
      await expect
        .poll(async () => {
          const res = await fetch(`${serverUrl}/api/dev/outbox`);
          const mail = ((await res.json()) as OutboxItem[]).find((m) => m.channel === 'EMAIL' && m.recipient === person.email);
          token = mail?.body.match(/\/confirm\?token=([A-Za-z0-9_-]+)/)?.[1];
          return token !== undefined;
        })
        .toBe(true);
      expect((await page.request.put(`/api/mpi/accounts/confirmations/e-mail/${token}`, { headers: CLIENT })).status()).toBe(200);
      const login = await page.request.post('/api/mpi/accounts/login', { headers: CLIENT, data: { username: person.email, password: person.password } });
      expect(login.status(), await login.text()).toBe(200);
      return person;
    });
  },
  outbox: async ({ serverUrl }, use) => {
    await use(async () => {
      const res = await fetch(`${serverUrl}/api/dev/outbox`);
      expect(res.status).toBe(200);
      return (await res.json()) as OutboxItem[];
    });
  },
});
