import { defineTexts } from '../../i18n/texts';

/* The fixed texts of the interaction printout (interactions-printout.ts). */
const pl = {
  interactions: {
    title: 'Interakcje wybranych leków',
    subject: 'Interakcje {count} leków',
    drugsHeading: 'Wybrane leki',
    drugNo: 'Lp.',
    drug: 'Lek',
    substances: 'Substancje czynne',
    pairsHeading: 'Istotne interakcje',
    noPairs: 'Wśród wybranych leków nie znaleziono istotnych interakcji.',
    pair: 'Leki',
    ingredients: 'Substancje',
    severity: 'Istotność',
    description: 'Opis',
    source: 'Źródło: {source}',
    allergiesHeading: 'Uczulenia pacjenta na składniki wybranych leków',
    allergy: '{allergy}: {drug} zawiera {substance}',
    editions: 'Dane: rejestr leków {register}; interakcje {interactions}.',
    noEdition: 'brak',
    disclaimer:
      'Zestawienie ma charakter pomocniczy i nie jest decyzją kliniczną. Przed zmianą sposobu przyjmowania leków skonsultuj się z lekarzem lub farmaceutą.',
    severities: { none: 'Brak danych', noInformation: 'Brak', insignificant: 'Bez znaczenia', minor: 'Mało istotna', significant: 'Istotna', verySignificant: 'Bardzo istotna' },
  },
};

const en: typeof pl = {
  interactions: {
    title: 'Interactions of the selected drugs',
    subject: 'Interactions of {count} drugs',
    drugsHeading: 'Selected drugs',
    drugNo: 'No.',
    drug: 'Drug',
    substances: 'Active substances',
    pairsHeading: 'Significant interactions',
    noPairs: 'No significant interactions were found among the selected drugs.',
    pair: 'Drugs',
    ingredients: 'Substances',
    severity: 'Severity',
    description: 'Description',
    source: 'Source: {source}',
    allergiesHeading: "The patient's allergies to ingredients of the selected drugs",
    allergy: '{allergy}: {drug} contains {substance}',
    editions: 'Data: drug register {register}; interactions {interactions}.',
    noEdition: 'none',
    disclaimer: 'This summary is an aid and not a clinical decision. Consult a doctor or pharmacist before changing how you take your medicines.',
    severities: { none: 'Not computed', noInformation: 'None', insignificant: 'Insignificant', minor: 'Minor', significant: 'Significant', verySignificant: 'Very significant' },
  },
};

const uk: typeof pl = {
  interactions: {
    title: 'Взаємодії вибраних ліків',
    subject: 'Взаємодії {count} ліків',
    drugsHeading: 'Вибрані ліки',
    drugNo: '№',
    drug: 'Лік',
    substances: 'Діючі речовини',
    pairsHeading: 'Істотні взаємодії',
    noPairs: 'Серед вибраних ліків істотних взаємодій не знайдено.',
    pair: 'Ліки',
    ingredients: 'Речовини',
    severity: 'Істотність',
    description: 'Опис',
    source: 'Джерело: {source}',
    allergiesHeading: 'Алергії пацієнта на складники вибраних ліків',
    allergy: '{allergy}: {drug} містить {substance}',
    editions: 'Дані: реєстр ліків {register}; взаємодії {interactions}.',
    noEdition: 'немає',
    disclaimer: 'Цей перелік є допоміжним і не є клінічним рішенням. Перш ніж змінювати прийом ліків, порадьтеся з лікарем або фармацевтом.',
    severities: { none: 'Не обчислено', noInformation: 'Немає', insignificant: 'Без значення', minor: 'Малоістотна', significant: 'Істотна', verySignificant: 'Дуже істотна' },
  },
};

export const drugInteractionsPrintoutTexts = defineTexts({ pl, en, uk });
