import type { TriageLevel } from '@portal/domain';

/*
 * The symptom-triage interview of our own triage service (integrations/triage/local.ts): its
 * questions, the rule that turns the answers into a triage level, and the advice of each level, in
 * Polish, English and Ukrainian. A triage aid, not a diagnosis: it sorts a person to the right kind of
 * help (none, watch, limit contacts, call the clinic, call 112). Written for this product and checked
 * against public guidance (GIS and the Ministry of Health, WHO; see README.md "Sources").
 *
 * The rule, in order (the first that applies wins):
 *  1. any emergency sign (severe shortness of breath at rest, chest pain or pressure, new confusion,
 *     bluish lips or face, trouble staying awake)                                  → isolation_ambulance
 *  2. a symptom that suggests infection: fever of 38 °C or more, shortness of breath on effort, loss of
 *     smell or taste                                                                 → isolation_call
 *  3. a milder symptom (cough, sore throat, aches) together with a contact with an infected person in
 *     the last 10 days, age 65 or more, or a risk factor                             → isolation_call
 *  4. a milder symptom alone                                                         → self_monitoring
 *  5. no symptoms, but a contact in the last 10 days                                 → quarantine
 *  6. otherwise                                                                      → no_risk
 * Age and risk factors alone (no symptoms, no contact) do not raise the level; they make milder
 * symptoms a reason to call the clinic (rule 3).
 */

export const triageLanguages = ['pl', 'en', 'uk'] as const;
export type TriageLanguage = (typeof triageLanguages)[number];
export type Texts = Record<TriageLanguage, string>;

export interface TriageOption {
  value: string;
  text: Texts;
}

export interface TriageQuestion {
  id: TriageQuestionId;
  /** One answer (radio buttons) or any number of them (check boxes; `none` excludes the others). */
  kind: 'single' | 'multiple';
  text: Texts;
  hint?: Texts;
  options: TriageOption[];
}

export const triageQuestionIds = ['emergency', 'fever', 'symptoms', 'contact', 'age', 'risk'] as const;
export type TriageQuestionId = (typeof triageQuestionIds)[number];

/** The exclusive answer of a multiple-choice question. */
export const NONE = 'none';

const none = (pl: string, en: string, uk: string): TriageOption => ({ value: NONE, text: { pl, en, uk } });

