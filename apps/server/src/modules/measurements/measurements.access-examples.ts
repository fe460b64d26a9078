import type { AccessExamples } from '../../test/access-examples';
import type { TestApp } from '../../test/helper';

/**
 * The measurements' routes in the access matrix: a measurement of the patient tried (made by the
 * module's service through the test factory), valid bodies of the form and of the CSV import.
 */
const aMeasurement = async (t: TestApp, patientId: number) => String((await t.make.measurement(patientId)).id);
const form = () => ({ dateMeasurement: new Date(Date.now() - 7_200_000).toISOString(), pressureHigh: 124, pressureLow: 81, weight: 70.5, height: 170 });
const csv = () => Buffer.from(`Data;Godzina;SYS;DIA\n${new Date(Date.now() - 86_400_000).toISOString().slice(0, 10)};07:30;125;80\n`).toString('base64');

export const accessExamples: AccessExamples = {
  idFactories: {
    '/api/mpi/measurements/mpi-user/:patientId/measurement/:id#id': aMeasurement,
  },
  resourceFactories: {
    measurement: async (t, patientId) => ({ id: await aMeasurement(t, patientId) }),
  },
  bodies: {
    'PUT /api/mpi/measurements/mpi-user/:id': form,
    'POST /api/mpi/measurements/mpi-user': form,
    'POST /api/mpi/measurements/mpi-user/import/preview': () => ({ fileName: 'pomiary.csv', content: csv() }),
    'POST /api/mpi/measurements/mpi-user/import/commit': () => ({ fileName: 'pomiary.csv', content: csv() }),
  },
};
