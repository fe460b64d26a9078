import type { ClinicPatientCard } from '@portal/contracts';

/** A person who registered with a passport scan: REQUESTED, an account, a ward she acts for, a blocked warden. */
export const waitingCard: ClinicPatientCard = {
  id: 41,
  name: 'Olena',
  middleName: null,
  lastName: 'Kowalenko',
  birthDate: '1990-04-12',
  gender: 'FEMALE',
  identity: { nationalIdentificationNumber: null, documentNumber: 'FX123456', countryCode: 'UA' },
  address: { countryCode: 'PL', city: 'Kraków', street: 'ul. Długa', houseNumber: '5', postalCode: '31-147' },
  identityStatus: 'REQUESTED',
  identityReview: null,
  detailsSource: 'SELF',
  createdAt: '2026-03-10T08:15:00.000Z',
  account: {
    id: 9,
    login: 'olena.kowalenko@example.com',
    email: 'olena.kowalenko@example.com',
    emailConfirmed: true,
    phoneNumber: '+48501234567',
    phoneConfirmed: false,
    status: 'ACTIVE',
    type: 'UNAUTHORIZED',
    createdAt: '2026-03-10T08:15:00.000Z',
  },
  guardians: [{ patientId: 41, accountId: 12, name: 'Roman', lastName: 'Opiekuński', role: 'WARD', status: 'J', active: false }],
  profiles: [{ patientId: 77, accountId: 9, name: 'Ihor', lastName: 'Kowalenko', role: 'CHILD', status: 'C', active: true }],
  attachments: [
    { id: 501, fileName: 'paszport.png', mimeType: 'image/png', size: 204800, createdAt: '2026-03-10T08:14:00.000Z' },
    { id: 502, fileName: 'paszport-2.pdf', mimeType: 'application/pdf', size: 1048576, createdAt: '2026-03-10T08:14:30.000Z' },
  ],
};
