import { SPECIALITY_DICTIONARY, type InterfaceLanguage } from '@portal/contracts';

/** A dictionary item's words: its name and, where the item has one, the line that explains it. */
export interface DictionaryWords {
  name: string;
  description: string | null;
}

/** The services' types (contracts `serviceTypeNames`), a fixed list rather than a dictionary of the database. */
export const SERVICE_TYPES = 'SERVICE_TYPES';

type Row = [code: string, enName: string, enDescription: string | null, ukName: string, ukDescription: string | null];

/**
 * The English and Ukrainian words of the dictionaries the portal itself keeps (the seed writes their
 * Polish ones, `seed/dictionaries`): allergy types, reaction severities and specialities; and the
 * services' types (contracts `serviceTypeNames`). The allergens
 * themselves (drugs, foods, pollen) and ICD-10 are clinical content and stay as the register keeps them.
 * dictionary-labels.test.ts fails when an item of these dictionaries lacks its words in a language.
 */
const rows: Record<string, Row[]> = {
  RODZAJ_ALERGII: [
    ['L', 'Medicines', 'medicinal products and active substances', 'Ліки', 'лікарські засоби та діючі речовини'],
    ['P', 'Foods', 'food and food additives', 'Харчові продукти', 'їжа та харчові добавки'],
    ['I', 'Other (environmental)', 'pollen, dust mites, animal dander, moulds, metals, chemicals', 'Інші (довкілля)', 'пилок, кліщі, шерсть тварин, цвіль, метали, хімікати'],
    ['B', 'Biological (venoms, latex)', 'venoms of bees, wasps and hornets, latex, insect saliva', 'Біологічні (отрути, латекс)', 'отрута бджіл, ос і шершнів, латекс, слина комах'],
  ],
  ALERG_NASILENIE: [
    ['LEKKIE', 'Mild', 'local symptoms that pass on their own or after oral medicines', 'Легкі', 'місцеві симптоми, що минають самі або після ліків усередину'],
    ['UMIARKOWANE', 'Moderate', 'generalised symptoms that need treatment, not life-threatening', 'Помірні', 'загальні симптоми, що потребують лікування, без загрози життю'],
    ['CIEZKIE', 'Severe', 'symptoms in several organs that need urgent medical help', 'Тяжкі', 'симптоми з боку кількох органів, що потребують невідкладної медичної допомоги'],
    ['ZAGRAZAJACE_ZYCIU', 'Life-threatening', 'anaphylactic shock, swelling of the larynx, respiratory or circulatory failure', 'Загрозливі для життя', 'анафілактичний шок, набряк гортані, дихальна або серцево-судинна недостатність'],
  ],
  [SPECIALITY_DICTIONARY]: [
    ['ALERGOLOGIA', 'Allergology', null, 'Алергологія', null],
    ['CHIRURGIA_OGOLNA', 'General surgery', null, 'Загальна хірургія', null],
    ['CHOROBY_PLUC', 'Lung diseases', 'pulmonology', 'Хвороби легень', 'пульмонологія'],
    ['CHOROBY_WEWNETRZNE', 'Internal medicine', 'internist', 'Внутрішні хвороби', 'терапевт'],
    ['DERMATOLOGIA', 'Dermatology and venereology', null, 'Дерматологія та венерологія', null],
    ['DIABETOLOGIA', 'Diabetology', null, 'Діабетологія', null],
    ['ENDOKRYNOLOGIA', 'Endocrinology', null, 'Ендокринологія', null],
    ['GASTROENTEROLOGIA', 'Gastroenterology', null, 'Гастроентерологія', null],
    ['KARDIOLOGIA', 'Cardiology', null, 'Кардіологія', null],
    ['MEDYCYNA_RODZINNA', 'Family medicine', 'family doctor, primary care', 'Сімейна медицина', 'сімейний лікар, первинна допомога'],
    ['NEUROLOGIA', 'Neurology', null, 'Неврологія', null],
    ['OKULISTYKA', 'Ophthalmology', 'eye doctor', 'Офтальмологія', 'окуліст'],
    ['ORTOPEDIA', 'Orthopaedics and traumatology', null, 'Ортопедія та травматологія', null],
    ['OTORYNOLARYNGOLOGIA', 'Otorhinolaryngology', 'ear, nose and throat (ENT)', 'Оториноларингологія', 'ЛОР'],
    ['PEDIATRIA', 'Paediatrics', null, 'Педіатрія', null],
    ['PIELEGNIARSTWO_RODZINNE', 'Family nursing', 'primary care nurse', 'Сімейне медсестринство', 'медсестра первинної допомоги'],
    ['PIELEGNIARSTWO_POLOZNICZE', 'Gynaecological and obstetric nursing', 'midwife', 'Гінекологічне та акушерське медсестринство', 'акушерка'],
    ['POLOZNICTWO_GINEKOLOGIA', 'Obstetrics and gynaecology', 'gynaecology', 'Акушерство та гінекологія', 'гінекологія'],
    ['PSYCHIATRIA', 'Psychiatry', null, 'Психіатрія', null],
    ['RADIOLOGIA', 'Radiology and diagnostic imaging', 'ultrasound, X-ray', 'Радіологія та променева діагностика', 'УЗД, рентген'],
    ['REHABILITACJA', 'Medical rehabilitation', 'physiotherapy', 'Медична реабілітація', 'фізіотерапія'],
    ['REUMATOLOGIA', 'Rheumatology', null, 'Ревматологія', null],
    ['STOMATOLOGIA', 'General dentistry', 'dentist', 'Загальна стоматологія', 'стоматолог'],
    ['UROLOGIA', 'Urology', null, 'Урологія', null],
  ],
  [SERVICE_TYPES]: [
    ['VISIT', 'Visit', null, 'Візит', null],
    ['TELECONSULTATION', 'Teleconsultation', null, 'Телеконсультація', null],
    ['PROCEDURE', 'Procedure', null, 'Процедура', null],
    ['TEST', 'Test', null, 'Обстеження', null],
    ['VACCINATION', 'Vaccination', null, 'Щеплення', null],
    ['PRESCRIPTION', 'Prescription', null, 'Рецепт', null],
  ],
};

