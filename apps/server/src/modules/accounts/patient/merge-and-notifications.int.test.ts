import { desc, eq, sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts, allergies, eventLog, notifications, patientLinks, patients } from '../../../db/schema/index';
import { DEMO_ACCOUNTS, DEMO_NOTIFICATIONS } from '../../../demo';
import { createTestApp, type TestApp } from '../../../test/helper';
import { columnRef, ownershipRegistry } from '../../../db/ownership';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Who = keyof typeof DEMO_ACCOUNTS;
const MERGE_URL = '/api/mpi/accounts/mpi-user/account-to-merge';

const login = (username: string, password: string) => t.request({ method: 'POST', url: '/api/mpi/accounts/login', payload: { username, password } });
const merge = (payload: Record<string, unknown>, cookie?: string) => t.request({ method: 'POST', url: MERGE_URL, payload, cookie });
const me = (cookie: string) => t.request({ method: 'GET', url: '/api/mpi/accounts/mpi-user', cookie });

async function accountOf(username: string) {
  const [row] = await t.deps.db.select().from(accounts).where(eq(accounts.username, username));
  return row;
}
const idOf = async (who: Who) => (await accountOf(DEMO_ACCOUNTS[who].username)).id;

/** Signs in the demo account that must merge: 400 MERGE_ACCOUNT, and a session that may only merge. */
async function mergeSession(): Promise<string> {
  const res = await login(DEMO_ACCOUNTS.merge.username, DEMO_ACCOUNTS.merge.password);
  expect(res.statusCode).toBe(400);
  expect(res.json().errorCode).toBe('MERGE_ACCOUNT');
  return t.sessionCookie(res);
}

/** A fresh account with an own patient record of the given PESEL. */
async function personAccount(username: string, password: string, nationalId: string, extra: Partial<typeof accounts.$inferInsert> = {}) {
  const account = await t.make.account({ username, password, name: 'Ola', lastName: 'Test', email: username, type: 'UNAUTHORIZED', ...extra });
  const patient = await t.make.patient({ accountId: account.id, name: 'Ola', lastName: 'Test', nationalId, gender: 'FEMALE' });
  return { account, patient };
}

const notPossible = (res: LightMyRequestResponse) => {
  expect(res.statusCode).toBe(400);
  expect(res.json()).toEqual({ errorCode: 'MERGE_NOT_POSSIBLE', message: 'Scalenie podanych kont nie jest możliwe' });
};

describe('MERGE_ACCOUNT sign-in', () => {
  it('opens a session that reaches only the merge call', async () => {
    const cookie = await mergeSession();
    for (const url of ['/api/mpi/accounts/mpi-user', `/api/mpi/accounts/mpi-user/notifications/${DEMO_NOTIFICATIONS.main}`, '/api/mpi/accounts/mpi-user/patients/me']) {
      const res = await t.request({ method: 'GET', url, cookie });
      expect(res.statusCode, url).toBe(400);
      expect(res.json().errorCode, url).toBe('MERGE_ACCOUNT');
    }
    const sso = await t.request({ method: 'POST', url: '/api/mpi/sso/generate', payload: { userId: await idOf('merge'), sessionId: 'x' }, cookie });
    expect(sso.json().errorCode).toBe('MERGE_ACCOUNT');
  });

  it('answers 401 to the merge call without a session', async () => {
    const res = await merge(DEMO_ACCOUNTS.mergeOld);
    expect(res.statusCode).toBe(401);
  });
});

describe('POST /api/mpi/accounts/mpi-user/account-to-merge, refusals', () => {
  it('refuses a wrong password and counts it toward the other account’s lock', async () => {
    const cookie = await mergeSession();
    notPossible(await merge({ username: DEMO_ACCOUNTS.mergeOld.username, password: 'Zle-haslo-2026' }, cookie));
    const [event] = await t.deps.db
      .select()
      .from(eventLog)
      .where(eq(eventLog.accountId, await idOf('mergeOld')))
      .orderBy(desc(eventLog.id))
      .limit(1);
    expect(event).toMatchObject({ eventType: 'LOGIN_FAILURE', description: 'INVALID_CREDENTIALS', source: 'SERVER' });
  });

  it('refuses an unknown login exactly like a wrong password', async () => {
    const cookie = await mergeSession();
    notPossible(await merge({ username: 'nikt.taki@example.com', password: 'Cokolwiek#2026' }, cookie));
  });

  it('refuses the same account', async () => {
    const cookie = await mergeSession();
    notPossible(await merge(DEMO_ACCOUNTS.merge, cookie));
  });

  it('refuses a valid account that is not the one this account must merge with', async () => {
    const cookie = await mergeSession();
    notPossible(await merge(DEMO_ACCOUNTS.piotr, cookie));
  });

  it('refuses a blocked other account even with the right password', async () => {
    const oldId = await idOf('mergeOld');
    await t.deps.db.update(accounts).set({ status: 'BLOCKED' }).where(eq(accounts.id, oldId));
    try {
      notPossible(await merge(DEMO_ACCOUNTS.mergeOld, await mergeSession()));
    } finally {
      await t.deps.db.update(accounts).set({ status: 'ACTIVE' }).where(eq(accounts.id, oldId));
    }
  });

  it('refuses an empty body with VALIDATION_ERROR', async () => {
    const res = await merge({ username: '', password: '' }, await mergeSession());
    expect(res.statusCode).toBe(400);
    expect(res.json().errorCode).toBe('VALIDATION_ERROR');
  });
});

