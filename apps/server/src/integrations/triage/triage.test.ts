import crypto from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { TriageFullData } from '@portal/contracts';
import { createHttpTriage } from './http';
import { canonicalJson, TriageResultInvalid } from './index';
import { createLocalTriage } from './local';

const MIN = 60_000;
const well = { emergency: ['none'], fever: ['no'], symptoms: ['none'], contact: ['no'], age: ['under65'], risk: ['none'] };

describe('canonicalJson', () => {
  it('writes one text for one value whatever the order of its keys', () => {
    expect(canonicalJson({ b: 1, a: [{ d: 2, c: 'x' }], e: undefined })).toBe('{"a":[{"c":"x","d":2}],"b":1}');
  });
});

describe('local triage service', () => {
  const setup = () => {
    let now = new Date('2026-03-01T10:00:00Z');
    const local = createLocalTriage({ secret: 'a'.repeat(40), now: () => now });
    return { ...local, advance: (ms: number) => (now = new Date(now.getTime() + ms)) };
  };
  const ticketOf = (url: string) => new URL(url).searchParams.get('ticket') ?? '';

  it('hands out a frame address on the portal origin with a ticket bound to the account', async () => {
    const { triage, service } = setup();
    const url = await triage.interviewUrl({ accountId: 7, language: 'uk', portalOrigin: 'http://localhost:3000/ignored/path' });
    expect(url).toMatch(/^http:\/\/localhost:3000\/sim\/triage\/interview\?ticket=.+&lang=uk$/);
    expect(service.readTicket(ticketOf(url))).toMatchObject({ accountId: 7, portalOrigin: 'http://localhost:3000' });
    expect(service.readTicket(`${ticketOf(url)}x`)).toBeNull();
    expect(triage.frameOrigin).toBeNull();
  });

  it('refuses an expired ticket', async () => {
    const { triage, service, advance } = setup();
    const ticket = ticketOf(await triage.interviewUrl({ accountId: 7, language: 'pl', portalOrigin: 'http://localhost' }));
    advance(61 * MIN);
    expect(service.readTicket(ticket)).toBeNull();
    expect(service.finish(ticket, 'pl', well)).toBeNull();
  });

  it('verifies its own result for its account and record only, within 30 minutes', async () => {
    const { triage, service, advance } = setup();
    const ticket = ticketOf(await triage.interviewUrl({ accountId: 7, language: 'pl', portalOrigin: 'http://localhost' }));
    const done = service.finish(ticket, 'pl', { ...well, contact: ['yes'] })!;
    expect(done.triageLevel).toBe('quarantine');
    const ok = await triage.verifyResult(done.resultToken, { accountId: 7, fullData: done.fullData });
    expect(ok).toMatchObject({ triageLevel: 'quarantine', interviewId: done.fullData.interviewId, recommendationUrl: '/sim/triage/recommendation/quarantine?lang=pl' });
    // Keys in another order are the same record.
    const reordered = Object.fromEntries(Object.entries(done.fullData).reverse()) as TriageFullData;
    await expect(triage.verifyResult(done.resultToken, { accountId: 7, fullData: reordered })).resolves.toBeTruthy();
    await expect(triage.verifyResult(done.resultToken, { accountId: 8, fullData: done.fullData })).rejects.toBeInstanceOf(TriageResultInvalid);
    await expect(
      triage.verifyResult(done.resultToken, { accountId: 7, fullData: { ...done.fullData, recommendation: 'Nic nie rób.' } }),
    ).rejects.toBeInstanceOf(TriageResultInvalid);
    await expect(triage.verifyResult(done.resultToken.replace(/quarantine/, 'no_risk'), { accountId: 7, fullData: done.fullData })).rejects.toBeInstanceOf(
      TriageResultInvalid,
    );
    advance(31 * MIN);
    await expect(triage.verifyResult(done.resultToken, { accountId: 7, fullData: done.fullData })).rejects.toBeInstanceOf(TriageResultInvalid);
  });

  it('does not accept a result signed with another key', async () => {
    const { triage } = setup();
    const other = createLocalTriage({ secret: 'b'.repeat(40), now: () => new Date('2026-03-01T10:00:00Z') });
    const ticket = ticketOf(await other.triage.interviewUrl({ accountId: 7, language: 'pl', portalOrigin: 'http://localhost' }));
    const done = other.service.finish(ticket, 'pl', well)!;
    await expect(triage.verifyResult(done.resultToken, { accountId: 7, fullData: done.fullData })).rejects.toBeInstanceOf(TriageResultInvalid);
  });
});

