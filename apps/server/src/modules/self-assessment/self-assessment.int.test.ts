import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, addYears } from '@portal/domain';
import { accounts, eventLog, selfAssessments, settings } from '../../db/schema/index';
import { clinicToday } from '../../lib/clinic-time';
import { createTestApp, type TestApp } from '../../test/helper';
import { pdfText } from '../../test/pdf-text';

let t: TestApp;
let anna: string;
let annaId: number;

beforeAll(async () => {
  t = await createTestApp();
  anna = await t.login('anna');
  [{ id: annaId }] = await t.deps.db.select({ id: accounts.id }).from(accounts).where(eq(accounts.username, 'anna.kowalska@example.com'));
});
afterAll(() => t.close());

const API = '/api/mpi/questionnaires/infermedica';
const well = { emergency: ['none'], fever: ['no'], symptoms: ['none'], contact: ['no'], age: ['under65'], risk: ['none'] };
const feverish = { ...well, fever: ['yes'], symptoms: ['cough'] };

interface Finished {
  triageLevel: string;
  levelName: string;
  fullData: { interviewId: string; language: string; items: Array<{ id: string; question: string; answer: string }>; recommendation: string; finishedAt: string };
  resultToken: string;
}

/** The frame's address for the signed-in account, and its ticket. */
async function frame(cookie: string, language = 'pl'): Promise<{ url: string; ticket: string }> {
  const res = await t.request({ method: 'GET', url: `${API}/url/${language}`, cookie });
  expect(res.statusCode).toBe(200);
  const url = res.json().url as string;
  return { url, ticket: new URL(url).searchParams.get('ticket')! };
}

/** The interview page's own call that ends it (as its script makes it: a page of the triage service, no portal client header). */
const finishCall = (payload: object) => t.app.inject({ method: 'POST', url: '/sim/triage/api/finish', payload });

async function interview(cookie: string, answers: object = feverish, language = 'pl'): Promise<Finished> {
  const { ticket } = await frame(cookie, language);
  const res = await finishCall({ ticket, lang: language, answers });
  expect(res.statusCode).toBe(200);
  return res.json();
}

const save = (cookie: string, finished: Finished, over: object = {}) =>
  t.request({
    method: 'POST',
    url: `${API}/questionnaire`,
    cookie,
    payload: { fullData: finished.fullData, triageLevel: finished.triageLevel, resultToken: finished.resultToken, lattitude: 50.06143, longtitude: 19.93658, ...over },
  });

const setQuestionnaire = (value: { selfAssessmentQuestionaire: boolean; selfAssessmentGps: boolean }) =>
  t.deps.db.update(settings).set({ value }).where(eq(settings.key, 'questionnaire'));

const expectRefused = (res: { statusCode: number; json(): unknown }) => {
  expect(res.statusCode).toBe(400);
  expect(res.json()).toEqual({
    errorCode: 'TRIAGE_RESULT_INVALID',
    message: 'Wynik samooceny jest nieprawidłowy, wygasł albo został już zapisany. Przeprowadź samoocenę ponownie.',
  });
};

describe('questionnaire settings', () => {
  it('answers the seeded switches to a signed-in account, 401 without a session', async () => {
    const res = await t.request({ method: 'GET', url: '/api/mpi/accounts/mpi-user/questionnaire-settings', cookie: anna });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ selfAssessmentQuestionaire: true, selfAssessmentGps: true });
    expect((await t.request({ method: 'GET', url: '/api/mpi/accounts/mpi-user/questionnaire-settings' })).statusCode).toBe(401);
  });
});

