import type { NpwzIssue, PolishPhoneIssue } from '@portal/domain';
import { z } from './zod-pl';

/*
 * The provider's organisation kept in the clinic console (module organisation, routes under
 * /api/clinic): units, practitioners, medical services, and the fixed lists their forms offer.
 * Every row says which system keeps it (`system`: PORTAL for the console's own rows) and, for a row of
 * an external HIS, its id there (`externalId`).
 */

export const occupationValues = ['DOCTOR', 'NURSE', 'MIDWIFE', 'PHYSIOTHERAPIST', 'OTHER'] as const;
export const occupationSchema = z.enum(occupationValues, 'Wybierz zawód z listy').meta({ id: 'Occupation' });
export type Occupation = z.infer<typeof occupationSchema>;

/** The primary-care roles patients declare for (POZ): a GP, a nurse, a midwife. */
export const primaryCareRoleValues = ['GP', 'NURSE', 'MIDWIFE'] as const;
export const primaryCareRoleSchema = z.enum(primaryCareRoleValues, 'Wybierz rolę w POZ z listy').meta({ id: 'PrimaryCareRole' });
export type PrimaryCareRole = z.infer<typeof primaryCareRoleSchema>;

/** The occupation each primary-care role needs. */
export const primaryCareRoleOccupation: Record<PrimaryCareRole, Occupation> = { GP: 'DOCTOR', NURSE: 'NURSE', MIDWIFE: 'MIDWIFE' };

/** Degrees and professional titles as written before a name. */
export const degreeValues = [
  'lek.',
  'lek. dent.',
  'dr n. med.',
  'dr hab. n. med.',
  'prof. dr hab. n. med.',
  'mgr',
  'mgr piel.',
  'mgr poł.',
  'lic. piel.',
  'lic. poł.',
] as const;
export const degreeSchema = z.enum(degreeValues, 'Wybierz tytuł z listy').meta({ id: 'Degree' });
export type Degree = z.infer<typeof degreeSchema>;

export const serviceTypeValues = ['VISIT', 'TELECONSULTATION', 'PROCEDURE', 'TEST', 'VACCINATION', 'PRESCRIPTION'] as const;
export const serviceTypeSchema = z.enum(serviceTypeValues, 'Wybierz rodzaj świadczenia z listy').meta({ id: 'ServiceType' });
export type ServiceType = z.infer<typeof serviceTypeSchema>;

/** The dictionary (dictionary_items) of medical specialities the practitioners and services name. */
export const SPECIALITY_DICTIONARY = 'SPECJALNOSCI';

/** Polish words of the fixed lists (the console shows them translated; the API and e-mails in Polish). */
export const occupationNames: Record<Occupation, string> = {
  DOCTOR: 'Lekarz',
  NURSE: 'Pielęgniarka',
  MIDWIFE: 'Położna',
  PHYSIOTHERAPIST: 'Fizjoterapeuta',
  OTHER: 'Inny zawód',
};
export const primaryCareRoleNames: Record<PrimaryCareRole, string> = { GP: 'Lekarz POZ', NURSE: 'Pielęgniarka POZ', MIDWIFE: 'Położna POZ' };
export const serviceTypeNames: Record<ServiceType, string> = {
  VISIT: 'Wizyta',
  TELECONSULTATION: 'Teleporada',
  PROCEDURE: 'Zabieg',
  TEST: 'Badanie',
  VACCINATION: 'Szczepienie',
  PRESCRIPTION: 'Recepta',
};

/** Messages of the practice-number rules (packages/domain npwz.ts). */
export const npwzIssueMessages: Record<NpwzIssue, string> = {
  NPWZ_REQUIRED: 'Podaj numer prawa wykonywania zawodu',
  NPWZ_DOCTOR_FORMAT: 'Numer prawa wykonywania zawodu lekarza składa się z 7 cyfr',
  NPWZ_DOCTOR_ZERO: 'Numer prawa wykonywania zawodu lekarza nie zaczyna się od zera',
  NPWZ_DOCTOR_CHECK_DIGIT: 'Niepoprawny numer prawa wykonywania zawodu lekarza (błędna cyfra kontrolna)',
  NPWZ_NURSE_FORMAT: 'Numer prawa wykonywania zawodu pielęgniarki lub położnej to 7 cyfr albo 6 cyfr i litera P lub A',
  NPWZ_NURSE_LETTER: 'Numer z literą A należy do położnej; numer pielęgniarki kończy się literą P lub cyfrą',
  NPWZ_MIDWIFE_LETTER: 'Numer z literą P należy do pielęgniarki; numer położnej kończy się literą A lub cyfrą',
  NPWZ_OTHER_FORMAT: 'Numer może zawierać tylko litery, cyfry, ukośnik i łącznik (najwyżej 20 znaków)',
};

/** Messages of the Polish phone rules (packages/domain polish-phone.ts). */
export const polishPhoneIssueMessages: Record<PolishPhoneIssue, string> = {
  POLISH_PHONE_CHARACTERS: 'Numer telefonu może zawierać tylko cyfry, spacje, nawiasy, łącznik i plus',
  POLISH_PHONE_FOREIGN: 'Podaj polski numer telefonu',
  POLISH_PHONE_TOO_SHORT: 'Numer telefonu jest za krótki (polski numer ma 9 cyfr, np. 12 265 40 10 albo 601 234 567)',
  POLISH_PHONE_INVALID: 'Niepoprawny numer telefonu (np. 12 265 40 10 albo 601 234 567)',
};

export const primaryCareRoleMismatchMessage = (role: PrimaryCareRole) =>
  ({
    GP: 'Rolę lekarza POZ może mieć tylko lekarz',
    NURSE: 'Rolę pielęgniarki POZ może mieć tylko pielęgniarka',
    MIDWIFE: 'Rolę położnej POZ może mieć tylko położna',
  })[role];

export const organisationMessages = {
  unitCodeTaken: (code: string) => `Jednostka o kodzie ${code} już istnieje.`,
  serviceCodeTaken: (code: string) => `Świadczenie o kodzie ${code} już istnieje.`,
  practiceNumberTaken: (npwz: string) => `Osoba personelu z numerem prawa wykonywania zawodu ${npwz} już istnieje.`,
  unitUnknown: 'Nie znaleziono wybranej jednostki.',
  specialityUnknown: 'Nie znaleziono wybranej specjalności.',
  unitsOfAllOnly: 'Nowe jednostki dodaje administrator bez ograniczenia do jednostek.',
  priceRequired: 'Podaj cenę świadczenia komercyjnego',
  pricePositive: 'Cena musi być większa od zera',
  priceFormat: 'Podaj cenę w złotych, z najwyżej dwoma miejscami po przecinku (np. 150.00)',
  priceForbidden: 'Świadczenie finansowane przez NFZ nie ma ceny',
} as const;
