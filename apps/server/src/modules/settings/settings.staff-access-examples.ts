import { settingsGroupKeys } from '@portal/contracts';
import { links } from '../../db/schema/index';
import type { AuthoredWrite, StaffAccessExamples, UnitScopedWrite } from '../../test/staff-access-examples';
import { inEventLog } from '../../test/staff-examples-kit';

const settingsWrites = settingsGroupKeys.map((key) => `PUT /api/clinic/settings/${key}`);
const topBar: UnitScopedWrite = { roles: ['ADMIN'], scope: { by: 'none', why: "the portal's top-bar links" } };
const changed: AuthoredWrite = inEventLog('STAFF_SETTINGS_CHANGED');
const linkWrites = ['POST /api/clinic/links', 'PUT /api/clinic/links/order', 'PUT /api/clinic/links/:linkId', 'DELETE /api/clinic/links/:linkId'];

/** The portal's settings and top-bar links: the clinic's, one for every unit, an administrator's. */
export const staffAccessExamples: StaffAccessExamples = {
  staffIdFactories: {
    linkId: async (t) =>
      String((await t.deps.db.insert(links).values({ kind: 'OTHER', namePl: 'Link testowy', nameEn: 'Test link', url: 'https://example.com' }).returning({ id: links.id }))[0].id),
  },
  idsWithoutUnit: {
    linkId: "the portal's links, of the whole clinic",
  },
  unitScopedWrites: {
    ...Object.fromEntries(settingsWrites.map((key) => [key, { roles: ['ADMIN'], scope: { by: 'none', why: "the portal's settings are the clinic's, one for every unit" } } satisfies UnitScopedWrite])),
    ...Object.fromEntries(linkWrites.map((key) => [key, topBar])),
  },
  authoredWrites: Object.fromEntries([...settingsWrites, ...linkWrites].map((key) => [key, changed])),
};
