import { asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { links, settings } from '../../db/schema/index';

/** The stored JSON of one settings group, or undefined when the installation keeps the defaults. */
export async function findSettingsValue(db: DbOrTx, key: string): Promise<unknown> {
  const [row] = await db.select({ value: settings.value }).from(settings).where(eq(settings.key, key));
  return row?.value;
}

export async function listLinks(db: DbOrTx) {
  return db
    .select({ id: links.id, kind: links.kind, namePl: links.namePl, nameEn: links.nameEn, url: links.url, sso: links.sso })
    .from(links)
    .orderBy(asc(links.position), asc(links.id));
}