export const triageQuestions: readonly TriageQuestion[] = [
  {
    id: 'emergency',
    kind: 'multiple',
    text: {
      pl: 'Czy masz teraz którykolwiek z tych objawów?',
      en: 'Do you have any of these symptoms right now?',
      uk: 'Чи маєте ви зараз будь-який із цих симптомів?',
    },
    hint: {
      pl: 'Zaznacz wszystkie, które masz.',
      en: 'Select all that apply.',
      uk: 'Позначте всі, які у вас є.',
    },
    options: [
      {
        value: 'breath_rest',
        text: {
          pl: 'Silna duszność w spoczynku, trudność z mówieniem pełnymi zdaniami',
          en: 'Severe shortness of breath at rest, trouble speaking in full sentences',
          uk: 'Сильна задишка в спокої, важко говорити повними реченнями',
        },
      },
      {
        value: 'chest_pain',
        text: { pl: 'Ból lub ucisk w klatce piersiowej', en: 'Chest pain or pressure', uk: 'Біль або тиск у грудях' },
      },
      {
        value: 'confusion',
        text: { pl: 'Nowe splątanie, dezorientacja', en: 'New confusion or disorientation', uk: 'Нова сплутаність свідомості, дезорієнтація' },
      },
      {
        value: 'blue_lips',
        text: { pl: 'Sine usta lub twarz', en: 'Bluish lips or face', uk: 'Синюшні губи або обличчя' },
      },
      {
        value: 'drowsy',
        text: {
          pl: 'Trudność z obudzeniem się lub utrzymaniem przytomności',
          en: 'Trouble waking up or staying awake',
          uk: 'Важко прокинутися або залишатися при свідомості',
        },
      },
      none('Nie mam żadnego z tych objawów', 'I have none of these symptoms', 'У мене немає жодного з цих симптомів'),
    ],
  },
  {
    id: 'fever',
    kind: 'single',
    text: {
      pl: 'Czy w ciągu ostatnich 24 godzin miałeś(-aś) gorączkę 38 °C lub wyższą?',
      en: 'Have you had a fever of 38 °C or higher in the last 24 hours?',
      uk: 'Чи була у вас за останні 24 години температура 38 °C або вище?',
    },
    options: [
      { value: 'yes', text: { pl: 'Tak', en: 'Yes', uk: 'Так' } },
      { value: 'no', text: { pl: 'Nie', en: 'No', uk: 'Ні' } },
    ],
  },
  {
    id: 'symptoms',
    kind: 'multiple',
    text: {
      pl: 'Czy masz któryś z tych objawów?',
      en: 'Do you have any of these symptoms?',
      uk: 'Чи маєте ви якийсь із цих симптомів?',
    },
    hint: { pl: 'Zaznacz wszystkie, które masz.', en: 'Select all that apply.', uk: 'Позначте всі, які у вас є.' },
    options: [
      { value: 'cough', text: { pl: 'Kaszel', en: 'Cough', uk: 'Кашель' } },
      {
        value: 'breath_effort',
        text: { pl: 'Duszność przy wysiłku', en: 'Shortness of breath on effort', uk: 'Задишка під час фізичного навантаження' },
      },
      {
        value: 'smell_taste',
        text: { pl: 'Utrata węchu lub smaku', en: 'Loss of smell or taste', uk: 'Втрата нюху або смаку' },
      },
      { value: 'sore_throat', text: { pl: 'Ból gardła', en: 'Sore throat', uk: 'Біль у горлі' } },
      {
        value: 'aches',
        text: { pl: 'Bóle mięśni, głowy, ogólne rozbicie', en: 'Muscle aches, headache, feeling unwell', uk: "Біль у м'язах, головний біль, загальна слабкість" },
      },
      none('Nie mam żadnego z tych objawów', 'I have none of these symptoms', 'У мене немає жодного з цих симптомів'),
    ],
  },
  {
    id: 'contact',
    kind: 'single',
    text: {
      pl: 'Czy w ciągu ostatnich 10 dni miałeś(-aś) bliski kontakt z osobą zakażoną?',
      en: 'Have you been in close contact with an infected person in the last 10 days?',
      uk: 'Чи мали ви за останні 10 днів близький контакт із інфікованою людиною?',
    },
    hint: {
      pl: 'Bliski kontakt to np. wspólne mieszkanie, rozmowa twarzą w twarz dłużej niż 15 minut, opieka nad chorym.',
      en: 'Close contact means e.g. living together, a face-to-face conversation longer than 15 minutes, caring for a sick person.',
      uk: 'Близький контакт — це, наприклад, спільне проживання, розмова віч-на-віч довше 15 хвилин, догляд за хворим.',
    },
    options: [
      { value: 'yes', text: { pl: 'Tak', en: 'Yes', uk: 'Так' } },
      { value: 'no', text: { pl: 'Nie lub nie wiem', en: "No, or I don't know", uk: 'Ні або не знаю' } },
    ],
  },
  {
    id: 'age',
    kind: 'single',
    text: { pl: 'Ile masz lat?', en: 'How old are you?', uk: 'Скільки вам років?' },
    options: [
      { value: 'under65', text: { pl: 'Mniej niż 65 lat', en: 'Under 65', uk: 'Менше 65 років' } },
      { value: '65plus', text: { pl: '65 lat lub więcej', en: '65 or older', uk: '65 років або більше' } },
    ],
  },
  {
    id: 'risk',
    kind: 'multiple',
    text: {
      pl: 'Czy dotyczy Cię któraś z tych sytuacji?',
      en: 'Does any of these apply to you?',
      uk: 'Чи стосується вас щось із цього?',
    },
    hint: { pl: 'Zaznacz wszystkie, które Cię dotyczą.', en: 'Select all that apply.', uk: 'Позначте все, що вас стосується.' },
    options: [
      { value: 'heart', text: { pl: 'Przewlekła choroba serca', en: 'Chronic heart disease', uk: 'Хронічна хвороба серця' } },
      { value: 'lung', text: { pl: 'Przewlekła choroba płuc (np. astma, POChP)', en: 'Chronic lung disease (e.g. asthma, COPD)', uk: 'Хронічна хвороба легень (напр. астма, ХОЗЛ)' } },
      { value: 'kidney', text: { pl: 'Przewlekła choroba nerek', en: 'Chronic kidney disease', uk: 'Хронічна хвороба нирок' } },
      { value: 'diabetes', text: { pl: 'Cukrzyca', en: 'Diabetes', uk: 'Цукровий діабет' } },
      {
        value: 'immunosuppression',
        text: { pl: 'Obniżona odporność lub leki osłabiające odporność', en: 'Weakened immunity or immunosuppressive medicines', uk: 'Знижений імунітет або ліки, що його послаблюють' },
      },
      { value: 'cancer', text: { pl: 'Leczenie nowotworu', en: 'Cancer treatment', uk: 'Лікування онкологічного захворювання' } },
      { value: 'pregnancy', text: { pl: 'Ciąża', en: 'Pregnancy', uk: 'Вагітність' } },
      { value: 'obesity', text: { pl: 'Otyłość', en: 'Obesity', uk: 'Ожиріння' } },
      none('Nie dotyczy mnie żadna z nich', 'None of these applies to me', 'Мене нічого з цього не стосується'),
    ],
  },
];