describe('POST /api/mpi/accounts/mpi-user/account-to-merge, success', () => {
  it('moves patients, links, allergies and notices, deletes the other account and widens the session', async () => {
    const newId = await idOf('merge');
    const oldId = await idOf('mergeOld');
    const [kept] = await t.deps.db.select().from(patients).where(eq(patients.accountId, newId));
    // The older account also holds a record of Katarzyna herself, with an allergy, and a notice.
    const duplicate = await t.make.patient({ accountId: oldId, name: 'Katarzyna', lastName: 'Mazur', nationalId: kept.nationalId, gender: 'FEMALE' });
    await t.make.allergy(duplicate.id, { allergyTypeCode: 'L', allergyCode: 'LEK-AMOKSYCYLINA', allergyName: null, allergyCategory: ['medication'] });
    const [notice] = await t.deps.db
      .insert(notifications)
      .values({ accountId: oldId, patientId: duplicate.id, target: 'MAIN', title: 'Stare powiadomienie' })
      .returning();
    const oldSession = t.sessionCookie(await login(DEMO_ACCOUNTS.mergeOld.username, DEMO_ACCOUNTS.mergeOld.password));
    const [daughterLink] = await t.deps.db.select().from(patientLinks).where(eq(patientLinks.accountId, oldId));

    const cookie = await mergeSession();
    const res = await merge(DEMO_ACCOUNTS.mergeOld, cookie);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: newId, username: DEMO_ACCOUNTS.merge.username });

    // The same session is now a full one.
    expect((await me(cookie)).statusCode).toBe(200);
    // One own record: the duplicate folded into the kept one, with its allergy and notice.
    const own = await t.deps.db.select().from(patients).where(eq(patients.accountId, newId));
    expect(own.map((p) => p.id)).toEqual([kept.id]);
    expect(await t.deps.db.select().from(patients).where(eq(patients.id, duplicate.id))).toEqual([]);
    const keptAllergies = await t.deps.db.select().from(allergies).where(eq(allergies.patientId, kept.id));
    expect(keptAllergies.map((a) => a.name)).toContain('Amoksycylina');
    const [movedNotice] = await t.deps.db.select().from(notifications).where(eq(notifications.guid, notice.guid));
    expect(movedNotice).toMatchObject({ accountId: newId, patientId: kept.id });
    // The daughter's profile (a child link of the old account) is now the new account's.
    const [link] = await t.deps.db.select().from(patientLinks).where(eq(patientLinks.id, daughterLink.id));
    expect(link).toMatchObject({ accountId: newId, role: 'CHILD', status: 'CONFIRMED' });
    const daughterAllergies = await t.request({ method: 'GET', url: `/api/mpi/allergies/all/${daughterLink.patientId}`, cookie });
    expect(daughterAllergies.statusCode).toBe(200);
    expect(JSON.stringify(daughterAllergies.json())).toContain('Mleko krowie');

    // The old account is deleted, signed out everywhere and cannot sign in; the new one signs in normally.
    const old = await accountOf(DEMO_ACCOUNTS.mergeOld.username);
    expect(old.status).toBe('DELETED');
    expect((await accountOf(DEMO_ACCOUNTS.merge.username)).mergeWithAccountId).toBeNull();
    expect((await me(oldSession)).statusCode).toBe(401);
    expect((await login(DEMO_ACCOUNTS.mergeOld.username, DEMO_ACCOUNTS.mergeOld.password)).statusCode).toBe(401);
    expect((await login(DEMO_ACCOUNTS.merge.username, DEMO_ACCOUNTS.merge.password)).statusCode).toBe(200);

    const events = await t.deps.db.select().from(eventLog).where(eq(eventLog.accountId, newId)).orderBy(desc(eventLog.id)).limit(3);
    expect(events.map((e) => e.eventType)).toEqual(expect.arrayContaining(['ACCOUNT_MERGE', 'LOGIN_SUCCESS']));
  });

  it('lets a full session merge another account of the same person, and no one else’s', async () => {
    const a = await personAccount('ola.nowa@example.com', 'OlaNowa#2026-x', '95072812347');
    const b = await personAccount('ola.stara', 'OlaStara#2026-x', '95072812347');
    const stranger = await personAccount('ktos.inny@example.com', 'KtosInny#2026-x', '60010112342');
    const cookie = t.sessionCookie(await login('ola.nowa@example.com', 'OlaNowa#2026-x'));
    notPossible(await merge({ username: 'ktos.inny@example.com', password: 'KtosInny#2026-x' }, cookie));
    const res = await merge({ username: 'ola.stara', password: 'OlaStara#2026-x' }, cookie);
    expect(res.statusCode).toBe(200);
    expect(await t.deps.db.select().from(patients).where(eq(patients.accountId, a.account.id))).toHaveLength(1);
    expect((await accountOf('ola.stara')).status).toBe('DELETED');
    expect((await accountOf('ktos.inny@example.com')).status).toBe('ACTIVE');
    expect(b.patient.id).not.toBe(a.patient.id);
    expect(stranger.account.id).toBeGreaterThan(0);
  });

  it('locks the other account after repeated wrong passwords, like sign-in', async () => {
    await personAccount('ela.nowa@example.com', 'ElaNowa#2026-x', '97020312343');
    await personAccount('ela.stara', 'ElaStara#2026-x', '97020312343');
    const cookie = t.sessionCookie(await login('ela.nowa@example.com', 'ElaNowa#2026-x'));
    for (let i = 0; i < t.deps.config.LOGIN_MAX_FAILURES; i++) notPossible(await merge({ username: 'ela.stara', password: `Zle-${i}-haslo` }, cookie));
    const [lock] = await t.deps.db
      .select()
      .from(eventLog)
      .where(eq(eventLog.accountId, (await accountOf('ela.stara')).id))
      .orderBy(desc(eventLog.id))
      .limit(1);
    expect(lock).toMatchObject({ eventType: 'ACCOUNT_LOCK', source: 'SERVER' });
    notPossible(await merge({ username: 'ela.stara', password: 'ElaStara#2026-x' }, cookie));
    expect((await login('ela.stara', 'ElaStara#2026-x')).statusCode).toBe(423);
  });
});

