import { asc } from 'drizzle-orm';
import { drugPackages } from '../../db/schema/index';
import type { AccessExamples } from '../../test/access-examples';
import type { TestApp } from '../../test/helper';

/** Two packages of the demo register: a selection the matrix and the printout accept. */
const twoDrugs = async (t: TestApp) =>
  (await t.deps.db.select({ id: drugPackages.id }).from(drugPackages).orderBy(asc(drugPackages.id)).limit(2)).map((r) => r.id).join(',');

/** The drug interactions' routes in the access matrix: a search text, two drugs of the register. */
export const accessExamples: AccessExamples = {
  idFactories: {
    ids: (t) => twoDrugs(t),
  },
  queries: {
    'GET /api/mppd/api/interactions/drugs': () => 'drugName=polpril',
    'GET /api/mppd/api/interactions/': () => 'blozIds=5909951002024,5909951003090',
  },
};
