import type { Account, Allergy, ApplicationSettings, DictionaryItem, LoginSettings, Message, Patient, RegistrationResponse } from '@portal/contracts';

// Component tests' data, shaped like the demo seed (apps/server/src/modules/patients/patients.seed.ts): Anna Kowalska's
// account, her own patient record, her allergies, and the allergy dictionaries.

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
  contactData: { email: 'anna.kowalska@example.com', phoneNumber: null, restoreEmail: null, restorePhone: null, preferredCommunicationChannel: 'EMAIL' },
  settings: { marketingMessagesConsent: false },
  language: 'pl',
};

/** Anna's own patient record as GET /api/mpi/accounts/mpi-user/patients/me answers it. */
export const annaPatient: Patient = {
  id: 1,
  name: 'Anna',
  lastName: 'Kowalska',
  middleName: null,
  birthDate: '1985-03-15',
  gender: 'FEMALE',
  authorized: true,
  identityStatus: 'VERIFIED',
  role: 'PATIENT',
  identity: { nationalIdentificationNumber: '85031502464', documentNumber: null, countryCode: 'PL' },
  address: { countryCode: 'PL', city: 'Kraków', street: 'ul. Długa', houseNumber: '12/4', postalCode: '31-147' },
  attachments: [],
  insurers: [],
};

export const amoxicillinAllergy: Allergy = {
  allergyId: 11,
  patientId: 1,
  allergyCode: 'LEK-AMOKSYCYLINA',
  allergyName: 'Amoksycylina',
  allergyTypeCode: 'L',
  allergyTypeName: 'Leki',
  allergyOccurrenceDate: '2012-05-14',
  entryDate: '2026-01-12',
  isActive: true,
  isNotAllergic: false,
  cured: false,
  confirmed: true,
  description: 'Pokrzywka i obrzęk warg po drugiej dawce antybiotyku.',
  degreeOfSeverityCode: 'CIEZKIE',
  degreeOfSeverityName: 'Ciężkie',
  modUser: 'Anna Kowalska',
  allergyCategory: ['medication'],
  enteredByPatient: false,
  activeSubstance: null,
};

/** Anna's allergies as GET /api/mpi/allergies/all/1 answers them: an active medication, an active food, a cured environmental one. */
export const annaAllergies: Allergy[] = [
  amoxicillinAllergy,
  {
    ...amoxicillinAllergy,
    allergyId: 12,
    allergyCode: 'POK-ORZESZKI-ZIEMNE',
    allergyName: 'Orzeszki ziemne',
    allergyTypeCode: 'P',
    allergyTypeName: 'Pokarmy',
    allergyOccurrenceDate: '1994-08-01',
    confirmed: false,
    degreeOfSeverityCode: 'UMIARKOWANE',
    degreeOfSeverityName: 'Umiarkowane',
    allergyCategory: ['food'],
  },
  {
    ...amoxicillinAllergy,
    allergyId: 13,
    allergyCode: 'INN-PYLEK-BRZOZY',
    allergyName: 'Pyłek brzozy',
    allergyTypeCode: 'I',
    allergyTypeName: 'Inne (środowiskowe)',
    allergyOccurrenceDate: '2003-04-20',
    isActive: false,
    cured: true,
    degreeOfSeverityCode: 'LEKKIE',
    degreeOfSeverityName: 'Lekkie',
    allergyCategory: ['environment'],
  },
];

/** The allergy dictionaries (POST /api/mpi/allergies/dict), a few items each. */
export const dictionaries: Record<string, DictionaryItem[]> = {
  RODZAJ_ALERGII: [
    { code: 'L', name: 'Leki', description: null, activeSubstance: null },
    { code: 'P', name: 'Pokarmy', description: null, activeSubstance: null },
    { code: 'I', name: 'Inne (środowiskowe)', description: null, activeSubstance: null },
    { code: 'B', name: 'Biologiczne', description: null, activeSubstance: null },
  ],
  ALERG_LEK: [
    { code: 'LEK-AMOKSYCYLINA', name: 'Amoksycylina', description: 'amoxicillinum', activeSubstance: null },
    { code: 'LEK-AMOKSYKLAV', name: 'Amoksiklav', description: 'amoxicillinum + acidum clavulanicum', activeSubstance: 'amoksycylina + kwas klawulanowy' },
    { code: 'LEK-IBUPROFEN', name: 'Ibuprofen', description: 'ibuprofenum', activeSubstance: null },
  ],
  ALERG_POKARM: [
    { code: 'POK-ORZESZKI-ZIEMNE', name: 'Orzeszki ziemne', description: null, activeSubstance: null },
    { code: 'POK-TRUSKAWKI', name: 'Truskawki', description: null, activeSubstance: null },
  ],
  ALERG_INNE: [{ code: 'INN-PYLEK-BRZOZY', name: 'Pyłek brzozy', description: null, activeSubstance: null }],
  ALERG_NASILENIE: [
    { code: 'LEKKIE', name: 'Lekkie', description: null, activeSubstance: null },
    { code: 'UMIARKOWANE', name: 'Umiarkowane', description: null, activeSubstance: null },
    { code: 'CIEZKIE', name: 'Ciężkie', description: null, activeSubstance: null },
  ],
};

/** The demo installation's login settings (GET /api/mpi/accounts/login-settings). */
export const loginSettings: LoginSettings = {
  usernamePromptMode: 'E_MAIL',
  showLinkToCreateAccountForMe: true,
  showLinkToCreateAccountForChild: true,
  showLinkToCreateAccountForWard: true,
  eServiceSignIn: false,
};

/** POST /api/mpi/accounts answering a new patient registered, Zofia's account confirmed by SMS next. */
export const zofiaRegistered: RegistrationResponse = {
  result: 'REGISTERED',
  username: 'zofia@example.com',
  phoneNumber: '+48501234567',
  isEmailAddress: true,
  preferredCommunicationChannel: 'SMS',
  smsCodeSent: true,
  linkPending: false,
};

/** The module flags of the demo seed (apps/server/src/modules/settings/settings.seed.ts), but the messages module off: a test turns it on. */
export const seedApplicationSettings: ApplicationSettings = {
  bookingsModule: false,
  medicalServicesModule: false,
  allergyModule: true,
  declarationsModule: false,
  consentsModule: false,
  depositsModule: false,
  paymentsModule: false,
  measurementsModule: false,
  messagesModule: false,
  adverseEventsModule: true,
  telecommunicationModule: false,
  partnersModule: false,
  occupationalMedicineModule: false,
  ampaModule: true,
  clinicalDocumentRequestsModule: false,
  amtsEnabled: false,
  drugInteractionsModule: false,
};

/** A message as the patient's API answers it: by default one the registration desk sent Anna, unread. */
export function aMessage(overrides: Partial<Message> = {}): Message {
  return {
    id: 101,
    title: 'Wyniki badań',
    content: 'Dzień dobry,\nwyniki są do odebrania.',
    category: { code: 'RESULTS', name: 'Wyniki', description: null },
    sender: { kind: 'MAILBOX', id: 1, name: 'Rejestracja' },
    recipients: [{ kind: 'ACCOUNT', id: 1, name: 'Anna Kowalska' }],
    patient: { id: 1, name: 'Anna', lastName: 'Kowalska' },
    inResponseTo: null,
    threadId: overrides.id ?? 101,
    createdAt: '2026-03-02T09:15:00.000Z',
    readDate: null,
    isEdit: false,
    mustConfirm: false,
    isOwn: false,
    changeable: false,
    attachments: [],
    ...overrides,
  };
}
