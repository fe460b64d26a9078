import type { PriceItemInput, ScheduleInput, ServiceBookingSettings } from '@portal/contracts';
import { DEMO_DUTY_DOCTOR } from '../../demo';

/*
 * The demo clinic's booking configuration: who works when (schedules by practitioner, unit and
 * service), what each service asks of a booking, the commercial price lists and the public holidays.
 * Practitioners by practice number, units and services by code (organisation.seed.ts).
 */

export type UnitKey = 'primaryCare' | 'specialist';
type Days = number[];
const MON_FRI: Days = [1, 2, 3, 4, 5];

export interface SeedSchedule {
  practiceNumber: string;
  unit: UnitKey;
  service: string;
  days: Days;
  start: string;
  end: string;
  slotMinutes: number;
  breaks?: Array<{ start: string; end: string }>;
  availability?: ScheduleInput['availability'];
}

export const seedSchedules: SeedSchedule[] = [
  // Primary care: the GPs every working day (morning and afternoon shifts), Saturdays in turn.
  { practiceNumber: '9929850', unit: 'primaryCare', service: 'POZ-PORADA', days: MON_FRI, start: '08:00', end: '14:00', slotMinutes: 15, breaks: [{ start: '11:00', end: '11:30' }] },
  { practiceNumber: '9929850', unit: 'primaryCare', service: 'POZ-RECEPTA', days: MON_FRI, start: '14:00', end: '15:00', slotMinutes: 10 },
  // His teleconsultations (issue 32): the demo doctor `lekarz` takes them in the console.
  { practiceNumber: '9929850', unit: 'primaryCare', service: 'POZ-TELEPORADA', days: MON_FRI, start: '15:00', end: '19:00', slotMinutes: 15 },
  { practiceNumber: '9929850', unit: 'primaryCare', service: 'POZ-TELEPORADA', days: [6, 7], start: '09:00', end: '13:00', slotMinutes: 15 },
  // The teleconsultation duty doctor, day and night (10-minute slots: a free one starts within the start window's 30 minutes at any hour).
  { practiceNumber: DEMO_DUTY_DOCTOR.practiceNumber, unit: 'primaryCare', service: 'POZ-TELEPORADA', days: [1, 2, 3, 4, 5, 6, 7], start: '00:00', end: '23:50', slotMinutes: 10 },
  { practiceNumber: '6586879', unit: 'primaryCare', service: 'POZ-PORADA', days: MON_FRI, start: '12:00', end: '18:00', slotMinutes: 15, breaks: [{ start: '15:00', end: '15:30' }] },
  { practiceNumber: '6586879', unit: 'primaryCare', service: 'POZ-TELEPORADA', days: [6], start: '09:00', end: '12:00', slotMinutes: 10 },
  { practiceNumber: '8599530', unit: 'primaryCare', service: 'POZ-PORADA', days: [1, 3, 5], start: '08:00', end: '13:00', slotMinutes: 15 },
  { practiceNumber: '8599530', unit: 'primaryCare', service: 'POZ-TELEPORADA', days: [2, 4], start: '08:00', end: '12:00', slotMinutes: 10 },
  { practiceNumber: '2782799', unit: 'primaryCare', service: 'POZ-PORADA', days: [2, 4], start: '13:00', end: '19:00', slotMinutes: 15 },
  { practiceNumber: '2782799', unit: 'primaryCare', service: 'POZ-PORADA', days: [6], start: '09:00', end: '13:00', slotMinutes: 15 },
  // Children, nurses, the midwife, tests and vaccinations.
  { practiceNumber: '1090010', unit: 'primaryCare', service: 'POZ-PORADA-DZIECI', days: MON_FRI, start: '08:00', end: '13:00', slotMinutes: 15 },
  { practiceNumber: '7134410', unit: 'primaryCare', service: 'POZ-PORADA-DZIECI', days: [6], start: '09:00', end: '12:00', slotMinutes: 15 },
  { practiceNumber: '451208P', unit: 'primaryCare', service: 'POZ-PIEL-PORADA', days: MON_FRI, start: '08:00', end: '11:00', slotMinutes: 15 },
  { practiceNumber: '451208P', unit: 'primaryCare', service: 'POZ-SZCZEP-GRYPA', days: MON_FRI, start: '12:00', end: '14:00', slotMinutes: 10 },
  { practiceNumber: '2317554', unit: 'primaryCare', service: 'POZ-KREW', days: MON_FRI, start: '07:00', end: '10:00', slotMinutes: 10, availability: 'P' },
  { practiceNumber: '620934P', unit: 'primaryCare', service: 'POZ-EKG', days: [1, 3], start: '08:00', end: '11:00', slotMinutes: 15 },
  // Registrar-only: blood tests in the specialist centre are booked by the desk (availability N).
  { practiceNumber: '620934P', unit: 'specialist', service: 'POZ-KREW', days: [2, 4], start: '07:30', end: '09:30', slotMinutes: 10, availability: 'N' },
  { practiceNumber: '318842A', unit: 'primaryCare', service: 'POZ-POL-PORADA', days: [2, 4], start: '09:00', end: '13:00', slotMinutes: 30 },
  // The specialist centre: NFZ clinics on some days, commercial consultations on others.
  { practiceNumber: '9893919', unit: 'specialist', service: 'AOS-KARDIOLOGIA', days: [1, 3], start: '09:00', end: '14:00', slotMinutes: 20 },
  { practiceNumber: '9893919', unit: 'specialist', service: 'KOM-KARDIOLOGIA', days: [4], start: '14:00', end: '18:00', slotMinutes: 30 },
  { practiceNumber: '5432239', unit: 'specialist', service: 'AOS-DERMATOLOGIA', days: [1], start: '08:00', end: '12:00', slotMinutes: 20 },
  { practiceNumber: '5432239', unit: 'specialist', service: 'KOM-DERMATOLOGIA', days: [2, 5], start: '10:00', end: '16:00', slotMinutes: 30, breaks: [{ start: '13:00', end: '13:30' }] },
  { practiceNumber: '7005370', unit: 'specialist', service: 'AOS-GINEKOLOGIA', days: [2, 4], start: '08:00', end: '13:00', slotMinutes: 20 },
  { practiceNumber: '7005370', unit: 'specialist', service: 'KOM-GINEKOLOGIA', days: [3], start: '14:00', end: '18:00', slotMinutes: 30 },
  { practiceNumber: '1629759', unit: 'specialist', service: 'KOM-OKULISTYKA', days: [1, 4], start: '09:00', end: '15:00', slotMinutes: 30 },
  { practiceNumber: '1629759', unit: 'specialist', service: 'AOS-OKULISTYKA', days: [3], start: '08:00', end: '12:00', slotMinutes: 20 },
  { practiceNumber: '9166250', unit: 'specialist', service: 'AOS-NEUROLOGIA', days: [2], start: '10:00', end: '15:00', slotMinutes: 20 },
  { practiceNumber: '9166250', unit: 'specialist', service: 'KOM-NEUROLOGIA', days: [5], start: '12:00', end: '16:00', slotMinutes: 30 },
  { practiceNumber: '9638479', unit: 'specialist', service: 'AOS-ORTOPEDIA', days: [1, 4], start: '12:00', end: '17:00', slotMinutes: 20 },
  { practiceNumber: '5219930', unit: 'specialist', service: 'AOS-LARYNGOLOGIA', days: [3, 5], start: '08:00', end: '12:00', slotMinutes: 20 },
  { practiceNumber: '3730399', unit: 'specialist', service: 'AOS-ENDOKRYNOLOGIA', days: [2], start: '08:00', end: '12:00', slotMinutes: 20 },
  { practiceNumber: '3730399', unit: 'specialist', service: 'AOS-ENDOKRYNOLOGIA-TELE', days: [4], start: '12:00', end: '15:00', slotMinutes: 15, availability: 'P' },
  { practiceNumber: '41027', unit: 'specialist', service: 'KOM-FIZJOTERAPIA', days: MON_FRI, start: '08:00', end: '14:15', slotMinutes: 45 },
];

