import type { AccessExamples } from '../../test/access-examples';
import { storedFileOf } from '../../test/fixtures';

/** A file of the patient tried (a scan of a document): the files' routes in the access matrix. */
export const accessExamples: AccessExamples = {
  idFactories: {
    fileId: async (t, patientId) => String(await storedFileOf(t, patientId)),
  },
};
