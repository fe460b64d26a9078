import websocket from '@fastify/websocket';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/** The largest WebSocket message taken (a session description with many candidates stays far below). */
export const WS_MAX_PAYLOAD = 256 * 1024;

/**
 * WebSocket routes (`{ websocket: true }`, @fastify/websocket): the upgrade goes through the same router and
 * hooks as any request, so the session, staff access, module flags and the same-origin check (a route
 * declaring `config.writes`: a browser's upgrade always carries its Origin) apply before the socket opens.
 * Registered once at the root: it listens to the server's `upgrade` event. Used by the telehealth
 * signalling (modules/telehealth).
 */
export default fp(async function websocketPlugin(app: FastifyInstance) {
  await app.register(websocket, { options: { maxPayload: WS_MAX_PAYLOAD } });
});
