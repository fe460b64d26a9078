import { defineTexts } from '../../i18n/texts';

/* The portal message and the e-mail of a declaration the clinic rejected (declaration-notices.ts). */
const pl = {
  rejected: {
    subject: 'Deklaracja wyboru została odrzucona',
    title: 'Przychodnia odrzuciła deklarację wyboru {type}',
    content: 'Przychodnia odrzuciła deklarację wyboru {type} ({practitioner}), złożoną {date}.\n\nPrzyczyna: {reason}\n\nMożesz złożyć nową deklarację w portalu, w zakładce Deklaracje.',
    intro: 'Przychodnia odrzuciła deklarację wyboru {type} ({practitioner}), złożoną {date}.',
    reason: 'Przyczyna: {reason}',
    open: 'Szczegóły znajdziesz w wiadomości w portalu. Możesz tam też złożyć nową deklarację.',
    button: 'Zobacz wiadomość',
    types: { GP: 'lekarza POZ', NURSE: 'pielęgniarki POZ', MIDWIFE: 'położnej POZ' },
  },
};

const en: typeof pl = {
  rejected: {
    subject: 'Your declaration of choice has been rejected',
    title: 'The clinic rejected the declaration of choice of {type}',
    content: 'The clinic rejected the declaration of choice of {type} ({practitioner}) submitted on {date}.\n\nReason: {reason}\n\nYou can submit a new declaration in the portal, under Declarations.',
    intro: 'The clinic rejected the declaration of choice of {type} ({practitioner}) submitted on {date}.',
    reason: 'Reason: {reason}',
    open: 'You will find the details in a message in the portal, where you can also submit a new declaration.',
    button: 'See the message',
    types: { GP: 'a primary care doctor', NURSE: 'a primary care nurse', MIDWIFE: 'a primary care midwife' },
  },
};

const uk: typeof pl = {
  rejected: {
    subject: 'Декларацію про вибір відхилено',
    title: 'Клініка відхилила декларацію про вибір {type}',
    content: 'Клініка відхилила декларацію про вибір {type} ({practitioner}), подану {date}.\n\nПричина: {reason}\n\nВи можете подати нову декларацію на порталі, у розділі «Декларації».',
    intro: 'Клініка відхилила декларацію про вибір {type} ({practitioner}), подану {date}.',
    reason: 'Причина: {reason}',
    open: 'Подробиці — у повідомленні на порталі. Там ви також можете подати нову декларацію.',
    button: 'Переглянути повідомлення',
    types: { GP: 'сімейного лікаря', NURSE: 'медсестри первинної допомоги', MIDWIFE: 'акушерки первинної допомоги' },
  },
};

export const declarationsMessageTexts = defineTexts({ pl, en, uk });
