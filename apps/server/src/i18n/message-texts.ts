import type { InterfaceLanguage } from '@portal/contracts';

/**
 * Every text the server sends to a person (e-mails and SMS messages), in the account's language:
 * Polish (the product's language, and the fallback), English and Ukrainian. `{name}` marks a value
 * filled in by `fill`; every language has every key with the same values (message-texts.test.ts).
 */
const pl = {
  mail: {
    greeting: 'Dzień dobry,',
    linkFallback: 'Jeśli przycisk nie działa, skopiuj ten adres do przeglądarki:',
    footer: 'Wiadomość została wysłana automatycznie przez Portal Pacjenta — prosimy na nią nie odpowiadać.',
  },
  emailConfirmation: {
    subject: 'Potwierdź adres e-mail w Portalu Pacjenta',
    intro: 'Otrzymaliśmy prośbę o potwierdzenie tego adresu e-mail dla konta w Portalu Pacjenta.',
    openLink: 'Aby potwierdzić adres, otwórz link:',
    button: 'Potwierdź adres e-mail',
    validity: 'Link jest ważny przez {hours} godziny i można go użyć tylko raz.',
    ignore: 'Jeśli to nie Ty zakładałeś konto, zignoruj tę wiadomość — adres nie zostanie potwierdzony.',
  },
  passwordReset: {
    subject: 'Ustaw nowe hasło w Portalu Pacjenta',
    intro: 'Otrzymaliśmy prośbę o zmianę hasła do konta {username} w Portalu Pacjenta.',
    openLink: 'Aby ustawić nowe hasło, otwórz link:',
    button: 'Ustaw nowe hasło',
    validity: 'Link jest ważny przez {minutes} minut i można go użyć tylko raz. Po zmianie hasła wszystkie sesje konta zostaną zakończone.',
    ignore: 'Jeśli to nie Ty prosiłeś o zmianę hasła, zignoruj tę wiadomość — dotychczasowe hasło pozostaje bez zmian.',
  },
  comingOfAge: {
    adultSubject: 'Masz już 18 lat — Twoje dane w Portalu Pacjenta',
    adultIntro: 'Masz już 18 lat, dlatego {parent} nie prowadzi już Twojego profilu w Portalu Pacjenta i nie ma dostępu do Twoich danych medycznych.',
    adultManage: 'Od teraz zarządzasz swoimi danymi samodzielnie, na własnym koncie. Jeśli chcesz dalej korzystać z pomocy rodzica: {parent} może dodać Cię jako podopiecznego, a Ty potwierdzisz to na swoim koncie w zakładce „Opiekunowie”.',
    adultButton: 'Przejdź do Portalu Pacjenta',
    parentSubject: 'Profil dziecka {child} został zakończony',
    parentIntro: 'Osoba {child} ma już 18 lat, dlatego profil dziecka na Twoim koncie w Portalu Pacjenta został zakończony i nie masz już dostępu do jej danych.',
    parentInvite: 'Przekaż dziecku, że może przejąć swoje dane, zakładając własne konto w Portalu Pacjenta (formularz rejestracji poniżej). Jeśli zechce, może potem potwierdzić Cię jako swojego opiekuna.',
    parentButton: 'Rejestracja konta',
  },
  smsCode: {
    PHONE_CONFIRM: 'Portal Pacjenta: kod potwierdzenia numeru: {code}. Ważny {minutes} min. Nie podawaj go nikomu.',
    PASSWORD_RESET: 'Portal Pacjenta: kod zmiany hasła: {code}. Ważny {minutes} min. Nie podawaj go nikomu.',
  },
};

/** The shape every language fills: the Polish keys, each a text. */
export type MessageTexts = typeof pl;