describe('the triage interview (our own triage service, /sim/triage)', () => {
  it('hands out the frame address on the portal origin; the page is an accessible form in the asked language, framed only by the portal', async () => {
    const { url, ticket } = await frame(anna, 'en');
    expect(url).toMatch(/^http:\/\/localhost:\d+\/sim\/triage\/interview\?ticket=[^&]+&lang=en$/);
    const page = await t.app.inject({ method: 'GET', url: `/sim/triage/interview?ticket=${encodeURIComponent(ticket)}&lang=en` });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.headers['content-security-policy']).toContain(`frame-ancestors ${new URL(url).origin}`);
    expect(page.headers['content-security-policy']).toContain("script-src 'self'");
    const html = page.body;
    expect(html).toContain('<html lang="en">');
    expect(html).toContain('<form id="triage-form"');
    expect(html.match(/<fieldset class="step"/g)).toHaveLength(6);
    expect(html.match(/<legend>/g)).toHaveLength(6);
    expect(html).toContain('<input type="checkbox" id="q-emergency-chest_pain" name="emergency" value="chest_pain"><label for="q-emergency-chest_pain">Chest pain or pressure</label>');
    expect(html).toContain('<input type="radio" id="q-fever-yes" name="fever" value="yes">');
    expect(html).toContain('>Back</button>');
    expect(html).toContain('>Next</button>');
    expect(html).toContain('<script src="/sim/triage/interview.js" defer></script>');
    const script = await t.app.inject({ method: 'GET', url: '/sim/triage/interview.js' });
    expect(script.statusCode).toBe(200);
    expect(script.headers['content-type']).toContain('text/javascript');
    expect(script.body).toContain("type: 'pp-triage-finished'");
    expect(script.body).toContain('form.dataset.portalOrigin');
    // Polish by default, Ukrainian on request.
    const pl = await t.app.inject({ method: 'GET', url: `/sim/triage/interview?ticket=${encodeURIComponent(ticket)}` });
    expect(pl.body).toContain('<html lang="pl">');
    expect(pl.body).toContain('>Wstecz</button>');
    expect(pl.body).toContain('>Dalej</button>');
    const uk = await t.app.inject({ method: 'GET', url: `/sim/triage/interview?ticket=${encodeURIComponent(ticket)}&lang=uk` });
    expect(uk.body).toContain('<html lang="uk">');
  });

  it('shows the unavailable page for a missing or forged ticket', async () => {
    for (const url of ['/sim/triage/interview', '/sim/triage/interview?ticket=v1.abc.1.2.xyz', '/sim/triage/interview?ticket=x&lang=en']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(400);
      expect(res.body).toMatch(/Link do wywiadu jest nieprawidłowy albo wygasł|The interview link is invalid/);
    }
  });

  it('decides the level on the server from the answers; a level sent by the browser is ignored', async () => {
    const { ticket } = await frame(anna);
    const res = await finishCall({ ticket, lang: 'pl', answers: { ...well, contact: ['yes'] }, triageLevel: 'no_risk' });
    expect(res.statusCode).toBe(200);
    const body: Finished = res.json();
    expect(body.triageLevel).toBe('quarantine');
    expect(body.levelName).toBe('Ograniczenie kontaktów (kwarantanna)');
    expect(body.fullData.language).toBe('pl');
    expect(body.fullData.items).toHaveLength(6);
    expect(body.fullData.items[3]).toEqual({
      id: 'contact',
      question: 'Czy w ciągu ostatnich 10 dni miałeś(-aś) bliski kontakt z osobą zakażoną?',
      answer: 'Tak',
    });
    expect(body.fullData.recommendation).toContain('10 dni');
    expect(body.resultToken).toMatch(/^v1\./);
    // An emergency sign ends the interview: nothing else needs answering.
    const urgent = await finishCall({ ticket, lang: 'en', answers: { emergency: ['blue_lips'] } });
    expect(urgent.json()).toMatchObject({ triageLevel: 'isolation_ambulance', levelName: 'Urgent help: call 112' });
  });

  it('refuses incomplete answers and a bad ticket', async () => {
    const { ticket } = await frame(anna);
    const incomplete = await finishCall({ ticket, lang: 'pl', answers: { emergency: ['none'], fever: ['no'] } });
    expect(incomplete.statusCode).toBe(400);
    expect(incomplete.json()).toMatchObject({ errorCode: 'VALIDATION_ERROR', message: 'Odpowiedz na wszystkie pytania wywiadu.' });
    const forged = await finishCall({ ticket: `${ticket}x`, lang: 'pl', answers: well });
    expect(forged.statusCode).toBe(400);
    expect(forged.json()).toMatchObject({ errorCode: 'BAD_REQUEST' });
  });

  it('shows the full advice of each level in the asked language; an unknown level is 404', async () => {
    const en = await t.app.inject({ method: 'GET', url: '/sim/triage/recommendation/isolation_ambulance?lang=en' });
    expect(en.statusCode).toBe(200);
    expect(en.body).toContain('<html lang="en">');
    expect(en.body).toContain('Call the emergency number 112 at once');
    const pl = await t.app.inject({ method: 'GET', url: '/sim/triage/recommendation/self_monitoring' });
    expect(pl.body).toContain('Samoobserwacja');
    expect(pl.body).toContain('nie jest diagnozą');
    expect((await t.app.inject({ method: 'GET', url: '/sim/triage/recommendation/panic?lang=uk' })).statusCode).toBe(404);
  });
});

