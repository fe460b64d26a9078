import type { Partner, PartnerPersonnelMember } from '@portal/contracts';

// The partners' component-test data, shaped like the demo's two partners and their personnel (issue 30).

export const occupationalPartner: Partner = {
  id: 3,
  name: 'Medycyna Pracy BHP-Med sp. z o.o.',
  kind: 'OCCUPATIONAL_MEDICINE',
  nip: '6762468530',
  address: 'ul. Bezpieczna 12, 30-702 Kraków',
  email: 'kontakt@bhp-med.example',
  phone: '+48 12 411 22 33',
  active: true,
  personnelCount: 2,
};

export const insurerPartner: Partner = {
  id: 4,
  name: 'Towarzystwo Ubezpieczeń Zdrowie S.A.',
  kind: 'INSURER',
  nip: null,
  address: 'al. Jerozolimskie 100, 00-807 Warszawa',
  email: null,
  phone: null,
  active: false,
  personnelCount: 1,
};

export const occupationalDoctor: PartnerPersonnelMember = {
  id: 11,
  partnerId: 3,
  name: 'Krzysztof',
  lastName: 'Malinowski',
  position: 'lekarz medycyny pracy',
  email: 'k.malinowski@bhp-med.example',
  active: true,
};

export const occupationalNurse: PartnerPersonnelMember = { id: 12, partnerId: 3, name: 'Barbara', lastName: 'Sikora', position: null, email: null, active: false };
