import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outbox } from '../../../db/schema/index';
import { createTestApp, type TestApp } from '../../../test/helper';
import { fileClinicalDocument, renderClinicalDocument, storeRenderedDocument } from '../medical-record-service';
import { systemPatient } from '../../../lib/checked-patient';

/** What other modules file into the register (the results module's published results) and its notices. */

let t: TestApp;
beforeAll(async () => (t = await createTestApp()));
afterAll(() => t.close());

async function patient(name = 'Jan') {
  const account = await t.make.account({ name, lastName: 'Dokumentowy' });
  const record = await t.make.patient({ accountId: account.id, identityStatus: 'VERIFIED', name, lastName: 'Dokumentowy', nationalId: null });
  return { account, record, cookie: await t.as(account.id) };
}

async function file(patientId: number, publish: boolean) {
  const rendered = await renderClinicalDocument(t.deps, {
    patientId: systemPatient(patientId, 'test'),
    typeCode: 'WYNIK',
    title: 'Morfologia krwi — tajny tytuł',
    documentDate: new Date('2026-02-10T08:00:00Z'),
    authorName: 'Laboratorium',
    sections: [{ title: 'Wynik', text: 'Hemoglobina 13,5 g/dl' }],
    cda: true,
  });
  return t.deps.db.transaction(async (tx) => {
    const files = await storeRenderedDocument(t.deps, rendered, { tx });
    return fileClinicalDocument(
      t.deps,
      { patientId, typeCode: 'WYNIK', title: 'Morfologia krwi — tajny tytuł', documentDate: new Date('2026-02-10T08:00:00Z'), authorName: 'Laboratorium', authorStaffId: null, encounterId: null, ...files, publish },
      { tx },
    );
  });
}

describe('fileClinicalDocument', () => {
  it('numbers documents DOC-<year>-<6 digits> one after another', async () => {
    const { record } = await patient();
    const a = await file(record.id, false);
    const b = await file(record.id, false);
    expect(a.contextId).toMatch(/^DOC-\d{4}-\d{6}$/);
    expect(Number(b.contextId.slice(-6))).toBe(Number(a.contextId.slice(-6)) + 1);
  });

  it('a published document leaves a notice whose nguid resolves to the document, and an e-mail without its title', async () => {
    const { account, record } = await patient('Ewa');
    const guardian = await t.make.account({ name: 'Opiekun' });
    await t.make.link(guardian.id, record.id, { role: 'WARD', status: 'CONFIRMED' });
    const { contextId } = await file(record.id, true);
    await t.deps.jobs.runDue();
    for (const who of [account, guardian]) {
      const mails = await t.deps.db.select().from(outbox).where(eq(outbox.recipient, who.email!));
      expect(mails).toHaveLength(1);
      expect(mails[0].subject).toBe('Nowy dokument w Portalu Pacjenta');
      for (const text of [mails[0].body, mails[0].html ?? '']) expect(text).not.toContain('tajny');
      const guid = mails[0].body.match(/\/login\?nguid=([0-9a-f-]{36})/)![1];
      const resolved = await t.request({ method: 'GET', url: `/api/mpi/accounts/mpi-user/notifications/${guid}`, cookie: await t.as(who.id) });
      expect(resolved.json()).toEqual({ target: 'CLINICAL_DOCUMENTS', contextId, patientId: record.id });
    }
  });

  it('an unpublished document notifies nobody', async () => {
    const { account, record } = await patient('Ola');
    await file(record.id, false);
    await t.deps.jobs.runDue();
    expect(await t.deps.db.select().from(outbox).where(eq(outbox.recipient, account.email!))).toHaveLength(0);
  });
});
