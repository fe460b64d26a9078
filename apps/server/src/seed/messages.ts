import { inArray } from 'drizzle-orm';
import type { Db } from '../db/client';
import { staffMembers } from '../db/schema/index';
import { createMailbox } from '../modules/messages/mailboxes-service';
import { DEMO_STAFF } from './demo-staff';
import type { SeedConfig } from './index';

/*
 * The demo clinic's correspondence, made through the messages module's own service functions: its
 * mailboxes — "Rejestracja" and "Gabinet zabiegowy", which patients write to, and the internal
 * "Sekretariat medyczny" — with the demo staff as their members.
 */

type DemoLogin = keyof typeof DEMO_STAFF;

export const DEMO_MAILBOXES = [
  {
    name: 'Rejestracja',
    description: 'Terminy wizyt, skierowania, sprawy organizacyjne.',
    acceptsPatientMessages: true,
    members: ['rejestracja', 'admin'],
  },
  {
    name: 'Gabinet zabiegowy',
    description: 'Szczepienia, zastrzyki, opatrunki, pobrania krwi.',
    acceptsPatientMessages: true,
    members: ['pielegniarka', 'polozna'],
  },
  {
    name: 'Sekretariat medyczny',
    description: 'Sprawy wewnętrzne przychodni: dokumentacja, zaświadczenia, obieg pism.',
    acceptsPatientMessages: false,
    members: ['lekarz', 'admin'],
  },
] as const satisfies ReadonlyArray<{ name: string; description: string; acceptsPatientMessages: boolean; members: readonly DemoLogin[] }>;

/** The demo staff's ids by login (seeded by seed/staff.ts before this). */
async function demoStaffIds(db: Db): Promise<Record<DemoLogin, number>> {
  const logins = Object.values(DEMO_STAFF).map((m) => m.login);
  const rows = await db.select({ id: staffMembers.id, login: staffMembers.login }).from(staffMembers).where(inArray(staffMembers.login, logins));
  const byLogin = new Map(rows.map((r) => [r.login, r.id]));
  return Object.fromEntries(
    (Object.keys(DEMO_STAFF) as DemoLogin[]).map((key) => {
      const id = byLogin.get(DEMO_STAFF[key].login);
      if (id === undefined) throw new Error(`seed/messages: the demo staff member ${DEMO_STAFF[key].login} is missing`);
      return [key, id];
    }),
  ) as Record<DemoLogin, number>;
}

export async function seedMessages(db: Db, _config: SeedConfig): Promise<void> {
  const staff = await demoStaffIds(db);
  for (const box of DEMO_MAILBOXES) {
    await createMailbox({ db }, { name: box.name, description: box.description, acceptsPatientMessages: box.acceptsPatientMessages, active: true, memberIds: box.members.map((login) => staff[login]) });
  }
}
