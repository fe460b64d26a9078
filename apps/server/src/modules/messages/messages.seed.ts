import { Readable } from 'node:stream';
import type { MultipartFile } from '@fastify/multipart';
import { clinicSendMessageRequestSchema, sendMessageRequestSchema, type ClinicSendMessageRequest, type SendMessageRequest } from '@portal/contracts';
import { replyTitle } from '@portal/domain';
import { eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { accounts, patients, staffMembers } from '../../db/schema/index';
import { createStorage } from '../../compose';
import type { JobQueue } from '../../lib/jobs';
import { silentLiveHub } from '../../lib/live';
import { createPrinter } from '../../lib/printout';
import { createMailbox } from './clinic/mailboxes-service';
import { markReadByAccount, markReadByStaff, sendClinicMessage, sendPatientMessage, uploadStaffAttachments, type AccountWriter, type MessagesDeps, type StaffWriter } from './messages-service';
import { getIdentification } from '../settings/settings-service';
import { reachOfAccount } from '../../plugins/patient-access';
import { DEMO_ACCOUNTS, DEMO_STAFF } from '../../demo';
import type { Config as SeedConfig } from '../../config';

/*
 * The demo clinic's correspondence, made through the messages module's own service functions.
 *
 * - Mailboxes: "Rejestracja" and "Gabinet zabiegowy", which patients write to, and the internal
 *   "Sekretariat medyczny", with the demo staff as their members, and their names and descriptions
 *   also in English and Ukrainian.
 * - Anna's last four months: a question to the registration about a referral (answered; a thread of
 *   three), a question to her GP about her results (answered with the results as a PDF), a message
 *   about her father Jan as his guardian, a notice she had to confirm (confirmed), a reminder about her
 *   daughter's vaccination, and two unread messages from the clinic (neither to be confirmed: an
 *   unread one to confirm would stop every sign-in at /messages-to-confirm).
 * - Piotr (also about his son Jakub) and Jan have a few messages, and the staff write to each other,
 *   so every demo member's own inbox and each mailbox hold read and unread messages.
 *
 * Dates are days before the seed runs (the service stamps its clock's time). The notices of these past
 * messages (the in-portal notice and e-mail) are not sent.
 */

type DemoLogin = keyof typeof DEMO_STAFF;
const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;

export const DEMO_MAILBOXES = [
  { name: 'Rejestracja', nameEn: 'Registration', nameUk: 'Реєстратура', acceptsPatientMessages: true, members: ['rejestracja', 'admin'],
    description: 'Terminy wizyt, skierowania, sprawy organizacyjne.', descriptionEn: 'Appointments, referrals, organisational matters.', descriptionUk: 'Терміни візитів, направлення, організаційні питання.' },
  { name: 'Gabinet zabiegowy', nameEn: 'Treatment room', nameUk: 'Процедурний кабінет', acceptsPatientMessages: true, members: ['pielegniarka', 'polozna'],
    description: 'Szczepienia, zastrzyki, opatrunki, pobrania krwi.', descriptionEn: 'Vaccinations, injections, dressings, blood draws.', descriptionUk: 'Щеплення, ін’єкції, перев’язки, забір крові.' },
  { name: 'Sekretariat medyczny', nameEn: 'Medical secretariat', nameUk: 'Медичний секретаріат', acceptsPatientMessages: false, members: ['lekarz', 'admin'],
    description: 'Sprawy wewnętrzne przychodni: dokumentacja, zaświadczenia, obieg pism.', descriptionEn: 'Internal matters of the clinic: records, certificates, correspondence.', descriptionUk: 'Внутрішні справи поліклініки: документація, довідки, обіг документів.' },
] as const satisfies ReadonlyArray<{ name: string; nameEn: string; nameUk: string; description: string; descriptionEn: string; descriptionUk: string; acceptsPatientMessages: boolean; members: readonly DemoLogin[] }>;
type DemoMailbox = (typeof DEMO_MAILBOXES)[number]['name'];

/** A job queue that drops what is sent: the notices of past messages are not sent. */
const noJobs: JobQueue = { send: async () => {}, work: async () => {}, runDue: async () => 0, stop: async () => {} };

/** The PDF of Anna's results (drawn once per process by the portal's printer, with the clinic's header). */
let resultsPdf: Promise<Buffer> | null = null;
function annasResults(db: Db, at: Date): Promise<Buffer> {
  resultsPdf ??= createPrinter({ clinic: () => getIdentification({ db }), now: () => at }).render({
    title: 'Wyniki badań laboratoryjnych',
    subject: 'Morfologia krwi, lipidogram',
    // A lab's document attached to a message, written in Polish.
    language: 'pl',
    content: [
      { text: 'Pacjentka: Anna Kowalska, PESEL 85031502464', margin: [0, 0, 0, 8] },
      {
        table: {
          headerRows: 1,
          widths: ['*', 'auto', 'auto', 'auto'],
          body: [
            ['Badanie', 'Wynik', 'Jednostka', 'Norma'],
            ['Hemoglobina', '13,1', 'g/dl', '12,0–16,0'],
            ['Leukocyty', '6,4', 'tys./µl', '4,0–10,0'],
            ['Płytki krwi', '251', 'tys./µl', '150–400'],
            ['Cholesterol całkowity', '212', 'mg/dl', '< 190'],
            ['Cholesterol LDL', '131', 'mg/dl', '< 115'],
            ['Glukoza na czczo', '92', 'mg/dl', '70–99'],
          ],
        },
      },
      { text: 'Wynik zatwierdził: diag. lab. Barbara Sowa', margin: [0, 12, 0, 0] },
    ],
  });
  return resultsPdf;
}

/** One PDF as the upload route's multipart source would hand it over. */
function pdfSource(fileName: string, pdf: Buffer) {
  const file = Object.assign(Readable.from([pdf]), { truncated: false });
  return {
    async *files() {
      yield { filename: fileName, mimetype: 'application/pdf', file } as unknown as MultipartFile;
    },
  };
}

export async function seedMessages(db: Db, config: SeedConfig): Promise<void> {
  let now = new Date();
  const deps: MessagesDeps = { db, clock: { now: () => now }, storage: await createStorage(config), jobs: noJobs, live: silentLiveHub, config };
  const at = (daysAgo: number, hour: number) => {
    const day = new Date(Date.now() - daysAgo * DAY_MS);
    day.setUTCHours(hour - 1, (daysAgo * 7) % 60, 0, 0);
    now = day;
  };

  // The demo staff and their mailboxes.
  const staffRows = await db.select().from(staffMembers).where(inArray(staffMembers.login, Object.values(DEMO_STAFF).map((m) => m.login)));
  const staff = Object.fromEntries(
    (Object.keys(DEMO_STAFF) as DemoLogin[]).map((key) => {
      const row = staffRows.find((r) => r.login === DEMO_STAFF[key].login);
      if (!row) throw new Error(`messages seed: the demo staff member ${DEMO_STAFF[key].login} is missing`);
      return [key, { id: row.id, name: row.name, lastName: row.lastName } satisfies StaffWriter];
    }),
  ) as Record<DemoLogin, StaffWriter>;
  const box = {} as Record<DemoMailbox, number>;
  for (const m of DEMO_MAILBOXES) {
    const { members, ...words } = m;
    box[m.name] = (await createMailbox({ db }, { ...words, active: true, memberIds: members.map((login) => staff[login].id) })).id;
  }

  // The patients' accounts, as their sessions would see them.
  const writer = async (who: keyof typeof DEMO_ACCOUNTS, reached: number[]): Promise<AccountWriter> => {
    const [account] = await db.select({ id: accounts.id, name: accounts.name, lastName: accounts.lastName }).from(accounts).where(eq(accounts.username, DEMO_ACCOUNTS[who].username));
    const [own] = await db.select({ id: patients.id }).from(patients).where(eq(patients.accountId, account.id));
    const reach = new Set<number>();
    for (const id of [own.id, ...reached]) if (await reachOfAccount(db, account.id, id)) reach.add(id);
    return { id: account.id, name: account.name, lastName: account.lastName, reaches: (id) => reach.has(id), ownPatientId: own.id };
  };
  const recordOf = async (nationalId: string) => {
    const [row] = await db.select({ id: patients.id }).from(patients).where(eq(patients.nationalId, nationalId));
    if (!row) throw new Error(`messages seed: the record ${nationalId} is missing`);
    return row.id;
  };
  // Anna's father and daughter, Piotr's son (patients.seed.ts).
  const jan = await recordOf('48050212358');
  const zofia = await recordOf('17261002469');
  const jakub = await recordOf('15222003577');
  const anna = await writer('anna', [jan, zofia]);
  const piotr = await writer('piotr', [jakub]);
  const janAccount = await writer('jan', []);

  const fromPatient = async (who: AccountWriter, body: SendMessageRequest) => (await sendPatientMessage(deps, who, sendMessageRequestSchema.parse(body), 'pl')).id;
  const fromStaff = async (who: StaffWriter, body: ClinicSendMessageRequest) => (await sendClinicMessage(deps, who, clinicSendMessageRequestSchema.parse(body))).id;
  const readByAccount = async (who: AccountWriter, id: number, hoursLater: number) => {
    const sent = now;
    now = new Date(sent.getTime() + hoursLater * HOUR_MS);
    await markReadByAccount(deps, who.id, id);
    now = sent;
  };
  const readByStaff = async (who: StaffWriter, id: number, hoursLater: number) => {
    const sent = now;
    now = new Date(sent.getTime() + hoursLater * HOUR_MS);
    await markReadByStaff(deps, who.id, id);
    now = sent;
  };

  // ---------------------------------------------------------------------------------------------- Anna

  // A referral: her question, the registration's answer, her thanks (a thread of three).
  const referralTitle = 'Skierowanie do poradni kardiologicznej';
  at(118, 19);
  const referral = await fromPatient(anna, {
    category: 'REFERRAL',
    title: referralTitle,
    content:
      'Dzień dobry,\npodczas wizyty u dr. Lewandowskiego była mowa o skierowaniu do kardiologa z powodu kołatania serca. Czy skierowanie zostało już wystawione i czy muszę je odebrać osobiście?\n\nPozdrawiam\nAnna Kowalska',
    recipients: [{ kind: 'MAILBOX', id: box.Rejestracja }],
  });
  await readByStaff(staff.rejestracja, referral, 14);
  at(117, 10);
  const referralAnswer = await fromStaff(staff.rejestracja, {
    category: 'REFERRAL',
    title: replyTitle(referralTitle),
    content:
      'Dzień dobry,\nskierowanie zostało wystawione jako e-skierowanie; kod dostępu to 4821, a dokument widać też w Internetowym Koncie Pacjenta. Nie trzeba go odbierać. Wizytę w poradni kardiologicznej można umówić telefonicznie: 12 444 30 20.\n\nRejestracja przychodni',
    inResponseTo: referral,
    fromMailboxId: box.Rejestracja,
  });
  await readByAccount(anna, referralAnswer, 3);
  at(116, 20);
  const referralThanks = await fromPatient(anna, {
    category: 'REFERRAL',
    title: replyTitle(referralTitle),
    content: 'Dziękuję, kod działa. Wizytę mam umówioną na 12 marca.',
    inResponseTo: referralAnswer,
  });
  await readByStaff(staff.admin, referralThanks, 13);

  // Her results: the question to her GP and his answer with the results as a PDF.
  const resultsTitle = 'Pytanie o wyniki morfologii i lipidogramu';
  at(75, 8);
  const results = await fromPatient(anna, {
    category: 'RESULTS',
    title: resultsTitle,
    content: 'Panie doktorze,\nodebrałam wyniki badań z 2 lutego. Cholesterol jest trochę powyżej normy — czy powinnam coś zmienić albo przyjść na wizytę?',
    recipients: [{ kind: 'STAFF', id: staff.lekarz.id }],
  });
  await readByStaff(staff.lekarz, results, 5);
  at(74, 16);
  const rendered = await annasResults(db, now);
  const [pdf] = await uploadStaffAttachments(deps, pdfSource('wyniki-morfologia-lipidogram.pdf', rendered), staff.lekarz.id);
  const resultsAnswer = await fromStaff(staff.lekarz, {
    category: 'RESULTS',
    title: replyTitle(resultsTitle),
    content:
      'Dzień dobry,\nw załączniku wyniki z moim opisem. Morfologia jest prawidłowa. Cholesterol LDL 131 mg/dl jest nieco podwyższony: proponuję dietę z ograniczeniem tłuszczów zwierzęcych, więcej ruchu i kontrolny lipidogram za 3 miesiące. Leki nie są na razie potrzebne.\n\nlek. Tomasz Lewandowski',
    inResponseTo: results,
    attachmentIds: [pdf.id],
  });
  await readByAccount(anna, resultsAnswer, 4);

  // A notice she had to confirm at sign-in (confirmed, so it no longer stops her).
  at(60, 9);
  const hours = await fromStaff(staff.lekarz, {
    category: 'ADMIN',
    title: 'Zmiana godzin przyjęć lekarza rodzinnego',
    content: 'Od 1 marca dr Tomasz Lewandowski przyjmuje w poniedziałki i środy 12:00–18:00, we wtorki, czwartki i piątki 8:00–14:00. Wizyty umówione wcześniej pozostają bez zmian.',
    recipients: [{ kind: 'PATIENT', id: anna.ownPatientId! }],
    mustConfirm: true,
  });
  await readByAccount(anna, hours, 26);

  // As her father's guardian: his injections.
  at(40, 18);
  const injections = await fromPatient(anna, {
    category: 'M',
    title: 'Zastrzyki taty – prośba o zmianę terminu',
    content: 'Dzień dobry,\npiszę w imieniu taty, Jana Kowalskiego. W przyszły czwartek nie możemy przyjść na zastrzyk o 9:00. Czy możliwy jest piątek rano?\n\nAnna Kowalska',
    recipients: [{ kind: 'MAILBOX', id: box['Gabinet zabiegowy'] }],
    patientId: jan,
  });
  await readByStaff(staff.pielegniarka, injections, 15);
  at(39, 10);
  const injectionsAnswer = await fromStaff(staff.pielegniarka, {
    category: 'M',
    title: replyTitle('Zastrzyki taty – prośba o zmianę terminu'),
    content: 'Dzień dobry,\nzapisałam pana Jana na piątek na 8:30. Proszę zabrać kartę szczepień i leki.\n\nJoanna Kamińska, gabinet zabiegowy',
    inResponseTo: injections,
    fromMailboxId: box['Gabinet zabiegowy'],
  });
  await readByAccount(anna, injectionsAnswer, 2);

  // Her daughter's vaccination (read).
  at(30, 11);
  const vaccination = await fromStaff(staff.polozna, {
    category: 'M',
    title: 'Szczepienie Zofii – przypomnienie',
    content: 'Dzień dobry,\nprzypominamy o szczepieniu przypominającym Zofii (DTaP-IPV) przewidzianym w kalendarzu szczepień. Prosimy o umówienie terminu w gabinecie zabiegowym.',
    recipients: [{ kind: 'PATIENT', id: zofia }],
    fromMailboxId: box['Gabinet zabiegowy'],
  });
  await readByAccount(anna, vaccination, 6);

  // Two unread messages from the clinic.
  at(3, 12);
  await fromStaff(staff.rejestracja, {
    category: 'ADMIN',
    title: 'Przypomnienie o wizycie kontrolnej',
    content: 'Dzień dobry,\nprzypominamy o wizycie kontrolnej u lekarza rodzinnego w przyszły wtorek o 10:20, gabinet 12. Jeśli termin nie pasuje, prosimy o wiadomość lub telefon.\n\nRejestracja przychodni',
    recipients: [{ kind: 'PATIENT', id: anna.ownPatientId! }],
    fromMailboxId: box.Rejestracja,
  });
  at(1, 15);
  await fromStaff(staff.lekarz, {
    category: 'RESULTS',
    title: 'Kontrolny lipidogram – wynik',
    content: 'Dzień dobry,\nkontrolny lipidogram jest już lepszy: LDL 112 mg/dl. Proszę kontynuować dietę; następna kontrola za pół roku.\n\nlek. Tomasz Lewandowski',
    recipients: [{ kind: 'PATIENT', id: anna.ownPatientId! }],
  });

  // ------------------------------------------------------------------------------------- Piotr and Jan

  at(50, 7);
  const prescription = await fromPatient(piotr, {
    category: 'PRESCRIPTION',
    title: 'Recepta na leki na nadciśnienie',
    content: 'Dzień dobry,\nkończy mi się lek na ciśnienie (ramipryl 5 mg, 1 tabletka rano). Proszę o receptę na 3 miesiące.\n\nPiotr Zieliński',
    recipients: [{ kind: 'STAFF', id: staff.lekarz.id }],
  });
  await readByStaff(staff.lekarz, prescription, 3);
  at(50, 14);
  const prescriptionAnswer = await fromStaff(staff.lekarz, {
    category: 'PRESCRIPTION',
    title: replyTitle('Recepta na leki na nadciśnienie'),
    content: 'Dzień dobry,\ne-recepta została wystawiona na 90 dni; kod przyszedł SMS-em. Proszę pamiętać o pomiarach ciśnienia i wizycie kontrolnej za 3 miesiące.',
    inResponseTo: prescription,
  });
  await readByAccount(piotr, prescriptionAnswer, 5);
  at(10, 21);
  await fromPatient(piotr, {
    category: 'M',
    title: 'Badanie bilansowe Jakuba – termin',
    content: 'Dzień dobry,\nchciałbym umówić syna, Jakuba, na badanie bilansowe. Czy są wolne terminy w grudniu, najlepiej po 15:00?',
    recipients: [{ kind: 'MAILBOX', id: box.Rejestracja }],
    patientId: jakub,
  });
  at(5, 9);
  await fromStaff(staff.pielegniarka, {
    category: 'M',
    title: 'Szczepienie Jakuba przeciw grypie',
    content: 'Dzień dobry,\nw gabinecie zabiegowym są już szczepionki przeciw grypie dla dzieci (donosowe). Zapraszamy Jakuba od poniedziałku do piątku 8:00–15:00, bez zapisów.',
    recipients: [{ kind: 'PATIENT', id: jakub }],
    fromMailboxId: box['Gabinet zabiegowy'],
  });

  at(20, 10);
  const pressure = await fromPatient(janAccount, {
    category: 'M',
    title: 'Pomiary ciśnienia w domu',
    content: 'Dzień dobry,\nod tygodnia mierzę ciśnienie rano i wieczorem: rano około 145/90, wieczorem 135/85. Czy mam to zgłosić lekarzowi?\n\nJan Kowalski',
    recipients: [{ kind: 'MAILBOX', id: box['Gabinet zabiegowy'] }],
  });
  await readByStaff(staff.polozna, pressure, 2);
  at(20, 13);
  const pressureAnswer = await fromStaff(staff.polozna, {
    category: 'M',
    title: replyTitle('Pomiary ciśnienia w domu'),
    content: 'Dzień dobry,\nprzekazałam pomiary lekarzowi rodzinnemu. Proszę mierzyć dalej i przynieść zapiski na najbliższą wizytę.',
    inResponseTo: pressure,
    fromMailboxId: box['Gabinet zabiegowy'],
  });
  await readByAccount(janAccount, pressureAnswer, 20);
  at(2, 17);
  await fromPatient(janAccount, {
    category: 'PRESCRIPTION',
    title: 'Dawkowanie nowego leku',
    content: 'Panie doktorze, czy nowy lek na ciśnienie mam brać razem z dotychczasowym, czy zamiast niego?',
    recipients: [{ kind: 'STAFF', id: staff.lekarz.id }],
  });

  // ------------------------------------------------------------------------------------- among staff

  const internal = async (daysAgo: number, hour: number, from: DemoLogin, to: { staff: DemoLogin } | { mailbox: DemoMailbox }, title: string, content: string, readBy: DemoLogin | null) => {
    at(daysAgo, hour);
    const id = await fromStaff(staff[from], {
      category: 'ADMIN',
      title,
      content,
      recipients: ['staff' in to ? { kind: 'STAFF', id: staff[to.staff].id } : { kind: 'MAILBOX', id: box[to.mailbox] }],
    });
    if (readBy) await readByStaff(staff[readBy], id, 2);
  };
  await internal(45, 8, 'pielegniarka', { staff: 'polozna' }, 'Wizyty patronażowe w grudniu', 'Agnieszko, w grudniu mamy cztery wizyty patronażowe; rozpiska jest w segregatorze w gabinecie zabiegowym.', 'polozna');
  await internal(35, 12, 'lekarz', { staff: 'pielegniarka' }, 'Iniekcje pana Kowalskiego', 'Pani Joanno, pan Jan Kowalski kontynuuje iniekcje przez kolejne 4 tygodnie, dawka bez zmian.', 'pielegniarka');
  await internal(25, 9, 'lekarz', { staff: 'rejestracja' }, 'Piątkowe przyjęcia', 'Pani Magdo, w piątek 14 zaczynam przyjęcia o 10:00 — proszę przesunąć pacjentów z 8:00–10:00.', 'rejestracja');
  await internal(15, 14, 'lekarz', { mailbox: 'Sekretariat medyczny' }, 'Zaświadczenia do podpisu', 'W teczce na biurku sekretariatu są trzy zaświadczenia do wysyłki po podpisie.', 'admin');
  await internal(12, 11, 'lekarz', { staff: 'admin' }, 'Dostęp do wyników z laboratorium', 'Pani Ewo, proszę o dodanie dostępu do portalu laboratorium dla nowej pielęgniarki.', 'admin');
  await internal(6, 13, 'lekarz', { staff: 'polozna' }, 'Konsultacja pacjentki w ciąży', 'Pani Agnieszko, proszę o kontakt z pacjentką z 28. tygodnia ciąży — wyniki OGTT do omówienia.', null);
  await internal(4, 10, 'rejestracja', { staff: 'pielegniarka' }, 'Zmiana grafiku punktu szczepień', 'Od przyszłego tygodnia punkt szczepień jest czynny także w soboty 9:00–12:00.', null);
  await internal(2, 16, 'admin', { mailbox: 'Gabinet zabiegowy' }, 'Dostawa szczepionek', 'W czwartek przyjedzie dostawa szczepionek przeciw grypie; proszę o odbiór i wpis do rejestru.', null);
  await internal(2, 9, 'pielegniarka', { staff: 'rejestracja' }, 'Brak wolnych terminów szczepień', 'Na przyszły tydzień nie ma już wolnych terminów szczepień — proszę zapisywać na kolejny.', null);
  await internal(1, 10, 'pielegniarka', { mailbox: 'Sekretariat medyczny' }, 'Zamówienie druków', 'Kończą się druki skierowań na badania; proszę o zamówienie.', null);
  await internal(1, 12, 'polozna', { staff: 'admin' }, 'Konto dla stażystki', 'Od poniedziałku mamy stażystkę — proszę o założenie jej konta w konsoli.', null);
}
