import type { StaffAccessExamples } from '../../test/staff-access-examples';

/** A file named in a clinic route's path is always looked up within the route's declared patient or resource. */
export const staffAccessExamples: StaffAccessExamples = {
  staffIdFactories: {
    // A file of no patient: the route answers 404 past the role check, which is all the matrix asks of it.
    fileId: async () => '999999',
  },
  idsWithoutUnit: {
    fileId: "a file, looked up within the route's declared patient or resource",
  },
};