describe('POST /mpi/questionnaires/infermedica/questionnaire', () => {
  it('saves a result the triage service vouches for, with the position, and answers its advice page', async () => {
    const finished = await interview(anna);
    const res = await save(anna, finished);
    expect(res.statusCode).toBe(201);
    const saved = res.json();
    expect(saved).toEqual({ fullfilmentId: expect.any(Number), triageLevel: 'isolation_call', url: '/sim/triage/recommendation/isolation_call?lang=pl' });
    const one = await t.request({ method: 'GET', url: `${API}/questionnaire/${saved.fullfilmentId}`, cookie: anna });
    expect(one.statusCode).toBe(200);
    expect(one.json()).toMatchObject({
      fullfilmentId: saved.fullfilmentId,
      triageLevel: 'isolation_call',
      recommendation: finished.fullData.recommendation,
      items: finished.fullData.items,
      lattitude: 50.06143,
      longtitude: 19.93658,
    });
    const [event] = await t.deps.db
      .select()
      .from(eventLog)
      .where(and(eq(eventLog.accountId, annaId), eq(eventLog.eventType, 'SELF_ASSESSMENT_SAVE')))
      .orderBy(desc(eventLog.id))
      .limit(1);
    expect(event.description).toBe(`Samoocena ${saved.fullfilmentId}: isolation_call`);
  });

  it('refuses a forged level (the body says no_risk, the signed result isolation_call)', async () => {
    const finished = await interview(anna);
    expectRefused(await save(anna, finished, { triageLevel: 'no_risk' }));
  });

  it("refuses another account's result", async () => {
    const other = await t.make.account();
    const finished = await interview(await t.as(other.id));
    expectRefused(await save(anna, finished));
  });

  it('refuses a replayed result: saved once, never twice', async () => {
    const finished = await interview(anna);
    expect((await save(anna, finished)).statusCode).toBe(201);
    expectRefused(await save(anna, finished));
    expect(await t.deps.db.select().from(selfAssessments).where(eq(selfAssessments.interviewId, finished.fullData.interviewId))).toHaveLength(1);
  });

  it('refuses an altered record, a forged token and a result older than 30 minutes', async () => {
    const finished = await interview(anna);
    expectRefused(await save(anna, finished, { fullData: { ...finished.fullData, recommendation: 'Nic nie rób, to nic takiego.' } }));
    expectRefused(await save(anna, finished, { fullData: { ...finished.fullData, items: finished.fullData.items.slice(1) } }));
    expectRefused(await save(anna, finished, { resultToken: `${finished.resultToken.slice(0, -2)}AA` }));
    expectRefused(await save(anna, finished, { resultToken: 'v1.x.1.isolation_call.h.99999999999999.mac' }));
    t.clock.advance(31 * 60_000);
    // A new session: the old one has been idle for longer than its limit.
    const later = await t.login('anna');
    expectRefused(await save(later, finished));
    anna = later;
  });

  it('drops the position while the installation keeps none (selfAssessmentGps off)', async () => {
    await setQuestionnaire({ selfAssessmentQuestionaire: true, selfAssessmentGps: false });
    try {
      const res = await save(anna, await interview(anna, well));
      expect(res.statusCode).toBe(201);
      const [row] = await t.deps.db.select().from(selfAssessments).where(eq(selfAssessments.id, res.json().fullfilmentId));
      expect(row).toMatchObject({ triageLevel: 'no_risk', latitude: null, longitude: null });
    } finally {
      await setQuestionnaire({ selfAssessmentQuestionaire: true, selfAssessmentGps: true });
    }
    // Without a position given, none is kept either.
    const res = await save(anna, await interview(anna, well), { lattitude: null, longtitude: null });
    expect((await t.request({ method: 'GET', url: `${API}/questionnaire/${res.json().fullfilmentId}`, cookie: anna })).json()).toMatchObject({
      lattitude: null,
      longtitude: null,
    });
  });

  it('validates the body (a level outside the five, a position outside the globe)', async () => {
    const finished = await interview(anna);
    const bad = await save(anna, finished, { triageLevel: 'panic', lattitude: 91 });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errorCode).toBe('VALIDATION_ERROR');
  });
});

