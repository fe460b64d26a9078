import { createCanvas, loadImage } from '@napi-rs/canvas';
import { and, desc, eq, inArray, isNotNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts, files, outbox, patientLinks, patients, registrationChallenges, settings } from '../../db/schema/index';
import { createTestApp, type TestApp } from '../../test/helper';
import { multipart, samples, type TestFile } from '../../test/multipart';
import { captchaImage } from './captcha-image';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ TEST_CAPTCHA_ANSWER: 47_219, REGISTRATION_RATE_LIMIT_PER_MINUTE: 10_000 });
});
afterAll(() => t.close());

const ANSWER = '47219';
const WEIGHTS = [1, 3, 7, 9, 1, 3, 7, 9, 1, 3];

/** A valid PESEL for a birth date (YYYY-MM-DD), a serial (0–999) and a sex. */
function pesel(birthDate: string, serial: number, gender: 'MALE' | 'FEMALE'): string {
  const [y, m, d] = birthDate.split('-').map(Number);
  const month = m + (y >= 2000 ? 20 : 0);
  const sexDigit = (serial % 5) * 2 + (gender === 'MALE' ? 1 : 0);
  const ten = `${String(y % 100).padStart(2, '0')}${String(month).padStart(2, '0')}${String(d).padStart(2, '0')}${String(serial).padStart(3, '0')}${sexDigit}`;
  const sum = [...ten].reduce((acc, c, i) => acc + Number(c) * WEIGHTS[i], 0);
  return `${ten}${(10 - (sum % 10)) % 10}`;
}

let seq = 0;
/** Each registration from an address of its own, so the per-address send limits never interfere. */
const nextIp = () => `10.20.${Math.floor(++seq / 250)}.${(seq % 250) + 1}`;

interface Person {
  name: string;
  lastName: string;
  birthDate: string;
  gender: 'MALE' | 'FEMALE';
  pesel: string;
  email: string;
  phone: string;
}

let personSeq = 0;
function person(birthDate = '1990-05-17', gender: 'MALE' | 'FEMALE' = 'FEMALE'): Person {
  personSeq++;
  return {
    name: 'Maria',
    lastName: 'Wójcik',
    birthDate,
    gender,
    pesel: pesel(birthDate, 100 + personSeq, gender),
    email: `maria.${personSeq}@example.com`,
    phone: `+48 501 ${String(100 + personSeq).padStart(3, '0')} 200`,
  };
}

/** A registration body as the tests change it: the fields they touch are typed loosely on purpose. */
interface Body {
  account: {
    contactData: Record<string, unknown>;
    credentials: { username: string | null; password: string };
    name: string;
    lastName: string;
    middleName: string | null;
    settings: { marketingMessagesConsent: boolean };
  };
  patient: {
    name: string;
    lastName: string;
    middleName: string | null;
    birthDate: string;
    gender: string;
    identity: Record<string, unknown>;
    address: Record<string, unknown>;
    attachments: unknown[];
    foreigner: boolean;
  };
  [key: string]: unknown;
}

function body(p: Person, over: Record<string, unknown> = {}): Body {
  return {
    account: {
      contactData: { email: p.email, phoneNumber: p.phone, preferredCommunicationChannel: 'SMS' },
      credentials: { username: '', password: 'Zielony-Parasol#2026' },
      name: p.name,
      lastName: p.lastName,
      middleName: null,
      settings: { marketingMessagesConsent: true },
    },
    patient: {
      name: p.name,
      lastName: p.lastName,
      middleName: null,
      birthDate: p.birthDate,
      gender: p.gender,
      identity: { nationalIdentificationNumber: p.pesel, documentNumber: null, countryCode: 'PL' },
      address: { countryCode: 'PL', city: 'Kraków', street: 'ul. Wiślna', houseNumber: '5', postalCode: '31-007' },
      attachments: [],
      foreigner: false,
    },
    patientRole: null,
    redirectContext: { medicalServiceCode: '12', organizationalUnitId: '3' },
    registerConsentsAccepted: true,
    ...over,
  };
}

const imageBytes = (dataUri: string) => Buffer.from(dataUri.slice(dataUri.indexOf(',') + 1), 'base64');

/** The four-letter types of a RIFF file's chunks. */
function webpChunks(bytes: Buffer): string[] {
  const chunks: string[] = [];
  for (let at = 12; at + 8 <= bytes.length; at += 8 + bytes.readUInt32LE(at + 4) + (bytes.readUInt32LE(at + 4) % 2)) {
    chunks.push(bytes.subarray(at, at + 4).toString('latin1'));
  }
  return chunks;
}

/** The image's grey levels at a quarter of its size: the shapes, without the grain. */
async function greyThumbnail(bytes: Buffer): Promise<number[]> {
  const image = await loadImage(bytes);
  const canvas = createCanvas(image.width / 4, image.height / 4);
  const ctx = canvas.getContext('2d');
  ctx.drawImage(image, 0, 0, canvas.width, canvas.height);
  const { data } = ctx.getImageData(0, 0, canvas.width, canvas.height);
  const grey: number[] = [];
  for (let i = 0; i < data.length; i += 4) grey.push((data[i] + data[i + 1] + data[i + 2]) / 3);
  return grey;
}

const getChallenge = (ip = '10.9.9.9') => t.request({ method: 'GET', url: '/api/mpi/accounts/registration/challenge', remoteAddress: ip });

async function challengeToken(ip?: string): Promise<string> {
  const res = await getChallenge(ip);
  expect(res.statusCode).toBe(200);
  return res.json().challengeToken;
}

/** Uploads the registration's document scans bound to a challenge token; answers the file ids. */
async function uploadFiles(token: string, list: TestFile[]): Promise<Array<{ fileId: number }>> {
  const { payload, headers } = multipart(list);
  const res = await t.request({
    method: 'POST',
    url: '/api/mpi/accounts/registration/attachments',
    payload,
    headers: { ...headers, 'x-registration-challenge': token },
    remoteAddress: nextIp(),
  });
  expect(res.statusCode).toBe(200);
  return res.json().files.map((f: { id: number }) => ({ fileId: f.id }));
}

/**
 * Fetches a challenge, uploads `files` with its token (they become `patient.attachments`), lets the 5
 * seconds pass (unless told otherwise) and sends the registration.
 */
