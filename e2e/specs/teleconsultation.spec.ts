import type { Browser, BrowserContext, Page } from '@playwright/test';
import { expect, test } from '../fixtures';

/*
 * Teleconsultation calls with two browsers (issue 32 "Tests"): Anna in the portal and the doctor `lekarz`
 * in the console, each with Chromium's fake camera and microphone (playwright.config.ts). Each journey
 * proves the media really flow: the other side's video decodes frames and its time advances, on both
 * pages. The wizard's steps, the cases and the start window are component tests; the archive's routes
 * and the room access are API tests.
 *
 * (a) a planned video consultation booked in the wizard with the demo's teleconsultation duty doctor
 *     (`teleporady`, who takes them day and night, so a slot in the start window is free at any hour
 *     the tests run), started from her bookings list and taken from the doctor's day list in the
 *     console: both see each other (the join → remote video time printed; the figure is < 3 s alone, guarded at 6 s in the suite), chat both ways, the
 *     doctor ends it, and Anna finds the chat and the recording in her case's archive;
 * (b) an unplanned chat-only one (asked "Teraz"), which the doctor takes from the console's queue;
 * (c) the same call with relay-only ICE through coturn: `?relay=1` in both apps' addresses makes their
 *     calls use `iceTransportPolicy: 'relay'` (packages/ui/src/call/relay.ts); the global setup starts
 *     coturn unless TURN_URLS names a TURN server.
 */

const DOCTOR = { login: 'lekarz', password: 'Lekarz#Klinika2026' };
/** The teleconsultation duty doctor (README "Demo accounts"): planned GP teleconsultations every day and night. */
const DUTY_DOCTOR = { login: 'teleporady', password: 'Teleporady#2026', name: 'lek. Paweł Adamczyk' };
const UNPLANNED_SERVICE = 'TELEPORADA-TERAZ';
const CLIENT = { 'x-portal-client': '1' };

/**
 * A doctor's console session, signed in once per worker: a member's TOTP code works once, so a second
 * sign-in within the same 30 seconds would wait for the next one.
 */
const doctorStates = new Map<string, Awaited<ReturnType<BrowserContext['storageState']>>>();
async function doctorPage(
  browser: Browser,
  baseURL: string,
  clinicSignIn: (page: Page, login: string, password: string) => Promise<void>,
  doctor: { login: string; password: string } = DOCTOR,
): Promise<Page> {
  const context = await browser.newContext({ baseURL, locale: 'pl-PL', timezoneId: 'Europe/Warsaw', storageState: doctorStates.get(doctor.login) });
  const page = await context.newPage();
  if (!doctorStates.has(doctor.login)) {
    await clinicSignIn(page, doctor.login, doctor.password);
    doctorStates.set(doctor.login, await context.storageState());
  }
  return page;
}

/** "dd-mm-yyyy HH:mm" (as the portal writes a time, Warsaw's) as a sortable "yyyymmddHHMM". */
const sortable = (text: string) => {
  const m = /(\d{2})[.-](\d{2})[.-](\d{4}) (\d{2}):(\d{2})/.exec(text);
  if (!m) throw new Error(`not a date and time: ${text}`);
  return `${m[3]}${m[2]}${m[1]}${m[4]}${m[5]}`;
};
/** Warsaw's wall clock `minutes` from now, as `sortable` gives it. */
function warsawIn(minutes: number): string {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/Warsaw', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' })
      .formatToParts(new Date(Date.now() + minutes * 60_000))
      .map((p) => [p.type, p.value]),
  );
  return `${parts.year}${parts.month}${parts.day}${parts.hour}${parts.minute}`;
}

/**
 * In the wizard's dates step, picks the duty doctor's first free slot starting at least two minutes from
 * now (so it has not begun by the time it is held); today's, else tomorrow's after midnight. Its label.
 */
