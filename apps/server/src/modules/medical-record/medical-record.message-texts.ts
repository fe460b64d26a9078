import { defineTexts } from '../../i18n/texts';

/* The medical record's e-mail and in-portal notice of a new document (document-notices.ts). */
const pl = {
  documentNotice: {
    subject: 'Nowy dokument w Portalu Pacjenta',
    intro: 'W Portalu Pacjenta czeka na Ciebie nowy dokument z przychodni.',
    open: 'Aby go zobaczyć, zaloguj się do portalu. Ze względu na ochronę danych dokument nie jest wysyłany e-mailem.',
    button: 'Zobacz dokument',
    noticeTitle: 'Nowy dokument w dokumentacji medycznej',
  },
};

const en: typeof pl = {
  documentNotice: {
    subject: 'A new document in Portal Pacjenta',
    intro: 'A new document from the clinic is waiting for you in Portal Pacjenta.',
    open: 'To see it, sign in to the portal. To protect your data, the document itself is not sent by e-mail.',
    button: 'See the document',
    noticeTitle: 'A new document in your medical records',
  },
};

const uk: typeof pl = {
  documentNotice: {
    subject: 'Новий документ у Portal Pacjenta',
    intro: 'У Portal Pacjenta на вас чекає новий документ від клініки.',
    open: 'Щоб переглянути його, увійдіть на портал. Для захисту ваших даних документ не надсилається електронною поштою.',
    button: 'Переглянути документ',
    noticeTitle: 'Новий документ у медичній документації',
  },
};

export const medicalRecordMessageTexts = defineTexts({ pl, en, uk });