async function register(
  payload: Record<string, unknown>,
  opts: { waitMs?: number; answer?: string | null; token?: string; files?: TestFile[] } = {},
) {
  const ip = nextIp();
  const token = opts.token ?? (await challengeToken(ip));
  let body = payload;
  if (opts.files) {
    const attachments = await uploadFiles(token, opts.files);
    body = { ...payload, patient: { ...(payload.patient as object), attachments } };
  }
  t.clock.advance(opts.waitMs ?? 6_000);
  return t.request({
    method: 'POST',
    url: '/api/mpi/accounts',
    payload: { ...body, challengeToken: token, captchaAnswer: opts.answer === undefined ? ANSWER : opts.answer },
    remoteAddress: ip,
  });
}

const filesOf = (patientId: number) => t.deps.db.select().from(files).where(eq(files.patientId, patientId));

async function setRegistrationSettings(value: Record<string, unknown>) {
  const [row] = await t.deps.db.select().from(settings).where(eq(settings.key, 'registration'));
  const before = row.value as Record<string, unknown>;
  await t.deps.db.update(settings).set({ value: { ...before, ...value } }).where(eq(settings.key, 'registration'));
  return () => t.deps.db.update(settings).set({ value: before }).where(eq(settings.key, 'registration'));
}

async function lastMessageTo(recipient: string) {
  const [row] = await t.deps.db.select().from(outbox).where(eq(outbox.recipient, recipient)).orderBy(desc(outbox.id)).limit(1);
  return row;
}

const accountByUsername = async (username: string) =>
  (await t.deps.db.select().from(accounts).where(eq(accounts.username, username)))[0];

describe('anti-bot challenge', () => {
  it('gives a raster image and a token; only the token hash and the sum are stored', async () => {
    const res = await getChallenge();
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const { challengeToken: token, captchaImage } = res.json();
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(captchaImage).toMatch(/^data:image\/webp;base64,[A-Za-z0-9+/]+=*$/);
    const bytes = imageBytes(captchaImage);
    // A WebP file: RIFF header, then only image chunks — no SVG, no text, no metadata naming a digit.
    expect(bytes.subarray(0, 4).toString('latin1')).toBe('RIFF');
    expect(bytes.subarray(8, 12).toString('latin1')).toBe('WEBP');
    expect(webpChunks(bytes).every((c) => ['VP8 ', 'VP8L', 'VP8X', 'ALPH'].includes(c))).toBe(true);
    expect(bytes.toString('latin1')).not.toMatch(/<svg|<path|<text|<\?xml/i);
    // It decodes to pixels of the size the form shows it at (drawn at twice that for sharp screens).
    const image = await loadImage(bytes);
    expect([image.width, image.height]).toEqual([640, 160]);
    const rows = await t.deps.db.select().from(registrationChallenges).orderBy(desc(registrationChallenges.id)).limit(1);
    expect(rows[0].tokenHash).not.toBe(token);
    expect(rows[0].answer).toBe(47_219);
  });

  it('no two images are alike, even for the same equation', async () => {
    const a = (await getChallenge()).json().captchaImage;
    const b = (await getChallenge()).json().captchaImage;
    expect(a).not.toBe(b);
    const same = await Promise.all([captchaImage([47_213, 6]), captchaImage([47_213, 6])]);
    expect(same[0]).not.toBe(same[1]);
    // Not only the grain: the glyphs themselves are drawn differently (compared at a quarter size).
    const [p, q] = await Promise.all(same.map(async (uri) => greyThumbnail(imageBytes(uri))));
    const differing = p.filter((v, i) => Math.abs(v - q[i]) > 64).length;
    expect(differing / p.length).toBeGreaterThan(0.1);
  });

  it('without TEST_CAPTCHA_ANSWER the equation is random: a five-digit number plus a digit 1–9', async () => {
    const other = await createTestApp();
    try {
      const answers = new Set<number>();
      for (let i = 0; i < 12; i++) {
        const res = await other.request({ method: 'GET', url: '/api/mpi/accounts/registration/challenge' });
        expect(res.statusCode).toBe(200);
      }
      for (const row of await other.deps.db.select().from(registrationChallenges)) answers.add(row.answer);
      expect([...answers].every((a) => a >= 10_001 && a <= 100_008)).toBe(true);
      expect(answers.size).toBeGreaterThan(10);
    } finally {
      await other.close();
    }
  });

  it('a missing answer is CAPTCHA_REQUIRED, and the challenge is used up', async () => {
    const token = await challengeToken();
    const res = await register(body(person()), { answer: '', token });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ errorCode: 'CAPTCHA_REQUIRED', message: 'Należy wprowadzić rozwiązanie równania z obrazka' });
    const again = await register(body(person()), { token });
    expect(again.json().errorCode).toBe('CAPTCHA_INVALID');
  });

  it('no token at all is CAPTCHA_REQUIRED', async () => {
    const res = await t.request({ method: 'POST', url: '/api/mpi/accounts', payload: { ...body(person()), captchaAnswer: ANSWER } });
    expect(res.statusCode).toBe(400);
    expect(res.json().errorCode).toBe('CAPTCHA_REQUIRED');
  });

  it('a wrong answer is CAPTCHA_INVALID and a right answer on the same token is refused too', async () => {
    const token = await challengeToken();
    const wrong = await register(body(person()), { answer: '47218', token });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({ errorCode: 'CAPTCHA_INVALID', message: 'Wprowadzono niepoprawny wynik równania z obrazka' });
    const reused = await register(body(person()), { token });
    expect(reused.statusCode).toBe(400);
    expect(reused.json().errorCode).toBe('CAPTCHA_INVALID');
  });

  it('an unknown token and a token used by a successful registration are CAPTCHA_INVALID', async () => {
    expect((await register(body(person()), { token: 'nie-ma-takiego-tokenu' })).json().errorCode).toBe('CAPTCHA_INVALID');
    const token = await challengeToken();
    expect((await register(body(person()), { token })).json().result).toBe('REGISTERED');
    const reused = await register(body(person()), { token });
    expect(reused.statusCode).toBe(400);
    expect(reused.json().errorCode).toBe('CAPTCHA_INVALID');
  });

  it('a submit 2 seconds after the form opened is BOT_SUSPECTED, and nothing is created', async () => {
    const p = person();
    const res = await register(body(p), { waitMs: 2_000 });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      errorCode: 'BOT_SUSPECTED',
      message:
        'Szybkość wprowadzenia danych sugeruje, że zostały wprowadzone przez automat (bot). Proces rejestracji użytkownika nie może być kontynuowany.',
    });
    expect(await accountByUsername(p.email)).toBeUndefined();
  });

  it('a challenge is good for 10 minutes: later it is CAPTCHA_INVALID', async () => {
    const late = await register(body(person()), { waitMs: 10 * 60_000 + 1_000 });
    expect(late.statusCode).toBe(400);
    expect(late.json()).toEqual({ errorCode: 'CAPTCHA_INVALID', message: 'Wprowadzono niepoprawny wynik równania z obrazka' });
    const inTime = await register(body(person()), { waitMs: 10 * 60_000 - 1_000 });
    expect(inTime.json().result).toBe('REGISTERED');
  });
});

