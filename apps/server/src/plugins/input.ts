import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { illFormedTextMessage, illFormedTextPath, nulMessage, nulPath } from '@portal/contracts';
import { Validation } from '../errors';

/**
 * Rules every input of every route obeys, checked before the route's own schema: no NUL character and
 * no lone UTF-16 surrogate (text that is not well-formed Unicode) in any string or key of the params,
 * query, headers or body (see nulPath, illFormedTextPath in @portal/contracts). Paths of
 * the errors are named like the schema's own: relative to the body (`account.name`), other parts with
 * theirs in front (`headers.x-name`).
 */
const rules: Array<[(value: unknown) => Array<string | number> | null, string]> = [
  [nulPath, nulMessage],
  [illFormedTextPath, illFormedTextMessage],
];

export default fp(async function inputPlugin(app: FastifyInstance) {
  app.addHook('preValidation', async (request) => {
    const parts: Array<[string, unknown]> = [
      ['params', request.params],
      ['querystring', request.query],
      ['headers', request.headers],
      ['body', request.body],
    ];
    for (const [context, value] of parts) {
      for (const [find, message] of rules) {
        const at = find(value);
        if (at) throw Validation(message, [{ path: [...(context === 'body' ? [] : [context]), ...at].join('.'), message }]);
      }
    }
  });
});
