import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../errors';
import type { LiveAudience, LiveHub } from './live';

/*
 * Server-sent events: one stream per signed-in tab (ARCHITECTURE.md "Live updates"). The route runs
 * behind the usual hooks (module flag, session, access), then hands the request over here: the stream
 * sends the tab's state at once, and again after every notice for its audience (lib/live), read
 * afresh through `snapshot` — never what the notice said, only that there is news. Bursts of notices
 * coalesce: at most one read in flight and one waiting. A comment line every 25 s keeps proxies from
 * closing an idle stream; `retry: 5000` tells the browser when to reconnect. The stream ends when the
 * tab goes, when the live channel goes down (the tab then polls and reopens later), and when the
 * server closes. While the channel cannot be joined the route answers 503 and the tab polls.
 */

export const HEARTBEAT_MS = 25_000;
export const RETRY_MS = 5_000;

export interface EventStreamOptions<T> {
  live: Pick<LiveHub, 'subscribe' | 'onState' | 'up'>;
  audience: LiveAudience;
  /** The tab's state now, read through the route's access rules. */
  snapshot: () => Promise<T>;
  /**
   * Whether the tab's session is still valid (asked at every heartbeat without counting as activity):
   * the stream ends once the session is signed out, blocked or expired.
   */
  stillValid?: () => Promise<boolean>;
  /** Tests shorten it. */
  heartbeatMs?: number;
}

export interface EventStreams {
  /** Answers the request with an event stream (see above). */
  open<T>(request: FastifyRequest, reply: FastifyReply, options: EventStreamOptions<T>): Promise<FastifyReply>;
  /** How many streams are open now. */
  readonly size: number;
}

/** The answer when the live channel cannot be joined: the tab falls back to refreshing every 60 s. */
const unavailable = (reply: FastifyReply) =>
  reply
    .code(503)
    .header('retry-after', '60')
    .header('cache-control', 'no-store')
    .send({ errorCode: 'INTERNAL_ERROR', message: 'Powiadomienia na żywo są chwilowo niedostępne. Lista odświeża się co minutę.' });

/** Whether the client asked for an event stream (EventSource always sends `Accept: text/event-stream`). */
export function acceptsEventStream(request: FastifyRequest): boolean {
  return /\btext\/event-stream\b/i.test(String(request.headers.accept ?? ''));
}

/**
 * The event streams of one plugin scope: register once per routes plugin; every stream still open
 * ends when the server starts closing (preClose, before it waits for open connections).
 */
export function eventStreams(app: FastifyInstance): EventStreams {
  const open = new Set<() => void>();
  app.addHook('preClose', async () => {
    for (const end of [...open]) end();
  });

  return {
    get size() {
      return open.size;
    },
    async open(request, reply, options) {
      if (!acceptsEventStream(request)) {
        throw new AppError('BAD_REQUEST', 'To jest kanał zdarzeń: wymaga nagłówka Accept: text/event-stream.');
      }
      let ended = false;
      let dirty = false;
      let notify: () => void = () => {
        dirty = true;
      };
      let unsubscribe: () => void;
      try {
        unsubscribe = await options.live.subscribe(options.audience, () => notify());
      } catch (err) {
        request.log.warn({ err }, 'live channel unavailable');
        return unavailable(reply);
      }
      if (!options.live.up) {
        unsubscribe();
        return unavailable(reply);
      }
      let first: unknown;
      try {
        first = await options.snapshot();
      } catch (err) {
        unsubscribe();
        throw err;
      }

      reply.hijack();
      const res = reply.raw;
      // Hijacked: the headers the hooks set (security headers, no-store) are written here by hand.
      const headers: Record<string, string | number | string[]> = {};
      for (const [name, value] of Object.entries(reply.getHeaders())) if (value !== undefined) headers[name] = value as string | number | string[];
      res.writeHead(200, {
        ...headers,
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-store',
        'x-accel-buffering': 'no',
        connection: 'keep-alive',
      });
      const send = (value: unknown) => {
        if (!ended) res.write(`data: ${JSON.stringify(value)}\n\n`);
      };
      res.write(`retry: ${RETRY_MS}\n\n`);
      send(first);

      let offState: () => void = () => {};
      const heartbeat = setInterval(() => {
        if (ended) return;
        res.write(': ping\n\n');
        options.stillValid?.().then(
          (valid) => {
            if (!valid) end();
          },
          (err: unknown) => {
            request.log.error({ err }, 'event stream session check failed');
            end();
          },
        );
      }, options.heartbeatMs ?? HEARTBEAT_MS);
      heartbeat.unref();
      const end = () => {
        if (ended) return;
        ended = true;
        clearInterval(heartbeat);
        unsubscribe();
        offState();
        open.delete(end);
        res.end();
      };
      open.add(end);
      offState = options.live.onState((up) => {
        if (!up) end();
      });
      request.raw.on('close', end);
      res.on('close', end);
      res.on('error', end);

      let reading = false;
      let pending = false;
      const refresh = async () => {
        if (ended) return;
        if (reading) {
          pending = true;
          return;
        }
        reading = true;
        try {
          do {
            pending = false;
            const value = await options.snapshot();
            send(value);
          } while (pending && !ended);
        } catch (err) {
          request.log.error({ err }, 'event stream snapshot failed');
          end();
        } finally {
          reading = false;
        }
      };
      notify = () => void refresh();
      // A notice that came while the first state was read.
      if (dirty) void refresh();
      return reply;
    },
  };
}