describe('registration for me', () => {
  it('REGISTERED: an unconfirmed account and a new patient, a confirmation link and an SMS code', async () => {
    const p = person('1992-11-03', 'MALE');
    p.name = 'Łukasz';
    p.lastName = "O'Neil-Żak";
    const res = await register(body(p));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      result: 'REGISTERED',
      username: p.email,
      phoneNumber: `+${p.phone.replace(/\D/g, '')}`,
      isEmailAddress: true,
      preferredCommunicationChannel: 'SMS',
      smsCodeSent: true,
      linkPending: false,
    });
    const account = await accountByUsername(p.email);
    expect(account).toMatchObject({ type: 'UNAUTHORIZED', status: 'ACTIVE', emailConfirmed: false, phoneConfirmed: false, marketingConsent: true, language: 'pl' });
    expect(account.passwordHash).toMatch(/^\$argon2id\$/);
    const [record] = await t.deps.db.select().from(patients).where(eq(patients.accountId, account.id));
    expect(record).toMatchObject({
      name: 'Łukasz',
      lastName: "O'Neil-Żak",
      nationalId: p.pesel,
      birthDate: '1992-11-03',
      gender: 'MALE',
      countryCode: 'PL',
      city: 'Kraków',
      identityStatus: 'VERIFIED',
      authorized: false,
    });

    const mail = await lastMessageTo(p.email);
    expect(mail.subject).toBe('Potwierdź adres e-mail w Portalu Pacjenta');
    expect(mail.html).toContain('<html lang="pl">');
    const link = mail.body.match(/http\S+\/confirm\?token=([A-Za-z0-9_-]+)\S*/);
    expect(link?.[0]).toContain('&service=12&orgUnit=3');
    const sms = await lastMessageTo(account.phoneNumber!);
    const code = sms.body.match(/\b(\d{6})\b/)![1];

    // Until a link or a code confirms the account, sign-in asks for the e-mail confirmation.
    const signIn = () => t.request({ method: 'POST', url: '/api/mpi/accounts/login', payload: { username: p.email, password: 'Zielony-Parasol#2026' } });
    expect((await signIn()).json()).toMatchObject({ errorCode: 'MUST_CONFIRM_EMAIL' });
    // The summary's code confirms the phone (a wrong one is refused); then the person signs in.
    const confirmPhone = (confirmationCode: string) =>
      t.request({ method: 'PUT', url: '/api/mpi/accounts/confirmations/phone-no', payload: { phoneNumber: account.phoneNumber, confirmationCode } });
    expect((await confirmPhone(code === '000000' ? '111111' : '000000')).statusCode).toBe(400);
    expect((await confirmPhone(code)).statusCode).toBe(200);
    const signedIn = await signIn();
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.json()).toMatchObject({ username: p.email, type: 'UNAUTHORIZED', phoneConfirmed: true });
    // The e-mail link confirms the address and answers the context it was sent with.
    const emailConfirmed = await t.request({ method: 'PUT', url: `/api/mpi/accounts/confirmations/e-mail/${link![1]}` });
    expect(emailConfirmed.statusCode).toBe(200);
    expect(emailConfirmed.json()).toMatchObject({ context: { medicalServiceCode: '12', organizationalUnitId: '3' } });
    expect((await accountByUsername(p.email)).emailConfirmed).toBe(true);
  });

  it('ALREADY_EXIST: a PESEL whose patient has a live account creates and sends nothing', async () => {
    const p = person('1985-03-15', 'FEMALE');
    p.pesel = '85031502464'; // Anna Kowalska's
    const before = await t.deps.db.select().from(accounts);
    const res = await register(body(p));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      result: 'ALREADY_EXIST',
      username: null,
      phoneNumber: null,
      isEmailAddress: false,
      preferredCommunicationChannel: 'SMS',
      smsCodeSent: false,
      linkPending: false,
    });
    expect(await t.deps.db.select().from(accounts)).toHaveLength(before.length);
    expect(await lastMessageTo(p.email)).toBeUndefined();
  });

  it('REQUESTED onto a patient record the clinic keeps without an account: out of reach until the identity is confirmed', async () => {
    const p = person('1970-01-20', 'MALE');
    const record = await t.make.patient({ name: 'Jerzy', lastName: 'Wójcik', birthDate: p.birthDate, gender: 'MALE', nationalId: p.pesel, countryCode: 'PL', authorized: true });
    const res = await register(body(p));
    expect(res.json().result).toBe('REQUESTED');
    const account = await accountByUsername(p.email);
    const [after] = await t.deps.db.select().from(patients).where(eq(patients.id, record.id));
    expect(after).toMatchObject({ accountId: account.id, identityStatus: 'REQUESTED' });
    expect(await t.deps.db.select().from(patients).where(eq(patients.nationalId, p.pesel))).toHaveLength(1);

    // Knowing a PESEL opens nothing: the clinic's record and its allergies stay out of reach.
    await t.deps.db.update(accounts).set({ emailConfirmed: true }).where(eq(accounts.id, account.id));
    const cookie = await t.signIn({ username: p.email, password: body(p).account.credentials.password });
    expect((await t.request({ method: 'GET', url: '/api/mpi/accounts/mpi-user/patients/me', cookie })).statusCode).toBe(404);
    expect((await t.request({ method: 'GET', url: `/api/mpi/allergies/all/${record.id}`, cookie })).statusCode).toBe(404);

    // Once confirmed, the record is the account's own.
    await t.deps.db.update(patients).set({ identityStatus: 'VERIFIED' }).where(eq(patients.id, record.id));
    const cookie2 = await t.signIn({ username: p.email, password: body(p).account.credentials.password });
    expect((await t.request({ method: 'GET', url: `/api/mpi/allergies/all/${record.id}`, cookie: cookie2 })).statusCode).toBe(200);
  });

  it('REVERTED: a deleted account owning the PESEL comes back with the new credentials', async () => {
    const p = person('1964-07-09', 'FEMALE');
    const old = await t.make.account({ username: 'stare.konto', name: 'Maria', lastName: 'Wójcik', status: 'DELETED', email: 'stary@example.com', emailConfirmed: false });
    await t.make.patient({ accountId: old.id, name: 'Maria', lastName: 'Wójcik', birthDate: p.birthDate, gender: 'FEMALE', nationalId: p.pesel });
    const res = await register(body(p));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ result: 'REVERTED', username: p.email, isEmailAddress: true, smsCodeSent: true });
    const [restored] = await t.deps.db.select().from(accounts).where(eq(accounts.id, old.id));
    expect(restored).toMatchObject({ status: 'ACTIVE', type: 'UNAUTHORIZED', username: p.email, email: p.email, emailConfirmed: false });
    expect(restored.passwordHash).toMatch(/^\$argon2id\$/);
    const [record] = await t.deps.db.select().from(patients).where(eq(patients.nationalId, p.pesel));
    expect(record).toMatchObject({ accountId: old.id, identityStatus: 'REQUESTED' });
  });

  it('REQUESTED: a foreigner with a document scan; the national ID is cleared, the file stored', async () => {
    const p = person('1988-02-29', 'FEMALE');
    const payload = body(p);
    payload.patient = {
      ...payload.patient,
      identity: { nationalIdentificationNumber: '12345678901', documentNumber: 'fp 1234567', countryCode: 'ua' },
      address: { countryCode: 'UA', city: 'Lwów', street: null, houseNumber: '1', postalCode: '79000' },
      foreigner: true,
    };
    const res = await register(payload, { files: [{ name: 'paszport.pdf', content: samples.pdf, type: 'application/pdf' }] });
    expect(res.statusCode).toBe(200);
    expect(res.json().result).toBe('REQUESTED');
    const account = await accountByUsername(p.email);
    const [record] = await t.deps.db.select().from(patients).where(eq(patients.accountId, account.id));
    expect(record).toMatchObject({ nationalId: null, documentNumber: 'FP 1234567', countryCode: 'UA', identityStatus: 'REQUESTED', addressCountryCode: 'UA' });
    const stored = await filesOf(record.id);
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({ originalName: 'paszport.pdf', mimeType: 'application/pdf', size: samples.pdf.length, pendingUntil: null, pendingBinding: null });
    const content = await t.deps.storage.open(stored[0].sha256);
    expect(content?.size).toBe(samples.pdf.length);
    content?.stream.destroy();

    // The same document and country again: the identity has an account already.
    const again = await register({ ...payload, account: { ...payload.account, contactData: { ...payload.account.contactData, email: 'inny@example.com' } } });
    expect(again.json().result).toBe('ALREADY_EXIST');
  });

  it('ACCOUNT_EXISTS when the e-mail (the login in E_MAIL mode) belongs to another account', async () => {
    const p = person();
    p.email = 'Anna.Kowalska@example.com';
    const res = await register(body(p));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      errorCode: 'ACCOUNT_EXISTS',
      message: 'Konto z podanymi danymi prawdopodobnie już istnieje. Zaloguj się lub skorzystaj z odzyskiwania hasła.',
    });
  });

  it('PASSWORD_VULNERABLE_ERROR for a password from the breached list', async () => {
    const p = person();
    const payload = body(p);
    payload.account.credentials.password = 'qwertyuiop123';
    const res = await register(payload);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ errorCode: 'PASSWORD_VULNERABLE_ERROR', message: 'Wymagana zmiana hasła, ponieważ jest podatne na ataki' });
  });

  it('a password shorter than 12 characters is a validation error', async () => {
    const payload = body(person());
    payload.account.credentials.password = 'Krotkie#1';
    const res = await register(payload);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ errorCode: 'VALIDATION_ERROR', message: 'Hasło musi mieć co najmniej 12 znaków' });
  });
});