async function pickDutySlot(page: Page): Promise<string> {
  for (let day = 0; day < 2; day++) {
    if (day > 0) {
      await page.getByRole('combobox', { name: 'Dzień' }).click();
      await page.getByRole('option').nth(1).click();
    }
    const slots = page.getByRole('button', { name: new RegExp(` · ${DUTY_DOCTOR.name.replace('.', '\\.')}$`) });
    await expect(slots.first().or(page.getByText('Brak wolnych terminów w tym dniu.', { exact: false }))).toBeVisible();
    const labels = await slots.evaluateAll((buttons) => buttons.map((b) => b.getAttribute('aria-label') ?? ''));
    const soon = warsawIn(2);
    const label = labels.find((l) => sortable(l) >= soon);
    if (label) {
      await page.getByRole('button', { name: label, exact: true }).click();
      return label;
    }
  }
  throw new Error("no free slot of the duty doctor today or tomorrow");
}

/** RTCPeerConnections of the page, kept where the test can ask them for their statistics. */
async function watchPeerConnections(context: BrowserContext) {
  await context.addInitScript(() => {
    const Native = window.RTCPeerConnection;
    const made: RTCPeerConnection[] = [];
    (window as unknown as { __peers: RTCPeerConnection[] }).__peers = made;
    window.RTCPeerConnection = class extends Native {
      constructor(config?: RTCConfiguration) {
        super(config);
        made.push(this);
      }
    } as typeof RTCPeerConnection;
  });
}

/** The candidate types of the page's connected pair (e.g. `relay`), from the live connection's statistics. */
async function selectedCandidateTypes(page: Page): Promise<{ local: string; remote: string } | null> {
  return page.evaluate(async () => {
    const peers = (window as unknown as { __peers?: RTCPeerConnection[] }).__peers ?? [];
    for (const pc of [...peers].reverse()) {
      if (pc.connectionState !== 'connected') continue;
      const stats = new Map<string, Record<string, unknown>>();
      (await pc.getStats()).forEach((s: Record<string, unknown>) => stats.set(s.id as string, s));
      const all = [...stats.values()];
      const selected = all.find((s) => s.type === 'transport' && s.selectedCandidatePairId)?.selectedCandidatePairId as string | undefined;
      const pair = (selected ? stats.get(selected) : undefined) ?? all.find((s) => s.type === 'candidate-pair' && s.state === 'succeeded' && s.nominated);
      if (!pair) continue;
      return { local: stats.get(pair.localCandidateId as string)?.candidateType as string, remote: stats.get(pair.remoteCandidateId as string)?.candidateType as string };
    }
    return null;
  });
}

/** The remote video of the page plays: frames decoded and its time advancing (read twice, apart). */
async function expectRemoteVideoPlaying(page: Page) {
  const video = page.getByTestId('remote-video');
  const sample = () =>
    video.evaluate((v: HTMLVideoElement) => ({ time: v.currentTime, frames: v.getVideoPlaybackQuality().totalVideoFrames, width: v.videoWidth, paused: v.paused }));
  await expect.poll(async () => (await sample()).frames, { message: 'the remote video decodes frames' }).toBeGreaterThan(0);
  const first = await sample();
  expect(first.width).toBeGreaterThan(0);
  await expect.poll(async () => {
    const now = await sample();
    return now.frames > first.frames && now.time > first.time && !now.paused;
  }, { message: 'the remote video keeps playing (frames and time advance)' }).toBe(true);
}

/** When the first frame of the page's remote video is shown (performance.now() of the page, in epoch ms). */
const firstRemoteFrameAt = (page: Page) =>
  page.getByTestId('remote-video').evaluate(
    (v: HTMLVideoElement) =>
      new Promise<number>((resolve) => {
        if (v.getVideoPlaybackQuality().totalVideoFrames > 0) resolve(Date.now());
        else v.requestVideoFrameCallback(() => resolve(Date.now()));
      }),
  );

