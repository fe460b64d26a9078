import { boolean, index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { id, updatedAt } from '../../db/schema/_helpers';

/** One row per settings group (application, login, registration, ...); value is that group's JSON. */
export const settings = pgTable('settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  updatedAt: updatedAt(),
});

/** Links of the top bar: OTHER and HELP (the spec's O and H, mapped in contracts). */
export const links = pgTable(
  'links',
  {
    id: id(),
    kind: text('kind', { enum: ['OTHER', 'HELP'] }).notNull(),
    namePl: text('name_pl').notNull(),
    nameEn: text('name_en').notNull(),
    /** Where the clinic has given it; else the English name is shown (domain `configuredName`). */
    nameUk: text('name_uk'),
    url: text('url').notNull(),
    /** The provider's own application: opening it hands the session over (an SSO token in the `ssotoken` cookie). */
    sso: boolean('sso').notNull().default(false),
    position: integer('position').notNull().default(0),
  },
  (t) => [index('links_position_idx').on(t.position)],
);
