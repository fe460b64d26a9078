import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DrugEdition, InteractionMatrix, RegisterDrug, RegisterDrugPage, TakenDrug } from '@portal/contracts';
import { count, eq } from 'drizzle-orm';
import { drugEditionRows, drugEditions, drugInteractionPairs, drugProducts } from '../../db/schema/index';
import { clinicMember } from '../../test/clinic-members';
import { createTestApp, type TestApp } from '../../test/helper';
import { multipart } from '../../test/multipart';

/*
 * The drug interactions' API (spec part 2 §2, §4, §5, §7; issue 31): Anna's taken drugs, the register
 * search, the matrix with its significant pairs and her allergy, the 30-drug limit, the printout; the
 * console's editions — a new edition with its diff, the same file again, malformed files that load
 * nothing, publishing, discarding — and who may call what.
 */

let t: TestApp;
let anna: string;
let annaId: number;
let admin: string;
let desk: string;
const api = '/api/mppd/api/interactions';

const get = (url: string, cookie = anna) => t.request({ method: 'GET', url, cookie });
const search = async (q: string, extra = '') => (await get(`${api}/drugs?patientId=${annaId}&drugName=${encodeURIComponent(q)}${extra}`)).json() as RegisterDrugPage;
const first = async (q: string, strength?: string): Promise<RegisterDrug> => {
  const page = await search(q);
  const found = page.items.find((d) => d.name === q && (!strength || d.dose === strength));
  if (!found) throw new Error(`no ${q} ${strength ?? ''}`);
  return found;
};
const upload = (kind: string, name: string, content: string, cookie = admin) =>
  t.request({ method: 'POST', url: `/api/clinic/drug-editions?kind=${kind}`, ...multipart([{ name, content, field: 'file' }]), cookie });
const counts = async () => ({
  products: Number((await t.deps.db.select({ n: count() }).from(drugProducts))[0].n),
  pairs: Number((await t.deps.db.select({ n: count() }).from(drugInteractionPairs))[0].n),
  editions: Number((await t.deps.db.select({ n: count() }).from(drugEditions))[0].n),
  rows: Number((await t.deps.db.select({ n: count() }).from(drugEditionRows))[0].n),
});

const product = (id: string, name: string, substance: string, gtin: string, strength = '10 mg') =>
  `<produktLeczniczy nazwaProduktu="${name}" rodzajPreparatu="ludzki" nazwaPowszechnieStosowana="${substance}" moc="${strength}" nazwaPostaciFarmaceutycznej="Tabletki" id="${id}">` +
  `<substancjeCzynne><substancjaCzynna nazwaSubstancji="${substance}" iloscSubstancji="10" jednostkaMiaryIlosciSubstancji="mg" /></substancjeCzynne>` +
  `<opakowania><opakowanie kodGTIN="${gtin}" kategoriaDostepnosci="Rp" skasowane="NIE"><jednostkiOpakowania><jednostkaOpakowania liczbaOpakowan="1" rodzajOpakowania="blister" pojemnosc="30" jednostkaPojemnosci="tabl." /></jednostkiOpakowania></opakowanie></opakowania></produktLeczniczy>`;
const register = (...products: string[]) => `<?xml version="1.0" encoding="UTF-8"?>\n<produktyLecznicze xmlns="http://rejestry.ezdrowie.gov.pl/rpl/eksport-danych-v6.0.0" stanNaDzien="2026-12-01">\n${products.join('\n')}\n</produktyLecznicze>\n`;

beforeAll(async () => {
  t = await createTestApp();
  anna = await t.login('anna');
  annaId = (await get('/api/mpi/accounts/mpi-user/patients/me')).json().id;
  admin = (await clinicMember(t, ['ADMIN'])).cookie;
  desk = (await clinicMember(t, ['REGISTRAR'])).cookie;
});
afterAll(() => t.close());

