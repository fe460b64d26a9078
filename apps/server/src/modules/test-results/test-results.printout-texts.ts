import { defineTexts } from '../../i18n/texts';

/* The fixed texts of a test result's printout (core/result-printout.ts); the lab's own words stay as the lab wrote them. */
const pl = {
  result: {
    title: 'Wynik badania',
    subject: 'Wynik {number}',
    orderNumber: 'Numer zlecenia',
    orderedAt: 'Data zlecenia',
    resultDate: 'Data wyniku',
    unit: 'Jednostka',
    orderedBy: 'Zlecający',
    results: 'Wyniki',
    test: 'Badanie',
    value: 'Wynik',
    valueUnit: 'Jednostka',
    range: 'Zakres referencyjny',
    assessment: 'Ocena',
    description: 'Opis',
    earlier: 'Poprzednie wyniki',
    date: 'Data',
    flags: { L: 'poniżej normy', H: 'powyżej normy', N: 'w normie' },
  },
};

const en: typeof pl = {
  result: {
    title: 'Test result',
    subject: 'Result {number}',
    orderNumber: 'Order number',
    orderedAt: 'Ordered on',
    resultDate: 'Result date',
    unit: 'Clinic unit',
    orderedBy: 'Ordered by',
    results: 'Results',
    test: 'Test',
    value: 'Result',
    valueUnit: 'Unit',
    range: 'Reference range',
    assessment: 'Assessment',
    description: 'Description',
    earlier: 'Earlier results',
    date: 'Date',
    flags: { L: 'below normal', H: 'above normal', N: 'normal' },
  },
};

const uk: typeof pl = {
  result: {
    title: 'Результат обстеження',
    subject: 'Результат {number}',
    orderNumber: 'Номер направлення',
    orderedAt: 'Дата направлення',
    resultDate: 'Дата результату',
    unit: 'Підрозділ',
    orderedBy: 'Хто направив',
    results: 'Результати',
    test: 'Обстеження',
    value: 'Результат',
    valueUnit: 'Одиниця',
    range: 'Референтний діапазон',
    assessment: 'Оцінка',
    description: 'Опис',
    earlier: 'Попередні результати',
    date: 'Дата',
    flags: { L: 'нижче норми', H: 'вище норми', N: 'у нормі' },
  },
};

export const testResultsPrintoutTexts = defineTexts({ pl, en, uk });
