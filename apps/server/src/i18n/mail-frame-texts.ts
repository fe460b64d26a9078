import { defineTexts } from './texts';

/*
 * The frame of every e-mail the server sends (lib/mail-layout.ts and the plain-text part): the greeting,
 * the line under a button for a mail program that shows none, the automatic-message footer. The modules'
 * own texts are their `<m>/<m>.message-texts.ts`.
 */
const pl = {
  greeting: 'Dzień dobry,',
  linkFallback: 'Jeśli przycisk nie działa, skopiuj ten adres do przeglądarki:',
  footer: 'Wiadomość została wysłana automatycznie przez Portal Pacjenta — prosimy na nią nie odpowiadać.',
};

const en: typeof pl = {
  greeting: 'Hello,',
  linkFallback: 'If the button does not work, copy this address into your browser:',
  footer: 'This message was sent automatically by Portal Pacjenta — please do not reply to it.',
};

const uk: typeof pl = {
  greeting: 'Добрий день,',
  linkFallback: 'Якщо кнопка не працює, скопіюйте цю адресу в браузер:',
  footer: 'Це повідомлення надіслано автоматично системою Portal Pacjenta — просимо не відповідати на нього.',
};

export const mailFrameTexts = defineTexts({ pl, en, uk });