describe('registration data rules (400 with Polish messages)', () => {
  const fieldErrors = async (payload: Record<string, unknown>) => {
    const res = await register(payload);
    expect(res.statusCode).toBe(400);
    const json = res.json();
    expect(json.errorCode).toBe('VALIDATION_ERROR');
    return json.errors as Array<{ path: string; message: string }>;
  };

  it('a PESEL whose birth date or sex disagrees with the form', async () => {
    const p = person('1990-05-17', 'FEMALE');
    const payload = body(p);
    payload.patient = { ...payload.patient, birthDate: '1990-05-18', gender: 'MALE' };
    expect(await fieldErrors(payload)).toEqual([
      { path: 'patient.birthDate', message: 'Data urodzenia nie zgadza się z numerem PESEL' },
      { path: 'patient.gender', message: 'Płeć nie zgadza się z numerem PESEL' },
    ]);
  });

  it('a PESEL with a wrong check digit', async () => {
    const p = person();
    const payload = body(p);
    payload.patient.identity = { ...payload.patient.identity, nationalIdentificationNumber: `${p.pesel.slice(0, 10)}${(Number(p.pesel[10]) + 1) % 10}` };
    expect(await fieldErrors(payload)).toEqual([{ path: 'patient.identity.nationalIdentificationNumber', message: 'Niepoprawny numer PESEL' }]);
  });

  it('a Polish premium number and a too short phone', async () => {
    const p = person();
    p.phone = '+48 701 234 567';
    expect(await fieldErrors(body(p))).toEqual([
      { path: 'account.contactData.phoneNumber', message: 'Numery o podwyższonej opłacie (premium) są niedozwolone' },
    ]);
    p.phone = '48 60';
    expect(await fieldErrors(body(p))).toEqual([{ path: 'account.contactData.phoneNumber', message: 'Numer telefonu jest za krótki' }]);
  });

  it('names with digits, a leading or a trailing hyphen', async () => {
    const p = person();
    const payload = body(p);
    payload.account = { ...payload.account, name: 'Maria2', lastName: '-Wójcik' };
    payload.patient = { ...payload.patient, lastName: 'Wójcik-' };
    expect(await fieldErrors(payload)).toEqual([
      { path: 'account.name', message: 'Dozwolone są tylko litery, apostrof, przecinek, łącznik i spacja' },
      { path: 'account.lastName', message: 'Nie może zaczynać się od łącznika' },
      { path: 'patient.lastName', message: 'Nie może kończyć się łącznikiem' },
    ]);
  });

  it('a person younger than userMinAge (16) may not register for herself', async () => {
    const p = person('2015-06-01', 'FEMALE');
    const errors = await fieldErrors(body(p));
    expect(errors).toHaveLength(1);
    expect(errors[0].path).toBe('patient.birthDate');
    expect(errors[0].message).toMatch(/^Konto może założyć osoba urodzona najpóźniej \d{2}-\d{2}-\d{4} \(najniższy wiek: 16\)$/);
  });

  it('a missing attachment when attachments are required', async () => {
    const restore = await setRegistrationSettings({ attachmentsRequired: true });
    try {
      expect(await fieldErrors(body(person()))).toEqual([{ path: 'patient.attachments', message: 'Wymagane jest dodanie załącznika' }]);
    } finally {
      await restore();
    }
  });

  it('files uploaded with another challenge token, or ids of no upload, are refused; nothing is claimed', async () => {
    const someoneElses = await uploadFiles(await challengeToken(), [{ name: 'cudzy.pdf', content: samples.pdf }]);
    const payload = body(person());
    payload.patient.attachments = [...someoneElses, { fileId: 999_999 }];
    expect(await fieldErrors(payload)).toEqual([
      { path: 'patient.attachments', message: 'Przesłane załączniki wygasły albo nie zostały przesłane. Dodaj je ponownie i wyślij formularz.' },
    ]);
    const [file] = await t.deps.db.select().from(files).where(eq(files.id, someoneElses[0].fileId));
    expect(file).toMatchObject({ patientId: null, pendingBinding: expect.any(String) });
  });

  it('more files than the settings allow, sent in several uploads, are counted at registration', async () => {
    const token = await challengeToken();
    const six = Array.from({ length: 6 }, (_, i) => ({ name: `s${i}.png`, content: Buffer.concat([samples.png, Buffer.from([i])]) }));
    const attachments = [...(await uploadFiles(token, six.slice(0, 3))), ...(await uploadFiles(token, six.slice(3)))];
    const payload = body(person());
    payload.patient.attachments = attachments;
    const res = await register(payload, { token });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual([{ path: 'patient.attachments', message: 'Za dużo plików (najwyżej 5)' }]);
    // The challenge is used up, so its files can never be claimed: they are gone at once.
    expect(await t.deps.db.select().from(files).where(inArray(files.id, attachments.map((a) => a.fileId)))).toHaveLength(0);
  });

  it('a foreigner without a document number or with a country not offered', async () => {
    const payload = body(person());
    payload.patient = { ...payload.patient, foreigner: true, identity: { nationalIdentificationNumber: null, documentNumber: null, countryCode: 'PL' } };
    expect(await fieldErrors(payload)).toEqual([
      { path: 'patient.identity.documentNumber', message: 'Podaj numer dokumentu tożsamości' },
      { path: 'patient.identity.countryCode', message: 'Wybierz kraj z listy' },
    ]);
  });

  it('a country code outside ISO 3166-1, of the document or of the address, is 400; every country of the list is taken, listed in the settings or not', async () => {
    const p = person('1979-08-02', 'MALE');
    const payload = body(p);
    const foreigner = (documentCountry: string, addressCountry: string) => ({
      ...payload.patient,
      identity: { nationalIdentificationNumber: null, documentNumber: `VN${personSeq}77`, countryCode: documentCountry },
      address: { countryCode: addressCountry, city: 'Hanoi', street: null, houseNumber: '1', postalCode: null },
      foreigner: true,
    });
    expect(await fieldErrors({ ...payload, patient: foreigner('ZZ', 'VN') })).toEqual([{ path: 'patient.identity.countryCode', message: 'Wybierz kraj z listy' }]);
    expect(await fieldErrors({ ...payload, patient: foreigner('VN', 'XX') })).toEqual([{ path: 'patient.address.countryCode', message: 'Wybierz kraj z listy' }]);
    // Vietnam is not among the settings' supportedCountries (those are listed first), and is a country.
    const registration = (await t.request({ method: 'GET', url: '/api/mpi/accounts/registration-settings' })).json();
    expect(registration.supportedCountries).not.toContain('VN');
    const res = await register({ ...payload, patient: foreigner('vn', 'VN') }, { files: [{ name: 'paszport.pdf', content: samples.pdf, type: 'application/pdf' }] });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().result).toBe('REQUESTED');
    const [record] = await t.deps.db.select().from(patients).where(eq(patients.accountId, (await accountByUsername(p.email)).id));
    expect(record).toMatchObject({ countryCode: 'VN', addressCountryCode: 'VN' });
  });

  it('required e-mail, phone and terms; with phone confirmation off the phone twice, and the channel is EMAIL', async () => {
    const p = person();
    const payload = body(p, { registerConsentsAccepted: false });
    payload.account.contactData = { email: null, phoneNumber: null, preferredCommunicationChannel: 'EMAIL' };
    expect(await fieldErrors(payload)).toEqual([
      { path: 'account.contactData.email', message: 'Podaj adres e-mail' },
      { path: 'account.contactData.phoneNumber', message: 'Podaj numer telefonu' },
      { path: 'registerConsentsAccepted', message: 'Zaakceptuj regulamin, aby założyć konto' },
    ]);

    const restore = await setRegistrationSettings({ phoneConfirmationEnabled: false });
    try {
      expect(await fieldErrors(body(p, { phoneNumberRepeat: '+48 500 000 000' }))).toEqual([
        { path: 'phoneNumberRepeat', message: 'Numery telefonu nie są identyczne' },
      ]);
      const res = await register(body(p, { phoneNumberRepeat: p.phone.replace(/\s/g, '') }));
      expect(res.json()).toMatchObject({ result: 'REGISTERED', preferredCommunicationChannel: 'EMAIL', smsCodeSent: false, isEmailAddress: true });
    } finally {
      await restore();
    }
  });

  it('an unparsable body is a 400 with a Polish message, never a 5xx', async () => {
    const res = await t.request({ method: 'POST', url: '/api/mpi/accounts', payload: { account: 'x' } });
    expect(res.statusCode).toBe(400);
    expect(res.json().errorCode).toBe('VALIDATION_ERROR');
    expect(res.json().message).toMatch(/[a-ząćęłńóśźż]/);
  });
});