/** The answers as the interview sends them: the chosen option values of each question. */
export type TriageAnswers = Partial<Record<TriageQuestionId, string[]>>;

const questionById = new Map(triageQuestions.map((q) => [q.id, q]));

/** Whether the emergency question names a sign (then the interview ends there: the rest is not asked). */
export const hasEmergencySign = (answers: TriageAnswers): boolean => (answers.emergency ?? []).some((v) => v !== NONE);

/**
 * Why the answers cannot be judged, or null when they can: every question answered (all after the
 * first may be left out once an emergency sign is named), only its own options, `none` alone, one
 * answer to a single-choice question, no unknown question.
 */
export function answersIssue(answers: Record<string, unknown>): string | null {
  for (const id of Object.keys(answers)) if (!questionById.has(id as TriageQuestionId)) return `unknown question ${id}`;
  const emergency = Array.isArray(answers.emergency) && answers.emergency.some((v) => v !== NONE);
  for (const question of triageQuestions) {
    const given = answers[question.id];
    if (given === undefined) {
      if (emergency && question.id !== 'emergency') continue;
      return `no answer to ${question.id}`;
    }
    if (!Array.isArray(given) || given.length === 0) return `no answer to ${question.id}`;
    const allowed = new Set(question.options.map((o) => o.value));
    if (!given.every((v) => typeof v === 'string' && allowed.has(v))) return `unknown answer to ${question.id}`;
    if (new Set(given).size !== given.length) return `repeated answer to ${question.id}`;
    if (question.kind === 'single' && given.length !== 1) return `one answer expected to ${question.id}`;
    if (given.includes(NONE) && given.length > 1) return `"none" with other answers to ${question.id}`;
  }
  return null;
}

const chosen = (answers: TriageAnswers, id: TriageQuestionId, value: string) => (answers[id] ?? []).includes(value);
const anyOf = (answers: TriageAnswers, id: TriageQuestionId) => (answers[id] ?? []).some((v) => v !== NONE);

/** The triage level of valid answers (see the rule at the top of this file). */
export function triageLevelOf(answers: TriageAnswers): TriageLevel {
  if (hasEmergencySign(answers)) return 'isolation_ambulance';
  const suggestive = chosen(answers, 'fever', 'yes') || chosen(answers, 'symptoms', 'breath_effort') || chosen(answers, 'symptoms', 'smell_taste');
  if (suggestive) return 'isolation_call';
  const mild = anyOf(answers, 'symptoms');
  const contact = chosen(answers, 'contact', 'yes');
  const vulnerable = chosen(answers, 'age', '65plus') || anyOf(answers, 'risk');
  if (mild && (contact || vulnerable)) return 'isolation_call';
  if (mild) return 'self_monitoring';
  if (contact) return 'quarantine';
  return 'no_risk';
}

/** Each level in words. */
export const triageLevelNames: Record<TriageLevel, Texts> = {
  no_risk: { pl: 'Brak oznak zakażenia', en: 'No signs of infection', uk: 'Немає ознак інфекції' },
  self_monitoring: { pl: 'Samoobserwacja', en: 'Self-monitoring', uk: 'Самоспостереження' },
  quarantine: { pl: 'Ograniczenie kontaktów (kwarantanna)', en: 'Limit your contacts (quarantine)', uk: 'Обмеження контактів (карантин)' },
  isolation_call: {
    pl: 'Izolacja w domu i kontakt z przychodnią',
    en: 'Stay at home and contact the clinic',
    uk: 'Ізоляція вдома і звернення до поліклініки',
  },
  isolation_ambulance: { pl: 'Pilna pomoc: zadzwoń pod 112', en: 'Urgent help: call 112', uk: 'Термінова допомога: телефонуйте 112' },
};

