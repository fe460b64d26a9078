import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CatalogEntry, ClinicalDocument, MessageCategory, Questionnaire, TopBarLink } from '@portal/contracts';
import { clinicalDocumentTypes, links, messageCategories, questionnaireVersions, services, settings } from '../db/schema/index';
import { clinicMember } from './clinic-members';
import { createTestApp, type TestApp } from './helper';
import { makeDocument } from './records-kit';

/*
 * The names the clinic configures (message categories, document types, services, top-bar links, answer
 * options) in the reader's language (issue 28 item 5): the request's Accept-Language, else English,
 * else Polish where the clinic gave no translation (domain configuredName).
 */

let t: TestApp;
let cookie: string;
let patientId: number;
let doctor: string;

beforeAll(async () => {
  t = await createTestApp();
  const [application] = await t.deps.db.select().from(settings).where(eq(settings.key, 'application'));
  const modules = { messagesModule: true, bookingsModule: true, medicalServicesModule: true };
  await t.deps.db.update(settings).set({ value: { ...(application.value as object), ...modules } }).where(eq(settings.key, 'application'));
  const account = await t.make.account({ name: 'Olena', lastName: 'Kowalenko' });
  patientId = (await t.make.patient({ accountId: account.id, identityStatus: 'VERIFIED', name: 'Olena', lastName: 'Kowalenko' })).id;
  cookie = await t.as(account.id);
  doctor = (await clinicMember(t, ['DOCTOR', 'REGISTRAR'])).cookie;
});
afterAll(() => t.close());

const read = async <T>(url: string, language?: string): Promise<T> => {
  const res = await t.request({ method: 'GET', url, cookie, headers: language ? { 'accept-language': language } : {} });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as T;
};
const nameOf = (list: Array<{ code: string; name: string }>, code: string) => list.find((item) => item.code === code)?.name;

describe('message categories', () => {
  it("are named in the reader's language: Polish by default, English, Ukrainian", async () => {
    const url = '/api/mpi/message-categories';
    expect(nameOf(await read<MessageCategory[]>(url), 'RESULTS')).toBe('Wyniki badań');
    expect(nameOf(await read<MessageCategory[]>(url, 'en-GB,en;q=0.9'), 'RESULTS')).toBe('Test results');
    const ukrainian = await read<MessageCategory[]>(url, 'uk');
    expect(ukrainian.find((c) => c.code === 'M')).toEqual({ code: 'M', name: 'Повідомлення', description: 'Загальне повідомлення до закладу' });
  });

  it('fall back to English, then to Polish, only where the clinic has given no translation', async () => {
    await t.deps.db.insert(messageCategories).values([
      { code: 'ONLY_EN', name: 'Tylko angielska', nameEn: 'English only', sortOrder: 900 },
      { code: 'ONLY_PL', name: 'Tylko polska', sortOrder: 901 },
    ]);
    const ukrainian = await read<MessageCategory[]>('/api/mpi/message-categories', 'uk');
    expect(nameOf(ukrainian, 'ONLY_EN')).toBe('English only');
    expect(nameOf(ukrainian, 'ONLY_PL')).toBe('Tylko polska');
    expect(nameOf(await read<MessageCategory[]>('/api/mpi/message-categories', 'en'), 'ONLY_PL')).toBe('Tylko polska');
  });
});

describe('document types', () => {
  it("name the types and the patient's documents in her language", async () => {
    expect(nameOf(await read<Array<{ code: string; name: string }>>('/api/mpi/clinical-documents/types', 'en'), 'SKIEROWANIE')).toBe('Referral');
    expect(nameOf(await read<Array<{ code: string; name: string }>>('/api/mpi/clinical-documents/types', 'uk'), 'ZASWIADCZENIE')).toBe('Медична довідка');
    const document = await makeDocument(t, doctor, patientId, { typeCode: 'ZASWIADCZENIE' });
    const url = `/api/mpi/clinical-documents/mpi-user/${patientId}/${document.id}`;
    expect((await read<ClinicalDocument>(url)).typeName).toBe('Zaświadczenie lekarskie');
    expect((await read<ClinicalDocument>(url, 'en')).typeName).toBe('Medical certificate');
    expect((await read<ClinicalDocument>(url, 'uk')).typeName).toBe('Медична довідка');
  });

  it('a type the clinic did not translate reads in Polish', async () => {
    await t.deps.db.insert(clinicalDocumentTypes).values({ code: 'WLASNY', name: 'Dokument własny przychodni', sortOrder: 999 });
    expect(nameOf(await read<Array<{ code: string; name: string }>>('/api/mpi/clinical-documents/types', 'uk'), 'WLASNY')).toBe('Dokument własny przychodni');
  });
});

