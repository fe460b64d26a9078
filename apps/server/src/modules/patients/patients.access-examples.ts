import type { AccessExamples } from '../../test/access-examples';
import { storedFileOf } from '../../test/fixtures';

/** The patients' routes in the access matrix: a file attached to the patient tried, a valid profile. */
export const accessExamples: AccessExamples = {
  idFactories: {
    attachmentId: async (t, patientId) => String(await storedFileOf(t, patientId)),
  },
  bodies: {
    'PUT /api/mpi/accounts/mpi-user/patients/:patientId': () => ({
      name: 'Ola',
      lastName: 'Dostępna',
      birthDate: '1940-02-03',
      gender: 'FEMALE',
      identity: { nationalIdentificationNumber: '40020301222', documentNumber: null, countryCode: 'PL' },
      address: { countryCode: 'PL', city: 'Kraków', street: null, houseNumber: null, postalCode: null },
    }),
  },
};
