import { and, desc, eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts, eServiceRequests, eventLog, patientLinks, patients } from '../../db/schema/index';
import { createLocalEService } from '../../integrations/e-service/local';
import { DEMO_ACCOUNTS, UNREGISTERED_PERSON } from '../../demo';
import { createTestApp, type TestApp } from '../../test/helper';

/** The secret the portal shares with "the e-service"; the tests play the e-service with it where the simulator's list is not enough. */
const SECRET = 'test-e-service-secret-0123456789abcdef';
let t: TestApp;
let eService: ReturnType<typeof createLocalEService>;
beforeAll(async () => {
  t = await createTestApp({ E_SERVICE_SIMULATOR_SECRET: SECRET });
  eService = createLocalEService({ entityId: t.deps.config.E_SERVICE_ENTITY_ID, secret: SECRET });
});
afterAll(() => t.close());

const PASSWORD = 'Zielony-Parasol#2026';

const PESEL = { anna: '85031502464', blocked: '70112307317', katarzyna: '88061412389' };
const FORM = { 'content-type': 'application/x-www-form-urlencoded' };

interface Flow {
  samlRequest: string;
  relayState: string;
  binding: string;
}

/** GET /api/mpi/epuap/sso: the redirect to the simulator, with the request and the browser's binding cookie. */
async function start(query = '', cookie?: string): Promise<Flow & { res: LightMyRequestResponse }> {
  const res = await t.request({ method: 'GET', url: `/api/mpi/epuap/sso${query}`, cookie });
  expect(res.statusCode).toBe(302);
  const url = new URL(String(res.headers.location), 'http://localhost');
  expect(url.pathname).toBe('/sim/epuap/login');
  const binding = res.cookies.find((c) => c.name === 'pp_epuap');
  if (!binding) throw new Error('no binding cookie');
  return { res, samlRequest: url.searchParams.get('SAMLRequest') ?? '', relayState: url.searchParams.get('RelayState') ?? '', binding: binding.value };
}

const field = (html: string, name: string) => {
  const m = html.match(new RegExp(`name="${name}" value="([^"]*)"`));
  return m ? m[1].replace(/&amp;/g, '&') : null;
};

/** The simulator's answer page for a choice (a PESEL or "cancel"): the signed SAMLResponse it posts back. */
async function choose(flow: Flow, choice: string): Promise<string> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/sim/epuap/login',
    headers: FORM,
    payload: new URLSearchParams({ SAMLRequest: flow.samlRequest, RelayState: flow.relayState, choice }).toString(),
  });
  expect(res.statusCode).toBe(200);
  // The answer address comes from the configuration (PUBLIC_URL unset: localhost and PORT), not from the Host header.
  expect(res.body).toContain('action="http://localhost:3000/api/mpi/epuap/sso-confirm"');
  const answer = field(res.body, 'SAMLResponse');
  if (!answer) throw new Error('no SAMLResponse');
  expect(field(res.body, 'RelayState')).toBe(flow.relayState);
  return answer;
}

/** The browser's form post of the answer to the portal. */
const confirm = (answer: string, flow: Flow, opts: { binding?: string | null; cookie?: string } = {}) => {
  const binding = opts.binding === undefined ? flow.binding : opts.binding;
  const cookie = [binding ? `pp_epuap=${binding}` : null, opts.cookie].filter(Boolean).join('; ');
  return t.request({
    method: 'POST',
    url: '/api/mpi/epuap/sso-confirm',
    headers: FORM,
    cookie: cookie || undefined,
    payload: new URLSearchParams({ SAMLResponse: answer, RelayState: flow.relayState }).toString(),
  });
};

/** The e-service's signed answer for any person (the simulator itself offers only its test persons). */
async function answerFor(flow: Flow, identity: { nationalId: string; name: string; lastName: string }): Promise<string> {
  const request = await eService.provider.readRequest(flow.samlRequest, t.clock.now());
  if (!request) throw new Error('the request does not read');
  return eService.provider.answer(request, { identity }, t.clock.now());
}

async function signInAs(pesel: string, query = '') {
  const flow = await start(query);
  return confirm(await choose(flow, pesel), flow);
}