describe('services', () => {
  it("the booking catalogue names each service in the reader's language", async () => {
    const url = '/api/mppd/api/catalog/for-booking';
    const service = (entries: CatalogEntry[], code: string) => entries.find((e) => e.medicalService.code === code)?.medicalService.name;
    expect(service(await read<CatalogEntry[]>(url), 'POZ-PORADA')).toBe('Porada lekarza POZ');
    expect(service(await read<CatalogEntry[]>(url, 'en'), 'POZ-PORADA')).toBe('GP consultation');
    expect(service(await read<CatalogEntry[]>(url, 'uk'), 'POZ-PORADA')).toBe('Консультація сімейного лікаря');
    await t.deps.db.update(services).set({ nameUk: null }).where(eq(services.code, 'POZ-PORADA'));
    expect(service(await read<CatalogEntry[]>(url, 'uk'), 'POZ-PORADA')).toBe('GP consultation');
    await t.deps.db.update(services).set({ nameUk: 'Консультація сімейного лікаря' }).where(eq(services.code, 'POZ-PORADA'));
  });
});

describe('the demo data', () => {
  it('gives every seeded service, top-bar link, category, document type and demo answer option its English and Ukrainian names', async () => {
    const db = t.deps.db;
    const untranslated = (rows: Array<{ en: string | null; uk: string | null }>) => rows.filter((r) => !r.en || !r.uk);
    expect(untranslated(await db.select({ en: services.nameEn, uk: services.nameUk }).from(services).where(eq(services.system, 'PORTAL')))).toEqual([]);
    expect(untranslated(await db.select({ en: links.nameEn, uk: links.nameUk }).from(links))).toEqual([]);
    const shippedCategories = ['M', 'RESULTS', 'PRESCRIPTION', 'REFERRAL', 'SICK_LEAVE', 'ADMIN'];
    const categories = (await db.select().from(messageCategories)).filter((c) => shippedCategories.includes(c.code));
    expect(untranslated(categories.map((c) => ({ en: c.nameEn, uk: c.nameUk })))).toEqual([]);
    expect(untranslated(categories.filter((c) => c.description).map((c) => ({ en: c.descriptionEn, uk: c.descriptionUk })))).toEqual([]);
    const types = (await db.select().from(clinicalDocumentTypes)).filter((d) => d.code !== 'WLASNY');
    expect(untranslated(types.map((d) => ({ en: d.nameEn, uk: d.nameUk })))).toEqual([]);
    const options = (await db.select({ sections: questionnaireVersions.sections }).from(questionnaireVersions)).flatMap((v) =>
      v.sections.flatMap((s) => s.questions.flatMap((q) => q.options ?? [])),
    );
    expect(options.length).toBeGreaterThan(10);
    expect(untranslated(options.map((o) => ({ en: o.labelEn ?? null, uk: o.labelUk ?? null })))).toEqual([]);
  });

  it('top-bar links carry the Ukrainian name beside the Polish and English ones', async () => {
    const help = (await read<TopBarLink[]>('/api/mppd/api/links')).find((l) => l.namePl === 'Pomoc');
    expect(help).toMatchObject({ namePl: 'Pomoc', nameEn: 'Help', nameUk: 'Допомога' });
  });
});

describe('questionnaire options', () => {
  it('read "Tak"/"Nie" as Yes/No and Так/Ні', async () => {
    const cardiology = '/api/mpi/questionnaires/for-bookings';
    const ask = async (language?: string) => {
      const res = await t.request({ method: 'POST', url: cardiology, cookie, payload: { serviceCode: 'KOM-KARDIOLOGIA' }, headers: language ? { 'accept-language': language } : {} });
      expect(res.statusCode, res.body).toBe(200);
      return (res.json() as Questionnaire).sections.flatMap((s) => s.questions).find((q) => q.options.some((o) => o.value === 'TAK'))!.options.map((o) => o.label);
    };
    expect(await ask()).toEqual(['Tak', 'Nie']);
    expect(await ask('en')).toEqual(['Yes', 'No']);
    expect(await ask('uk')).toEqual(['Так', 'Ні']);
  });
});
