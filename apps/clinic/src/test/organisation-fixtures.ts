import type { OrganisationDictionaries, Page, Practitioner, Service, Unit } from '@portal/contracts';

// The organisation's component-test data, shaped like the demo clinic the server seeds.

export const primaryCareUnit: Unit = {
  id: 1,
  system: 'PORTAL',
  externalId: null,
  name: 'Przychodnia Podstawowej Opieki Zdrowotnej Portal Zdrowia',
  code: 'POZ-KRK-1',
  city: 'Kraków',
  street: 'ul. Zakopiańska',
  houseNumber: '62',
  apartmentNumber: null,
  postalCode: '30-418',
  phone: '+48122654010',
  email: 'poz.krakow@example.com',
  active: true,
};

export const specialistUnit: Unit = {
  ...primaryCareUnit,
  id: 2,
  name: 'Centrum Medyczne Specjalistyczne Portal Zdrowia',
  code: 'SPEC-KRK-1',
  street: 'ul. Pawia',
  houseNumber: '9',
  apartmentNumber: '2',
  postalCode: '31-154',
  phone: '+48124443020',
  email: 'centrum.krakow@example.com',
};

export const gp: Practitioner = {
  id: 11,
  system: 'PORTAL',
  externalId: null,
  name: 'Tomasz',
  lastName: 'Lewandowski',
  degree: 'lek.',
  occupation: 'DOCTOR',
  specialities: ['MEDYCYNA_RODZINNA'],
  practiceNumber: '9929850',
  primaryCareRoles: ['GP'],
  units: [{ id: 1, name: primaryCareUnit.name, code: 'POZ-KRK-1' }],
  active: true,
};

export const cardiology: Service = {
  id: 21,
  system: 'PORTAL',
  externalId: null,
  code: 'KOM-KARDIOLOGIA',
  name: 'Konsultacja kardiologiczna',
  nameEn: 'Cardiology consultation',
  nameUk: 'Консультація кардіолога',
  type: 'VISIT',
  speciality: 'KARDIOLOGIA',
  commercial: true,
  price: '250.00',
  durationMinutes: 30,
  units: [{ id: 2, name: specialistUnit.name, code: 'SPEC-KRK-1' }],
  active: true,
};

export const gpVisit: Service = { ...cardiology, id: 22, code: 'POZ-PORADA', name: 'Porada lekarza POZ', nameEn: null, nameUk: null, speciality: 'MEDYCYNA_RODZINNA', commercial: false, price: null, durationMinutes: 15, units: gp.units };

export const dictionaries: OrganisationDictionaries = {
  specialities: [
    { code: 'KARDIOLOGIA', name: 'Kardiologia' },
    { code: 'MEDYCYNA_RODZINNA', name: 'Medycyna rodzinna' },
    { code: 'PIELEGNIARSTWO_RODZINNE', name: 'Pielęgniarstwo rodzinne' },
  ],
  degrees: ['lek.', 'lek. dent.', 'dr n. med.', 'dr hab. n. med.', 'prof. dr hab. n. med.', 'mgr', 'mgr piel.', 'mgr poł.', 'lic. piel.', 'lic. poł.'],
  occupations: [
    { code: 'DOCTOR', name: 'Lekarz' },
    { code: 'NURSE', name: 'Pielęgniarka' },
    { code: 'MIDWIFE', name: 'Położna' },
    { code: 'PHYSIOTHERAPIST', name: 'Fizjoterapeuta' },
    { code: 'OTHER', name: 'Inny zawód' },
  ],
  primaryCareRoles: [
    { code: 'GP', name: 'Lekarz POZ', occupation: 'DOCTOR' },
    { code: 'NURSE', name: 'Pielęgniarka POZ', occupation: 'NURSE' },
    { code: 'MIDWIFE', name: 'Położna POZ', occupation: 'MIDWIFE' },
  ],
  serviceTypes: [
    { code: 'VISIT', name: 'Wizyta' },
    { code: 'TELECONSULTATION', name: 'Teleporada' },
    { code: 'PROCEDURE', name: 'Zabieg' },
    { code: 'TEST', name: 'Badanie' },
    { code: 'VACCINATION', name: 'Szczepienie' },
    { code: 'PRESCRIPTION', name: 'Recepta' },
  ],
};

/** One page of a list. */
export const pageOf = <T>(items: T[], hasNextPage = false, pageIndex = 0): Page<T> => ({ items, pageIndex, pageSize: 20, hasNextPage });
