import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../config';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * A demo-mode page or call (the outbox, the simulators): it shows reset links and codes and signs
     * anyone in as a test person, so it answers only a client on this machine unless DEMO_EXPOSED is
     * set. Production mode registers no such route at all.
     */
    demoOnly?: boolean;
  }
}

const LOOPBACK_ADDRESS = /^(127\.\d{1,3}\.\d{1,3}\.\d{1,3}|::1|::ffff:127\.\d{1,3}\.\d{1,3}\.\d{1,3})$/i;
const LOOPBACK_NAMES = new Set(['localhost', '127.0.0.1', '[::1]']);

function hostnameOf(host: string | undefined): string | null {
  if (!host) return null;
  try {
    return new URL(`http://${host}`).hostname.toLowerCase();
  } catch {
    return null;
  }
}

/**
 * Whether the request comes from this machine. Every address it passed counts: the socket's and each
 * one in X-Forwarded-For, whether or not TRUST_PROXY trusts them — so a proxy or tunnel on this
 * machine (nginx, ngrok) does not make its remote clients local, and a forged X-Forwarded-For cannot
 * make a remote client local either. Proxy headers this check does not read (Forwarded, X-Real-IP)
 * count as remote. The Host header must name this machine too (or PUBLIC_URL's host): a page of
 * another site whose name its owner points at 127.0.0.1 (DNS rebinding) reaches the loopback
 * address, but under its own name.
 */
function isLocalRequest(request: FastifyRequest, config: Pick<Config, 'PUBLIC_URL'>): boolean {
  if (request.headers.forwarded !== undefined || request.headers['x-real-ip'] !== undefined) return false;
  const forwardedFor = request.headers['x-forwarded-for'];
  const forwarded = (Array.isArray(forwardedFor) ? forwardedFor.join(',') : (forwardedFor ?? '')).split(',').map((a) => a.trim());
  const addresses = [request.socket.remoteAddress ?? '', ...(forwardedFor === undefined ? [] : forwarded)];
  if (!addresses.every((a) => LOOPBACK_ADDRESS.test(a))) return false;
  const host = hostnameOf(request.headers.host);
  if (host === null) return false;
  const publicHost = config.PUBLIC_URL ? new URL(config.PUBLIC_URL).hostname.toLowerCase() : null;
  return LOOPBACK_NAMES.has(host) || host === publicHost;
}

/**
 * The one gate of demo-only routes (`config: { demoOnly: true }`): a client on another machine gets
 * exactly the answer of a path that does not exist (the not-found handler: the API's 404, the SPA for
 * pages), unless DEMO_EXPOSED=true. Registered after the security and session hooks, so the answer
 * carries the same headers as a real miss.
 */
export default fp(async function demoOnlyPlugin(app: FastifyInstance, opts: { config: Config }) {
  if (opts.config.DEMO_EXPOSED) return;
  app.addHook('onRequest', async (request, reply) => {
    if (!request.routeOptions.config?.demoOnly || isLocalRequest(request, opts.config)) return;
    reply.callNotFound();
    return reply;
  });
});
