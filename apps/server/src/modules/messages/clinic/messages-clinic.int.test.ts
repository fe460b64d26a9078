import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { staffRoleValues } from '@portal/contracts';
import { messageRecipients, staffReads } from '../../../db/schema/index';
import { createTestApp, type TestApp } from '../../../test/helper';
import { makeMailbox } from '../../../test/messages-kit';
import { multipart, samples } from '../../../test/multipart';

/*
 * The clinic console's side of messages: boxes and unread counts, a mailbox's inbox for its members
 * only, sending to a patient (her account and her guardians'), to colleagues and mailboxes, replies,
 * reading for a mailbox, attachments, the patient card's audited correspondence, the dashboard queue.
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const staffCall = async (staffId: number, method: 'GET' | 'POST', url: string, payload?: object) =>
  t.request({ method, url, payload, cookie: await t.asStaff(staffId) });

async function patientWithGuardian() {
  const own = await t.make.account({ name: 'Zofia', lastName: 'Pacjentka' });
  const record = await t.make.patient({ accountId: own.id, identityStatus: 'VERIFIED', name: 'Zofia', lastName: 'Pacjentka', nationalId: '44051401458' });
  const guardian = await t.make.account({ name: 'Gustaw', lastName: 'Opiekun' });
  await t.make.link(guardian.id, record.id, { role: 'WARD', status: 'CONFIRMED' });
  return { own, record, guardian };
}

describe('clinic messages', () => {
  it('every role has its boxes; a mailbox inbox is its members only (another: 404)', async () => {
    for (const role of staffRoleValues) {
      const member = await t.make.staff({ roles: [role] });
      const res = await staffCall(member.id, 'GET', '/api/clinic/messages/boxes');
      expect(res.statusCode, role).toBe(200);
      expect(res.json()[0]).toEqual({ mailboxId: null, name: 'Halina Testowa', unread: 0 });
    }
    const member = await t.make.staff({ roles: ['NURSE'] });
    const outsider = await t.make.staff({ roles: ['NURSE'] });
    const box = await makeMailbox(t, { name: 'Gabinet zabiegowy filii', memberIds: [member.id] });
    const colleague = await t.make.staff({ roles: ['DOCTOR'] });
    await t.make.message({ from: { staffId: colleague.id }, to: [{ kind: 'MAILBOX', id: box }] });
    expect((await staffCall(member.id, 'GET', '/api/clinic/messages/boxes')).json()[1]).toEqual({ mailboxId: box, name: 'Gabinet zabiegowy filii', unread: 1 });
    expect((await staffCall(member.id, 'GET', `/api/clinic/messages/inbox?mailboxId=${box}`)).json().items).toHaveLength(1);
    const foreign = await staffCall(outsider.id, 'GET', `/api/clinic/messages/inbox?mailboxId=${box}`);
    const unknown = await staffCall(outsider.id, 'GET', '/api/clinic/messages/inbox?mailboxId=2000000000');
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toEqual(unknown.json());
    const dashboard = await staffCall(member.id, 'GET', '/api/clinic/dashboard');
    expect(dashboard.json().queues).toContainEqual({ key: 'MESSAGES', path: '/messages', count: 1 });
  });

  it('a message to a patient reaches her account and her guardian, keeps the patient, may ask to be confirmed; no account: 400', async () => {
    const doctor = await t.make.staff({ roles: ['DOCTOR'], name: 'Ewa', lastName: 'Lekarska' });
    const { own, record, guardian } = await patientWithGuardian();
    const res = await staffCall(doctor.id, 'POST', '/api/clinic/messages', {
      category: 'RESULTS',
      title: 'Wyniki morfologii',
      content: 'Wyniki są w normie.',
      recipients: [{ kind: 'PATIENT', id: record.id }],
      mustConfirm: true,
    });
    expect(res.statusCode, res.body).toBe(201);
    const id = res.json().id;
    for (const account of [own, guardian]) {
      const inbox = await t.request({ method: 'GET', url: '/api/mpi/messages/u/mpi-user/inbox', cookie: await t.as(account.id) });
      expect(inbox.json().items[0]).toMatchObject({ id, mustConfirm: true, sender: { kind: 'STAFF', id: doctor.id, name: 'Ewa Lekarska' }, patient: { id: record.id } });
    }
    const outbox = await staffCall(doctor.id, 'GET', '/api/clinic/messages/outbox');
    expect(outbox.json().items[0]).toMatchObject({ id, isOwn: true, patient: { id: record.id, pesel: '44051401458' } });
    expect(outbox.json().items[0].recipients.map((r: { id: number }) => r.id).sort()).toEqual([own.id, guardian.id].sort());

    const lonely = await t.make.patient({ name: 'Bez', lastName: 'Konta' });
    const none = await staffCall(doctor.id, 'POST', '/api/clinic/messages', { category: 'M', title: 'T', content: 'C', recipients: [{ kind: 'PATIENT', id: lonely.id }] });
    expect(none.statusCode).toBe(400);
    expect(none.json().errorCode).toBe('MESSAGE_RECIPIENT_INVALID');
    expect(none.json().message).toContain('nie ma konta w portalu');
  });

  it('a reply to a patient goes to her account in the thread with her patient; the patient card lists it and audits the read', async () => {
    const doctor = await t.make.staff({ roles: ['DOCTOR'] });
    const { own, record } = await patientWithGuardian();
    const question = await t.make.message({ from: { accountId: own.id }, to: [{ kind: 'STAFF', id: doctor.id }], title: 'Pytanie' });
    const reply = await staffCall(doctor.id, 'POST', '/api/clinic/messages', { category: 'M', title: 'Re: Pytanie', content: 'Odpowiedź', inResponseTo: question });
    expect(reply.statusCode, reply.body).toBe(201);
    const thread = await staffCall(doctor.id, 'GET', `/api/clinic/messages/${reply.json().id}/thread`);
    expect(thread.json().map((m: { id: number; patient: { id: number } | null }) => [m.id, m.patient?.id])).toEqual([
      [question, record.id],
      [reply.json().id, record.id],
    ]);
    const patientInbox = await t.request({ method: 'GET', url: '/api/mpi/messages/u/mpi-user/inbox', cookie: await t.as(own.id) });
    expect(patientInbox.json().items[0]).toMatchObject({ id: reply.json().id, inResponseTo: question, threadId: question });

    const nurse = await t.make.staff({ roles: ['NURSE'] });
    const card = await staffCall(nurse.id, 'GET', `/api/clinic/patients/${record.id}/messages`);
    expect(card.statusCode).toBe(200);
    expect(card.json().items.map((m: { id: number }) => m.id)).toEqual([reply.json().id, question]);
    const audit = await t.deps.db.select().from(staffReads).where(and(eq(staffReads.staffId, nurse.id), eq(staffReads.patientId, record.id)));
    expect(audit.map((a) => a.what)).toEqual(['MESSAGES']);
    // Her thread is not the nurse's: 404 as an unknown id.
    const foreign = await staffCall(nurse.id, 'GET', `/api/clinic/messages/${question}/thread`);
    expect(foreign.statusCode).toBe(404);
  });

  it("names mailboxes in the console's language: her boxes, the recipients offered (and what they are for), a message's sender and recipients", async () => {
    const member = await t.make.staff({ roles: ['NURSE'] });
    const box = await makeMailbox(t, { name: 'Punkt pobrań', nameEn: 'Blood collection point', description: 'Pobrania krwi', descriptionEn: 'Blood draws', memberIds: [member.id] });
    const colleague = await t.make.staff({ roles: ['DOCTOR'] });
    const id = await t.make.message({ from: { staffId: colleague.id }, to: [{ kind: 'MAILBOX', id: box }] });
    const cookie = await t.asStaff(member.id);
    const read = async (url: string, language: string) => {
      const res = await t.request({ method: 'GET', url, cookie, headers: { 'accept-language': language } });
      expect(res.statusCode, res.body).toBe(200);
      return res.json();
    };
    // No Ukrainian name: a Ukrainian console reads the English one.
    expect((await read('/api/clinic/messages/boxes', 'uk'))[1]).toEqual({ mailboxId: box, name: 'Blood collection point', unread: 1 });
    expect((await read('/api/clinic/messages/boxes', 'pl'))[1]).toEqual({ mailboxId: box, name: 'Punkt pobrań', unread: 1 });
    expect((await read(`/api/clinic/messages/recipients?q=${encodeURIComponent('collection')}`, 'en')).items).toEqual([{ kind: 'MAILBOX', id: box, name: 'Blood collection point', description: 'Blood draws' }]);
    expect((await read(`/api/clinic/messages/recipients?q=${encodeURIComponent('pobrań')}`, 'uk')).items).toEqual([{ kind: 'MAILBOX', id: box, name: 'Blood collection point', description: 'Blood draws' }]);
    expect((await read(`/api/clinic/messages/recipients?q=${encodeURIComponent('pobrań')}`, 'pl')).items).toEqual([{ kind: 'MAILBOX', id: box, name: 'Punkt pobrań', description: 'Pobrania krwi' }]);
    expect((await read(`/api/clinic/messages/inbox?mailboxId=${box}`, 'en')).items[0]).toMatchObject({ id, recipients: [{ kind: 'MAILBOX', id: box, name: 'Blood collection point' }] });
    const answer = await staffCall(member.id, 'POST', '/api/clinic/messages', { category: 'M', title: 'Re', content: 'Odpowiedź punktu', inResponseTo: id, fromMailboxId: box });
    expect(answer.statusCode, answer.body).toBe(201);
    const thread = (await read(`/api/clinic/messages/${answer.json().id}/thread`, 'uk')) as Array<{ sender: { name: string } }>;
    expect(thread.map((m) => m.sender.name)).toEqual(['Halina Testowa', 'Blood collection point']);
  });

  it('a mailbox copy is read once for all its members, on behalf of a mailbox its members write; another mailbox: 404', async () => {
    const [a, b, outsider] = [await t.make.staff({ roles: ['REGISTRAR'] }), await t.make.staff({ roles: ['REGISTRAR'] }), await t.make.staff({ roles: ['NURSE'] })];
    const box = await makeMailbox(t, { name: 'Rejestracja wspólna', memberIds: [a.id, b.id] });
    const { own } = await patientWithGuardian();
    const id = await t.make.message({ from: { accountId: own.id }, to: [{ kind: 'MAILBOX', id: box }] });
    expect((await staffCall(outsider.id, 'POST', `/api/clinic/messages/${id}/read`)).statusCode).toBe(404);
    const read = await staffCall(a.id, 'POST', `/api/clinic/messages/${id}/read`);
    expect(read.statusCode).toBe(200);
    const [copy] = await t.deps.db.select().from(messageRecipients).where(eq(messageRecipients.messageId, id));
    expect(copy.readByStaffId).toBe(a.id);
    expect((await staffCall(b.id, 'GET', `/api/clinic/messages/inbox?mailboxId=${box}`)).json().items[0].readDate).toBe(read.json().readDate);
    expect((await staffCall(b.id, 'POST', `/api/clinic/messages/${id}/read`)).json()).toEqual(read.json());
    // The patient sees it read: too late to change it.
    const edit = await t.request({
      method: 'PUT',
      url: '/api/mpi/messages/u/mpi-user/update',
      cookie: await t.as(own.id),
      payload: { id, category: 'M', title: 'T', content: 'C', recipients: [{ kind: 'MAILBOX', id: box }] },
    });
    expect(edit.json().errorCode).toBe('MESSAGE_ALREADY_READ_EDIT');

    const sent = await staffCall(b.id, 'POST', '/api/clinic/messages', { category: 'M', title: 'Re', content: 'Od rejestracji', inResponseTo: id, fromMailboxId: box });
    expect(sent.statusCode, sent.body).toBe(201);
    const patientView = await t.request({ method: 'GET', url: '/api/mpi/messages/u/mpi-user/inbox', cookie: await t.as(own.id) });
    expect(patientView.json().items[0].sender).toEqual({ kind: 'MAILBOX', id: box, name: 'Rejestracja wspólna' });
    const aOutbox = await staffCall(a.id, 'GET', `/api/clinic/messages/${sent.json().id}/thread`);
    expect(aOutbox.json().at(-1)).toMatchObject({ isOwn: true, sender: { kind: 'MAILBOX' } });
    const other = await makeMailbox(t, { memberIds: [outsider.id] });
    expect((await staffCall(b.id, 'POST', '/api/clinic/messages', { category: 'M', title: 'T', content: 'C', recipients: [{ kind: 'STAFF', id: a.id }], fromMailboxId: other })).statusCode).toBe(404);
  });

  it('colleagues and mailboxes are offered as recipients; staff attachments go with the message to its parties only', async () => {
    const doctor = await t.make.staff({ roles: ['DOCTOR'], lastName: 'Załącznikowa' });
    const nurse = await t.make.staff({ roles: ['NURSE'] });
    const box = await makeMailbox(t, { name: 'Załączniki i skany', acceptsPatientMessages: false });
    const found = await staffCall(doctor.id, 'GET', '/api/clinic/messages/recipients?q=Załącznik');
    expect(found.json().items).toEqual([
      { kind: 'MAILBOX', id: box, name: 'Załączniki i skany', description: null },
      expect.objectContaining({ kind: 'STAFF', id: doctor.id, description: 'Lekarz' }),
    ]);
    const up = await t.request({ method: 'POST', url: '/api/clinic/messages/attachments', cookie: await t.asStaff(doctor.id), ...multipart([{ name: 'skierowanie.pdf', content: samples.pdf }]) });
    expect(up.statusCode, up.body).toBe(201);
    const fileId = up.json().files[0].id;
    const { own } = await patientWithGuardian();
    const stranger = await t.make.account();
    const sent = await staffCall(doctor.id, 'POST', '/api/clinic/messages', {
      category: 'REFERRAL',
      title: 'Skierowanie',
      content: 'W załączniku.',
      recipients: [{ kind: 'STAFF', id: nurse.id }],
      attachmentIds: [fileId],
    });
    expect(sent.statusCode, sent.body).toBe(201);
    const id = sent.json().id;
    const byNurse = await staffCall(nurse.id, 'GET', `/api/clinic/messages/${id}/attachments/${fileId}`);
    expect(byNurse.statusCode).toBe(200);
    expect(byNurse.rawPayload.equals(samples.pdf)).toBe(true);
    expect((await staffCall((await t.make.staff()).id, 'GET', `/api/clinic/messages/${id}/attachments/${fileId}`)).statusCode).toBe(404);
    expect((await t.request({ method: 'GET', url: `/api/mpi/messages/${id}/attachments/${fileId}`, cookie: await t.as(stranger.id) })).statusCode).toBe(404);
    expect(own.id).toBeGreaterThan(0);
    // The same upload cannot be sent twice.
    const again = await staffCall(doctor.id, 'POST', '/api/clinic/messages', { category: 'M', title: 'T', content: 'C', recipients: [{ kind: 'STAFF', id: nurse.id }], attachmentIds: [fileId] });
    expect(again.statusCode).toBe(400);
  });

  it('the inbox, outbox, thread and an attachment write one row per patient their messages concern (none for colleagues\' messages), shown in her access log', async () => {
    const doctor = await t.make.staff({ roles: ['DOCTOR'] });
    const colleague = await t.make.staff({ roles: ['NURSE'] });
    const { own, record } = await patientWithGuardian();
    const otherAccount = await t.make.account({ name: 'Olga', lastName: 'Druga' });
    const other = await t.make.patient({ accountId: otherAccount.id, identityStatus: 'VERIFIED', name: 'Olga', lastName: 'Druga' });
    const question = await t.make.message({ from: { accountId: own.id }, to: [{ kind: 'STAFF', id: doctor.id }], title: 'Pytanie o wynik' });
    await t.make.message({ from: { accountId: own.id }, to: [{ kind: 'STAFF', id: doctor.id }], title: 'Drugie pytanie' });
    await t.make.message({ from: { accountId: otherAccount.id }, to: [{ kind: 'STAFF', id: doctor.id }], title: 'Pytanie Olgi' });
    await t.make.message({ from: { staffId: colleague.id }, to: [{ kind: 'STAFF', id: doctor.id }], title: 'Między nami' });
    const reads = async () =>
      (await t.deps.db.select().from(staffReads).where(eq(staffReads.staffId, doctor.id))).map((r) => `${r.what} ${r.patientId}`).sort();

    const inbox = await staffCall(doctor.id, 'GET', '/api/clinic/messages/inbox');
    expect(inbox.json().items).toHaveLength(4);
    expect(await reads()).toEqual([`MESSAGE_INBOX ${record.id}`, `MESSAGE_INBOX ${other.id}`].sort());

    const up = await t.request({ method: 'POST', url: '/api/clinic/messages/attachments', cookie: await t.asStaff(doctor.id), ...multipart([{ name: 'zalecenia.pdf', content: samples.pdf }]) });
    const fileId = up.json().files[0].id;
    const reply = await staffCall(doctor.id, 'POST', '/api/clinic/messages', { category: 'M', title: 'Re: Pytanie o wynik', content: 'Zalecenia w załączniku.', inResponseTo: question, attachmentIds: [fileId] });
    expect(reply.statusCode, reply.body).toBe(201);
    expect((await staffCall(doctor.id, 'GET', '/api/clinic/messages/outbox')).statusCode).toBe(200);
    expect((await staffCall(doctor.id, 'GET', `/api/clinic/messages/${reply.json().id}/thread`)).json()).toHaveLength(2);
    expect((await staffCall(doctor.id, 'GET', `/api/clinic/messages/${reply.json().id}/attachments/${fileId}`)).statusCode).toBe(200);
    expect(await reads()).toEqual(
      [`MESSAGE_INBOX ${record.id}`, `MESSAGE_INBOX ${other.id}`, `MESSAGE_OUTBOX ${record.id}`, `MESSAGE_THREAD ${record.id}`, `MESSAGE_ATTACHMENT ${record.id}`].sort(),
    );

    const log = (await t.request({ method: 'GET', url: '/api/mpi/accounts/mpi-user/access-log', cookie: await t.as(own.id) })).json();
    const whats = log.items.filter((i: { patient: { id: number } }) => i.patient.id === record.id).map((i: { what: string }) => i.what);
    expect(whats).toEqual(expect.arrayContaining(['MESSAGE_INBOX', 'MESSAGE_OUTBOX', 'MESSAGE_THREAD', 'MESSAGE_ATTACHMENT']));
  });
});
