import { randomUUID } from 'node:crypto';
import { drugEditions } from '../../db/schema/index';
import type { StaffAccessExamples, UnitScopedWrite } from '../../test/staff-access-examples';

const editions: UnitScopedWrite = { roles: ['ADMIN'], scope: { by: 'none', why: "the drug register and the interaction data are the clinic's, one for every unit" } };

/** The console's editions of the drug register and of the interaction data: an administrator's, of no unit. */
export const staffAccessExamples: StaffAccessExamples = {
  staffIdFactories: {
    // A fresh empty draft (no rows: publishing it would empty nothing, as its diff says).
    editionId: async (t) =>
      String(
        (await t.deps.db.insert(drugEditions).values({ kind: 'INTERACTIONS', state: 'DRAFT', fileName: 'proba.csv', checksum: randomUUID(), diff: { products: null, pairs: null } }).returning({ id: drugEditions.id }))[0]
          .id,
      ),
  },
  idsWithoutUnit: {
    editionId: "an edition of the clinic's drug register or interaction data",
  },
  unitScopedWrites: {
    'POST /api/clinic/drug-editions': editions,
    'POST /api/clinic/drug-editions/:editionId/publish': editions,
    'DELETE /api/clinic/drug-editions/:editionId': editions,
  },
  authoredWrites: {
    'POST /api/clinic/drug-editions': { recorded: 'drug_editions.uploaded_by' },
    'POST /api/clinic/drug-editions/:editionId/publish': { recorded: 'drug_editions.published_by' },
    'DELETE /api/clinic/drug-editions/:editionId': { recorded: null, why: 'a discarded draft is deleted with its rows; nothing is left to name its author' },
  },
};
