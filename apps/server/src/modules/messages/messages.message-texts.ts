import { defineTexts } from '../../i18n/texts';

/* The messages module's e-mail and in-portal notice of a new message (message-notices.ts). */
const pl = {
  messageNotice: {
    subject: 'Nowa wiadomość w Portalu Pacjenta',
    intro: 'W Portalu Pacjenta czeka na Ciebie nowa wiadomość z przychodni.',
    open: 'Aby ją przeczytać, zaloguj się do portalu. Ze względu na ochronę danych treść wiadomości nie jest wysyłana e-mailem.',
    button: 'Przeczytaj wiadomość',
    noticeTitle: 'Nowa wiadomość z przychodni',
  },
};

const en: typeof pl = {
  messageNotice: {
    subject: 'A new message in Portal Pacjenta',
    intro: 'A new message from the clinic is waiting for you in Portal Pacjenta.',
    open: 'To read it, sign in to the portal. To protect your data, the message itself is not sent by e-mail.',
    button: 'Read the message',
    noticeTitle: 'A new message from the clinic',
  },
};

const uk: typeof pl = {
  messageNotice: {
    subject: 'Нове повідомлення в Portal Pacjenta',
    intro: 'У Portal Pacjenta на вас чекає нове повідомлення від клініки.',
    open: 'Щоб прочитати його, увійдіть на портал. Для захисту ваших даних зміст повідомлення не надсилається електронною поштою.',
    button: 'Прочитати повідомлення',
    noticeTitle: 'Нове повідомлення від клініки',
  },
};

export const messagesMessageTexts = defineTexts({ pl, en, uk });
