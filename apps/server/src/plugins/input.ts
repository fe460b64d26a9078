import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { nulMessage, nulPath } from '@portal/contracts';
import { Validation } from '../errors';

/**
 * Rules every input of every route obeys, checked before the route's own schema: no NUL character in
 * any string or key of the params, query, headers or body (see nulPath in @portal/contracts). Paths of
 * the errors are named like the schema's own: relative to the body (`account.name`), other parts with
 * theirs in front (`headers.x-name`).
 */
export default fp(async function inputPlugin(app: FastifyInstance) {
  app.addHook('preValidation', async (request) => {
    const parts: Array<[string, unknown]> = [
      ['params', request.params],
      ['querystring', request.query],
      ['headers', request.headers],
      ['body', request.body],
    ];
    for (const [context, value] of parts) {
      const at = nulPath(value);
      if (at) throw Validation(nulMessage, [{ path: [...(context === 'body' ? [] : [context]), ...at].join('.'), message: nulMessage }]);
    }
  });
});
