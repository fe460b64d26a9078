import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helper';
import { pdfText } from '../../../test/pdf-text';
import { makeResult } from '../../../test/results-kit';

/* The patient's results: the list (published only, range, bad parameters), documents with HEAD, the trend, the printout. */

let t: TestApp;
beforeAll(async () => (t = await createTestApp()));
afterAll(() => t.close());

const day = 86_400_000;
async function patient(name = 'Renata') {
  const account = await t.make.account({ name, lastName: 'Wynikowa' });
  const record = await t.make.patient({ accountId: account.id, identityStatus: 'VERIFIED', name, lastName: 'Wynikowa', nationalId: null });
  return { account, record, cookie: await t.as(account.id) };
}
const base = (patientId: number) => `/api/mpi/test-results/mpi-user/${patientId}`;

describe('results list', () => {
  it('answers published orders newest first with elements, flags and trends; 10 a page with a probe', async () => {
    const { record, cookie } = await patient();
    const now = t.clock.now().getTime();
    const older = await makeResult(t, record.id, { orderedAt: new Date(now - 60 * day), values: { CHOL: '240', LDL: '160', HDL: '50', TG: '120' } });
    const newer = await makeResult(t, record.id, { orderedAt: new Date(now - 10 * day), values: { CHOL: '180', LDL: '95', HDL: '40', TG: '110' } });
    await makeResult(t, record.id, { orderedAt: new Date(now - 5 * day), publish: false });
    const res = await t.request({ method: 'GET', url: base(record.id), cookie });
    expect(res.statusCode, res.body).toBe(200);
    const page = res.json();
    expect(page.items.map((o: { id: number }) => o.id)).toEqual([newer.id, older.id]);
    expect(page.hasNextPage).toBe(false);
    const ldl = page.items[0].elements.find((e: { code: string }) => e.code === 'LDL');
    expect(ldl).toMatchObject({ value: '95', unit: 'mg/dl', referenceHigh: 115, flag: 'N', hasTrend: true });
    expect(page.items[0].elements.find((e: { code: string }) => e.code === 'HDL')).toMatchObject({ flag: 'L' });
    expect(page.items[1].elements.find((e: { code: string }) => e.code === 'LDL')).toMatchObject({ flag: 'H', hasTrend: false });
    expect(page.items[0]).toMatchObject({ kind: 'LAB', hasContent: true, imaging: null, orderNumber: expect.stringMatching(/^ZL\/\d{4}\/\d{6}$/) });

    const paged = (await t.request({ method: 'GET', url: `${base(record.id)}?pageSize=1`, cookie })).json();
    expect(paged).toMatchObject({ hasNextPage: true, pageSize: 1 });
    expect(paged.items).toHaveLength(1);
    // The default range is the last year; an older result shows with a range that reaches it.
    const old = await makeResult(t, record.id, { orderedAt: new Date(now - 800 * day) });
    expect((await t.request({ method: 'GET', url: base(record.id), cookie })).json().items.map((o: { id: number }) => o.id)).not.toContain(old.id);
    const after = new Date(now - 900 * day).toISOString().slice(0, 10);
    expect((await t.request({ method: 'GET', url: `${base(record.id)}?after=${after}`, cookie })).json().items.map((o: { id: number }) => o.id)).toContain(old.id);
  });

  it('bad parameters answer 400 "Błędne parametry wywołania"', async () => {
    const { record, cookie } = await patient();
    for (const query of ['pageSize=abc', 'after=2020-13-45', 'after=1990-01-01', 'before=2999-01-01', 'after=2025-05-01&before=2025-01-01']) {
      const res = await t.request({ method: 'GET', url: `${base(record.id)}?${query}`, cookie });
      expect(res.statusCode, query).toBe(400);
      expect(res.json(), query).toMatchObject({ errorCode: 'BAD_REQUEST', message: 'Błędne parametry wywołania' });
    }
  });

  it("another patient's results are 404, as an unknown patient", async () => {
    const { record } = await patient();
    const stranger = await patient('Obca');
    const order = await makeResult(t, record.id);
    expect((await t.request({ method: 'GET', url: base(record.id), cookie: stranger.cookie })).statusCode).toBe(404);
    expect((await t.request({ method: 'GET', url: `${base(stranger.record.id)}/order/${order.id}/content`, cookie: stranger.cookie })).statusCode).toBe(404);
  });
});