/** Anna's account and own record, as the API names them. */
async function annaIds(page: Page) {
  const account = (await (await page.request.get('/api/mpi/accounts/mpi-user')).json()) as { id: number };
  const patient = (await (await page.request.get('/api/mpi/accounts/mpi-user/patients/me')).json()) as { id: number };
  return { accountId: account.id, patientId: patient.id };
}

/** Sends a chat message on a page and waits until the other page shows it. */
async function chat(from: Page, to: Page, text: string) {
  await from.getByLabel('Wiadomość').fill(text);
  await from.getByRole('button', { name: 'Wyślij' }).click();
  await expect(from.getByTestId('chat-log')).toContainText(text);
  await expect(to.getByTestId('chat-log')).toContainText(text);
}

/** An unplanned ("now") consultation of Anna's own, in a new case, asked through the API. */
async function askNow(page: Page, title: string, description?: string) {
  const { accountId, patientId } = await annaIds(page);
  const created = await page.request.post(`/api/amts/consultations/${accountId}/${patientId}`, { headers: CLIENT, data: { medServiceCode: UNPLANNED_SERVICE, adhoc: true, title, description } });
  expect(created.status(), await created.text()).toBe(201);
  const tc = (await created.json()) as { id: number; medicalCaseId: number };
  return { ...tc, patientId, url: `/telehealth?teleconsultationId=${tc.id}&patientId=${patientId}&medicalCaseId=${tc.medicalCaseId}&isUnplanned=true` };
}

/** Anna chooses the type and waits in the waiting room, registered as ready. */
async function chooseTypeAndWait(page: Page, type: RegExp) {
  await page.getByRole('radio', { name: type }).check();
  await page.getByRole('button', { name: 'Dalej' }).click();
  await expect(page).toHaveURL(/\/telehealth\/telewaitingroom\?/);
  await expect(page.getByTestId('readiness')).toContainText('Jesteś zgłoszony jako gotowy');
}

