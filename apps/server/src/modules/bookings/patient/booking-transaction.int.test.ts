import { and, desc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookings, outbox, questionnaireFulfillments, timeSlots, verifications } from '../../../db/schema/index';
import { createTestApp, type TestApp } from '../../../test/helper';
import { adminCookie, everyFormat, goodAnswers, makeQuestionnaire } from '../../../test/questionnaire-kit';
import { bookingPatient, enableBookings, makeSchedule, slotsAhead } from '../core/test-fixtures';

/**
 * One command, one transaction: making a booking uses up its SMS code and saves its questionnaire's
 * answers inside the transaction that writes it. A booking refused after its code was given leaves the
 * code usable; a booking that commits has its answers, and one whose answers cannot be saved is not made.
 */

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  await enableBookings(t);
  admin = await adminCookie(t);
});
afterAll(() => t.close());

const book = (cookie: string, payload: object) => t.request({ method: 'POST', url: '/api/mppd/api/bookings', payload, cookie });
const ahead = (slots: ReadonlyArray<typeof timeSlots.$inferSelect>) => slotsAhead(slots, t.clock.now(), 48);
async function lastSmsCode(to: string): Promise<string> {
  const [sms] = await t.deps.db.select().from(outbox).where(eq(outbox.recipient, to)).orderBy(desc(outbox.id)).limit(1);
  return /(\d{6})/.exec(sms!.body)![1]!;
}

describe('the SMS code of a booking', () => {
  it('is used up only by the booking it makes: a booking refused by a later check leaves it usable', async () => {
    const { slots } = await makeSchedule(t, { rules: { bookingConfReq: true, referralStatus: 'R' } });
    const me = await bookingPatient(t);
    const slot = ahead(slots)[0]!;
    const sent = await t.request({ method: 'POST', url: '/api/mppd/api/bookings/code', payload: { timeSlotId: slot.id, patientId: me.record.id }, cookie: me.cookie });
    expect(sent.statusCode, sent.body).toBe(200);
    const code = await lastSmsCode(sent.json().sentTo);

    // The code is right, but the service needs a referral: 400, and the code is not used up.
    const refused = await book(me.cookie, { timeSlotId: slot.id, patientId: me.record.id, confirmationCode: code });
    expect(refused.json()).toMatchObject({ errorCode: 'REFERRAL_REQUIRED' });
    const [pending] = await t.deps.db.select().from(verifications).where(and(eq(verifications.accountId, me.account.id), eq(verifications.purpose, 'BOOKING_CONFIRM')));
    expect(pending!.usedAt).toBeNull();

    const made = await book(me.cookie, { timeSlotId: slot.id, patientId: me.record.id, confirmationCode: code, referral: { refENumber: '1234' } });
    expect(made.statusCode, made.body).toBe(201);
    expect(made.json()).toMatchObject({ confirmed: true });
    const [used] = await t.deps.db.select().from(verifications).where(eq(verifications.id, pending!.id));
    expect(used!.usedAt).not.toBeNull();
    // Used once: the next booking with it is refused.
    const again = await book(me.cookie, { timeSlotId: ahead(slots)[2]!.id, patientId: me.record.id, confirmationCode: code, referral: { refENumber: '1234' } });
    expect(again.json()).toMatchObject({ errorCode: 'CODE_INVALID' });
  });
});

describe("the questionnaire's answers of a booking", () => {
  async function askingService() {
    const schedule = await makeSchedule(t);
    const q = await makeQuestionnaire(t, admin, everyFormat({ title: `Ankieta przed wizytą ${schedule.service.code}` }));
    const assigned = await t.request({ method: 'PUT', url: `/api/clinic/questionnaires/${q.id}/assignments`, payload: { serviceCodes: [schedule.service.code], specialities: [] }, cookie: admin });
    expect(assigned.statusCode, assigned.body).toBe(200);
    return { ...schedule, questionnaire: q };
  }
  const answersOf = (bookingId: string) =>
    t.deps.db.select().from(questionnaireFulfillments).where(and(eq(questionnaireFulfillments.subjectKind, 'BOOKING'), eq(questionnaireFulfillments.subjectId, bookingId)));

  it('are saved with the booking, in its transaction', async () => {
    const { slots, questionnaire } = await askingService();
    const me = await bookingPatient(t);
    const made = await book(me.cookie, { timeSlotId: ahead(slots)[0]!.id, patientId: me.record.id, questionnaireFulfillment: goodAnswers(questionnaire.versionId) });
    expect(made.statusCode, made.body).toBe(201);
    const [answers] = await answersOf(made.json().systemId);
    expect(answers).toMatchObject({ patientId: me.record.id, accountId: me.account.id });
  });

  it('that cannot be saved leave no booking: the slot stays free and nothing is announced', async () => {
    const { slots, questionnaire } = await askingService();
    const me = await bookingPatient(t);
    const slot = ahead(slots)[0]!;
    // The answers' write fails inside the booking's transaction (as a lost connection or a full disk would).
    await t.deps.db.execute(
      sql.raw(`create or replace function test_refuse_fulfillment() returns trigger language plpgsql as $$ begin raise exception 'test: answers not saved'; end $$`),
    );
    await t.deps.db.execute(sql.raw('create trigger test_refuse_fulfillment before insert on questionnaire_fulfillments for each row execute function test_refuse_fulfillment()'));
    try {
      const failed = await book(me.cookie, { timeSlotId: slot.id, patientId: me.record.id, questionnaireFulfillment: goodAnswers(questionnaire.versionId) });
      expect(failed.statusCode).toBe(500);
    } finally {
      await t.deps.db.execute(sql.raw('drop trigger test_refuse_fulfillment on questionnaire_fulfillments'));
      await t.deps.db.execute(sql.raw('drop function test_refuse_fulfillment()'));
    }
    expect(await t.deps.db.select().from(bookings).where(eq(bookings.patientId, me.record.id))).toEqual([]);
    const made = await book(me.cookie, { timeSlotId: slot.id, patientId: me.record.id, questionnaireFulfillment: goodAnswers(questionnaire.versionId) });
    expect(made.statusCode, made.body).toBe(201);
    expect(await answersOf(made.json().systemId)).toHaveLength(1);
  });
});