describe('documents', () => {
  it('HEAD answers 200 or 404 without a body; GET streams the PDF; elementary falls back to main', async () => {
    const { record, cookie } = await patient();
    const order = await makeResult(t, record.id);
    const unpublished = await makeResult(t, record.id, { publish: false });
    const head = await t.request({ method: 'HEAD', url: `${base(record.id)}/order/${order.id}/content`, cookie });
    expect(head.statusCode).toBe(200);
    expect(head.body).toBe('');
    const get = await t.request({ method: 'GET', url: `${base(record.id)}/order/${order.id}/content`, cookie });
    expect(get.statusCode).toBe(200);
    expect(get.headers['content-type']).toBe('application/pdf');
    expect(get.headers['content-disposition']).toMatch(/^inline; filename="wynik_ZL-/);
    expect(await pdfText(get.rawPayload)).toContain('Cholesterol LDL');
    for (const [method, url] of [
      ['HEAD', `${base(record.id)}/order/${unpublished.id}/content`],
      ['HEAD', `${base(record.id)}/order/${order.elements[0].id}/elementary/content`],
      ['GET', `${base(record.id)}/order/${unpublished.id}/archive`],
      ['HEAD', `${base(record.id)}/order/999999/content`],
    ] as const) {
      const res = await t.request({ method, url, cookie });
      expect(res.statusCode, url).toBe(404);
      if (method === 'HEAD') expect(res.body).toBe('');
    }
    // Electronic documentation (the demo's settings): the archive is the result's HL7 CDA.
    expect((await t.request({ method: 'HEAD', url: `${base(record.id)}/order/${order.id}/archive`, cookie })).statusCode).toBe(200);
    const archive = await t.request({ method: 'GET', url: `${base(record.id)}/order/${order.id}/archive`, cookie });
    expect(archive.headers['content-type']).toBe('application/xml');
    expect(archive.body).toContain('ClinicalDocument');
    const main = await t.request({ method: 'HEAD', url: `${base(record.id)}/order/${order.id}/main/content`, cookie });
    expect(main.statusCode).toBe(200);
    expect((await t.request({ method: 'GET', url: `${base(record.id)}/order/${order.id}/main/content`, cookie })).headers['content-type']).toBe('application/pdf');
    expect((await t.request({ method: 'HEAD', url: `${base(record.id)}/order/${order.id}/other/content`, cookie })).statusCode).toBe(400);
  });
});

describe('trend and printout', () => {
  it('the trend is one analyte, published numeric values, oldest first', async () => {
    const { record, cookie } = await patient();
    const now = t.clock.now().getTime();
    for (const [ago, ldl] of [[300, '170'], [200, '140'], [100, '110']] as const) await makeResult(t, record.id, { orderedAt: new Date(now - ago * day), values: { LDL: ldl } });
    await makeResult(t, record.id, { orderedAt: new Date(now - 50 * day), values: { LDL: '90' }, publish: false });
    const res = await t.request({ method: 'GET', url: `${base(record.id)}/trend?code=LDL`, cookie });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ code: 'LDL', name: 'Cholesterol LDL', unit: 'mg/dl' });
    expect(res.json().points.map((p: { value: number }) => p.value)).toEqual([170, 140, 110]);
    expect((await t.request({ method: 'GET', url: `${base(record.id)}/trend`, cookie })).json()).toMatchObject({ errorCode: 'BAD_REQUEST' });
  });

  it('the extended printout lists values, ranges, flags and earlier values', async () => {
    const { record, cookie } = await patient();
    const now = t.clock.now().getTime();
    await makeResult(t, record.id, { orderedAt: new Date(now - 200 * day), values: { LDL: '171' } });
    const order = await makeResult(t, record.id, { orderedAt: new Date(now - 20 * day), values: { LDL: '99', HDL: '38' } });
    const res = await t.request({ method: 'GET', url: `${base(record.id)}/extended/${order.id}/printout`, cookie });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    const text = await pdfText(res.rawPayload);
    for (const expected of ['Wynik badania', order.orderNumber, 'Cholesterol LDL', '99', '< 115', 'poniżej normy', 'Poprzednie wyniki', '171']) expect(text).toContain(expected);
  });

  it("the printout's fixed texts follow the reader's language (Accept-Language)", async () => {
    const { record, cookie } = await patient();
    const order = await makeResult(t, record.id, { orderedAt: new Date(t.clock.now().getTime() - 5 * day), values: { LDL: '99' } });
    const url = `${base(record.id)}/extended/${order.id}/printout`;
    const english = await pdfText((await t.request({ method: 'GET', url, cookie, headers: { 'accept-language': 'en' } })).rawPayload);
    for (const expected of ['Test result', 'Order number', 'Reference range', 'Page 1 of 1']) expect(english).toContain(expected);
    expect(english).not.toContain('Numer zlecenia');
    const ukrainian = await pdfText((await t.request({ method: 'GET', url, cookie, headers: { 'accept-language': 'uk' } })).rawPayload);
    for (const expected of ['Результат обстеження', 'Номер направлення', 'Сторінка 1 з 1']) expect(ukrainian).toContain(expected);
  });
});