const en: MessageTexts = {
  mail: {
    greeting: 'Hello,',
    linkFallback: 'If the button does not work, copy this address into your browser:',
    footer: 'This message was sent automatically by Portal Pacjenta — please do not reply to it.',
  },
  emailConfirmation: {
    subject: 'Confirm your e-mail address in Portal Pacjenta',
    intro: 'We received a request to confirm this e-mail address for an account in Portal Pacjenta.',
    openLink: 'To confirm the address, open the link:',
    button: 'Confirm e-mail address',
    validity: 'The link is valid for {hours} hours and can be used only once.',
    ignore: 'If you did not create an account, ignore this message — the address will not be confirmed.',
  },
  passwordReset: {
    subject: 'Set a new password in Portal Pacjenta',
    intro: 'We received a request to change the password of the account {username} in Portal Pacjenta.',
    openLink: 'To set a new password, open the link:',
    button: 'Set a new password',
    validity: 'The link is valid for {minutes} minutes and can be used only once. Once the password is changed, every session of the account ends.',
    ignore: 'If you did not ask to change your password, ignore this message — your current password stays as it is.',
  },
  comingOfAge: {
    adultSubject: 'You have turned 18 — your data in Portal Pacjenta',
    adultIntro: 'You have turned 18, so {parent} no longer runs your profile in Portal Pacjenta and has no access to your medical data.',
    adultManage: 'From now on you manage your data yourself in your own account. If you want {parent} to keep helping you, they can add you as a ward and you confirm it in your account on the "Wardens" tab.',
    adultButton: 'Go to Portal Pacjenta',
    parentSubject: 'The child profile of {child} has ended',
    parentIntro: '{child} has turned 18, so the child profile in your Portal Pacjenta account has ended and you no longer have access to their data.',
    parentInvite: 'Let your child know that they can take over their data by creating an account of their own in Portal Pacjenta (registration form below). If they wish, they can then confirm you as their warden.',
    parentButton: 'Create an account',
  },
  smsCode: {
    PHONE_CONFIRM: 'Portal Pacjenta: phone number confirmation code: {code}. Valid for {minutes} min. Do not share it with anyone.',
    PASSWORD_RESET: 'Portal Pacjenta: password change code: {code}. Valid for {minutes} min. Do not share it with anyone.',
  },
};

const uk: MessageTexts = {
  mail: {
    greeting: 'Добрий день,',
    linkFallback: 'Якщо кнопка не працює, скопіюйте цю адресу в браузер:',
    footer: 'Це повідомлення надіслано автоматично системою Portal Pacjenta — просимо не відповідати на нього.',
  },
  emailConfirmation: {
    subject: 'Підтвердьте адресу електронної пошти в Portal Pacjenta',
    intro: 'Ми отримали запит на підтвердження цієї адреси електронної пошти для облікового запису в Portal Pacjenta.',
    openLink: 'Щоб підтвердити адресу, відкрийте посилання:',
    button: 'Підтвердити адресу електронної пошти',
    validity: 'Посилання дійсне протягом {hours} год., його можна використати лише один раз.',
    ignore: 'Якщо ви не створювали облікового запису, проігноруйте це повідомлення — адресу не буде підтверджено.',
  },
  passwordReset: {
    subject: 'Встановіть новий пароль у Portal Pacjenta',
    intro: 'Ми отримали запит на зміну пароля до облікового запису {username} у Portal Pacjenta.',
    openLink: 'Щоб встановити новий пароль, відкрийте посилання:',
    button: 'Встановити новий пароль',
    validity: 'Посилання дійсне протягом {minutes} хв, його можна використати лише один раз. Після зміни пароля всі сеанси облікового запису буде завершено.',
    ignore: 'Якщо ви не просили змінити пароль, проігноруйте це повідомлення — чинний пароль залишиться без змін.',
  },
  comingOfAge: {
    adultSubject: 'Вам виповнилося 18 років — ваші дані в Portal Pacjenta',
    adultIntro: 'Вам виповнилося 18 років, тому {parent} більше не веде ваш профіль у Portal Pacjenta і не має доступу до ваших медичних даних.',
    adultManage: 'Відтепер ви самі керуєте своїми даними у власному обліковому записі. Якщо ви хочете, щоб {parent} і далі міг вам допомагати, він може додати вас як підопічного, а ви підтвердите це у своєму обліковому записі на вкладці «Опікуни».',
    adultButton: 'Перейти до Portal Pacjenta',
    parentSubject: 'Профіль дитини {child} завершено',
    parentIntro: '{child} виповнилося 18 років, тому профіль дитини у вашому обліковому записі Portal Pacjenta завершено, і ви більше не маєте доступу до її даних.',
    parentInvite: 'Повідомте дитині, що вона може перейняти свої дані, створивши власний обліковий запис у Portal Pacjenta (форма реєстрації нижче). Якщо забажає, вона зможе потім підтвердити вас як свого опікуна.',
    parentButton: 'Реєстрація облікового запису',
  },
  smsCode: {
    PHONE_CONFIRM: 'Portal Pacjenta: код підтвердження номера: {code}. Дійсний {minutes} хв. Нікому його не повідомляйте.',
    PASSWORD_RESET: 'Portal Pacjenta: код зміни пароля: {code}. Дійсний {minutes} хв. Нікому його не повідомляйте.',
  },
};

export const messageTexts: Record<InterfaceLanguage, MessageTexts> = { pl, en, uk };

/** The texts of a language; an unknown one (never stored, but defensive) gets Polish. */
export const textsFor = (language: string | null | undefined): MessageTexts => messageTexts[language as InterfaceLanguage] ?? pl;

/** Puts the values into a text's `{name}` places. */
export const fill = (text: string, values: Record<string, string | number>): string =>
  text.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