describe('GET /mpi/questionnaires/infermedica/questionnaires', () => {
  const list = (cookie: string, query = '') => t.request({ method: 'GET', url: `${API}/questionnaires${query}`, cookie });

  it("lists the account's own results, newest first, by default from a year back to today", async () => {
    const fresh = await t.make.account();
    const cookie = await t.as(fresh.id);
    expect((await list(cookie)).json()).toEqual([]);
    const first = (await save(cookie, await interview(cookie, well))).json().fullfilmentId;
    const second = (await save(cookie, await interview(cookie, feverish))).json().fullfilmentId;
    const old = (await save(cookie, await interview(cookie, well))).json().fullfilmentId;
    // One result made 13 months ago: outside the default year.
    await t.deps.db
      .update(selfAssessments)
      .set({ createdAt: new Date(t.clock.now().getTime() - 400 * 24 * 60 * 60_000) })
      .where(eq(selfAssessments.id, old));
    const res = await list(cookie);
    expect(res.statusCode).toBe(200);
    expect(res.json().map((r: { fullfilmentId: number }) => r.fullfilmentId)).toEqual([second, first]);
    const today = clinicToday(t.clock.now());
    const all = await list(cookie, `?after=${addYears(today, -2)}&before=${today}`);
    expect(all.json().map((r: { fullfilmentId: number }) => r.fullfilmentId)).toEqual([second, first, old]);
    const onlyOld = await list(cookie, `?before=${addDays(today, -300)}`);
    expect(onlyOld.json().map((r: { fullfilmentId: number }) => r.fullfilmentId)).toEqual([old]);
  });

  it("shows Anna's seeded results (no_risk some months ago, self_monitoring)", async () => {
    const levels = (await list(anna)).json().map((r: { triageLevel: string }) => r.triageLevel);
    expect(levels.slice(-2)).toEqual(['self_monitoring', 'no_risk']);
  });

  it('checks the range: no future day, not earlier than 20 years back, after not later than before', async () => {
    const today = clinicToday(t.clock.now());
    const cases = [
      { query: `?before=${addDays(today, 1)}`, message: 'Nie można wybrać daty z przyszłości.' },
      { query: `?after=${addYears(today, -21)}`, message: 'Można wybrać datę nie wcześniejszą niż 20 lat temu.' },
      { query: `?after=${today}&before=${addDays(today, -1)}`, message: 'Data początkowa nie może być późniejsza niż data końcowa.' },
    ];
    for (const c of cases) {
      const res = await list(anna, c.query);
      expect(res.statusCode, c.query).toBe(400);
      expect(res.json()).toMatchObject({ errorCode: 'VALIDATION_ERROR', message: c.message });
    }
    expect((await list(anna, '?after=2026-02-30')).statusCode).toBe(400);
  });
});

