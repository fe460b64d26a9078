import { and, desc, eq } from 'drizzle-orm';
import { imagingFiles, resultOrders } from '../../db/schema/index';
import type { AccessExamples, IdFactory } from '../../test/access-examples';
import { dicomSample, makeResult } from '../../test/results-kit';
import { archiveOrderStudy } from './clinic/imaging-archive-service';

// ":id" of an order's address is a published order of the patient (with its PDF), ":type" its main order,
// ":orderId" a published imaging order open for imports, ":fileId" a file imported to the latest of them.
const resultsBase = '/api/mpi/test-results/mpi-user/:patientId';
const publishedOrder: IdFactory = async (t, patientId) => String((await makeResult(t, patientId)).id);
const orderPaths = ['order/:id/content', 'order/:id/archive', 'order/:id/:type/content', 'order/:id/:type/archive', 'extended/:id/printout'];

/** The patient's test results in the access matrix: published orders, an imaging order and its files. */
export const accessExamples: AccessExamples = {
  idFactories: {
    ...Object.fromEntries(orderPaths.map((path) => [`${resultsBase}/${path}#id`, publishedOrder])),
    // The viewer's address: a published imaging order whose study the archive holds.
    [`${resultsBase}/order/:id/agfa#id`]: async (t, patientId) => {
      const order = await makeResult(t, patientId, { panel: 'TK-GLOWY' });
      await archiveOrderStudy(t.deps, order.id, [dicomSample()]);
      return String(order.id);
    },
    type: async () => 'main',
    orderId: async (t, patientId) => String((await makeResult(t, patientId, { panel: 'TK-GLOWY' })).id),
    [`${resultsBase}/order/:orderId/agfa/files/:fileId#fileId`]: async (t, patientId) => {
      const [order] = await t.deps.db
        .select({ id: resultOrders.id })
        .from(resultOrders)
        .where(and(eq(resultOrders.patientId, patientId), eq(resultOrders.kind, 'IMAGING')))
        .orderBy(desc(resultOrders.id))
        .limit(1);
      const uploader = await t.make.account();
      const [row] = await t.deps.db
        .insert(imagingFiles)
        .values({ orderId: order.id, patientId, fileName: `matryca-${Math.random().toString(36).slice(2)}.dcm`, status: 'NEW', uploadedByAccountId: uploader.id })
        .returning({ id: imagingFiles.id });
      return String(row.id);
    },
  },
  // An upload that is no multipart form: 400, past the access check; the send of an order with nothing ready: 409.
  bodies: {
    [`POST ${resultsBase}/order/:orderId/agfa/files`]: () => ({}),
    [`POST ${resultsBase}/order/:orderId/agfa/files/send`]: () => ({}),
  },
};