describe('registration of a ward and a child', () => {
  it('WARD: the guardian account and a confirmed link to a new ward record', async () => {
    const guardian = person('1960-01-01', 'MALE');
    const ward = person('1935-04-12', 'FEMALE');
    const payload = body(guardian, { patientRole: 'WARD' });
    payload.patient = { ...payload.patient, name: 'Helena', lastName: 'Wójcik', birthDate: ward.birthDate, gender: 'FEMALE', identity: { nationalIdentificationNumber: ward.pesel, documentNumber: null, countryCode: 'PL' } };
    const res = await register(payload);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ result: 'WARD', username: guardian.email, linkPending: false, smsCodeSent: true });
    const account = await accountByUsername(guardian.email);
    expect(await t.deps.db.select().from(patients).where(eq(patients.accountId, account.id))).toHaveLength(0);
    const [link] = await t.deps.db.select().from(patientLinks).where(eq(patientLinks.accountId, account.id));
    expect(link).toMatchObject({ role: 'WARD', status: 'CONFIRMED' });
    const [record] = await t.deps.db.select().from(patients).where(eq(patients.id, link.patientId));
    expect(record).toMatchObject({ name: 'Helena', nationalId: ward.pesel, accountId: null });
  });

  it('CHILD: a child under 18 is linked; an existing record is linked pending', async () => {
    const parent = person('1985-08-08', 'FEMALE');
    const child = person('2019-09-30', 'MALE');
    const payload = body(parent, { patientRole: 'CHILD' });
    payload.patient = { ...payload.patient, name: 'Staś', birthDate: child.birthDate, gender: 'MALE', identity: { nationalIdentificationNumber: child.pesel, documentNumber: null, countryCode: 'PL' } };
    const res = await register(payload);
    expect(res.json()).toMatchObject({ result: 'CHILD', linkPending: false });

    // The other parent registers the same child: the record exists, so the link waits.
    const other = person('1984-02-02', 'MALE');
    const second = await register({ ...payload, account: { ...payload.account, contactData: { ...payload.account.contactData, email: other.email, phoneNumber: other.phone } } });
    expect(second.json()).toMatchObject({ result: 'CHILD', linkPending: true });
    const account = await accountByUsername(other.email);
    const [link] = await t.deps.db.select().from(patientLinks).where(and(eq(patientLinks.accountId, account.id), eq(patientLinks.role, 'CHILD')));
    expect(link.status).toBe('PENDING');
  });

  it('a child must be younger than 18 and a ward born by today', async () => {
    const parent = person('1985-08-08', 'FEMALE');
    const adult = person('2000-01-15', 'MALE');
    const payload = body(parent, { patientRole: 'CHILD' });
    payload.patient = { ...payload.patient, birthDate: adult.birthDate, gender: 'MALE', identity: { nationalIdentificationNumber: adult.pesel, documentNumber: null, countryCode: 'PL' } };
    const res = await register(payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual([{ path: 'patient.birthDate', message: expect.stringMatching(/^Dziecko musi mieć mniej niż 18 lat/) }]);

    const wardPayload = body(parent, { patientRole: 'WARD' });
    wardPayload.patient = { ...wardPayload.patient, foreigner: true, birthDate: '2099-01-01', identity: { nationalIdentificationNumber: null, documentNumber: 'AB123', countryCode: 'DE' } };
    const ward = await register(wardPayload);
    expect(ward.json().errors).toEqual([{ path: 'patient.birthDate', message: 'Data urodzenia nie może być późniejsza niż dzisiejsza' }]);
  });

  it('403 FORBIDDEN with a Polish message when the login settings do not offer the kind', async () => {
    const [row] = await t.deps.db.select().from(settings).where(eq(settings.key, 'login'));
    const before = row.value as Record<string, unknown>;
    await t.deps.db.update(settings).set({ value: { ...before, showLinkToCreateAccountForChild: false } }).where(eq(settings.key, 'login'));
    try {
      const res = await register(body(person(), { patientRole: 'CHILD' }));
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ errorCode: 'FORBIDDEN', message: 'Zakładanie konta dla dziecka nie jest dostępne w tym portalu.' });
    } finally {
      await t.deps.db.update(settings).set({ value: before }).where(eq(settings.key, 'login'));
    }
  });
});