describe('GET /mpi/questionnaires/infermedica/questionnaire/pdf/{id}', () => {
  it('is an A4 report with her name, the level in words, the advice, every question and answer, the position and the note', async () => {
    const finished = await interview(anna, { ...well, symptoms: ['sore_throat', 'aches'] });
    const id = (await save(anna, finished)).json().fullfilmentId;
    const res = await t.request({ method: 'GET', url: `${API}/questionnaire/pdf/${id}`, cookie: anna });
    expect(res.statusCode).toBe(200);
    const { data, fileName } = res.json();
    expect(fileName).toBe(`selfassessment_report_${id}.pdf`);
    const pdf = Buffer.from(data, 'base64');
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    const text = await pdfText(pdf);
    expect(text).toContain('Samoocena objawów');
    expect(text).toContain('Anna Kowalska');
    expect(text).toContain('Samoobserwacja');
    expect(text).toContain('Ból gardła; Bóle mięśni, głowy, ogólne rozbicie');
    expect(text).toContain('Czy masz teraz którykolwiek z tych objawów? Nie mam żadnego z tych objawów');
    expect(text).toContain('Ile masz lat? Mniej niż 65 lat');
    expect(text).toContain('Czy dotyczy Cię któraś z tych sytuacji? Nie dotyczy mnie żadna z nich');
    expect(text).toContain('szerokość 50.06143, długość 19.93658');
    expect(text).toContain('nie jest diagnozą');
    expect(text).toContain('Przychodnia Zdrowie Plus');
    expect(text).toContain('Strona 1 z');
    // The date in the clinic's time zone.
    const [row] = await t.deps.db.select().from(selfAssessments).where(eq(selfAssessments.id, id));
    const warsaw = new Intl.DateTimeFormat('pl-PL', { timeZone: 'Europe/Warsaw', day: '2-digit', month: '2-digit', year: 'numeric' }).format(row.createdAt).replace(/\./g, '-');
    expect(text).toContain(warsaw);
  });
});

describe("another account's results and deletion", () => {
  it("answers another account's id exactly like an unknown one (GET, PDF, DELETE)", async () => {
    const mine = (await save(anna, await interview(anna, well))).json().fullfilmentId;
    const stranger = await t.as((await t.make.account()).id);
    for (const url of [`${API}/questionnaire/${mine}`, `${API}/questionnaire/pdf/${mine}`]) {
      const theirs = await t.request({ method: 'GET', url, cookie: stranger });
      const unknown = await t.request({ method: 'GET', url: url.replace(String(mine), '2147000000'), cookie: stranger });
      expect(theirs.statusCode, url).toBe(404);
      expect(theirs.json()).toEqual(unknown.json());
    }
    const del = await t.request({ method: 'DELETE', url: `${API}/questionnaire/${mine}`, cookie: stranger });
    expect(del.statusCode).toBe(404);
    expect(del.json()).toEqual((await t.request({ method: 'DELETE', url: `${API}/questionnaire/2147000000`, cookie: stranger })).json());
    expect((await t.request({ method: 'GET', url: `${API}/questionnaire/${mine}`, cookie: anna })).statusCode).toBe(200);
  });

  it('deletes her own result once; then it is unknown', async () => {
    const id = (await save(anna, await interview(anna, well))).json().fullfilmentId;
    const del = await t.request({ method: 'DELETE', url: `${API}/questionnaire/${id}`, cookie: anna });
    expect(del.statusCode).toBe(204);
    expect((await t.request({ method: 'GET', url: `${API}/questionnaire/${id}`, cookie: anna })).statusCode).toBe(404);
    expect((await t.request({ method: 'DELETE', url: `${API}/questionnaire/${id}`, cookie: anna })).statusCode).toBe(404);
    const ids = (await t.request({ method: 'GET', url: `${API}/questionnaires`, cookie: anna })).json().map((r: { fullfilmentId: number }) => r.fullfilmentId);
    expect(ids).not.toContain(id);
  });

  it('needs a session', async () => {
    expect((await t.request({ method: 'GET', url: `${API}/questionnaires` })).statusCode).toBe(401);
    expect((await t.request({ method: 'GET', url: `${API}/url/pl` })).statusCode).toBe(401);
  });
});