describe('the merge and the schema', () => {
  it('has a merge rule for every column that ties rows to an account or a patient', async () => {
    // Columns named patient_id or account_id, and every foreign key to accounts or patients, in the tables of the app (not pg-boss's).
    const { rows } = (await t.deps.db.execute(sql`
      select c.table_name || '.' || c.column_name as ref
      from information_schema.columns c
      where c.table_schema = 'public' and c.column_name in ('patient_id', 'account_id')
      union
      select k.conrelid::regclass::text || '.' || a.attname
      from pg_constraint k
      join pg_attribute a on a.attrelid = k.conrelid and a.attnum = any(k.conkey)
      where k.contype = 'f' and k.confrelid in ('accounts'::regclass, 'patients'::regclass)
      order by 1`)) as unknown as { rows: Array<{ ref: string }> };
    const inDatabase = [...new Set(rows.map((r) => r.ref.replace(/^public\./, '')))].sort();
    const declared = ownershipRegistry.map((e) => columnRef(e.column));
    expect(new Set(declared).size).toBe(declared.length);
    expect(declared.sort()).toEqual(inDatabase);
  });
});

describe('GET /api/mpi/accounts/mpi-user/notifications/{guid}', () => {
  const open = (guid: string, cookie?: string) => t.request({ method: 'GET', url: `/api/mpi/accounts/mpi-user/notifications/${guid}`, cookie });

  it('resolves Anna’s notice to its target and marks it opened once', async () => {
    const cookie = await t.login('anna');
    const res = await open(DEMO_NOTIFICATIONS.document, cookie);
    expect(res.statusCode).toBe(200);
    const [annasPatient] = await t.deps.db.select().from(patients).where(eq(patients.nationalId, '85031502464'));
    expect(res.json()).toEqual({ target: 'CLINICAL_DOCUMENTS', contextId: 'DOC-2026-000417', patientId: annasPatient.id });
    const [first] = await t.deps.db.select().from(notifications).where(eq(notifications.guid, DEMO_NOTIFICATIONS.document));
    expect(first.openedAt).not.toBeNull();
    t.clock.advance(60_000);
    expect((await open(DEMO_NOTIFICATIONS.document.toUpperCase(), cookie)).statusCode).toBe(200);
    const [again] = await t.deps.db.select().from(notifications).where(eq(notifications.guid, DEMO_NOTIFICATIONS.document));
    expect(again.openedAt).toEqual(first.openedAt);
    expect((await open(DEMO_NOTIFICATIONS.main, cookie)).json()).toMatchObject({ target: 'MAIN', contextId: null });
  });

  it('answers a stranger’s, an unknown and a malformed guid with the same 404, and leaves the notice unopened', async () => {
    const [annasNotice] = await t.deps.db
      .insert(notifications)
      .values({ accountId: await idOf('anna'), target: 'MAIN', title: 'Nowa wiadomość' })
      .returning();
    const cookie = await t.login('piotr');
    const answers = await Promise.all(
      [annasNotice.guid, '00000000-0000-4000-8000-000000000000', 'nie-guid', "1' or '1'='1"].map((g) => open(encodeURIComponent(g), cookie)),
    );
    for (const res of answers) {
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual(answers[0].json());
    }
    expect(answers[0].json().errorCode).toBe('NOT_FOUND');
    const [untouched] = await t.deps.db.select().from(notifications).where(eq(notifications.guid, annasNotice.guid));
    expect(untouched.openedAt).toBeNull();
  });

  it('answers 401 without a session', async () => {
    expect((await open(DEMO_NOTIFICATIONS.document)).statusCode).toBe(401);
  });
});
