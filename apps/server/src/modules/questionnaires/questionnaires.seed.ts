import { silentLiveHub } from '../../lib/live';
import { eq, inArray } from 'drizzle-orm';
import type { QuestionnaireDefinition, QuestionnaireInput } from '@portal/contracts';
import { questionnaireInputSchema } from '@portal/contracts';
import type { Db } from '../../db/client';
import { accounts, patients, units } from '../../db/schema/index';
import { systemClock } from '../../deps';
import { portalHis } from '../../integrations/his/portal';
import { createOutboxMail } from '../../integrations/mail/local';
import type { JobQueue } from '../../lib/jobs';
import { reachOfAccount } from '../../plugins/patient-access';
import { createClinicQuestionnaire, setAssignments } from './clinic/clinic-questionnaires-service';
import { createProgram, invitePatients, programInvitationJob, saveProgramAnswers } from './core/programs-service';
import { DEMO_ACCOUNTS, DEMO_PERSONS, DEMO_UNITS } from '../../demo';
import type { Config as SeedConfig } from '../../config';

/*
 * The demo clinic's questionnaires, made through the questionnaires module's own service functions: a
 * cardiology pre-visit questionnaire (asked when booking a cardiology consultation), a satisfaction
 * survey after primary-care visits (14 days to answer), and the cardiovascular prevention programme
 * (CHUK, ages 35–65) with its questionnaire: Anna is invited (her e-mail waits in the demo outbox),
 * Piotr and Katarzyna have answered it.
 */

/** Answer options: value, then the label in Polish, English and Ukrainian (patients read theirs). */
const choice = (...labels: Array<[value: string, label: string, labelEn: string, labelUk: string]>) => labels.map(([value, label, labelEn, labelUk]) => ({ value, label, labelEn, labelUk }));
const yesNo = choice(['TAK', 'Tak', 'Yes', 'Так'], ['NIE', 'Nie', 'No', 'Ні']);

const cardiology: QuestionnaireInput = {
  title: 'Ankieta przed wizytą kardiologiczną',
  description: 'Odpowiedzi pomogą lekarzowi przygotować się do konsultacji. Wypełnij ankietę przed wizytą.',
  deadlineDays: null,
  sections: [
    {
      title: 'Objawy',
      description: 'Dotyczy ostatnich trzech miesięcy.',
      questions: [
        { orderNumber: 1, text: 'Jakie dolegliwości są powodem wizyty?', format: 'MULTIPLE_CHOICE', required: true, options: choice(
            ['BOL', 'Ból lub ucisk w klatce piersiowej', 'Chest pain or pressure', 'Біль або тиск у грудях'],
            ['DUSZNOSC', 'Duszność przy wysiłku', 'Shortness of breath on exertion', 'Задишка під час фізичного навантаження'],
            ['KOLATANIE', 'Kołatanie serca', 'Palpitations', 'Прискорене серцебиття'],
            ['OBRZEKI', 'Obrzęki nóg', 'Swollen legs', 'Набряки ніг'],
            ['OMDLENIA', 'Zasłabnięcia lub omdlenia', 'Fainting or feeling faint', 'Запаморочення або непритомність'],
            ['KONTROLA', 'Wizyta kontrolna, bez nowych dolegliwości', 'Follow-up visit, no new complaints', 'Контрольний візит, без нових скарг'],
          ),
        },
        // A date rule set by the editor: the first symptoms cannot lie in the future.
        { orderNumber: 2, text: 'Od kiedy występują dolegliwości?', hint: 'Podaj przybliżoną datę pierwszych objawów.', format: 'DATE', required: false, dateRule: 'PAST' },
        { orderNumber: 3, text: 'Ile pięter pokonujesz po schodach bez zatrzymywania się?', format: 'NUMERIC', required: false, minValue: 0, maxValue: 20 },
        { orderNumber: 4, text: 'Opisz dolegliwości własnymi słowami (kiedy się pojawiają, co je łagodzi).', format: 'TEXT', required: false, maxLength: 1000 },
      ],
    },
    {
      title: 'Leki i choroby',
      description: null,
      questions: [
        { orderNumber: 5, text: 'Czy leczysz się z powodu nadciśnienia tętniczego?', format: 'SINGLE_CHOICE', required: true, options: yesNo },
        { orderNumber: 6, text: 'Czy chorujesz na cukrzycę?', format: 'SINGLE_CHOICE', required: true, options: choice(['NIE', 'Nie', 'No', 'Ні'], ['TYP1', 'Tak, typu 1', 'Yes, type 1', 'Так, 1-го типу'], ['TYP2', 'Tak, typu 2', 'Yes, type 2', 'Так, 2-го типу'], ['NIE_WIEM', 'Nie wiem', "I don't know", 'Не знаю']) },
        { orderNumber: 7, text: 'Wypisz leki przyjmowane na stałe (nazwa i dawka).', format: 'TEXT', required: false, maxLength: 2000 },
      ],
    },
  ],
};

