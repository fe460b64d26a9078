import { mailboxes, mailboxMembers } from '../db/schema/index';
import type { TestApp } from './helper';

/*
 * Clinic data for the messages' tests that the portal's own rules do not make (the administrator's
 * mailbox routes are another module's): mailboxes and their members, inserted as the clinic keeps them.
 */

let made = 0;

/** A mailbox (active, taking patients' messages unless told otherwise; no description, nor English or Ukrainian name or description, unless given) with these members. */
export async function makeMailbox(
  t: Pick<TestApp, 'deps'>,
  opts: {
    name?: string;
    nameEn?: string | null;
    nameUk?: string | null;
    acceptsPatientMessages?: boolean;
    active?: boolean;
    memberIds?: number[];
    description?: string;
    descriptionEn?: string | null;
    descriptionUk?: string | null;
  } = {},
): Promise<number> {
  const [row] = await t.deps.db
    .insert(mailboxes)
    .values({
      name: opts.name ?? `Skrzynka ${process.pid}.${++made}`,
      nameEn: opts.nameEn ?? null,
      nameUk: opts.nameUk ?? null,
      description: opts.description ?? null,
      descriptionEn: opts.descriptionEn ?? null,
      descriptionUk: opts.descriptionUk ?? null,
      acceptsPatientMessages: opts.acceptsPatientMessages ?? true,
      active: opts.active ?? true,
    })
    .returning({ id: mailboxes.id });
  if (opts.memberIds?.length) await t.deps.db.insert(mailboxMembers).values(opts.memberIds.map((staffMemberId) => ({ mailboxId: row.id, staffMemberId })));
  return row.id;
}
