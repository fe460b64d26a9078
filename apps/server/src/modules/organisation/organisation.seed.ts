import {
  practitionerInputSchema,
  serviceInputSchema,
  unitInputSchema,
  type PractitionerInput,
  type ServiceInput,
  type UnitInput,
} from '@portal/contracts';
import type { DbOrTx } from '../../db/client';
import { DEMO_DUTY_DOCTOR, DEMO_GP_PRACTICE_NUMBER, DEMO_UNITS } from '../../demo';
import { createPractitioner, createService, createUnit, everyUnit } from './organisation-service';

/**
 * The demo clinic: two units in Kraków — a primary-care clinic (POZ) and a specialist outpatient
 * centre — their practitioners and their services, made through the organisation module's own
 * functions and the console's input schemas, so the seed obeys every rule the console does (valid
 * NPWZ numbers, primary-care roles matching occupations, prices of commercial services only).
 */

type UnitKey = keyof typeof DEMO_UNITS;

const demoUnits: Record<UnitKey, UnitInput> = {
  primaryCare: {
    name: 'Przychodnia Podstawowej Opieki Zdrowotnej Portal Zdrowia',
    code: DEMO_UNITS.primaryCare,
    city: 'Kraków',
    street: 'ul. Zakopiańska',
    houseNumber: '62',
    postalCode: '30-418',
    phone: '12 265 40 10',
    email: 'poz.krakow@example.com',
  },
  specialist: {
    name: 'Centrum Medyczne Specjalistyczne Portal Zdrowia',
    code: DEMO_UNITS.specialist,
    city: 'Kraków',
    street: 'ul. Pawia',
    houseNumber: '9',
    apartmentNumber: '2',
    postalCode: '31-154',
    phone: '12 444 30 20',
    email: 'centrum.krakow@example.com',
  },
};

type Seeded<T> = Omit<T, 'unitIds'> & { units: UnitKey[] };
const both: UnitKey[] = ['primaryCare', 'specialist'];

