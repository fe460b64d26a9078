import type { Account } from '@portal/contracts';

/** The demo patient's account as GET /api/mpi/accounts/mpi-user answers it, for component tests. */
export const demoAccount: Account = {
  id: 1,
  username: 'anna.kowalska@example.com',
  type: 'AUTHORIZED',
  name: 'Anna',
  lastName: 'Kowalska',
  middleName: null,
  emailConfirmed: true,
  phoneConfirmed: true,
  contactData: { email: 'anna.kowalska@example.com', phoneNumber: null, restoreEmail: null, restorePhone: null },
};
