import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { eventLog } from '../db/schema/index';
import type { Deps } from '../deps';
import { CLINIC_API_PREFIX } from './staff-access';

const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * Every console write a member makes stands in the event log as STAFF_CHANGE: who (staff_id, and her
 * name in the description), when, which route and which ids — never the body, which may carry a
 * patient's data. Writes that record their author in their own rows (a diagnosis, a document, a
 * decision) keep doing so; this is the floor under all of them, configuration writes included, so a
 * route added later cannot change the clinic without a trace. Sign-in and the member's own account
 * (`/clinic/auth`) write their own events. Written before the answer leaves; the change itself is
 * already committed, so a failure to log is reported in the server log, not to the member.
 */
export default fp(async function staffChangeLogPlugin(app: FastifyInstance, opts: { deps: Pick<Deps, 'db' | 'clock'> }) {
  app.addHook('onSend', async (request, reply, payload) => {
    const declared = request.routeOptions.config?.staff;
    const url = request.routeOptions.url ?? '';
    if (!declared || 'public' in declared || !request.staff || reply.statusCode >= 400 || !WRITES.has(request.method)) return payload;
    if (url.startsWith(`${CLINIC_API_PREFIX}/auth/`)) return payload;
    const { member } = request.staff;
    const ids = Object.entries((request.params ?? {}) as Record<string, unknown>)
      .map(([k, v]) => `${k}=${String(v)}`)
      .join(', ');
    try {
      await opts.deps.db.insert(eventLog).values({
        eventType: 'STAFF_CHANGE',
        staffId: member.id,
        outcome: 'SUCCESS',
        source: 'SERVER',
        ip: request.ip,
        description: `${request.method} ${url}${ids ? ` (${ids})` : ''} przez ${member.name} ${member.lastName}`,
        createdAt: opts.deps.clock.now(),
      });
    } catch (err) {
      request.log.error({ err, staffId: member.id, route: `${request.method} ${url}` }, 'staff change not written to the event log');
    }
    return payload;
  });
});