const demoPractitioners: Array<Seeded<PractitionerInput>> = [
  // Primary care: GPs, a paediatrician, nurses, a midwife.
  { degree: 'lek.', name: 'Tomasz', lastName: 'Lewandowski', occupation: 'DOCTOR', specialities: ['MEDYCYNA_RODZINNA'], practiceNumber: DEMO_GP_PRACTICE_NUMBER, primaryCareRoles: ['GP'], units: ['primaryCare'] },
  // The teleconsultation duty doctor (DEMO_DUTY_DOCTOR): planned GP teleconsultations every day and night.
  { degree: 'lek.', name: DEMO_DUTY_DOCTOR.name, lastName: DEMO_DUTY_DOCTOR.lastName, occupation: 'DOCTOR', specialities: ['MEDYCYNA_RODZINNA'], practiceNumber: DEMO_DUTY_DOCTOR.practiceNumber, primaryCareRoles: [], units: ['primaryCare'] },
  { degree: 'lek.', name: 'Katarzyna', lastName: 'Wiśniewska', occupation: 'DOCTOR', specialities: ['MEDYCYNA_RODZINNA'], practiceNumber: '6586879', primaryCareRoles: ['GP'], units: ['primaryCare'] },
  { degree: 'dr n. med.', name: 'Andrzej', lastName: 'Nowak', occupation: 'DOCTOR', specialities: ['CHOROBY_WEWNETRZNE'], practiceNumber: '8599530', primaryCareRoles: ['GP'], units: ['primaryCare'] },
  { degree: 'lek.', name: 'Michał', lastName: 'Wójcik', occupation: 'DOCTOR', specialities: ['MEDYCYNA_RODZINNA', 'CHOROBY_WEWNETRZNE'], practiceNumber: '2782799', primaryCareRoles: ['GP'], units: ['primaryCare'] },
  { degree: 'lek.', name: 'Magdalena', lastName: 'Kamińska', occupation: 'DOCTOR', specialities: ['PEDIATRIA'], practiceNumber: '1090010', primaryCareRoles: ['GP'], units: ['primaryCare'] },
  { degree: 'mgr piel.', name: 'Agnieszka', lastName: 'Dąbrowska', occupation: 'NURSE', specialities: ['PIELEGNIARSTWO_RODZINNE'], practiceNumber: '451208P', primaryCareRoles: ['NURSE'], units: ['primaryCare'] },
  { degree: 'lic. piel.', name: 'Barbara', lastName: 'Kozłowska', occupation: 'NURSE', specialities: [], practiceNumber: '2317554', primaryCareRoles: ['NURSE'], units: ['primaryCare'] },
  { degree: 'mgr piel.', name: 'Joanna', lastName: 'Jankowska', occupation: 'NURSE', specialities: [], practiceNumber: '620934P', primaryCareRoles: [], units: both },
  { degree: 'mgr poł.', name: 'Ewa', lastName: 'Szymańska', occupation: 'MIDWIFE', specialities: ['PIELEGNIARSTWO_POLOZNICZE'], practiceNumber: '318842A', primaryCareRoles: ['MIDWIFE'], units: ['primaryCare'] },
  // The specialist centre.
  { degree: 'dr n. med.', name: 'Piotr', lastName: 'Kaczmarek', occupation: 'DOCTOR', specialities: ['KARDIOLOGIA', 'CHOROBY_WEWNETRZNE'], practiceNumber: '9893919', primaryCareRoles: [], units: ['specialist'] },
  { degree: 'lek.', name: 'Aleksandra', lastName: 'Grabowska', occupation: 'DOCTOR', specialities: ['DERMATOLOGIA'], practiceNumber: '5432239', primaryCareRoles: [], units: ['specialist'] },
  { degree: 'dr n. med.', name: 'Marta', lastName: 'Pawłowska', occupation: 'DOCTOR', specialities: ['POLOZNICTWO_GINEKOLOGIA'], practiceNumber: '7005370', primaryCareRoles: [], units: ['specialist'] },
  { degree: 'lek.', name: 'Krzysztof', lastName: 'Michalski', occupation: 'DOCTOR', specialities: ['OKULISTYKA'], practiceNumber: '1629759', primaryCareRoles: [], units: ['specialist'] },
  { degree: 'dr hab. n. med.', name: 'Jerzy', lastName: 'Król', occupation: 'DOCTOR', specialities: ['NEUROLOGIA'], practiceNumber: '9166250', primaryCareRoles: [], units: ['specialist'] },
  { degree: 'lek.', name: 'Marcin', lastName: 'Wieczorek', occupation: 'DOCTOR', specialities: ['ORTOPEDIA'], practiceNumber: '9638479', primaryCareRoles: [], units: ['specialist'] },
  { degree: 'lek.', name: 'Beata', lastName: 'Jabłońska', occupation: 'DOCTOR', specialities: ['OTORYNOLARYNGOLOGIA'], practiceNumber: '5219930', primaryCareRoles: [], units: ['specialist'] },
  { degree: 'prof. dr hab. n. med.', name: 'Zofia', lastName: 'Nowakowska', occupation: 'DOCTOR', specialities: ['ENDOKRYNOLOGIA', 'DIABETOLOGIA'], practiceNumber: '3730399', primaryCareRoles: [], units: ['specialist'] },
  { degree: 'lek.', name: 'Łukasz', lastName: 'Majewski', occupation: 'DOCTOR', specialities: ['PEDIATRIA', 'ALERGOLOGIA'], practiceNumber: '7134410', primaryCareRoles: [], units: both },
  { degree: 'lek. dent.', name: 'Karolina', lastName: 'Stępień', occupation: 'DOCTOR', specialities: ['STOMATOLOGIA'], practiceNumber: '1497519', primaryCareRoles: [], units: ['specialist'] },
  { degree: 'lic. poł.', name: 'Monika', lastName: 'Woźniak', occupation: 'MIDWIFE', specialities: ['PIELEGNIARSTWO_POLOZNICZE'], practiceNumber: '5528417', primaryCareRoles: [], units: ['specialist'] },
  { degree: 'mgr', name: 'Grzegorz', lastName: 'Olszewski', occupation: 'PHYSIOTHERAPIST', specialities: ['REHABILITACJA'], practiceNumber: '41027', primaryCareRoles: [], units: ['specialist'] },
];