const satisfaction: QuestionnaireInput = {
  title: 'Ankieta satysfakcji po wizycie w POZ',
  description: 'Dziękujemy za wizytę. Ankieta jest krótka i pomaga nam poprawiać opiekę w przychodni.',
  deadlineDays: 14,
  sections: [
    {
      title: 'Twoja wizyta',
      description: null,
      questions: [
        { orderNumber: 1, text: 'Jak oceniasz wizytę w skali od 1 do 5?', format: 'NUMERIC', required: true, minValue: 1, maxValue: 5 },
        { orderNumber: 2, text: 'Czy lekarz wyjaśnił zalecenia w zrozumiały sposób?', format: 'SINGLE_CHOICE', required: true, options: choice(['TAK', 'Tak', 'Yes', 'Так'], ['CZESCIOWO', 'Częściowo', 'Partly', 'Частково'], ['NIE', 'Nie', 'No', 'Ні']) },
        { orderNumber: 3, text: 'Co możemy poprawić?', format: 'TEXT', required: false, maxLength: 1000 },
      ],
    },
  ],
};

const prevention: QuestionnaireInput = {
  title: 'Program profilaktyki chorób układu krążenia',
  description: 'Ankieta programu profilaktyki chorób układu krążenia (CHUK) dla osób w wieku 35–65 lat. Na jej podstawie przychodnia zaprosi Cię na badania.',
  deadlineDays: null,
  sections: [
    {
      title: 'Wzrost i masa ciała',
      description: null,
      questions: [
        { orderNumber: 1, text: 'Wzrost (cm)', format: 'NUMERIC', required: true, minValue: 100, maxValue: 230 },
        { orderNumber: 2, text: 'Masa ciała (kg)', format: 'NUMERIC', required: true, minValue: 30, maxValue: 300, decimal: true },
      ],
    },
    {
      // The section says its fields may stay empty, so none of them is required (issue 28 item 14).
      title: 'Pomiary i badania',
      description: 'Podaj ostatnie znane wyniki; jeśli ich nie znasz, zostaw pole puste.',
      fieldsMayStayEmpty: true,
      questions: [
        { orderNumber: 3, text: 'Ciśnienie skurczowe (mmHg) z ostatniego pomiaru', format: 'NUMERIC', required: false, minValue: 60, maxValue: 260 },
        { orderNumber: 4, text: 'Data ostatniego badania cholesterolu', format: 'DATE', required: false, dateRule: 'PAST' },
      ],
    },
    {
      title: 'Styl życia i obciążenia',
      description: null,
      questions: [
        { orderNumber: 5, text: 'Czy palisz papierosy?', format: 'SINGLE_CHOICE', required: true, options: choice(['NIGDY', 'Nigdy nie paliłem/am', 'I have never smoked', 'Ніколи не курив/курила'], ['RZUCILEM', 'Rzuciłem/am', 'I have quit', 'Кинув/кинула'], ['PALE', 'Tak, palę', 'Yes, I smoke', 'Так, курю']) },
        { orderNumber: 6, text: 'Czy u rodziców lub rodzeństwa wystąpiły przed 55. (mężczyźni) lub 65. (kobiety) rokiem życia:', format: 'MULTIPLE_CHOICE', required: false, options: choice(['ZAWAL', 'zawał serca', 'heart attack', 'інфаркт'], ['UDAR', 'udar mózgu', 'stroke', 'інсульт'], ['NADCISNIENIE', 'nadciśnienie tętnicze', 'high blood pressure', 'артеріальна гіпертензія'], ['BRAK', 'nic z powyższych', 'none of the above', 'нічого з переліченого']) },
        { orderNumber: 7, text: 'Ile dni w tygodniu ćwiczysz lub szybko spacerujesz co najmniej 30 minut?', format: 'NUMERIC', required: true, minValue: 0, maxValue: 7 },
        { orderNumber: 8, text: 'Uwagi dla przychodni (np. dogodne dni na badania)', format: 'TEXT', required: false, maxLength: 500 },
      ],
    },
  ],
};

