import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import type { Db } from '../db/client';
import errorsPlugin from '../plugins/errors';
import type { LiveAudience } from './live';
import { eventStreams, type EventStreams } from './sse';

/** A live hub in memory: `fire(audience)` is a notice, `setUp(false)` the channel going down. */
function fakeLive(opts: { failSubscribe?: boolean } = {}) {
  const subs = new Map<LiveAudience, Set<() => void>>();
  const states = new Set<(up: boolean) => void>();
  const hub = {
    up: !opts.failSubscribe,
    async subscribe(audience: LiveAudience, l: () => void) {
      if (opts.failSubscribe) throw new Error('no listener');
      const set = subs.get(audience) ?? new Set();
      subs.set(audience, set.add(l));
      return () => void set.delete(l);
    },
    onState(l: (up: boolean) => void) {
      states.add(l);
      return () => void states.delete(l);
    },
    fire: (audience: LiveAudience) => [...(subs.get(audience) ?? [])].forEach((l) => l()),
    setUp(up: boolean) {
      hub.up = up;
      states.forEach((l) => l(up));
    },
    listeners: (audience: LiveAudience) => subs.get(audience)?.size ?? 0,
  };
  return hub;
}

let app: FastifyInstance | null = null;
afterEach(async () => {
  await app?.close();
  app = null;
});

async function serve(live: ReturnType<typeof fakeLive>, snapshot: () => Promise<unknown>, stillValid?: () => Promise<boolean>) {
  app = Fastify();
  // No database here: its readiness probe is never asked.
  await app.register(errorsPlugin, { db: { transaction: async () => {} } as unknown as Db });
  let streams!: EventStreams;
  await app.register(async (scope) => {
    streams = eventStreams(scope);
    scope.addHook('onRequest', async (_request, reply) => {
      reply.header('x-frame-options', 'DENY');
    });
    scope.get('/events', async (request, reply) => streams.open(request, reply, { live, audience: 'account:1', snapshot, stillValid, heartbeatMs: 50 }));
  });
  const url = await app.listen({ port: 0, host: '127.0.0.1' });
  return { url: `${url}/events`, streams: () => streams };
}

/** Reads the stream's lines until `until` says it has what it waits for (or the stream ends). */
async function readUntil(res: Response, until: (text: string) => boolean): Promise<string> {
  const reader = res.body!.getReader();
  const decoder = new TextDecoder();
  let text = '';
  while (!until(text)) {
    const { value, done } = await reader.read();
    if (done) break;
    text += decoder.decode(value);
  }
  reader.releaseLock();
  return text;
}
const events = (text: string) => [...text.matchAll(/^data: (.*)$/gm)].map((m) => JSON.parse(m[1]));

describe('event streams', () => {
  it('sends the state at once with the stream headers, again on each notice, and a heartbeat', async () => {
    const live = fakeLive();
    let n = 0;
    const { url } = await serve(live, async () => ({ n: ++n }));
    const res = await fetch(url, { headers: { accept: 'text/event-stream' } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/event-stream/);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(res.headers.get('x-accel-buffering')).toBe('no');
    expect(res.headers.get('x-frame-options')).toBe('DENY');
    const first = await readUntil(res, (t) => events(t).length >= 1);
    expect(first).toContain('retry: 5000');
    expect(events(first)).toEqual([{ n: 1 }]);
    live.fire('account:2');
    live.fire('account:1');
    const next = await readUntil(res, (t) => events(t).length >= 1 && t.includes(': ping'));
    expect(events(next)).toEqual([{ n: 2 }]);
    await res.body!.cancel();
  });

  it('coalesces a burst of notices into at most one read in flight and one after it', async () => {
    const live = fakeLive();
    let reads = 0;
    let release: () => void = () => {};
    const { url } = await serve(live, async () => {
      reads += 1;
      if (reads === 2) await new Promise<void>((r) => (release = r));
      return { reads };
    });
    const res = await fetch(url, { headers: { accept: 'text/event-stream' } });
    await readUntil(res, (t) => events(t).length >= 1);
    for (let i = 0; i < 10; i++) live.fire('account:1');
    release();
    const text = await readUntil(res, (t) => events(t).length >= 2);
    expect(events(text)).toEqual([{ reads: 2 }, { reads: 3 }]);
    expect(reads).toBe(3);
    await res.body!.cancel();
  });

  it('ends when the live channel goes down, when the client leaves and when the server closes', async () => {
    const live = fakeLive();
    const { url, streams } = await serve(live, async () => ({ ok: true }));
    const down = await fetch(url, { headers: { accept: 'text/event-stream' } });
    await readUntil(down, (t) => events(t).length >= 1);
    live.setUp(false);
    await readUntil(down, () => false);
    expect(streams().size).toBe(0);
    expect(live.listeners('account:1')).toBe(0);

    live.setUp(true);
    const leaving = await fetch(url, { headers: { accept: 'text/event-stream' } });
    await readUntil(leaving, (t) => events(t).length >= 1);
    expect(streams().size).toBe(1);
    await leaving.body!.cancel();
    await expect.poll(() => streams().size).toBe(0);

    const open = await fetch(url, { headers: { accept: 'text/event-stream' } });
    await readUntil(open, (t) => events(t).length >= 1);
    await app!.close();
    app = null;
    await readUntil(open, () => false);
    expect(live.listeners('account:1')).toBe(0);
  });

  it('ends at a heartbeat once the session is no longer valid (signed out, blocked, expired)', async () => {
    const live = fakeLive();
    let valid = true;
    const { url, streams } = await serve(live, async () => ({ ok: true }), async () => valid);
    const res = await fetch(url, { headers: { accept: 'text/event-stream' } });
    await readUntil(res, (t) => t.includes(': ping'));
    expect(streams().size).toBe(1);
    valid = false;
    await readUntil(res, () => false);
    expect(streams().size).toBe(0);
    expect(live.listeners('account:1')).toBe(0);
  });

  it('answers 503 when the live channel cannot be joined, and 400 to a client that did not ask for a stream', async () => {
    const { url } = await serve(fakeLive({ failSubscribe: true }), async () => ({}));
    const res = await fetch(url, { headers: { accept: 'text/event-stream' } });
    expect(res.status).toBe(503);
    expect(await res.json()).toMatchObject({ errorCode: 'INTERNAL_ERROR' });
    const plain = await fetch(url);
    expect(plain.status).toBe(400);
    expect(await plain.json()).toMatchObject({ errorCode: 'BAD_REQUEST' });
  });
});