describe('LOGIN mode and the login suggestion', () => {
  it('suggests a free login from the names, with a number when taken', async () => {
    const suggest = (name: string, surname: string) =>
      t.request({ method: 'GET', url: `/api/mpi/accounts/login/prepare?${new URLSearchParams({ name, surname })}` });
    const first = await suggest('Zażółć', 'Gęślą');
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ value: 'zazolc.gesla' });
    for (const username of ['zazolc.gesla', 'Zazolc.Gesla2']) await t.make.account({ username, name: 'Z', lastName: 'G' });
    expect((await suggest('Zażółć', 'Gęślą')).json()).toEqual({ value: 'zazolc.gesla3' });
    const missing = await t.request({ method: 'GET', url: '/api/mpi/accounts/login/prepare?name=Jan' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({ errorCode: 'VALIDATION_ERROR', message: 'Podaj nazwisko' });
  });

  it('in LOGIN mode an empty username gets the suggestion, a given one is kept, a taken one is ACCOUNT_EXISTS', async () => {
    const restore = await setRegistrationSettings({ usernamePromptMode: 'LOGIN', emailIsRequired: false });
    try {
      const p = person();
      p.name = 'Bożena';
      p.lastName = 'Kret';
      const payload = body(p);
      payload.account.contactData = { ...payload.account.contactData, email: null };
      const res = await register(payload);
      expect(res.json()).toMatchObject({ result: 'REGISTERED', username: 'bozena.kret', isEmailAddress: false, preferredCommunicationChannel: 'SMS' });

      const q = person();
      const own = body(q);
      own.account.credentials.username = 'moj_login-1';
      expect((await register(own)).json()).toMatchObject({ username: 'moj_login-1', isEmailAddress: true });

      const taken = body(person());
      taken.account.credentials.username = 'MOJ_LOGIN-1';
      expect((await register(taken)).json().errorCode).toBe('ACCOUNT_EXISTS');
    } finally {
      await restore();
    }
  });
});

describe('per-address limits', () => {
  it('answers 429 RATE_LIMITED past the registration limit', async () => {
    const limited = await createTestApp({ TEST_CAPTCHA_ANSWER: 47_219, REGISTRATION_RATE_LIMIT_PER_MINUTE: 2 });
    try {
      const post = () => limited.request({ method: 'POST', url: '/api/mpi/accounts', payload: {}, remoteAddress: '10.77.0.1' });
      expect((await post()).statusCode).toBe(400);
      expect((await post()).statusCode).toBe(400);
      const res = await post();
      expect(res.statusCode).toBe(429);
      expect(res.json()).toEqual({ errorCode: 'RATE_LIMITED', message: 'Zbyt wiele prób. Spróbuj ponownie za chwilę.' });
      const challenge = () => limited.request({ method: 'GET', url: '/api/mpi/accounts/registration/challenge', remoteAddress: '10.77.0.2' });
      for (let i = 0; i < 6; i++) expect((await challenge()).statusCode).toBe(200);
      expect((await challenge()).statusCode).toBe(429);
    } finally {
      await limited.close();
    }
  });
  it('caps the captcha images an address gets in an hour, beyond the per-minute limit', async () => {
    const limited = await createTestApp({ TEST_CAPTCHA_ANSWER: 47_219, REGISTRATION_RATE_LIMIT_PER_MINUTE: 10_000, REGISTRATION_CHALLENGES_PER_HOUR: 4 });
    try {
      const challenge = (ip: string) => limited.request({ method: 'GET', url: '/api/mpi/accounts/registration/challenge', remoteAddress: ip });
      for (let i = 0; i < 4; i++) expect((await challenge('10.77.0.3')).statusCode).toBe(200);
      const res = await challenge('10.77.0.3');
      expect(res.statusCode).toBe(429);
      expect(res.json()).toEqual({ errorCode: 'RATE_LIMITED', message: 'Zbyt wiele prób. Spróbuj ponownie za chwilę.' });
      expect(Number(res.headers['retry-after'])).toBeGreaterThan(59 * 60);
      expect((await challenge('10.77.0.4')).statusCode).toBe(200);
    } finally {
      await limited.close();
    }
  });

  it('allows 30 captcha images an hour by default', () => {
    expect(t.deps.config.REGISTRATION_CHALLENGES_PER_HOUR).toBe(30);
  });
});

