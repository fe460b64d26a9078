import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ownPatientIdOf } from '../../test/fixtures';
import { createTestApp, type TestApp } from '../../test/helper';

/** The demo bookings: schedules with slots to the horizon, Anna's bookings in every status, price lists, holidays, a lock. */

let t: TestApp;
beforeAll(async () => (t = await createTestApp()));
afterAll(() => t.close());

const rows = async <T>(q: ReturnType<typeof sql>) => ((await t.deps.db.execute(q)) as unknown as { rows: T[] }).rows;

describe('demo bookings', () => {
  it('gives Anna (and those she acts for) bookings in every status, and the clinic schedules, prices and holidays', async () => {
    const anna = await ownPatientIdOf(t, 'anna.kowalska@example.com');
    const mine = await rows<{ status: string; order_status: string | null; cancelled_by: string | null; no_show: boolean; confirmed_at: string | null; funding: string; referral: unknown; prescription: unknown; account_id: number | null }>(
      sql`select status, order_status, cancelled_by, no_show, confirmed_at, funding, referral, prescription, account_id from bookings where patient_id = ${anna}`,
    );
    const statuses = new Set(mine.map((b) => b.status));
    // REGISTERED is a SCHEDULED booking whose arrival the desk registered (GTRE).
    expect([...statuses].sort()).toEqual(['CANCELED', 'EXECUTED', 'SCHEDULED']);
    expect(mine.some((b) => b.order_status === 'GTRE')).toBe(true);
    expect(mine.some((b) => b.cancelled_by === 'PATIENT')).toBe(true);
    expect(mine.some((b) => b.cancelled_by === 'CLINIC' && !b.no_show)).toBe(true);
    expect(mine.some((b) => b.no_show)).toBe(true);
    expect(mine.some((b) => b.status === 'SCHEDULED' && b.confirmed_at === null && b.referral !== null)).toBe(true);
    expect(mine.some((b) => b.funding === 'COMMERCIAL' && b.status === 'SCHEDULED')).toBe(true);
    expect(mine.some((b) => b.account_id === null)).toBe(true);
    const linked = await rows<{ n: number }>(sql`select count(*)::int as n from encounters where patient_id = ${anna} and booking_ref is not null`);
    expect(linked[0]!.n).toBeGreaterThanOrEqual(1);
    const attachments = await rows<{ n: number }>(sql`select count(*)::int as n from booking_attachments a join bookings b on b.id = a.booking_id where b.patient_id = ${anna} and a.kind = 'REFERRAL'`);
    expect(attachments[0]!.n).toBe(1);
    const wards = await rows<{ n: number }>(sql`select count(*)::int as n from bookings b join patient_links l on l.patient_id = b.patient_id where l.status = 'CONFIRMED' and b.patient_id <> ${anna} and l.account_id = (select account_id from patients where id = ${anna})`);
    expect(wards[0]!.n).toBeGreaterThanOrEqual(2);
    const schedules = await rows<{ n: number }>(sql`select count(*)::int as n from schedules where active`);
    expect(schedules[0]!.n).toBeGreaterThanOrEqual(25);
    const horizon = await rows<{ days: number }>(sql`select (max(starts_at)::date - current_date) as days from time_slots`);
    expect(horizon[0]!.days).toBeGreaterThanOrEqual(85);
    const holiday = await rows<{ n: number }>(sql`select count(*)::int as n from time_slots where (starts_at at time zone 'Europe/Warsaw')::date = '2026-12-25'`);
    expect(holiday[0]!.n).toBe(0);
    const prices = await rows<{ n: number }>(sql`select count(*)::int as n from price_list_items i join services s on s.id = i.service_id where s.code in ('KOM-DERMATOLOGIA', 'KOM-OKULISTYKA')`);
    expect(prices[0]!.n).toBeGreaterThanOrEqual(6);
    expect((await rows<{ n: number }>(sql`select count(*)::int as n from booking_locks`))[0]!.n).toBe(1);
  });

  it("shows Anna's list through the patient's API: every shown status, hers and her family's", async () => {
    const cookie = await t.login('anna');
    const today = new Date().toISOString().slice(0, 10);
    const from = `${Number(today.slice(0, 4)) - 1}${today.slice(4)}`;
    const res = await t.request({ method: 'GET', url: `/api/mppd/api/bookings?dateFrom=${from}&statuses=SCHEDULED,REGISTERED,EXECUTED,CANCELED`, cookie });
    expect(res.statusCode, res.body).toBe(200);
    const list = res.json() as Array<{ status: string; patient?: unknown }> | { items: Array<{ status: string }> };
    const items = Array.isArray(list) ? list : list.items;
    expect(new Set(items.map((b) => b.status))).toEqual(new Set(['SCHEDULED', 'REGISTERED', 'EXECUTED', 'CANCELED']));
    expect(items.length).toBeGreaterThanOrEqual(13);
  });
});