const me = (cookie: string) => t.request({ method: 'GET', url: '/api/mpi/accounts/mpi-user', cookie });

async function latestEvent(eventType: string) {
  const [row] = await t.deps.db.select().from(eventLog).where(eq(eventLog.eventType, eventType)).orderBy(desc(eventLog.id)).limit(1);
  return row;
}

describe('GET /api/mpi/epuap/sso', () => {
  it('redirects to the e-service with a signed request and ties it to this browser', async () => {
    const { res, relayState, binding } = await start('?service=5&orgUnit=2&ignored=x');
    expect(relayState).toBe('service=5&orgUnit=2');
    const cookie = String(res.headers['set-cookie']);
    expect(cookie).toMatch(/pp_epuap=/);
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/Path=\/api\/mpi\/epuap/);
    expect(cookie).toMatch(/SameSite=Lax/i);
    expect(binding).toMatch(/^_[0-9a-f]{32}$/);
    // Only a hash of the request id is stored, with the context to return to.
    const rows = await t.deps.db.select().from(eServiceRequests).orderBy(desc(eServiceRequests.id)).limit(1);
    expect(rows[0].requestIdHash).not.toContain(binding.slice(1));
    expect(rows[0].context).toEqual({ service: '5', orgUnit: '2' });
    expect(rows[0].expiresAt.getTime() - rows[0].createdAt.getTime()).toBe(5 * 60_000);
  });

  it('names its answer address from the configuration: a forged Host header changes nothing', async () => {
    const res = await t.request({ method: 'GET', url: '/api/mpi/epuap/sso', headers: { host: 'attacker.example', 'x-forwarded-host': 'attacker.example' } });
    const samlRequest = new URL(String(res.headers.location), 'http://localhost').searchParams.get('SAMLRequest');
    const request = await eService.provider.readRequest(samlRequest ?? undefined, t.clock.now());
    expect(request?.assertionConsumerUrl).toBe('http://localhost:3000/api/mpi/epuap/sso-confirm');
  });

  it('refuses an over-long context value with a Polish 400', async () => {
    const res = await t.request({ method: 'GET', url: `/api/mpi/epuap/sso?service=${'x'.repeat(65)}` });
    expect(res.statusCode).toBe(400);
    expect(res.json().errorCode).toBe('VALIDATION_ERROR');
  });
});

