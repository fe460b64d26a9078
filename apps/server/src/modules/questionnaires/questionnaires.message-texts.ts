import { defineTexts } from '../../i18n/texts';

/* The questionnaire engine's e-mail: the invitation to a prevention programme (program-invitations.ts). */
const pl = {
  programInvitation: {
    subject: 'Zaproszenie do programu „{program}”',
    intro: 'Przychodnia zaprasza do udziału w programie „{program}”.',
    ask: 'Aby wziąć udział, zaloguj się do Portalu Pacjenta i wypełnij krótką ankietę programu. Jeśli korzystasz z portalu w imieniu bliskiej osoby, zaproszenie dotyczy jej profilu.',
    button: 'Wypełnij ankietę',
  },
};

const en: typeof pl = {
  programInvitation: {
    subject: 'Invitation to the programme “{program}”',
    intro: 'The clinic invites you to take part in the programme “{program}”.',
    ask: 'To take part, sign in to the Patient Portal and fill in the programme’s short questionnaire. If you use the portal on behalf of someone close to you, the invitation concerns their profile.',
    button: 'Fill in the questionnaire',
  },
};

const uk: typeof pl = {
  programInvitation: {
    subject: 'Запрошення до програми «{program}»',
    intro: 'Клініка запрошує вас взяти участь у програмі «{program}».',
    ask: 'Щоб взяти участь, увійдіть до Portal Pacjenta та заповніть коротку анкету програми. Якщо ви користуєтеся порталом від імені близької людини, запрошення стосується її профілю.',
    button: 'Заповнити анкету',
  },
};

export const questionnairesMessageTexts = defineTexts({ pl, en, uk });