describe('http triage adapter (external triage API), with a fake fetch', () => {
  const NOW = new Date('2026-03-01T10:00:00Z');
  const fullData: TriageFullData = {
    interviewId: 'iv-123',
    language: 'pl',
    items: [{ id: 'fever', question: 'Gorączka?', answer: 'Tak' }],
    recommendation: 'Zostań w domu i zadzwoń do przychodni.',
    finishedAt: '2026-03-01T09:50:00Z',
  };
  interface Call {
    url: string;
    method: string;
    headers: Record<string, string>;
    body: unknown;
  }

  const setup = (answer: (call: Call) => { status: number; body?: unknown }) => {
    const calls: Call[] = [];
    const fakeFetch = (async (input: string | URL | Request, init?: RequestInit) => {
      const call: Call = {
        url: String(input),
        method: init?.method ?? 'GET',
        headers: Object.fromEntries(Object.entries((init?.headers as Record<string, string>) ?? {})),
        body: init?.body ? JSON.parse(String(init.body)) : undefined,
      };
      calls.push(call);
      const { status, body } = answer(call);
      return new Response(body === undefined ? null : JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
    }) as typeof fetch;
    const triage = createHttpTriage({ apiUrl: 'https://triage.example.com/v1/', appId: 'app-1', appKey: 'key-1', pseudonymKey: 'p'.repeat(40), now: () => NOW, fetch: fakeFetch });
    return { triage, calls };
  };

  it('asks the provider for a hosted interview with its keys and a pseudonym of the account', async () => {
    const { triage, calls } = setup(() => ({ status: 201, body: { interviewId: 'iv-123', url: 'https://triage.example.com/hosted/iv-123' } }));
    expect(triage.frameOrigin).toBe('https://triage.example.com');
    const url = await triage.interviewUrl({ accountId: 7, language: 'en', portalOrigin: 'https://pacjent.example.pl/x' });
    expect(url).toBe('https://triage.example.com/hosted/iv-123');
    expect(calls[0]).toMatchObject({ url: 'https://triage.example.com/v1/interviews', method: 'POST', headers: { 'app-id': 'app-1', 'app-key': 'key-1' } });
    const body = calls[0].body as { language: string; externalUserId: string; parentOrigin: string };
    expect(body).toMatchObject({ language: 'en', parentOrigin: 'https://pacjent.example.pl' });
    expect(body.externalUserId).not.toContain('7');
  });

  it('refuses a hosted interview outside the API origin (the frame would be blocked) and a failing provider', async () => {
    const elsewhere = setup(() => ({ status: 201, body: { interviewId: 'iv', url: 'https://evil.example.com/iv' } }));
    await expect(elsewhere.triage.interviewUrl({ accountId: 7, language: 'pl', portalOrigin: 'https://p.example' })).rejects.toThrow(/outside/);
    const down = setup(() => ({ status: 503 }));
    await expect(down.triage.interviewUrl({ accountId: 7, language: 'pl', portalOrigin: 'https://p.example' })).rejects.toThrow(/503/);
  });

  it("takes the level from the provider's record fetched server to server, never from the browser", async () => {
    let externalUserId = '';
    const { triage, calls } = setup((call) =>
      call.method === 'POST'
        ? ((externalUserId = (call.body as { externalUserId: string }).externalUserId), { status: 201, body: { interviewId: 'iv-123', url: 'https://triage.example.com/h' } })
        : {
            status: 200,
            body: {
              interviewId: 'iv-123',
              externalUserId,
              status: 'FINISHED',
              triageLevel: 'isolation_call',
              fullData,
              recommendationUrl: 'https://triage.example.com/rec/isolation_call',
              finishedAt: '2026-03-01T09:50:00Z',
            },
          },
    );
    await triage.interviewUrl({ accountId: 7, language: 'pl', portalOrigin: 'https://p.example' });
    const result = await triage.verifyResult('iv-123', { accountId: 7, fullData: { ...fullData, recommendation: 'forged' } });
    expect(result).toEqual({ interviewId: 'iv-123', triageLevel: 'isolation_call', fullData, recommendationUrl: 'https://triage.example.com/rec/isolation_call' });
    expect(calls[1]).toMatchObject({ url: 'https://triage.example.com/v1/interviews/iv-123', method: 'GET', headers: { 'app-id': 'app-1', 'app-key': 'key-1' } });
    // Another account's interview (another pseudonym).
    await expect(triage.verifyResult('iv-123', { accountId: 8, fullData })).rejects.toBeInstanceOf(TriageResultInvalid);
  });

  it('refuses an unknown, unfinished, expired, malformed or foreign result', async () => {
    const record = (over: Record<string, unknown>) => ({
      interviewId: 'iv-123',
      // Account 7's pseudonym, so only the case itself is at fault.
      externalUserId: crypto.createHmac('sha256', 'p'.repeat(40)).update('triage pseudonym:7').digest('base64url'),
      status: 'FINISHED',
      triageLevel: 'no_risk',
      fullData,
      recommendationUrl: 'https://triage.example.com/rec',
      finishedAt: '2026-03-01T09:50:00Z',
      ...over,
    });
    const cases: Array<{ token?: string; status?: number; body?: unknown }> = [
      { status: 404 },
      { body: record({ status: 'IN_PROGRESS' }) },
      { body: record({ finishedAt: '2026-03-01T09:00:00Z' }) },
      { body: record({ triageLevel: 'panic' }) },
      { body: record({ interviewId: 'iv-999' }) },
      { body: { nothing: true } },
      { token: '../admin' },
    ];
    const { triage: good } = setup(() => ({ status: 200, body: record({}) }));
    await expect(good.verifyResult('iv-123', { accountId: 7, fullData })).resolves.toMatchObject({ triageLevel: 'no_risk' });
    for (const c of cases) {
      const { triage } = setup(() => ({ status: c.status ?? 200, body: c.body }));
      await expect(triage.verifyResult(c.token ?? 'iv-123', { accountId: 7, fullData }), JSON.stringify(c)).rejects.toBeInstanceOf(TriageResultInvalid);
    }
  });
});
