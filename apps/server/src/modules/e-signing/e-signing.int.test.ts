import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, desc, eq } from 'drizzle-orm';
import { eventLog, patientLinks, patients, signingRequests } from '../../db/schema/index';
import { DEMO_PERSONS } from '../../demo';
import { AppError } from '../../errors';
import { SIMULATOR_SIGN_PATH } from '../../integrations/e-signature/index';
import { systemPatient } from '../../lib/checked-patient';
import { publicOrigin } from '../../public-origin';
import { createTestApp, type TestApp } from '../../test/helper';
import type { AcceptedSignature, PortalModule } from '../portal-module';
import { documentSignatures, documentXml, signedDocumentXml, startSigning } from './e-signing-service';

/*
 * The whole signing path on a small signable module of the test's own: the portal starts a signing,
 * the simulator's page shows the document, signs it as a test person and the browser posts the answer
 * to /api/mpi/e-sign/confirm, which verifies it and sends the browser on — the owning module's
 * `signed` called once. Then a replay, a foreign return address, a signer who may not sign, a guardian
 * signing for her child, a document changed meanwhile, and a cancel.
 */

const KIND = 'TEST_DOC';
const docs = new Map<number, { xml: string; patientId: number; signed: boolean }>();
const signedCalls: Array<{ documentId: number; signature: AcceptedSignature }> = [];
let nextDoc = 1;

const signableModule: PortalModule = {
  name: 'e-signing-test',
  tier: 'feature',
  order: 1001,
  signables: {
    [KIND]: {
      load: async (_tx, documentId) => {
        const doc = docs.get(documentId);
        return doc && !doc.signed ? { xml: doc.xml, patientId: doc.patientId } : null;
      },
      signed: async (_deps, _tx, documentId, signature) => {
        docs.get(documentId)!.signed = true;
        signedCalls.push({ documentId, signature });
      },
    },
  },
};

let t: TestApp;
let origin: string;
let anna: { accountId: number; patientId: number };
let zosiaId: number;
let janId: number;

beforeAll(async () => {
  t = await createTestApp({}, { extraModules: [signableModule] });
  origin = publicOrigin(t.deps.config, t.app.server);
  const db = t.deps.db;
  const [own] = await db.select({ id: patients.id, accountId: patients.accountId }).from(patients).where(eq(patients.nationalId, DEMO_PERSONS.anna.nationalId));
  anna = { accountId: own.accountId!, patientId: own.id };
  const linked = await db
    .select({ patientId: patientLinks.patientId, role: patientLinks.role })
    .from(patientLinks)
    .where(and(eq(patientLinks.accountId, anna.accountId), eq(patientLinks.status, 'CONFIRMED')));
  zosiaId = linked.find((l) => l.role === 'CHILD')!.patientId;
  janId = linked.find((l) => l.role === 'WARD')!.patientId;
});
afterAll(() => t.close());

const form = (fields: Record<string, string>) => ({
  payload: new URLSearchParams(fields).toString(),
  headers: { 'content-type': 'application/x-www-form-urlencoded' },
});

/** A new document of the test module for the patient, and a signing started for it by Anna's account. */
async function started(patientId: number, urls: { successUrl?: string; errorUrl?: string } = {}) {
  const documentId = nextDoc++;
  const xml = documentXml({
    kind: KIND,
    id: documentId,
    title: 'Dokument testowy',
    fields: [
      { name: 'patient', label: 'Pacjent', value: `#${patientId}` },
      { name: 'note', label: 'Treść', value: 'Zgoda na „coś” & <więcej>' },
    ],
  });
  docs.set(documentId, { xml, patientId, signed: false });
  const { url } = await startSigning(t.deps, {
    kind: KIND,
    documentId,
    patient: systemPatient(patientId, 'test'),
    accountId: anna.accountId,
    xml,
    title: 'Dokument testowy do podpisu',
    successUrl: urls.successUrl ?? `/documents/${documentId}?tab=1`,
    errorUrl: urls.errorUrl ?? `${origin}/documents/${documentId}`,
    origin,
  });
  return { documentId, url };
}

