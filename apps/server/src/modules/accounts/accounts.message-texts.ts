import { defineTexts } from '../../i18n/texts';

/* The accounts module's e-mail: the confirmation of a deleted account (patient/account-deletion-service.ts). */
const pl = {
  accountDeleted: {
    subject: 'Konto w Portalu Pacjenta zostało usunięte',
    intro: 'Na Twoją prośbę konto {username} w Portalu Pacjenta zostało usunięte, a wszystkie jego sesje zakończone.',
    records: 'Dokumentacja medyczna i dane pacjenta pozostają w przychodni przez czas, którego wymagają przepisy prawa. Możesz założyć konto ponownie, rejestrując się z tym samym numerem PESEL.',
    notYou: 'Jeśli konto nie zostało usunięte na Twoją prośbę, niezwłocznie skontaktuj się z rejestracją przychodni.',
  },
};

const en: typeof pl = {
  accountDeleted: {
    subject: 'Your Portal Pacjenta account has been deleted',
    intro: 'As you asked, the account {username} in Portal Pacjenta has been deleted and all its sessions have ended.',
    records: 'Your medical records and patient data stay with the clinic for as long as the law requires. You can open an account again by registering with the same PESEL number.',
    notYou: 'If you did not delete the account, contact the clinic\'s registration desk at once.',
  },
};

const uk: typeof pl = {
  accountDeleted: {
    subject: 'Ваш обліковий запис у Portal Pacjenta видалено',
    intro: 'На ваше прохання обліковий запис {username} у Portal Pacjenta видалено, а всі його сеанси завершено.',
    records: 'Медична документація та дані пацієнта залишаються в клініці протягом строку, якого вимагає закон. Ви можете знову створити обліковий запис, зареєструвавшись із тим самим номером PESEL.',
    notYou: 'Якщо ви не видаляли обліковий запис, негайно зверніться до реєстратури клініки.',
  },
};

export const accountsMessageTexts = defineTexts({ pl, en, uk });