describe('the simulator (/sim/epuap/login)', () => {
  it('lists the test identities — people with an account, a blocked one, one without — and cancel', async () => {
    const flow = await start();
    const res = await t.app.inject({ method: 'GET', url: `/sim/epuap/login?${new URLSearchParams({ SAMLRequest: flow.samlRequest, RelayState: '' })}` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    expect(res.body).toContain('<html lang="pl">');
    for (const text of ['Zaloguj jako Anna Kowalska', `PESEL ${PESEL.anna}`, 'Zaloguj jako Jan Zablokowany', 'Konto w portalu jest zablokowane', 'Zaloguj jako Katarzyna Mazur']) {
      expect(res.body).toContain(text);
    }
    expect(res.body).toContain(`value="${UNREGISTERED_PERSON.nationalId}"`);
    expect(res.body).toContain('Osoba bez konta w portalu');
    expect(res.body).toContain('value="cancel">Anuluj</button>');
    // Katarzyna's two accounts share her PESEL: she is offered once.
    expect(res.body.match(new RegExp(`value="${PESEL.katarzyna}"`, 'g'))).toHaveLength(1);
  });

  it('never offers nor signs in a real account holder: only the fixed test persons', async () => {
    const realPesel = '90010112316';
    const holder = await t.make.account({ username: 'prawdziwy@example.com', name: 'Prawdziwy', lastName: 'Posiadacz', type: 'UNAUTHORIZED' });
    await t.make.patient({ accountId: holder.id, name: 'Prawdziwy', lastName: 'Posiadacz', nationalId: realPesel });
    // Someone registered with a test person's PESEL does not get their own name shown either.
    await t.deps.db.update(patients).set({ name: 'Zmienione' }).where(eq(patients.nationalId, PESEL.anna));

    const flow = await start();
    const page = await t.app.inject({ method: 'GET', url: `/sim/epuap/login?${new URLSearchParams({ SAMLRequest: flow.samlRequest })}` });
    expect(page.statusCode).toBe(200);
    expect(page.body).not.toContain(realPesel);
    expect(page.body).not.toContain('Posiadacz');
    expect(page.body).not.toContain('Zmienione');
    const offered = [...page.body.matchAll(/name="choice" value="(\d{11})"/g)].map((m) => m[1]);
    expect(offered.sort()).toEqual([PESEL.anna, PESEL.blocked, PESEL.katarzyna, '79070203178', UNREGISTERED_PERSON.nationalId].sort());

    const post = await t.app.inject({
      method: 'POST',
      url: '/sim/epuap/login',
      headers: FORM,
      payload: new URLSearchParams({ SAMLRequest: flow.samlRequest, choice: realPesel }).toString(),
    });
    expect(post.statusCode).toBe(400);
    expect(post.body).not.toContain('SAMLResponse');
    await t.deps.db.update(patients).set({ name: 'Anna' }).where(eq(patients.nationalId, PESEL.anna));
  });

  it('refuses a forged or missing request with its own error page', async () => {
    const flow = await start();
    const forged = `${flow.samlRequest.slice(0, -2)}xx`;
    for (const url of [`/sim/epuap/login?SAMLRequest=${forged}`, '/sim/epuap/login']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(400);
      expect(res.body).toContain('Żądanie logowania jest nieprawidłowe albo wygasło.');
    }
    const post = await t.app.inject({
      method: 'POST',
      url: '/sim/epuap/login',
      headers: FORM,
      payload: new URLSearchParams({ SAMLRequest: flow.samlRequest, choice: '12345678901' }).toString(),
    });
    expect(post.statusCode).toBe(400);
  });

  it('serves the auto-submit script of its answer page as a file (CSP allows no inline script)', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/sim/epuap/post.js' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/javascript/);
  });
});

describe('POST /api/mpi/epuap/sso-confirm', () => {
  it('signs Anna in with a full session and goes to /epuap/success with the context', async () => {
    const res = await signInAs(PESEL.anna, '?service=5&nguid=3f1c9a52-7d4e-4b8a-9c1e-5a2b6d8e0f11');
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('/epuap/success?service=5&nguid=3f1c9a52-7d4e-4b8a-9c1e-5a2b6d8e0f11');
    const cookie = t.sessionCookieOrNull(res);
    expect(cookie).not.toBeNull();
    const account = await me(cookie!);
    expect(account.statusCode).toBe(200);
    expect(account.json().username).toBe(DEMO_ACCOUNTS.anna.username);
    expect(await latestEvent('LOGIN_SUCCESS')).toMatchObject({ username: DEMO_ACCOUNTS.anna.username, description: 'E_SERVICE', outcome: 'SUCCESS' });
    // The binding cookie is spent.
    expect(res.cookies.find((c) => c.name === 'pp_epuap')?.value).toBe('');
  });

  it("takes the e-service's form post from the e-service's own site (no client header, another Origin)", async () => {
    const flow = await start();
    const answer = await choose(flow, PESEL.anna);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/mpi/epuap/sso-confirm',
      headers: { ...FORM, origin: 'https://pz.gov.pl', cookie: `pp_epuap=${flow.binding}` },
      payload: new URLSearchParams({ SAMLResponse: answer, RelayState: flow.relayState }).toString(),
    });
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('/epuap/success');
    // Other state-changing calls from that site are still refused.
    const other = await t.app.inject({ method: 'POST', url: '/api/mpi/accounts/logout', headers: { origin: 'https://pz.gov.pl' } });
    expect(other.json().errorCode).toBe('ORIGIN_REJECTED');
  });

  it('confirms the identity of the account signed in in the browser: its claimed record (REQUESTED) becomes reachable, the account AUTHORIZED', async () => {
    const pesel = '90090515836';
    const account = await t.make.account({ username: 'claimed@example.com', password: PASSWORD, name: 'Paweł', lastName: 'Kamiński', type: 'UNAUTHORIZED' });
    const record = await t.make.patient({ accountId: account.id, name: 'Paweł', lastName: 'Kamiński', nationalId: pesel, identityStatus: 'REQUESTED', detailsSource: 'SELF' });
    const guardian = await t.make.account({ name: 'Jan', lastName: 'Opiekun' });
    await t.make.link(guardian.id, record.id, { role: 'WARD', status: 'CONFIRMED' });
    // The person signed in with the password starts the e-service sign-in from the portal.
    const flow = await start('', await t.signIn(account));
    const res = await confirm(await answerFor(flow, { nationalId: pesel, name: 'Paweł', lastName: 'Kamiński' }), flow);
    expect(res.headers.location).toBe('/epuap/success');
    const [after] = await t.deps.db.select().from(patients).where(eq(patients.id, record.id));
    // The names become the e-service's (the simulator vouches for the names it lists); a warden link made before waits for the person.
    expect(after).toMatchObject({ accountId: account.id, identityStatus: 'VERIFIED', authorized: true, detailsSource: 'E_SERVICE' });
    expect((await t.deps.db.select().from(patientLinks).where(eq(patientLinks.patientId, record.id)))[0].status).toBe('PENDING');
    const signedIn = await me(t.sessionCookie(res));
    expect(signedIn.json()).toMatchObject({ username: 'claimed@example.com', type: 'AUTHORIZED' });
    const allergies = await t.request({ method: 'GET', url: `/api/mpi/allergies/all/${record.id}`, cookie: t.sessionCookie(res) });
    expect(allergies.statusCode).toBe(200);
  });

  it('sends a blocked account to /epuap/error?code=3 without a session', async () => {
    const res = await signInAs(PESEL.blocked);
    expect(res.headers.location).toBe('/epuap/error?code=3');
    expect(t.sessionCookieOrNull(res)).toBeNull();
    expect(await latestEvent('LOGIN_FAILURE')).toMatchObject({ username: DEMO_ACCOUNTS.blocked.username, description: 'USER_BLOCKED' });
  });

  it('sends a temporarily blocked account to code 3 as well', async () => {
    const [ewa] = await t.deps.db.select().from(accounts).where(eq(accounts.username, DEMO_ACCOUNTS.temporaryBlocked.username));
    await t.make.patient({ accountId: ewa.id, name: 'Ewa', lastName: 'Wstrzymana', nationalId: '91010112346', gender: 'FEMALE' });
    const flow = await start();
    // Not one of the simulator's test persons; the e-service vouches for her and the portal refuses her all the same.
    expect((await confirm(await answerFor(flow, { nationalId: '91010112346', name: 'Ewa', lastName: 'Wstrzymana' }), flow)).headers.location).toBe(
      '/epuap/error?code=3',
    );
  });

  it('sends an account that must merge to /mergeaccount with a session that may only merge', async () => {
    const res = await signInAs(PESEL.katarzyna);
    expect(res.headers.location).toBe(`/mergeaccount?email=${encodeURIComponent(DEMO_ACCOUNTS.merge.username)}`);
    const cookie = t.sessionCookieOrNull(res);
    expect(cookie).not.toBeNull();
    const account = await me(cookie!);
    expect(account.statusCode).toBe(400);
    expect(account.json().errorCode).toBe('MERGE_ACCOUNT');
  });

  it('sends an account with an unconfirmed e-mail to /confirmemail', async () => {
    const [tomasz] = await t.deps.db.select().from(accounts).where(eq(accounts.username, DEMO_ACCOUNTS.unconfirmed.username));
    await t.make.patient({ accountId: tomasz.id, name: 'Tomasz', lastName: 'Lewandowski', nationalId: '83040512397', gender: 'MALE' });
    const flow = await start();
    const res = await confirm(await answerFor(flow, { nationalId: '83040512397', name: 'Tomasz', lastName: 'Lewandowski' }), flow);
    expect(res.headers.location).toBe(`/confirmemail?email=${encodeURIComponent(DEMO_ACCOUNTS.unconfirmed.username)}`);
    expect(t.sessionCookieOrNull(res)).toBeNull();
  });

  it('keeps the booking context on the way to /mergeaccount and /confirmemail', async () => {
    const merge = await signInAs(PESEL.katarzyna, '?service=12&orgUnit=3');
    expect(merge.headers.location).toBe(`/mergeaccount?email=${encodeURIComponent(DEMO_ACCOUNTS.merge.username)}&service=12&orgUnit=3`);
    // Tomasz's record was added by the test before.
    const flow = await start('?employee=5&occupation=LEK');
    const confirmEmail = await confirm(await answerFor(flow, { nationalId: '83040512397', name: 'Tomasz', lastName: 'Lewandowski' }), flow);
    expect(confirmEmail.headers.location).toBe(`/confirmemail?email=${encodeURIComponent(DEMO_ACCOUNTS.unconfirmed.username)}&employee=5&occupation=LEK`);
  });

  it('sends a person without an account to code 2 and logs the failure', async () => {
    const res = await signInAs(UNREGISTERED_PERSON.nationalId, '?orgUnit=7');
    expect(res.headers.location).toBe('/epuap/error?code=2&orgUnit=7');
    expect(t.sessionCookieOrNull(res)).toBeNull();
    expect(await latestEvent('LOGIN_FAILURE')).toMatchObject({ accountId: null, description: 'E_SERVICE: no account for this person' });
  });

  it("gets the person past a stranger's claim (issue 6, finding 9): the record moves to a new account of hers, the claim ends", async () => {
    const person = UNREGISTERED_PERSON; // always on the simulator's list
    const stranger = await t.make.account({ username: 'obcy@example.com', name: 'Obcy', lastName: 'Ktoś', type: 'UNAUTHORIZED' });
    const record = await t.make.patient({
      accountId: stranger.id,
      name: 'Obca',
      lastName: 'Wpisana',
      nationalId: person.nationalId,
      city: 'Nigdzie',
      identityStatus: 'REQUESTED',
      detailsSource: 'SELF',
    });
    const guardian = await t.make.account({ name: 'Jan', lastName: 'Opiekun' });
    await t.make.link(guardian.id, record.id, { role: 'WARD', status: 'CONFIRMED' });
    try {
      // She signs in at the e-service from a browser of her own, not signed in to the stranger's account.
      const res = await signInAs(person.nationalId);
      expect(res.headers.location).toBe('/epuap/success');
      const cookie = t.sessionCookie(res);
      const account = (await me(cookie)).json();
      expect(account.type).toBe('AUTHORIZED');
      expect(account.id).not.toBe(stranger.id);
      const [after] = await t.deps.db.select().from(patients).where(eq(patients.id, record.id));
      // Names as the e-service vouched for them; the stranger's address is gone.
      expect(after).toMatchObject({ accountId: account.id, identityStatus: 'VERIFIED', detailsSource: 'E_SERVICE', name: account.name, lastName: account.lastName, city: null });
      expect((await t.deps.db.select().from(patientLinks).where(eq(patientLinks.patientId, record.id)))[0].status).toBe('PENDING');
      expect((await t.request({ method: 'GET', url: `/api/mpi/allergies/all/${record.id}`, cookie })).statusCode).toBe(200);
      expect(await latestEvent('PATIENT_CLAIM_ENDED')).toMatchObject({ accountId: stranger.id });
      // The next e-service sign-in finds her account by its confirmed record.
      const again = await signInAs(person.nationalId);
      expect((await me(t.sessionCookie(again))).json().id).toBe(account.id);
    } finally {
      await t.deps.db.delete(patientLinks).where(eq(patientLinks.patientId, record.id));
      await t.deps.db.delete(patients).where(eq(patients.id, record.id));
    }
  });

  it('treats a cancel at the e-service as a failure (code 2) and uses the request up', async () => {
    const flow = await start('?service=9');
    const cancelled = await choose(flow, 'cancel');
    const res = await confirm(cancelled, flow);
    expect(res.headers.location).toBe('/epuap/error?code=2&service=9');
    expect(await latestEvent('LOGIN_FAILURE')).toMatchObject({ description: 'E_SERVICE: cancelled at the e-service' });
    // The same request cannot be answered again with a sign-in.
    expect((await confirm(await choose(flow, PESEL.anna), flow)).headers.location).toBe('/epuap/error?code=2&service=9');
  });

  it('refuses an answer with a tampered signature or payload', async () => {
    const flow = await start();
    const answer = await choose(flow, UNREGISTERED_PERSON.nationalId);
    const [header, payload, signature] = answer.split('.');
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString());
    const forgedPayload = Buffer.from(JSON.stringify({ ...claims, sub: PESEL.anna })).toString('base64url');
    for (const forged of [`${header}.${forgedPayload}.${signature}`, `${header}.${payload}.${signature.slice(0, -3)}AAA`, 'not-a-jwt']) {
      const res = await confirm(forged, flow);
      expect(res.headers.location).toBe('/epuap/error?code=2');
      expect(t.sessionCookieOrNull(res)).toBeNull();
    }
  });

  it('refuses an expired answer', async () => {
    const flow = await start();
    const answer = await choose(flow, PESEL.anna);
    t.clock.advance(5 * 60_000 + 1_000);
    const res = await confirm(answer, flow);
    expect(res.headers.location).toBe('/epuap/error?code=2');
    expect(await latestEvent('LOGIN_FAILURE')).toMatchObject({ description: 'E_SERVICE: invalid answer (ERR_JWT_EXPIRED)' });
  });

  it('refuses a replayed answer', async () => {
    const flow = await start();
    const answer = await choose(flow, PESEL.anna);
    expect((await confirm(answer, flow)).headers.location).toBe('/epuap/success');
    const replay = await confirm(answer, flow);
    expect(replay.headers.location).toBe('/epuap/error?code=2');
    expect(t.sessionCookieOrNull(replay)).toBeNull();
  });

  it("refuses an answer brought by another browser (no or another binding cookie) and keeps the request usable", async () => {
    const flow = await start();
    const other = await start();
    const answer = await choose(flow, PESEL.anna);
    expect((await confirm(answer, flow, { binding: null })).headers.location).toBe('/epuap/error?code=2');
    expect((await confirm(answer, flow, { binding: other.binding })).headers.location).toBe('/epuap/error?code=2');
    expect((await confirm(answer, flow)).headers.location).toBe('/epuap/success');
  });

  it('answers an empty post with code 2', async () => {
    const res = await t.request({ method: 'POST', url: '/api/mpi/epuap/sso-confirm', headers: FORM, payload: '' });
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('/epuap/error?code=2');
  });
});