test('a planned video consultation booked in the wizard: both see each other, chat both ways, the doctor ends it, the archive keeps the chat and the recording', async ({ page, browser, baseURL, signIn, clinicSignIn, checkA11y }) => {
  await signIn(page, 'anna');
  const title = `Wysypka na przedramieniu ${Date.now()}`;
  // Booked in the wizard: for herself, the planned GP teleconsultation, the duty doctor's next slot, a new case.
  await page.goto('/newteleconsultation');
  await page.getByRole('radio', { name: /Anna/ }).click();
  await page.getByRole('button', { name: 'Wybierz: Teleporada lekarza POZ' }).click();
  const slot = await pickDutySlot(page);
  await page.getByRole('radio', { name: 'Nowa sprawa medyczna' }).click();
  await page.getByLabel('Tytuł nowej sprawy').fill(title);
  await page.getByRole('button', { name: 'Dalej' }).click();
  await page.getByLabel('Opis problemu').fill('Od wczoraj swędząca wysypka na lewym przedramieniu.');
  await page.getByRole('button', { name: 'Dalej' }).click();
  await expect(page.getByText(title)).toBeVisible();
  await page.getByRole('button', { name: 'Umów telekonsultację' }).click();

  // Her bookings list: the teleconsultation beside her visits, "Rozpocznij" open (it starts within 30 minutes).
  await expect(page).toHaveURL(/\/bookings/);
  // Named by its service and time ("Rozpocznij: Teleporada lekarza POZ, 07-12-2026 07:00–07:10"): the demo's own
  // upcoming one with the duty doctor may end at the minute this one starts.
  const startsAt = slot.split(' · ')[0]!;
  const start = page.getByRole('link', { name: new RegExp(`^Rozpocznij: Teleporada lekarza POZ, ${startsAt}–`) });
  const id = Number(new URL((await start.getAttribute('href'))!, 'http://x').searchParams.get('teleconsultationId'));
  await start.click();
  await expect(page).toHaveURL(/\/telehealth\/teleconsultationtype\?/);
  await chooseTypeAndWait(page, /Rozmowa wideo/);

  // The duty doctor finds it in his day list and opens it.
  const doctor = await doctorPage(browser, baseURL!, clinicSignIn, DUTY_DOCTOR);
  // The day list of the slot's day (after midnight the next one's).
  const [dd, mm, yyyy] = startsAt.split(' ')[0]!.split(/[.-]/);
  await doctor.goto(`/clinic/teleconsultations?date=${yyyy}-${mm}-${dd}`);
  await doctor.getByRole('link', { name: new RegExp(`^Otwórz teleporadę: Anna Kowalska, ${startsAt.split(' ')[1]!}$`) }).click();
  await expect(doctor).toHaveURL(new RegExp(`/clinic/teleconsultations/${id}$`));
  await expect(doctor.getByTestId('case-note').filter({ hasText: 'Od wczoraj swędząca wysypka na lewym przedramieniu.' })).toBeVisible();
  const joinedAt = Date.now();
  await doctor.getByRole('button', { name: 'Dołącz do rozmowy' }).click();

  // Both pages show the other's camera, frames decoded and time advancing.
  await expect(page).toHaveURL(/\/telehealth\/teleconsultation\?/);
  const [doctorSees, annaSees] = await Promise.all([firstRemoteFrameAt(doctor), firstRemoteFrameAt(page)]);
  const joinToVideoMs = Math.max(doctorSees, annaSees) - joinedAt;
  test.info().annotations.push({ type: 'join → remote video (ms)', description: String(joinToVideoMs) });
  console.log(`teleconsultation: join → remote video playing on both sides in ${joinToVideoMs} ms`);
  // The figure is < 3 s on a quiet loopback (this journey alone: 1.9 s on the CI machine). Inside
  // the suite, two workers and their browsers share two cores (2.9 s seen there): it guards at twice the figure.
  expect(joinToVideoMs, 'from "join" to the remote video playing on loopback').toBeLessThan(6_000);
  await expectRemoteVideoPlaying(page);
  await expectRemoteVideoPlaying(doctor);
  await expect(doctor.getByTestId('recording-indicator')).toBeVisible();

  // The chat, both ways.
  await chat(page, doctor, 'Dzień dobry, od wczoraj mam wysypkę.');
  await chat(doctor, page, 'Dzień dobry, proszę pokazać ją do kamery.');
  await checkA11y(page);

  // The doctor ends it for both.
  await doctor.getByRole('button', { name: 'Zakończ', exact: true }).first().click();
  await doctor.getByRole('dialog').getByRole('button', { name: 'Zakończ teleporadę' }).click();
  await expect(page.getByTestId('call-state')).toHaveText('Lekarz zakończył konsultację.');
  await doctor.context().close();

  // Her case keeps the consultation's archive: the chat record and the recording, played in the page.
  await page.getByRole('link', { name: 'Przejdź do sprawy medycznej' }).click();
  await page.getByRole('button', { name: /^Czat konsultacji / }).click();
  const record = page.getByRole('dialog');
  await expect(record).toContainText('Dzień dobry, od wczoraj mam wysypkę.');
  await expect(record).toContainText('Dzień dobry, proszę pokazać ją do kamery.');
  await record.getByRole('button', { name: 'Zamknij' }).click();
  await page.getByRole('button', { name: /^Nagranie konsultacji / }).click();
  const audio = page.locator('audio[src*="streams-record"]');
  await expect.poll(() => audio.evaluate((a: HTMLAudioElement) => a.readyState), { message: 'the recording loads in the page' }).toBeGreaterThanOrEqual(1);
});

