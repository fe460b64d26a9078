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
  accountDeleted: {
    subject: 'Konto w Portalu Pacjenta zostało usunięte',
    intro: 'Na Twoją prośbę konto {username} w Portalu Pacjenta zostało usunięte, a wszystkie jego sesje zakończone.',
    records: 'Dokumentacja medyczna i dane pacjenta pozostają w przychodni przez czas, którego wymagają przepisy prawa. Możesz założyć konto ponownie, rejestrując się z tym samym numerem PESEL.',
    notYou: 'Jeśli to nie Ty usunąłeś konto, niezwłocznie skontaktuj się z rejestracją przychodni.',
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
  programInvitation: {
    subject: 'Zaproszenie do programu „{program}”',
    intro: 'Przychodnia zaprasza do udziału w programie „{program}”.',
    ask: 'Aby wziąć udział, zaloguj się do Portalu Pacjenta i wypełnij krótką ankietę programu. Jeśli korzystasz z portalu w imieniu bliskiej osoby, zaproszenie dotyczy jej profilu.',
    button: 'Wypełnij ankietę',
  },
  messageNotice: {
    subject: 'Nowa wiadomość w Portalu Pacjenta',
    intro: 'W Portalu Pacjenta czeka na Ciebie nowa wiadomość z przychodni.',
    open: 'Aby ją przeczytać, zaloguj się do portalu. Ze względu na ochronę danych treść wiadomości nie jest wysyłana e-mailem.',
    button: 'Przeczytaj wiadomość',
    noticeTitle: 'Nowa wiadomość z przychodni',
  },
  smsCode: {
    PHONE_CONFIRM: 'Portal Pacjenta: kod potwierdzenia numeru: {code}. Ważny {minutes} min. Nie podawaj go nikomu.',
    PASSWORD_RESET: 'Portal Pacjenta: kod zmiany hasła: {code}. Ważny {minutes} min. Nie podawaj go nikomu.',
  },
  links: {
    requestSubject: 'Prośba o potwierdzenie opiekuna w Portalu Pacjenta',
    requestIntro: '{guardian} prosi o powiązanie swojego konta z Twoim profilem pacjenta jako Twój opiekun. Po potwierdzeniu ta osoba będzie mogła korzystać z portalu w Twoim imieniu.',
    requestOpenLink: 'Aby potwierdzić opiekuna, zaloguj się i otwórz link:',
    requestButton: 'Potwierdź opiekuna',
    requestNote: 'Do czasu potwierdzenia opiekun nie ma dostępu do Twoich danych. Opiekuna możesz też potwierdzić, zablokować lub usunąć w zakładce Opiekunowie na stronie Moje konto.',
    requestIgnore: 'Jeśli nie znasz tej osoby, nie potwierdzaj prośby — zablokuj lub usuń powiązanie.',
    noticeTitle: 'Prośba o potwierdzenie opiekuna: {guardian}',
    changeSubject: 'Zmiana powiązania profili w Portalu Pacjenta',
    openPortal: 'Otwórz Portal Pacjenta',
    wardenC: 'Powiązanie z podopiecznym {name} zostało potwierdzone. Od teraz możesz korzystać z portalu w imieniu tej osoby.',
    clinicC: 'Placówka potwierdziła Twoje powiązanie z profilem {name}. Od teraz możesz korzystać z portalu w imieniu tej osoby.',
    clinicJ: 'Placówka zablokowała Twoje powiązanie z profilem {name}. Do czasu odblokowania nie masz dostępu do danych tej osoby. W razie pytań skontaktuj się z placówką.',
    wardenJ: 'Powiązanie z podopiecznym {name} zostało zablokowane przez podopiecznego. Do czasu odblokowania nie masz dostępu do danych tej osoby.',
    wardenP: 'Powiązanie z podopiecznym {name} znów czeka na potwierdzenie przez podopiecznego. Do tego czasu nie masz dostępu do danych tej osoby.',
    wardenD: 'Powiązanie z podopiecznym {name} zostało usunięte przez podopiecznego. Nie masz już dostępu do danych tej osoby.',
    parentRemoved: 'Powiązanie z profilem dziecka {name} zostało usunięte przez właściciela profilu. Nie masz już dostępu do danych tej osoby.',
    profileDeleted: 'Powiązanie Twojego profilu pacjenta z kontem {name} zostało usunięte przez właściciela tego konta. Ta osoba nie ma już dostępu do Twoich danych; Twoje dane medyczne pozostają bez zmian.',
  },
  identity: {
    confirmedSubject: 'Twoja tożsamość została potwierdzona',
    confirmedIntro: 'Twoja tożsamość została potwierdzona przez placówkę. Konto {username} w Portalu Pacjenta jest już autoryzowane.',
    confirmedNext: 'Po zalogowaniu zobaczysz swoje dane medyczne przechowywane w placówce.',
    rejectedSubject: 'Placówka nie potwierdziła Twojej tożsamości',
    rejectedIntro: 'Placówka nie mogła potwierdzić Twojej tożsamości na podstawie przesłanego dokumentu (konto {username} w Portalu Pacjenta).',
    rejectedReason: 'Powód: {reason}',
    rejectedNext: 'Co możesz zrobić: przyjdź do placówki z dokumentem tożsamości albo dodaj nowy skan dokumentu w Portalu Pacjenta (Moje konto). Po dodaniu nowego skanu placówka sprawdzi go ponownie.',
    rejectedNextAtClinic: 'Co możesz zrobić: przyjdź do placówki z dokumentem tożsamości — pracownik rejestracji potwierdzi Twoją tożsamość na miejscu.',
    openPortal: 'Przejdź do Portalu Pacjenta',
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
  accountDeleted: {
    subject: 'Your Portal Pacjenta account has been deleted',
    intro: 'As you asked, the account {username} in Portal Pacjenta has been deleted and all its sessions have ended.',
    records: 'Your medical records and patient data stay with the clinic for as long as the law requires. You can open an account again by registering with the same PESEL number.',
    notYou: 'If you did not delete the account, contact the clinic\'s registration desk at once.',
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
  programInvitation: {
    subject: 'Invitation to the programme “{program}”',
    intro: 'The clinic invites you to take part in the programme “{program}”.',
    ask: 'To take part, sign in to the Patient Portal and fill in the programme’s short questionnaire. If you use the portal on behalf of someone close to you, the invitation concerns their profile.',
    button: 'Fill in the questionnaire',
  },
  messageNotice: {
    subject: 'A new message in Portal Pacjenta',
    intro: 'A new message from the clinic is waiting for you in Portal Pacjenta.',
    open: 'To read it, sign in to the portal. To protect your data, the message itself is not sent by e-mail.',
    button: 'Read the message',
    noticeTitle: 'A new message from the clinic',
  },
  smsCode: {
    PHONE_CONFIRM: 'Portal Pacjenta: phone number confirmation code: {code}. Valid for {minutes} min. Do not share it with anyone.',
    PASSWORD_RESET: 'Portal Pacjenta: password change code: {code}. Valid for {minutes} min. Do not share it with anyone.',
  },
  links: {
    requestSubject: 'Request to confirm a guardian in Portal Pacjenta',
    requestIntro: '{guardian} asks to link their account to your patient profile as your guardian. Once you confirm, this person can use the portal on your behalf.',
    requestOpenLink: 'To confirm the guardian, sign in and open the link:',
    requestButton: 'Confirm the guardian',
    requestNote: 'Until you confirm, the guardian has no access to your data. You can also confirm, block or remove the guardian on the Guardians tab of My account.',
    requestIgnore: 'If you do not know this person, do not confirm the request — block or remove the link.',
    noticeTitle: 'Request to confirm a guardian: {guardian}',
    changeSubject: 'A change of linked profiles in Portal Pacjenta',
    openPortal: 'Open Portal Pacjenta',
    wardenC: 'Your link with your ward {name} has been confirmed. From now on you can use the portal on behalf of this person.',
    clinicC: 'The clinic has confirmed your link with the profile of {name}. From now on you can use the portal on behalf of this person.',
    clinicJ: 'The clinic has blocked your link with the profile of {name}. Until it is unblocked, you have no access to this person’s data. If you have questions, please contact the clinic.',
    wardenJ: 'Your link with your ward {name} has been blocked by the ward. Until it is unblocked, you have no access to this person’s data.',
    wardenP: 'Your link with your ward {name} is waiting for the ward’s confirmation again. Until then you have no access to this person’s data.',
    wardenD: 'Your link with your ward {name} has been removed by the ward. You no longer have access to this person’s data.',
    parentRemoved: 'Your link with the child profile {name} has been removed by the profile’s owner. You no longer have access to this person’s data.',
    profileDeleted: 'The link between your patient profile and the account of {name} has been removed by that account’s owner. This person no longer has access to your data; your medical data stay as they are.',
  },
  identity: {
    confirmedSubject: 'Your identity has been confirmed',
    confirmedIntro: 'Your identity has been confirmed by the clinic. The account {username} in Portal Pacjenta is now authorised.',
    confirmedNext: 'After signing in you will see your medical data kept by the clinic.',
    rejectedSubject: 'The clinic did not confirm your identity',
    rejectedIntro: 'The clinic could not confirm your identity from the document you handed in (the account {username} in Portal Pacjenta).',
    rejectedReason: 'Reason: {reason}',
    rejectedNext: 'What you can do: come to the clinic with your identity document, or add a new scan of the document in Portal Pacjenta (My account). Once you add a new scan, the clinic will check it again.',
    rejectedNextAtClinic: 'What you can do: come to the clinic with your identity document — the registration staff will confirm your identity there.',
    openPortal: 'Go to Portal Pacjenta',
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
  accountDeleted: {
    subject: 'Ваш обліковий запис у Portal Pacjenta видалено',
    intro: 'На ваше прохання обліковий запис {username} у Portal Pacjenta видалено, а всі його сеанси завершено.',
    records: 'Медична документація та дані пацієнта залишаються в клініці протягом строку, якого вимагає закон. Ви можете знову створити обліковий запис, зареєструвавшись із тим самим номером PESEL.',
    notYou: 'Якщо ви не видаляли обліковий запис, негайно зверніться до реєстратури клініки.',
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
  programInvitation: {
    subject: 'Запрошення до програми «{program}»',
    intro: 'Клініка запрошує вас взяти участь у програмі «{program}».',
    ask: 'Щоб взяти участь, увійдіть до Portal Pacjenta та заповніть коротку анкету програми. Якщо ви користуєтеся порталом від імені близької людини, запрошення стосується її профілю.',
    button: 'Заповнити анкету',
  },
  messageNotice: {
    subject: 'Нове повідомлення в Portal Pacjenta',
    intro: 'У Portal Pacjenta на вас чекає нове повідомлення від клініки.',
    open: 'Щоб прочитати його, увійдіть на портал. Для захисту ваших даних зміст повідомлення не надсилається електронною поштою.',
    button: 'Прочитати повідомлення',
    noticeTitle: 'Нове повідомлення від клініки',
  },
  smsCode: {
    PHONE_CONFIRM: 'Portal Pacjenta: код підтвердження номера: {code}. Дійсний {minutes} хв. Нікому його не повідомляйте.',
    PASSWORD_RESET: 'Portal Pacjenta: код зміни пароля: {code}. Дійсний {minutes} хв. Нікому його не повідомляйте.',
  },
  links: {
    requestSubject: 'Запит на підтвердження опікуна в Portal Pacjenta',
    requestIntro: '{guardian} просить пов’язати свій обліковий запис із вашим профілем пацієнта як ваш опікун. Після підтвердження ця особа зможе користуватися порталом від вашого імені.',
    requestOpenLink: 'Щоб підтвердити опікуна, увійдіть і відкрийте посилання:',
    requestButton: 'Підтвердити опікуна',
    requestNote: 'До підтвердження опікун не має доступу до ваших даних. Підтвердити, заблокувати або видалити опікуна можна також на вкладці «Опікуни» сторінки «Мій обліковий запис».',
    requestIgnore: 'Якщо ви не знаєте цієї особи, не підтверджуйте запит — заблокуйте або видаліть зв’язок.',
    noticeTitle: 'Запит на підтвердження опікуна: {guardian}',
    changeSubject: 'Зміна зв’язку профілів у Portal Pacjenta',
    openPortal: 'Відкрити Portal Pacjenta',
    wardenC: 'Ваш зв’язок із підопічним {name} підтверджено. Відтепер ви можете користуватися порталом від імені цієї особи.',
    clinicC: 'Заклад підтвердив ваш зв’язок із профілем {name}. Відтепер ви можете користуватися порталом від імені цієї особи.',
    clinicJ: 'Заклад заблокував ваш зв’язок із профілем {name}. До розблокування ви не маєте доступу до даних цієї особи. Якщо маєте запитання, зверніться до закладу.',
    wardenJ: 'Ваш зв’язок із підопічним {name} заблоковано підопічним. До розблокування ви не маєте доступу до даних цієї особи.',
    wardenP: 'Ваш зв’язок із підопічним {name} знову очікує підтвердження підопічним. До того часу ви не маєте доступу до даних цієї особи.',
    wardenD: 'Ваш зв’язок із підопічним {name} видалено підопічним. Ви більше не маєте доступу до даних цієї особи.',
    parentRemoved: 'Ваш зв’язок із профілем дитини {name} видалено власником профілю. Ви більше не маєте доступу до даних цієї особи.',
    profileDeleted: 'Зв’язок вашого профілю пацієнта з обліковим записом {name} видалено власником цього запису. Ця особа більше не має доступу до ваших даних; ваші медичні дані залишаються без змін.',
  },
  identity: {
    confirmedSubject: 'Вашу особу підтверджено',
    confirmedIntro: 'Клініка підтвердила вашу особу. Обліковий запис {username} у Portal Pacjenta тепер авторизовано.',
    confirmedNext: 'Після входу ви побачите свої медичні дані, які зберігає клініка.',
    rejectedSubject: 'Клініка не підтвердила вашу особу',
    rejectedIntro: 'Клініка не змогла підтвердити вашу особу на підставі надісланого документа (обліковий запис {username} у Portal Pacjenta).',
    rejectedReason: 'Причина: {reason}',
    rejectedNext: 'Що можна зробити: прийдіть до клініки з документом, що посвідчує особу, або додайте новий скан документа в Portal Pacjenta (Мій обліковий запис). Після додавання нового скану клініка перевірить його знову.',
    rejectedNextAtClinic: 'Що можна зробити: прийдіть до клініки з документом, що посвідчує особу, — працівник реєстратури підтвердить вашу особу на місці.',
    openPortal: 'Перейти до Portal Pacjenta',
  },
};

export const messageTexts: Record<InterfaceLanguage, MessageTexts> = { pl, en, uk };

/** The texts of a language; an unknown one (never stored, but defensive) gets Polish. */
export const textsFor = (language: string | null | undefined): MessageTexts => messageTexts[language as InterfaceLanguage] ?? pl;

/** Puts the values into a text's `{name}` places. */
export const fill = (text: string, values: Record<string, string | number>): string =>
  text.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