type OtherLanguage = Exclude<InterfaceLanguage, 'pl'>;

/** dictionary → code → language → words. */
export const dictionaryLabels: Record<string, Record<string, Record<OtherLanguage, DictionaryWords>>> = Object.fromEntries(
  Object.entries(rows).map(([dictionary, items]) => [
    dictionary,
    Object.fromEntries(
      items.map(([code, enName, enDescription, ukName, ukDescription]) => [
        code,
        { en: { name: enName, description: enDescription }, uk: { name: ukName, description: ukDescription } },
      ]),
    ),
  ]),
);

/** The dictionaries whose items have words in every interface language. */
export const translatedDictionaries = Object.keys(rows);

/**
 * An item's words in `language`: the Polish ones (as the database keeps them) for Polish, for a
 * dictionary without translations (allergens, ICD-10) and for an item added after this list (the
 * clinic's own words, rather than none).
 */
export function dictionaryWords<T extends { name: string; description?: string | null }>(dictionary: string, code: string, language: InterfaceLanguage, polish: T): T {
  if (language === 'pl') return polish;
  const words = dictionaryLabels[dictionary]?.[code]?.[language];
  if (!words) return polish;
  return { ...polish, name: words.name, ...('description' in polish ? { description: words.description } : {}) };
}

/** An item's name in `language` (see dictionaryWords). */
export const dictionaryName = (dictionary: string, code: string, language: InterfaceLanguage, polishName: string): string =>
  dictionaryWords(dictionary, code, language, { name: polishName }).name;