describe('the patient: taken drugs, search, matrix, printout', () => {
  it("lists her drugs from her prescriptions and the clinic's record", async () => {
    const res = await get(`${api}/${annaId}/taken-drugs`);
    expect(res.statusCode).toBe(200);
    const taken: TakenDrug[] = res.json();
    const names = taken.map((d) => `${d.name} ${d.dose}`);
    expect(names).toEqual(expect.arrayContaining(['Verospiron 25 mg', 'Acard 75 mg', 'Ibuprom 400 mg', 'Polpril 5 mg', 'Atoris 20 mg']));
    expect(taken.find((d) => d.name === 'Verospiron')).toMatchObject({ sources: ['RECORD'], drugPrescription: false, isBlozId: true });
    expect(taken.find((d) => d.name === 'Polpril')).toMatchObject({ sources: ['PRESCRIPTION'], drugPrescription: true });
    expect(taken.find((d) => d.name === 'Polpril' && d.dose === '5 mg')!.substances).toEqual([{ substanceId: 'RAMIPRILUM', name: 'Ramiprilum', amount: '5 mg/1 kaps.' }]);
  });

  it('searches by trade name and by international name or substance, 10 a page, at least 3 characters', async () => {
    const byTrade = await search('polpri');
    expect(byTrade.items.length).toBeGreaterThan(0);
    expect(byTrade.items.every((d) => d.name === 'Polpril')).toBe(true);
    expect(byTrade.items[0].fullName).toMatch(/^Polpril 2,5 mg, Kapsułki twarde, 2 blister po 14 kaps\.$/);

    const byInn = await search('ramipril', '&isInternationalName=true');
    expect(byInn.pageSize).toBe(10);
    expect(byInn.items).toHaveLength(10);
    expect(byInn.hasNextPage).toBe(true);
    expect(byInn.items.every((d) => d.substances.some((s) => s.substanceId === 'RAMIPRILUM'))).toBe(true);
    const second = await search('ramipril', '&isInternationalName=true&pageIndex=1');
    expect(second.items[0].id).not.toBe(byInn.items[0].id);
    // A combination is found by its second substance.
    const amlo = await search('amlodipin', '&isInternationalName=true&pageSize=10&pageIndex=0');
    expect(amlo.items.length).toBe(10);
    expect((await search('ramipril')).items).toEqual([]);

    const short = await get(`${api}/drugs?patientId=${annaId}&drugName=${encodeURIComponent(' ra ')}`);
    expect(short.statusCode).toBe(400);
    expect(short.json()).toMatchObject({ errorCode: 'DRUG_QUERY_SHORT', message: 'Wpisz co najmniej 3 znaki nazwy leku.' });
  });

  it('the matrix: each cell the highest severity of its ingredient pairs, the significant ones explained, her allergy flagged', async () => {
    const polpril = await first('Polpril', '5 mg');
    const verospiron = await first('Verospiron', '25 mg');
    const acard = await first('Acard', '75 mg');
    const ibuprom = await first('Ibuprom', '400 mg');
    const ospamox = await first('Ospamox', '500 mg');
    const ids = [polpril, verospiron, acard, ibuprom, ospamox].map((d) => d.id);
    const res = await get(`${api}/?patientId=${annaId}&blozIds=${ids.join(',')}`);
    expect(res.statusCode).toBe(200);
    const m: InteractionMatrix = res.json();
    expect(m.drugs.map((d) => d.name)).toEqual(['Polpril', 'Verospiron', 'Acard', 'Ibuprom', 'Ospamox']);
    expect(m.cells).toHaveLength(10);
    const cell = (a: number, b: number) => m.cells.find((c) => c.row === a && c.column === b)!;
    expect(cell(0, 1)).toMatchObject({ severity: 2 });
    expect(cell(0, 1).interactions[0]).toMatchObject({ scales: 2, source: 'ChPL Tritace 4.5; ChPL Verospiron 4.5', ingredient1: { materialId: polpril.id, ingredientId: 'RAMIPRILUM' }, ingredient2: { ingredientId: 'SPIRONOLACTONUM' } });
    expect(cell(0, 3).severity).toBe(2);
    expect(cell(2, 3).severity).toBe(2);
    expect(cell(0, 2)).toMatchObject({ severity: 0 });
    // No known pair: no information, no children.
    expect(cell(1, 4)).toEqual({ row: 1, column: 4, severity: -1, interactions: [] });
    expect(m.maxSeverity).toBe(2);
    // Her allergy to amoxicillin (recorded in Polish) meets the register's substance by its id.
    expect(m.allergyFlags).toEqual([expect.objectContaining({ allergyName: 'Amoksycylina', drugId: ospamox.id, substanceId: 'AMOXICILLINUM TRIHYDRICUM' })]);
    expect(m.registerEdition).toMatch(/Rejestr_Produktow_Leczniczych_wyciag\.xml/);

    // The same substance in two drugs (two ramipril products) is no pair of its own; a very significant one wins its cell.
    const tritace = await first('Tritace', '5 mg');
    const warfin = (await search('warfin')).items[0];
    const pair = (await get(`${api}/?patientId=${annaId}&blozIds=${[polpril.id, tritace.id, warfin.id, ibuprom.id].join(',')}`)).json() as InteractionMatrix;
    expect(pair.cells.find((c) => c.row === 0 && c.column === 1)!.severity).toBe(-1);
    expect(pair.cells.find((c) => c.row === 2 && c.column === 3)!.severity).toBe(3);
    expect(pair.maxSeverity).toBe(3);

    const pdf = await get(`${api}/printout/${annaId}/${ids.join(',')}`);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toMatch(/application\/pdf/);
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('more than one and at most 30 drugs; a stranger is answered as an unknown patient', async () => {
    const many = (await search('ramipril', '&isInternationalName=true')).items.map((d) => d.id);
    const more = [...many, ...(await search('ramipril', '&isInternationalName=true&pageIndex=1')).items.map((d) => d.id), ...(await search('ramipril', '&isInternationalName=true&pageIndex=2')).items.map((d) => d.id)];
    const bis = (await search('bisoprolol', '&isInternationalName=true')).items.map((d) => d.id);
    const ids31 = [...new Set([...more, ...bis])].slice(0, 31);
    expect(ids31).toHaveLength(31);
    const tooMany = await get(`${api}/?patientId=${annaId}&blozIds=${ids31.join(',')}`);
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json()).toMatchObject({ errorCode: 'DRUG_LIMIT', message: 'Maksymalnie można wybrać 30 leków' });
    expect((await get(`${api}/?patientId=${annaId}&blozIds=${ids31.slice(0, 30).join(',')}`)).statusCode).toBe(200);
    const printTooMany = await get(`${api}/printout/${annaId}/${ids31.join(',')}`);
    expect(printTooMany.json().errorCode).toBe('DRUG_LIMIT');
    const print30 = await get(`${api}/printout/${annaId}/${ids31.slice(0, 30).join(',')}`);
    expect(print30.statusCode).toBe(200);
    const one = await get(`${api}/?patientId=${annaId}&blozIds=${many[0]},${many[0]}`);
    expect(one.json()).toMatchObject({ errorCode: 'DRUG_TOO_FEW' });
    expect((await get(`${api}/?patientId=${annaId}&blozIds=0000000000000,1111111111111`)).json().errorCode).toBe('DRUG_TOO_FEW');

    const stranger = await t.make.account();
    const cookie = await t.as(stranger.id);
    for (const url of [`${api}/${annaId}/taken-drugs`, `${api}/drugs?patientId=${annaId}&drugName=polpril`, `${api}/?patientId=${annaId}&blozIds=${many[0]},${many[1]}`, `${api}/printout/${annaId}/${many[0]},${many[1]}`]) {
      expect((await get(url, cookie)).statusCode, url).toBe(404);
      expect((await get(url.replace(String(annaId), '999999'))).statusCode, url).toBe(404);
    }
    expect((await t.request({ method: 'GET', url: `${api}/${annaId}/taken-drugs` })).statusCode).toBe(401);
  });
});

describe('the console: editions of the register and of the interaction data', () => {
  it('a new register edition is a draft with its diff; publishing puts it in force; the same file again changes nothing', async () => {
    const before = await counts();
    const [seeded] = await t.deps.db.select().from(drugProducts).where(eq(drugProducts.name, 'Polpril')).limit(1);
    const file = register(product('900000001', 'Testopril', 'Testoprilum', '5909990000017'), product(seeded.id, 'Polpril', 'Ramiprilum', '5909990000024', seeded.strength ?? ''));
    const res = await upload('REGISTER', 'rejestr-test.xml', file);
    expect(res.statusCode).toBe(201);
    const draft: DrugEdition = res.json();
    expect(draft).toMatchObject({ kind: 'REGISTER', state: 'DRAFT', products: 2, packages: 2, substances: 2, unchanged: false, uploadedBy: 'Ewa Testowa' });
    expect(draft.diff.products).toMatchObject({ added: 1, changed: 1, addedExamples: ['Testopril 10 mg Tabletki'] });
    expect(draft.diff.products!.removed).toBe(before.products - 1);
    // Nothing is in force before publishing.
    expect((await search('testopril')).items).toEqual([]);

    const again = await upload('REGISTER', 'rejestr-test-kopia.xml', file);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({ id: draft.id, unchanged: true, fileName: 'rejestr-test.xml' });

    const list = (await t.request({ method: 'GET', url: '/api/clinic/drug-editions?kind=REGISTER', cookie: admin })).json();
    expect(list.items.map((e: DrugEdition) => e.state)).toEqual(['DRAFT', 'PUBLISHED']);
    expect((await t.request({ method: 'GET', url: `/api/clinic/drug-editions/${draft.id}`, cookie: admin })).json().diff).toEqual(draft.diff);

    // Discarding a draft deletes it with its rows.
    const other = (await upload('REGISTER', 'inny.xml', register(product('900000009', 'Odrzucony', 'Testoprilum', '5909990000093')))).json() as DrugEdition;
    expect((await t.request({ method: 'DELETE', url: `/api/clinic/drug-editions/${other.id}`, cookie: admin })).statusCode).toBe(204);
    expect((await t.request({ method: 'GET', url: `/api/clinic/drug-editions/${other.id}`, cookie: admin })).statusCode).toBe(404);

    const published = await t.request({ method: 'POST', url: `/api/clinic/drug-editions/${draft.id}/publish`, cookie: admin });
    expect(published.statusCode).toBe(200);
    expect(published.json()).toMatchObject({ state: 'PUBLISHED', publishedBy: 'Ewa Testowa' });
    expect((await counts()).products).toBe(2);
    expect((await search('testopril')).items.map((d) => d.id)).toEqual(['5909990000017']);
    const twice = await t.request({ method: 'POST', url: `/api/clinic/drug-editions/${draft.id}/publish`, cookie: admin });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().errorCode).toBe('EDITION_STATE');
    expect((await t.request({ method: 'DELETE', url: `/api/clinic/drug-editions/${draft.id}`, cookie: admin })).json().errorCode).toBe('EDITION_STATE');
  });

  it('interaction data: a new edition, an unknown substance, malformed files — a clear 400 and nothing loaded', async () => {
    const csv = 'substance_a;substance_b;severity;description;source\nTestoprilum;Ramiprilum;3;"Dwa leki z tej samej grupy; nie łączyć.";"ChPL Testopril 4.5"\n';
    const res = await upload('INTERACTIONS', 'interakcje.csv', csv);
    expect(res.statusCode).toBe(201);
    const edition: DrugEdition = res.json();
    expect(edition.pairs).toBe(1);
    expect(edition.diff.pairs).toMatchObject({ added: 1, changed: 0, addedExamples: ['RAMIPRILUM + TESTOPRILUM'] });
    expect(edition.diff.pairs!.removed).toBeGreaterThan(100);

    const before = await counts();
    const malformed = [
      ['REGISTER', 'zly.xml', register(product('1', 'A', 'Abc', '5900000000001')).replace('</produktyLecznicze>', '<produktLeczniczy>'), /^Wiersz \d+: /],
      ['REGISTER', 'zly2.xml', '<inny/>', /produktyLecznicze/],
      ['REGISTER', 'pusty.xml', register(), /.*/],
      ['INTERACTIONS', 'zly.csv', 'substance_a;substance_b;severity;description;source\nA;B;7;opis;źródło\n', /^Wiersz 2: istotność „7” spoza skali/],
      ['INTERACTIONS', 'zly2.csv', 'a;b;c\n', /^Wiersz 1: nagłówek/],
      ['INTERACTIONS', 'zly3.csv', 'substance_a;substance_b;severity;description;source\nRamiprilum;Testoprilum;1;x;y\nTESTOPRILUM;RAMIPRILUM;2;x;y\n', /^Wiersz 3: para RAMIPRILUM \+ TESTOPRILUM powtarza wiersz 2/],
      ['INTERACTIONS', 'obca.csv', 'substance_a;substance_b;severity;description;source\nRamiprilum;Nieznanum;1;x;y\n', /^Wiersz 2: substancji NIEZNANUM nie ma/],
    ] as const;
    for (const [kind, name, content, message] of malformed) {
      const bad = await upload(kind, name, content);
      expect(bad.statusCode, name).toBe(400);
      expect(['IMPORT_MALFORMED', 'IMPORT_EMPTY', 'IMPORT_UNKNOWN_SUBSTANCE']).toContain(bad.json().errorCode);
      expect(bad.json().message, name).toMatch(message);
    }
    expect(await counts()).toEqual(before);

    expect((await t.request({ method: 'POST', url: `/api/clinic/drug-editions/${edition.id}/publish`, cookie: admin })).statusCode).toBe(200);
    const pairs = await t.deps.db.select().from(drugInteractionPairs);
    expect(pairs).toEqual([{ substanceA: 'RAMIPRILUM', substanceB: 'TESTOPRILUM', severity: 3, description: 'Dwa leki z tej samej grupy; nie łączyć.', source: 'ChPL Testopril 4.5' }]);
  });

  it('a draft made before another edition was published is stale; only the administrator may', async () => {
    const a = (await upload('INTERACTIONS', 'a.csv', 'substance_a;substance_b;severity;description;source\nTestoprilum;Ramiprilum;2;a;b\n')).json() as DrugEdition;
    const b = (await upload('INTERACTIONS', 'b.csv', 'substance_a;substance_b;severity;description;source\nTestoprilum;Ramiprilum;1;a;b\n')).json() as DrugEdition;
    expect(a.diff.pairs).toMatchObject({ added: 0, changed: 1, removed: 0 });
    expect((await t.request({ method: 'POST', url: `/api/clinic/drug-editions/${a.id}/publish`, cookie: admin })).statusCode).toBe(200);
    const stale = await t.request({ method: 'POST', url: `/api/clinic/drug-editions/${b.id}/publish`, cookie: admin });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().errorCode).toBe('EDITION_STALE');

    expect((await t.request({ method: 'GET', url: '/api/clinic/drug-editions', cookie: desk })).statusCode).toBe(403);
    expect((await upload('REGISTER', 'x.xml', register(), desk)).statusCode).toBe(403);
    expect((await t.request({ method: 'GET', url: '/api/clinic/drug-editions' })).statusCode).toBe(401);
    const noKind = await t.request({ method: 'POST', url: '/api/clinic/drug-editions', ...multipart([{ name: 'x.xml', content: register(), field: 'file' }]), cookie: admin });
    expect(noKind.statusCode).toBe(400);
  });
});