/** The simulator's answer form for the choice, as its page would post it back. */
async function atSimulator(url: string, choice: { as: keyof typeof DEMO_PERSONS } | 'cancel') {
  const requestId = new URL(url, origin).searchParams.get('request')!;
  const fields: Record<string, string> = choice === 'cancel' ? { request: requestId, action: 'cancel' } : { request: requestId, action: 'sign', choice: DEMO_PERSONS[choice.as].nationalId };
  const res = await t.request({ method: 'POST', url: SIMULATOR_SIGN_PATH, ...form(fields) });
  expect(res.statusCode).toBe(200);
  const action = res.body.match(/<form id="sign-post" method="post" action="([^"]+)"/)![1];
  const answer = Object.fromEntries([...res.body.matchAll(/<input type="hidden" name="(\w+)" value="([^"]*)">/g)].map((m) => [m[1], m[2].replace(/&amp;/g, '&')]));
  return { action, answer };
}

/** The e-service's page posts the answer from its own origin, without the portal's client header. */
const confirm = (answer: Record<string, string>) =>
  t.app.inject({ method: 'POST', url: '/api/mpi/e-sign/confirm', ...form(answer), headers: { ...form(answer).headers, origin: 'https://pz.gov.pl' } });

describe('signing through the e-service simulator', () => {
  it('shows the document, signs it as the patient and sends the browser to the success address, the document signed once', async () => {
    const { documentId, url } = await started(anna.patientId);
    expect(url.startsWith(`${SIMULATOR_SIGN_PATH}?request=`)).toBe(true);
    const page = await t.request({ method: 'GET', url });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Dokument testowy do podpisu');
    expect(page.body).toContain('<dt>Treść</dt><dd>Zgoda na „coś” &amp; &lt;więcej&gt;</dd>');
    expect(page.body).toContain(`value="${DEMO_PERSONS.piotr.nationalId}"`);
    expect(page.body).toMatch(/>Podpisz<\/button>[\s\S]*>Anuluj<\/button>/);

    const { action, answer } = await atSimulator(url, { as: 'anna' });
    expect(action).toBe(`${origin}/api/mpi/e-sign/confirm`);
    const res = await confirm(answer);
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe(`/documents/${documentId}?tab=1&epuapstatus=ok`);
    expect(signedCalls.filter((c) => c.documentId === documentId)).toEqual([
      { documentId, signature: expect.objectContaining({ signedBy: 'PATIENT', signerNationalId: DEMO_PERSONS.anna.nationalId, signerName: 'Anna Kowalska' }) },
    ]);
    const signature = (await documentSignatures(t.deps.db, KIND, [documentId, 999_999])).get(documentId);
    expect(signature).toMatchObject({ signerName: 'Anna Kowalska', signedBy: 'PATIENT', certificateIssuer: 'Symulator podpisu zaufanego — CA' });
    expect(await signedDocumentXml(t.deps.db, KIND, documentId)).toContain('<xades:SigningCertificate>');
    const [event] = await t.deps.db.select().from(eventLog).where(eq(eventLog.eventType, 'DOCUMENT_SIGNATURE')).orderBy(desc(eventLog.id)).limit(1);
    expect(event).toMatchObject({ outcome: 'SUCCESS', accountId: anna.accountId });

    // The same answer again: the request is used up.
    const replay = await confirm(answer);
    expect(replay.statusCode).toBe(303);
    expect(replay.headers.location).toBe(`${origin}/documents/${documentId}?epuapstatus=error&reason=REQUEST_INVALID`);
    expect(signedCalls.filter((c) => c.documentId === documentId)).toHaveLength(1);
    // The simulator's page no longer has it either.
    expect((await t.request({ method: 'GET', url })).statusCode).toBe(400);
  });

  it('refuses return addresses of another origin', async () => {
    for (const foreign of ['https://evil.example/x', '//evil.example/x', '/\\evil.example', 'javascript:alert(1)', `${origin}.evil.example/`, '']) {
      const error = await started(anna.patientId, { successUrl: foreign }).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(AppError);
      expect(error).toMatchObject({ code: 'SIGN_URL_FOREIGN' });
    }
    await expect(started(anna.patientId, { errorUrl: 'https://evil.example/' })).rejects.toMatchObject({ code: 'SIGN_URL_FOREIGN' });
  });

  it('without an e-service (production until an adapter exists) answers the error address at once', async () => {
    const withoutService = { ...t.deps, eSignature: { ...t.deps.eSignature, service: null } };
    const input = { kind: KIND, documentId: 1, patient: systemPatient(anna.patientId, 'test'), accountId: anna.accountId, xml: '<a/>', title: 'x', successUrl: '/ok', errorUrl: '/back?x=1', origin };
    expect(await startSigning(withoutService, input)).toEqual({ url: '/back?x=1&epuapstatus=error&reason=SERVICE_UNAVAILABLE' });
    await expect(startSigning(withoutService, { ...input, successUrl: 'https://evil.example/' })).rejects.toMatchObject({ code: 'SIGN_URL_FOREIGN' });
  });

  it('refuses a signer who does not act for the patient, and a guardian of an adult with her own account', async () => {
    const stranger = await started(anna.patientId);
    const res = await confirm((await atSimulator(stranger.url, { as: 'piotr' })).answer);
    expect(res.headers.location).toBe(`${origin}/documents/${stranger.documentId}?epuapstatus=error&reason=SIGNER_NOT_ALLOWED`);

    const ofJan = await started(janId);
    const forJan = await confirm((await atSimulator(ofJan.url, { as: 'anna' })).answer);
    expect(forJan.headers.location).toBe(`${origin}/documents/${ofJan.documentId}?epuapstatus=error&reason=SIGNER_NOT_ALLOWED`);
    expect(signedCalls.some((c) => c.documentId === stranger.documentId || c.documentId === ofJan.documentId)).toBe(false);
    const outcomes = await t.deps.db.select({ outcome: signingRequests.outcome, usedAt: signingRequests.usedAt }).from(signingRequests).where(eq(signingRequests.documentId, ofJan.documentId));
    expect(outcomes).toEqual([{ outcome: 'SIGNER_NOT_ALLOWED', usedAt: expect.any(Date) }]);
  });

  it('accepts a guardian signing for her child', async () => {
    const { documentId, url } = await started(zosiaId);
    const res = await confirm((await atSimulator(url, { as: 'anna' })).answer);
    expect(res.headers.location).toBe(`/documents/${documentId}?tab=1&epuapstatus=ok`);
    expect(signedCalls.find((c) => c.documentId === documentId)?.signature).toMatchObject({ signedBy: 'GUARDIAN', signerNationalId: DEMO_PERSONS.anna.nationalId });
    expect((await documentSignatures(t.deps.db, KIND, [documentId])).get(documentId)).toMatchObject({ signedBy: 'GUARDIAN' });
  });

  it('refuses a signature of a document that changed after the signing began', async () => {
    const { documentId, url } = await started(anna.patientId);
    const { answer } = await atSimulator(url, { as: 'anna' });
    docs.get(documentId)!.xml = documentXml({ kind: KIND, id: documentId, title: 'Dokument testowy', fields: [{ name: 'patient', label: 'Pacjent', value: 'ktoś inny' }] });
    expect((await confirm(answer)).headers.location).toBe(`${origin}/documents/${documentId}?epuapstatus=error&reason=CONTENT_CHANGED`);
  });

  it('sends a cancel at the e-service to the error address', async () => {
    const { documentId, url } = await started(anna.patientId);
    const { answer } = await atSimulator(url, 'cancel');
    expect(answer).toMatchObject({ result: 'CANCELLED' });
    expect((await confirm(answer)).headers.location).toBe(`${origin}/documents/${documentId}?epuapstatus=error&reason=CANCELLED`);
    expect(signedCalls.some((c) => c.documentId === documentId)).toBe(false);
    // An answer naming no request the portal issued, or none at all: the public result page.
    const fallback = '/epuap/error?type=sign&epuapstatus=error&reason=REQUEST_INVALID';
    expect((await confirm({ token: 'forged', result: 'CANCELLED' })).headers.location).toBe(fallback);
    expect((await confirm({ token: 'forged', result: 'SIGNED', document: '<a/>' })).headers.location).toBe(fallback);
    expect((await confirm({})).headers.location).toBe(fallback);
  });

  it('answers the simulator page without a waiting document, or without a person chosen, with its own error', async () => {
    expect((await t.request({ method: 'GET', url: SIMULATOR_SIGN_PATH })).statusCode).toBe(400);
    const { url } = await started(anna.patientId);
    const requestId = new URL(url, origin).searchParams.get('request')!;
    const unchosen = await t.request({ method: 'POST', url: SIMULATOR_SIGN_PATH, ...form({ request: requestId, action: 'sign', choice: '12345678901' }) });
    expect(unchosen.statusCode).toBe(400);
    expect(unchosen.body).toContain('Wybierz osobę testową, która podpisze dokument.');
    // The document still waits: the page signs it afterwards.
    expect((await t.request({ method: 'GET', url })).statusCode).toBe(200);
  });
});