/** A job queue that keeps what is sent and runs it after the seed's writes are in (the seed has no workers). */
function collectingJobs(): JobQueue & { sent: Array<{ name: string; data: object }> } {
  const sent: Array<{ name: string; data: object }> = [];
  return { sent, send: async (name, data) => void sent.push({ name, data }), work: async () => {}, runDue: async () => 0, stop: async () => {} };
}

const parsed = (input: QuestionnaireInput): QuestionnaireDefinition => questionnaireInputSchema.parse(input);

export async function seedQuestionnaires(db: Db, config: SeedConfig): Promise<void> {
  const jobs = collectingJobs();
  const deps = { db, clock: systemClock, his: portalHis({ db }), jobs, mail: createOutboxMail(db), config, live: silentLiveHub };

  const cardiologyId = (await createClinicQuestionnaire(deps, parsed(cardiology), null)).id;
  await setAssignments(deps, cardiologyId, { serviceCodes: ['KOM-KARDIOLOGIA', 'AOS-KARDIOLOGIA'], specialities: [] });
  const [poz] = await db.select({ id: units.id }).from(units).where(eq(units.code, DEMO_UNITS.primaryCare));
  const satisfactionId = (await createClinicQuestionnaire(deps, parsed(satisfaction), null)).id;
  await setAssignments(deps, satisfactionId, { serviceCodes: [], specialities: [{ unitId: poz.id, speciality: 'MEDYCYNA_RODZINNA' }] });

  const preventionQuestionnaire = await createClinicQuestionnaire(deps, parsed(prevention), null);
  const program = await createProgram(deps, {
    name: 'Profilaktyka chorób układu krążenia (CHUK)',
    description: 'Bezpłatny program dla osób w wieku 35–65 lat: ankieta, pomiar ciśnienia, lipidogram i glukoza, a potem rozmowa z lekarzem o ryzyku zawału i udaru.',
    questionnaireId: preventionQuestionnaire.id,
    minAge: 35,
    maxAge: 65,
    gender: 'ANY',
    validFrom: null,
    validTo: null,
    active: true,
  });

  // Anna is invited (her e-mail goes to the outbox); Piotr and Katarzyna answered on their own accounts.
  const [anna] = await db.select({ id: patients.id }).from(patients).where(eq(patients.nationalId, DEMO_PERSONS.anna.nationalId));
  await invitePatients(deps, program.id, null, [anna.id]);
  for (const job of jobs.sent.splice(0)) await programInvitationJob.run(deps, job.data as { programId: number; patientId: number });

  const owners = await db
    .select({ accountId: accounts.id, patientId: patients.id, username: accounts.username })
    .from(accounts)
    .innerJoin(patients, eq(patients.accountId, accounts.id))
    .where(inArray(accounts.username, [DEMO_ACCOUNTS.piotr.username, DEMO_ACCOUNTS.merge.username]));
  const answers: Record<string, Array<[number, string | number | string[]]>> = {
    [DEMO_ACCOUNTS.piotr.username]: [[1, 181], [2, '92,5'], [3, 138], [4, '2025-11-04'], [5, 'RZUCILEM'], [6, ['ZAWAL', 'NADCISNIENIE']], [7, 2], [8, 'Najlepiej wtorki po 16:00.']],
    [DEMO_ACCOUNTS.merge.username]: [[1, 168], [2, '61,4'], [3, 118], [5, 'NIGDY'], [6, ['NADCISNIENIE']], [7, 4], [8, 'Proszę o termin w sobotę.']],
  };
  const formatOf = new Map(parsed(prevention).sections.flatMap((s) => s.questions).map((q) => [q.orderNumber, q.format]));
  for (const owner of owners) {
    const patient = await reachOfAccount(db, owner.accountId, owner.patientId);
    const given = answers[owner.username].map(([orderNumber, value]) => ({ orderNumber, format: formatOf.get(orderNumber)!, value }));
    await saveProgramAnswers(deps, { accountId: owner.accountId, patient }, { programId: program.id }, { questionnaireId: preventionQuestionnaire.versionId, answers: given });
  }
}