const base: ServiceBookingSettings = {
  referralStatus: 'N',
  bookingConfReq: false,
  addMeasurements: false,
  phoneRequired: false,
  parallelAllowed: false,
  declarationRequired: null,
  anyPractitioner: true,
  employeeStatusVisible: true,
  rules: {},
};
const specialistNfz: ServiceBookingSettings = { ...base, referralStatus: 'R', rules: { maxActivePerService: 1 } };

/** What booking each service asks (services not listed: the defaults). */
export const seedServiceRules: Record<string, ServiceBookingSettings> = {
  'POZ-TELEPORADA': { ...base, phoneRequired: true },
  'POZ-PORADA-DZIECI': { ...base, rules: { maxAge: 17 } },
  'POZ-POL-PORADA': { ...base, rules: { gender: 'F' } },
  'POZ-SZCZEP-GRYPA': { ...base, rules: { minHoursBefore: 24 } },
  'POZ-KREW': { ...base, addMeasurements: true, rules: { minHoursBefore: 12 } },
  'POZ-RECEPTA': { ...base, rules: { firstVisit: 'FORBIDDEN' } },
  // The cardiology clinic: a referral, an SMS-confirmed booking and the questionnaire linked to the service.
  'AOS-KARDIOLOGIA': { ...specialistNfz, bookingConfReq: true, rules: {} },
  'AOS-DERMATOLOGIA': specialistNfz,
  'AOS-OKULISTYKA': specialistNfz,
  'AOS-NEUROLOGIA': specialistNfz,
  'AOS-ORTOPEDIA': specialistNfz,
  'AOS-LARYNGOLOGIA': specialistNfz,
  'AOS-ENDOKRYNOLOGIA': { ...specialistNfz, rules: { maxActivePerService: 1, minHoursBefore: 48 } },
  'AOS-ENDOKRYNOLOGIA-TELE': { ...specialistNfz, referralStatus: 'O', phoneRequired: true },
  // Gynaecology needs no referral (NFZ), for women only.
  'AOS-GINEKOLOGIA': { ...base, rules: { gender: 'F', minAge: 15 } },
  'KOM-GINEKOLOGIA': { ...base, bookingConfReq: true, rules: { gender: 'F' } },
  'KOM-DERMATOLOGIA': { ...base, employeeStatusVisible: true, rules: { maxDaysBefore: 60 } },
  'KOM-OKULISTYKA': { ...base, rules: { maxActivePerService: 2 } },
  'KOM-KARDIOLOGIA': { ...base, parallelAllowed: false, rules: { minHoursBefore: 2 } },
  'KOM-FIZJOTERAPIA': { ...base, anyPractitioner: false, rules: { maxActivePerService: 5 } },
};