describe('GET /api/mpi/epuap/slo/{param}', () => {
  /** The simulator's single-logout page: the link (with a signed logout request) for each test person. */
  async function logoutLinks(): Promise<Record<string, string>> {
    const res = await t.app.inject({ method: 'GET', url: '/sim/epuap/logout' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<html lang="pl">');
    const links: Record<string, string> = {};
    for (const m of res.body.matchAll(/<a class="person" href="([^"]+)">\s*<span class="who">Wyloguj ([^<]+)<\/span>/g)) {
      links[m[2]] = m[1].replace(/&amp;/g, '&');
    }
    return links;
  }
  const slo = (url: string, cookie?: string) => t.request({ method: 'GET', url, cookie });
  const signedIn = async (cookie: string) => (await me(cookie)).statusCode === 200;
  const logoutRequestOf = (url: string) => new URL(url, 'http://localhost').searchParams.get('SAMLRequest')!;

  it("ends the session on the e-service's signed logout request of its person, logs LOGOUT and goes to /login", async () => {
    const links = await logoutLinks();
    // Only people with a portal account; the person without one cannot be signed out of it.
    expect(Object.keys(links).sort()).toEqual(['Anna Kowalska', 'Jan Zablokowany', 'Katarzyna Mazur', 'Piotr Zieliński']);
    expect(links['Piotr Zieliński']).toMatch(/^\/api\/mpi\/epuap\/slo\/e-service\?SAMLRequest=/);
    const cookie = await t.login('piotr');
    const res = await slo(links['Piotr Zieliński'], cookie);
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('/login');
    expect(await signedIn(cookie)).toBe(false);
    const [event] = await t.deps.db
      .select()
      .from(eventLog)
      .where(and(eq(eventLog.eventType, 'LOGOUT'), eq(eventLog.username, DEMO_ACCOUNTS.piotr.username)))
      .orderBy(desc(eventLog.id))
      .limit(1);
    expect(event).toMatchObject({ outcome: 'SUCCESS', source: 'SERVER' });
  });

  it('ends nothing on a bare request — what a cross-site <img> sends', async () => {
    const cookie = await t.login('anna');
    for (const url of ['/api/mpi/epuap/slo/x', '/api/mpi/epuap/slo/abc-123?SAMLRequest=', '/api/mpi/epuap/slo/x?SAMLRequest=not-a-jwt']) {
      const res = await slo(url, cookie);
      expect(res.statusCode).toBe(302);
      expect(res.headers.location).toBe('/login');
      expect(await signedIn(cookie)).toBe(true);
    }
    expect(await latestEvent('LOGOUT')).toMatchObject({ outcome: 'FAILURE', username: DEMO_ACCOUNTS.anna.username, description: 'E_SERVICE: invalid logout request (ERR_JWS_INVALID)' });
  });

  it('ends nothing on a forged, foreign-key, expired or replayed request, nor on one of another person', async () => {
    const cookie = await t.login('anna');
    const valid = await eService.provider.logoutRequest(PESEL.anna, t.clock.now());
    const [header, payload, signature] = valid.split('.');
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString());
    const forged = `${header}.${Buffer.from(JSON.stringify({ ...claims, jti: '_other' })).toString('base64url')}.${signature}`;
    const otherKey = await createLocalEService({ entityId: t.deps.config.E_SERVICE_ENTITY_ID, secret: 'x'.repeat(32) }).provider.logoutRequest(PESEL.anna, t.clock.now());
    // A sign-in answer of the same e-service is not a logout request.
    const flow = await start();
    const answer = await choose(flow, PESEL.anna);
    const piotrs = logoutRequestOf((await logoutLinks())['Piotr Zieliński']);
    for (const samlRequest of [forged, otherKey, answer, piotrs]) {
      const res = await slo(`/api/mpi/epuap/slo/x?${new URLSearchParams({ SAMLRequest: samlRequest })}`, cookie);
      expect(res.headers.location).toBe('/login');
      expect(await signedIn(cookie)).toBe(true);
    }
    expect(await latestEvent('LOGOUT')).toMatchObject({ outcome: 'FAILURE', description: 'E_SERVICE: logout request of another person' });

    const expired = await eService.provider.logoutRequest(PESEL.anna, t.clock.now());
    t.clock.advance(5 * 60_000 + 1_000);
    const late = await t.login('anna');
    await slo(`/api/mpi/epuap/slo/x?${new URLSearchParams({ SAMLRequest: expired })}`, late);
    expect(await signedIn(late)).toBe(true);

    // The valid one works once; brought again to a new session it ends nothing.
    const fresh = await eService.provider.logoutRequest(PESEL.anna, t.clock.now());
    const url = `/api/mpi/epuap/slo/x?${new URLSearchParams({ SAMLRequest: fresh })}`;
    await slo(url, late);
    expect(await signedIn(late)).toBe(false);
    const again = await t.login('anna');
    await slo(url, again);
    expect(await signedIn(again)).toBe(true);
    expect(await latestEvent('LOGOUT')).toMatchObject({ outcome: 'FAILURE', description: 'E_SERVICE: replayed logout request' });
  });

  it('goes to /login without a session too', async () => {
    const res = await t.request({ method: 'GET', url: '/api/mpi/epuap/slo/x' });
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('/login');
  });
});

describe('production mode', () => {
  let prod: TestApp;
  beforeAll(async () => {
    prod = await createTestApp({ PORTAL_MODE: 'production' });
  });
  afterAll(() => prod.close());

  it('has no simulator, and the e-service sign-in ends on the failure page', async () => {
    const res = await prod.request({ method: 'GET', url: '/api/mpi/epuap/sso?service=3' });
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('/epuap/error?code=2&service=3');
    const page = await prod.app.inject({ method: 'GET', url: '/sim/epuap/login?SAMLRequest=x' });
    expect(page.body).not.toContain('Profil Zaufany');
    const script = await prod.app.inject({ method: 'GET', url: '/sim/epuap/post.js' });
    expect(script.body).not.toContain('saml-post');
    const logout = await prod.app.inject({ method: 'GET', url: '/sim/epuap/logout' });
    expect(logout.body).not.toContain('Wyloguj');
  });
});