test('an unplanned chat-only consultation taken from the console queue', async ({ page, browser, baseURL, signIn, clinicSignIn, checkA11y }) => {
  await signIn(page, 'anna');
  const title = `Pytanie o wyniki ${Date.now()}`;
  // Asked in the wizard: for herself, "Teraz" with a consultant available, in a new case, a description.
  await page.goto('/newteleconsultation');
  await page.getByRole('radio', { name: /Anna/ }).click();
  await expect(page.getByText('Konsultant dostępny')).toBeVisible();
  await page.getByRole('button', { name: 'Poproś teraz: Teleporada teraz' }).click();
  await page.getByRole('radio', { name: 'Nowa sprawa medyczna' }).click();
  await page.getByLabel('Tytuł nowej sprawy').fill(title);
  await page.getByRole('button', { name: 'Dalej' }).click();
  await page.getByLabel('Opis problemu').fill('Proszę o omówienie wyników morfologii z zeszłego tygodnia.');
  await page.getByRole('button', { name: 'Dalej' }).click();
  await expect(page.getByText(title)).toBeVisible();
  await page.getByRole('button', { name: 'Umów telekonsultację' }).click();
  await expect(page).toHaveURL(/\/telehealth\/teleconsultationtype\?.*teleconsultationId=\d+/);
  const tc = { id: Number(new URL(page.url()).searchParams.get('teleconsultationId')) };
  await chooseTypeAndWait(page, /Czat/);
  // The waiting room and the call are reached only from a live consultation: checked here, not in the sweep.
  await checkA11y(page);

  const doctor = await doctorPage(browser, baseURL!, clinicSignIn);
  await doctor.goto('/clinic/teleconsultations');
  const entry = doctor.getByTestId('queue-entry').filter({ hasText: title });
  await expect(entry).toContainText('czat');
  await entry.getByRole('button', { name: /^Przyjmij teleporadę: / }).click();
  await expect(doctor).toHaveURL(new RegExp(`/clinic/teleconsultations/${tc.id}$`));
  await doctor.getByRole('button', { name: 'Dołącz do rozmowy' }).click();

  // Chat only: no pictures, no devices; the chat both ways.
  await expect(page).toHaveURL(/\/telehealth\/teleconsultation\?/);
  await expect(page.getByTestId('call-view')).toHaveAttribute('data-state', 'connected');
  await expect(page.getByTestId('remote-video')).toHaveCount(0);
  await chat(page, doctor, 'Czy wyniki krwi są już gotowe?');
  await chat(doctor, page, 'Tak, są w porządku.');
  await checkA11y(page);

  // She leaves; the doctor sees her go.
  await page.getByRole('button', { name: 'Zakończ rozmowę' }).click();
  await expect(page).toHaveURL(/\/medicalcase\?/);
  await expect(doctor.getByTestId('call-state')).toHaveText('Czekamy na drugą osobę. Rozmowa zacznie się, gdy dołączy.');
  await doctor.context().close();
});

test('relay only: the same video call carried through coturn', async ({ page, browser, baseURL, signIn, clinicSignIn }) => {
  await watchPeerConnections(page.context());
  await signIn(page, 'anna');
  const tc = await askNow(page, 'Sprawdzenie połączenia przez przekaźnik');
  await page.goto(`${tc.url}&relay=1`);
  await chooseTypeAndWait(page, /Rozmowa wideo/);

  const doctor = await doctorPage(browser, baseURL!, clinicSignIn);
  await watchPeerConnections(doctor.context());
  await doctor.goto(`/clinic/teleconsultations/${tc.id}?relay=1`);
  await doctor.getByRole('button', { name: 'Przyjmij' }).click();
  await doctor.getByRole('button', { name: 'Dołącz do rozmowy' }).click();

  await expect(page).toHaveURL(/\/telehealth\/teleconsultation\?.*relay=1/);
  await expectRemoteVideoPlaying(page);
  await expectRemoteVideoPlaying(doctor);
  // Both ends' chosen pair is relayed: the media went through TURN.
  await expect.poll(() => selectedCandidateTypes(page)).toEqual({ local: 'relay', remote: 'relay' });
  await expect.poll(() => selectedCandidateTypes(doctor)).toEqual({ local: 'relay', remote: 'relay' });

  await doctor.getByRole('button', { name: 'Zakończ rozmowę' }).click();
  await expect(page.getByTestId('call-state')).toHaveText('Lekarz zakończył konsultację.');
  await doctor.context().close();
});
