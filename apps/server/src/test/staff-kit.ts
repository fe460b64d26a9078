import { and, asc, eq } from 'drizzle-orm';
import { generate } from 'otplib';
import { expect } from 'vitest';
import { eventLog, units } from '../db/schema/index';
import { STAFF_COOKIE } from '../plugins/staff-access';
import type { TestApp } from './helper';

/* What the staff module's tests share: codes at the test clock, the two-step sign-in, events, units. */

/** The authenticator app's code for the secret at the test clock's now (shifted by `stepOffset` 30-second steps). */
export const codeAt = (t: TestApp, secret: string, stepOffset = 0) =>
  generate({ secret, epoch: Math.floor(t.clock.now().getTime() / 1000) + stepOffset * 30 });

/**
 * Moves the test clock (real time plus an offset) to a second past the start of the next 30-second step,
 * so a test that reads a code in two places does not see the code change between them.
 */
export function toStepStart(t: TestApp) {
  t.clock.advance(30_000 - (t.clock.now().getTime() % 30_000) + 1_000);
}

export async function passwordStep(t: TestApp, login: string, password: string) {
  return t.request({ method: 'POST', url: '/api/clinic/auth/sign-in', payload: { login, password } });
}

/** The staff session cookie a response set ("pp_clinic=..."), or null. */
export function staffCookieOf(res: { cookies: Array<{ name: string; value: string }> }): string | null {
  const set = res.cookies.find((c) => c.name === STAFF_COOKIE && c.value);
  return set ? `${STAFF_COOKIE}=${set.value}` : null;
}

/** Both steps with the current code; the session cookie. */
export async function signInStaff(t: TestApp, who: { login: string; password: string; totpSecret: string }): Promise<string> {
  const first = await passwordStep(t, who.login, who.password);
  expect(first.statusCode, first.body).toBe(200);
  const res = await t.request({ method: 'POST', url: '/api/clinic/auth/code', payload: { challenge: first.json().challenge, code: await codeAt(t, who.totpSecret) } });
  expect(res.statusCode, res.body).toBe(204);
  const cookie = staffCookieOf(res);
  if (!cookie) throw new Error('no staff session cookie');
  return cookie;
}

/** The member's events in order: "TYPE" or "TYPE:description" for the listed types. */
export async function staffEvents(t: TestApp, staffId: number): Promise<Array<{ type: string; description: string | null; accountId: number | null }>> {
  const rows = await t.deps.db
    .select({ type: eventLog.eventType, description: eventLog.description, accountId: eventLog.accountId })
    .from(eventLog)
    .where(and(eq(eventLog.staffId, staffId)))
    .orderBy(asc(eventLog.id));
  return rows;
}

let madeUnits = 0;
/** A unit (the organisation module's table, written here as the clinic's data, not through its rules). */
export async function makeUnit(t: TestApp, name = 'Przychodnia testowa'): Promise<number> {
  const [row] = await t.deps.db
    .insert(units)
    .values({ name, code: `T-${process.pid}-${++madeUnits}`, city: 'Kraków', street: 'Długa', houseNumber: '1', postalCode: '31-001' })
    .returning({ id: units.id });
  return row.id;
}