describe('API documentation', () => {
  it('documents the registration call with its results', async () => {
    const res = await t.request({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    const op = doc.paths['/api/mpi/accounts'].post;
    for (const result of ['REGISTERED', 'ALREADY_EXIST', 'REQUESTED', 'REVERTED', 'WARD / CHILD']) expect(op.description).toContain(result);
    expect(doc.paths['/api/mpi/accounts/registration/challenge'].get).toBeDefined();
    expect(doc.paths['/api/mpi/accounts/login/prepare'].get).toBeDefined();
  });
});

describe('who reaches a record after the person comes forward (issue 6, finding 1)', () => {
  const PASSWORD = 'Zielony-Parasol#2026';
  /** Signs the account in with the password (its e-mail marked confirmed first) and answers the session cookie. */
  async function signedIn(username: string): Promise<string> {
    await t.deps.db.update(accounts).set({ emailConfirmed: true }).where(eq(accounts.username, username));
    return t.signIn({ username, password: PASSWORD });
  }
  const allergiesOf = (patientId: number, cookie: string) => t.request({ method: 'GET', url: `/api/mpi/allergies/all/${patientId}`, cookie });

  it("a stranger's WARD link to a record made before the person registered becomes pending when she claims it; the stranger's entries go", async () => {
    const stranger = person('1970-03-03', 'MALE');
    const victim = person('1991-11-11', 'FEMALE');
    const wardPayload = body(stranger, { patientRole: 'WARD' });
    wardPayload.patient = {
      ...wardPayload.patient,
      name: 'Zmyślona',
      lastName: 'Osoba',
      birthDate: victim.birthDate,
      gender: 'FEMALE',
      identity: { nationalIdentificationNumber: victim.pesel, documentNumber: null, countryCode: 'PL' },
      address: { countryCode: 'PL', city: 'Nigdzie', street: 'ul. Obca', houseNumber: '1', postalCode: '00-001' },
    };
    expect((await register(wardPayload)).json()).toMatchObject({ result: 'WARD', linkPending: false });
    const strangerCookie = await signedIn(stranger.email);
    const [record] = await t.deps.db.select().from(patients).where(eq(patients.nationalId, victim.pesel));
    expect(record).toMatchObject({ detailsSource: 'OTHER', accountId: null });
    expect((await allergiesOf(record.id, strangerCookie)).statusCode).toBe(200);

    // The person herself registers: she claims the record the stranger made.
    const claim = await register(body(victim));
    expect(claim.json().result).toBe('REQUESTED');
    const [link] = await t.deps.db.select().from(patientLinks).where(eq(patientLinks.patientId, record.id));
    expect(link.status).toBe('PENDING');
    const [after] = await t.deps.db.select().from(patients).where(eq(patients.id, record.id));
    expect(after).toMatchObject({
      name: 'Maria',
      lastName: 'Wójcik',
      city: 'Kraków',
      street: 'ul. Wiślna',
      detailsSource: 'SELF',
      identityStatus: 'REQUESTED',
      accountId: (await accountByUsername(victim.email)).id,
    });

    // Once her identity is confirmed, the record is hers alone; the stranger's link gives nothing.
    await t.deps.db.update(patients).set({ identityStatus: 'VERIFIED' }).where(eq(patients.id, record.id));
    expect((await allergiesOf(record.id, await signedIn(victim.email))).statusCode).toBe(200);
    expect((await allergiesOf(record.id, await signedIn(stranger.email))).statusCode).toBe(404);
    expect((await allergiesOf(record.id, strangerCookie)).statusCode).toBe(404);
  });

  it("REVERTED ends the guardian links as well, but keeps what the clinic entered", async () => {
    const p = person('1966-06-06', 'FEMALE');
    const old = await t.make.account({ username: `usuniete.${p.pesel}`, name: 'Maria', lastName: 'Wójcik', status: 'DELETED' });
    const guardian = await t.make.account({ username: `opiekun.${p.pesel}`, name: 'Jan', lastName: 'Opiekun' });
    const record = await t.make.patient({ accountId: old.id, name: 'Maria', lastName: 'Wójcik-Kliniczna', birthDate: p.birthDate, gender: 'FEMALE', nationalId: p.pesel, city: 'Tarnów' });
    await t.make.link(guardian.id, record.id, { role: 'WARD', status: 'CONFIRMED' });
    expect((await register(body(p))).json().result).toBe('REVERTED');
    const [link] = await t.deps.db.select().from(patientLinks).where(eq(patientLinks.patientId, record.id));
    expect(link.status).toBe('PENDING');
    const [after] = await t.deps.db.select().from(patients).where(eq(patients.id, record.id));
    expect(after).toMatchObject({ lastName: 'Wójcik-Kliniczna', city: 'Tarnów', detailsSource: 'CLINIC', identityStatus: 'REQUESTED' });
  });

  it('a WARD or CHILD registration for an existing record stores no files on it: attachments are refused and nothing is created', async () => {
    const guardian = person('1975-01-01', 'MALE');
    const payload = body(guardian, { patientRole: 'WARD' });
    payload.patient = {
      ...payload.patient,
      name: 'Anna',
      lastName: 'Kowalska',
      birthDate: '1985-03-15',
      gender: 'FEMALE',
      identity: { nationalIdentificationNumber: '85031502464', documentNumber: null, countryCode: 'PL' }, // Anna Kowalska's record
    };
    const [anna] = await t.deps.db.select().from(patients).where(eq(patients.nationalId, '85031502464'));
    const filesBefore = await filesOf(anna.id);
    const pendingBefore = await t.deps.db.select().from(files).where(isNotNull(files.pendingUntil));
    const res = await register(payload, { files: [{ name: 'skan.pdf', content: samples.pdf }] });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ errorCode: 'VALIDATION_ERROR', errors: [{ path: 'patient.attachments', message: expect.stringMatching(/^Ta osoba ma już kartę pacjenta/) }] });
    expect(await filesOf(anna.id)).toHaveLength(filesBefore.length);
    // The upload is not kept for anyone: the registration that could claim it has ended.
    expect(await t.deps.db.select().from(files).where(isNotNull(files.pendingUntil))).toHaveLength(pendingBefore.length);
    expect(await accountByUsername(guardian.email)).toBeUndefined();

    // Without the files the guardian is registered, linked pending.
    const again = await register({ ...payload, patient: { ...payload.patient, attachments: [] } });
    expect(again.json()).toMatchObject({ result: 'WARD', linkPending: true });
  });

  it('a WARD registration of a record it creates keeps its uploaded files on that record', async () => {
    const guardian = person('1970-04-04', 'MALE');
    const ward = person('1940-06-06', 'FEMALE');
    const payload = body(guardian, { patientRole: 'WARD' });
    payload.patient = { ...payload.patient, name: 'Zofia', birthDate: ward.birthDate, gender: ward.gender, identity: { nationalIdentificationNumber: ward.pesel, documentNumber: null, countryCode: 'PL' } };
    const res = await register(payload, { files: [{ name: 'postanowienie.png', content: samples.png }] });
    expect(res.json()).toMatchObject({ result: 'WARD', linkPending: false });
    const [record] = await t.deps.db.select().from(patients).where(eq(patients.nationalId, ward.pesel));
    expect(await filesOf(record.id)).toMatchObject([{ originalName: 'postanowienie.png', mimeType: 'image/png', pendingUntil: null }]);
  });
});

