import { defineTexts } from '../../i18n/texts';

/*
 * The confirmations module's e-mails and SMS messages (confirmations-templates.ts, booking-codes.ts):
 * the link that confirms an address or its change, the password-reset link, and the SMS codes — a
 * number's, a password reset's and a booking's (sent here for the bookings module).
 */
const pl = {
  emailConfirmation: {
    subject: 'Potwierdź adres e-mail w Portalu Pacjenta',
    intro: 'Otrzymaliśmy prośbę o potwierdzenie tego adresu e-mail dla konta w Portalu Pacjenta.',
    openLink: 'Aby potwierdzić adres, otwórz link:',
    button: 'Potwierdź adres e-mail',
    validity: 'Link jest ważny przez {hours} godziny i można go użyć tylko raz.',
    ignore: 'Jeśli konto nie zostało założone na Twoją prośbę, zignoruj tę wiadomość — adres nie zostanie potwierdzony.',
  },
  emailChange: {
    subject: 'Potwierdź zmianę adresu e-mail w Portalu Pacjenta',
    intro: 'Otrzymaliśmy prośbę o zmianę adresu e-mail konta w Portalu Pacjenta na ten adres.',
    openLink: 'Aby potwierdzić zmianę adresu, otwórz link:',
    button: 'Potwierdź zmianę adresu e-mail',
    validity: 'Link jest ważny przez {hours} godziny i można go użyć tylko raz. Do czasu potwierdzenia konto używa dotychczasowego adresu.',
    ignore: 'Jeśli zmiana adresu nie była Twoją prośbą, zignoruj tę wiadomość — adres konta pozostanie bez zmian.',
  },
  passwordReset: {
    subject: 'Ustaw nowe hasło w Portalu Pacjenta',
    intro: 'Otrzymaliśmy prośbę o zmianę hasła do konta {username} w Portalu Pacjenta.',
    openLink: 'Aby ustawić nowe hasło, otwórz link:',
    button: 'Ustaw nowe hasło',
    validity: 'Link jest ważny przez {minutes} minut i można go użyć tylko raz. Po zmianie hasła wszystkie sesje konta zostaną zakończone.',
    ignore: 'Jeśli zmiana hasła nie była Twoją prośbą, zignoruj tę wiadomość — dotychczasowe hasło pozostaje bez zmian.',
  },
  smsCode: {
    PHONE_CONFIRM: 'Portal Pacjenta: kod potwierdzenia numeru: {code}. Ważny {minutes} min. Nie podawaj go nikomu.',
    PASSWORD_RESET: 'Portal Pacjenta: kod zmiany hasła: {code}. Ważny {minutes} min. Nie podawaj go nikomu.',
    BOOKING_CONFIRM: 'Portal Pacjenta: kod potwierdzenia rezerwacji: {code}. Ważny {minutes} min. Nie podawaj go nikomu.',
  },
};

const en: typeof pl = {
  emailConfirmation: {
    subject: 'Confirm your e-mail address in Portal Pacjenta',
    intro: 'We received a request to confirm this e-mail address for an account in Portal Pacjenta.',
    openLink: 'To confirm the address, open the link:',
    button: 'Confirm e-mail address',
    validity: 'The link is valid for {hours} hours and can be used only once.',
    ignore: 'If you did not create an account, ignore this message — the address will not be confirmed.',
  },
  emailChange: {
    subject: 'Confirm the change of your e-mail address in Portal Pacjenta',
    intro: 'We received a request to change the e-mail address of an account in Portal Pacjenta to this address.',
    openLink: 'To confirm the change of address, open the link:',
    button: 'Confirm the new e-mail address',
    validity: 'The link is valid for {hours} hours and can be used only once. Until it is confirmed, the account keeps its current address.',
    ignore: 'If you did not ask for this change, ignore this message — the account\'s address will stay as it is.',
  },
  passwordReset: {
    subject: 'Set a new password in Portal Pacjenta',
    intro: 'We received a request to change the password of the account {username} in Portal Pacjenta.',
    openLink: 'To set a new password, open the link:',
    button: 'Set a new password',
    validity: 'The link is valid for {minutes} minutes and can be used only once. Once the password is changed, every session of the account ends.',
    ignore: 'If you did not ask to change your password, ignore this message — your current password stays as it is.',
  },
  smsCode: {
    PHONE_CONFIRM: 'Portal Pacjenta: phone number confirmation code: {code}. Valid for {minutes} min. Do not share it with anyone.',
    PASSWORD_RESET: 'Portal Pacjenta: password change code: {code}. Valid for {minutes} min. Do not share it with anyone.',
    BOOKING_CONFIRM: 'Portal Pacjenta: booking confirmation code: {code}. Valid for {minutes} min. Do not share it with anyone.',
  },
};

const uk: typeof pl = {
  emailConfirmation: {
    subject: 'Підтвердьте адресу електронної пошти в Portal Pacjenta',
    intro: 'Ми отримали запит на підтвердження цієї адреси електронної пошти для облікового запису в Portal Pacjenta.',
    openLink: 'Щоб підтвердити адресу, відкрийте посилання:',
    button: 'Підтвердити адресу електронної пошти',
    validity: 'Посилання дійсне протягом {hours} год., його можна використати лише один раз.',
    ignore: 'Якщо ви не створювали облікового запису, проігноруйте це повідомлення — адресу не буде підтверджено.',
  },
  emailChange: {
    subject: 'Підтвердьте зміну адреси електронної пошти в Portal Pacjenta',
    intro: 'Ми отримали запит на зміну адреси електронної пошти облікового запису в Portal Pacjenta на цю адресу.',
    openLink: 'Щоб підтвердити зміну адреси, відкрийте посилання:',
    button: 'Підтвердити нову адресу електронної пошти',
    validity: 'Посилання дійсне протягом {hours} год., його можна використати лише один раз. До підтвердження обліковий запис використовує попередню адресу.',
    ignore: 'Якщо ви не просили про цю зміну, проігноруйте це повідомлення — адреса облікового запису залишиться без змін.',
  },
  passwordReset: {
    subject: 'Встановіть новий пароль у Portal Pacjenta',
    intro: 'Ми отримали запит на зміну пароля до облікового запису {username} у Portal Pacjenta.',
    openLink: 'Щоб встановити новий пароль, відкрийте посилання:',
    button: 'Встановити новий пароль',
    validity: 'Посилання дійсне протягом {minutes} хв, його можна використати лише один раз. Після зміни пароля всі сеанси облікового запису буде завершено.',
    ignore: 'Якщо ви не просили змінити пароль, проігноруйте це повідомлення — чинний пароль залишиться без змін.',
  },
  smsCode: {
    PHONE_CONFIRM: 'Portal Pacjenta: код підтвердження номера: {code}. Дійсний {minutes} хв. Нікому його не повідомляйте.',
    PASSWORD_RESET: 'Portal Pacjenta: код зміни пароля: {code}. Дійсний {minutes} хв. Нікому його не повідомляйте.',
    BOOKING_CONFIRM: 'Portal Pacjenta: код підтвердження бронювання: {code}. Дійсний {minutes} хв. Нікому його не повідомляйте.',
  },
};

export const confirmationsMessageTexts = defineTexts({ pl, en, uk });
