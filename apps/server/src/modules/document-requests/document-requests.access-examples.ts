import { documentRequests } from '../../db/schema/index';
import type { AccessExamples } from '../../test/access-examples';

/** A request for copies of the patient's documentation, read through the caller's scope (`documentRequestResource`). */
export const accessExamples: AccessExamples = {
  resourceFactories: {
    'document-request': async (t, patientId, accountId) => {
      const [row] = await t.deps.db
        .insert(documentRequests)
        .values({ patientId, accountId, description: 'Proszę o kopię.', deliveryMethod: 'PORTAL', registeredAt: t.clock.now() })
        .returning({ id: documentRequests.id });
      return { id: String(row!.id) };
    },
  },
};