describe('an unconfirmed e-mail reserves nothing (issue 6, finding 13)', () => {
  const linkTokenTo = async (email: string) => /token=([A-Za-z0-9_-]+)/.exec((await lastMessageTo(email)).body)?.[1] ?? '';
  const confirmEmail = (token: string) => t.request({ method: 'PUT', url: `/api/mpi/accounts/confirmations/e-mail/${token}` });

  it("a stranger who registered someone's e-mail and confirmed only the phone does not block its owner, who takes the login", async () => {
    const squatter = person('1980-02-02', 'MALE');
    const owner = person('1982-04-04', 'FEMALE');
    squatter.email = owner.email;
    expect((await register(body(squatter))).json()).toMatchObject({ result: 'REGISTERED', username: owner.email });
    const [squatterAccount] = await t.deps.db.select().from(accounts).where(eq(accounts.username, owner.email));
    await t.deps.db.update(accounts).set({ phoneConfirmed: true }).where(eq(accounts.id, squatterAccount.id));

    const res = await register(body(owner));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ result: 'REGISTERED', username: owner.email });
    const ownerAccount = await accountByUsername(owner.email);
    expect(ownerAccount.id).not.toBe(squatterAccount.id);
    // The squatter's login (the address it never confirmed) went to the owner; it got one of its names.
    const [released] = await t.deps.db.select().from(accounts).where(eq(accounts.id, squatterAccount.id));
    expect(released.username).toMatch(/^\w+\.\w+\d*$/);
    expect(released.username).not.toContain('@');

    // The owner confirms the address; the squatter's link (it reached the owner's mailbox too) is refused.
    expect((await confirmEmail(await linkTokenTo(owner.email))).statusCode).toBe(200);
    const [confirmed] = await t.deps.db.select().from(accounts).where(eq(accounts.id, ownerAccount.id));
    expect(confirmed).toMatchObject({ emailConfirmed: true, username: owner.email });
  });

  it('the first account to confirm an address owns it: a second confirmation is refused with a Polish message, a new registration is ACCOUNT_EXISTS', async () => {
    const first = person('1983-05-05', 'FEMALE');
    const second = person('1984-06-06', 'FEMALE');
    const restore = await setRegistrationSettings({ usernamePromptMode: 'LOGIN' });
    try {
      second.email = first.email;
      const a = body(first);
      a.account.credentials.username = `pierwsza.${first.pesel}`;
      expect((await register(a)).json().result).toBe('REGISTERED');
      const firstToken = await linkTokenTo(first.email);
      const b = body(second);
      b.account.credentials.username = `druga.${second.pesel}`;
      expect((await register(b)).json().result).toBe('REGISTERED');
      const secondToken = await linkTokenTo(first.email);
      expect(secondToken).not.toBe(firstToken);

      expect((await confirmEmail(secondToken)).statusCode).toBe(200);
      const refused = await confirmEmail(firstToken);
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toEqual({
        errorCode: 'EMAIL_CONFIRMED_ELSEWHERE',
        message: 'Ten adres e-mail został już potwierdzony na innym koncie. Zaloguj się na tamto konto albo podaj w swoim koncie inny adres e-mail.',
      });
      expect((await accountByUsername(`pierwsza.${first.pesel}`)).emailConfirmed).toBe(false);

      const third = body(person());
      third.account.contactData = { ...third.account.contactData, email: first.email.toUpperCase() };
      expect((await register(third)).json().errorCode).toBe('ACCOUNT_EXISTS');
    } finally {
      await restore();
    }
  });
});

describe('the language of the messages', () => {
  it('a registration made in English keeps the language on the account and sends the link and the code in English', async () => {
    const p = person('1988-02-14');
    const res = await register(body(p, { language: 'en' }));
    expect(res.statusCode).toBe(200);
    const account = await accountByUsername(p.email);
    expect(account.language).toBe('en');
    const mail = await lastMessageTo(p.email);
    expect(mail.subject).toBe('Confirm your e-mail address in Portal Pacjenta');
    expect(mail.body).toContain('The link is valid for 24 hours and can be used only once.');
    expect(mail.html).toContain('<html lang="en">');
    const sms = await lastMessageTo(account.phoneNumber!);
    expect(sms.body).toMatch(/^Portal Pacjenta: phone number confirmation code: \d{6}\. Valid for 10 min\./);
  });

  it('refuses a language the interface does not have', async () => {
    const res = await register(body(person('1987-03-15'), { language: 'de' }));
    expect(res.statusCode).toBe(400);
    expect(res.json().errorCode).toBe('VALIDATION_ERROR');
  });
});
