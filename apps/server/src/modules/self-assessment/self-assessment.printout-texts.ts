import { defineTexts } from '../../i18n/texts';

/* The fixed texts of the self-assessment report's printout (self-assessment-service.ts). */
const pl = {
  selfAssessment: {
    title: 'Samoocena objawów',
    subject: 'Raport samooceny {number}',
    person: 'Osoba',
    date: 'Data',
    result: 'Wynik',
    interviewLanguage: 'Język wywiadu',
    position: 'Położenie',
    coordinates: 'szerokość {latitude}, długość {longitude}',
    recommendation: 'Zalecenie',
    answersHeading: 'Pytania i odpowiedzi',
    question: 'Pytanie',
    answer: 'Odpowiedź',
    languages: { pl: 'polski', en: 'angielski', uk: 'ukraiński' },
  },
};

const en: typeof pl = {
  selfAssessment: {
    title: 'Symptom self-assessment',
    subject: 'Self-assessment report {number}',
    person: 'Person',
    date: 'Date',
    result: 'Result',
    interviewLanguage: 'Interview language',
    position: 'Location',
    coordinates: 'latitude {latitude}, longitude {longitude}',
    recommendation: 'Recommendation',
    answersHeading: 'Questions and answers',
    question: 'Question',
    answer: 'Answer',
    languages: { pl: 'Polish', en: 'English', uk: 'Ukrainian' },
  },
};

const uk: typeof pl = {
  selfAssessment: {
    title: 'Самооцінка симптомів',
    subject: 'Звіт самооцінки {number}',
    person: 'Особа',
    date: 'Дата',
    result: 'Результат',
    interviewLanguage: 'Мова опитування',
    position: 'Місцезнаходження',
    coordinates: 'широта {latitude}, довгота {longitude}',
    recommendation: 'Рекомендація',
    answersHeading: 'Запитання та відповіді',
    question: 'Запитання',
    answer: 'Відповідь',
    languages: { pl: 'польська', en: 'англійська', uk: 'українська' },
  },
};

export const selfAssessmentPrintoutTexts = defineTexts({ pl, en, uk });