/** The commercial price lists (from the seed's first day, open-ended). */
export const seedPriceLists: Record<string, Array<Omit<PriceItemInput, 'validFrom'>>> = {
  'KOM-DERMATOLOGIA': [
    { name: 'Konsultacja dermatologiczna', price: '250.00' },
    { name: 'Dermatoskopia', price: '180.00' },
    { name: 'Konsultacja dermatologiczna z dermatoskopią', price: '380.00' },
    { name: 'Wizyta kontrolna (do 30 dni)', price: '150.00' },
  ],
  'KOM-OKULISTYKA': [
    { name: 'Konsultacja okulistyczna', price: '220.00' },
    { name: 'Konsultacja z doborem okularów', price: '250.00' },
    { name: 'Badanie dna oka', price: '150.00' },
    { name: 'Pomiar ciśnienia wewnątrzgałkowego', price: '60.00' },
  ],
  'KOM-KARDIOLOGIA': [
    { name: 'Konsultacja kardiologiczna', price: '250.00' },
    { name: 'Konsultacja kardiologiczna z EKG', price: '290.00' },
  ],
  'KOM-GINEKOLOGIA': [
    { name: 'Konsultacja ginekologiczna', price: '230.00' },
    { name: 'Konsultacja ginekologiczna z USG', price: '320.00' },
    { name: 'Cytologia (pobranie i badanie)', price: '90.00' },
  ],
  'KOM-NEUROLOGIA': [{ name: 'Konsultacja neurologiczna', price: '250.00' }],
  'KOM-FIZJOTERAPIA': [
    { name: 'Terapia manualna (45 min)', price: '180.00' },
    { name: 'Konsultacja fizjoterapeutyczna', price: '150.00' },
  ],
};

/** The commercial dermatology consultation the organisation seed lacks (added through the organisation service). */
export const extraServices = [
  { code: 'KOM-DERMATOLOGIA', name: 'Konsultacja dermatologiczna', nameEn: 'Dermatology consultation', nameUk: 'Консультація дерматолога', type: 'VISIT' as const, speciality: 'DERMATOLOGIA', commercial: true, price: '250.00', durationMinutes: 30, units: ['specialist' as UnitKey] },
];

/** Public holidays in Poland: the clinic is closed (whole clinic CLOSED exceptions). */
export const publicHolidays: Array<[string, string]> = [
  ['2026-11-01', 'Wszystkich Świętych'],
  ['2026-11-11', 'Narodowe Święto Niepodległości'],
  ['2026-12-24', 'Wigilia Bożego Narodzenia'],
  ['2026-12-25', 'Boże Narodzenie'],
  ['2026-12-26', 'Drugi dzień Bożego Narodzenia'],
  ['2027-01-01', 'Nowy Rok'],
  ['2027-01-06', 'Trzech Króli'],
  ['2027-03-28', 'Wielkanoc'],
  ['2027-03-29', 'Poniedziałek Wielkanocny'],
  ['2027-05-01', 'Święto Pracy'],
  ['2027-05-03', 'Święto Konstytucji 3 Maja'],
  ['2027-05-16', 'Zielone Świątki'],
  ['2027-05-27', 'Boże Ciało'],
  ['2027-08-15', 'Wniebowzięcie Najświętszej Maryi Panny'],
];