describe('while selfAssessmentQuestionaire is off', () => {
  /** Status, body and headers, without what differs between any two answers. */
  const shape = (res: { statusCode: number; body: string; headers: Record<string, unknown> }) => {
    const { date: _date, 'content-length': _length, ...headers } = res.headers;
    return { status: res.statusCode, body: res.body, headers };
  };

  it('every self-assessment route answers exactly like a path that does not exist; the settings call still answers', async () => {
    const id = (await save(anna, await interview(anna, well))).json().fullfilmentId;
    await setQuestionnaire({ selfAssessmentQuestionaire: false, selfAssessmentGps: false });
    try {
      const cases = [
        { method: 'GET' as const, url: `${API}/url/pl` },
        { method: 'POST' as const, url: `${API}/questionnaire`, payload: {} },
        { method: 'GET' as const, url: `${API}/questionnaires` },
        { method: 'GET' as const, url: `${API}/questionnaire/${id}` },
        { method: 'DELETE' as const, url: `${API}/questionnaire/${id}` },
        { method: 'GET' as const, url: `${API}/questionnaire/pdf/${id}` },
      ];
      for (const c of cases) {
        const res = await t.request({ ...c, cookie: anna });
        const miss = await t.request({ ...c, url: c.url.replace('/infermedica/', '/no-such-module/'), cookie: anna });
        expect(res.statusCode, c.url).toBe(404);
        expect(shape(res)).toEqual(shape(miss));
      }
      const settingsRes = await t.request({ method: 'GET', url: '/api/mpi/accounts/mpi-user/questionnaire-settings', cookie: anna });
      expect(settingsRes.json()).toEqual({ selfAssessmentQuestionaire: false, selfAssessmentGps: false });
    } finally {
      await setQuestionnaire({ selfAssessmentQuestionaire: true, selfAssessmentGps: true });
    }
    expect((await t.request({ method: 'GET', url: `${API}/questionnaire/${id}`, cookie: anna })).statusCode).toBe(200);
  });
});

describe('with an external triage service (TRIAGE_SERVICE=http)', () => {
  it("lets the portal frame exactly the service's origin, and serves no interview pages of its own", async () => {
    const external = await createTestApp({
      TRIAGE_SERVICE: 'http',
      TRIAGE_API_URL: 'https://triage.example.com/v1',
      TRIAGE_APP_ID: 'app',
      TRIAGE_APP_KEY: 'key',
    });
    try {
      const page = await external.app.inject({ method: 'GET', url: '/api/health' });
      expect(page.headers['content-security-policy']).toMatch(/(^|;)frame-src 'self' https:\/\/triage\.example\.com(;|$)/);
      // Pages of a path nobody serves fall to the web app's fallback, like any unknown page.
      const unknownPage = await external.app.inject({ method: 'GET', url: '/sim/no-such-page' });
      expect((await external.app.inject({ method: 'GET', url: '/sim/triage/recommendation/no_risk' })).statusCode).toBe(unknownPage.statusCode);
      expect((await external.app.inject({ method: 'POST', url: '/sim/triage/api/finish', payload: {} })).statusCode).toBe(404);
    } finally {
      await external.close();
    }
    // Our own service adds nothing to the policy: its frame is the portal's own origin.
    expect((await t.app.inject({ method: 'GET', url: '/api/health' })).headers['content-security-policy']).toMatch(/(^|;)frame-src 'self'(;|$)/);
  });
});