type SeededService = Seeded<ServiceInput>;
/** A service's name in English and Ukrainian (patients read theirs, domain `configuredName`). */
type Translations = [en: string, uk: string];
const nfz = (code: string, name: string, [nameEn, nameUk]: Translations, type: ServiceInput['type'], speciality: string | null, durationMinutes: number, units: UnitKey[]): SeededService => ({
  code,
  name,
  nameEn,
  nameUk,
  type,
  speciality,
  commercial: false,
  price: null,
  durationMinutes,
  units,
});
const paid = (code: string, name: string, [nameEn, nameUk]: Translations, type: ServiceInput['type'], speciality: string | null, price: string, durationMinutes: number, units: UnitKey[]): SeededService => ({
  code,
  name,
  nameEn,
  nameUk,
  type,
  speciality,
  commercial: true,
  price,
  durationMinutes,
  units,
});

const demoServices: SeededService[] = [
  // NFZ-funded primary care.
  nfz('POZ-PORADA', 'Porada lekarza POZ', ['GP consultation', 'Консультація сімейного лікаря'], 'VISIT', 'MEDYCYNA_RODZINNA', 15, ['primaryCare']),
  nfz('POZ-TELEPORADA', 'Teleporada lekarza POZ', ['GP teleconsultation', 'Телеконсультація сімейного лікаря'], 'TELECONSULTATION', 'MEDYCYNA_RODZINNA', 10, ['primaryCare']),
  nfz('POZ-PORADA-DZIECI', 'Porada lekarza POZ dla dzieci', ['GP consultation for children', 'Консультація сімейного лікаря для дітей'], 'VISIT', 'PEDIATRIA', 15, ['primaryCare']),
  nfz('POZ-BILANS', 'Bilans zdrowia dziecka', ['Child health check-up', 'Профілактичний огляд дитини'], 'VISIT', 'PEDIATRIA', 30, ['primaryCare']),
  nfz('POZ-PIEL-PORADA', 'Porada pielęgniarki POZ', ['Primary care nurse consultation', 'Консультація медсестри первинної допомоги'], 'VISIT', 'PIELEGNIARSTWO_RODZINNE', 15, ['primaryCare']),
  nfz('POZ-PIEL-TELEPORADA', 'Teleporada pielęgniarki POZ', ['Primary care nurse teleconsultation', 'Телеконсультація медсестри первинної допомоги'], 'TELECONSULTATION', 'PIELEGNIARSTWO_RODZINNE', 10, ['primaryCare']),
  nfz('POZ-INIEKCJA', 'Iniekcja (zastrzyk) w gabinecie zabiegowym', ['Injection in the treatment room', 'Ін’єкція (укол) у процедурному кабінеті'], 'PROCEDURE', null, 10, ['primaryCare']),
  nfz('POZ-OPATRUNEK', 'Zmiana opatrunku', ['Dressing change', 'Зміна пов’язки'], 'PROCEDURE', null, 15, ['primaryCare']),
  nfz('POZ-PATRONAZ', 'Wizyta patronażowa położnej', ['Midwife home visit', 'Патронажний візит акушерки'], 'VISIT', 'PIELEGNIARSTWO_POLOZNICZE', 60, ['primaryCare']),
  nfz('POZ-POL-PORADA', 'Porada położnej POZ', ['Primary care midwife consultation', 'Консультація акушерки первинної допомоги'], 'VISIT', 'PIELEGNIARSTWO_POLOZNICZE', 30, ['primaryCare']),
  nfz('POZ-POL-TELEPORADA', 'Teleporada położnej POZ', ['Primary care midwife teleconsultation', 'Телеконсультація акушерки первинної допомоги'], 'TELECONSULTATION', 'PIELEGNIARSTWO_POLOZNICZE', 15, ['primaryCare']),
  nfz('POZ-SZCZEP-GRYPA', 'Szczepienie przeciw grypie', ['Flu vaccination', 'Щеплення від грипу'], 'VACCINATION', null, 10, ['primaryCare']),
  nfz('POZ-SZCZEP-DZIECI', 'Szczepienie obowiązkowe dziecka', ["Child's mandatory vaccination", 'Обов’язкове щеплення дитини'], 'VACCINATION', 'PEDIATRIA', 15, ['primaryCare']),
  nfz('POZ-EKG', 'EKG spoczynkowe', ['Resting ECG', 'ЕКГ у стані спокою'], 'TEST', null, 15, ['primaryCare']),
  nfz('POZ-KREW', 'Pobranie krwi do badań laboratoryjnych', ['Blood draw for laboratory tests', 'Забір крові для лабораторних аналізів'], 'TEST', null, 10, both),
  nfz('POZ-RECEPTA', 'Recepta na leki przyjmowane stale', ['Prescription for regular medicines', 'Рецепт на ліки, які приймаються постійно'], 'PRESCRIPTION', 'MEDYCYNA_RODZINNA', 5, ['primaryCare']),
  // NFZ-funded specialist advice.
  nfz('AOS-KARDIOLOGIA', 'Porada specjalistyczna – kardiologia', ['Specialist consultation – cardiology', 'Консультація спеціаліста – кардіологія'], 'VISIT', 'KARDIOLOGIA', 20, ['specialist']),
  nfz('AOS-KARDIOLOGIA-TELE', 'Teleporada specjalistyczna – kardiologia', ['Specialist teleconsultation – cardiology', 'Телеконсультація спеціаліста – кардіологія'], 'TELECONSULTATION', 'KARDIOLOGIA', 15, ['specialist']),
  nfz('AOS-DERMATOLOGIA', 'Porada specjalistyczna – dermatologia', ['Specialist consultation – dermatology', 'Консультація спеціаліста – дерматологія'], 'VISIT', 'DERMATOLOGIA', 20, ['specialist']),
  nfz('AOS-GINEKOLOGIA', 'Porada specjalistyczna – położnictwo i ginekologia', ['Specialist consultation – obstetrics and gynaecology', 'Консультація спеціаліста – акушерство та гінекологія'], 'VISIT', 'POLOZNICTWO_GINEKOLOGIA', 20, ['specialist']),
  nfz('AOS-OKULISTYKA', 'Porada specjalistyczna – okulistyka', ['Specialist consultation – ophthalmology', 'Консультація спеціаліста – офтальмологія'], 'VISIT', 'OKULISTYKA', 20, ['specialist']),
  nfz('AOS-NEUROLOGIA', 'Porada specjalistyczna – neurologia', ['Specialist consultation – neurology', 'Консультація спеціаліста – неврологія'], 'VISIT', 'NEUROLOGIA', 20, ['specialist']),
  nfz('AOS-ORTOPEDIA', 'Porada specjalistyczna – ortopedia', ['Specialist consultation – orthopaedics', 'Консультація спеціаліста – ортопедія'], 'VISIT', 'ORTOPEDIA', 20, ['specialist']),
  nfz('AOS-ENDOKRYNOLOGIA', 'Porada specjalistyczna – endokrynologia', ['Specialist consultation – endocrinology', 'Консультація спеціаліста – ендокринологія'], 'VISIT', 'ENDOKRYNOLOGIA', 20, ['specialist']),
  nfz('AOS-ENDOKRYNOLOGIA-TELE', 'Teleporada specjalistyczna – endokrynologia', ['Specialist teleconsultation – endocrinology', 'Телеконсультація спеціаліста – ендокринологія'], 'TELECONSULTATION', 'ENDOKRYNOLOGIA', 15, ['specialist']),
  nfz('AOS-LARYNGOLOGIA', 'Porada specjalistyczna – otorynolaryngologia', ['Specialist consultation – ear, nose and throat', 'Консультація спеціаліста – оториноларингологія'], 'VISIT', 'OTORYNOLARYNGOLOGIA', 20, ['specialist']),
  // Commercial.
  paid('KOM-KARDIOLOGIA', 'Konsultacja kardiologiczna', ['Cardiology consultation', 'Консультація кардіолога'], 'VISIT', 'KARDIOLOGIA', '250.00', 30, ['specialist']),
  paid('KOM-KARDIOLOGIA-TELE', 'Telekonsultacja kardiologiczna', ['Cardiology teleconsultation', 'Телеконсультація кардіолога'], 'TELECONSULTATION', 'KARDIOLOGIA', '200.00', 20, ['specialist']),
  paid('KOM-ECHO', 'Echokardiografia (ECHO serca)', ['Echocardiography (heart ultrasound)', 'Ехокардіографія (УЗД серця)'], 'TEST', 'KARDIOLOGIA', '300.00', 30, ['specialist']),
  paid('KOM-DERMATOSKOPIA', 'Dermatoskopia', ['Dermatoscopy', 'Дерматоскопія'], 'PROCEDURE', 'DERMATOLOGIA', '200.00', 30, ['specialist']),
  paid('KOM-DERMATOLOGIA-TELE', 'Telekonsultacja dermatologiczna', ['Dermatology teleconsultation', 'Телеконсультація дерматолога'], 'TELECONSULTATION', 'DERMATOLOGIA', '180.00', 20, ['specialist']),
  paid('KOM-USG-GIN', 'USG ginekologiczne', ['Gynaecological ultrasound', 'Гінекологічне УЗД'], 'TEST', 'POLOZNICTWO_GINEKOLOGIA', '220.00', 30, ['specialist']),
  paid('KOM-GINEKOLOGIA', 'Konsultacja ginekologiczna', ['Gynaecology consultation', 'Консультація гінеколога'], 'VISIT', 'POLOZNICTWO_GINEKOLOGIA', '230.00', 30, ['specialist']),
  paid('KOM-DNO-OKA', 'Badanie dna oka', ['Fundus examination', 'Огляд очного дна'], 'TEST', 'OKULISTYKA', '150.00', 20, ['specialist']),
  paid('KOM-OKULISTYKA', 'Konsultacja okulistyczna z doborem okularów', ['Eye consultation with glasses fitting', 'Консультація офтальмолога з підбором окулярів'], 'VISIT', 'OKULISTYKA', '220.00', 30, ['specialist']),
  paid('KOM-NEUROLOGIA', 'Konsultacja neurologiczna', ['Neurology consultation', 'Консультація невролога'], 'VISIT', 'NEUROLOGIA', '250.00', 30, ['specialist']),
  paid('KOM-ORTOPEDIA', 'Konsultacja ortopedyczna', ['Orthopaedic consultation', 'Консультація ортопеда'], 'VISIT', 'ORTOPEDIA', '240.00', 30, ['specialist']),
  paid('KOM-ENDOKRYNOLOGIA-TELE', 'Telekonsultacja endokrynologiczna', ['Endocrinology teleconsultation', 'Телеконсультація ендокринолога'], 'TELECONSULTATION', 'ENDOKRYNOLOGIA', '190.00', 20, ['specialist']),
  paid('KOM-FIZJOTERAPIA', 'Fizjoterapia – terapia manualna', ['Physiotherapy – manual therapy', 'Фізіотерапія – мануальна терапія'], 'PROCEDURE', 'REHABILITACJA', '180.00', 45, ['specialist']),
  paid('KOM-SZCZEP-KZM', 'Szczepienie przeciw kleszczowemu zapaleniu mózgu (ze szczepionką)', ['Tick-borne encephalitis vaccination (vaccine included)', 'Щеплення від кліщового енцефаліту (з вакциною)'], 'VACCINATION', null, '185.50', 15, both),
];

export async function seedOrganisation(db: DbOrTx): Promise<void> {
  const deps = { db };
  const unitIds: Record<UnitKey, number> = {
    primaryCare: (await createUnit(deps, everyUnit, unitInputSchema.parse(demoUnits.primaryCare))).id,
    specialist: (await createUnit(deps, everyUnit, unitInputSchema.parse(demoUnits.specialist))).id,
  };
  for (const { units, ...practitioner } of demoPractitioners) {
    await createPractitioner(deps, everyUnit, practitionerInputSchema.parse({ ...practitioner, unitIds: units.map((u) => unitIds[u]) }));
  }
  for (const { units, ...service } of demoServices) {
    await createService(deps, everyUnit, serviceInputSchema.parse({ ...service, unitIds: units.map((u) => unitIds[u]) }));
  }
}
