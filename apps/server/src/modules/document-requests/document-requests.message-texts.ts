import { defineTexts } from '../../i18n/texts';

/* The document requests' e-mail and in-portal notice of a decided request (document-request-notices.ts). */
const pl = {
  documentRequestNotice: {
    subject: 'Wniosek o dokumentację medyczną został rozpatrzony',
    intro: 'Przychodnia rozpatrzyła Twój wniosek o udostępnienie dokumentacji medycznej.',
    open: 'Aby sprawdzić, jak go rozpatrzono, zaloguj się do portalu.',
    button: 'Zobacz wniosek',
    completedTitle: 'Wniosek o dokumentację został zrealizowany',
    rejectedTitle: 'Wniosek o dokumentację został odrzucony',
  },
};

const en: typeof pl = {
  documentRequestNotice: {
    subject: 'Your request for medical records has been processed',
    intro: 'The clinic has processed your request for access to medical records.',
    open: 'To see the outcome, sign in to the portal.',
    button: 'See the request',
    completedTitle: 'Your request for records has been completed',
    rejectedTitle: 'Your request for records has been rejected',
  },
};

const uk: typeof pl = {
  documentRequestNotice: {
    subject: 'Ваш запит на медичну документацію розглянуто',
    intro: 'Клініка розглянула ваш запит на доступ до медичної документації.',
    open: 'Щоб дізнатися результат, увійдіть на портал.',
    button: 'Переглянути запит',
    completedTitle: 'Ваш запит на документацію виконано',
    rejectedTitle: 'Ваш запит на документацію відхилено',
  },
};

export const documentRequestsMessageTexts = defineTexts({ pl, en, uk });