/** The advice of each level, in full. */
export const triageRecommendations: Record<TriageLevel, Texts> = {
  no_risk: {
    pl:
      'Twoje odpowiedzi nie wskazują na objawy zakażenia ani na kontakt z osobą zakażoną. Nie potrzebujesz teraz porady lekarza w tej sprawie. ' +
      'Myj często ręce, wietrz pomieszczenia i pozostań w domu, jeśli poczujesz się chory(-a). Jeśli pojawi się gorączka, kaszel, duszność ' +
      'albo utrata węchu lub smaku, przeprowadź samoocenę ponownie lub skontaktuj się z przychodnią.',
    en:
      'Your answers show no symptoms of infection and no contact with an infected person. You do not need to see a doctor about this now. ' +
      'Wash your hands often, air your rooms and stay at home if you feel ill. If you develop a fever, a cough, shortness of breath or a loss ' +
      'of smell or taste, take the self-assessment again or contact the clinic.',
    uk:
      'Ваші відповіді не вказують на симптоми інфекції чи контакт з інфікованою людиною. Зараз вам не потрібна консультація лікаря з цього ' +
      'приводу. Часто мийте руки, провітрюйте приміщення і залишайтеся вдома, якщо почуваєтеся хворими. Якщо з’явиться температура, кашель, ' +
      'задишка або втрата нюху чи смаку, пройдіть самооцінку ще раз або зверніться до поліклініки.',
  },
  self_monitoring: {
    pl:
      'Masz łagodne objawy infekcji, bez gorączki i bez czynników zwiększających ryzyko. Obserwuj swój stan: mierz temperaturę rano i wieczorem, ' +
      'odpoczywaj i pij dużo płynów. Ogranicz kontakty z innymi, zwłaszcza z osobami starszymi i przewlekle chorymi, a wśród ludzi noś maseczkę. ' +
      'Jeśli objawy się nasilą albo pojawi się gorączka 38 °C lub wyższa, duszność lub utrata węchu albo smaku, skontaktuj się z przychodnią ' +
      '(teleporada). Przy duszności w spoczynku, bólu w klatce piersiowej lub splątaniu dzwoń pod 112.',
    en:
      'You have mild symptoms of infection, without fever and without factors that raise the risk. Watch how you feel: take your temperature ' +
      'morning and evening, rest and drink plenty of fluids. Limit your contacts, especially with older and chronically ill people, and wear a ' +
      'mask among others. If your symptoms get worse or you develop a fever of 38 °C or higher, shortness of breath or a loss of smell or taste, ' +
      'contact the clinic (teleconsultation). With shortness of breath at rest, chest pain or confusion call 112.',
    uk:
      'У вас легкі симптоми інфекції, без температури і без чинників, що підвищують ризик. Стежте за своїм станом: вимірюйте температуру вранці ' +
      'та ввечері, відпочивайте і пийте багато рідини. Обмежте контакти з іншими, особливо з літніми та хронічно хворими людьми, а серед людей ' +
      'носіть маску. Якщо симптоми посиляться або з’явиться температура 38 °C чи вище, задишка або втрата нюху чи смаку, зверніться до ' +
      'поліклініки (телеконсультація). При задишці в спокої, болю в грудях або сплутаності свідомості телефонуйте 112.',
  },
  quarantine: {
    pl:
      'W ciągu ostatnich 10 dni był bliski kontakt z osobą zakażoną, ale nie masz objawów. Do upływu 10 dni od tego kontaktu ogranicz spotkania ' +
      'z innymi ludźmi, zwłaszcza z osobami starszymi i przewlekle chorymi, w miarę możliwości pracuj z domu i noś maseczkę w obecności innych. ' +
      'Codziennie mierz temperaturę i obserwuj, czy nie pojawiają się objawy. Skontaktuj się z przychodnią (teleporada), aby ustalić, czy ' +
      'potrzebny jest test. Jeśli pojawią się objawy, przeprowadź samoocenę ponownie.',
    en:
      'You have been in close contact with an infected person in the last 10 days, but you have no symptoms. Until 10 days have passed since ' +
      'that contact, limit meetings with other people, especially older and chronically ill people, work from home if you can and wear a mask ' +
      'when others are around. Take your temperature every day and watch for symptoms. Contact the clinic (teleconsultation) to agree whether ' +
      'you need a test. If symptoms appear, take the self-assessment again.',
    uk:
      'За останні 10 днів у вас був близький контакт з інфікованою людиною, але симптомів немає. Доки не мине 10 днів від цього контакту, ' +
      'обмежте зустрічі з іншими людьми, особливо з літніми та хронічно хворими, за можливості працюйте з дому і носіть маску в присутності ' +
      'інших. Щодня вимірюйте температуру і стежте, чи не з’являються симптоми. Зверніться до поліклініки (телеконсультація), щоб з’ясувати, ' +
      'чи потрібен тест. Якщо з’являться симптоми, пройдіть самооцінку ще раз.',
  },
  isolation_call: {
    pl:
      'Twoje objawy mogą wskazywać na zakażenie. Zostań w domu i unikaj kontaktu z innymi, także z domownikami: przebywaj w osobnym, ' +
      'wietrzonym pokoju, noś maseczkę w ich obecności i często myj ręce. Zadzwoń do przychodni albo umów teleporadę; nie przychodź do ' +
      'przychodni bez uzgodnienia. Lekarz zdecyduje o badaniach i leczeniu. Jeśli pojawi się duszność w spoczynku, ból lub ucisk w klatce ' +
      'piersiowej, splątanie, sine usta albo trudność z utrzymaniem przytomności, natychmiast dzwoń pod 112.',
    en:
      'Your symptoms may point to an infection. Stay at home and avoid contact with others, including the people you live with: keep to a ' +
      'separate, well-aired room, wear a mask when they are around and wash your hands often. Call the clinic or book a teleconsultation; do ' +
      'not come to the clinic without agreeing it first. A doctor will decide on tests and treatment. If you develop shortness of breath at ' +
      'rest, chest pain or pressure, confusion, bluish lips or trouble staying awake, call 112 at once.',
    uk:
      'Ваші симптоми можуть вказувати на інфекцію. Залишайтеся вдома й уникайте контакту з іншими, також із домашніми: перебувайте в окремій ' +
      'провітрюваній кімнаті, носіть маску в їхній присутності й часто мийте руки. Зателефонуйте до поліклініки або запишіться на ' +
      'телеконсультацію; не приходьте до поліклініки без домовленості. Лікар вирішить щодо обстежень і лікування. Якщо з’явиться задишка в ' +
      'спокої, біль або тиск у грудях, сплутаність свідомості, синюшні губи або важко залишатися при свідомості, негайно телефонуйте 112.',
  },
  isolation_ambulance: {
    pl:
      'Masz objawy, które mogą oznaczać stan zagrożenia życia. Natychmiast zadzwoń pod numer alarmowy 112 i powiedz dyspozytorowi o swoich ' +
      'objawach. Nie jedź samodzielnie do przychodni ani na szpitalny oddział ratunkowy. Do przyjazdu pomocy przyjmij pozycję, w której ' +
      'najłatwiej Ci oddychać; jeśli ktoś jest obok, niech otworzy drzwi dla ratowników i założy maseczkę.',
    en:
      'You have symptoms that may mean a life-threatening condition. Call the emergency number 112 at once and tell the dispatcher about your ' +
      'symptoms. Do not go to the clinic or to the emergency department on your own. Until help arrives, stay in the position in which you ' +
      'breathe most easily; if someone is with you, let them open the door for the rescuers and put on a mask.',
    uk:
      'У вас симптоми, які можуть означати стан, що загрожує життю. Негайно зателефонуйте на номер екстреної допомоги 112 і розкажіть ' +
      'диспетчеру про свої симптоми. Не їдьте самостійно до поліклініки чи до приймального відділення лікарні. До приїзду допомоги ' +
      'займіть положення, у якому вам найлегше дихати; якщо поруч хтось є, нехай відчинить двері рятувальникам і вдягне маску.',
  },
};

/** What every result of the interview says about itself. */
export const triageDisclaimer: Texts = {
  pl: 'Samoocena wspiera decyzję, gdzie szukać pomocy; nie jest diagnozą ani poradą lekarską.',
  en: 'The self-assessment helps you decide where to seek help; it is not a diagnosis or medical advice.',
  uk: 'Самооцінка допомагає вирішити, куди звернутися по допомогу; вона не є діагнозом чи медичною порадою.',
};

/** The questions asked and the answers given, in the interview's language (the `items` of its record). */
export function answeredItems(answers: TriageAnswers, language: TriageLanguage): Array<{ id: string; question: string; answer: string }> {
  return triageQuestions
    .filter((q) => answers[q.id] !== undefined)
    .map((q) => ({
      id: q.id,
      question: q.text[language],
      answer: (answers[q.id] ?? []).map((v) => q.options.find((o) => o.value === v)?.text[language] ?? v).join('; '),
    }));
}
